package io.github.boardrules.pylos;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.pylos.internal.PylosEngine;
import java.util.Objects;

/**
 * A heuristic value of Pylos positions for {@code AlphaBetaBot}. Pylos is a race to keep balls:
 * whoever runs out of balls first cannot move and loses, so the value counts, for the player asked
 * about minus the same for the opponent:
 *
 * <ul>
 *   <li>{@value #RESERVE} per ball in the reserve — the material of the game;
 *   <li>{@value #TAKE_BACK} per empty supported spot where a ball of his would complete a square
 *       (or, in the mature rules, a line) of his colour — a threat to take back up to two balls;
 *       none in the children's rules, which have no take-backs; and {@value #TAKE_BACK_NOW} more
 *       where he can use such a spot: the player to move with one spot, the opponent with two
 *       (the player to move can fill only one of them);
 *   <li>{@value #RAISE} per free ball of his that can be raised now — a raise saves a ball.
 * </ul>
 *
 * <pre>{@code
 * Pylos rules = Pylos.standard();
 * AlphaBetaBot<PylosState, PylosMove> bot =
 *     AlphaBetaBot.builder(rules, PylosEvaluation.of(rules))
 *         .hash(PylosState::positionHash)
 *         .maxDepth(4)
 *         .build();
 * PylosMove move = bot.chooseMove(state);
 * }</pre>
 *
 * <p>The take-back threats depend on the rule set, so an evaluation is made for one rules object.
 * Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class PylosEvaluation implements Evaluation<PylosState> {
  /** The value of one ball in the reserve. */
  public static final int RESERVE = 100;

  /** The value of one spot where a ball would give a take-back. */
  public static final int TAKE_BACK = 30;

  /**
   * The value of a take-back the player to move can make at once (or the opponent, where he has
   * two spots the player to move cannot both fill): about a ball and a half.
   */
  @API(status = STABLE, since = "0.2.0")
  public static final int TAKE_BACK_NOW = 150;

  /** The value of one ball that can be raised. */
  public static final int RAISE = 10;

  private final Pylos rules;

  private PylosEvaluation(Pylos rules) {
    this.rules = rules;
  }

  /**
   * Returns the evaluation for a rule set.
   *
   * @param rules the rules whose take-back patterns count
   * @return the evaluation
   */
  public static PylosEvaluation of(Pylos rules) {
    return new PylosEvaluation(Objects.requireNonNull(rules, "rules"));
  }

  @Override
  public int evaluate(PylosState state, Player player) {
    Player mover = state.toMove();
    int forMover = moverValue(state, mover);
    return player == mover ? forMover : -forMover;
  }

  /** The value for the player to move, who can use one of his take-backs now. */
  private int moverValue(PylosState state, Player mover) {
    Player other = mover.opponent();
    long own = state.balls(mover);
    long opponent = state.balls(other);
    PylosEngine engine = rules.engine();
    int ownSpots = engine.takeBackSpots(own, opponent);
    int otherSpots = engine.takeBackSpots(opponent, own);
    // The mover takes back at his next move; the opponent only where the mover cannot block all.
    int threats = (ownSpots > 0 ? TAKE_BACK_NOW : 0) + TAKE_BACK * ownSpots
        - (otherSpots > 1 ? TAKE_BACK_NOW : 0) - TAKE_BACK * otherSpots;
    return RESERVE * (state.reserve(mover) - state.reserve(other))
        + threats
        + RAISE * (PylosEngine.raisable(own, opponent) - PylosEngine.raisable(opponent, own));
  }

  @Override
  public String toString() {
    return "PylosEvaluation[" + rules.ruleSet() + "]";
  }
}
