package io.github.boardrules.pikkpakk.intarsia.solve;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import java.util.Arrays;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A shortest sequence of rotations between two patterns by iterative-deepening A* (IDA*) towards a
 * perimeter: every pattern within {@code perimeterDepth} rotations of the goal, found by
 * breadth-first search and kept in memory ({@link Perimeter}). The iteration with bound {@code T}
 * searches depth-first from the start to depth {@code T - perimeterDepth}, cuts every pattern whose
 * lower bound ({@link LineBound}) puts the goal more than {@code T} rotations away, and looks the
 * patterns at that depth up in the perimeter. The first bound with a hit is the optimum, as every
 * smaller bound was searched in full. Memory is the perimeter's (one pattern a class of the goal's
 * symmetries: the chessboard's depth 6, 6.2 million patterns in about 130 MB); time grows twenty-
 * to thirtyfold a depth.
 *
 * <p>Move pruning: rotations of lines of one axis commute, so the search tries only the sequences
 * in which consecutive rotations of one axis go by increasing line, and a line turns one way only
 * and at most three points (four points one way are three the other way). Every sequence has such
 * a form that is no longer. A rotation that changes nothing (a line of one colour) is skipped, and
 * when a symmetry of the goal keeps the start too, one first rotation of each pair of images.
 */
final class OptimalSearch {
  private static final int ROWS_END = 2 * Pattern.SIZE;
  private static final int NONE = -1;
  private static final int MOST_TURNS = 3;

  /** What a search found: a shortest path, or null; and the length up to which none is shorter. */
  static final class Result {
    /** A shortest path (rotation indices), or null when there is none within the limits. */
    final int @Nullable [] path;

    /** Every path is longer than this; with {@link #path}, its length minus one. */
    final int noneUpTo;

    /** The patterns the depth-first search made and bounded (what its time is spent on). */
    final long nodes;

    Result(int @Nullable [] path, int noneUpTo, long nodes) {
      this.path = path;
      this.noneUpTo = noneUpTo;
      this.nodes = nodes;
    }
  }

  private final LineBound bound;
  private final Perimeter perimeter;
  private final int perimeterDepth;
  private final long nodeLimit;
  /** For each budget, the bound a pattern above the last level may have: the budget, or less. */
  private final int[] allowedBound = new int[64];
  private final int[] path = new int[64];
  /** The first rotations worth trying: one of each class under the symmetries keeping start and goal. */
  private final boolean[] firstMoves = new boolean[Rotation.COUNT];
  private long nodes;
  private int foundDepth;
  private long meeting;

  private OptimalSearch(Perimeter perimeter, LineBound bound, long nodeLimit, double inflation) {
    this.bound = bound;
    this.perimeter = perimeter;
    this.perimeterDepth = perimeter.depth();
    this.nodeLimit = nodeLimit;
    for (int budget = 0; budget < allowedBound.length; budget++) {
      allowedBound[budget] = (int) Math.floor(budget / inflation);
    }
  }

  /**
   * Searches for a shortest path from {@code start} to {@code goal} of at most {@code maxLength}
   * rotations, giving up (path null) once the depth-first search has made {@code nodeLimit}
   * patterns; {@link Result#noneUpTo} then says how far it proved that there is none.
   */
  static Result shortest(long start, long goal, int perimeterDepth, int maxLength, long nodeLimit) {
    return shortest(start, Perimeter.around(goal, perimeterDepth), new LineBound(goal), maxLength,
        nodeLimit);
  }

  /** The same with a perimeter and a bound of the goal made before, as for several starts. */
  static Result shortest(
      long start, Perimeter perimeter, LineBound bound, int maxLength, long nodeLimit) {
    return new OptimalSearch(perimeter, bound, nodeLimit, 1.0).run(start, maxLength);
  }

