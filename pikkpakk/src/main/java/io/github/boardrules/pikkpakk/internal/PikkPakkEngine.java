package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.api.API;
import java.util.random.RandomGenerator;

/**
 * The bit engine of Pikk-Pakk: move codes, move generation, playing a code, the enclosure test,
 * the position hash after a move and the fast playout loop, on the line words of {@link
 * LineBoard}. The facade's {@code legalMoves}, {@code play}, {@code status}, {@code check} (for a
 * tie move) and {@code randomPlayout} all run on it: each rule has one implementation.
 *
 * <p>A line word holds four 16-bit planes; a move code packs the line (bits 0-4: rows 0..n-1, then
 * columns as n..2n-1), the run's start (5-8), its length - 1 (9-12), the direction (13: towards
 * higher indices) and the distance (14-17); a placement is {@link #PLACE_FLAG} plus the point's
 * index {@code row * size + column}. {@link #encode} and {@link #written} turn a code into a
 * {@link WrittenMove} and back, for the facade's moves.
 *
 * <pre>{@code
 * PikkPakkEngine engine = new PikkPakkEngine(9, false, false, false, false, false, false, 0);
 * MoveBuffer buffer = new MoveBuffer(9);
 * engine.generate(rows, columns, target, Player.FIRST, false, buffer);
 * int target2 = engine.apply(rows, columns, target, buffer.codes[0], Player.FIRST);
 * }</pre>
 *
 * <p>Immutable; the arrays belong to the caller. Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class PikkPakkEngine {
  /** The flag of a placement's code. */
  public static final int PLACE_FLAG = 1 << 20;

  /** The flag of a shift towards higher indices. */
  static final int DIR_PLUS = 1 << 13;

  /** The size of the basic game's board. */
  public static final int STANDARD_SIZE = 9;

  /** The side of the opening block, and the length of the runs the basic game pushes. */
  public static final int BLOCK = 7;

  /** The number of placements of the joint opening: the 7x7 area without the TARGET's point. */
  public static final int PLACEMENTS = BLOCK * BLOCK - 1;

  private final int size;
  private final boolean winningTieMove;
  private final boolean capture;
  private final boolean anyDistance;
  private final boolean jointOpening;
  /** The ply limit, 0 for none. */
  private final int plyLimit;
  /** The first row and column of the 7x7 block. */
  private final int blockLow;
  /** The rotating segment of the cyclic variants: first index and length; 0 when not cyclic. */
  private final int cycleLow;

  private final int cycleLength;

  /**
   * Makes the engine of one configured game.
   *
   * @param size the board's rows and columns, 9 to 15
   * @param winningTieMove variant 1
   * @param capture variant 2
   * @param anyDistance variant 3: runs move any distance
   * @param square variant 4
   * @param neutralFrame variant 5
   * @param jointOpening variant 6
   * @param plyLimit the ply limit, 0 for none
   */
  public PikkPakkEngine(
      int size,
      boolean winningTieMove,
      boolean capture,
      boolean anyDistance,
      boolean square,
      boolean neutralFrame,
      boolean jointOpening,
      int plyLimit) {
    this.size = size;
    this.winningTieMove = winningTieMove;
    this.capture = capture;
    this.anyDistance = anyDistance;
    this.jointOpening = jointOpening;
    this.plyLimit = plyLimit;
    this.blockLow = (size - BLOCK) / 2;
    if (square) {
      cycleLow = blockLow;
      cycleLength = BLOCK;
    } else if (neutralFrame) {
      cycleLow = 0;
      cycleLength = size;
    } else {
      cycleLow = 0;
      cycleLength = 0;
    }
  }

  /**
   * Returns the first row and column of the 7x7 block.
   *
   * @return {@code (size - 7) / 2}
   */
  public int blockLow() {
    return blockLow;
  }

  /**
   * Returns the first index of the lines' rotating segment in the cyclic variants.
   *
   * @return the index
   */
  public int cycleLow() {
    return cycleLow;
  }

  /**
   * Returns the length of the lines' rotating segment.
   *
   * @return 7 (square), the board's size (neutral frame), or 0 when moves do not rotate
   */
  public int cycleLength() {
    return cycleLength;
  }

  /**
   * Tells whether a point lies in the 7x7 block.
   *
   * @param column the point's column
   * @param row the point's row
   * @return true inside the block
   */
  public boolean inBlock(int column, int row) {
    return column >= blockLow && column < blockLow + BLOCK && row >= blockLow && row < blockLow + BLOCK;
  }

  /**
   * Tells whether a position of {@code ply} plies is in the joint opening's placement phase.
   *
   * @param ply the plies played
   * @return true while placing
   */
  public boolean placing(int ply) {
    return jointOpening && ply < PLACEMENTS;
  }

  /**
   * Tells whether the ply limit ends a game of {@code ply} plies.
   *
   * @param ply the plies played
   * @return true when a limit is set and reached
   */
  public boolean plyLimitReached(int ply) {
    return plyLimit > 0 && ply >= plyLimit;
  }

  /**
   * Plays random games from a position on the given arrays, which it changes: the loop of the
   * facade's {@code randomPlayout}, with the end checks of its {@code status} in their order.
   *
   * @param rows the row words, changed
   * @param columns the column words, changed
   * @param startTarget the TARGET's point, {@code row * size + column}
   * @param startToMove the player to move
   * @param startPly the plies played
   * @param random the source of the moves
   * @param plyCap the most moves to play
   * @return the result
   */
  public PlayoutResult playout(
      long[] rows,
      long[] columns,
      int startTarget,
      Player startToMove,
      int startPly,
      RandomGenerator random,
      int plyCap) {
    int target = startTarget;
    Player toMove = startToMove;
    int ply = startPly;
    MoveBuffer buffer = new MoveBuffer(size);
    for (int played = 0; ; played++) {
      int enclosing = enclosure(rows, target);
      if (enclosing != 0) {
        return PlayoutResult.winOf(enclosing == 1 ? Player.FIRST : Player.SECOND);
      }
      generate(rows, columns, target, toMove, placing(ply), buffer);
      if (buffer.size == 0) {
        return PlayoutResult.winOf(toMove.opponent());
      }
      if (plyLimitReached(ply)) {
        return PlayoutResult.DRAW;
      }
      if (played == plyCap) {
        return PlayoutResult.UNFINISHED;
      }
      target = apply(rows, columns, target, buffer.codes[random.nextInt(buffer.size)], toMove);
      toMove = nextToMove(toMove, ply);
      ply++;
    }
  }

  /**
   * Returns the code of a move on this game's board.
   *
   * @param move a {@link WrittenMove} whose points are on the board
   * @return its code
   */
  public int encode(int move) {
    if (WrittenMove.isPlacement(move)) {
      return PLACE_FLAG | (WrittenMove.fromRow(move) * size + WrittenMove.fromColumn(move));
    }
    int direction = WrittenMove.direction(move);
    boolean horizontal = Directions.horizontal(direction);
    int line = horizontal ? WrittenMove.fromRow(move) : size + WrittenMove.fromColumn(move);
    int start = horizontal ? WrittenMove.fromColumn(move) : WrittenMove.fromRow(move);
    return line
        | start << 5
        | (WrittenMove.length(move) - 1) << 9
        | (Directions.plus(direction) ? DIR_PLUS : 0)
        | WrittenMove.distance(move) << 14;
  }

  /**
   * Returns the move of a code, as written.
   *
   * @param code a code of this engine
   * @return the {@link WrittenMove}
   */
  public int written(int code) {
    if ((code & PLACE_FLAG) != 0) {
      int index = code & 0xFF;
      return WrittenMove.place(index % size, index / size);
    }
    int line = code & 0x1F;
    int start = (code >>> 5) & 0xF;
    int end = start + ((code >>> 9) & 0xF);
    boolean plus = (code & DIR_PLUS) != 0;
    int distance = (code >>> 14) & 0xF;
    boolean horizontal = line < size;
    int l = horizontal ? line : line - size;
    int direction = Directions.of(horizontal, plus);
    return horizontal
        ? WrittenMove.run(start, l, end, l, direction, distance)
        : WrittenMove.run(l, start, l, end, direction, distance);
  }

  /** Tells whether a capture-variant shift pushes a ball off the board. */
  boolean dropsBall(int code) {
    int start = (code >>> 5) & 0xF;
    int length = ((code >>> 9) & 0xF) + 1;
    return (code & DIR_PLUS) != 0 ? start + length == size : start == 0;
  }

  /**
   * Tells who encloses the TARGET.
   *
   * @param rows the row words
   * @param target the TARGET's point, {@code row * size + column}
   * @return 1 when LIGHT balls enclose the TARGET, 2 for DARK, 0 otherwise
   */
  public int enclosure(long[] rows, int target) {
    int row = target / size;
    int column = target - row * size;
    if (row == 0 || column == 0 || row == size - 1 || column == size - 1) {
      return 0;
    }
    long around = (rows[row] >>> (column - 1)) & (rows[row] >>> (column + 1))
        & (rows[row - 1] >>> column) & (rows[row + 1] >>> column);
    if ((around & 1L) != 0) {
      return 1;
    }
    return (around & (1L << LineBoard.DARK_PLANE)) != 0 ? 2 : 0;
  }

  /**
   * Lists the legal move codes of a position that is not over, in the documented order.
   *
   * @param rows the row words
   * @param columns the column words
   * @param target the TARGET's point, {@code row * size + column}
   * @param mover the player to move
   * @param placing whether the joint opening's placement phase goes on
   * @param out receives the codes
   */
  public void generate(
      long[] rows, long[] columns, int target, Player mover, boolean placing, MoveBuffer out) {
    out.clear();
    if (placing) {
      for (int r = blockLow; r < blockLow + BLOCK; r++) {
        int free = ~LineBoard.occupancy(rows[r]) & (((1 << BLOCK) - 1) << blockLow);
        while (free != 0) {
          int c = Integer.numberOfTrailingZeros(free);
          free &= free - 1;
          out.add(PLACE_FLAG | (r * size + c));
        }
      }
      return;
    }
    int mine = LineBoard.plane(mover);
    int winner = mover == Player.FIRST ? 1 : 2;
    for (int l = 0; l < size; l++) {
      generateLine(rows[l], l, rows, columns, target, mine, winner, out);
    }
    for (int l = 0; l < size; l++) {
      generateLine(columns[l], size + l, rows, columns, target, mine, winner, out);
    }
  }

  private void generateLine(
      long word,
      int line,
      long[] rows,
      long[] columns,
      int target,
      int mine,
      int winner,
      MoveBuffer out) {
    int occupied = LineBoard.occupancy(word);
    if (cycleLength > 0) {
      int index = line < size ? line : line - size;
      if (index < cycleLow || index >= cycleLow + cycleLength) {
        return;
      }
      int mask = ((1 << cycleLength) - 1) << cycleLow;
      if ((occupied & mask) != mask) {
        return;
      }
      int lead = RunCheck.lead(word, mine, mask);
      if (lead < 0 || (lead == 0 && !winningTieMove)) {
        return;
      }
      int base = line | cycleLow << 5 | (cycleLength - 1) << 9 | 1 << 14;
      emit(base | DIR_PLUS, lead == 0, rows, columns, target, winner, out);
      emit(base, lead == 0, rows, columns, target, winner, out);
      return;
    }
    if (!capture && Integer.bitCount(occupied) < BLOCK) {
      return; // no run of 7 fits: the common case once the block breaks up
    }
    // Without capture only whole runs of exactly 7 move; with it, every whole run.
    int starts = capture ? occupied & ~(occupied << 1) : RunCheck.exactRunStarts(occupied, BLOCK);
    while (starts != 0) {
      int start = Integer.numberOfTrailingZeros(starts);
      starts &= starts - 1;
      int length = capture ? LineBoard.runLength(occupied, start) : BLOCK;
      int mask = ((1 << length) - 1) << start;
      int lead = RunCheck.lead(word, mine, mask);
      if (lead < 0 || (lead == 0 && !winningTieMove)) {
        continue;
      }
      boolean tie = lead == 0;
      int base = line | start << 5 | (length - 1) << 9;
      int end = start + length;
      if (end < size) {
        int beyond = occupied >>> end;
        int gap = beyond == 0 ? size - end : Integer.numberOfTrailingZeros(beyond);
        int most = anyDistance ? gap : 1;
        for (int d = 1; d <= most; d++) {
          emit(base | DIR_PLUS | d << 14, tie, rows, columns, target, winner, out);
        }
      } else if (capture && ((word >>> LineBoard.TARGET_PLANE) & (1L << (size - 1))) == 0) {
        emit(base | DIR_PLUS | 1 << 14, tie, rows, columns, target, winner, out);
      }
      if (start > 0) {
        int below = occupied & ((1 << start) - 1);
        int gap = below == 0 ? start : start - 1 - (31 - Integer.numberOfLeadingZeros(below));
        int most = anyDistance ? gap : 1;
        for (int d = 1; d <= most; d++) {
          emit(base | d << 14, tie, rows, columns, target, winner, out);
        }
      } else if (capture && ((word >>> LineBoard.TARGET_PLANE) & 1L) == 0) {
        emit(base | 1 << 14, tie, rows, columns, target, winner, out);
      }
    }
  }

  /** Adds a move; a tie move only when it wins for the mover at once. */
  private void emit(
      int code, boolean tie, long[] rows, long[] columns, int target, int winner, MoveBuffer out) {
    if (tie) {
      long[] r = out.scratchRows;
      long[] c = out.scratchColumns;
      System.arraycopy(rows, 0, r, 0, size);
      System.arraycopy(columns, 0, c, 0, size);
      if (enclosure(r, applyShift(r, c, target, code)) != winner) {
        return;
      }
    }
    out.add(code);
  }

  /**
   * Plays a move code for {@code mover} on the board in place — a placement of his ball or a
   * shift — and returns the TARGET's point after it: the one move of the facade's {@code
   * playUnchecked} and of the fast playout.
   *
   * @param rows the row words, changed
   * @param columns the column words, changed
   * @param target the TARGET's point before the move
   * @param code the move's code
   * @param mover the player who moves
   * @return the TARGET's point after it
   */
  public int apply(long[] rows, long[] columns, int target, int code, Player mover) {
    if ((code & PLACE_FLAG) != 0) {
      int index = code & 0xFF;
      LineBoard.set(rows, columns, index % size, index / size, LineBoard.plane(mover));
      return target;
    }
    return applyShift(rows, columns, target, code);
  }

  /**
   * Returns who moves after {@code mover} moved in a position of {@code ply} plies: the opponent,
   * except that the maker of the joint opening's last placement pushes first.
   *
   * @param mover the player who moved
   * @param ply the plies played before the move
   * @return the player to move after it
   */
  public Player nextToMove(Player mover, int ply) {
    return jointOpening && ply + 1 == PLACEMENTS ? mover : mover.opponent();
  }

  /**
   * Applies a shift code to the board in place and returns the target's new point.
   *
   * @param rows the row words, changed
   * @param columns the column words, changed
   * @param target the TARGET's point before the shift
   * @param code the shift's code
   * @return the TARGET's point after it
   */
  public int applyShift(long[] rows, long[] columns, int target, int code) {
    int line = code & 0x1F;
    int start = (code >>> 5) & 0xF;
    int length = ((code >>> 9) & 0xF) + 1;
    boolean plus = (code & DIR_PLUS) != 0;
    int distance = (code >>> 14) & 0xF;
    boolean horizontal = line < size;
    int index = horizontal ? line : line - size;
    long[] along = horizontal ? rows : columns;
    long[] across = horizontal ? columns : rows;
    if (cycleLength > 0) {
      LineBoard.rotate(along, across, index, start, length, plus);
    } else {
      LineBoard.shift(along, across, index, start, length, plus, distance, size);
    }
    long updated = along[index];
    int targetRow = target / size;
    int targetColumn = target - targetRow * size;
    if ((horizontal ? targetRow : targetColumn) == index) {
      int at = Long.numberOfTrailingZeros(updated >>> LineBoard.TARGET_PLANE);
      return horizontal ? targetRow * size + at : at * size + targetColumn;
    }
    return target;
  }

  /**
   * Returns the position hash after a move, updated from the hash before it: the balls the move
   * changed and, when the player to move changes, {@link LineZobrist#DARK_TO_MOVE}.
   *
   * @param hash the hash before the move
   * @param rowsBefore the row words before the move
   * @param columnsBefore the column words before it
   * @param rows the row words after it
   * @param columns the column words after it
   * @param code the move's code
   * @param mover the player who moved
   * @param next the player to move after it
   * @return the hash after the move
   */
  public long hashAfter(
      long hash,
      long[] rowsBefore,
      long[] columnsBefore,
      long[] rows,
      long[] columns,
      int code,
      Player mover,
      Player next) {
    long h = hash;
    if ((code & PLACE_FLAG) != 0) {
      int index = code & 0xFF;
      h ^= LineZobrist.key(LineBoard.plane(mover), index % size, index / size);
    } else {
      int line = code & 0x1F;
      boolean horizontal = line < size;
      int index = horizontal ? line : line - size;
      long before = horizontal ? rowsBefore[index] : columnsBefore[index];
      long after = horizontal ? rows[index] : columns[index];
      h ^= LineZobrist.lineDelta(horizontal, index, before ^ after);
    }
    return next != mover ? h ^ LineZobrist.DARK_TO_MOVE : h;
  }

  /**
   * Tells whether a move can never be undone, so that no earlier position can recur after it: a
   * placement, or a capture-variant shift that pushes a ball off the board.
   *
   * @param code the move's code
   * @return true for an irreversible move
   */
  public boolean irreversible(int code) {
    return (code & PLACE_FLAG) != 0 || (capture && dropsBall(code));
  }
}
