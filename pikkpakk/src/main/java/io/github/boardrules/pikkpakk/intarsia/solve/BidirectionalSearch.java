package io.github.boardrules.pikkpakk.intarsia.solve;

import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import java.util.Arrays;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A shortest sequence of rotations between two patterns, by breadth-first search from both ends:
 * each round expands the smaller frontier by one whole layer, and the first layer that meets the
 * other search gives a shortest sequence. (Before the round, no pattern is known to both searches,
 * so the distance is more than the sum {@code k + m} of their depths; a meeting in the new layer
 * is a sequence of {@code k + 1 + m} rotations, which is therefore shortest.)
 *
 * <p>Each search keeps, per pattern reached, its depth and the rotation that reached it.
 */
final class BidirectionalSearch {
  /** The value of a search's root: depth 0, no rotation. */
  private static final int ROOT = 0xFF;

  /** No meeting yet: codes are never negative. */
  private static final long NOT_MET = -1L;

  private BidirectionalSearch() {}

  /**
   * Returns a shortest sequence of rotation indices from {@code start} to {@code goal}, or null
   * when it is longer than {@code maxDepth}.
   */
  static int @Nullable [] shortest(long start, long goal, int maxDepth) {
    if (start == goal) {
      return new int[0];
    }
    CodeMap forward = new CodeMap();
    CodeMap backward = new CodeMap();
    forward.putNew(start, ROOT);
    backward.putNew(goal, ROOT);
    long[] forwardFrontier = {start};
    long[] backwardFrontier = {goal};
    int forwardDepth = 0;
    int backwardDepth = 0;
    long[] meeting = {NOT_MET};
    while (forwardDepth + backwardDepth < maxDepth) {
      long[] next;
      if (forwardFrontier.length <= backwardFrontier.length) {
        next = expand(forwardFrontier, forward, forwardDepth + 1, backward, meeting);
        forwardDepth++;
        forwardFrontier = next;
      } else {
        next = expand(backwardFrontier, backward, backwardDepth + 1, forward, meeting);
        backwardDepth++;
        backwardFrontier = next;
      }
      if (meeting[0] != NOT_MET) {
        return path(meeting[0], forward, backward);
      }
      if (next.length == 0) {
        // Never happens on the 7x7 torus (every pattern has 28 neighbours), but ends the loop.
        return null;
      }
    }
    return null;
  }

  /**
   * Expands a frontier by one layer and returns the new frontier; stops as soon as a new pattern
   * is known to the other search, and stores it in {@code meeting[0]}.
   */
  private static long[] expand(
      long[] frontier, CodeMap mine, int depth, CodeMap other, long[] meeting) {
    long[] next = new long[Math.max(16, frontier.length * 8)];
    int size = 0;
    for (long code : frontier) {
      int last = mine.get(code) & 0xFF;
      for (int move = 0; move < Rotation.COUNT; move++) {
        if (last != ROOT && move == (last ^ 1)) {
          continue; // undoes the rotation that reached this pattern
        }
        long y = IntarsiaEngine.rotate(code, move);
        if (mine.get(y) >= 0) {
          continue;
        }
        mine.putNew(y, depth << 8 | move);
        if (other.get(y) >= 0) {
          meeting[0] = y;
          return new long[0];
        }
        if (size == next.length) {
          next = Arrays.copyOf(next, size * 2);
        }
        next[size++] = y;
      }
    }
    return Arrays.copyOf(next, size);
  }

  /** Joins the two searches' paths through the pattern where they met. */
  private static int[] path(long meeting, CodeMap forward, CodeMap backward) {
    int forwardLength = forward.get(meeting) >>> 8;
    int backwardLength = backward.get(meeting) >>> 8;
    int[] moves = new int[forwardLength + backwardLength];
    long code = meeting;
    for (int i = forwardLength - 1; i >= 0; i--) {
      int move = forward.get(code) & 0xFF;
      moves[i] = move;
      code = IntarsiaEngine.rotate(code, move ^ 1);
    }
    code = meeting;
    for (int i = forwardLength; i < moves.length; i++) {
      // The backward search reached this pattern from the goal side with this rotation: undo it.
      int move = (backward.get(code) & 0xFF) ^ 1;
      moves[i] = move;
      code = IntarsiaEngine.rotate(code, move);
    }
    return moves;
  }
}
