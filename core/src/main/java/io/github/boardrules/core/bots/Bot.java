package io.github.boardrules.core.bots;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * Chooses moves in one game. A bot is made for one {@link io.github.boardrules.core.Rules} object
 * and answers with a legal move of the position it is given. The {@code boardrules-bots} artifact
 * has the engines (random, Monte-Carlo, alpha-beta, solver) and makes the bot of any level of a
 * configured game; a game module implements this interface for its perfect player.
 *
 * <pre>{@code
 * Bot<S, M> bot = Bots.of(game, BotSettings.level(3).seed(7));    // boardrules-bots
 * M move = bot.chooseMove(state);
 * state = rules.play(state, move);
 * }</pre>
 *
 * <p>Bots that draw random numbers hold their generator, so a bot is not thread-safe: give each
 * game thread its own bot. With a seed, the same positions get the same moves.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public interface Bot<S extends Object, M extends Object> {
  /**
   * Chooses a move.
   *
   * @param state a position where the game is not over
   * @return a legal move of that position
   * @throws IllegalStateException if the game is over in {@code state}
   */
  M chooseMove(S state);
}
