package io.github.boardrules.pylos;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.PlyCount;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The Pylos engine of one configured game: move generation on bit masks (the player to move's
 * balls, "own", and the opponent's), what a move does, the rule of the end ({@link #canMove}) and
 * the random playout. {@link Pylos#legalMoves}, {@link Pylos#playUnchecked}, {@link Pylos#status},
 * {@link Pylos#randomPlayout}, {@link PylosLegality} and the solvers all run on it, so a rule
 * exists once. Moves are int codes (see {@link #generate}). Immutable and thread-safe: the move
 * buffers are per thread.
 */
final class PylosEngine {
  /** The most legal moves a position can have: 226 placements or raises, 121 take-back choices. */
  static final int MAX_MOVES = 226 * 121;

  /** Each thread's move buffer, made on its first use (the Checker's stub wants it nullable). */
  private static final ThreadLocal<int @Nullable []> BUFFERS = new ThreadLocal<>();

  /** The history of a state when repetitions are not counted. */
  static final long[] NO_HISTORY = new long[0];

  private static final PylosMove[] PLACES = new PylosMove[Board.SPOTS];
  private static final PylosMove[] RAISES = new PylosMove[Board.SPOTS * Board.SPOTS];

  static {
    for (int to = 0; to < Board.SPOTS; to++) {
      PLACES[to] = new PylosMove(-1, to, 0);
      for (int from = 0; from < Board.SPOTS; from++) {
        RAISES[from * Board.SPOTS + to] = new PylosMove(from, to, 0);
      }
    }
  }

  private final boolean raiseWithEmptyReserve;
  private final int plyLimit;
  private final int repetitions;
  /** For each spot, the squares and lines through it that give a take-back. */
  private final long[][] patterns;

  PylosEngine(PylosRuleSet ruleSet, boolean raiseWithEmptyReserve, int plyLimit, int repetitions) {
    this.raiseWithEmptyReserve = raiseWithEmptyReserve;
    this.plyLimit = plyLimit;
    this.repetitions = repetitions;
    this.patterns = new long[Board.SPOTS][];
    for (int i = 0; i < Board.SPOTS; i++) {
      switch (ruleSet) {
        case CHILDREN:
          patterns[i] = new long[0];
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

  /** Returns the legal moves of the player with balls {@code own}, who can move. */
  List<PylosMove> legalMoves(long own, long opponent) {
    int[] buffer = buffer();
    return new MoveList(Arrays.copyOf(buffer, generate(own, opponent, buffer, 0)));
  }

  /** Returns the state after a move (not checked), its hash and history updated. */
  PylosState play(PylosState state, PylosMove move) {
    Player mover = state.toMove();
    long before = state.balls(mover);
    long own = apply(before, code(move));
    long light = mover == Pylos.LIGHT ? own : state.light();
    long dark = mover == Pylos.LIGHT ? state.dark() : own;
    // Only the mover's balls change: XOR the keys of the spots that gained or lost a ball, and
    // the player-to-move key, which flips every ply.
    long hash = state.positionHash() ^ PylosZobrist.balls(mover, before ^ own)
        ^ PylosZobrist.DARK_TO_MOVE;
    return new PylosState(
        light, dark, mover.opponent(), PlyCount.next(state.plies()), nextHistory(state), hash);
  }

  private long[] nextHistory(PylosState state) {
    if (repetitions == 0) {
      return NO_HISTORY;
    }
    long[] old = state.history();
    long[] history = Arrays.copyOf(old, old.length + 1);
    history[old.length] = state.key();
    return history;
  }

  /**
   * Tells whether the player with balls {@code own} to move goes on: the one rule of the end,
   * used by {@link Pylos#status}, the fast playout and the solvers. By default a player with an
   * empty reserve has run out of balls (and a player with balls in reserve can always place: some
   * supported spot is empty until the pyramid is full); with {@link
   * Pylos#raiseWithEmptyReserve()} he goes on while he has a legal raise.
   */
  boolean canMove(long own, long opponent) {
    return Long.bitCount(own) < Board.BALLS_PER_PLAYER
        ? (own | opponent) != Board.FULL
        : raiseWithEmptyReserve && hasMove(own, opponent);
  }

  /**
   * Plays random moves from {@code state} as {@link Pylos#randomPlayout} documents, for rules
   * without repetition draws; the cap is checked by the caller.
   */
  PlayoutResult run(PylosState state, RandomGenerator random, int plyCap) {
    int[] buffer = buffer();
    Player mover = state.toMove();
    long own = state.balls(mover);
    long opponent = state.balls(mover.opponent());
    for (int played = 0, plies = state.plies(); ; played++, plies++) {
      if (!canMove(own, opponent)) {
        return PlayoutResult.winOf(mover.opponent());
      }
      if (plyLimit > 0 && plies >= plyLimit) {
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
   * from {@code start}, in the order of {@link Pylos#legalMoves}, and returns the end index. A
   * code is {@code to | (from + 1) << 5 | (lower take-back + 1) << 10 | (higher take-back + 1) <<
   * 15}, with 0 for an absent part.
   */
  int generate(long own, long opponent, int[] buffer, int start) {
    int n = start;
    long occupied = own | opponent;
    long empty = Board.FULL & ~occupied;
    if (Long.bitCount(own) < Board.BALLS_PER_PLAYER) {
      for (long e = empty; e != 0; e &= e - 1) {
        int to = Long.numberOfTrailingZeros(e);
        if ((Board.SUPPORT[to] & ~occupied) == 0) {
          long toBit = 1L << to;
          n = variants(own | toBit, occupied | toBit, to, to, buffer, n);
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
          n = variants((own & ~fromBit) | toBit, rest | toBit, to, to | (from + 1) << 5, buffer, n);
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
      buffer[n++] = code | (Long.numberOfTrailingZeros(a) + 1) << 10;
    }
    for (long xs = own; xs != 0; xs &= xs - 1) {
      int x = Long.numberOfTrailingZeros(xs);
      long onX = Board.ABOVE[x] & occupied;
      for (long ys = free & -(2L << x); ys != 0; ys &= ys - 1) {
        int y = Long.numberOfTrailingZeros(ys);
        if ((onX & ~(1L << y)) == 0) {
          buffer[n++] = code | (x + 1) << 10 | (y + 1) << 15;
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
   * @return the index after the last one written
   */
  int predecessors(long own, long opponent, long[] buffer, int start) {
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

  /** Tells whether the ball on {@code to} completes a take-back pattern of {@code own}. */
  boolean formed(int to, long own) {
    for (long pattern : patterns[to]) {
      if ((own & pattern) == pattern) {
        return true;
      }
    }
    return false;
  }

  /** Tells whether the player with balls {@code own} has a legal move. */
  static boolean hasMove(long own, long opponent) {
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

  /** Returns the mover's balls after the move with this code. */
  static long apply(long own, int code) {
    long result = own | 1L << (code & 31);
    int from = (code >>> 5) & 31;
    int low = (code >>> 10) & 31;
    int high = (code >>> 15) & 31;
    if (from != 0) {
      result &= ~(1L << (from - 1));
    }
    if (low != 0) {
      result &= ~(1L << (low - 1));
    }
    if (high != 0) {
      result &= ~(1L << (high - 1));
    }
    return result;
  }

  /** Returns the code of a move; see {@link #generate}. */
  static int code(PylosMove move) {
    int code = move.to() | (move.fromSpot() + 1) << 5;
    long takeBacks = move.takeBackMask();
    if (takeBacks != 0) {
      int low = Long.numberOfTrailingZeros(takeBacks);
      int high = 63 - Long.numberOfLeadingZeros(takeBacks);
      code |= (low + 1) << 10;
      if (high != low) {
        code |= (high + 1) << 15;
      }
    }
    return code;
  }

  /** Returns the move of a code; moves without take-backs are shared. */
  static PylosMove move(int code) {
    int to = code & 31;
    int from = ((code >>> 5) & 31) - 1;
    int low = (code >>> 10) & 31;
    int high = (code >>> 15) & 31;
    if (low == 0) {
      return from < 0 ? PLACES[to] : RAISES[from * Board.SPOTS + to];
    }
    long takeBacks = 1L << (low - 1) | (high == 0 ? 0 : 1L << (high - 1));
    return new PylosMove(from, to, takeBacks);
  }
}
