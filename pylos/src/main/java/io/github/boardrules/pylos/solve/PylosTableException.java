package io.github.boardrules.pylos.solve;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A file that is not a sound {@link PylosTable}: empty, not a table, from another version (an
 * older one must be computed again), cut short, or with a header or layer whose checksum does not
 * match. The message names the file, the byte offset where it went wrong and why.
 *
 * <pre>{@code
 * try {
 *   PylosTable table = PylosTable.open(Path.of("children.pylos"));
 * } catch (PylosTableException e) {
 *   e.file();     // children.pylos
 *   e.offset();   // where the file went wrong
 *   e.reason();   // "layer 23: the checksum does not match"
 * }
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class PylosTableException extends IOException {
  private static final long serialVersionUID = 1L;

  /** The file; a string, so that the exception stays serializable. */
  private final String file;

  /** The byte offset where the file went wrong. */
  private final long offset;

  /** Why the file is refused. */
  private final String reason;

  PylosTableException(Path file, long offset, String reason) {
    super(file + ": at byte " + offset + ": " + reason);
    this.file = file.toString();
    this.offset = offset;
    this.reason = reason;
  }

  /**
   * Returns the file.
   *
   * @return the path of the file that was read
   */
  public Path file() {
    return Path.of(file);
  }

  /**
   * Returns where the file went wrong.
   *
   * @return the byte offset from the start of the file
   */
  public long offset() {
    return offset;
  }

  /**
   * Returns why the file is refused.
   *
   * @return the reason, without the file and offset
   */
  public String reason() {
    return reason;
  }
}
