package io.github.boardrules.pylos.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import java.util.SplittableRandom;

/**
 * The keys of the states' position hash: one random 64-bit number for a LIGHT ball and one for a
 * DARK ball on each of the 30 spots, and one for DARK to move. Filled once from a fixed seed, so
 * hashes are the same in every run; never changed afterwards.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class PylosZobrist {
  /** {@code BALL[colour * 30 + spot]}, colour 0 for LIGHT and 1 for DARK. */
  private static final long[] BALL = new long[2 * Board.SPOTS];

  /** XORed in when DARK is to move. */
  public static final long DARK_TO_MOVE;

  static {
    SplittableRandom random = new SplittableRandom(0x5079_6C6F_7348_6173L);
    for (int i = 0; i < BALL.length; i++) {
      BALL[i] = random.nextLong();
    }
    DARK_TO_MOVE = random.nextLong();
  }

  private PylosZobrist() {}

  /**
   * Returns the XOR of the keys of the balls of {@code player} on the spots of {@code mask}.
   *
   * @param player the balls' colour
   * @param mask the spots
   * @return the XOR of their keys
   */
  public static long balls(Player player, long mask) {
    int base = player.ordinal() * Board.SPOTS;
    long hash = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      hash ^= BALL[base + Long.numberOfTrailingZeros(m)];
    }
    return hash;
  }

  /**
   * Returns the hash of a position from its parts.
   *
   * @param light LIGHT's balls
   * @param dark DARK's balls
   * @param toMove the player to move
   * @return the hash
   */
  public static long of(long light, long dark, Player toMove) {
    return balls(PylosColours.LIGHT, light)
        ^ balls(PylosColours.DARK, dark)
        ^ (toMove == PylosColours.DARK ? DARK_TO_MOVE : 0);
  }
}
