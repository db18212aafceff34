package io.github.boardrules.pikkpakk.intarsia.solve;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import java.util.ArrayList;
import java.util.List;

/**
 * A tool run, not a test: proves the optimum of one of the booklet's puzzles with {@link
 * OptimalSearch}, or how far no solution exists.
 *
 * <pre>
 * java -cp ... io.github.boardrules.pikkpakk.intarsia.IntarsiaOptimumTool spiral chessboard 5 13
 * </pre>
 *
 * <p>Arguments: start and goal ({@code spiral}, {@code chessboard}, {@code halves} or a pattern's
 * text), the perimeter's depth, the longest solution to look for, and optionally the most
 * patterns to visit.
 */
final class IntarsiaOptimumTool {
  private IntarsiaOptimumTool() {}

  public static void main(String[] args) {
    Pattern start = named(args[0]);
    Pattern goal = named(args[1]);
    int perimeterDepth = Integer.parseInt(args[2]);
    int maxLength = Integer.parseInt(args[3]);
    long nodeLimit = args.length > 4 ? Long.parseLong(args[4]) : Long.MAX_VALUE;
    System.out.printf("%s -> %s, perimeter %d: lower bound %d%n", args[0], args[1], perimeterDepth,
        new LineBound(Codes.of(goal)).of(Codes.of(start)));
    long began = System.nanoTime();
    // The perimeter is built once (depth 8 around the halves: 150 million patterns, minutes).
    Perimeter perimeter = Perimeter.around(Codes.of(goal), perimeterDepth);
    LineBound bound = new LineBound(Codes.of(goal));
    System.out.printf("perimeter %d: %,d patterns (%.1f s)%n", perimeter.depth(), perimeter.size(),
        (System.nanoTime() - began) / 1e9);
    long nodes = 0;
    OptimalSearch.Result result = null;
    // One call a bound, so that each proven bound is printed as soon as it is proven.
    for (int length = 0; length <= maxLength; length++) {
      result = OptimalSearch.shortest(Codes.of(start), perimeter, bound, length, nodeLimit);
      nodes += result.nodes;
      double seconds = (System.nanoTime() - began) / 1e9;
      if (result.path != null) {
        List<Rotation> solution = IntarsiaOptimumTool.checked(start, goal, result.path);
        System.out.printf("optimum %d: %s (%,d patterns made, %.1f s)%n", solution.size(),
            solution, nodes, seconds);
        return;
      }
      if (result.noneUpTo < length) {
        System.out.printf("gave up at %d: %,d patterns made%n", length, nodes);
        return;
      }
      System.out.printf("no solution of %d or fewer rotations (%,d patterns made, %.1f s)%n",
          result.noneUpTo, nodes, seconds);
      length = result.noneUpTo;
    }
  }

  /** The path as rotations, checked to turn {@code start} into {@code goal}. */
  static List<Rotation> checked(Pattern start, Pattern goal, int[] path) {
    List<Rotation> solution = new ArrayList<>();
    for (int move : path) {
      solution.add(Codes.rotation(move));
    }
    if (!start.rotated(solution).equals(goal)) {
      throw new IllegalStateException("The path does not reach the goal: " + solution);
    }
    return solution;
  }

  static Pattern named(String name) {
    switch (name) {
      case "spiral":
        return Pattern.spiral();
      case "chessboard":
        return Pattern.chessboard();
      case "halves":
        return Pattern.halves();
      default:
        return Pattern.parse(name);
    }
  }
}
