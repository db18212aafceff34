package io.github.boardrules.pikkpakk.fiveshift;

import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftEngine;
import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The legal placements of a state in the placement phase, in {@link FiveShiftEngine#generate}'s
 * order, as an unmodifiable list that keeps the mask of empty points and makes a move only when
 * one is read ({@link FiveShiftEngine#nthPlacement}, as the playouts draw them). A random game
 * reads one placement of up to 49 each ply.
 *
 * <p>Immutable and thread-safe: it keeps the mask of empty points it made from the state's rows.
 *
 * <pre>{@code
 * List<PikkPakkMove> moves = new FiveShiftPlacements(state.rows());
 * moves.get(random.nextInt(moves.size()));   // one placement, made when read
 * }</pre>
 */
final class FiveShiftPlacements extends AbstractList<PikkPakkMove> implements RandomAccess {
  private final long empty;
  private final int size;

  /**
   * Makes the list of a placement-phase board.
   *
   * @param rows the state's row words
   */
  FiveShiftPlacements(long[] rows) {
    this.empty = FiveShiftEngine.emptyField(rows);
    this.size = Long.bitCount(empty);
  }

  @Override
  public PikkPakkMove get(int index) {
    Objects.checkIndex(index, size);
    return FiveShift.move(FiveShiftEngine.written(FiveShiftEngine.nthPlacement(empty, index)));
  }

  @Override
  public int size() {
    return size;
  }
}
