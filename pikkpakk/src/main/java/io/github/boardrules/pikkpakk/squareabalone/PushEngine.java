package io.github.boardrules.pikkpakk.squareabalone;

import io.github.boardrules.pikkpakk.Direction;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.MoveBuffer;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Square Abalone's move generation and moves on {@link LineBoard} words and int move codes: the
 * bit work behind {@link SquareAbalone}, with one configured option set.
 *
 * <p>A move code packs: bits 0-4 the line (rows 0-8, then columns as 9-17), 5-8 the run's first
 * point, 9-12 its length - 1, bit 13 the direction (towards higher indices), 14-17 the distance;
 * {@link #SIDEWAYS_FLAG} marks a sideways move (bit 13 then says up for a row run, right for a
 * column run); a placement is {@link #PLACE_FLAG} plus the point's index {@code row * 9 +
 * column}.
 *
 * <p>A push is worked out step by step, one point at a time ({@link #simulate}): before each step
 * the moving group takes in the balls touching its front (the "lengthened run"); then the group
 * moves one point and a ball past the edge falls off. With option c a collision stops the push
 * (with d, only where the lengthened run holds no majority for the mover): the push ends there,
 * and the move is named by the distance it went.
 */
final class PushEngine {
  static final int SIZE = SquareAbalone.SIZE;
  static final int FULL = (1 << SIZE) - 1;
  static final int PLACE_FLAG = 1 << 20;
  static final int SIDEWAYS_FLAG = 1 << 19;
  static final int DIR_PLUS = 1 << 13;

  /** How a simulated push ends (bits 4-5 of its result): it went the whole distance. */
  static final int END_COMPLETE = 0;

  /** Option c without d: the run's front met a ball, which stops the push. */
  static final int END_STOPPED = 1;

  /** Options c and d: the lengthened run at a collision holds no majority, which stops the push. */
  static final int END_MAJORITY_LOST = 2;

  /** The next step would push one of the mover's balls off without option f: refused. */
  static final int END_OWN_OFF = 3;

  private final boolean distanceByOwnBalls;
  private final boolean anyDistance;
  private final boolean stopOnCollision;
  private final boolean continueWithMajority;
  private final boolean sidewaysMoves;
  private final boolean ownBallsOff;

  PushEngine(
      boolean distanceByOwnBalls,
      boolean anyDistance,
      boolean stopOnCollision,
      boolean continueWithMajority,
      boolean sidewaysMoves,
      boolean ownBallsOff) {
    this.distanceByOwnBalls = distanceByOwnBalls;
    this.anyDistance = anyDistance;
    this.stopOnCollision = stopOnCollision;
    this.continueWithMajority = continueWithMajority;
    this.sidewaysMoves = sidewaysMoves;
    this.ownBallsOff = ownBallsOff;
  }

  // ---------------------------------------------------------------------------------------------
  // Codes

  static int pushCode(int line, int start, int length, boolean plus, int distance) {
    return line | start << 5 | (length - 1) << 9 | (plus ? DIR_PLUS : 0) | distance << 14;
  }

  static int sidewaysCode(int line, int start, int length, boolean plus) {
    return SIDEWAYS_FLAG | line | start << 5 | (length - 1) << 9 | (plus ? DIR_PLUS : 0) | 1 << 14;
  }

  static int placeCode(int column, int row) {
    return PLACE_FLAG | (row * SIZE + column);
  }

  static int encode(SquareAbaloneMove move) {
    return move.code();
  }

  /**
   * Returns the code of a move from its parts, once, when the move is made ({@link
   * SquareAbaloneMove#code()}).
   */
  static int codeOf(SquareAbaloneMove.Kind kind, Point from, Point to, @Nullable Direction direction, int distance) {
    if (kind == SquareAbaloneMove.Kind.PLACE || direction == null) {
      return placeCode(from.column(), from.row());
    }
    // A run of one ball lies in the line it is pushed along.
    boolean inRow = from.equals(to) ? direction.isHorizontal() : from.row() == to.row();
    int line = inRow ? from.row() : SIZE + from.column();
    int start = inRow ? from.column() : from.row();
    int length = inRow ? to.column() - from.column() + 1 : to.row() - from.row() + 1;
    boolean plus = direction.step() > 0;
    return kind == SquareAbaloneMove.Kind.SIDEWAYS
        ? sidewaysCode(line, start, length, plus)
        : pushCode(line, start, length, plus, distance);
  }

  static SquareAbaloneMove decode(int code) {
    if ((code & PLACE_FLAG) != 0) {
      int index = code & 0xFF;
      return SquareAbaloneMove.place(Point.of(index % SIZE, index / SIZE));
    }
    int line = code & 0x1F;
    int start = (code >>> 5) & 0xF;
    int length = ((code >>> 9) & 0xF) + 1;
    int step = (code & DIR_PLUS) != 0 ? 1 : -1;
    boolean inRow = line < SIZE;
    int l = inRow ? line : line - SIZE;
    Point from = point(inRow, l, start);
    Point to = point(inRow, l, start + length - 1);
    if ((code & SIDEWAYS_FLAG) != 0) {
      return SquareAbaloneMove.ofEngine(true, from, to, Direction.of(!inRow, step), 1);
    }
    return SquareAbaloneMove.ofEngine(false, from, to, Direction.of(inRow, step), (code >>> 14) & 0xF);
  }

  static Point point(boolean inRow, int line, int index) {
    return inRow ? Point.of(index, line) : Point.of(line, index);
  }

  // ---------------------------------------------------------------------------------------------
  // Generation

  /**
   * Lists the legal move codes of a position that is not over: placements on the empty points of
   * the inner 7x7 when {@code placing}; otherwise pushes (rows from the bottom, then columns from
   * {@code a}; runs from the lower end; towards higher indices by increasing distance, then towards
   * lower ones), then, with option e, sideways moves (rows, then columns; runs by first point, then
   * length; up or right first).
   */
  void generate(long[] rows, long[] columns, int moverPlane, boolean placing, MoveBuffer out) {
    out.clear();
    if (placing) {
      for (int r = 1; r < SIZE - 1; r++) {
        int free = ~LineBoard.occupancy(rows[r]) & (FULL & ~1 & ~(1 << (SIZE - 1)));
        while (free != 0) {
          int c = Integer.numberOfTrailingZeros(free);
          free &= free - 1;
          out.add(placeCode(c, r));
        }
      }
      return;
    }
    int otherPlane = LineBoard.otherPlane(moverPlane);
    for (int l = 0; l < SIZE; l++) {
      generatePushes(rows[l], l, moverPlane, otherPlane, out);
    }
    for (int l = 0; l < SIZE; l++) {
      generatePushes(columns[l], SIZE + l, moverPlane, otherPlane, out);
    }
    if (sidewaysMoves) {
      for (int l = 0; l < SIZE; l++) {
        generateSideways(rows, l, l, moverPlane, out);
      }
      for (int l = 0; l < SIZE; l++) {
        generateSideways(columns, l, SIZE + l, moverPlane, out);
      }
    }
  }

  private void generatePushes(long word, int line, int moverPlane, int otherPlane, MoveBuffer out) {
    int own = LineBoard.mask(word, moverPlane);
    if (own == 0) {
      return; // no run of this line has a ball of the mover, let alone a majority
    }
    int their = LineBoard.mask(word, otherPlane);
    if (!anyDistance && !distanceByOwnBalls) {
      // The common one-point pushes, looked up: the same codes in the same order as onePointPushes.
      OnePointPushes table = ownBallsOff ? OnePointPushes.OwnBallsOff.TABLE : OnePointPushes.OwnBallsStay.TABLE;
      int key = own | their << SIZE;
      for (int i = table.first[key], end = table.first[key + 1]; i < end; i++) {
        out.add(line | table.codes[i]);
      }
      return;
    }
    int occupied = own | their;
    int rest = occupied;
    while (rest != 0) {
      int start = Integer.numberOfTrailingZeros(rest);
      int length = LineBoard.runLength(occupied, start);
      int run = ((1 << length) - 1) << start;
      rest &= ~run;
      int mine = Integer.bitCount(own & run);
      if (mine <= Integer.bitCount(their & run)) {
        continue;
      }
      for (int plus = 1; plus >= 0; plus--) {
        boolean up = plus == 1;
        int most = maxDistance(mine, start, length, up);
        long walked = simulate(own, their, start, length, up, most);
        int steps = stepsDone(walked);
        if (anyDistance) {
          // Every distance up to where the push stops (c), is refused or leaves the board; a
          // longer push stopped by a collision is one of these already.
          for (int d = 1; d <= steps; d++) {
            out.add(pushCode(line, start, length, up, d));
          }
        } else {
          // Option a: the one-point push (whose first step never meets a ball: the run is
          // maximal), and the push of as many points as the run holds mover's balls, ending
          // where it ends: its full distance, or (option c) where a collision stops it.
          if (steps >= 1) {
            out.add(pushCode(line, start, length, up, 1));
          }
          if (steps > 1 && (steps == most || stopsAtCollision(walked))) {
            out.add(pushCode(line, start, length, up, steps));
          }
        }
      }
    }
  }

  /**
   * Lists the one-point pushes of a line (no option a or b) with the mover's balls {@code own} and
   * the opponent's {@code their}, as codes of line 0, runs from the lower end, each towards higher
   * indices first.
   */
  static void onePointPushes(int own, int their, boolean ownBallsOff, MoveBuffer out) {
    int occupied = own | their;
    int rest = occupied;
    while (rest != 0) {
      int start = Integer.numberOfTrailingZeros(rest);
      int length = LineBoard.runLength(occupied, start);
      int run = ((1 << length) - 1) << start;
      rest &= ~run;
      if (Integer.bitCount(own & run) <= Integer.bitCount(their & run)) {
        continue;
      }
      // Without the walk: the run being maximal, the point beyond it is empty or off the board,
      // where only the leading ball can fall.
      if (start + length < SIZE || ownBallsOff || (own >>> (SIZE - 1) & 1) == 0) {
        out.add(pushCode(0, start, length, true, 1));
      }
      if (start > 0 || ownBallsOff || (own & 1) == 0) {
        out.add(pushCode(0, start, length, false, 1));
      }
    }
  }

  /**
   * {@link #onePointPushes} of every line, worked out once: the moves of a line are a function of
   * its two 9-bit masks, and looking them up halves the time of a random game.
   */
  static final class OnePointPushes {
    /** [own | their << 9]: where the line's codes begin in {@link #codes}; the next entry, where they end. */
    final int[] first = new int[(1 << 2 * SIZE) + 1];

    /** The codes of line 0, all lines' one after the other. */
    final int[] codes;

    private OnePointPushes(boolean ownBallsOff) {
      MoveBuffer all = new MoveBuffer(0);
      for (int key = 0; key < 1 << 2 * SIZE; key++) {
        first[key] = all.size;
        int own = key & FULL;
        int their = key >>> SIZE;
        if ((own & their) == 0) {
          onePointPushes(own, their, ownBallsOff, all);
        }
      }
      first[1 << 2 * SIZE] = all.size;
      codes = java.util.Arrays.copyOf(all.codes, all.size);
    }

    /** Built on first use (class initialisation is thread-safe). */
    static final class OwnBallsStay {
      static final OnePointPushes TABLE = new OnePointPushes(false);

      private OwnBallsStay() {}
    }

    /** With option f. */
    static final class OwnBallsOff {
      static final OnePointPushes TABLE = new OnePointPushes(true);

      private OwnBallsOff() {}
    }
  }

  private static void generateSideways(long[] along, int index, int line, int moverPlane, MoveBuffer out) {
    int own = LineBoard.mask(along[index], moverPlane);
    int below = index > 0 ? LineBoard.occupancy(along[index - 1]) : -1;
    int above = index < SIZE - 1 ? LineBoard.occupancy(along[index + 1]) : -1;
    int rest = own;
    while (rest != 0) {
      int start = Integer.numberOfTrailingZeros(rest);
      int length = LineBoard.runLength(own, start);
      rest &= ~(((1 << length) - 1) << start);
      for (int s = start; s < start + length - 1; s++) {
        for (int len = 2; s + len <= start + length; len++) {
          int segment = ((1 << len) - 1) << s;
          if ((above & segment) == 0) {
            out.add(sidewaysCode(line, s, len, true));
          }
          if ((below & segment) == 0) {
            out.add(sidewaysCode(line, s, len, false));
          }
        }
      }
    }
  }

  /**
   * Returns the farthest a run may be pushed under the options, before the walk of {@link
   * #simulate}: one point by default; with option a exactly as many points as it holds mover's
   * balls (its other distance is the one-point push; with c a collision may stop it sooner); with
   * option b any distance, up to the step at which the run's last ball leaves the board (a run
   * wholly off the board moves no further). A run never holds more mover's balls than points it
   * can go before it has left the board, so option a's distance is always within that bound.
   */
  int maxDistance(int mine, int start, int length, boolean plus) {
    if (anyDistance) {
      return plus ? SIZE - start : start + length;
    }
    return distanceByOwnBalls ? mine : 1;
  }

  /**
   * Tells whether the options allow a push named with {@code distance} points of a run holding
   * {@code mine} mover's balls, before the walk of {@link #simulate}: 1 always; with option a
   * also exactly {@code mine}, and with a and c any distance below it (a push of {@code mine}
   * points that a collision may stop there, which the walk of {@link #walkedDistance} tells);
   * with option b any distance up to {@link #maxDistance}.
   */
  boolean allowsDistance(int mine, int start, int length, boolean plus, int distance) {
    if (distance == 1) {
      return true;
    }
    if (anyDistance) {
      return distance <= maxDistance(mine, start, length, plus);
    }
    return distanceByOwnBalls && (distance == mine || (stopOnCollision && distance < mine));
  }

  /**
   * Returns the distance a push named with {@code distance} points is walked for: the distance
   * itself, except a shortened push of option a with c, which is the push of all {@code mine}
   * points stopped early by a collision, so that push is walked to see where it stops.
   */
  int walkedDistance(int mine, int distance) {
    return !anyDistance && distanceByOwnBalls && stopOnCollision && distance > 1 && distance < mine
        ? mine
        : distance;
  }

  /** Tells whether a {@link #simulate} result ends at a collision that stops the push (option c). */
  static boolean stopsAtCollision(long result) {
    int end = end(result);
    return end == END_STOPPED || end == END_MAJORITY_LOST;
  }

  // ---------------------------------------------------------------------------------------------
  // The push, step by step

  /** The number of steps the push goes in a {@link #simulate} result. */
  static int stepsDone(long result) {
    return (int) (result & 0xF);
  }

  /** How the push ends after those steps: {@code END_*}. */
  static int end(long result) {
    return (int) (result >>> 4) & 0x3;
  }

  /**
   * The point (index in the line) where a push that does not complete ends: the ball met, or the
   * mover's ball that would fall.
   */
  static int endPoint(long result) {
    return (int) (result >>> 8) & 0xF;
  }

  /** The lengthened run's ends and counts at an {@code END_MAJORITY_LOST}. */
  static int endLow(long result) {
    return (int) (result >>> 12) & 0xF;
  }

  static int endHigh(long result) {
    return (int) (result >>> 16) & 0xF;
  }

  static int endMine(long result) {
    return (int) (result >>> 20) & 0xF;
  }

  static int endTheirs(long result) {
    return (int) (result >>> 24) & 0xF;
  }

  private static long ending(int steps, int kind, int point, int low, int high, int mine, int theirs) {
    return steps | (long) kind << 4 | (long) point << 8 | (long) low << 12 | (long) high << 16
        | (long) mine << 20 | (long) theirs << 24;
  }

  /**
   * Walks a push of the run {@code start..start+length-1} of one line, whose balls of the mover
   * are {@code own} and of the opponent {@code their}, for up to {@code steps} points, and
   * returns how many steps it goes and how it ends ({@link #end}).
   *
   * <p>Before each step, the balls touching the moving group's front join it. Without option c
   * they are pushed along whatever they are; with c alone the collision stops the push there
   * ({@link #END_STOPPED}); with c and d the push goes on if the mover has a strict majority in
   * the lengthened run, and stops there otherwise ({@link #END_MAJORITY_LOST}). Then the group
   * moves one point; the ball past the edge falls off (the edge is no collision), which without
   * option f refuses the push when the ball is the mover's ({@link #END_OWN_OFF}). A push stopped
   * by a collision is the move of the distance it went; a refused one is no move, but every
   * distance before the refused step is.
   */
  long simulate(int own, int their, int start, int length, boolean plus, int steps) {
    int low = start;
    int high = start + length - 1;
    for (int step = 1; step <= steps; step++) {
      int occupied = own | their;
      int newLow = low;
      int newHigh = high;
      if (plus && high + 1 < SIZE && (occupied >>> (high + 1) & 1) != 0) {
        newHigh = high + LineBoard.runLength(occupied, high + 1);
      } else if (!plus && low > 0 && (occupied >>> (low - 1) & 1) != 0) {
        newLow = low - runLengthDown(occupied, low - 1);
      }
      if ((newLow != low || newHigh != high) && stopOnCollision) {
        int hit = plus ? high + 1 : low - 1;
        if (!continueWithMajority) {
          return ending(step - 1, END_STOPPED, hit, 0, 0, 0, 0);
        }
        int group = ((1 << (newHigh - newLow + 1)) - 1) << newLow;
        int mine = Integer.bitCount(own & group);
        int theirs = Integer.bitCount(their & group);
        if (mine <= theirs) {
          return ending(step - 1, END_MAJORITY_LOST, hit, newLow, newHigh, mine, theirs);
        }
      }
      low = newLow;
      high = newHigh;
      boolean edge = plus ? high == SIZE - 1 : low == 0;
      int lead = plus ? high : low;
      if (edge && !ownBallsOff && (own >>> lead & 1) != 0) {
        return ending(step - 1, END_OWN_OFF, lead, 0, 0, 0, 0);
      }
      int group = ((1 << (high - low + 1)) - 1) << low;
      if (plus) {
        own = (own & ~group) | ((own & group) << 1 & FULL);
        their = (their & ~group) | ((their & group) << 1 & FULL);
        low++;
        high = edge ? high : high + 1;
      } else {
        own = (own & ~group) | ((own & group) >>> 1);
        their = (their & ~group) | ((their & group) >>> 1);
        high--;
        low = edge ? low : low - 1;
      }
      if (low > high) {
        return step; // the whole run has left the board
      }
    }
    return steps;
  }

  /** The number of touching occupied points from {@code start} downwards. */
  static int runLengthDown(int occupied, int start) {
    return Integer.numberOfLeadingZeros(~(occupied << (31 - start)));
  }

  // ---------------------------------------------------------------------------------------------
  // Moves

  /**
   * Plays a legal move code on the board, in place, for the mover of {@code moverPlane}; returns
   * the balls it pushed off: LIGHT balls in bits 0-7, DARK balls in bits 8-15.
   */
  static int apply(long[] rows, long[] columns, int code, int moverPlane) {
    if ((code & PLACE_FLAG) != 0) {
      int index = code & 0xFF;
      LineBoard.set(rows, columns, index % SIZE, index / SIZE, moverPlane);
      return 0;
    }
    int line = code & 0x1F;
    int start = (code >>> 5) & 0xF;
    int length = ((code >>> 9) & 0xF) + 1;
    boolean plus = (code & DIR_PLUS) != 0;
    boolean inRow = line < SIZE;
    int index = inRow ? line : line - SIZE;
    long[] along = inRow ? rows : columns;
    long[] across = inRow ? columns : rows;
    if ((code & SIDEWAYS_FLAG) != 0) {
      // Each ball is a run of one in its crossing line, moved one point there.
      for (int i = start; i < start + length; i++) {
        LineBoard.shift(across, along, i, index, 1, plus, 1, SIZE);
      }
      return 0;
    }
    int distance = (code >>> 14) & 0xF;
    int low = start;
    int high = start + length - 1;
    int fallen = 0;
    for (int step = 0; step < distance && low <= high; step++) {
      int occupied = LineBoard.occupancy(along[index]);
      if (plus && high + 1 < SIZE && (occupied >>> (high + 1) & 1) != 0) {
        high += LineBoard.runLength(occupied, high + 1);
      } else if (!plus && low > 0 && (occupied >>> (low - 1) & 1) != 0) {
        low -= runLengthDown(occupied, low - 1);
      }
      boolean edge = plus ? high == SIZE - 1 : low == 0;
      if (edge) {
        int lead = plus ? high : low;
        fallen += (along[index] >>> (LineBoard.LIGHT_PLANE + lead) & 1) != 0 ? 1 : 1 << 8;
      }
      LineBoard.shift(along, across, index, low, high - low + 1, plus, 1, SIZE);
      if (plus) {
        low++;
        high = edge ? high : high + 1;
      } else {
        high--;
        low = edge ? low : low - 1;
      }
    }
    return fallen;
  }
}
