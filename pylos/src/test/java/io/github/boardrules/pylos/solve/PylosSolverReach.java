package io.github.boardrules.pylos.solve;

import io.github.boardrules.core.Player;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.solve.PylosSolver.Result;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A measurement run by hand, not a test: how far from the start the proof search gets. It plays
 * one random game of a rule set, then solves its positions from the end backwards, each with a
 * search deep enough for any proof (2 * balls in reserve + 1 plies and more), and stops when one
 * position takes longer than the budget. With a fourth argument, the most positions, it runs the
 * retrograde analysis ({@link PylosSolver#solveExactly}) instead.
 *
 * <pre>
 * java -cp core/target/classes:pylos/target/classes:pylos/target/test-classes \
 *     io.github.boardrules.pylos.solve.PylosSolverReach STANDARD 60 1
 * java -Xmx20g -cp … io.github.boardrules.pylos.solve.PylosSolverReach CHILDREN 600 1 200000000
 * </pre>
 */
public final class PylosSolverReach {
  private PylosSolverReach() {}

  /**
   * Runs the measurement.
   *
   * @param args rule set, seconds per position, game seed, and for the retrograde analysis the
   *     most positions
   */
  public static void main(String[] args) {
    Pylos rules = Pylos.builder().ruleSet(PylosRuleSet.valueOf(args[0])).build();
    long budget = Long.parseLong(args[1]) * 1_000_000_000L;
    long seed = Long.parseLong(args[2]);
    PylosSolver solver = PylosSolver.of(rules, 24);
    SplittableRandom random = new SplittableRandom(seed);
    List<PylosState> game = new java.util.ArrayList<>();
    PylosState state = rules.initialState();
    while (true) {
      game.add(state);
      List<PylosMove> moves = rules.legalMoves(state);
      if (moves.isEmpty()) {
        break;
      }
      state = rules.play(state, moves.get(random.nextInt(moves.size())));
    }
    System.out.println(rules + ", random game of " + (game.size() - 1) + " plies, seed " + seed);
    for (int i = game.size() - 1; i >= 0; i--) {
      PylosState s = game.get(i);
      int reserves = s.reserve(Player.FIRST) + s.reserve(Player.SECOND);
      long t0 = System.nanoTime();
      Result result =
          args.length > 3
              ? solver.solveExactly(s, Integer.parseInt(args[3]))
              : solver.solve(s, PylosSolver.MAX_DEPTH);
      long t = System.nanoTime() - t0;
      System.out.printf("ply %3d  reserves %2d+%2d  %-40s %8.2f s%n", i,
          s.reserve(s.toMove()), s.reserve(s.toMove().opponent()), result, t / 1e9);
      if (t > budget || reserves > 30 || result.verdict() == PylosSolver.Verdict.UNKNOWN) {
        break;
      }
    }
  }
}
