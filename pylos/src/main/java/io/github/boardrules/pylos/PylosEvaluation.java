package io.github.boardrules.pylos;

import io.github.boardrules.core.Player;
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
 *       none in the children's rules, which have no take-backs;
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
public final class PylosEvaluation implements Evaluation<PylosState> {
  /** The value of one ball in the reserve. */
  public static final int RESERVE = 100;

  /** The value of one spot where a ball would give a take-back. */
  public static final int TAKE_BACK = 30;

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
    long own = state.balls(player);
    long opponent = state.balls(player.opponent());
    PylosEngine engine = rules.engine();
    return RESERVE * (state.reserve(player) - state.reserve(player.opponent()))
        + TAKE_BACK * (engine.takeBackSpots(own, opponent) - engine.takeBackSpots(opponent, own))
        + RAISE * (PylosEngine.raisable(own, opponent) - PylosEngine.raisable(opponent, own));
  }

  @Override
  public String toString() {
    return "PylosEvaluation[" + rules.ruleSet() + "]";
  }
}
