package io.github.boardrules.pikkpakk.fiveshift;

import io.github.boardrules.pikkpakk.Direction;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.MoveBuffer;
import io.github.boardrules.pikkpakk.internal.RunCheck;

/**
 * The bit work of the game on the shared line words of {@link LineBoard}: move codes, move
 * generation, playing a code, rim removal and the five-in-a-row test. Static methods only; the
 * arrays belong to the caller.
 *
 * <p>A move code is an {@code int}: a placement is {@link #PLACE_FLAG} plus the point's index
 * {@code row * 9 + column}; a shift holds the line in bits 0-4 (rows 0-8, then columns as 9-17),
 * the run's first point in bits 5-8 and {@link #DIR_PLUS} for a shift towards higher indices.
 * Runs are always 7 balls long and move one point.
 */
final class FiveShiftEngine {
  /** The board's side. */
  static final int SIZE = 9;

  /** The length of the runs that move, and of the inner field's lines. */
  static final int RUN = 7;

  /** How many in a row win. */
  static final int FIVE = 5;

  /** The inner field's points of a line: 1 to 7. */
  static final int FIELD_LINE = ((1 << RUN) - 1) << 1;

  /** The rim points of a line: 0 and 8. */
  private static final long RIM_ENDS = LineBoard.spread(1 | 1 << (SIZE - 1));

  static final int PLACE_FLAG = 1 << 10;
  static final int DIR_PLUS = 1 << 9;

  private static final int RUN_MASK = (1 << RUN) - 1;

  private FiveShiftEngine() {}

  /**
   * Lists the legal move codes of a position that is not over (no five, below the ply bound), in
   * the documented order: placements by point, rows from the bottom and from the left; shifts of
   * rows from the bottom before columns from {@code a}, towards higher indices first.
   */
  static void generate(long[] rows, long[] columns, int mine, boolean placing, MoveBuffer out) {
    out.clear();
    if (placing) {
      for (int r = 1; r <= RUN; r++) {
        int free = ~LineBoard.occupancy(rows[r]) & FIELD_LINE;
        while (free != 0) {
          int c = Integer.numberOfTrailingZeros(free);
          free &= free - 1;
          out.add(PLACE_FLAG | (r * SIZE + c));
        }
      }
      return;
    }
    for (int l = 0; l < SIZE; l++) {
      generateLine(rows[l], l, mine, out);
    }
    for (int l = 0; l < SIZE; l++) {
      generateLine(columns[l], SIZE + l, mine, out);
    }
  }

  /** Counts the empty points of the inner field: the number of legal placements. */
  static int freeFieldPoints(long[] rows) {
    int n = 0;
    for (int r = 1; r <= RUN; r++) {
      n += Integer.bitCount(~LineBoard.occupancy(rows[r]) & FIELD_LINE);
    }
    return n;
  }

  /**
   * Returns the placement code that {@link #generate} lists at index {@code k}, without listing
   * the others: the fast playout draws its placement by index, in the order of the legal moves.
   */
  static int nthPlacement(long[] rows, int k) {
    int rest = k;
    for (int r = 1; r <= RUN; r++) {
      int free = ~LineBoard.occupancy(rows[r]) & FIELD_LINE;
      int n = Integer.bitCount(free);
      if (rest < n) {
        for (; rest > 0; rest--) {
          free &= free - 1;
        }
        return PLACE_FLAG | (r * SIZE + Integer.numberOfTrailingZeros(free));
      }
      rest -= n;
    }
    throw new IllegalArgumentException("The field has fewer than " + (k + 1) + " empty points");
  }

  /**
   * {@link #fiveWinner} after a placement, checking only what a placement can change: the placer's
   * lines inside the field (the opponent has no five, or the game would be over).
   */
  static int fiveAfterPlacement(long[] rows, int placer) {
    return LineBoard.hasInARow(rows, placer, FIVE, 1, RUN) ? placer : -1;
  }

