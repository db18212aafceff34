package io.github.boardrules.pikkpakk.intarsia.solve;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import java.util.List;

/**
 * A tool run, not a test: looks for short solutions of one of the booklet's puzzles with {@link
 * OptimalSearch#inflated}, the exhaustive search with its bound inflated, one length after the
 * other. It proves nothing; a solution it finds is checked rotation by rotation.
 *
 * <pre>
 * java -cp ... io.github.boardrules.pikkpakk.intarsia.IntarsiaInflatedSearchTool spiral halves 7 17 19 1.4 3000000000
 * </pre>
 *
 * <p>Arguments: start and goal ({@code spiral}, {@code chessboard}, {@code halves} or a pattern's
 * text), the perimeter's depth around the goal, the shortest and longest length to try, the
 * inflation (at least 1) and the most patterns to make for each length.
 */
final class IntarsiaInflatedSearchTool {
  private IntarsiaInflatedSearchTool() {}

  public static void main(String[] args) {
    Pattern start = IntarsiaOptimumTool.named(args[0]);
    Pattern goal = IntarsiaOptimumTool.named(args[1]);
    int perimeterDepth = Integer.parseInt(args[2]);
    int shortest = Integer.parseInt(args[3]);
    int longest = Integer.parseInt(args[4]);
    double inflation = Double.parseDouble(args[5]);
    long nodeLimit = Long.parseLong(args[6]);
    long began = System.nanoTime();
    Perimeter perimeter = Perimeter.around(Codes.of(goal), perimeterDepth);
    LineBound bound = new LineBound(Codes.of(goal));
    System.out.printf("%s -> %s, perimeter %d: %,d patterns (%.1f s)%n", args[0], args[1],
        perimeter.depth(), perimeter.size(), (System.nanoTime() - began) / 1e9);
    for (int length = shortest; length <= longest; length++) {
      OptimalSearch.Result result =
          OptimalSearch.inflated(Codes.of(start), perimeter, bound, length, inflation, nodeLimit);
      double seconds = (System.nanoTime() - began) / 1e9;
      if (result.path != null) {
        List<Rotation> solution = IntarsiaOptimumTool.checked(start, goal, result.path);
        System.out.printf("length %d, inflation %.2f: %s (%,d patterns made, %.1f s)%n", length,
            inflation, solution, result.nodes, seconds);
        return;
      }
      System.out.printf("length %d, inflation %.2f: none found%s (%,d patterns made, %.1f s)%n",
          length, inflation, result.nodes > nodeLimit ? " (limit reached)" : "", result.nodes,
          seconds);
    }
  }
}
