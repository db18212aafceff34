package io.github.boardrules.pylos.solve;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.internal.PylosEngine;
import io.github.boardrules.pylos.solve.PylosSolver.Result;
import io.github.boardrules.pylos.solve.PylosSolver.Verdict;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A check run by hand on a finished table, not a test (a table takes minutes to compute and 1.7
 * GB): the start's value; random table entries against their moves' entries (the exactness check
 * of an exact table — a children's table, or a standard or mature one whose refinement is
 * finished: every stored distance equal to the best its moves give, one more than the shortest
 * lost successor's for a win, the longest successor's for a loss, a draw still undecided; in a
 * table of bounds a loss equal, a win no shorter than what its moves now give, a draw still
 * undecided); positions of random games against the retrograde analysis and the depth search,
 * each where it reaches (the same verdict; the same plies, or in a table of bounds a bound no
 * shorter); and games of the table's perfect bot.
 *
 * <pre>
 * java -Xmx8g -cp core/target/classes:bots/target/classes:pylos/target/classes:pylos/target/test-classes \
 *     io.github.boardrules.pylos.solve.PylosTableCheck children.pylos 200 1
 * </pre>
 */
public final class PylosTableCheck {
  private PylosTableCheck() {}

  /**
   * Runs the check.
   *
   * @param args the table file, the number of random games, the seed; optionally the most balls
   *     left in the reserves of a position given to {@code solveExactly} (default 9) and the most
   *     positions it may enumerate (default 3,000,000): take-back rule sets reach far more; and
   *     the longest table bound given to the depth search (default 30; 20 for the mature table,
   *     whose positions at 30 take the depth search far longer)
   */
  public static void main(String[] args) throws Exception {
    PylosTable table = PylosTable.open(Path.of(args[0]));
    int games = Integer.parseInt(args[1]);
    SplittableRandom random = new SplittableRandom(Long.parseLong(args[2]));
    int exactLeft = args.length > 3 ? Integer.parseInt(args[3]) : 9;
    int exactBudget = args.length > 4 ? Integer.parseInt(args[4]) : 3_000_000;
    int searchPlies = args.length > 5 ? Integer.parseInt(args[5]) : 30;
    Pylos rules = table.rules();
    PylosEngine engine = PylosEngines.of(rules);
    Result start = table.solve(rules.initialState());
    System.out.println("start: " + start + " (" + table + ")");
    // Bounds: a standard or mature table whose refinement is not finished.
    boolean bounds = !table.isExact();
    System.out.println(table.isExact() ? "exact distances: the exactness check" : "bounds: the consistency check");

    // Random entries: the stored distance is what the moves' entries give.
    PylosTableIndex index = PylosTableIndex.get();
    // The entries read directly, without evaluating moves.
    PylosTableSolve.Values values = table.values();
    long entries = 0;
    long agree = 0;
    int[] buffer = new int[PylosEngine.MAX_MOVES];
    for (int i = 0; i < 1_000_000; i++) {
      int id = random.nextInt(index.setCount());
      long rank = random.nextLong(index.colourings(index.balls(id)));
      long set = index.set(id);
      long own = index.own(id, rank);
      int stored = PylosTableSolve.childDistance(engine, own, set & ~own, values);
      int recomputed = PylosTableSolve.evaluate(engine, own, set & ~own, buffer, values) & 0xFF;
      entries++;
      agree += consistent(stored, recomputed, bounds) ? 1 : 0;
    }
    System.out.printf("random entries: %,d, %s the value of their moves: %,d%n", entries,
        bounds ? "consistent with" : "equal to", agree);

    // Positions of random games against the two solvers.
    PylosSolver solver = PylosSolver.of(rules, 24);
    long exactTried = 0;
    long exactAgree = 0;
    long exactPlies = 0;
    long searchTried = 0;
    long searchAgree = 0;
    List<PylosState> positions = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      PylosState state = rules.initialState();
      while (!rules.status(state).isOver()) {
        positions.add(state);
        List<PylosMove> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
    }
    long began = System.nanoTime();
    int checked = 0;
    for (PylosState state : positions) {
      if (++checked % 200 == 0) {
        System.err.printf("%,d of %,d positions checked, %d s%n", checked, positions.size(),
            (System.nanoTime() - began) / 1_000_000_000L);
      }
      int left = state.reserve(Player.FIRST) + state.reserve(Player.SECOND);
      Result fromTable = table.solve(state);
      if (left <= exactLeft) {
        Result exact = solver.solveExactly(state, exactBudget);
        if (exact.verdict() != Verdict.UNKNOWN) {
          exactTried++;
          exactAgree += agree(exact, fromTable, bounds) ? 1 : 0;
          exactPlies += exact.plies() == fromTable.plies() ? 1 : 0;
        }
      }
      if (left <= 12 && left >= 10 && fromTable.verdict() != Verdict.DRAW && fromTable.plies() <= searchPlies) {
        Result search = solver.solve(state, fromTable.plies());
        searchTried++;
        searchAgree += agree(search, fromTable, bounds) ? 1 : 0;
      }
    }
    System.out.printf("%,d positions of %d random games; solveExactly (<= %d balls in reserves, budget %,d): %,d of %,d agree"
        + " (%,d with the same plies); depth search (10-12 in reserves, table bound <= %d, to that depth): %,d of %,d agree%n",
        positions.size(), games, exactLeft, exactBudget, exactAgree, exactTried, exactPlies, searchPlies, searchAgree,
        searchTried);

    // The perfect bot against itself from the start, and against random players.
    Bot<PylosState, PylosMove> perfect = PerfectPylosBot.of(table, state -> {
      throw new AssertionError("a finished table answers every position");
    });
    List<PylosState> game = play(rules, rules.initialState(), perfect, perfect);
    PylosState end = game.get(game.size() - 1);
    System.out.println("perfect against perfect: " + (game.size() - 1) + " plies, "
        + (rules.status(end).isOver() ? rules.status(end).description() : "not over (the ply cap)"));
    int wins = 0;
    for (int g = 0; g < games; g++) {
      Bot<PylosState, PylosMove> light = RandomBot.of(rules, g);
      List<PylosState> played = play(rules, rules.initialState(), light, perfect);
      wins += rules.status(played.get(played.size() - 1)).winner().orElse(Pylos.LIGHT) == Pylos.DARK ? 1 : 0;
    }
    System.out.println("perfect DARK against random LIGHT: " + wins + " wins of " + games);
  }

  private static boolean consistent(int stored, int recomputed, boolean bounds) {
    if (!bounds || stored == PylosTableSolve.UNDECIDED || stored % 2 == 0) {
      return stored == recomputed;
    }
    return recomputed % 2 == 1 && recomputed <= stored;
  }

  private static boolean agree(Result other, Result fromTable, boolean bounds) {
    if (other.verdict() != fromTable.verdict()) {
      return false;
    }
    return bounds ? other.plies() <= fromTable.plies() : other.plies() == fromTable.plies();
  }

  /** Plays a game, for at most 1,000 plies (a drawn table game would go on for ever). */
  private static List<PylosState> play(
      Pylos rules, PylosState start, Bot<PylosState, PylosMove> first, Bot<PylosState, PylosMove> second) {
    List<PylosState> game = new ArrayList<>(List.of(start));
    PylosState state = start;
    while (!rules.status(state).isOver() && game.size() <= 1_000) {
      state = rules.play(state, (state.toMove() == Player.FIRST ? first : second).chooseMove(state));
      game.add(state);
    }
    return game;
  }
}
