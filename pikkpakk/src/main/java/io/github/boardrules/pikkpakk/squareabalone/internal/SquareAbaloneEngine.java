package io.github.boardrules.pikkpakk.squareabalone.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.Directions;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.LineZobrist;
import io.github.boardrules.pikkpakk.internal.MoveBuffer;
import io.github.boardrules.pikkpakk.internal.WrittenMove;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Square Abalone's engine on {@link LineBoard} words and int move codes, with one configured option
 * set: move generation, the push step by step, playing a code, the win by captures, the position
 * hash after a move and the fast playout loop. The facade's {@code legalMoves}, {@code play},
 * {@code status}, {@code check} (through {@link SquareAbaloneLegality}) and {@code randomPlayout}
 * run on it: each rule has one implementation.
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
 *
 * <p>{@link #encode} and {@link #written} turn a code into a {@link WrittenMove} and back, for the
 * facade's moves.
 *
 * <pre>{@code
 * SquareAbaloneEngine engine =
 *     new SquareAbaloneEngine(false, 9, false, false, false, false, false, false, 0);
 * MoveBuffer buffer = new MoveBuffer(0);
 * engine.generate(rows, columns, LineBoard.LIGHT_PLANE, false, buffer);
 * int fallen = SquareAbaloneEngine.apply(rows, columns, buffer.codes[0], LineBoard.LIGHT_PLANE);
 * }</pre>
 *
 * <p>Immutable; the arrays belong to the caller. Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class SquareAbaloneEngine {
  /** The number of rows and columns of the board. */
  public static final int SIZE = 9;

  /** The balls each player starts with in the default opening. */
  public static final int STANDARD_BALLS = 18;

  /** The balls each player places in the joint opening. */
  public static final int JOINT_OPENING_BALLS = 24;

  /** The number of placements of the joint opening. */
  public static final int PLACEMENTS = 2 * JOINT_OPENING_BALLS;

  static final int FULL = (1 << SIZE) - 1;
  static final int PLACE_FLAG = 1 << 20;
  static final int SIDEWAYS_FLAG = 1 << 19;
  static final int DIR_PLUS = 1 << 13;

  /** How a simulated push ends (bits 4-5 of its result): it went the whole distance. */
  public static final int END_COMPLETE = 0;

  /** Option c without d: the run's front met a ball, which stops the push. */
  public static final int END_STOPPED = 1;

  /** Options c and d: the lengthened run at a collision holds no majority, which stops the push. */
  public static final int END_MAJORITY_LOST = 2;

  /** The next step would push one of the mover's balls off without option f: refused. */
  public static final int END_OWN_OFF = 3;

  private final boolean jointOpening;
  private final int winAt;
  private final boolean distanceByOwnBalls;
  private final boolean anyDistance;
  private final boolean stopOnCollision;
  private final boolean continueWithMajority;
  private final boolean sidewaysMoves;
  private final boolean ownBallsOff;

  /** The ply limit, 0 for none. */
  private final int plyLimit;

  /**
   * Makes the engine of one configured game.
   *
   * @param jointOpening the joint opening
   * @param winAt N, the opponent balls to push off to win
   * @param distanceByOwnBalls option a
   * @param anyDistance option b
   * @param stopOnCollision option c
   * @param continueWithMajority option d
   * @param sidewaysMoves option e
   * @param ownBallsOff option f
   * @param plyLimit the ply limit, 0 for none
   */
  public SquareAbaloneEngine(
      boolean jointOpening,
      int winAt,
      boolean distanceByOwnBalls,
      boolean anyDistance,
      boolean stopOnCollision,
      boolean continueWithMajority,
      boolean sidewaysMoves,
      boolean ownBallsOff,
      int plyLimit) {
    this.jointOpening = jointOpening;
    this.winAt = winAt;
    this.plyLimit = plyLimit;
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

  /**
   * Returns the code of a move from its parts: computed once, when the move object is made.
   *
   * @param move a {@link WrittenMove}; a direction across the run's line is a sideways move
   * @return its code
   */
  public static int encode(int move) {
    if (WrittenMove.isPlacement(move)) {
      return placeCode(WrittenMove.fromColumn(move), WrittenMove.fromRow(move));
    }
    // A run of one ball lies in the line it is pushed along.
    boolean inRow = WrittenMove.inRow(move);
    int line = inRow ? WrittenMove.fromRow(move) : SIZE + WrittenMove.fromColumn(move);
    int start = inRow ? WrittenMove.fromColumn(move) : WrittenMove.fromRow(move);
    int length = WrittenMove.length(move);
    boolean plus = Directions.plus(WrittenMove.direction(move));
    return WrittenMove.isAcross(move)
        ? sidewaysCode(line, start, length, plus)
        : pushCode(line, start, length, plus, WrittenMove.distance(move));
  }

  /**
   * Returns the move of a code, as written: a sideways move's direction goes across its line.
   *
   * @param code a code of this engine
   * @return the {@link WrittenMove}
   */
  public static int written(int code) {
    if ((code & PLACE_FLAG) != 0) {
      int index = code & 0xFF;
      return WrittenMove.place(index % SIZE, index / SIZE);
    }
    int line = code & 0x1F;
    int start = (code >>> 5) & 0xF;
    int end = start + ((code >>> 9) & 0xF);
    boolean plus = (code & DIR_PLUS) != 0;
    boolean inRow = line < SIZE;
    int l = inRow ? line : line - SIZE;
    boolean sideways = (code & SIDEWAYS_FLAG) != 0;
    int direction = Directions.of(inRow != sideways, plus);
    int distance = sideways ? 1 : (code >>> 14) & 0xF;
    return inRow
        ? WrittenMove.run(start, l, end, l, direction, distance)
        : WrittenMove.run(l, start, l, end, direction, distance);
  }

  /**
   * Tells whether a code is a sideways move.
   *
   * @param code a code of this engine
   * @return true for a sideways move (option e)
   */
  public static boolean isSideways(int code) {
    return (code & SIDEWAYS_FLAG) != 0;
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
   * Returns who moves after {@code mover} moved in a position of {@code ply} plies: the opponent,
   * except that the maker of the joint opening's last placement pushes first. Used by the
   * facade's {@code playUnchecked} and the fast playout alike.
   *
   * @param mover the player who moved
   * @param ply the plies played before the move
   * @return the player to move after it
   */
  public Player nextToMove(Player mover, int ply) {
    return jointOpening && ply + 1 == PLACEMENTS ? mover : mover.opponent();
  }

  /**
   * Returns the player who has won by captures; the last mover wins a tie.
   *
   * @param toMove the player to move
   * @param capturedByLight the DARK balls LIGHT has pushed off
   * @param capturedByDark the LIGHT balls DARK has pushed off
   * @return the winner, or null
   */
  public @Nullable Player captureWinner(Player toMove, int capturedByLight, int capturedByDark) {
    Player lastMover = toMove.opponent();
    int last = lastMover == Player.FIRST ? capturedByLight : capturedByDark;
    int other = lastMover == Player.FIRST ? capturedByDark : capturedByLight;
    if (last >= winAt) {
      return lastMover;
    }
    return other >= winAt ? toMove : null;
  }

  /**
   * Returns the position hash after a move, updated from the hash before it: the rows the move
   * changed, the player to move, the captured counts and the placement phase.
   *
   * @param hash the hash before the move
   * @param rowsBefore the row words before it
   * @param rows the row words after it
   * @param mover the player who moved
   * @param next the player to move after it
   * @param ply the plies played before it
   * @param capturedByLight LIGHT's captures before it
   * @param capturedByDark DARK's captures before it
   * @param fallen what {@link #apply} returned
   * @return the hash after the move
   */
  public long hashAfter(
      long hash,
      long[] rowsBefore,
      long[] rows,
      Player mover,
      Player next,
      int ply,
      int capturedByLight,
      int capturedByDark,
      int fallen) {
    long h = hash ^ LineZobrist.rowsDelta(rowsBefore, rows);
    if (next != mover) {
      h ^= LineZobrist.DARK_TO_MOVE;
    }
    if (fallen != 0) {
      h ^= SquareAbaloneZobrist.captured(Player.FIRST, capturedByLight)
          ^ SquareAbaloneZobrist.captured(Player.FIRST, capturedByLight + (fallen >>> 8))
          ^ SquareAbaloneZobrist.captured(Player.SECOND, capturedByDark)
          ^ SquareAbaloneZobrist.captured(Player.SECOND, capturedByDark + (fallen & 0xFF));
    }
    if (placing(ply) != placing(ply + 1)) {
      h ^= SquareAbaloneZobrist.PLACING;
    }
    return h;
  }

  /**
   * Plays random games from a position on the given arrays, which it changes: the loop of the
   * facade's {@code randomPlayout}, with the end checks of its {@code status} in their order.
   *
   * @param rows the row words, changed
   * @param columns the column words, changed
   * @param startToMove the player to move
   * @param startPly the plies played
   * @param startByLight the DARK balls LIGHT has pushed off
   * @param startByDark the LIGHT balls DARK has pushed off
   * @param random the source of the moves
   * @param plyCap the most moves to play
   * @return the result
   */
  public PlayoutResult playout(
      long[] rows,
      long[] columns,
      Player startToMove,
      int startPly,
      int startByLight,
      int startByDark,
      RandomGenerator random,
      int plyCap) {
    Player toMove = startToMove;
    int ply = startPly;
    int byLight = startByLight;
    int byDark = startByDark;
    MoveBuffer buffer = new MoveBuffer(0); // the generator tries no move out: no scratch board
    for (int played = 0; ; played++) {
      Player winner = captureWinner(toMove, byLight, byDark);
      if (winner != null) {
        return PlayoutResult.winOf(winner);
      }
      generate(rows, columns, LineBoard.plane(toMove), placing(ply), buffer);
      if (buffer.size == 0) {
        return PlayoutResult.winOf(toMove.opponent());
      }
      if (plyLimitReached(ply)) {
        return PlayoutResult.DRAW;
      }
      if (played == plyCap) {
        return PlayoutResult.UNFINISHED;
      }
      int fallen = apply(rows, columns, buffer.codes[random.nextInt(buffer.size)], LineBoard.plane(toMove));
      byLight += fallen >>> 8;
      byDark += fallen & 0xFF;
      toMove = nextToMove(toMove, ply);
      ply++;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Generation

  /**
   * Lists the legal move codes of a position that is not over: placements on the empty points of
   * the inner 7x7 when {@code placing}; otherwise pushes (rows from the bottom, then columns from
   * {@code a}; runs from the lower end; towards higher indices by increasing distance, then towards
   * lower ones), then, with option e, sideways moves (rows, then columns; runs by first point, then
   * length; up or right first).
   *
   * @param rows the row words
   * @param columns the column words
   * @param moverPlane the mover's plane
   * @param placing whether the joint opening's placement phase goes on
   * @param out receives the codes
   */
  public void generate(long[] rows, long[] columns, int moverPlane, boolean placing, MoveBuffer out) {
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
    final int[] first = new int[(1 << (2 * SIZE)) + 1];

    /** The codes of line 0, all lines' one after the other. */
    final int[] codes;

    private OnePointPushes(boolean ownBallsOff) {
      MoveBuffer all = new MoveBuffer(0);
      for (int key = 0; key < 1 << (2 * SIZE); key++) {
        first[key] = all.size;
        int own = key & FULL;
        int their = key >>> SIZE;
        if ((own & their) == 0) {
          onePointPushes(own, their, ownBallsOff, all);
        }
      }
      first[1 << (2 * SIZE)] = all.size;
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
   *
   * @param mine the mover's balls in the run
   * @param start the run's first point
   * @param length the run's length
   * @param plus whether it is pushed towards higher indices
   * @return the distance
   */
  public int maxDistance(int mine, int start, int length, boolean plus) {
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
   *
   * @param mine the mover's balls in the run
   * @param start the run's first point
   * @param length the run's length
   * @param plus whether it is pushed towards higher indices
   * @param distance the distance named
   * @return true when the options allow it
   */
  public boolean allowsDistance(int mine, int start, int length, boolean plus, int distance) {
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
   *
   * @param mine the mover's balls in the run
   * @param distance the distance named
   * @return the distance to walk
   */
  public int walkedDistance(int mine, int distance) {
    return !anyDistance && distanceByOwnBalls && stopOnCollision && distance > 1 && distance < mine
        ? mine
        : distance;
  }

  /**
   * Tells whether a {@link #simulate} result ends at a collision that stops the push (option c).
   *
   * @param result a result of {@link #simulate}
   * @return true when a collision stopped it
   */
  public static boolean stopsAtCollision(long result) {
    int end = end(result);
    return end == END_STOPPED || end == END_MAJORITY_LOST;
  }

  // ---------------------------------------------------------------------------------------------
  // The push, step by step

  /**
   * Returns the number of steps the push goes in a {@link #simulate} result.
   *
   * @param result a result of {@link #simulate}
   * @return the steps
   */
  public static int stepsDone(long result) {
    return (int) (result & 0xF);
  }

  /**
   * Returns how the push ends after those steps.
   *
   * @param result a result of {@link #simulate}
   * @return one of the {@code END_*} constants
   */
  public static int end(long result) {
    return (int) (result >>> 4) & 0x3;
  }

  /**
   * The point (index in the line) where a push that does not complete ends: the ball met, or the
   * mover's ball that would fall.
   *
   * @param result a result of {@link #simulate}
   * @return the point's index along the line
   */
  public static int endPoint(long result) {
    return (int) (result >>> 8) & 0xF;
  }

  /**
   * Returns the lengthened run's lower end at an {@link #END_MAJORITY_LOST}.
   *
   * @param result a result of {@link #simulate}
   * @return the point's index along the line
   */
  public static int endLow(long result) {
    return (int) (result >>> 12) & 0xF;
  }

  /**
   * Returns the lengthened run's upper end at an {@link #END_MAJORITY_LOST}.
   *
   * @param result a result of {@link #simulate}
   * @return the point's index along the line
   */
  public static int endHigh(long result) {
    return (int) (result >>> 16) & 0xF;
  }

  /**
   * Returns the mover's balls in the lengthened run at an {@link #END_MAJORITY_LOST}.
   *
   * @param result a result of {@link #simulate}
   * @return the count
   */
  public static int endMine(long result) {
    return (int) (result >>> 20) & 0xF;
  }

  /**
   * Returns the opponent's balls in the lengthened run at an {@link #END_MAJORITY_LOST}.
   *
   * @param result a result of {@link #simulate}
   * @return the count
   */
  public static int endTheirs(long result) {
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
   *
   * @param own the mover's balls of the line
   * @param their the opponent's balls of the line
   * @param start the run's first point
   * @param length the run's length
   * @param plus whether it is pushed towards higher indices
   * @param steps the most steps to walk
   * @return the steps and how the push ends, packed: read it with {@link #stepsDone} and {@link
   *     #end}
   */
  public long simulate(int own, int their, int start, int length, boolean plus, int steps) {
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

  /**
   * Returns the number of touching occupied points from {@code start} downwards.
   *
   * @param occupied a line's occupancy
   * @param start a point of the line
   * @return the count, 0 when it is empty
   */
  public static int runLengthDown(int occupied, int start) {
    return Integer.numberOfLeadingZeros(~(occupied << (31 - start)));
  }

  // ---------------------------------------------------------------------------------------------
  // Moves

  /**
   * Plays a legal move code on the board, in place, for the mover of {@code moverPlane}; returns
   * the balls it pushed off: LIGHT balls in bits 0-7, DARK balls in bits 8-15.
   *
   * @param rows the row words, changed
   * @param columns the column words, changed
   * @param code the move's code
   * @param moverPlane the mover's plane
   * @return the balls pushed off
   */
  public static int apply(long[] rows, long[] columns, int code, int moverPlane) {
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
