package io.github.boardrules.nim;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.nim.internal.GridPoints;

/** Grid NIM move notation for one board size; see {@link GridNim#notation()}. */
final class GridNimNotation implements MoveNotation<GridNimMove> {
  private final int rows;
  private final int columns;

  GridNimNotation(int rows, int columns) {
    this.rows = rows;
    this.columns = columns;
  }

  @Override
  public String format(GridNimMove move) {
    return move.toString();
  }

  @Override
  public GridNimMove parse(CharSequence text) {
    return new GridNimMove(GridPoints.parse(text, rows, columns), columns);
  }
}
