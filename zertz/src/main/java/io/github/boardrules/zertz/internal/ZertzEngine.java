package io.github.boardrules.zertz.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.api.API;
import java.util.random.RandomGenerator;

/**
 * The ZÈRTZ engine of one game (board, winning sets, no-progress option): the one implementation
 * of what a move does — a placement with its ring removal and isolation captures, a capture chain,
 * a pass — and of when the game ends. The rules apply a move through a {@link Position} and read
 * the new position back; {@link Position#run} plays a whole random game on one {@link Position},
 * making no object per move, drawing moves in the order of the rules' move list.
 *
 * <p>A position is in primitive form: the rings and the white, grey and black marbles as bit masks
 * of cells ({@link ZertzGeometry}), the marble counts packed as {@link ZertzCounts} says, the player
 * to move (0 first, 1 second), the plies without progress and the passes in a row.
 *
 * <p>Immutable and thread-safe; its positions are not.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ZertzEngine {
  /**
   * The most plies without progress (no marble from the pool, no ring removed) a position counts;
   * the count stays there.
   */
  public static final int MAX_QUIET_PLIES = 9999;

  /** {@link #end}: the game goes on. */
  public static final int ONGOING = -1;

  /** {@link #end}: the board is full (0-3 are the winning sets of {@link #winningKind}). */
  public static final int END_BOARD_FULL = 4;

  /** {@link #end}: both players passed in a row. */
  public static final int END_TWO_PASSES = 5;

  /** {@link #end}: the no-progress option's plies have passed without progress. */
  public static final int END_NO_PROGRESS = 6;

  private final ZertzRings rings;
  private final int needWhite;
  private final int needGrey;
  private final int needBlack;
  private final int eachNeeded;
  /** The no-progress draw option, or 0 when off. */
  private final int noProgressLimit;

  /**
   * Makes the engine of a game.
   *
   * @param rings the ring rules of the board
   * @param needWhite the white marbles that win alone
   * @param needGrey the grey marbles that win alone
   * @param needBlack the black marbles that win alone
   * @param eachNeeded the marbles of each colour that win together
   * @param noProgressLimit the plies without progress that draw, 0 for no such draw
   */
  public ZertzEngine(
      ZertzRings rings, int needWhite, int needGrey, int needBlack, int eachNeeded, int noProgressLimit) {
    this.rings = rings;
    this.needWhite = needWhite;
    this.needGrey = needGrey;
    this.needBlack = needBlack;
    this.eachNeeded = eachNeeded;
    this.noProgressLimit = noProgressLimit;
  }

  /**
   * Returns the ring rules of the board.
   *
   * @return the ring rules
   */
  public ZertzRings rings() {
    return rings;
  }

  /**
   * Returns which winning set captured marbles form, the one test of a win: 0, 1, 2 for enough
   * white, grey or black (tried in that order), 3 for enough of each, -1 for none.
   *
   * @param needWhite the white marbles that win alone
   * @param needGrey the grey marbles that win alone
   * @param needBlack the black marbles that win alone
   * @param eachNeeded the marbles of each colour that win together
   * @param white the white marbles captured
   * @param grey the grey marbles captured
   * @param black the black marbles captured
   * @return the kind of winning set, or -1
   */
  public static int winningKind(
      int needWhite, int needGrey, int needBlack, int eachNeeded, int white, int grey, int black) {
    if (white >= needWhite) {
      return 0;
    }
    if (grey >= needGrey) {
      return 1;
    }
    if (black >= needBlack) {
      return 2;
    }
    return white >= eachNeeded && grey >= eachNeeded && black >= eachNeeded ? 3 : -1;
  }

  /**
   * Returns which winning set a player holds: 0-2 one colour, 3 each colour, -1 none.
   *
   * @param counts the packed counts
   * @param player 0 first, 1 second
   * @return the kind, or -1
   */
  public int winningKind(long counts, int player) {
    return winningKind(needWhite, needGrey, needBlack, eachNeeded,
        ZertzCounts.count(counts, ZertzCounts.captureIndex(player, 0)),
        ZertzCounts.count(counts, ZertzCounts.captureIndex(player, 1)),
        ZertzCounts.count(counts, ZertzCounts.captureIndex(player, 2)));
  }

  /**
   * The one rule of the end, used by the rules' status and move list and by the playouts: a
   * winning set (0-3, the last mover's tried first), the board full ({@link #END_BOARD_FULL}: the
   * last mover wins), two passes in a row, the no-progress option when on; otherwise {@link
   * #ONGOING}.
   *
   * @param counts the packed counts
   * @param toMove the player to move, 0 or 1
   * @param vacant the vacant rings
   * @param passes the passes in a row
   * @param quiet the plies without progress
   * @return the end code
   */
  public int end(long counts, int toMove, long vacant, int passes, int quiet) {
    int kind = winningKind(counts, toMove ^ 1);
    if (kind >= 0) {
      return kind;
    }
    kind = winningKind(counts, toMove);
    if (kind >= 0) {
      return kind;
    }
    if (vacant == 0) {
      return END_BOARD_FULL;
    }
    if (passes >= 2) {
      return END_TWO_PASSES;
    }
    if (noProgressLimit > 0 && quiet >= noProgressLimit) {
      return END_NO_PROGRESS;
    }
    return ONGOING;
  }

  /**
   * Returns the winner of an ended game.
   *
   * @param end an {@link #end} code other than {@link #ONGOING}
   * @param counts the packed counts it was found with
   * @param toMove the player to move it was found with
   * @return 0 or 1 the winner, -1 for a draw
   */
  public int winner(int end, long counts, int toMove) {
    if (end < END_BOARD_FULL) {
      int last = toMove ^ 1;
      return winningKind(counts, last) >= 0 ? last : toMove;
    }
    return end == END_BOARD_FULL ? toMove ^ 1 : -1;
  }

  /**
   * The quiet-ply count after a move: 0 after progress, else one more, saturating.
   *
   * @param quiet the count before the move
   * @param progress whether the move took a marble from the pool or removed a ring
   * @return the count after it
   */
  public static int quietAfter(int quiet, boolean progress) {
    return progress ? 0 : Math.min(quiet + 1, MAX_QUIET_PLIES);
  }

  /**
   * Returns a mutable copy of a position, to play moves on.
   *
   * @param rings the rings on the board
   * @param white the white marbles
   * @param grey the grey marbles
   * @param black the black marbles
   * @param counts the packed counts
   * @param toMove the player to move, 0 or 1
   * @param quiet the plies without progress
   * @param passes the passes in a row
   * @return the position
   */
  public Position position(
      long rings, long white, long grey, long black, long counts, int toMove, int quiet, int passes) {
    return new Position(this, rings, white, grey, black, counts, toMove, quiet, passes);
  }

  /**
   * A position on mutable fields: the moves change it in place, and the player to move is changed
   * by the caller (a move does not change it, so that the rules read the mover's counts after it).
   */
  @API(status = INTERNAL, since = "0.1.0")
  public static final class Position {
    private final ZertzEngine engine;
    private final ZertzRings ringRules;
    private final ZertzGeometry board;
    private final int[] nb;
    private final int[] jump;
    private long rings;
    private long white;
    private long grey;
    private long black;
    private long counts;
    private int toMove;
    private int quiet;
    private int passes;
    /**
     * The rings with a neighbour position holding no ring, kept up to date as rings go once a
     * playout has asked for them: a single move (the rules' {@code play}) never needs them.
     */
    private long exposed;
    private boolean exposedKnown;
    /** The marbles jumped by the chain being selected. */
    private long jumped;

    private Position(ZertzEngine engine, long rings, long white, long grey, long black, long counts,
        int toMove, int quiet, int passes) {
      this.engine = engine;
      this.ringRules = engine.rings;
      this.board = ringRules.geometry();
      this.nb = board.neighbourTable();
      this.jump = board.jumpTable();
      this.rings = rings;
      this.white = white;
      this.grey = grey;
      this.black = black;
      this.counts = counts;
      this.toMove = toMove;
      this.quiet = quiet;
      this.passes = passes;
    }

    /**
     * Returns the rings on the board.
     *
     * @return the mask
     */
    public long rings() {
      return rings;
    }

    /**
     * Returns the white marbles.
     *
     * @return the mask
     */
    public long white() {
      return white;
    }

    /**
     * Returns the grey marbles.
     *
     * @return the mask
     */
    public long grey() {
      return grey;
    }

    /**
     * Returns the black marbles.
     *
     * @return the mask
     */
    public long black() {
      return black;
    }

    /**
     * Returns the packed counts.
     *
     * @return the counts
     */
    public long counts() {
      return counts;
    }

    /**
     * Returns the plies without progress.
     *
     * @return the count
     */
    public int quietPlies() {
      return quiet;
    }

    /**
     * Returns the passes in a row.
     *
     * @return the count
     */
    public int passes() {
      return passes;
    }

    /**
     * Plays random moves until the game ends (as {@link ZertzEngine#end} says) or the cap is
     * reached, each drawn as {@code random.nextInt(n)} over the {@code n} legal moves in the order
     * of the rules' move list.
     *
     * @param random the source of the moves
     * @param plyCap the most moves to play
     * @return the winner, a draw, or {@link PlayoutResult#UNFINISHED} at the cap
     */
    public PlayoutResult run(RandomGenerator random, int plyCap) {
      for (int ply = 0; ; ply++) {
        long occupied = white | grey | black;
        long vacant = rings & ~occupied;
        int end = engine.end(counts, toMove, vacant, passes, quiet);
        if (end != ONGOING) {
          int winner = engine.winner(end, counts, toMove);
          return winner < 0 ? PlayoutResult.DRAW
              : winner == 0 ? PlayoutResult.FIRST_WINS : PlayoutResult.SECOND_WINS;
        }
        if (ply == plyCap) {
          return PlayoutResult.UNFINISHED;
        }
        if (ringRules.canCapture(rings, occupied)) {
          randomCapture(random, occupied);
        } else {
          int colours = ZertzCounts.placeableColours(counts, toMove);
          if (colours == 0) {
            pass();
          } else {
            if (!exposedKnown) {
              exposed = ringRules.exposed(rings);
              exposedKnown = true;
            }
            long free = ringRules.freeRings(rings, occupied, exposed);
            int perColour = ZertzRings.placementsPerColour(vacant, free);
            int index = random.nextInt(perColour * Integer.bitCount(colours));
            int code = ZertzRings.placement(colours, vacant, free, perColour, index);
            place(code >>> 16, (code >>> 8) & 0xFF, (code & 0xFF) - 1);
          }
        }
        toMove ^= 1;
      }
    }

    /** A pass: the only move of a player who can neither capture nor place. */
    public void pass() {
      passes++;
      quiet = quietAfter(quiet, false);
    }

    /**
     * A placement of a marble of {@code colour} on {@code cell}, from the pool or, once the pool is
     * empty, from the mover's captures; removal of ring {@code removed} (-1 for none); then every
     * wholly occupied group cut off while a ring elsewhere is vacant goes to the mover, its rings
     * with it. Progress (for the no-progress option): a marble from the pool, or a ring removed by
     * the placement or by an isolation.
     *
     * @param colour 0 white, 1 grey, 2 black
     * @param cell the vacant ring placed on
     * @param removed the free ring removed, -1 for none
     */
    public void place(int colour, int cell, int removed) {
      boolean progress;
      if (ZertzCounts.poolSize(counts) == 0) {
        counts = ZertzCounts.add(counts, ZertzCounts.captureIndex(toMove, colour), -1);
        progress = false;
      } else {
        counts = ZertzCounts.add(counts, ZertzCounts.POOL + colour, -1);
        progress = true;
      }
      long bit = 1L << cell;
      if (colour == 0) {
        white |= bit;
      } else if (colour == 1) {
        grey |= bit;
      } else {
        black |= bit;
      }
      if (removed >= 0) {
        rings &= ~(1L << removed);
        if (exposedKnown) {
          exposed |= board.neighbourMask(removed);
        }
        progress = true;
      }
      long captured = ringRules.isolatedByPlacement(rings, white | grey | black, cell, removed);
      if (captured != 0) {
        rings &= ~captured;
        for (long c = captured; exposedKnown && c != 0; c &= c - 1) {
          exposed |= board.neighbourMask(Long.numberOfTrailingZeros(c));
        }
        counts = ZertzCounts.add(counts, ZertzCounts.captureIndex(toMove, 0), Long.bitCount(white & captured));
        counts = ZertzCounts.add(counts, ZertzCounts.captureIndex(toMove, 1), Long.bitCount(grey & captured));
        counts = ZertzCounts.add(counts, ZertzCounts.captureIndex(toMove, 2), Long.bitCount(black & captured));
        white &= ~captured;
        grey &= ~captured;
        black &= ~captured;
        progress = true;
      }
      quiet = quietAfter(quiet, progress);
      passes = 0;
    }

    /**
     * A capture chain given by its path: the jumping marble's ring, then each landing ring, every
     * step a jump over a marble (as the legality checks).
     *
     * @param path the chain's rings
     */
    public void captureChain(int[] path) {
      long taken = 0;
      for (int i = 1; i < path.length; i++) {
        taken |= 1L << nb[path[i - 1] * 6 + board.jumpDirection(path[i - 1], path[i])];
      }
      capture(path[0], path[path.length - 1], taken);
    }

    private void randomCapture(RandomGenerator random, long occupied) {
      int total = 0;
      for (long m = occupied; m != 0; m &= m - 1) {
        int start = Long.numberOfTrailingZeros(m);
        total += children(start, occupied & ~(1L << start));
      }
      int k = random.nextInt(total);
      for (long m = occupied; m != 0; m &= m - 1) {
        int start = Long.numberOfTrailingZeros(m);
        long others = occupied & ~(1L << start);
        int count = children(start, others);
        if (k < count) {
          jumped = 0;
          int end = select(start, others, k);
          capture(start, end, jumped);
          return;
        }
        k -= count;
      }
      throw new IllegalStateException("no capture chain " + k);
    }

    /** The number of complete chains that continue from {@code at}; 0 when it cannot jump. */
    private int children(int at, long others) {
      int base = at * 6;
      int count = 0;
      for (int d = 0; d < 6; d++) {
        int over = nb[base + d];
        if (over < 0 || (others & (1L << over)) == 0) {
          continue;
        }
        int land = jump[base + d];
        if (land < 0 || (rings & ~others & (1L << land)) == 0) {
          continue;
        }
        int below = children(land, others & ~(1L << over));
        count += below == 0 ? 1 : below;
      }
      return count;
    }

    /** Follows chain {@code k} from {@code at}, recording the jumped marbles; returns its end. */
    private int select(int at, long others, int k) {
      int base = at * 6;
      int rest = k;
      for (int d = 0; d < 6; d++) {
        int over = nb[base + d];
        if (over < 0 || (others & (1L << over)) == 0) {
          continue;
        }
        int land = jump[base + d];
        if (land < 0 || (rings & ~others & (1L << land)) == 0) {
          continue;
        }
        long after = others & ~(1L << over);
        int below = children(land, after);
        int count = below == 0 ? 1 : below;
        if (rest < count) {
          jumped |= 1L << over;
          return below == 0 ? land : select(land, after, rest);
        }
        rest -= count;
      }
      return at;
    }

    /**
     * A capture chain: the marble on {@code start} ends on {@code end}, and the marbles on {@code
     * taken} go to the mover.
     */
    private void capture(int start, int end, long taken) {
      long from = 1L << start;
      long to = 1L << end;
      int w = Long.bitCount(white & taken);
      int g = Long.bitCount(grey & taken);
      int b = Long.bitCount(black & taken);
      if ((white & from) != 0) {
        white = (white & ~from) | to;
      } else if ((grey & from) != 0) {
        grey = (grey & ~from) | to;
      } else {
        black = (black & ~from) | to;
      }
      white &= ~taken;
      grey &= ~taken;
      black &= ~taken;
      counts = ZertzCounts.add(counts, ZertzCounts.captureIndex(toMove, 0), w);
      counts = ZertzCounts.add(counts, ZertzCounts.captureIndex(toMove, 1), g);
      counts = ZertzCounts.add(counts, ZertzCounts.captureIndex(toMove, 2), b);
      quiet = quietAfter(quiet, false);
      passes = 0;
    }
  }
}
