package io.github.boardrules.core.bots;

/**
 * Chooses moves in one game. A bot is made for one {@link io.github.boardrules.core.Rules} object
 * and answers with a legal move of the position it is given.
 *
 * <pre>{@code
 * Bot<S, M> bot = MctsBot.builder(rules).iterations(1_000).seed(7).build();
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
