package io.github.boardrules.core.catalog;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Draws a position of a configured game as an SVG document, marking the move that led to it when
 * one is given.
 *
 * <pre>{@code
 * String svg = game.pictures().render(state, lastMove);   // lastMove may be null
 * }</pre>
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
@API(status = STABLE, since = "0.1.0")
public interface SvgRenderer<S extends Object, M extends Object> {
  /**
   * Draws a position.
   *
   * @param state the position
   * @param lastMove the move that led to it, or null
   * @return a complete SVG document
   */
  String render(S state, @Nullable M lastMove);
}
