package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Bot;
import java.util.Objects;

/**
 * Plays games between two bots, the first bot moving first in the even-numbered games (0, 2, …)
 * and second in the others, and counts the results. Every move is played with {@link
 * Rules#play}, so a bot that answers with an illegal move fails the match with an {@link
 * io.github.boardrules.core.IllegalMoveException}.
 *
 * <p>A game that the rules have not ended after the match's ply cap ({@link
 * Playouts#DEFAULT_PLY_CAP} plies unless set with {@link #plyCap}) is stopped and counted as
 * unfinished, scored as half a point like a draw. The cap is the match's, not the game's.
 *
 * <pre>{@code
 * MatchResult result = Match.between(rules, mcts, RandomBot.of(rules, 1)).plyCap(400).play(50);
 * result.firstBotScore();   // wins + (draws + unfinished) / 2, over 50
 * }</pre>
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class Match<S extends Object, M extends Object> {
  private final Rules<S, M> rules;
  private final Bot<S, M> firstBot;
  private final Bot<S, M> secondBot;
  private final int plyCap;

  private Match(Rules<S, M> rules, Bot<S, M> firstBot, Bot<S, M> secondBot, int plyCap) {
    this.rules = Objects.requireNonNull(rules, "rules");
    this.firstBot = Objects.requireNonNull(firstBot, "firstBot");
    this.secondBot = Objects.requireNonNull(secondBot, "secondBot");
    this.plyCap = plyCap;
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
    return new Match<>(rules, firstBot, secondBot, Playouts.DEFAULT_PLY_CAP);
  }

  /**
   * Returns this match with another ply cap: a game not over after {@code plyCap} plies stops
   * and counts as unfinished.
   *
   * @param plyCap 1 or more
   * @return the match with that cap
   * @throws IllegalArgumentException if {@code plyCap} is less than 1
   */
  public Match<S, M> plyCap(int plyCap) {
    if (plyCap < 1) {
      throw new IllegalArgumentException("The ply cap must be 1 or more, not " + plyCap);
    }
    return new Match<>(rules, firstBot, secondBot, plyCap);
  }

  /**
   * Plays games from {@link Rules#initialState()}, alternating who moves first.
   *
   * @param games 1 or more
   * @return the counts
   * @throws IllegalArgumentException if {@code games} is less than 1
   */
  public MatchResult play(int games) {
    if (games < 1) {
      throw new IllegalArgumentException("A match has 1 or more games, not " + games);
    }
    int firstWins = 0;
    int secondWins = 0;
    int draws = 0;
    int unfinished = 0;
    long plies = 0;
    for (int g = 0; g < games; g++) {
      Bot<S, M> seatFirst = g % 2 == 0 ? firstBot : secondBot;
      Bot<S, M> seatSecond = g % 2 == 0 ? secondBot : firstBot;
      S state = rules.initialState();
      int ply = 0;
      while (ply < plyCap && !rules.legalMoves(state).isEmpty()) {
        Bot<S, M> bot = rules.toMove(state) == Player.FIRST ? seatFirst : seatSecond;
        state = rules.play(state, bot.chooseMove(state));
        ply++;
      }
      plies += ply;
      Player winner = rules.status(state).winner().orElse(null);
      if (rules.status(state).isOngoing()) {
        unfinished++;
      } else if (winner == null) {
        draws++;
      } else if ((winner == Player.FIRST) == (g % 2 == 0)) {
        firstWins++;
      } else {
        secondWins++;
      }
    }
    return new MatchResult(games, firstWins, secondWins, draws, unfinished, (double) plies / games);
  }
}
