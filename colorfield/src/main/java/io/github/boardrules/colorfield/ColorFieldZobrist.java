package io.github.boardrules.colorfield;

import java.util.SplittableRandom;

/**
 * The keys of {@link ColorFieldState#positionHash()}: one random 64-bit number for each piece
 * (team and colour) on each of up to {@value ColorFieldLayout#MAX_SQUARES} squares, one for each
 * gate still holding its RED piece, and one for EMPTY to move. One table serves every layout; it is
 * filled once from a fixed seed, so hashes are the same in every run, and never changed afterwards.
 */
final class ColorFieldZobrist {
  private static final int SQUARES = ColorFieldLayout.MAX_SQUARES;

  /** {@code [(team * 5 + color) * 128 + square]}, then the gates, then EMPTY to move. */
  private static final long[] KEYS = new long[10 * SQUARES + ColorFieldLayout.MAX_GATES + 1];

  static {
    SplittableRandom random = new SplittableRandom(0x436F_6C6F_7246_6965L);
    for (int i = 0; i < KEYS.length; i++) {
      KEYS[i] = random.nextLong();
    }
  }

  private ColorFieldZobrist() {}

  /**
   * Returns the XOR of the keys of the pieces set in {@code pieces[i]}, one of the twenty masks
   * (index {@code team * 10 + color * 2 + half}).
   */
  static long pieces(int i, long mask) {
    int base = (i >>> 1) * SQUARES + (i & 1) * 64;
    long hash = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      hash ^= KEYS[base + Long.numberOfTrailingZeros(m)];
    }
    return hash;
  }

  /** Returns the XOR of the keys of the gates set in {@code gates}. */
  static long gates(int gates) {
    long hash = 0;
    for (int g = gates; g != 0; g &= g - 1) {
      hash ^= KEYS[10 * SQUARES + Integer.numberOfTrailingZeros(g)];
    }
    return hash;
  }

  /** Returns the key XORed in when EMPTY is to move, 0 for FULL. */
  static long toMove(Team team) {
    return team == Team.EMPTY ? KEYS[KEYS.length - 1] : 0;
  }

  /** Returns the hash of a position from its parts. */
  static long of(long[] pieces, int gates, Team toMove) {
    long hash = gates(gates) ^ toMove(toMove);
    for (int i = 0; i < pieces.length; i++) {
      hash ^= pieces(i, pieces[i]);
    }
    return hash;
  }

  /**
   * Returns the hash after a move from the parts before and after it: the keys of the pieces and
   * gates that changed, and the player key, which flips every ply.
   */
  static long update(long hash, long[] before, long[] after, int gatesBefore, int gatesAfter) {
    long h = hash ^ gates(gatesBefore ^ gatesAfter) ^ toMove(Team.EMPTY);
    for (int i = 0; i < before.length; i++) {
      long changed = before[i] ^ after[i];
      if (changed != 0) {
        h ^= pieces(i, changed);
      }
    }
    return h;
  }

  /** Recomputes the hash of a state from its pieces, gates and team to move. */
  static long fromScratch(ColorFieldState state) {
    return of(state.pieces(), state.gates(), state.toMove());
  }
}
