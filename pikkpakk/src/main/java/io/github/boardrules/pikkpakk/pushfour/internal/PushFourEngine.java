package io.github.boardrules.pikkpakk.pushfour.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.Directions;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.LineZobrist;
import java.util.random.RandomGenerator;

/**
 * The bit engine of push-four on the line words of {@link LineBoard}: the entry moves' codes and
 * geometry, the push, four in a row with the both-fours rule, the position hash after a push and
 * the fast playout loop. The facade's {@code play}, {@code status} and {@code randomPlayout} run
 * on it: each rule has one implementation.
 *
 * <p>A move code is the entry point's number, 0 to 27, in the order of the legal moves: by entry
 * point, rows from the bottom and within a row from the left ({@code b1 … h1 a2 i2 … b9 … h9}).
 *
 * <pre>{@code
 * PushFourEngine engine = new PushFourEngine(0);           // no ply limit
 * long[] rows = new long[9];
 * long[] columns = new long[9];
 * PushFourEngine.push(rows, columns, 9, LineBoard.LIGHT_PLANE);   // code 9 is a3: a LIGHT ball on b3
 * PushFourEngine.fours(rows);                             // 0: no four yet
 * }</pre>
 *
 * <p>Immutable; the arrays belong to the caller. Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class PushFourEngine {
  /** The number of rows and columns of the board, rim included. */
  public static final int SIZE = 9;

  /** The number of balls in a row that wins. */
  public static final int FOUR = 4;

  /** The first row and column of the inner field (b, 2). */
  public static final int FIELD_LOW = 1;

  /** The last row and column of the inner field (h, 8). */
  public static final int FIELD_HIGH = SIZE - 2;

  /** The number of points of an inner line. */
  public static final int FIELD_LENGTH = FIELD_HIGH - FIELD_LOW + 1;

  /** The number of entry points: the 32 rim points of the 9x9 board without the 4 corners. */
  public static final int ENTRY_POINTS = 28;

  /** What {@link #fours} says for LIGHT's four. */
  public static final int LIGHT_FOUR = 1;

  /** What {@link #fours} says for DARK's four. */
  public static final int DARK_FOUR = 2;

  /** What {@link #fours} says when both colours have four in a row. */
  public static final int BOTH = LIGHT_FOUR | DARK_FOUR;

  /** The entry moves' geometry by code: the entry point, the line, whether a row, the push's sign. */
  private static final int[] ENTRY_COLUMN = new int[ENTRY_POINTS];

  private static final int[] ENTRY_ROW = new int[ENTRY_POINTS];
  private static final int[] DIRECTION = new int[ENTRY_POINTS];
  private static final boolean[] HORIZONTAL = new boolean[ENTRY_POINTS];
  private static final int[] LINE = new int[ENTRY_POINTS];
  private static final boolean[] PLUS = new boolean[ENTRY_POINTS];

  static {
    int code = 0;
    for (int row = 0; row < SIZE; row++) {
      for (int column = 0; column < SIZE; column++) {
        int inward = inward(column, row);
        if (inward >= 0) {
          ENTRY_COLUMN[code] = column;
          ENTRY_ROW[code] = row;
          DIRECTION[code] = inward;
          HORIZONTAL[code] = Directions.horizontal(inward);
          LINE[code] = HORIZONTAL[code] ? row : column;
          PLUS[code] = Directions.plus(inward);
          code++;
        }
      }
    }
  }

  /** The ply limit, 0 for none. */
  private final int plyLimit;

  /**
   * Makes the engine of one configured game.
   *
   * @param plyLimit the ply limit, 0 for none
   */
  public PushFourEngine(int plyLimit) {
    this.plyLimit = plyLimit;
  }

  /**
   * Returns the inward direction of an entry point.
   *
   * @param column the point's column
   * @param row the point's row
   * @return a {@link Directions} index, or -1 for a corner, an inner point or a point off the
   *     board
   */
  public static int inward(int column, int row) {
    if (column < 0 || row < 0 || column >= SIZE || row >= SIZE) {
      return -1;
    }
    boolean leftOrRight = column == 0 || column == SIZE - 1;
    boolean bottomOrTop = row == 0 || row == SIZE - 1;
    if (leftOrRight == bottomOrTop) {
      return -1; // a corner (both) or an inner point (neither)
    }
    if (leftOrRight) {
      return column == 0 ? Directions.RIGHT : Directions.LEFT;
    }
    return row == 0 ? Directions.UP : Directions.DOWN;
  }

  /**
   * Returns the column of a code's entry point.
   *
   * @param code 0 to 27
   * @return the column
   */
  public static int entryColumn(int code) {
    return ENTRY_COLUMN[code];
  }

  /**
   * Returns the row of a code's entry point.
   *
   * @param code 0 to 27
   * @return the row
   */
  public static int entryRow(int code) {
    return ENTRY_ROW[code];
  }

  /**
   * Returns the inward direction of a code's entry point.
   *
   * @param code 0 to 27
   * @return a {@link Directions} index
   */
  public static int direction(int code) {
    return DIRECTION[code];
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
   * Tells which colours have four in a row on the inner field.
   *
   * @param rows the row words
   * @return {@link #LIGHT_FOUR} and {@link #DARK_FOUR} or'ed, 0 for none
   */
  public static int fours(long[] rows) {
    int fours = 0;
    if (LineBoard.hasInARow(rows, LineBoard.LIGHT_PLANE, FOUR, FIELD_LOW, FIELD_HIGH)) {
      fours = LIGHT_FOUR;
    }
    if (LineBoard.hasInARow(rows, LineBoard.DARK_PLANE, FOUR, FIELD_LOW, FIELD_HIGH)) {
      fours |= DARK_FOUR;
    }
    return fours;
  }

  /**
   * The both-fours rule: with fours for both, the player who moved last (not to move) wins.
   *
   * @param fours what {@link #fours} says, not 0
   * @param toMove the player to move
   * @return the winner
   */
  public static Player winner(int fours, Player toMove) {
    if (fours == BOTH) {
      return toMove.opponent();
    }
    return fours == LIGHT_FOUR ? Player.FIRST : Player.SECOND;
  }

  /**
   * Plays the entry move {@code code} for the balls of {@code plane}, in place: the chain ahead
   * moves one point, a full line's far ball is removed, the new ball lands on the first inner
   * point.
   *
   * @param rows the row words, changed
   * @param columns the column words, changed
   * @param code the entry move, 0 to 27
   * @param plane the mover's plane
   */
  public static void push(long[] rows, long[] columns, int code, int plane) {
    boolean horizontal = HORIZONTAL[code];
    boolean plus = PLUS[code];
    int line = LINE[code];
    long[] along = horizontal ? rows : columns;
    long[] across = horizontal ? columns : rows;
    int occupied = LineBoard.occupancy(along[line]);
    // The chain: touching balls from the first inner point on (b.. upwards, or h.. downwards).
    int chain =
        plus
            ? LineBoard.runLength(occupied, FIELD_LOW)
            : Integer.numberOfLeadingZeros(~(occupied << (31 - FIELD_HIGH)));
    if (chain == FIELD_LENGTH) {
      // The line is full: the far ball would reach the far rim point, and is removed instead.
      int far = plus ? FIELD_HIGH : FIELD_LOW;
      if (horizontal) {
        LineBoard.clear(rows, columns, far, line);
      } else {
        LineBoard.clear(rows, columns, line, far);
      }
      chain--;
    }
    int landing = plus ? FIELD_LOW : FIELD_HIGH;
    if (chain > 0) {
      int start = plus ? FIELD_LOW : FIELD_HIGH - chain + 1;
      LineBoard.shift(along, across, line, start, chain, plus, 1, SIZE);
    }
    if (horizontal) {
      LineBoard.set(rows, columns, landing, line, plane);
    } else {
      LineBoard.set(rows, columns, line, landing, plane);
    }
  }

  /**
   * Counts the pushes that would give the player of {@code plane} four in a row, which wins for
   * him whatever it makes for the other (the both-fours rule), and stops counting at {@code
   * enough}. Each push is played with {@link #push} on copies of the arrays.
   *
   * <pre>{@code
   * int wins = PushFourEngine.winningPushes(rows, columns, LineBoard.LIGHT_PLANE, 2);   // 0, 1 or 2
   * }</pre>
   *
   * @param rows the row words of a position without four in a row, unchanged
   * @param columns the column words, unchanged
   * @param plane the plane of the player who would push
   * @param enough the count at which to stop, 1 or more
   * @return the winning pushes, at most {@code enough}
   */
  public static int winningPushes(long[] rows, long[] columns, int plane, int enough) {
    long[] rowsAfter = new long[SIZE];
    long[] columnsAfter = new long[SIZE];
    int found = 0;
    for (int code = 0; code < ENTRY_POINTS && found < enough; code++) {
      System.arraycopy(rows, 0, rowsAfter, 0, SIZE);
      System.arraycopy(columns, 0, columnsAfter, 0, SIZE);
      push(rowsAfter, columnsAfter, code, plane);
      if (LineBoard.hasInARow(rowsAfter, plane, FOUR, FIELD_LOW, FIELD_HIGH)) {
        found++;
      }
    }
    return found;
  }

  /**
   * Returns the position hash after a push, updated from the hash before it: the balls of the
   * pushed line and the other player to move.
   *
   * @param hash the hash before the push
   * @param rowsBefore the row words before it
   * @param columnsBefore the column words before it
   * @param rows the row words after it
   * @param columns the column words after it
   * @param code the entry move
   * @return the hash after the push
   */
  public static long hashAfter(
      long hash, long[] rowsBefore, long[] columnsBefore, long[] rows, long[] columns, int code) {
    boolean horizontal = HORIZONTAL[code];
    int line = LINE[code];
    long changed = horizontal ? rowsBefore[line] ^ rows[line] : columnsBefore[line] ^ columns[line];
    return hash ^ LineZobrist.lineDelta(horizontal, line, changed) ^ LineZobrist.DARK_TO_MOVE;
  }

  /**
   * Plays random games from a position on the given arrays, which it changes: the loop of the
   * facade's {@code randomPlayout}, with the end checks of its {@code status} in their order.
   * Each move is {@code random.nextInt(28)}.
   *
   * @param rows the row words, changed
   * @param columns the column words, changed
   * @param startToMove the player to move
   * @param startPly the plies played
   * @param random the source of the moves
   * @param plyCap the most moves to play
   * @return the result
   */
  public PlayoutResult playout(
      long[] rows,
      long[] columns,
      Player startToMove,
      int startPly,
      RandomGenerator random,
      int plyCap) {
    Player toMove = startToMove;
    int ply = startPly;
    for (int played = 0; ; played++) {
      int fours = fours(rows);
      if (fours != 0) {
        return PlayoutResult.winOf(winner(fours, toMove));
      }
      if (plyLimitReached(ply)) {
        return PlayoutResult.DRAW;
      }
      if (played == plyCap) {
        return PlayoutResult.UNFINISHED;
      }
      push(rows, columns, random.nextInt(ENTRY_POINTS), LineBoard.plane(toMove));
      toMove = toMove.opponent();
      ply++;
    }
  }
}
