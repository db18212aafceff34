package io.github.boardrules.pikkpakk;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.MoveBuffer;
import io.github.boardrules.pikkpakk.internal.PlyLimit;
import io.github.boardrules.pikkpakk.internal.RunCheck;
import java.util.random.RandomGenerator;

/**
 * The bit engine of Pikk-Pakk: move codes, move generation, playing a code, the enclosure test and
 * the fast playout loop, on the line words of {@link LineBoard}. {@link PikkPakk#legalMoves},
 * {@link PikkPakk#play}, {@link PikkPakk#status}, {@link PikkPakk#check} (for a tie move) and
 * {@link PikkPakk#randomPlayout} all run on it: each rule has one implementation.
 *
 * <p>A line word holds four 16-bit planes; a move code packs the line (bits 0-4: rows 0..n-1, then
 * columns as n..2n-1), the run's start (5-8), its length - 1 (9-12), the direction (13: towards
 * higher indices) and the distance (14-17); a placement is {@link #PLACE_FLAG} plus the point's
 * index {@code row * size + column}.
 *
 * <p>Immutable; the arrays belong to the caller.
 */
final class PikkPakkEngine {
  static final int PLACE_FLAG = 1 << 20;
  static final int DIR_PLUS = 1 << 13;

  private static final int BLOCK = PikkPakk.BLOCK;
  private static final int PLACEMENTS = PikkPakk.PLACEMENTS;

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

  PikkPakkEngine(
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

  /** The first row and column of the 7x7 block. */
  int blockLow() {
    return blockLow;
  }

  /** The first index of the lines' rotating segment in the cyclic variants. */
  int cycleLow() {
    return cycleLow;
  }

  /** The length of the lines' rotating segment; 0 when moves do not rotate. */
  int cycleLength() {
    return cycleLength;
  }

  /** Tells whether a point lies in the 7x7 block. */
  boolean inBlock(int column, int row) {
    return column >= blockLow && column < blockLow + BLOCK && row >= blockLow && row < blockLow + BLOCK;
  }

  /** Tells whether a position of {@code ply} plies is in the joint opening's placement phase. */
  boolean placing(int ply) {
    return jointOpening && ply < PLACEMENTS;
  }

  static Point point(boolean horizontal, int line, int index) {
    return horizontal ? Point.of(index, line) : Point.of(line, index);
  }

  /**
   * Plays random games from a position on the given arrays, which it changes: the loop of {@link
   * PikkPakk#randomPlayout}, with the end checks of {@link PikkPakk#status} in its order.
   */
  PlayoutResult playout(
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
      if (PlyLimit.reached(plyLimit, ply)) {
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

  int encode(PikkPakkMove move) {
    if (move.kind() == PikkPakkMove.Kind.PLACE) {
      return PLACE_FLAG | (move.point().row() * size + move.point().column());
    }
    Direction direction = move.direction();
    boolean horizontal = direction.isHorizontal();
    int line = horizontal ? move.from().row() : size + move.from().column();
    int start = horizontal ? move.from().column() : move.from().row();
    return line
        | start << 5
        | (move.length() - 1) << 9
        | (direction.step() > 0 ? DIR_PLUS : 0)
        | move.distance() << 14;
  }

  PikkPakkMove decode(int code) {
    if ((code & PLACE_FLAG) != 0) {
      int index = code & 0xFF;
      return PikkPakkMove.place(Point.of(index % size, index / size));
    }
    int line = code & 0x1F;
    int start = (code >>> 5) & 0xF;
    int length = ((code >>> 9) & 0xF) + 1;
    boolean plus = (code & DIR_PLUS) != 0;
    int distance = (code >>> 14) & 0xF;
    boolean horizontal = line < size;
    int l = horizontal ? line : line - size;
    return PikkPakkMove.shift(
        point(horizontal, l, start),
        point(horizontal, l, start + length - 1),
        Direction.of(horizontal, plus ? 1 : -1),
        distance);
  }

  /** Tells whether a capture-variant shift pushes a ball off the board. */
  boolean dropsBall(int code) {
    int start = (code >>> 5) & 0xF;
    int length = ((code >>> 9) & 0xF) + 1;
    return (code & DIR_PLUS) != 0 ? start + length == size : start == 0;
  }

  /** Returns 1 when LIGHT balls enclose the target, 2 for DARK, 0 otherwise. */
  int enclosure(long[] rows, int target) {
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
    return (around & (1L << PikkPakkState.DARK_PLANE)) != 0 ? 2 : 0;
  }

  /** Lists the legal move codes of a position that is not over, in the documented order. */
  void generate(
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
    int mine = mover == Player.FIRST ? PikkPakkState.LIGHT_PLANE : PikkPakkState.DARK_PLANE;
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
   * shift — and returns the TARGET's point after it: the one move of {@link PikkPakk#playUnchecked} and of
   * the fast playout.
   */
  int apply(long[] rows, long[] columns, int target, int code, Player mover) {
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
   */
  Player nextToMove(Player mover, int ply) {
    return jointOpening && ply + 1 == PLACEMENTS ? mover : mover.opponent();
  }

  /** Applies a shift code to the board in place and returns the target's new point. */
  int applyShift(long[] rows, long[] columns, int target, int code) {
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
      int at = Long.numberOfTrailingZeros(updated >>> PikkPakkState.TARGET_PLANE);
      return horizontal ? targetRow * size + at : at * size + targetColumn;
    }
    return target;
  }
}
