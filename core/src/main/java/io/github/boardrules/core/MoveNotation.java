package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * Writes moves as short strings and reads them back. A move's notation names what the move does,
 * not whether it is legal: parsing checks the form, {@link Rules#check} checks the rules.
 *
 * <p>For every move {@code m}: {@code parse(format(m)).equals(m)}.
 *
 * <pre>{@code
 * MoveNotation<GridNimMove> notation = rules.notation();
 * GridNimMove move = notation.parse("b2-b4");
 * notation.format(move);   // "b2-b4"
 * }</pre>
 *
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public interface MoveNotation<M extends Object> {
  /**
   * Writes a move.
   *
   * @param move the move
   * @return its notation
   */
  String format(M move);

  /**
   * Reads a move.
   *
   * @param text the notation
   * @return the move it names
   * @throws TextParseException if the text is not a move of this notation, naming the index and
   *     the reason
   */
  M parse(CharSequence text);
}
