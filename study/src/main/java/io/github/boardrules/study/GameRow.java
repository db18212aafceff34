package io.github.boardrules.study;

import io.github.boardrules.bots.match.GameResult;
import java.io.Serializable;

/**
 * A {@link GameResult} as it travels from a Spark task to the driver (the core's record is not
 * {@link Serializable}: the library promises no serialized form).
 *
 * @param index the game's index in its task
 * @param seed the game's seed
 * @param botAFirst whether bot A moved first
 * @param outcome the result for bot A
 * @param plies the plies played
 */
public record GameRow(int index, long seed, boolean botAFirst, GameResult.Outcome outcome, int plies)
    implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * Copies a result.
   *
   * @param result the result
   * @return the row
   */
  public static GameRow of(GameResult result) {
    return new GameRow(result.index(), result.seed(), result.botAFirst(), result.outcome(), result.plies());
  }

  /**
   * Returns the result again.
   *
   * @return the core's result
   */
  public GameResult toResult() {
    return new GameResult(index, seed, botAFirst, outcome, plies);
  }
}
