package io.github.boardrules.pylos.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.api.API;
import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The Pylos engine of one configured game: move generation on bit masks (the player to move's
 * balls, "own", and the opponent's), what a move does ({@link #apply}), the rule of the end
 * ({@link #canMove}), the random playout and the moves undone for the solvers. The rules' legal
 * moves, play, status and random playout, the legality and the solvers all run on it, so a rule
 * exists once. Moves are {@link PylosMoveCode} codes. Immutable and thread-safe: the move
 * buffers are per thread.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class PylosEngine {
  /** The most legal moves a position can have: 226 placements or raises, 121 take-back choices. */
  public static final int MAX_MOVES = 226 * 121;

  /**
   * A bound on the predecessors {@link #predecessors} writes: the room its buffer needs. Balls
   * taken back: none, one of 30 spots or two (435 pairs); the moved ball: one of 15; placed, or
   * raised from one of at most 29 lower spots.
   */
  public static final int MAX_PREDECESSORS = (1 + 30 + 435) * 15 * 30;

  /** The take-back patterns through a spot of the children's rules: none. */
  private static final long[] NO_PATTERNS = new long[0];

  /** Each thread's move buffer, made on its first use (the Checker's stub wants it nullable). */
  private static final ThreadLocal<int @Nullable []> BUFFERS = new ThreadLocal<>();

  private final PylosVariant variant;
  private final boolean raiseWithEmptyReserve;
  private final int plyLimit;
  /** For each spot, the squares and lines through it that give a take-back. */
  private final long[][] patterns;

  /**
   * Makes the engine of a configured game.
   *
   * @param variant what gives a take-back
   * @param raiseWithEmptyReserve whether a player with an empty reserve goes on while he can raise
   *     (Board Game Arena's reading) instead of losing
   * @param plyLimit the ply limit of the random playout, 0 for none (the solvers pass 0)
   */
  public PylosEngine(PylosVariant variant, boolean raiseWithEmptyReserve, int plyLimit) {
    this.variant = variant;
    this.raiseWithEmptyReserve = raiseWithEmptyReserve;
    this.plyLimit = plyLimit;
    this.patterns = new long[Board.SPOTS][];
    for (int i = 0; i < Board.SPOTS; i++) {
      switch (variant) {
        case CHILDREN:
          patterns[i] = NO_PATTERNS;
          break;
        case MATURE:
          long[] both =
              Arrays.copyOf(Board.SQUARES[i], Board.SQUARES[i].length + Board.LINES[i].length);
          System.arraycopy(Board.LINES[i], 0, both, Board.SQUARES[i].length, Board.LINES[i].length);
          patterns[i] = both;
          break;
        default:
          patterns[i] = Board.SQUARES[i];
          break;
      }
    }
  }

  /**
   * Returns what gives a take-back in this game.
   *
   * @return the variant
   */
  public PylosVariant variant() {
    return variant;
  }

  /**
   * Returns the codes of the legal moves of the player with balls {@code own}, who can move, in
   * the order of {@link #generate}.
   *
   * @param own the balls of the player to move
   * @param opponent the opponent's balls
   * @return a new array of the codes
   */
  public int[] legalCodes(long own, long opponent) {
    int[] buffer = buffer();
    return Arrays.copyOf(buffer, generate(own, opponent, buffer, 0));
  }

  /**
   * Tells whether the player with balls {@code own} to move goes on: the one rule of the end,
   * used by the rules' status, the fast playout and the solvers. By default a player with an
   * empty reserve has run out of balls (and a player with balls in reserve can always place: some
   * supported spot is empty until the pyramid is full); with {@code raiseWithEmptyReserve} he goes
   * on while he has a legal raise.
   *
   * @param own the balls of the player to move
   * @param opponent the opponent's balls
   * @return false when he has lost (out of balls, or no legal move)
   */
  public boolean canMove(long own, long opponent) {
    return Long.bitCount(own) < Board.BALLS_PER_PLAYER
        ? (own | opponent) != Board.FULL
        : raiseWithEmptyReserve && hasMove(own, opponent);
  }

  /**
   * Plays random moves until the game is over or {@code plyCap} moves are played, as the rules'
   * random playout documents, for rules without repetition draws: each move is {@code
   * random.nextInt(n)} of the {@code n} moves in the order of {@link #generate}. Allocates
   * nothing. The cap is checked by the caller.
   *
   * @param own the balls of the player to move
   * @param opponent the opponent's balls
   * @param toMove the player to move
   * @param plies the plies played so far, for the ply limit
   * @param random the source of the moves
   * @param plyCap the most moves to play, 0 or more
   * @return the winner, a draw at the ply limit, or {@link PlayoutResult#UNFINISHED} at the cap
   */
  public PlayoutResult run(
      long own, long opponent, Player toMove, int plies, RandomGenerator random, int plyCap) {
    int[] buffer = buffer();
    Player mover = toMove;
    for (int played = 0, ply = plies; ; played++, ply++) {
      if (!canMove(own, opponent)) {
        return PlayoutResult.winOf(mover.opponent());
      }
      if (plyLimit > 0 && ply >= plyLimit) {
        return PlayoutResult.DRAW;
      }
      if (played == plyCap) {
        return PlayoutResult.UNFINISHED;
      }
      int count = generate(own, opponent, buffer, 0);
      long moved = apply(own, buffer[random.nextInt(count)]);
      own = opponent;
      opponent = moved;
      mover = mover.opponent();
    }
  }

  private static int[] buffer() {
    int[] buffer = BUFFERS.get();
    if (buffer == null) {
      buffer = new int[MAX_MOVES];
      BUFFERS.set(buffer);
    }
    return buffer;
  }

  /**
   * Writes the codes of the legal moves of the player with balls {@code own} into {@code buffer}
   * from {@code start} and returns the end index: placements by target spot, then raises by
   * source spot and then target spot; each first without take-back, then with one take-back by
   * spot, then with two, by their lower spot and then their higher spot (the rules' move order).
   *
   * @param own the balls of the player to move, who can move
   * @param opponent the opponent's balls
   * @param buffer where the codes go, with room for {@link #MAX_MOVES} after {@code start}
   * @param start the first index to write
   * @return the index after the last code written
   */
  public int generate(long own, long opponent, int[] buffer, int start) {
    int n = start;
    long occupied = own | opponent;
    long empty = Board.FULL & ~occupied;
    if (Long.bitCount(own) < Board.BALLS_PER_PLAYER) {
      for (long e = empty; e != 0; e &= e - 1) {
        int to = Long.numberOfTrailingZeros(e);
        if ((Board.SUPPORT[to] & ~occupied) == 0) {
          long toBit = 1L << to;
          n = variants(own | toBit, occupied | toBit, to, PylosMoveCode.place(to), buffer, n);
        }
      }
    }
    for (long b = own; b != 0; b &= b - 1) {
      int from = Long.numberOfTrailingZeros(b);
      if ((Board.ABOVE[from] & occupied) != 0) {
        continue;
      }
      long fromBit = 1L << from;
      long rest = occupied & ~fromBit;
      for (long e = empty & Board.HIGHER[from]; e != 0; e &= e - 1) {
        int to = Long.numberOfTrailingZeros(e);
        if ((Board.SUPPORT[to] & ~rest) == 0) {
          long toBit = 1L << to;
          n = variants(
              (own & ~fromBit) | toBit, rest | toBit, to, PylosMoveCode.raise(from, to), buffer, n);
        }
      }
    }
    return n;
  }

  /** Writes a placement or raise without and with each legal choice of take-backs. */
  private int variants(long own, long occupied, int to, int code, int[] buffer, int start) {
    int n = start;
    buffer[n++] = code;
    if (!formed(to, own)) {
      return n;
    }
    long free = Board.free(own, occupied);
    for (long a = free; a != 0; a &= a - 1) {
      buffer[n++] = PylosMoveCode.withTakeBack(code, Long.numberOfTrailingZeros(a));
    }
    for (long xs = own; xs != 0; xs &= xs - 1) {
      int x = Long.numberOfTrailingZeros(xs);
      long onX = Board.ABOVE[x] & occupied;
      for (long ys = free & -(2L << x); ys != 0; ys &= ys - 1) {
        int y = Long.numberOfTrailingZeros(ys);
        if ((onX & ~(1L << y)) == 0) {
          buffer[n++] = PylosMoveCode.withTakeBacks(code, x, y);
        }
      }
    }
    return n;
  }

  /**
   * Writes the balls the opponent had before his last move, for each move of his that leads to
   * this position ({@code own} to move, {@code opponent} having just moved) from a position in
   * which he had a ball in reserve (so could move): the predecessors, for the solvers' backward
   * propagation. Every such predecessor is written, some perhaps more than once. Moves change
   * only the mover's balls, so the predecessor is the opponent's balls written here, to move,
   * against {@code own}.
   *
   * <p>Backwards, a move is: put back the balls taken back (none, one, or two, the second
   * perhaps resting on the first; then the moved ball must complete one of the opponent's
   * take-back patterns), then take off the moved ball (it rests on nothing and nothing rests on
   * it after the take-backs are put back) and, for a raise, put it on the lower spot it came from.
   *
   * @param own the balls of the player to move
   * @param opponent the balls of the player who just moved
   * @param buffer where the masks go, with room for {@link #MAX_PREDECESSORS} after {@code start}
   * @param start the first index to write
   * @return the index after the last one written
   */
  public int predecessors(long own, long opponent, long[] buffer, int start) {
    long occupied = own | opponent;
    long empty = Board.FULL & ~occupied;
    int n = unmoves(opponent, occupied, false, buffer, start);
    for (long e1 = empty; e1 != 0; e1 &= e1 - 1) {
      int r1 = Long.numberOfTrailingZeros(e1);
      long bit1 = 1L << r1;
      if ((Board.SUPPORT[r1] & ~occupied) != 0) {
        continue;
      }
      n = unmoves(opponent | bit1, occupied | bit1, true, buffer, n);
      for (long e2 = empty & ~bit1; e2 != 0; e2 &= e2 - 1) {
        int r2 = Long.numberOfTrailingZeros(e2);
        boolean onP = (Board.SUPPORT[r2] & ~occupied) == 0;
        // Two spots that rest on the position are one pair, met twice; one on the other, once.
        if (onP ? r2 < r1 : (Board.SUPPORT[r2] & ~(occupied | bit1)) != 0) {
          continue;
        }
        long bits = bit1 | 1L << r2;
        n = unmoves(opponent | bits, occupied | bits, true, buffer, n);
      }
    }
    return n;
  }

  /**
   * Writes the predecessors whose move, before its take-backs, left the mover with {@code
   * moved}: each free ball taken off (a placement) or put back on a lower spot (a raise).
   */
  private int unmoves(long moved, long occupied, boolean tookBack, long[] buffer, int start) {
    int n = start;
    if (Long.bitCount(moved) > Board.BALLS_PER_PLAYER) {
      return n;
    }
    long empty = Board.FULL & ~occupied;
    for (long b = moved; b != 0; b &= b - 1) {
      int to = Long.numberOfTrailingZeros(b);
      if ((Board.ABOVE[to] & occupied) != 0 || (tookBack && !formed(to, moved))) {
        continue;
      }
      long toBit = 1L << to;
      long before = moved & ~toBit;
      if (Long.bitCount(before) < Board.BALLS_PER_PLAYER) {
        buffer[n++] = before;
      }
      int level = Board.LEVEL[to];
      if (level == 0 || Long.bitCount(moved) >= Board.BALLS_PER_PLAYER) {
        continue;
      }
      // The spots below the moved ball's level that rest on the balls left: where it came from.
      for (long e = empty & ((1L << Board.LEVEL_BASE[level]) - 1); e != 0; e &= e - 1) {
        int from = Long.numberOfTrailingZeros(e);
        if ((Board.SUPPORT[from] & ~occupied) == 0) {
          buffer[n++] = before | 1L << from;
        }
      }
    }
    return n;
  }

  /**
   * Tells whether the ball on {@code to} completes a take-back pattern of {@code own}: a square,
   * or in the mature rules also a line; never in the children's rules.
   *
   * @param to the spot of the ball just placed or raised
   * @param own the player's balls, that ball among them
   * @return true when the player may take balls back
   */
  public boolean formed(int to, long own) {
    for (long pattern : patterns[to]) {
      if ((own & pattern) == pattern) {
        return true;
      }
    }
    return false;
  }

  /** Tells whether the player with balls {@code own} has a legal move. */
  private static boolean hasMove(long own, long opponent) {
    long occupied = own | opponent;
    if (occupied == Board.FULL) {
      return false;
    }
    if (Long.bitCount(own) < Board.BALLS_PER_PLAYER) {
      return true; // some empty spot is supported: one on the lowest level that is not full
    }
    long empty = Board.FULL & ~occupied;
    for (long b = own; b != 0; b &= b - 1) {
      int from = Long.numberOfTrailingZeros(b);
      if ((Board.ABOVE[from] & occupied) != 0) {
        continue;
      }
      long rest = occupied & ~(1L << from);
      for (long e = empty & Board.HIGHER[from]; e != 0; e &= e - 1) {
        if ((Board.SUPPORT[Long.numberOfTrailingZeros(e)] & ~rest) == 0) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Counts the empty supported spots where a ball of {@code own} would complete a take-back
   * pattern: the player's threats to take balls back, for the evaluation.
   *
   * @param own a player's balls
   * @param opponent the other player's balls
   * @return the number of such spots
   */
  public int takeBackSpots(long own, long opponent) {
    long occupied = own | opponent;
    int count = 0;
    for (long e = Board.FULL & ~occupied; e != 0; e &= e - 1) {
      int spot = Long.numberOfTrailingZeros(e);
      if ((Board.SUPPORT[spot] & ~occupied) == 0 && formed(spot, own | 1L << spot)) {
        count++;
      }
    }
    return count;
  }

  /**
   * Counts the free balls of {@code own} that have an empty supported spot to go up to, for the
   * evaluation.
   *
   * @param own a player's balls
   * @param opponent the other player's balls
   * @return the number of balls that can be raised now
   */
  public static int raisable(long own, long opponent) {
    long occupied = own | opponent;
    long empty = Board.FULL & ~occupied;
    int count = 0;
    for (long b = Board.free(own, occupied); b != 0; b &= b - 1) {
      int from = Long.numberOfTrailingZeros(b);
      long rest = occupied & ~(1L << from);
      for (long e = empty & Board.HIGHER[from]; e != 0; e &= e - 1) {
        if ((Board.SUPPORT[Long.numberOfTrailingZeros(e)] & ~rest) == 0) {
          count++;
          break;
        }
      }
    }
    return count;
  }

  /**
   * Returns the mover's balls after a move: the ball placed or raised, the balls taken back. What
   * a move does, for the rules' play, the playout and the solvers.
   *
   * @param own the mover's balls
   * @param code the move's code
   * @return his balls after it
   */
  public static long apply(long own, int code) {
    long result = own | 1L << PylosMoveCode.to(code);
    int from = PylosMoveCode.from(code);
    int low = PylosMoveCode.lowTakeBack(code);
    int high = PylosMoveCode.highTakeBack(code);
    if (from >= 0) {
      result &= ~(1L << from);
    }
    if (low >= 0) {
      result &= ~(1L << low);
    }
    if (high >= 0) {
      result &= ~(1L << high);
    }
    return result;
  }
}
