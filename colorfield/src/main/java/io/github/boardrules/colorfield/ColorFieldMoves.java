package io.github.boardrules.colorfield;

import io.github.boardrules.colorfield.internal.ColorFieldEngine;
import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The legal moves of a state as {@link ColorField#legalMoves} returns them: an unmodifiable list
 * whose size the state counted when it was made, and whose moves are made when read ({@link
 * #code}). A random game reads one move of each state and so never lists them all.
 *
 * <p>Immutable and thread-safe, as the state and the engine are.
 *
 * <pre>{@code
 * List<ColorFieldMove> moves = rules.legalMoves(state);   // a ColorFieldMoves
 * ColorFieldMove move = moves.get(random.nextInt(moves.size()));
 * }</pre>
 */
final class ColorFieldMoves extends AbstractList<ColorFieldMove> implements RandomAccess {
  private static final long[] NO_MOVES = new long[0];

  private final ColorFieldEngine engine;
  private final ColorFieldState state;

  /**
   * Makes the list of a state.
   *
   * @param engine the engine of the rules that made the state
   * @param state the state
   */
  ColorFieldMoves(ColorFieldEngine engine, ColorFieldState state) {
    this.engine = engine;
    this.state = state;
  }

  @Override
  public ColorFieldMove get(int index) {
    Objects.checkIndex(index, state.moveCount());
    return ColorFieldMove.ofCode(state.layout(), code(engine, state, index));
  }

  @Override
  public int size() {
    return state.moveCount();
  }

  /**
   * Returns the code of a state's move at an index of the legal moves: drawn from the counts when
   * this thread's working arrays still hold the state's (it was the last state made here, as in a
   * random game), or else from the listed codes.
   */
  static long code(ColorFieldEngine engine, ColorFieldState s, int index) {
    long[] listed = s.listedCodes();
    if (listed != null) {
      return listed[index];
    }
    ColorFieldEngine.Work w = engine.listingWork();
    if (w.holdsCountsOf(s)) {
      return engine.selectMove(s.toMove().index(), w, index, s.capturesOnly());
    }
    return codes(engine, s)[index];
  }

  /** Returns a state's legal move codes in legal-move order, listed once and kept in the state. */
  static long[] codes(ColorFieldEngine engine, ColorFieldState s) {
    long[] listed = s.listedCodes();
    if (listed != null) {
      return listed;
    }
    long[] codes = s.moveCount() > 0
        ? engine.listMoves(s.pieces(), s.toMove().index(), s.capturesOnly())
        : NO_MOVES;
    s.keepListedCodes(codes);
    return codes;
  }
}
