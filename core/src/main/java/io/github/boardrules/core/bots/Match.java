package io.github.boardrules.core.bots;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import java.util.Objects;

/**
 * Plays games between two bots, the first bot moving first in the even-numbered games (0, 2, …)
 * and second in the others, and counts the results. Every move is played with {@link
 * Rules#play}, so a bot that answers with an illegal move fails the match with an {@link
 * io.github.boardrules.core.IllegalMoveException}.
 *
 * <pre>{@code
 * MatchResult result = Match.between(rules, mcts, RandomBot.of(rules, 1)).play(50);
 * result.firstBotScore();   // wins + draws / 2, over 50
 * }</pre>
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class Match<S extends Object, M extends Object> {
  private final Rules<S, M> rules;
  private final Bot<S, M> firstBot;
  private final Bot<S, M> secondBot;

  private Match(Rules<S, M> rules, Bot<S, M> firstBot, Bot<S, M> secondBot) {
    this.rules = Objects.requireNonNull(rules, "rules");
    this.firstBot = Objects.requireNonNull(firstBot, "firstBot");
    this.secondBot = Objects.requireNonNull(secondBot, "secondBot");
  }

  /**
   * Returns a match between two bots of one game.
   *
   * @param rules the game
   * @param firstBot the bot counted first in the result
   * @param secondBot the other bot
   * @param <S> the state type
   * @param <M> the move type
   * @return the match
   */
  public static <S extends Object, M extends Object> Match<S, M> between(
      Rules<S, M> rules, Bot<S, M> firstBot, Bot<S, M> secondBot) {
    return new Match<>(rules, firstBot, secondBot);
  }

  /**
   * Plays games from {@link Rules#initialState()}, alternating who moves first.
   *
   * @param games 1 or more
   * @return the counts
   * @throws IllegalArgumentException if {@code games} is less than 1
   * @throws IllegalStateException if a game does not end within {@link Rules#maxPlies()}
   */
  public MatchResult play(int games) {
    if (games < 1) {
      throw new IllegalArgumentException("A match has 1 or more games, not " + games);
    }
    int firstWins = 0;
    int secondWins = 0;
    int draws = 0;
    long plies = 0;
    for (int g = 0; g < games; g++) {
      Bot<S, M> seatFirst = g % 2 == 0 ? firstBot : secondBot;
      Bot<S, M> seatSecond = g % 2 == 0 ? secondBot : firstBot;
      S state = rules.initialState();
      int ply = 0;
      while (!rules.legalMoves(state).isEmpty()) {
        if (ply > rules.maxPlies()) {
          throw new IllegalStateException(
              "Game " + g + " did not end within the declared bound of " + rules.maxPlies() + " plies");
        }
        Bot<S, M> bot = rules.toMove(state) == Player.FIRST ? seatFirst : seatSecond;
        state = rules.play(state, bot.chooseMove(state));
        ply++;
      }
      plies += ply;
      Player winner = rules.status(state).winner().orElse(null);
      if (winner == null) {
        draws++;
      } else if ((winner == Player.FIRST) == (g % 2 == 0)) {
        firstWins++;
      } else {
        secondWins++;
      }
    }
    return new MatchResult(games, firstWins, secondWins, draws, (double) plies / games);
  }
}
