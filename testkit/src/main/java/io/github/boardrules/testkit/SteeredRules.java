package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import java.util.OptionalInt;

/**
 * A game whose legal-move list is narrowed to steer random play into a rule it rarely reaches
 * (a repetition draw, a shifting phase, a winning tie move), everything else being the game's
 * own: the start, the side to move, legality, play, status and ply bound. A steered property
 * plays the subclass with the test kit's random games and checks the game itself.
 *
 * <pre>{@code
 * final class SteeredPylos extends SteeredRules<PylosState, PylosMove, Pylos> {
 *   SteeredPylos(Pylos rules) { super(rules); }
 *   public List<PylosMove> legalMoves(PylosState state) { ...a subset of rules.legalMoves(state)... }
 * }
 * }</pre>
 *
 * @param <S> the state type
 * @param <M> the move type
 * @param <R> the game's rules
 */
@API(status = MAINTAINED, since = "0.1.0")
public abstract class SteeredRules<S extends Object, M extends Object, R extends Rules<S, M>>
    implements Rules<S, M> {
  /** The game played, whose rules every method but {@link #legalMoves} passes on to. */
  protected final R rules;

  /**
   * Steers a game.
   *
   * @param rules the game
   */
  protected SteeredRules(R rules) {
    this.rules = rules;
  }

  @Override
  public S initialState() {
    return rules.initialState();
  }

  @Override
  public Player toMove(S state) {
    return rules.toMove(state);
  }

  @Override
  public Legality check(S state, M move) {
    return rules.check(state, move);
  }

  @Override
  public S playUnchecked(S state, M move) {
    return rules.playUnchecked(state, move);
  }

  @Override
  public Status status(S state) {
    return rules.status(state);
  }

  @Override
  public OptionalInt plyBound() {
    return rules.plyBound();
  }
}