  /**
   * Looks for a path of {@code length} rotations (or a few less: the perimeter's patterns are
   * looked up {@code length} minus its depth deep) with the bound multiplied by {@code
   * inflation} (at least 1) at every level but the last: far fewer patterns are tried, so long
   * solutions are found that the exact search would take hours to reach, but a path may be missed
   * and nothing is proven ({@link Result#noneUpTo} is -1). For tool runs: it found the booklet's
   * spiral to halves in 19, which the exact search, with the flow bound, later proved optimal.
   */
  static Result inflated(
      long start, Perimeter perimeter, LineBound bound, int length, double inflation, long nodeLimit) {
    if (!(inflation >= 1) || length < perimeter.depth() || length >= 64) {
      throw new IllegalArgumentException("inflation " + inflation + " must be at least 1 and length "
          + length + " from " + perimeter.depth() + " to 63");
    }
    OptimalSearch search = new OptimalSearch(perimeter, bound, nodeLimit, inflation);
    search.chooseFirstMoves(start);
    if (!search.search(start, 0, length - search.perimeterDepth, length, NONE, 0)) {
      return new Result(null, -1, search.nodes);
    }
    int[] toGoal = perimeter.toGoal(search.meeting);
    int[] result = new int[search.foundDepth + toGoal.length];
    System.arraycopy(search.path, 0, result, 0, search.foundDepth);
    System.arraycopy(toGoal, 0, result, search.foundDepth, toGoal.length);
    return new Result(result, -1, search.nodes);
  }

  private Result run(long start, int maxLength) {
    int near = perimeter.distance(start);
    if (near >= 0) {
      return near <= maxLength ? new Result(perimeter.toGoal(start), near - 1, 0)
          : new Result(null, near - 1, 0);
    }
    chooseFirstMoves(start);
    int threshold = Math.max(perimeterDepth + 1, bound.of(start));
    int noneUpTo = threshold - 1;
    for (; threshold <= maxLength; threshold++) {
      if (search(start, 0, threshold - perimeterDepth, threshold, NONE, 0)) {
        int[] toGoal = perimeter.toGoal(meeting);
        int[] result = new int[foundDepth + toGoal.length];
        System.arraycopy(path, 0, result, 0, foundDepth);
        System.arraycopy(toGoal, 0, result, foundDepth, toGoal.length);
        return new Result(result, result.length - 1, nodes);
      }
      if (nodes > nodeLimit) {
        return new Result(null, noneUpTo, nodes);
      }
      noneUpTo = threshold;
    }
    return new Result(null, noneUpTo, nodes);
  }

  /**
   * A symmetry that keeps both the start and the goal maps the search after one first rotation
   * onto the search after its image, which finds the same lengths: only the least of each class
   * is tried (the spiral and the chessboard share the half turn, halving the search).
   */
  private void chooseFirstMoves(long start) {
    Arrays.fill(firstMoves, true);
    Symmetries symmetries = perimeter.symmetryGroup();
    for (int s = 1; s < symmetries.size(); s++) {
      if (symmetries.image(s, start) == start) {
        for (int move = 0; move < Rotation.COUNT; move++) {
          if (symmetries.moveImage(s, move) < move) {
            firstMoves[move] = false;
          }
        }
      }
    }
  }

  private boolean search(long code, int depth, int leafDepth, int threshold, int last, int run) {
    if (depth == leafDepth) {
      if (perimeter.distance(code) >= 0) {
        foundDepth = depth;
        meeting = code;
        return true;
      }
      return false;
    }
    if (nodes > nodeLimit) {
      return false;
    }
    for (int move = 0; move < Rotation.COUNT; move++) {
      if (depth == 0 && !firstMoves[move]) {
        continue;
      }
      int nextRun = 1;
      if (last != NONE && (last < ROWS_END) == (move < ROWS_END)) {
        int lastLine = last >> 1;
        int line = move >> 1;
        if (line < lastLine) {
          continue;
        }
        if (line == lastLine) {
          if (move != last || run == MOST_TURNS) {
            continue;
          }
          nextRun = run + 1;
        }
      }
      long next = IntarsiaEngine.rotate(code, move);
      if (next == code) {
        continue; // a line of one colour: the rotation changes nothing, so no shortest path has it
      }
      nodes++;
      int budget = threshold - depth - 1;
      if (bound.of(next) > (depth + 1 == leafDepth ? budget : allowedBound[budget])) {
        continue;
      }
      path[depth] = move;
      if (search(next, depth + 1, leafDepth, threshold, move, nextRun)) {
        return true;
      }
    }
    return false;
  }
}
