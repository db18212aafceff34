package io.github.boardrules.core.bots;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Rules;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Plays a game out at random and tells who won: the simulation step of {@link MctsBot}. Game
 * modules have fast paths of this shape ({@code randomPlayoutWinner}), which plug in directly.
 *
 * <pre>{@code
 * RandomPlayout<GridNimState> fast = rules::randomPlayoutWinner;
 * RandomPlayout<GridNimState> generic = RandomPlayout.generic(rules);
 * }</pre>
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface RandomPlayout<S extends Object> {
  /**
   * Plays random legal moves from {@code state} until the game is over.
   *
   * @param state where to start
   * @param random the source of the moves
   * @return the winner, or null for a draw
   */
  @Nullable Player winner(S state, RandomGenerator random);

  /**
   * Returns the playout through the plain {@link Rules} API, {@link Playouts#playRandomly}.
   *
   * @param rules the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the playout
   */
  static <S extends Object, M extends Object> RandomPlayout<S> generic(Rules<S, M> rules) {
    return (state, random) ->
        rules.status(Playouts.playRandomly(rules, state, random)).winner().orElse(null);
  }
}
