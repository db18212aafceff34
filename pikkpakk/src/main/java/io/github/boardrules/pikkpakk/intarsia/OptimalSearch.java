package io.github.boardrules.pikkpakk.intarsia;

import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A shortest sequence of rotations between two patterns by iterative-deepening A* (IDA*) towards a
 * perimeter: every pattern within {@code perimeterDepth} rotations of the goal, found by
 * breadth-first search and kept in memory ({@link Perimeter}). The iteration with bound {@code T}
 * searches depth-first from the start to depth {@code T - perimeterDepth}, cuts every pattern whose
 * lower bound ({@link LineBound}) puts the goal more than {@code T} rotations away, and looks the
 * patterns at that depth up in the perimeter. The first bound with a hit is the optimum, as every
 * smaller bound was searched in full. Memory is the perimeter's (about 0.1 GB at depth 5); time
 * grows about twentyfold a depth.
 *
 * <p>Move pruning: rotations of lines of one axis commute, so the search tries only the sequences
 * in which consecutive rotations of one axis go by increasing line, and a line turns one way only
 * and at most three points (four points one way are three the other way). Every sequence has such
 * a form that is no longer.
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

    /** The patterns the depth-first search visited. */
    final long nodes;

    Result(int @Nullable [] path, int noneUpTo, long nodes) {
      this.path = path;
      this.noneUpTo = noneUpTo;
      this.nodes = nodes;
    }
  }

  private final LineBound bound;
  private final CodeMap perimeter;
  private final int perimeterDepth;
  private final long nodeLimit;
  private final int[] path = new int[64];
  private long nodes;
  private int foundDepth;
  private long meeting;

  private OptimalSearch(long goal, int perimeterDepth, long nodeLimit) {
    this.bound = new LineBound(goal);
    this.perimeterDepth = perimeterDepth;
    this.perimeter = Perimeter.around(goal, perimeterDepth);
    this.nodeLimit = nodeLimit;
  }

  /**
   * Searches for a shortest path from {@code start} to {@code goal} of at most {@code maxLength}
   * rotations, giving up (path null) once the depth-first search has visited {@code nodeLimit}
   * patterns; {@link Result#noneUpTo} then says how far it proved that there is none.
   */
  static Result shortest(long start, long goal, int perimeterDepth, int maxLength, long nodeLimit) {
    return new OptimalSearch(goal, perimeterDepth, nodeLimit).run(start, maxLength);
  }

  private Result run(long start, int maxLength) {
    if (perimeter.get(start) >= 0) {
      int[] toGoal = Perimeter.toGoal(perimeter, start);
      return new Result(toGoal, toGoal.length - 1, 0);
    }
    int threshold = Math.max(perimeterDepth + 1, bound.of(start));
    int noneUpTo = threshold - 1;
    for (; threshold <= maxLength; threshold++) {
      if (search(start, 0, threshold - perimeterDepth, threshold, NONE, 0)) {
        int[] toGoal = Perimeter.toGoal(perimeter, meeting);
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

  private boolean search(long code, int depth, int leafDepth, int threshold, int last, int run) {
    nodes++;
    if (depth == leafDepth) {
      if (perimeter.get(code) >= 0) {
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
      long next = PatternCode.rotate(code, move);
      if (bound.exceeds(next, threshold - depth - 1)) {
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
