package io.github.boardrules.colorfield.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import java.util.Arrays;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The positions since the last irreversible move (a capture or a RED piece leaving its gate), kept
 * only with the repetition draw on: a persistent list, newest first, shared between states.
 * Immutable.
 *
 * <pre>{@code
 * ColorFieldHistory start = new ColorFieldHistory(hash, pieces, 0, ColorFieldHistory.NO_MOVE, null);
 * start.occurrences();   // 1
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ColorFieldHistory {
  /** The move code of the first node: the position after an irreversible move, or a start. */
  public static final long NO_MOVE = -1;

  /** The position's hash. */
  private final long key;
  /** The position's pieces, the RED pieces in gates included: the state's own masks, never changed. */
  private final long[] pieces;
  /** The team to move, by index. */
  private final int toMove;
  /** The move that led to this position from {@link #previous}, or {@link #NO_MOVE}. */
  private final long move;
  private final @Nullable ColorFieldHistory previous;
  private final int length;

  /**
   * Adds a position to a history.
   *
   * @param key the position's hash
   * @param pieces the position's pieces, which nobody changes
   * @param toMove the team to move, by index
   * @param move the move code that led here from {@code previous}, or {@link #NO_MOVE}
   * @param previous the history before, or null to start one
   */
  public ColorFieldHistory(
      long key, long[] pieces, int toMove, long move, @Nullable ColorFieldHistory previous) {
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
   *
   * @return the occurrences, at least 1
   */
  public int occurrences() {
    int count = 0;
    for (ColorFieldHistory h = this; h != null; h = h.previous) {
      if (h.key == key
          && h.toMove == toMove
          && (h.pieces == pieces || Arrays.equals(h.pieces, pieces))) {
        count++;
      }
    }
    return count;
  }

  /**
   * Returns the moves since the first node, oldest first.
   *
   * @return the move codes
   */
  public long[] moves() {
    long[] moves = new long[length - 1];
    ColorFieldHistory h = this;
    for (int i = moves.length - 1; i >= 0; i--) {
      moves[i] = h.move;
      h = h.previous;
      if (h == null) {
        break;
      }
    }
    return moves;
  }

  /**
   * Tells whether two histories hold the same positions and moves.
   *
   * @param a a history, or null
   * @param b another, or null
   * @return true when both are null or alike
   */
  public static boolean same(@Nullable ColorFieldHistory a, @Nullable ColorFieldHistory b) {
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

  /**
   * Returns a hash code of a history, agreeing with {@link #same}.
   *
   * @param h a history, or null
   * @return the hash code
   */
  public static int hash(@Nullable ColorFieldHistory h) {
    int hash = 1;
    for (; h != null; h = h.previous) {
      hash = hash * 31 + Long.hashCode(h.key) + Long.hashCode(h.move);
    }
    return hash;
  }
}