  private static void generateLine(long word, int line, int mine, MoveBuffer out) {
    int occupied = LineBoard.occupancy(word);
    if (Integer.bitCount(occupied) < RUN) {
      return; // no run of 7 fits: the common case once the field breaks up
    }
    int starts = RunCheck.exactRunStarts(occupied, RUN);
    if (starts == 0) {
      return; // with 9 points a line has at most one whole run of 7
    }
    int start = Integer.numberOfTrailingZeros(starts);
    if (RunCheck.lead(word, mine, RUN_MASK << start) <= 0) {
      return; // the mover needs a strict majority of the run
    }
    int base = line | start << 5;
    if (start + RUN < SIZE) {
      out.add(base | DIR_PLUS);
    }
    if (start > 0) {
      out.add(base);
    }
  }

  /**
   * Plays a code on the board in place: a placement of the mover's ball, or a shift; with rim
   * removal, a shift then clears the rim.
   */
  static void apply(long[] rows, long[] columns, int code, int mine, boolean rimRemoval) {
    if ((code & PLACE_FLAG) != 0) {
      int index = code & 0x7F;
      LineBoard.set(rows, columns, index % SIZE, index / SIZE, mine);
      return;
    }
    int line = code & 0x1F;
    int start = (code >>> 5) & 0xF;
    boolean plus = (code & DIR_PLUS) != 0;
    if (line < SIZE) {
      LineBoard.shift(rows, columns, line, start, RUN, plus, 1, SIZE);
    } else {
      LineBoard.shift(columns, rows, line - SIZE, start, RUN, plus, 1, SIZE);
    }
    if (rimRemoval) {
      clearRim(rows, columns);
    }
  }

  /** Removes every ball on the 32 rim points. */
  static void clearRim(long[] rows, long[] columns) {
    rows[0] = 0;
    rows[SIZE - 1] = 0;
    columns[0] = 0;
    columns[SIZE - 1] = 0;
    for (int i = 1; i < SIZE - 1; i++) {
      rows[i] &= ~RIM_ENDS;
      columns[i] &= ~RIM_ENDS;
    }
  }

  /**
   * Returns the plane of the player who wins by five in a row, or -1: the last mover when he has
   * a five (whether or not the other player has one too), otherwise the other player when he has
   * one.
   */
  static int fiveWinner(long[] rows, int lastMover) {
    if (LineBoard.hasInARow(rows, lastMover, FIVE, 0, SIZE - 1)) {
      return lastMover;
    }
    int other = LineBoard.otherPlane(lastMover);
    return LineBoard.hasInARow(rows, other, FIVE, 0, SIZE - 1) ? other : -1;
  }

  static int encode(PikkPakkMove move) {
    if (move.kind() == PikkPakkMove.Kind.PLACE) {
      return PLACE_FLAG | (move.point().row() * SIZE + move.point().column());
    }
    Direction direction = move.direction();
    boolean horizontal = direction.isHorizontal();
    int line = horizontal ? move.from().row() : SIZE + move.from().column();
    int start = horizontal ? move.from().column() : move.from().row();
    return line | start << 5 | (direction.step() > 0 ? DIR_PLUS : 0);
  }

  static PikkPakkMove decode(int code) {
    if ((code & PLACE_FLAG) != 0) {
      int index = code & 0x7F;
      return PikkPakkMove.place(Point.of(index % SIZE, index / SIZE));
    }
    int line = code & 0x1F;
    int start = (code >>> 5) & 0xF;
    boolean horizontal = line < SIZE;
    int l = horizontal ? line : line - SIZE;
    return PikkPakkMove.shift(
        point(horizontal, l, start),
        point(horizontal, l, start + RUN - 1),
        Direction.of(horizontal, (code & DIR_PLUS) != 0 ? 1 : -1),
        1);
  }

  static Point point(boolean horizontal, int line, int index) {
    return horizontal ? Point.of(index, line) : Point.of(line, index);
  }

  /** Tells whether a point is on the rim of the 9x9 board. */
  static boolean onRim(int column, int row) {
    return column == 0 || row == 0 || column == SIZE - 1 || row == SIZE - 1;
  }
}
