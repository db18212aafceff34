package io.github.boardrules.pikkpakk;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * A move of the booklet's ball games that names a run of touching balls by its two ends and moves
 * it in a direction, or places one ball on a point: Pikk-Pakk's and five-in-a-row's shifts
 * ({@link PikkPakkMove}) and Square Abalone's pushes and sideways moves ({@code
 * squareabalone.SquareAbaloneMove}). Code that draws or reads runs works on either through this
 * view.
 *
 * <pre>{@code
 * RunMove move = PikkPakkMove.parse("b5-h5>");
 * move.from();       // b5
 * move.to();         // h5
 * move.length();     // 7
 * move.direction();  // RIGHT
 * move.distance();   // 1
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public interface RunMove {
  /**
   * Returns the lower end of the moved run (the left end of a row run, the bottom end of a column
   * run), or the point of a placement.
   *
   * @return the point
   */
  Point from();

  /**
   * Returns the upper end of the moved run, or the point of a placement.
   *
   * @return the point
   */
  Point to();

  /**
   * Returns the point of a placement: the same as {@link #from()}.
   *
   * @return the point
   */
  default Point point() {
    return from();
  }

  /**
   * Returns the direction the run moves in.
   *
   * @return the direction
   * @throws IllegalStateException for a placement, which has none
   */
  Direction direction();

  /**
   * Returns how many points the run goes; 0 for a placement.
   *
   * @return the distance
   */
  int distance();

  /**
   * Returns the number of points of the moved run; 1 for a placement.
   *
   * @return the length of the run
   */
  default int length() {
    Point from = from();
    Point to = to();
    return from.row() == to.row() ? to.column() - from.column() + 1 : to.row() - from.row() + 1;
  }
}
