package io.github.boardrules.cli;

import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Draws a position of one game as a standalone SVG document (the {@code svg} subcommand).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
interface PictureMaker<S extends Object, M extends Object> {
  /**
   * Draws a position.
   *
   * @param state the position
   * @param lastMove the move to mark as the last one, or null
   * @return the SVG document
   * @throws CliException if the game has no pictures yet (exit code 2)
   */
  String render(S state, @Nullable M lastMove);
}
