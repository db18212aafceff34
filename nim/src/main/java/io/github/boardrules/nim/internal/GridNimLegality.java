package io.github.boardrules.nim.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Tells why a grid NIM move is not legal, and says it in a message, on the primitive form: the
 * balls as a bit mask of the engine's board, the move as a bit mask of the board it was made for
 * and that board's number of columns. Immutable.
 *
 * <pre>{@code
 * GridNimLegality legality = new GridNimLegality(engine);
 * GridNimRefusal refusal = legality.refusal(balls, 0b0101, 4);       // a1,c1
 * legality.message(refusal, balls, 0b0101, 4);    // "a1,c1: the balls do not touch; b1 lies between"
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1.0")
public final class GridNimLegality {
  private final GridNimEngine engine;
  private final int columns;
  private final int maxTake;
  private final boolean touchingRequired;

  /**
   * Makes the legality of the engine's game.
   *
   * @param engine the engine, whose board and options it judges by
   */
  public GridNimLegality(GridNimEngine engine) {
    this.engine = engine;
    this.columns = engine.columns();
    this.maxTake = engine.maxTake();
    this.touchingRequired = engine.touchingRequired();
  }

  /**
   * Returns the first reason that refuses a move, in the order of {@link GridNimRefusal}.
   *
   * @param balls the points holding a ball, bits of this board
   * @param moveMask the move's points, bits of its board; not 0
   * @param moveColumns the columns of the move's board
   * @return the reason, or null when the move is legal
   */
  public @Nullable GridNimRefusal refusal(long balls, long moveMask, int moveColumns) {
    if (balls == 0) {
      return GridNimRefusal.GAME_OVER;
    }
    if (engine.offBoardPoints(moveMask, moveColumns) != 0) {
      return GridNimRefusal.OFF_BOARD;
    }
    long mask = engine.onBoardMask(moveMask, moveColumns);
    if ((mask & ~balls) != 0) {
      return GridNimRefusal.NO_BALL_THERE;
    }
    if (!inOneLine(mask)) {
      return GridNimRefusal.NOT_IN_ONE_LINE;
    }
    if (Long.bitCount(mask) > maxTake) {
      return GridNimRefusal.TOO_MANY;
    }
    if (touchingRequired && (span(mask) & ~mask) != 0) {
      return GridNimRefusal.NOT_TOUCHING;
    }
    return null;
  }

  /**
   * Says why a move is refused, naming the points in notation: {@code c3 has no ball}.
   *
   * @param refusal what {@link #refusal} returned for the move
   * @param balls the points holding a ball, bits of this board
   * @param moveMask the move's points, bits of its board
   * @param moveColumns the columns of the move's board
   * @return the message
   */
  public String message(GridNimRefusal refusal, long balls, long moveMask, int moveColumns) {
    String move = GridPoints.format(moveMask, moveColumns);
    long mask = refusal == GridNimRefusal.GAME_OVER || refusal == GridNimRefusal.OFF_BOARD
        ? 0
        : engine.onBoardMask(moveMask, moveColumns);
    return switch (refusal) {
      case GAME_OVER -> "The game is over: no ball is left";
      case OFF_BOARD -> {
        long offBoard = engine.offBoardPoints(moveMask, moveColumns);
        yield GridPoints.list(offBoard, moveColumns)
            + (Long.bitCount(offBoard) == 1 ? " is" : " are")
            + " not on the "
            + engine.describeBoard();
      }
      case NO_BALL_THERE -> {
        long empty = mask & ~balls;
        yield GridPoints.list(empty, columns)
            + (Long.bitCount(empty) == 1 ? " has no ball" : " have no balls");
      }
      case NOT_IN_ONE_LINE -> move + ": the points are not in one row or one column";
      case TOO_MANY -> move + " takes " + Long.bitCount(mask) + " balls; at most " + maxTake
          + " may be taken in one move";
      case NOT_TOUCHING -> {
        long gap = span(mask) & ~mask;
        yield move + ": the balls do not touch; " + GridPoints.list(gap, columns)
            + (Long.bitCount(gap) == 1 ? " lies" : " lie") + " between";
      }
    };
  }

  private boolean inOneLine(long mask) {
    int low = Long.numberOfTrailingZeros(mask);
    int high = 63 - Long.numberOfLeadingZeros(mask);
    if (low / columns == high / columns) {
      return true; // every index between two points of one row is in that row
    }
    int column = low % columns;
    for (long rest = mask; rest != 0; rest &= rest - 1) {
      if (Long.numberOfTrailingZeros(rest) % columns != column) {
        return false;
      }
    }
    return true;
  }

  /** Returns every point of the line from the lowest to the highest point of a one-line mask. */
  private long span(long mask) {
    return GridPoints.between(
        Long.numberOfTrailingZeros(mask), 63 - Long.numberOfLeadingZeros(mask), columns);
  }
}
