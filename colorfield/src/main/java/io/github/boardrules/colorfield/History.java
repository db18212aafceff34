package io.github.boardrules.colorfield;

import java.util.Arrays;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The positions since the last irreversible move (a capture or a RED piece leaving its gate), kept
 * only when repetition detection is on: a persistent list, newest first, shared between states.
 */
final class History {
  /** The move code of the first node: the position after an irreversible move, or a start. */
  static final int NO_MOVE = -1;

  /** The position's hash ({@link ColorFieldState#positionHash()}). */
  final long key;
  /** The position's pieces: the state's own masks, never changed. */
  private final long[] pieces;
  private final int gates;
  private final Team toMove;
  /** The move that led to this position from {@link #previous}, or {@link #NO_MOVE}. */
  final int move;
  final @Nullable History previous;
  final int length;

  History(long key, long[] pieces, int gates, Team toMove, int move, @Nullable History previous) {
    this.key = key;
    this.pieces = pieces;
    this.gates = gates;
    this.toMove = toMove;
    this.move = move;
    this.previous = previous;
    this.length = previous == null ? 1 : previous.length + 1;
  }

  /**
   * Counts the positions of this history equal to this node's, this one included: the hashes
   * first, then the pieces, gates and team to move, so that two positions sharing a hash are not
   * taken for one.
   */
  int occurrences() {
    int count = 0;
    for (History h = this; h != null; h = h.previous) {
      if (h.key == key
          && h.gates == gates
          && h.toMove == toMove
          && (h.pieces == pieces || Arrays.equals(h.pieces, pieces))) {
        count++;
      }
    }
    return count;
  }

  /** Returns the moves since the first node, oldest first, as move codes. */
  int[] moves() {
    int[] moves = new int[length - 1];
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
      hash = hash * 31 + Long.hashCode(h.key) + h.move;
    }
    return hash;
  }
}
