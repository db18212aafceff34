package io.github.boardrules.colorfield;

import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The legal moves of a state as {@link ColorField#legalMoves} returns them: an unmodifiable list
 * whose size the state counted when it was made, and whose moves are made when read ({@link
 * ColorField#moveCode}). A random game reads one move of each state and so never lists them all.
 *
 * <p>Immutable and thread-safe, as the state and the rules are.
 *
 * <pre>{@code
 * List<ColorFieldMove> moves = rules.legalMoves(state);   // a ColorFieldMoves
 * ColorFieldMove move = moves.get(random.nextInt(moves.size()));
 * }</pre>
 */
final class ColorFieldMoves extends AbstractList<ColorFieldMove> implements RandomAccess {
  private final ColorField rules;
  private final ColorFieldState state;

  /**
   * Makes the list of a state.
   *
   * @param rules the rules that made the state
   * @param state the state
   */
  ColorFieldMoves(ColorField rules, ColorFieldState state) {
    this.rules = rules;
    this.state = state;
  }

  @Override
  public ColorFieldMove get(int index) {
    Objects.checkIndex(index, state.moveCount());
    return ColorFieldMove.ofCode(state.layout(), rules.moveCode(state, index));
  }

  @Override
  public int size() {
    return state.moveCount();
  }
}
