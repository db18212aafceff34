package io.github.boardrules.tzaar.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import java.util.SplittableRandom;

/**
 * The keys of the TZAAR position hash: one 64-bit key for each point, level in a stack (0 the
 * bottom, up to 29), colour and type of piece; one for each phase; one for BLACK to move. Filled
 * once from a fixed seed, so hashes are the same in every run; never changed afterwards.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class TzaarZobrist {
  /** The most pieces a stack holds: all 30 of one colour. */
  private static final int LEVELS = 30;

  /** PIECE[((point * LEVELS + level) * 2 + colour) * 3 + type code - 1]. */
  private static final long[] PIECE = new long[TzaarBoard.POINTS * LEVELS * 2 * 3];
  /** PHASE[phase]. */
  private static final long[] PHASE = new long[TzaarEngine.SECOND_ACTION + 1];
  /** BLACK is to move. */
  private static final long BLACK_TO_MOVE;

  static {
    SplittableRandom random = new SplittableRandom(0x7A4A_2000_0000_0001L);
    for (int i = 0; i < PIECE.length; i++) {
      PIECE[i] = random.nextLong();
    }
    for (int i = 0; i < PHASE.length; i++) {
      PHASE[i] = random.nextLong();
    }
    BLACK_TO_MOVE = random.nextLong();
  }

  private TzaarZobrist() {}

  /**
   * Returns the XOR of the keys of the pieces of a stack's content on a point, its bottom piece at
   * level {@code bottomLevel}: 0 for a stack standing on the point, the height of the stack below
   * when it is put on top of another.
   *
   * @param point the point
   * @param colour {@link TzaarEngine#WHITE} or {@link TzaarEngine#BLACK}
   * @param content the stack's content ({@link TzaarStacks})
   * @param bottomLevel the level of its bottom piece
   * @return the keys' XOR
   */
  public static long stack(int point, int colour, long content, int bottomLevel) {
    long h = 0;
    int base = (point * LEVELS + bottomLevel) * 2 + colour;
    for (long c = content; c != 0; c >>>= 2, base += 2) {
      h ^= PIECE[base * 3 + (int) (c & 3) - 1];
    }
    return h;
  }

  /**
   * Returns the key of the colour to move and the phase.
   *
   * @param toMove {@link TzaarEngine#WHITE} or {@link TzaarEngine#BLACK}
   * @param phase {@link TzaarEngine#PLACEMENT} to {@link TzaarEngine#SECOND_ACTION}
   * @return the key
   */
  public static long turn(int toMove, int phase) {
    return PHASE[phase] ^ (toMove == TzaarEngine.BLACK ? BLACK_TO_MOVE : 0);
  }

  /**
   * Returns the change of the hash that a move makes to a position, but for the turn keys ({@link
   * #turn}): only the stacks the move touches.
   *
   * @param contents the stack contents before the move
   * @param toMove the colour to move before it
   * @param code the move's code ({@link TzaarEngine})
   * @return the XOR to apply
   */
  public static long moveChange(long[] contents, int toMove, int code) {
    int kind = code >>> 12;
    int a = (code >>> 6) & 63;
    int b = code & 63;
    switch (kind) {
      case TzaarEngine.CAPTURE: {
        long moving = contents[a];
        return stack(a, toMove, moving, 0)
            ^ stack(b, toMove ^ 1, contents[b], 0)
            ^ stack(b, toMove, moving, 0);
      }
      case TzaarEngine.STACK: {
        long moving = contents[a];
        return stack(a, toMove, moving, 0)
            ^ stack(b, toMove, moving, TzaarStacks.height(contents[b]));
      }
      case TzaarEngine.PASS:
        return 0;
      default:
        return stack(b, a / 3, a % 3 + 1, 0);
    }
  }

  /**
   * Computes the hash of a position from all its parts.
   *
   * @param contents the stack contents by point
   * @param white the WHITE stacks
   * @param black the BLACK stacks
   * @param toMove the colour to move
   * @param phase the phase
   * @return the hash
   */
  public static long fromScratch(long[] contents, long white, long black, int toMove, int phase) {
    long h = turn(toMove, phase);
    for (long rest = white | black; rest != 0; rest &= rest - 1) {
      int p = Long.numberOfTrailingZeros(rest);
      int colour = (white & (1L << p)) != 0 ? TzaarEngine.WHITE : TzaarEngine.BLACK;
      h ^= stack(p, colour, contents[p], 0);
    }
    return h;
  }
}
