package io.github.boardrules.pikkpakk.squareabalone;

import io.github.boardrules.core.Player;
import io.github.boardrules.pikkpakk.internal.LineZobrist;
import java.util.SplittableRandom;

/**
 * The Zobrist keys Square Abalone adds to the shared board keys of {@link LineZobrist}: one key per
 * captured count and colour, and one for the joint opening's placement phase. Filled once from a
 * fixed seed (another one than {@link LineZobrist}'s), never changed.
 *
 * <p>The key of a count of 0 is 0, so a position without captures and outside the placement phase
 * hashes like the same board in the sibling games: {@link LineZobrist#fromScratch}.
 */
final class SquareAbaloneZobrist {
  /** Counts from 0 to the balls a player can have: 24 in the joint opening. */
  private static final int COUNTS = SquareAbalone.JOINT_OPENING_BALLS + 1;

  /** Keys by {@code colour * COUNTS + count}: colour 0 for LIGHT's score, 1 for DARK's. */
  private static final long[] CAPTURED = new long[2 * COUNTS];

  /** The key XORed in while the joint opening's placements go on. */
  static final long PLACING;

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
  static long captured(Player player, int count) {
    return CAPTURED[(player == Player.FIRST ? 0 : COUNTS) + count];
  }

  /** Computes the hash of a position from nothing. */
  static long fromScratch(
      long[] rows, Player toMove, int capturedByLight, int capturedByDark, boolean placing) {
    return LineZobrist.fromScratch(rows, toMove)
        ^ captured(Player.FIRST, capturedByLight)
        ^ captured(Player.SECOND, capturedByDark)
        ^ (placing ? PLACING : 0);
  }

  /**
   * Computes the hash of a state from nothing, for the rules that tell whether its ply is in the
   * placement phase.
   */
  static long fromScratch(SquareAbalone rules, SquareAbaloneState state) {
    return fromScratch(
        state.rows(), state.toMove(), state.captured(Player.FIRST), state.captured(Player.SECOND),
        rules.placing(state.ply()));
  }
}
