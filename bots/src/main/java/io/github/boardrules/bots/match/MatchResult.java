package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.api.API;

/**
 * The counts of a {@link Match}.
 *
 * <pre>{@code
 * MatchResult result = Match.between(rules, a, b).play(20);
 * result.firstBotWins() + result.secondBotWins() + result.draws() + result.unfinished(); // 20
 * }</pre>
 *
 * @param games the games played
 * @param firstBotWins the games the first bot of {@link Match#between} won
 * @param secondBotWins the games the second bot won
 * @param draws the games the rules drew
 * @param unfinished the games stopped at the match's ply cap while they went on
 * @param averagePlies the average length of a game, in plies
 */
@API(status = MAINTAINED, since = "0.1.0")
public record MatchResult(
    int games, int firstBotWins, int secondBotWins, int draws, int unfinished, double averagePlies) {
  /**
   * Returns the first bot's score: wins plus half the draws and unfinished games, over the games.
   *
   * @return 0 to 1
   */
  public double firstBotScore() {
    return (firstBotWins + (draws + unfinished) / 2.0) / games;
  }
}
