package io.github.boardrules.pikkpakk.fiveshift.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.Directions;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.LineZobrist;
import io.github.boardrules.pikkpakk.internal.MoveBuffer;
import io.github.boardrules.pikkpakk.internal.RunCheck;
import io.github.boardrules.pikkpakk.internal.WrittenMove;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The bit engine of five-in-a-row with a shifting phase on the shared line words of {@link
 * LineBoard}: move codes, move generation, playing a code, rim removal, the five-in-a-row test,
 * the position hash after a move and the fast playout loop. The facade's {@code legalMoves},
 * {@code play}, {@code status} and {@code randomPlayout} run on it: each rule has one
 * implementation.
 *
 * <p>A move code is an {@code int}: a placement is {@link #PLACE_FLAG} plus the point's index
 * {@code row * 9 + column}; a shift holds the line in bits 0-4 (rows 0-8, then columns as 9-17),
 * the run's first point in bits 5-8 and {@link #DIR_PLUS} for a shift towards higher indices.
 * Runs are always 7 balls long and move one point. {@link #encode} and {@link #written} turn a
 * code into a {@link WrittenMove} and back, for the facade's moves.
 *
 * <pre>{@code
 * FiveShiftEngine engine = new FiveShiftEngine(false, 0);   // no rim removal, no ply limit
 * long[] rows = new long[9];
 * long[] columns = new long[9];
 * int b2 = FiveShiftEngine.nthPlacement(FiveShiftEngine.emptyField(rows), 0);
 * engine.apply(rows, columns, b2, LineBoard.LIGHT_PLANE);
 * }</pre>
 *
 * <p>Immutable; the arrays belong to the caller. Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class FiveShiftEngine {
  /** The board's side. */
  public static final int SIZE = 9;

  /** The length of the runs that move, and of the inner field's lines. */
  public static final int RUN = 7;

  /** How many in a row win. */
  public static final int FIVE = 5;

  /** The number of placements of phase 1: the 49 points of the inner field. */
  public static final int PLACEMENTS = RUN * RUN;

  /** The inner field's points of a line: 1 to 7. */
  public static final int FIELD_LINE = ((1 << RUN) - 1) << 1;

  /** The rim points of a line: 0 and 8. */
  private static final long RIM_ENDS = LineBoard.spread(1 | 1 << (SIZE - 1));

  /** The flag of a placement's code. */
  public static final int PLACE_FLAG = 1 << 10;

  static final int DIR_PLUS = 1 << 9;

  private static final int RUN_MASK = (1 << RUN) - 1;

  /** The bits of a row of {@link #fieldMask}: 7 points and a clear eighth. */
  private static final int MASK_ROW = 8;

  /** The inner field in {@link #fieldMask}'s layout. */
  public static final long FIELD_MASK = 0x7F7F7F7F7F7F7FL;

  /** One step to the right, up, up-right and up-left in {@link #fieldMask}'s layout. */
  private static final int[] MASK_STEPS = {1, MASK_ROW, MASK_ROW + 1, MASK_ROW - 1};

  private final boolean rimRemoval;

  /** The ply limit, 0 for none. */
  private final int plyLimit;

  /**
   * Makes the engine of one configured game.
   *
   * @param rimRemoval whether a shift clears the rim
   * @param plyLimit the ply limit, 0 for none
   */
  public FiveShiftEngine(boolean rimRemoval, int plyLimit) {
    this.rimRemoval = rimRemoval;
    this.plyLimit = plyLimit;
  }

  /**
   * Tells whether a position of {@code ply} plies is in the placement phase.
   *
   * @param ply the plies played
   * @return true for fewer than {@value #PLACEMENTS}
   */
  public static boolean placing(int ply) {
    return ply < PLACEMENTS;
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
   * Lists the legal move codes of a position that is not over (no five, below the ply bound), in
   * the documented order: placements by point, rows from the bottom and from the left; shifts of
   * rows from the bottom before columns from {@code a}, towards higher indices first.
   *
   * @param rows the row words
   * @param columns the column words
   * @param mine the mover's plane
   * @param placing whether the placement phase goes on
   * @param out receives the codes
   */
  public static void generate(long[] rows, long[] columns, int mine, boolean placing, MoveBuffer out) {
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

  /**
   * Returns the empty points of the inner field, as {@link #fieldMask} lays them out: the legal
   * placements of the placement phase, as many as its bits, in {@link #generate}'s order. The
   * field holds only the two players' balls.
   *
   * <pre>{@code
   * long empty = FiveShiftEngine.emptyField(rows);
   * int placements = Long.bitCount(empty);
   * }</pre>
   *
   * @param rows the row words
   * @return the mask
   */
  public static long emptyField(long[] rows) {
    long balls = fieldMask(rows, LineBoard.LIGHT_PLANE) | fieldMask(rows, LineBoard.DARK_PLANE);
    return FIELD_MASK & ~balls;
  }

  /**
   * Returns the placement code that {@link #generate} lists at index {@code k}, without listing
   * the others: the playouts draw their placement by index, in the order of the legal moves.
   *
   * @param emptyField the empty points, as {@link #emptyField} gives them
   * @param k the index, below their number
   * @return the placement's code
   */
  public static int nthPlacement(long emptyField, int k) {
    return placementCode(nthBit(emptyField, k));
  }

  /**
   * {@link #fiveWinner} after a placement, checking only what a placement can change: the placer's
   * balls inside the field (no one had five before, or the game would be over, and the rim is
   * empty while balls are placed).
   *
   * @param rows the row words after the placement
   * @param placer the placer's plane
   * @return the placer's plane when he has five, else -1
   */
  public static int fiveAfterPlacement(long[] rows, int placer) {
    return hasFiveInField(fieldMask(rows, placer)) ? placer : -1;
  }

  /**
   * Whether a player's balls, as {@link #fieldMask} gives them, hold five in a row inside the
   * field: for each direction, the points from which the next four along it are his too. The
   * placement phase's five test ({@link #fiveAfterPlacement}); the playout asks it of the masks it
   * keeps up to date.
   *
   * <pre>{@code
   * boolean five = FiveShiftEngine.hasFiveInField(FiveShiftEngine.fieldMask(rows, LineBoard.LIGHT_PLANE));
   * }</pre>
   *
   * @param own the player's balls
   * @return true when they hold five in a row
   */
  public static boolean hasFiveInField(long own) {
    for (int step : MASK_STEPS) {
      long two = own & shifted(own, -step);
      long four = two & shifted(two, -2 * step);
      if ((four & shifted(own, -4 * step)) != 0) {
        return true;
      }
    }
    return false;
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

  /** A shift's line: rows 0-8, then columns as 9-17. */
  private static int shiftLine(int code) {
    return code & 0x1F;
  }

  /** The first point of a shift's run. */
  private static int shiftStart(int code) {
    return (code >>> 5) & 0xF;
  }

  /** Whether a shift moves its run towards higher indices. */
  private static boolean shiftsUp(int code) {
    return (code & DIR_PLUS) != 0;
  }

  /**
   * Plays a code on the board in place: a placement of the mover's ball, or a shift; with rim
   * removal, a shift then clears the rim.
   *
   * @param rows the row words, changed
   * @param columns the column words, changed
   * @param code the move's code
   * @param mine the mover's plane
   */
  public void apply(long[] rows, long[] columns, int code, int mine) {
    if ((code & PLACE_FLAG) != 0) {
      int index = code & 0x7F;
      LineBoard.set(rows, columns, index % SIZE, index / SIZE, mine);
      return;
    }
    int line = shiftLine(code);
    int start = shiftStart(code);
    boolean plus = shiftsUp(code);
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
  private static void clearRim(long[] rows, long[] columns) {
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
   *
   * @param rows the row words
   * @param lastMover the plane of the player who made the last move
   * @return the winner's plane, or -1
   */
  public static int fiveWinner(long[] rows, int lastMover) {
    if (LineBoard.hasInARow(rows, lastMover, FIVE, 0, SIZE - 1)) {
      return lastMover;
    }
    int other = LineBoard.otherPlane(lastMover);
    return LineBoard.hasInARow(rows, other, FIVE, 0, SIZE - 1) ? other : -1;
  }

  /**
   * Returns the code of a legal move.
   *
   * @param move a {@link WrittenMove}: a placement, or a shift of a run of 7 by one point
   * @return its code
   */
  public static int encode(int move) {
    if (WrittenMove.isPlacement(move)) {
      return PLACE_FLAG | (WrittenMove.fromRow(move) * SIZE + WrittenMove.fromColumn(move));
    }
    int direction = WrittenMove.direction(move);
    boolean horizontal = Directions.horizontal(direction);
    int line = horizontal ? WrittenMove.fromRow(move) : SIZE + WrittenMove.fromColumn(move);
    int start = horizontal ? WrittenMove.fromColumn(move) : WrittenMove.fromRow(move);
    return line | start << 5 | (Directions.plus(direction) ? DIR_PLUS : 0);
  }

  /**
   * Returns the move of a code, as written.
   *
   * @param code a code of this engine
   * @return the {@link WrittenMove}
   */
  public static int written(int code) {
    if ((code & PLACE_FLAG) != 0) {
      int index = code & 0x7F;
      return WrittenMove.place(index % SIZE, index / SIZE);
    }
    int line = shiftLine(code);
    int start = shiftStart(code);
    boolean horizontal = line < SIZE;
    int l = horizontal ? line : line - SIZE;
    int direction = Directions.of(horizontal, shiftsUp(code));
    return horizontal
        ? WrittenMove.run(start, l, start + RUN - 1, l, direction, 1)
        : WrittenMove.run(l, start, l, start + RUN - 1, direction, 1);
  }

  /**
   * Tells whether a point is on the rim of the 9x9 board.
   *
   * @param column the point's column
   * @param row the point's row
   * @return true on the rim
   */
  public static boolean onRim(int column, int row) {
    return column == 0 || row == 0 || column == SIZE - 1 || row == SIZE - 1;
  }

  /**
   * Tells whether a move may be judged as a placement on a board without a five: in the
   * placement phase the rim is empty, so only the placer's five can be new, on the inner field.
   *
   * @param code the move's code
   * @param ply the plies played before it
   * @param fiveWinner the five before it, as {@link #fiveWinner} tells
   * @return true when {@link #hashAfter} and {@link #fiveAfter} may look at the placement alone
   */
  public static boolean quickPlacement(int code, int ply, int fiveWinner) {
    return (code & PLACE_FLAG) != 0 && placing(ply) && fiveWinner < 0;
  }

  /**
   * Returns the position hash after a move, updated from the hash before it.
   *
   * @param hash the hash before the move
   * @param rowsBefore the row words before it
   * @param rows the row words after it
   * @param code the move's code
   * @param mine the mover's plane
   * @param quick {@link #quickPlacement}'s answer: only the placed ball is new
   * @return the hash after the move
   */
  public static long hashAfter(long hash, long[] rowsBefore, long[] rows, int code, int mine, boolean quick) {
    long h = hash ^ LineZobrist.DARK_TO_MOVE;
    if (quick) {
      int index = code & 0x7F;
      return h ^ LineZobrist.key(mine, index % SIZE, index / SIZE);
    }
    return h ^ LineZobrist.rowsDelta(rowsBefore, rows);
  }

  /**
   * Returns who has five in a row after a move.
   *
   * @param rows the row words after it
   * @param mine the mover's plane
   * @param quick {@link #quickPlacement}'s answer: only the placer's five can be new
   * @return the winner's plane, or -1
   */
  public static int fiveAfter(long[] rows, int mine, boolean quick) {
    return quick ? fiveAfterPlacement(rows, mine) : fiveWinner(rows, mine);
  }

  /**
   * Plays random games from a position on the given arrays, which it changes: the loop of the
   * facade's {@code randomPlayout}, with the end checks of its {@code status} in their order.
   * Placements are drawn by index among the empty points, in {@link #generate}'s order, unlisted.
   *
   * @param rows the row words, changed
   * @param columns the column words, changed
   * @param startPly the plies played
   * @param random the source of the moves
   * @param plyCap the most moves to play
   * @return the result
   */
  public PlayoutResult playout(
      long[] rows, long[] columns, int startPly, RandomGenerator random, int plyCap) {
    return playout(rows, columns, startPly, random, plyCap, false);
  }

  /**
   * Plays random games as {@link #playout(long[], long[], int, RandomGenerator, int)} does, or,
   * {@code guided}, the facade's {@code guidedPlayout}: a placer who can make five in a row makes
   * it at the lowest such point of {@link #fieldMask}, otherwise he blocks the lowest point where
   * the other could; a shifter plays the first shift of {@link #generate}'s order that wins at
   * once. Each move's random draw is made in either case, so that a guided and a plain playout
   * from equal generators stay in step up to the first move the guidance changes.
   *
   * @param rows the row words, changed
   * @param columns the column words, changed
   * @param startPly the plies played
   * @param random the source of the moves
   * @param plyCap the most moves to play
   * @param guided whether the players take and parry wins at once
   * @return the result
   */
  public PlayoutResult playout(
      long[] rows, long[] columns, int startPly, RandomGenerator random, int plyCap, boolean guided) {
    int mine = startPly % 2 == 0 ? LineBoard.LIGHT_PLANE : LineBoard.DARK_PLANE;
    int winner = fiveWinner(rows, LineBoard.otherPlane(mine));
    if (winner >= 0) {
      return winOf(winner);
    }
    if (placing(startPly)) {
      PlayoutResult end = placements(rows, columns, startPly, random, plyCap, guided);
      if (end != null) {
        return end;
      }
      return shifts(rows, columns, PLACEMENTS, PLACEMENTS - startPly, random, plyCap, guided);
    }
    return shifts(rows, columns, startPly, 0, random, plyCap, guided);
  }

  /** The result of a win by the player of a plane. */
  private static PlayoutResult winOf(int plane) {
    return PlayoutResult.winOf(plane == LineBoard.LIGHT_PLANE ? Player.FIRST : Player.SECOND);
  }

  /**
   * The playout's placement phase, in a loop of its own so that the compiler's profile of it is
   * not mixed with the shifting phase's: the result, or null when the field is full and the game
   * goes on.
   */
  private @Nullable PlayoutResult placements(
      long[] rows, long[] columns, int startPly, RandomGenerator random, int plyCap, boolean guided) {
    int mine = startPly % 2 == 0 ? LineBoard.LIGHT_PLANE : LineBoard.DARK_PLANE;
    // The field's balls, kept up to date placement by placement: the empty points are counted and
    // drawn from them, and the five test reads them; and, guided, where one more ball would make
    // each player five (a player's points change only when he places, so one of the two is
    // worked out again each ply).
    long lightField = fieldMask(rows, LineBoard.LIGHT_PLANE);
    long darkField = fieldMask(rows, LineBoard.DARK_PLANE);
    long lightFives = guided ? fiveCompletions(lightField, FIELD_MASK) : 0;
    long darkFives = guided ? fiveCompletions(darkField, FIELD_MASK) : 0;
    int played = 0;
    for (int ply = startPly; placing(ply); ply++, played++) {
      long empty = FIELD_MASK & ~(lightField | darkField);
      int count = Long.bitCount(empty);
      if (count == 0) {
        return winOf(LineBoard.otherPlane(mine));
      }
      if (plyLimitReached(ply)) {
        return PlayoutResult.DRAW;
      }
      if (played == plyCap) {
        return PlayoutResult.UNFINISHED;
      }
      int bit = nthBit(empty, random.nextInt(count));
      if (guided) {
        int chosen = mine == LineBoard.LIGHT_PLANE
            ? decisivePoint(lightFives & empty, darkFives & empty)
            : decisivePoint(darkFives & empty, lightFives & empty);
        if (chosen >= 0) {
          bit = chosen;
        }
      }
      apply(rows, columns, placementCode(bit), mine);
      boolean light = mine == LineBoard.LIGHT_PLANE;
      if (light) {
        lightField |= 1L << bit;
      } else {
        darkField |= 1L << bit;
      }
      if (hasFiveInField(light ? lightField : darkField)) {
        return winOf(mine);
      }
      if (guided && light) {
        lightFives = fiveCompletions(lightField, FIELD_MASK);
      } else if (guided) {
        darkFives = fiveCompletions(darkField, FIELD_MASK);
      }
      mine = LineBoard.otherPlane(mine);
    }
    return null;
  }

  /** The playout's shifting phase, from {@code startPly} with {@code played} plies played. */
  private PlayoutResult shifts(
      long[] rows, long[] columns, int startPly, int played, RandomGenerator random, int plyCap, boolean guided) {
    int mine = startPly % 2 == 0 ? LineBoard.LIGHT_PLANE : LineBoard.DARK_PLANE;
    MoveBuffer buffer = new MoveBuffer(0); // generate tries no move out: no scratch board
    for (int ply = startPly; ; ply++, played++) {
      generate(rows, columns, mine, false, buffer);
      if (buffer.size == 0) {
        return winOf(LineBoard.otherPlane(mine));
      }
      if (plyLimitReached(ply)) {
        return PlayoutResult.DRAW;
      }
      if (played == plyCap) {
        return PlayoutResult.UNFINISHED;
      }
      int code = buffer.codes[random.nextInt(buffer.size)];
      if (guided) {
        int chosen = winningShift(rows, columns, mine, buffer);
        if (chosen >= 0) {
          code = chosen;
        }
      }
      apply(rows, columns, code, mine);
      int winner = fiveWinner(rows, mine);
      if (winner >= 0) {
        return winOf(winner);
      }
      mine = LineBoard.otherPlane(mine);
    }
  }

  /**
   * The point, as a bit of {@link #fieldMask}'s layout, that makes the placer's five (the lowest
   * such), else the one that blocks the other's (the lowest such), else -1; the points as {@link
   * #fiveCompletions} gives them, on the empty points only.
   */
  private static int decisivePoint(long ownFives, long theirFives) {
    long points = ownFives != 0 ? ownFives : theirFives;
    return points == 0 ? -1 : Long.numberOfTrailingZeros(points);
  }

  /**
   * The {@code k}-th lowest set bit of a mask in {@link #fieldMask}'s layout, counted from 0:
   * that layout's bit order is {@link #generate}'s order of the placements.
   */
  private static int nthBit(long mask, int k) {
    int rest = k;
    for (int shift = 0; shift < Long.SIZE; shift += MASK_ROW) {
      int row = (int) (mask >>> shift) & RUN_MASK;
      int n = Integer.bitCount(row);
      if (rest < n) {
        for (; rest > 0; rest--) {
          row &= row - 1;
        }
        return shift + Integer.numberOfTrailingZeros(row);
      }
      rest -= n;
    }
    throw new IllegalArgumentException("The field has fewer than " + (k + 1) + " empty points");
  }

  /**
   * Returns the move code of the placement at a point of {@link #fieldMask}'s layout.
   *
   * @param bit the point's bit, 0 to 54
   * @return the placement's code
   */
  public static int placementCode(int bit) {
    return PLACE_FLAG | ((bit / MASK_ROW + 1) * SIZE + bit % MASK_ROW + 1);
  }

  /** The first of the buffer's shifts that makes the mover win at once; else -1. */
  private int winningShift(long[] rows, long[] columns, int mine, MoveBuffer shifts) {
    for (int i = 0; i < shifts.size; i++) {
      if (shiftMakesFive(rows, columns, shifts.codes[i], mine)) {
        return shifts.codes[i];
      }
    }
    return -1;
  }

  /**
   * Tells whether a shift gives the mover five in a row, on a board where no one has five, without
   * playing it: his five after {@link #apply} must run through the shifted line, the only one
   * that changes (rim removal only takes balls away, and leaves the fives inside the field). The
   * guided playout asks it of every shift, so it builds the changed line's word alone, looks at it
   * and the lines of its kind beside it, and copies nothing. On such a board it answers as {@code
   * fiveWinner} after {@code apply} would ({@code FiveShiftGuidedPlayoutProperties}).
   *
   * <pre>{@code
   * boolean wins = engine.shiftMakesFive(rows, columns, code, LineBoard.LIGHT_PLANE);
   * }</pre>
   *
   * @param rows the row words, not changed
   * @param columns the column words, not changed
   * @param code a shift's code
   * @param mine the mover's plane
   * @return true when the mover has five in a row after the shift
   */
  public boolean shiftMakesFive(long[] rows, long[] columns, int code, int mine) {
    int line = shiftLine(code);
    long[] along = line < SIZE ? rows : columns;
    int index = line < SIZE ? line : line - SIZE;
    long word = LineBoard.shifted(along[index], shiftStart(code), RUN, shiftsUp(code), 1, SIZE);
    return rimRemoval
        ? LineBoard.hasInARowThrough(along, index, word, mine, FIVE, 1, RUN)
        : LineBoard.hasInARowThrough(along, index, word, mine, FIVE, 0, SIZE - 1);
  }

  /**
   * Returns the balls of one plane on the inner 7x7 field as a mask of 8-bit rows: bit {@code
   * (row - 1) * 8 + column - 1}, the eighth bit of each row always clear, so that a step off the
   * field's side lands on a clear bit.
   *
   * <pre>{@code
   * long light = FiveShiftEngine.fieldMask(rows, LineBoard.LIGHT_PLANE);
   * }</pre>
   *
   * @param rows the row words
   * @param plane the plane
   * @return the mask
   */
  public static long fieldMask(long[] rows, int plane) {
    long mask = 0;
    for (int r = 1; r <= RUN; r++) {
      mask |= (long) ((LineBoard.mask(rows[r], plane) >>> 1) & RUN_MASK) << ((r - 1) * MASK_ROW);
    }
    return mask;
  }

  /**
   * Returns the empty points of {@code empty} where one more ball of {@code own} makes five in a
   * row inside the field: for each of the four directions and each of the five places the new
   * ball can take in a line of five, the points with own balls at the other four places. A
   * placement policy of the guided playout; the rules' check stays {@link #fiveAfterPlacement}.
   *
   * <pre>{@code
   * long win = FiveShiftEngine.fiveCompletions(own, FIELD_MASK & ~(own | theirs));
   * }</pre>
   *
   * @param own a player's balls, as {@link #fieldMask} gives them
   * @param empty the empty points, in the same layout
   * @return the points, in the same layout
   */
  public static long fiveCompletions(long own, long empty) {
    long found = 0;
    for (int step : MASK_STEPS) {
      // aheadK (behindK): the points whose K-th neighbour along the direction (against it)
      // holds an own ball; the five places of a point in a line of FIVE (5) share their pairs.
      long ahead1 = shifted(own, -step);
      long ahead2 = shifted(own, -2 * step);
      long ahead3 = shifted(own, -3 * step);
      long ahead4 = shifted(own, -4 * step);
      long behind1 = shifted(own, step);
      long behind2 = shifted(own, 2 * step);
      long behind3 = shifted(own, 3 * step);
      long behind4 = shifted(own, 4 * step);
      long nearAhead = ahead1 & ahead2;
      long nearBehind = behind1 & behind2;
      found |= (nearAhead & ahead3 & (ahead4 | behind1))
          | (nearBehind & (nearAhead | (behind3 & (ahead1 | behind4))));
    }
    return found & empty;
  }

  /** The mask moved by {@code by} bits (left for positive), kept inside the field. */
  private static long shifted(long mask, int by) {
    return (by >= 0 ? mask << by : mask >>> -by) & FIELD_MASK;
  }
}
