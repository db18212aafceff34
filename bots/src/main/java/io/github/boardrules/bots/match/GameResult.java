package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.api.API;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The result of one game of a {@link MatchRunner} match, seen from bot A (the runner's first
 * bot): a value, so that games played anywhere (other threads, other machines) add up to the same
 * {@link MatchTotals}.
 *
 * <pre>{@code
 * GameResult game = new GameResult(0, MatchRunner.gameSeed(1, 0), true, GameResult.Outcome.WIN, 31);
 * MatchTotals.of(List.of(game)).wins();   // 1
 * }</pre>
 *
 * @param index the game's number in the match, from 0; it alone (with the match seed) fixes the
 *     game's seed and colours
 * @param seed the game's seed, {@link MatchRunner#gameSeed}{@code (matchSeed, index)}
 * @param botAFirst whether bot A moved first: even games
 * @param outcome the result for bot A
 * @param plies the plies played
 * @param forfeit why the loser lost without the rules ending the game (a {@link
 *     ForfeitException}'s reason, such as {@code illegal move a9}), or null for a game played to its
 *     end or to the ply cap
 */
@API(status = MAINTAINED, since = "0.1.0")
public record GameResult(int index, long seed, boolean botAFirst, Outcome outcome, int plies,
    @API(status = EXPERIMENTAL, since = "0.2.0") @Nullable String forfeit) {
  /** A game's result for bot A. */
  @API(status = MAINTAINED, since = "0.1.0")
  public enum Outcome {
    /** Bot A won. */
    WIN,
    /** The rules drew the game. */
    DRAW,
    /** Bot B won. */
    LOSS,
    /** Stopped at the match's ply cap while it went on; scored ½ as a draw. */
    UNFINISHED;

    /**
     * Returns what the outcome is worth to bot A.
     *
     * @return 1, ½ or 0
     */
    public double score() {
      return this == WIN ? 1 : this == LOSS ? 0 : 0.5;
    }
  }

  /**
   * Checks the parts.
   *
   * @param index see the record
   * @param seed see the record
   * @param botAFirst see the record
   * @param outcome see the record
   * @param plies see the record
   * @param forfeit see the record
   * @throws IllegalArgumentException if the index or plies are negative, or a forfeited game is
   *     not a win or a loss
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public GameResult {
    Objects.requireNonNull(outcome, "outcome");
    if (index < 0 || plies < 0) {
      throw new IllegalArgumentException("A game's index and plies are 0 or more, not " + index + " and " + plies);
    }
    if (forfeit != null && outcome != Outcome.WIN && outcome != Outcome.LOSS) {
      throw new IllegalArgumentException("A forfeited game is won or lost, not " + outcome);
    }
  }

  /**
   * Makes the result of a game played to its end or to the ply cap, without a forfeit.
   *
   * @param index see the record
   * @param seed see the record
   * @param botAFirst see the record
   * @param outcome see the record
   * @param plies see the record
   * @throws IllegalArgumentException if the index or plies are negative
   */
  public GameResult(int index, long seed, boolean botAFirst, Outcome outcome, int plies) {
    this(index, seed, botAFirst, outcome, plies, null);
  }
}
