package io.github.boardrules.core.bots;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
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
@API(status = STABLE, since = "0.1.0")
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
