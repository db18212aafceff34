package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * Writes states as a one-line position text and reads them back, like chess's FEN. Reading
 * validates: a text that does not describe a state the game can reach, or at least a consistent
 * one, is refused with the reason.
 *
 * <p>For every state {@code s}: {@code decode(encode(s)).equals(s)}; and for every text that
 * decodes, the state after any legal move encodes to a text that decodes again. Counters in a
 * position text follow {@link PlyCount}: readers accept 0 to {@link PlyCount#MAX}, and a move
 * from a counter at the maximum saturates instead of overflowing.
 *
 * <pre>{@code
 * PositionFormat<GridNimState> positions = rules.positions();
 * String text = positions.encode(rules.initialState());   // "oooo/oooo/oooo/oooo 1"
 * GridNimState state = positions.decode(text);
 * }</pre>
 *
 * @param <S> the state type
 */
@API(status = STABLE, since = "0.1.0")
public interface PositionFormat<S extends Object> {
  /**
   * Writes a state.
   *
   * @param state the state
   * @return its position text
   */
  String encode(S state);

  /**
   * Reads a state.
   *
   * @param text a position text
   * @return the state it describes
   * @throws TextParseException if the text is malformed or describes an invalid state, naming the
   *     index and the reason
   */
  S decode(CharSequence text);
}
