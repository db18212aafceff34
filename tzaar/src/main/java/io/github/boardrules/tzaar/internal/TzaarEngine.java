package io.github.boardrules.tzaar.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.api.API;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The TZAAR engine: a mutable position for move generation and play, the one implementation of
 * the turn structure, used by the rules' move list, play and status and by the random-playout fast
 * path ({@link #run}), so that they cannot disagree.
 *
 * <p>A position is in primitive form: the stack contents by point ({@link TzaarStacks}), the
 * points of each colour and those with a Tzaar or a Tzarra on top as masks ({@link TzaarBoard}),
 * the colour to move ({@link #WHITE}, {@link #BLACK}) and the phase ({@link #PLACEMENT} to {@link
 * #SECOND_ACTION}). Piece types are {@link #TZAAR}, {@link #TZARRA}, {@link #TOTT}, a piece is
 * {@code colour * 3 + type}.
 *
 * <p>Moves are int codes: {@code kind << 12 | a << 6 | b}, kind {@link #CAPTURE} (a from, b to),
 * {@link #STACK} (a from, b to), {@link #PASS}, {@link #PLACE} (a the piece, b the point).
 */
@API(status = INTERNAL, since = "0.1.0")
public final class TzaarEngine {
  /** The colour that starts. */
  public static final int WHITE = 0;
  /** The colour that moves second. */
  public static final int BLACK = 1;

  /** The Tzaar: 6 per player, type code 1. */
  public static final int TZAAR = 0;
  /** The Tzarra: 9 per player, type code 2. */
  public static final int TZARRA = 1;
  /** The Tott: 15 per player, type code 3. */
  public static final int TOTT = 2;

  /** The tournament setup's placement phase. */
  public static final int PLACEMENT = 0;
  /** WHITE's very first turn: one capture. */
  public static final int OPENING = 1;
  /** The first action of a turn: a compulsory capture. */
  public static final int FIRST_ACTION = 2;
  /** The second action of a turn: a capture, a stack or a pass. */
  public static final int SECOND_ACTION = 3;

  /** Move kind: a capture. */
  public static final int CAPTURE = 0;
  /** Move kind: a stack onto an own stack. */
  public static final int STACK = 1;
  /** Move kind: the pass. */
  public static final int PASS = 2;
  /** Move kind: a placement. */
  public static final int PLACE = 3;
  /** The code of the pass. */
  public static final int PASS_CODE = PASS << 12;

  /**
   * The most legal moves a position can have: 30 stacks in 6 directions and a pass, or 60 x 3
   * placements. Buffers for {@link #generate} are twice as long: stack moves are gathered at the
   * end first.
   */
  public static final int MAX_MOVES = 181;

  /** The length of a buffer for {@link #generate}. */
  public static final int BUFFER = 2 * MAX_MOVES;

  /** No player has lost. */
  public static final int ONGOING = -1;

  /** The pieces of each type a player has. */
  private static final int[] TYPE_COUNTS = {6, 9, 15};

  /**
   * One move-code buffer per thread, for the rules' move list (which copies the codes out before
   * returning, so a list costs its moves array only) and {@link #run}. Neither calls the other, so
   * a buffer is never used twice at once.
   */
  private static final ThreadLocal<int @Nullable []> BUFFERS = new ThreadLocal<>();

  private final long[] contents;
  private long white;
  private long black;
  private long tzaars;
  private long tzarras;
  private int toMove;
  private int phase;

  private TzaarEngine(
      long[] contents, long white, long black, long tzaars, long tzarras, int toMove, int phase) {
    this.contents = contents;
    this.white = white;
    this.black = black;
    this.tzaars = tzaars;
    this.tzarras = tzarras;
    this.toMove = toMove;
    this.phase = phase;
  }

  /**
   * Returns a read-only view sharing a position's contents: never {@link #apply} to it.
   *
   * @param contents the stack contents by point
   * @param white the WHITE stacks
   * @param black the BLACK stacks
   * @param tzaars the stacks with a Tzaar on top
   * @param tzarras the stacks with a Tzarra on top
   * @param toMove the colour to move
   * @param phase the phase
   * @return the view
   */
  public static TzaarEngine view(
      long[] contents, long white, long black, long tzaars, long tzarras, int toMove, int phase) {
    return new TzaarEngine(contents, white, black, tzaars, tzarras, toMove, phase);
  }

  /**
   * Returns a copy of a position that may be played on.
   *
   * @param contents the stack contents by point, copied
   * @param white the WHITE stacks
   * @param black the BLACK stacks
   * @param tzaars the stacks with a Tzaar on top
   * @param tzarras the stacks with a Tzarra on top
   * @param toMove the colour to move
   * @param phase the phase
   * @return the copy
   */
  public static TzaarEngine copyOf(
      long[] contents, long white, long black, long tzaars, long tzarras, int toMove, int phase) {
    return new TzaarEngine(contents.clone(), white, black, tzaars, tzarras, toMove, phase);
  }

  /**
   * Returns the pieces of a type each player has.
   *
   * @param type {@link #TZAAR}, {@link #TZARRA} or {@link #TOTT}
   * @return 6, 9 or 15
   */
  public static int typeCount(int type) {
    return TYPE_COUNTS[type];
  }

  /**
   * Returns this thread's move-code buffer, {@link #BUFFER} long.
   *
   * @return the buffer
   */
  public static int[] buffer() {
    int[] codes = BUFFERS.get();
    if (codes == null) {
      codes = new int[BUFFER];
      BUFFERS.set(codes);
    }
    return codes;
  }

  /**
   * Returns the stack contents by point: shared, read them only.
   *
   * @return the contents
   */
  public long[] contents() {
    return contents;
  }

  /**
   * Returns the WHITE stacks.
   *
   * @return the mask
   */
  public long white() {
    return white;
  }

  /**
   * Returns the BLACK stacks.
   *
   * @return the mask
   */
  public long black() {
    return black;
  }

  /**
   * Returns the stacks with a Tzaar on top.
   *
   * @return the mask
   */
  public long tzaars() {
    return tzaars;
  }

  /**
   * Returns the stacks with a Tzarra on top.
   *
   * @return the mask
   */
  public long tzarras() {
    return tzarras;
  }

  /**
   * Returns the colour to move.
   *
   * @return {@link #WHITE} or {@link #BLACK}
   */
  public int toMove() {
    return toMove;
  }

  /**
   * Returns the phase.
   *
   * @return {@link #PLACEMENT} to {@link #SECOND_ACTION}
   */
  public int phase() {
    return phase;
  }

  /**
   * Plays random moves on this copy until the game ends or {@code plyCap} moves are played, each
   * drawn as {@code random.nextInt(n)} over the legal moves in {@link #generate}'s order.
   *
   * @param random the source of the moves
   * @param plyCap the most moves to play
   * @return the winner, or {@link PlayoutResult#UNFINISHED} at the cap
   */
  public PlayoutResult run(RandomGenerator random, int plyCap) {
    int[] codes = buffer();
    for (int ply = 0; ; ply++) {
      int n = generate(codes);
      if (n == 0) {
        return loser() == WHITE ? PlayoutResult.SECOND_WINS : PlayoutResult.FIRST_WINS;
      }
      if (ply == plyCap) {
        return PlayoutResult.UNFINISHED;
      }
      apply(codes[random.nextInt(n)]);
    }
  }

  private long own() {
    return toMove == WHITE ? white : black;
  }

  private long enemy() {
    return toMove == WHITE ? black : white;
  }

  /**
   * Tells whether the stacks of {@code mask} lack one of the three types on top.
   *
   * @param mask the stacks of one colour
   * @return true when a type is missing
   */
  public boolean lacksAType(long mask) {
    return (mask & tzaars) == 0 || (mask & tzarras) == 0 || (mask & ~tzaars & ~tzarras) == 0;
  }

  /**
   * Returns the loser: in the play phases, a player without one of the three types on top (the
   * player to move when, unreachably, both are), else the player to move when his turn starts and
   * he cannot capture.
   *
   * @return the losing colour, or {@link #ONGOING}
   */
  public int loser() {
    if (phase == PLACEMENT) {
      return ONGOING;
    }
    boolean ownLacks = lacksAType(own());
    if (ownLacks || lacksAType(enemy())) {
      return ownLacks ? toMove : toMove ^ 1;
    }
    if (captureRequired(phase) && !hasCapture()) {
      return toMove;
    }
    return ONGOING;
  }

  /**
   * Tells whether the player to move must capture: the opening and the first action of a turn.
   *
   * @param phase the phase
   * @return true for {@link #OPENING} and {@link #FIRST_ACTION}
   */
  public static boolean captureRequired(int phase) {
    return phase == OPENING || phase == FIRST_ACTION;
  }

  private boolean hasCapture() {
    long own = own();
    long enemy = enemy();
    long occupied = own | enemy;
    for (long rest = own; rest != 0; rest &= rest - 1) {
      int p = Long.numberOfTrailingZeros(rest);
      int height = TzaarStacks.height(contents[p]);
      for (long c = targets(p, occupied) & enemy; c != 0; c &= c - 1) {
        if (TzaarStacks.height(contents[Long.numberOfTrailingZeros(c)]) <= height) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Returns the first occupied point along each of the six rays from {@code p}, as a mask: the
   * lowest hit of the rays whose indices rise, the highest of those whose indices fall. These are
   * the stacks that a stack on {@code p} could capture or stack on.
   *
   * @param p a point
   * @param occupied the occupied points
   * @return the points seen from {@code p}
   */
  public static long targets(int p, long occupied) {
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
   * Writes the legal moves' codes into {@code out}, in the order of the rules' move list: captures
   * by the moving stack's point, then by the target point; in a second action the stack moves in
   * the same order, then the pass; placements by point, then type.
   *
   * @param out at least {@link #BUFFER} long
   * @return the number of moves; 0 when the game is over
   */
  public int generate(int[] out) {
    if (phase == PLACEMENT) {
      return placements(out);
    }
    long own = own();
    long enemy = enemy();
    if (lacksAType(own) || lacksAType(enemy)) {
      return 0;
    }
    long occupied = own | enemy;
    boolean captureOnly = captureRequired(phase);
    int n = 0;
    // Stack moves are gathered at the end of the buffer, backwards, and moved behind the captures.
    int stacks = out.length;
    for (long rest = own; rest != 0; rest &= rest - 1) {
      int p = Long.numberOfTrailingZeros(rest);
      int height = TzaarStacks.height(contents[p]);
      long targets = targets(p, occupied);
      for (long c = targets & enemy; c != 0; c &= c - 1) {
        int t = Long.numberOfTrailingZeros(c);
        if (TzaarStacks.height(contents[t]) <= height) {
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
    int base = toMove * 3;
    boolean[] available = new boolean[3];
    for (int type = TZAAR; type <= TOTT; type++) {
      available[type] = Long.bitCount(own & typeMask(type)) < TYPE_COUNTS[type];
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

  /**
   * Returns the stacks whose top piece has a type.
   *
   * @param type {@link #TZAAR}, {@link #TZARRA} or {@link #TOTT}
   * @return the mask
   */
  public long typeMask(int type) {
    return switch (type) {
      case TZAAR -> tzaars;
      case TZARRA -> tzarras;
      default -> (white | black) & ~tzaars & ~tzarras;
    };
  }

  /**
   * Plays a legal move's code.
   *
   * @param code the move
   */
  public void apply(int code) {
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
                : contents[b] | moving << (2 * TzaarStacks.height(contents[b]));
        contents[a] = 0;
        if (toMove == WHITE) {
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
        int colour = a / 3;
        int type = a % 3;
        long bit = 1L << b;
        contents[b] = type + 1L;
        if (colour == WHITE) {
          white |= bit;
        } else {
          black |= bit;
        }
        if (type == TZAAR) {
          tzaars |= bit;
        } else if (type == TZARRA) {
          tzarras |= bit;
        }
      }
    }
    switch (phase) {
      case PLACEMENT -> {
        if ((white | black) == TzaarBoard.ALL) {
          phase = OPENING;
          toMove = WHITE;
        } else {
          toMove ^= 1;
        }
      }
      case OPENING, SECOND_ACTION -> {
        phase = FIRST_ACTION;
        toMove ^= 1;
      }
      default -> phase = SECOND_ACTION;
    }
  }
}
