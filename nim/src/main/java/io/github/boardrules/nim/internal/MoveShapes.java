package io.github.boardrules.nim.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.List;

/**
 * Every move of a grid game that is legal on the full board (its <em>candidates</em>), grouped by
 * shape. A shape is a set of points relative to its lowest point, the <em>anchor</em>; the move
 * at anchor {@code p} is {@code shape << p}. A shape can be placed where it fits on the board, and
 * is legal where all of its points hold balls, so the legal anchors of a shape are the fitting
 * anchors ANDed with the balls shifted by each of the shape's offsets: a few word operations
 * instead of a test per move.
 *
 * <p>Order, used by every move list of the rules: fewer points first; for one size, row shapes
 * before column shapes (the single point is one shape); shapes of one line kind in lexicographic
 * order of their offsets (closest-packed first); and each shape's moves by anchor in index order.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class MoveShapes {
  /** The shapes' point masks, relative to anchor 0. */
  private final long[] shapes;
  /** For each shape, the anchors where it fits on the board. */
  private final long[] anchors;
  /** For each shape, where its offsets start in {@link #offsets}; one more entry marks the end. */
  private final int[] offsetStart;
  /** The bit offsets of each shape's points, shape after shape. */
  private final int[] offsets;
  /** For each shape, the index of its first move in {@link #masks}. */
  private final int[] firstMove;
  /** Every candidate move's mask, in order. */
  private final long[] masks;

  /**
   * Makes the shapes of a game.
   *
   * @param rows the board's rows
   * @param columns the board's columns
   * @param largest the most points of a move, at most the longer side
   * @param touching whether the points of a move must be consecutive in their line
   */
  public MoveShapes(int rows, int columns, int largest, boolean touching) {
    List<long[]> found = new ArrayList<>(); // {shape, anchors}
    long full = rows * columns == Long.SIZE ? -1L : (1L << (rows * columns)) - 1;
    found.add(new long[] {1L, full});
    for (int size = 2; size <= largest; size++) {
      addLineShapes(found, size, columns, touching, 1, fitting(rows, columns, columns, true));
      addLineShapes(found, size, rows, touching, columns, fitting(rows, columns, rows, false));
    }
    int count = found.size();
    shapes = new long[count];
    anchors = new long[count];
    offsetStart = new int[count + 1];
    firstMove = new int[count];
    int totalOffsets = 0;
    int totalMoves = 0;
    for (int i = 0; i < count; i++) {
      shapes[i] = found.get(i)[0];
      anchors[i] = found.get(i)[1];
      offsetStart[i] = totalOffsets;
      firstMove[i] = totalMoves;
      totalOffsets += Long.bitCount(shapes[i]);
      totalMoves += Long.bitCount(anchors[i]);
    }
    offsetStart[count] = totalOffsets;
    offsets = new int[totalOffsets];
    masks = new long[totalMoves];
    int nextOffset = 0;
    int nextMove = 0;
    for (int i = 0; i < count; i++) {
      for (long rest = shapes[i]; rest != 0; rest &= rest - 1) {
        offsets[nextOffset++] = Long.numberOfTrailingZeros(rest);
      }
      for (long rest = anchors[i]; rest != 0; rest &= rest - 1) {
        masks[nextMove++] = shapes[i] << Long.numberOfTrailingZeros(rest);
      }
    }
  }

  /**
   * Returns, for each extent {@code e} (the distance from a shape's first to its last point along
   * its line), the anchors where a shape of that extent fits: {@code result[e]}.
   */
  private static long[] fitting(int rows, int columns, int length, boolean alongRow) {
    long[] result = new long[length];
    for (int extent = 0; extent < length; extent++) {
      long mask = 0;
      for (int row = 0; row < rows; row++) {
        for (int column = 0; column < columns; column++) {
          if ((alongRow ? column : row) + extent < length) {
            mask |= 1L << (row * columns + column);
          }
        }
      }
      result[extent] = mask;
    }
    return result;
  }

  /**
   * Adds the shapes of {@code size} points along a line of {@code length} points whose neighbours
   * are {@code step} bits apart: the run only when touching is required, otherwise every set that
   * holds offset 0, in lexicographic order.
   */
  private static void addLineShapes(
      List<long[]> found, int size, int length, boolean touching, int step, long[] fitting) {
    if (length < size) {
      return;
    }
    int[] chosen = new int[size]; // positions along the line; chosen[0] stays 0
    for (int i = 0; i < size; i++) {
      chosen[i] = i;
    }
    while (true) {
      long shape = 0;
      for (int position : chosen) {
        shape |= 1L << (position * step);
      }
      found.add(new long[] {shape, fitting[chosen[size - 1]]});
      if (touching) {
        return;
      }
      int i = size - 1;
      while (i >= 1 && chosen[i] == length - size + i) {
        i--;
      }
      if (i < 1) {
        return;
      }
      chosen[i]++;
      for (int j = i + 1; j < size; j++) {
        chosen[j] = chosen[j - 1] + 1;
      }
    }
  }

  /**
   * Returns every candidate mask in order; shared, so callers must not change it.
   *
   * @return the masks
   */
  public long[] masks() {
    return masks;
  }

  /**
   * Returns the number of shapes.
   *
   * @return the count
   */
  public int shapeCount() {
    return shapes.length;
  }

  /**
   * Returns the anchors where a shape is a legal move.
   *
   * @param shape the shape's index
   * @param balls the points holding a ball
   * @return the anchors, as a mask of points
   */
  public long legalAnchors(int shape, long balls) {
    long result = anchors[shape];
    for (int i = offsetStart[shape]; i < offsetStart[shape + 1]; i++) {
      result &= balls >>> offsets[i];
    }
    return result;
  }

  /**
   * Returns the points of a shape, relative to anchor 0.
   *
   * @param shape the shape's index
   * @return the mask
   */
  public long shape(int shape) {
    return shapes[shape];
  }

  /**
   * Returns the index in {@link #masks()} of the move of a shape at an anchor.
   *
   * @param shape the shape's index
   * @param anchor the point of the move's lowest point
   * @return the candidate's index
   */
  public int moveIndex(int shape, int anchor) {
    return firstMove[shape] + Long.bitCount(anchors[shape] & ((1L << anchor) - 1));
  }

  /**
   * Counts the legal moves.
   *
   * @param balls the points holding a ball
   * @return the count
   */
  public int countLegal(long balls) {
    int count = 0;
    for (int shape = 0; shape < shapes.length; shape++) {
      count += Long.bitCount(legalAnchors(shape, balls));
    }
    return count;
  }

  /**
   * Returns the mask of a legal move, by its place in legal-move order.
   *
   * @param balls the points holding a ball
   * @param index the move's place, from 0
   * @return the move's mask
   */
  public long legalMove(long balls, int index) {
    return masks[legalMoveIndex(balls, index)];
  }

  /**
   * Returns the index in {@link #masks()} of a legal move, by its place in legal-move order: the
   * shapes' legal anchors are counted off until the shape that holds it.
   *
   * @param balls the points holding a ball
   * @param index the move's place, from 0
   * @return the candidate's index
   * @throws IndexOutOfBoundsException if there are not that many legal moves
   */
  public int legalMoveIndex(long balls, int index) {
    int rest = index;
    for (int shape = 0; shape < shapes.length; shape++) {
      long legal = legalAnchors(shape, balls);
      int count = Long.bitCount(legal);
      if (rest < count) {
        for (int i = 0; i < rest; i++) {
          legal &= legal - 1;
        }
        return moveIndex(shape, Long.numberOfTrailingZeros(legal));
      }
      rest -= count;
    }
    throw new IndexOutOfBoundsException("Legal move " + index + " of " + countLegal(balls));
  }
}
