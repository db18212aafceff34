package io.github.boardrules.pylos.solve;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.internal.PylosEngine;
import java.util.Objects;
import java.util.function.Function;

/**
 * A bot that plays Pylos perfectly wherever it knows the value of the position: from a solved
 * {@link PylosTable} (every position of its rule set), or from the retrograde analysis of
 * {@link PylosSolver#solveExactly} where it can see every position reachable from the one it is
 * asked about. In a won position it plays a move that wins in the fewest plies, in a drawn one a
 * move that keeps the draw, in a lost one a move that holds out longest; from a standard or mature
 * table, whose distances are bounds ({@link PylosSolver.Result#isBound()}), the move with the best
 * stored bound, which wins within it. Elsewhere (more reachable positions than its budget, or
 * positions a table has not decided yet) it asks its fallback bot. Two perfect bots from a position
 * of value "win in p plies" (an exact distance) play a game of exactly p plies; from one of value
 * "win within p plies" (a table's bound), of at most p plies.
 *
 * <pre>{@code
 * Pylos rules = Pylos.standard();
 * Bot<PylosState, PylosMove> endgame =
 *     PerfectPylosBot.of(rules, 1_000_000, AlphaBetaBot.builder(rules, PylosEvaluation.of(rules)).build());
 * Match.between(rules, endgame, RandomBot.of(rules, 7)).play(10);
 * }</pre>
 *
 * <p>With {@link #of(Pylos, int, Bot)} it analyses each position it is asked about afresh, so it
 * suits late positions: in the children's game those with about 12 balls left in the reserves or
 * fewer (a second or less); in the rule sets with take-backs the positions whose reachable set
 * stays small (see the guide's Pylos page, {@code docs/games/pylos.md}). With {@link
 * #of(PylosTable, Bot)} each move is a few table reads. Thread-safe when its fallback is.
 *
 * <pre>{@code
 * PylosTable table = PylosTable.open(Path.of("children.pylos"));
 * Bot<PylosState, PylosMove> perfect = PerfectPylosBot.of(table, RandomBot.of(table.rules(), 1));
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class PerfectPylosBot implements Bot<PylosState, PylosMove> {
  private final Pylos rules;
  private final Function<PylosState, PylosSolver.Result> analysis;
  private final Bot<PylosState, PylosMove> fallback;

  private PerfectPylosBot(
      Pylos rules,
      Function<PylosState, PylosSolver.Result> analysis,
      Bot<PylosState, PylosMove> fallback) {
    this.rules = rules;
    this.analysis = analysis;
    this.fallback = fallback;
  }

  /**
   * Makes a perfect bot for a rules object.
   *
   * @param rules the rules, whose rule set and end reading it plays (it ignores a ply limit and
   *     repetition draws, as the solvers do)
   * @param maxPositions the most positions one analysis may enumerate, 1 or more
   * @param fallback the bot that moves where the analysis gives up
   * @return the bot
   * @throws IllegalArgumentException if {@code maxPositions} is not positive
   */
  public static PerfectPylosBot of(
      Pylos rules, int maxPositions, Bot<PylosState, PylosMove> fallback) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(fallback, "fallback");
    if (maxPositions < 1) {
      throw new IllegalArgumentException("maxPositions must be 1 or more, not " + maxPositions);
    }
    PylosEngine engine = PylosEngines.of(rules);
    return new PerfectPylosBot(
        rules, state -> PylosRetrograde.solve(engine, state, maxPositions), fallback);
  }

  /**
   * Makes a bot that plays the table's game from the table: exact distances in the children's
   * rules, bounds in the standard and mature ones.
   *
   * @param table the table; a finished one answers every position
   * @param fallback the bot that moves in the layers an unfinished table has not solved
   * @return the bot, of the table's rules
   */
  public static PerfectPylosBot of(PylosTable table, Bot<PylosState, PylosMove> fallback) {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(fallback, "fallback");
    return new PerfectPylosBot(table.rules(), table::solve, fallback);
  }

  /**
   * Chooses a perfect move, or the fallback's where the analysis gives up.
   *
   * @param state a position that is not over
   * @return the move
   * @throws IllegalArgumentException if the game is over
   */
  @Override
  public PylosMove chooseMove(PylosState state) {
    Objects.requireNonNull(state, "state");
    if (rules.status(state).isOver()) {
      throw new IllegalArgumentException("The game is over: " + rules.status(state).description());
    }
    PylosSolver.Result result = analyse(state);
    return result.bestMove().orElseGet(() -> fallback.chooseMove(state));
  }

  /**
   * Returns the analysis the bot moves by.
   *
   * @param state the position
   * @return the value of the position for the player to move, as {@link
   *     PylosSolver#solveExactly} gives it with this bot's budget (an exact distance), or its
   *     table (a bound from a standard or mature table: see {@link PylosSolver.Result#isBound()})
   */
  public PylosSolver.Result analyse(PylosState state) {
    return analysis.apply(state);
  }
}
