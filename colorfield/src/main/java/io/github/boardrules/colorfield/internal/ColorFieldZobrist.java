package io.github.boardrules.colorfield.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import java.util.SplittableRandom;

/**
 * The keys of the colour-field position hash ({@code ColorFieldState.positionHash()}) for one
 * layout: one random 64-bit number for each piece (team and colour) on each location — a RED piece
 * on a gate's location is that gate still holding its piece — and one for EMPTY to move. A
 * layout's keys are filled once from a fixed seed, so hashes are the same in every run, and never
 * changed afterwards.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ColorFieldZobrist {
  /** The key XORed in when EMPTY is to move; the same for every layout. */
  private static final long EMPTY_TO_MOVE;

  static {
    EMPTY_TO_MOVE = new SplittableRandom(0x436F_6C6F_7246_6965L).nextLong();
  }

  private final int words;
  private final int locations;
  /** {@code [set * locations + location]}, set being {@code team * colors + color}. */
  private final long[] keys;

  ColorFieldZobrist(int sets, int words, int locations) {
    this.words = words;
    this.locations = locations;
    this.keys = new long[sets * locations];
    SplittableRandom random = new SplittableRandom(0x5A6F_6272_6973_7431L);
    for (int i = 0; i < keys.length; i++) {
      keys[i] = random.nextLong();
    }
  }

  /**
   * Returns the XOR of the keys of the pieces set in word {@code i} of a pieces array (see {@link
   * ColorFieldEngine}).
   */
  private long pieces(int i, long mask) {
    int base = (i / words) * locations + (i % words) * 64;
    long hash = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      hash ^= keys[base + Long.numberOfTrailingZeros(m)];
    }
    return hash;
  }

  /**
   * Returns the key XORed in for the team to move.
   *
   * @param team the team index: 0 for FULL, 1 for EMPTY
   * @return the key; 0 for FULL
   */
  public static long toMove(int team) {
    return team == 1 ? EMPTY_TO_MOVE : 0;
  }

  /**
   * Returns the hash of a position from its parts.
   *
   * @param pieces the pieces, in the engine's layout of sets
   * @param team the team to move, by index
   * @return the hash
   */
  public long of(long[] pieces, int team) {
    long hash = toMove(team);
    for (int i = 0; i < pieces.length; i++) {
      hash ^= pieces(i, pieces[i]);
    }
    return hash;
  }

  /**
   * Returns the hash after a move, from the move alone: the keys of the moved piece on its two
   * locations and of the captured piece, if any, and the player key, which flips every ply.
   *
   * @param moved the set ({@code team * colors + colour}) of the moved piece
   * @param captured the set of the captured piece, or -1 for none
   * @param capture the captured location, unused without a capture
   */
  long move(long hash, int moved, int from, int to, int captured, int capture) {
    long h = hash ^ EMPTY_TO_MOVE ^ keys[moved * locations + from] ^ keys[moved * locations + to];
    return captured < 0 ? h : h ^ keys[captured * locations + capture];
  }
}
