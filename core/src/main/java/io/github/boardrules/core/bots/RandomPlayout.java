package io.github.boardrules.core.bots;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.api.API;
import java.util.random.RandomGenerator;

/**
 * Plays a game out at random and tells how it ended: the simulation step of Monte-Carlo tree search ({@code MctsBot}). Game
 * modules have fast paths of this shape ({@code randomPlayout(state, random, plyCap)}), which plug
 * in directly.
 *
 * <pre>{@code
 * RandomPlayout<GridNimState> fast = rules::randomPlayout;
 * RandomPlayout<GridNimState> generic = RandomPlayout.generic(rules);
 * PlayoutResult result = fast.play(state, new SplittableRandom(1), 1_000);
 * }</pre>
 *
 * @param <S> the state type
 */
@FunctionalInterface
@API(status = STABLE, since = "0.1.0")
public interface RandomPlayout<S extends Object> {
  /**
   * Plays random legal moves from {@code state} until the game is over or {@code plyCap} moves are
   * played.
   *
   * @param state where to start
   * @param random the source of the moves
   * @param plyCap the most moves to play, 0 or more
   * @return the winner or draw the rules gave, or {@link PlayoutResult#UNFINISHED} at the cap
   */
  PlayoutResult play(S state, RandomGenerator random, int plyCap);

  /**
   * Returns the playout through the plain {@link Rules} API, {@link Playouts#playout}.
   *
   * @param rules the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the playout
   */
  static <S extends Object, M extends Object> RandomPlayout<S> generic(Rules<S, M> rules) {
    return (state, random, plyCap) -> Playouts.playout(rules, state, random, plyCap);
  }
}
