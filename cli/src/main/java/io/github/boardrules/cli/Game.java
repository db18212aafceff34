package io.github.boardrules.cli;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.core.bots.RandomPlayout;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Everything the tool needs of one game with its options chosen: the rules and their texts, a
 * drawing, what the bots need, and the picture maker.
 *
 * @param name the registry name, such as {@code pushfour}
 * @param rules the rules
 * @param notation the move notation
 * @param positions the position text
 * @param drawing the text diagram of a state
 * @param playout a fast random playout for MCTS
 * @param evaluation the alpha-beta evaluation, or null when the game has none
 * @param hash the incremental position hash for alpha-beta, or null
 * @param solver the perfect player, or null when the game has none
 * @param pictures the SVG picture maker
 * @param solo whether one player makes every move (a puzzle): no opponent bot
 * @param <S> the state type
 * @param <M> the move type
 */
record Game<S extends Object, M extends Object>(
    String name,
    Rules<S, M> rules,
    MoveNotation<M> notation,
    PositionFormat<S> positions,
    Function<S, String> drawing,
    RandomPlayout<S> playout,
    @Nullable Evaluation<S> evaluation,
    @Nullable ToLongFunction<S> hash,
    @Nullable Bot<S, M> solver,
    PictureMaker<S, M> pictures,
    boolean solo) {

  /**
   * Reads a position text.
   *
   * @param text the text
   * @return the state
   * @throws io.github.boardrules.core.TextParseException if the text is malformed
   */
  S position(String text) {
    return positions.decode(text);
  }

  /**
   * Reads a move.
   *
   * @param text the move text
   * @return the move
   * @throws io.github.boardrules.core.TextParseException if the text is malformed
   */
  M move(String text) {
    return notation.parse(text);
  }
}
