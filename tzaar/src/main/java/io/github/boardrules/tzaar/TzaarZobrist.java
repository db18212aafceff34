package io.github.boardrules.tzaar;

import java.util.SplittableRandom;

/**
 * The keys of {@link TzaarState#positionHash()}: one 64-bit key for each point, level in a stack
 * (0 the bottom, up to 29), colour and type of piece; one for each phase; one for BLACK to move.
 * Filled once from a fixed seed, so hashes are the same in every run; never changed afterwards.
 */
final class TzaarZobrist {
  /** The most pieces a stack holds: all 30 of one colour. */
  private static final int LEVELS = 30;

  /** PIECE[((point * LEVELS + level) * 2 + colour) * 3 + type code - 1]. */
  private static final long[] PIECE = new long[TzaarPoint.COUNT * LEVELS * 2 * 3];
  /** PHASE[phase ordinal]. */
  private static final long[] PHASE = new long[TzaarPhase.values().length];
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
   * Returns the XOR of the keys of the pieces of a stack's content code on a point, its bottom
   * piece at level {@code bottomLevel}: 0 for a stack standing on the point, the height of the
   * stack below when it is put on top of another.
   */
  static long stack(int point, TzaarColour colour, long content, int bottomLevel) {
    long h = 0;
    int base = (point * LEVELS + bottomLevel) * 2 + colour.ordinal();
    for (long c = content; c != 0; c >>>= 2, base += 2) {
      h ^= PIECE[base * 3 + (int) (c & 3) - 1];
    }
    return h;
  }

  /** Returns the key of the player to move and the phase. */
  static long turn(TzaarColour toMove, TzaarPhase phase) {
    return PHASE[phase.ordinal()] ^ (toMove == TzaarColour.BLACK ? BLACK_TO_MOVE : 0);
  }

  /**
   * Returns the change of the hash that the move {@code code} (see {@link TzaarEngine}) makes to
   * {@code state}, but for the turn keys ({@link #turn}): only the stacks the move touches.
   */
  static long moveChange(TzaarState state, int code) {
    int kind = code >>> 12;
    int a = (code >>> 6) & 63;
    int b = code & 63;
    switch (kind) {
      case TzaarEngine.CAPTURE: {
        TzaarColour mover = state.colourToMove();
        long moving = state.content(a);
        return stack(a, mover, moving, 0)
            ^ stack(b, mover.opponent(), state.content(b), 0)
            ^ stack(b, mover, moving, 0);
      }
      case TzaarEngine.STACK: {
        TzaarColour mover = state.colourToMove();
        long moving = state.content(a);
        return stack(a, mover, moving, 0)
            ^ stack(b, mover, moving, TzaarStack.height(state.content(b)));
      }
      case TzaarEngine.PASS:
        return 0;
      default: {
        TzaarPiece piece = TzaarPiece.ofOrdinal(a);
        return stack(b, piece.colour(), piece.type().code(), 0);
      }
    }
  }

  /** Recomputes the hash of a state from all its parts. */
  static long fromScratch(TzaarState state) {
    return fromScratch(state.stacksShared(), state.white(), state.black(), state.colourToMove(), state.phase());
  }

  /** Computes the hash of a position from all its parts. */
  static long fromScratch(long[] stacks, long white, long black, TzaarColour toMove, TzaarPhase phase) {
    long h = turn(toMove, phase);
    for (long rest = white | black; rest != 0; rest &= rest - 1) {
      int p = Long.numberOfTrailingZeros(rest);
      TzaarColour colour = (white & (1L << p)) != 0 ? TzaarColour.WHITE : TzaarColour.BLACK;
      h ^= stack(p, colour, stacks[p], 0);
    }
    return h;
  }
}
