package io.github.boardrules.colorfield;

import java.util.Arrays;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The positions since the last irreversible move (a capture or a RED piece leaving its gate), kept
 * only with the repetition draw on: a persistent list, newest first, shared between states.
 */
final class History {
  /** The move code of the first node: the position after an irreversible move, or a start. */
  static final long NO_MOVE = -1;

  /** The position's hash ({@link ColorFieldState#positionHash()}). */
  final long key;
  /** The position's pieces, the RED pieces in gates included: the state's own masks, never changed. */
  private final long[] pieces;
  private final Team toMove;
  /** The move that led to this position from {@link #previous}, or {@link #NO_MOVE}. */
  final long move;
  final @Nullable History previous;
  final int length;

  History(long key, long[] pieces, Team toMove, long move, @Nullable History previous) {
    this.key = key;
    this.pieces = pieces;
    this.toMove = toMove;
    this.move = move;
    this.previous = previous;
    this.length = previous == null ? 1 : previous.length + 1;
  }

  /**
   * Counts the positions of this history equal to this node's, this one included: the hashes
   * first, then the pieces (those in gates included) and team to move, so that two positions
   * sharing a hash are not taken for one.
   */
  int occurrences() {
    int count = 0;
    for (History h = this; h != null; h = h.previous) {
      if (h.key == key
          && h.toMove == toMove
          && (h.pieces == pieces || Arrays.equals(h.pieces, pieces))) {
        count++;
      }
    }
    return count;
  }

  /** Returns the moves since the first node, oldest first, as move codes. */
  long[] moves() {
    long[] moves = new long[length - 1];
    History h = this;
    for (int i = moves.length - 1; i >= 0; i--) {
      moves[i] = h.move;
      h = h.previous;
      if (h == null) {
        break;
      }
    }
    return moves;
  }

  static boolean same(@Nullable History a, @Nullable History b) {
    while (a != null && b != null) {
      if (a == b) {
        return true;
      }
      if (a.key != b.key || a.move != b.move) {
        return false;
      }
      a = a.previous;
      b = b.previous;
    }
    return a == b;
  }

  static int hash(@Nullable History h) {
    int hash = 1;
    for (; h != null; h = h.previous) {
      hash = hash * 31 + Long.hashCode(h.key) + Long.hashCode(h.move);
    }
    return hash;
  }
}
