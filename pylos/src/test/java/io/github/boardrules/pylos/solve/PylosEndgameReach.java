package io.github.boardrules.pylos.solve;

import io.github.boardrules.core.Player;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosState;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A measurement run by hand, not a test: how often and how fast the retrograde analysis ({@link
 * PylosSolver#solveExactly}) decides a position with few balls left, to choose the catalogue's
 * endgame threshold ({@code PylosEndgameHints}). For each rule set and each number of balls left
 * in the two reserves together, it plays random games (seeds 1, 2, …) to the first position with
 * at most that many balls left and analyses it with the position cap; it prints one CSV row per
 * rule set and balls left.
 *
 * <pre>
 * java -Xmx2g -cp core/target/classes:pylos/target/classes:pylos/target/test-classes \
 *     io.github.boardrules.pylos.solve.PylosEndgameReach 200000 12 3 12 CHILDREN
 * java … PylosEndgameReach 100000 20 3 8 STANDARD,MATURE
 * </pre>
 */
public final class PylosEndgameReach {
  private PylosEndgameReach() {}

  /**
   * Runs the measurement.
   *
   * @param args the position cap, the games per row, the fewest and the most balls left, and
   *     optionally the rule sets (comma-separated, such as {@code STANDARD,MATURE}; all by default)
   */
  public static void main(String[] args) {
    int cap = Integer.parseInt(args[0]);
    int games = Integer.parseInt(args[1]);
    int fewest = Integer.parseInt(args[2]);
    int most = Integer.parseInt(args[3]);
    System.out.println("rule_set,balls_left,positions,cap,decided,wins,losses,draws,median_ms,max_ms");
    List<PylosRuleSet> ruleSets = args.length > 4
        ? java.util.Arrays.stream(args[4].split(",")).map(PylosRuleSet::valueOf).toList()
        : List.of(PylosRuleSet.values());
    for (PylosRuleSet ruleSet : ruleSets) {
      Pylos rules = Pylos.builder().ruleSet(ruleSet).build();
      PylosSolver solver = PylosSolver.of(rules, 10);
      for (int left = fewest; left <= most; left++) {
        long[] times = new long[games];
        int decided = 0;
        int wins = 0;
        int losses = 0;
        int draws = 0;
        int positions = 0;
        for (int g = 0; g < games; g++) {
          PylosState state = positionWithBallsLeft(rules, left, g + 1);
          if (state == null) {
            continue;
          }
          long t0 = System.nanoTime();
          PylosSolver.Result result = solver.solveExactly(state, cap);
          times[positions++] = System.nanoTime() - t0;
          switch (result.verdict()) {
            case WIN -> wins++;
            case LOSS -> losses++;
            case DRAW -> draws++;
            case UNKNOWN -> decided--;
          }
          decided++;
        }
        long[] measured = java.util.Arrays.copyOf(times, positions);
        java.util.Arrays.sort(measured);
        System.out.printf(Locale.ROOT, "%s,%d,%d,%d,%d,%d,%d,%d,%.0f,%.0f%n",
            ruleSet.name().toLowerCase(Locale.ROOT), left, positions, cap, decided, wins, losses, draws,
            positions == 0 ? 0 : measured[positions / 2] / 1e6, positions == 0 ? 0 : measured[positions - 1] / 1e6);
      }
    }
  }

  /** The first position of a random game with at most {@code left} balls in the reserves, or null. */
  static PylosState positionWithBallsLeft(Pylos rules, int left, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    PylosState state = rules.initialState();
    for (int ply = 0; ply < 2_000; ply++) {
      List<PylosMove> moves = rules.legalMoves(state);
      if (moves.isEmpty()) {
        return null;
      }
      if (state.reserve(Player.FIRST) + state.reserve(Player.SECOND) <= left) {
        return state;
      }
      state = rules.play(state, moves.get(random.nextInt(moves.size())));
    }
    return null;
  }
}
