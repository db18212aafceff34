package io.github.boardrules.pikkpakk.squareabalone.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.LineZobrist;
import java.util.SplittableRandom;

/**
 * The Zobrist keys Square Abalone adds to the shared board keys of {@link LineZobrist}: one key per
 * captured count and colour, and one for the joint opening's placement phase. Filled once from a
 * fixed seed (another one than {@link LineZobrist}'s), never changed.
 *
 * <p>The key of a count of 0 is 0, so a position without captures and outside the placement phase
 * hashes like the same board in the sibling games: {@link LineZobrist#fromScratch}.
 *
 * <pre>{@code
 * long hash = SquareAbaloneZobrist.fromScratch(rows, Player.FIRST, 0, 0, false);
 * hash ^= SquareAbaloneZobrist.captured(Player.FIRST, 0) ^ SquareAbaloneZobrist.captured(Player.FIRST, 1);
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class SquareAbaloneZobrist {
  /** Counts from 0 to the balls a player can have: 24 in the joint opening. */
  private static final int COUNTS = SquareAbaloneEngine.JOINT_OPENING_BALLS + 1;

  /** Keys by {@code colour * COUNTS + count}: colour 0 for LIGHT's score, 1 for DARK's. */
  private static final long[] CAPTURED = new long[2 * COUNTS];

  /** The key XORed in while the joint opening's placements go on. */
  public static final long PLACING;

  static {
    SplittableRandom random = new SplittableRandom(0x5A0B_A7A1_0E5C_0002L);
    for (int i = 0; i < CAPTURED.length; i++) {
      CAPTURED[i] = i % COUNTS == 0 ? 0 : random.nextLong();
    }
    PLACING = random.nextLong();
  }

  private SquareAbaloneZobrist() {}

  /**
   * Returns the key of a player's score.
   *
   * @param player the player who pushed the balls off
   * @param count how many, from 0 to 24
   * @return the key, 0 for a count of 0
   */
  public static long captured(Player player, int count) {
    return CAPTURED[(player == Player.FIRST ? 0 : COUNTS) + count];
  }

  /**
   * Computes the hash of a position from nothing.
   *
   * @param rows the row words
   * @param toMove the player to move
   * @param capturedByLight the DARK balls LIGHT has pushed off
   * @param capturedByDark the LIGHT balls DARK has pushed off
   * @param placing whether the joint opening's placement phase goes on
   * @return the hash
   */
  public static long fromScratch(
      long[] rows, Player toMove, int capturedByLight, int capturedByDark, boolean placing) {
    return LineZobrist.fromScratch(rows, toMove)
        ^ captured(Player.FIRST, capturedByLight)
        ^ captured(Player.SECOND, capturedByDark)
        ^ (placing ? PLACING : 0);
  }
}
