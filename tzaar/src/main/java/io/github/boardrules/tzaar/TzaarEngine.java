package io.github.boardrules.tzaar;

import io.github.boardrules.core.PlayoutResult;
import java.util.List;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The TZAAR engine: a mutable position for move generation and play, the one implementation of
 * the turn structure, used by {@link Tzaar#legalMoves}, {@link Tzaar#playUnchecked}, {@link
 * Tzaar#status} and the random-playout fast path ({@link #run}), so that they cannot disagree.
 *
 * <p>Moves are int codes: {@code kind << 12 | a << 6 | b}, kind 0 capture (a from, b to), 1 stack
 * (a from, b to), 2 pass, 3 place (a the piece's ordinal, b the point).
 */
final class TzaarEngine {
  static final int CAPTURE = 0;
  static final int STACK = 1;
  static final int PASS = 2;
  static final int PLACE = 3;
  static final int PASS_CODE = PASS << 12;

  /**
   * The most legal moves a position can have: 30 stacks in 6 directions and a pass, or 60 x 3
   * placements. Buffers for {@link #generate} are twice as long: stack moves are gathered at the
   * end first.
   */
  static final int MAX_MOVES = 181;

  /** The length of a buffer for {@link #generate}. */
  static final int BUFFER = 2 * MAX_MOVES;

  /** No player has lost. */
  static final int ONGOING = -1;

  /**
   * One move-code buffer per thread, for {@link #legalMoves} (which copies the codes out before
   * returning, so a list costs its moves array only) and {@link #run}. Neither calls the other,
   * so a buffer is never used twice at once.
   */
  private static final ThreadLocal<int @Nullable []> BUFFERS = new ThreadLocal<>();

  final long[] contents;
  long white;
  long black;
  long tzaars;
  long tzarras;
  TzaarColour toMove;
  TzaarPhase phase;

  private TzaarEngine(long[] contents, TzaarState state) {
    this.contents = contents;
    this.white = state.white();
    this.black = state.black();
    this.tzaars = state.tzaars();
    this.tzarras = state.tzarras();
    this.toMove = state.colourToMove();
    this.phase = state.phase();
  }

  /** A read-only view sharing the state's contents: never {@link #apply} to it. */
  static TzaarEngine view(TzaarState state) {
    return new TzaarEngine(state.stacksShared(), state);
  }

  /** A copy that may be played on. */
  static TzaarEngine copyOf(TzaarState state) {
    return new TzaarEngine(state.stacksShared().clone(), state);
  }

  /** Returns the state of this position, whose Zobrist hash is {@code zobrist}. */
  TzaarState toState(long zobrist) {
    return new TzaarState(contents, white, black, tzaars, tzarras, toMove, phase, zobrist);
  }

  /** Returns this thread's move-code buffer. */
  private static int[] buffer() {
    int[] codes = BUFFERS.get();
    if (codes == null) {
      codes = new int[BUFFER];
      BUFFERS.set(codes);
    }
    return codes;
  }

  /** Returns the legal moves of {@code state}, in the order {@link Tzaar#legalMoves} documents. */
  static List<TzaarMove> legalMoves(TzaarState state) {
    int[] codes = buffer();
    int n = view(state).generate(codes);
    TzaarMove[] moves = new TzaarMove[n];
    for (int i = 0; i < n; i++) {
      moves[i] = move(codes[i]);
    }
    return new MoveList<>(moves);
  }

  /** Returns the state after {@code move} (not checked) from {@code state}, its hash updated. */
  static TzaarState play(TzaarState state, TzaarMove move) {
    TzaarEngine engine = copyOf(state);
    int code = code(move);
    long hash = state.positionHash()
        ^ TzaarZobrist.moveChange(state, code)
        ^ TzaarZobrist.turn(state.colourToMove(), state.phase());
    engine.apply(code);
    return engine.toState(hash ^ TzaarZobrist.turn(engine.toMove, engine.phase));
  }

  /**
   * Plays random moves on this copy until the game ends or {@code plyCap} moves are played, each
   * drawn as {@code random.nextInt(n)} over the legal moves in {@link #generate}'s order.
   */
  PlayoutResult run(RandomGenerator random, int plyCap) {
    int[] codes = buffer();
    for (int ply = 0; ; ply++) {
      int n = generate(codes);
      if (n == 0) {
        return PlayoutResult.winOf(TzaarColour.values()[loser()].opponent().player());
      }
      if (ply == plyCap) {
        return PlayoutResult.UNFINISHED;
      }
      apply(codes[random.nextInt(n)]);
    }
  }

  static TzaarMove move(int code) {
    int a = (code >>> 6) & 63;
    int b = code & 63;
    return switch (code >>> 12) {
      case CAPTURE -> TzaarMove.capture(a, b);
      case STACK -> TzaarMove.stack(a, b);
      case PASS -> TzaarMove.pass();
      default -> TzaarMove.place(a, b);
    };
  }

  static int code(TzaarMove move) {
    return switch (move.kind()) {
      case CAPTURE -> (CAPTURE << 12) | (move.fromIndex() << 6) | move.toIndex();
      case STACK -> (STACK << 12) | (move.fromIndex() << 6) | move.toIndex();
      case PASS -> PASS_CODE;
      case PLACE -> (PLACE << 12) | (move.placedPiece().ordinal() << 6) | move.toIndex();
    };
  }

  long own() {
    return toMove == TzaarColour.WHITE ? white : black;
  }

  long enemy() {
    return toMove == TzaarColour.WHITE ? black : white;
  }

  /** Tells whether the stacks of {@code mask} lack one of the three types on top. */
  boolean lacksAType(long mask) {
    return (mask & tzaars) == 0 || (mask & tzarras) == 0 || (mask & ~tzaars & ~tzarras) == 0;
  }

  /**
   * Returns the loser, or {@link #ONGOING}: in the play phases, a player without one of the three
   * types on top (the player to move when, unreachably, both are), else the player to move when
   * his turn starts and he cannot capture.
   */
  int loser() {
    if (phase == TzaarPhase.PLACEMENT) {
      return ONGOING;
    }
    boolean ownLacks = lacksAType(own());
    if (ownLacks || lacksAType(enemy())) {
      return ownLacks ? toMove.ordinal() : toMove.opponent().ordinal();
    }
    if (phase.captureRequired() && !hasCapture()) {
      return toMove.ordinal();
    }
    return ONGOING;
  }

  boolean hasCapture() {
    long own = own();
    long enemy = enemy();
    long occupied = own | enemy;
    for (long rest = own; rest != 0; rest &= rest - 1) {
      int p = Long.numberOfTrailingZeros(rest);
      int height = TzaarStack.height(contents[p]);
      for (long c = targets(p, occupied) & enemy; c != 0; c &= c - 1) {
        if (TzaarStack.height(contents[Long.numberOfTrailingZeros(c)]) <= height) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Returns the first occupied point along each of the six rays from {@code p}, as a mask: the
   * lowest hit of the rays whose indices rise, the highest of those whose indices fall.
   */
  private static long targets(int p, long occupied) {
    long[] ray = TzaarBoard.RAY;
    int base = p * TzaarBoard.DIRECTIONS;
    return Long.lowestOneBit(ray[base] & occupied)
        | Long.lowestOneBit(ray[base + 1] & occupied)
        | Long.lowestOneBit(ray[base + 2] & occupied)
        | Long.highestOneBit(ray[base + 3] & occupied)
        | Long.highestOneBit(ray[base + 4] & occupied)
        | Long.highestOneBit(ray[base + 5] & occupied);
  }

  /**
   * Writes the legal moves' codes into {@code out} (at least {@link #BUFFER} long), in the order of
   * {@link Tzaar#legalMoves}, and returns their number; 0 when the game is over.
   */
  int generate(int[] out) {
    if (phase == TzaarPhase.PLACEMENT) {
      return placements(out);
    }
    long own = own();
    long enemy = enemy();
    if (lacksAType(own) || lacksAType(enemy)) {
      return 0;
    }
    long occupied = own | enemy;
    boolean captureOnly = phase.captureRequired();
    int n = 0;
    // Stack moves are gathered at the end of the buffer, backwards, and moved behind the captures.
    int stacks = out.length;
    for (long rest = own; rest != 0; rest &= rest - 1) {
      int p = Long.numberOfTrailingZeros(rest);
      int height = TzaarStack.height(contents[p]);
      long targets = targets(p, occupied);
      for (long c = targets & enemy; c != 0; c &= c - 1) {
        int t = Long.numberOfTrailingZeros(c);
        if (TzaarStack.height(contents[t]) <= height) {
          out[n++] = (CAPTURE << 12) | (p << 6) | t;
        }
      }
      if (!captureOnly) {
        for (long c = targets & own; c != 0; c &= c - 1) {
          out[--stacks] = (STACK << 12) | (p << 6) | Long.numberOfTrailingZeros(c);
        }
      }
    }
    if (captureOnly) {
      return n;
    }
    for (int i = out.length - 1; i >= stacks; i--) {
      out[n++] = out[i];
    }
    out[n++] = PASS_CODE;
    return n;
  }

  private int placements(int[] out) {
    long own = own();
    int base = toMove.ordinal() * 3;
    boolean[] available = new boolean[3];
    for (TzaarType type : TzaarType.values()) {
      available[type.ordinal()] = Long.bitCount(own & typeMask(type)) < type.count();
    }
    int n = 0;
    for (long empty = ~(white | black) & TzaarBoard.ALL; empty != 0; empty &= empty - 1) {
      int p = Long.numberOfTrailingZeros(empty);
      for (int type = 0; type < 3; type++) {
        if (available[type]) {
          out[n++] = (PLACE << 12) | ((base + type) << 6) | p;
        }
      }
    }
    return n;
  }

  private long typeMask(TzaarType type) {
    return switch (type) {
      case TZAAR -> tzaars;
      case TZARRA -> tzarras;
      case TOTT -> (white | black) & ~tzaars & ~tzarras;
    };
  }

  /** Plays a legal move's code. */
  void apply(int code) {
    int kind = code >>> 12;
    int a = (code >>> 6) & 63;
    int b = code & 63;
    switch (kind) {
      case CAPTURE, STACK -> {
        long fromBit = 1L << a;
        long toBit = 1L << b;
        long moving = contents[a];
        contents[b] =
            kind == CAPTURE
                ? moving
                : contents[b] | moving << (2 * TzaarStack.height(contents[b]));
        contents[a] = 0;
        if (toMove == TzaarColour.WHITE) {
          white = (white & ~fromBit) | toBit;
          black &= ~toBit;
        } else {
          black = (black & ~fromBit) | toBit;
          white &= ~toBit;
        }
        tzaars = (tzaars & fromBit) != 0 ? (tzaars & ~fromBit) | toBit : tzaars & ~toBit;
        tzarras = (tzarras & fromBit) != 0 ? (tzarras & ~fromBit) | toBit : tzarras & ~toBit;
      }
      case PASS -> {
        // nothing moves
      }
      default -> {
        TzaarPiece piece = TzaarPiece.ofOrdinal(a);
        long bit = 1L << b;
        contents[b] = piece.type().code();
        if (piece.colour() == TzaarColour.WHITE) {
          white |= bit;
        } else {
          black |= bit;
        }
        if (piece.type() == TzaarType.TZAAR) {
          tzaars |= bit;
        } else if (piece.type() == TzaarType.TZARRA) {
          tzarras |= bit;
        }
      }
    }
    switch (phase) {
      case PLACEMENT -> {
        if ((white | black) == TzaarBoard.ALL) {
          phase = TzaarPhase.OPENING;
          toMove = TzaarColour.WHITE;
        } else {
          toMove = toMove.opponent();
        }
      }
      case OPENING, SECOND_ACTION -> {
        phase = TzaarPhase.CAPTURE;
        toMove = toMove.opponent();
      }
      case CAPTURE -> phase = TzaarPhase.SECOND_ACTION;
    }
  }
}
