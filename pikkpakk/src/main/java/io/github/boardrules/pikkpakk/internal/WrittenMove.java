package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * A move as it is written, before the rules have looked at it, packed into an {@code int}: the
 * two ends of its run (or the point of a placement), its direction and its distance. Any move
 * object of the booklet's ball games can be written so, also one whose points lie off the board,
 * so the legality checks take it as it is and say what is wrong with it.
 *
 * <p>Bits 0-3 the first end's column, 4-7 its row, 8-11 the second end's column, 12-15 its row,
 * 16-18 the direction ({@link Directions}, {@link Directions#NONE} for a placement), 19-22 the
 * distance (0 for a placement).
 *
 * <pre>{@code
 * int move = WrittenMove.run(1, 4, 7, 4, Directions.RIGHT, 1);   // b5-h5>
 * WrittenMove.length(move);                                      // 7
 * WrittenMove.text(move);                                        // "b5-h5>"
 * }</pre>
 *
 * <p>Static methods only. Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class WrittenMove {
  private WrittenMove() {}

  /**
   * Writes a move of a run.
   *
   * @param fromColumn the lower end's column
   * @param fromRow the lower end's row
   * @param toColumn the upper end's column
   * @param toRow the upper end's row
   * @param direction {@link Directions#LEFT} to {@link Directions#UP}
   * @param distance 1 to 14
   * @return the packed move
   */
  public static int run(int fromColumn, int fromRow, int toColumn, int toRow, int direction, int distance) {
    return fromColumn | fromRow << 4 | toColumn << 8 | toRow << 12 | direction << 16 | distance << 19;
  }

  /**
   * Writes a placement.
   *
   * @param column the point's column
   * @param row the point's row
   * @return the packed move
   */
  public static int place(int column, int row) {
    return column | row << 4 | column << 8 | row << 12 | Directions.NONE << 16;
  }

  /**
   * Returns the column of the run's lower end, or of the placement.
   *
   * @param move a packed move
   * @return the column
   */
  public static int fromColumn(int move) {
    return move & 0xF;
  }

  /**
   * Returns the row of the run's lower end, or of the placement.
   *
   * @param move a packed move
   * @return the row
   */
  public static int fromRow(int move) {
    return (move >>> 4) & 0xF;
  }

  /**
   * Returns the column of the run's upper end.
   *
   * @param move a packed move
   * @return the column
   */
  public static int toColumn(int move) {
    return (move >>> 8) & 0xF;
  }

  /**
   * Returns the row of the run's upper end.
   *
   * @param move a packed move
   * @return the row
   */
  public static int toRow(int move) {
    return (move >>> 12) & 0xF;
  }

  /**
   * Returns the direction.
   *
   * @param move a packed move
   * @return {@link Directions#LEFT} to {@link Directions#UP}, or {@link Directions#NONE}
   */
  public static int direction(int move) {
    return (move >>> 16) & 0x7;
  }

  /**
   * Returns the distance.
   *
   * @param move a packed move
   * @return the points the run goes; 0 for a placement
   */
  public static int distance(int move) {
    return (move >>> 19) & 0xF;
  }

  /**
   * Tells whether the move places a ball.
   *
   * @param move a packed move
   * @return true for a placement
   */
  public static boolean isPlacement(int move) {
    return direction(move) == Directions.NONE;
  }

  /**
   * Tells whether the run lies in a row: its ends share a row and are two points, or it is one
   * ball moved along a row.
   *
   * @param move a packed move of a run
   * @return true for a run in a row
   */
  public static boolean inRow(int move) {
    if (fromColumn(move) == toColumn(move) && fromRow(move) == toRow(move)) {
      return Directions.horizontal(direction(move));
    }
    return fromRow(move) == toRow(move);
  }

  /**
   * Tells whether the move goes across its run's line (square Abalone's sideways move) rather
   * than along it.
   *
   * @param move a packed move of a run
   * @return true when the direction crosses the line of two or more balls
   */
  public static boolean isAcross(int move) {
    return inRow(move) != Directions.horizontal(direction(move));
  }

  /**
   * Returns the number of points of the run, as {@code RunMove.length()} counts them.
   *
   * @param move a packed move
   * @return 1 for one ball or a placement
   */
  public static int length(int move) {
    return fromRow(move) == toRow(move)
        ? toColumn(move) - fromColumn(move) + 1
        : toRow(move) - fromRow(move) + 1;
  }

  /**
   * Tells whether both ends lie on a board.
   *
   * @param move a packed move
   * @param size the board's rows and columns
   * @return true when both are on it
   */
  public static boolean onBoard(int move, int size) {
    return fromColumn(move) < size && fromRow(move) < size && toColumn(move) < size && toRow(move) < size;
  }

  /**
   * Returns the name of an end that is off the board.
   *
   * @param move a packed move with an end off the board
   * @param size the board's rows and columns
   * @return the lower end's name when it is off, else the upper end's
   */
  public static String offBoardEnd(int move, int size) {
    return fromColumn(move) < size && fromRow(move) < size ? toName(move) : fromName(move);
  }

  /**
   * Returns the name of the run's lower end, or of the placement's point.
   *
   * @param move a packed move
   * @return such as {@code b5}
   */
  public static String fromName(int move) {
    return PointText.name(fromColumn(move), fromRow(move));
  }

  /**
   * Returns the name of the run's upper end.
   *
   * @param move a packed move
   * @return such as {@code h5}
   */
  public static String toName(int move) {
    return PointText.name(toColumn(move), toRow(move));
  }

  /**
   * Writes the run by its ends, or its one point.
   *
   * @param move a packed move
   * @return such as {@code b5-h5} or {@code i5}
   */
  public static String span(int move) {
    return length(move) == 1 ? fromName(move) : fromName(move) + "-" + toName(move);
  }

  /**
   * Writes the move in the notation of the booklet's ball games.
   *
   * @param move a packed move
   * @return such as {@code b5-h5>}, {@code c6-c12v2}, {@code i5>} or {@code e4}
   */
  public static String text(int move) {
    int direction = direction(move);
    return RunNotation.write(
        fromColumn(move), fromRow(move), toColumn(move), toRow(move),
        direction == Directions.NONE ? -1 : direction, distance(move));
  }
}
