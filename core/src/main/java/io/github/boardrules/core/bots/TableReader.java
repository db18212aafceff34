package io.github.boardrules.core.bots;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Opens a game's solved table from a file, for the top level and the hint: {@link
 * io.github.boardrules.core.catalog.ConfiguredGame#withTable}. A game module whose tables a tool
 * writes (Pylos: {@code solve --table}) hands its reader to the catalogue.
 *
 * <pre>{@code
 * TableReader<PylosState, PylosMove> reader = file -> PylosHints.of(PylosTable.open(file));
 * }</pre>
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface TableReader<S extends Object, M extends Object> {
  /**
   * Opens a table.
   *
   * @param file the table file
   * @return the table's answers: thread-safe, empty for the positions it does not decide
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if the file is not a table of this configured game, naming
   *     the file and what it holds
   */
  PositionSolver<S, M> open(Path file) throws IOException;
}
