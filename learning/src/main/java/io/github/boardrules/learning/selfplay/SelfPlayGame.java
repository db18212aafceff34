package io.github.boardrules.learning.selfplay;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.util.Objects;

/**
 * One game of self-play data ({@link SelfPlayData#games()}): where its positions are, how it
 * started and whether it finished.
 *
 * <pre>{@code
 * for (SelfPlayGame game : data.games()) {
 *   if (game.truncated()) {
 *     continue;                 // cut at the ply cap: its outcome 0 is not a draw
 *   }
 *   game.start();               // the start, in the game's position text
 * }
 * }</pre>
 *
 * @param index the game's number in its run, as {@link SelfPlayData#gameIndex} gives for its
 *     positions
 * @param firstPosition the data's index of the game's first position
 * @param positions the number of its positions, 1 or more
 * @param seed the seed of the game's generator ({@code MatchRunner.gameSeed(runSeed, index)}),
 *     from which the game drew its setup, noise, playouts and sampled moves
 * @param truncated true when the game was cut at the ply cap: its positions' outcome 0 is then not
 *     a draw but no result
 * @param start the game's start in the game's position text, which {@code
 *     game.positions().decode} reads (as {@code cli replay} and opening files write it)
 */
@API(status = EXPERIMENTAL, since = "0.2.0")
public record SelfPlayGame(int index, int firstPosition, int positions, long seed, boolean truncated,
    String start) {
  /**
   * Checks the record.
   *
   * @param index see the record
   * @param firstPosition see the record
   * @param positions see the record
   * @param seed see the record
   * @param truncated see the record
   * @param start see the record
   * @throws IllegalArgumentException if a count or index is negative, or there are no positions
   */
  public SelfPlayGame {
    Objects.requireNonNull(start, "start");
    if (index < 0 || firstPosition < 0 || positions < 1) {
      throw new IllegalArgumentException("game " + index + " at position " + firstPosition + " with " + positions
          + " positions: the index and first position must be 0 or more, the positions 1 or more");
    }
  }
}
