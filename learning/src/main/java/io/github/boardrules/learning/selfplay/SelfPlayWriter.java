package io.github.boardrules.learning.selfplay;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.learning.selfplay.SelfPlayFormat.Column;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Writes a self-play file as the games are played, so that memory holds one batch of games, not
 * the run: each array of the file goes to its own temporary file next to the output as positions
 * are {@linkplain #append appended}, and {@link #finish} streams them into the {@code .npz} archive
 * (whose entry headers need the final shapes), written under a temporary name and moved into place.
 * The file therefore appears complete or not at all; {@link #close} removes every temporary file,
 * after success and after failure alike. The bytes are those {@link SelfPlayData#writeTo} writes
 * for the same positions.
 *
 * <pre>{@code
 * try (SelfPlayWriter writer = SelfPlayWriter.open(Path.of("pylos.npz"), game)) {
 *   for (int i = 0; i < 1_000; i++) {
 *     writer.append(selfPlay.playGame(i));     // one game in memory at a time
 *   }
 *   writer.finish();                           // pylos.npz appears
 * }                                            // temporary files gone, finished or not
 * }</pre>
 *
 * <p>The temporary files are named after the output ({@code .pylos.npz.<random>.observation.tmp}
 * and so on, and {@code .pylos.npz.<random>.part} for the archive) and need as much disk space as
 * the arrays, uncompressed; the archive is deflated. Thread-safe: appends are serialized.
 */
public final class SelfPlayWriter implements Closeable {
  private final Path file;
  private final Path directory;
  private final String game;
  private final int[] shape;
  private final int observationSize;
  private final int actionCount;
  private final Map<Column, Path> temporary = new EnumMap<>(Column.class);
  private final Map<Column, OutputStream> streams = new EnumMap<>(Column.class);
  private final Map<Column, LittleEndianOutput> columns = new EnumMap<>(Column.class);
  private @Nullable Path part;
  private long positions;
  private long legal;
  private @Nullable String broken;
  private boolean finished;
  private boolean closed;

  private SelfPlayWriter(Path file, Path directory, String game, int[] shape, int actionCount) {
    this.file = file;
    this.directory = directory;
    this.game = game;
    this.shape = shape.clone();
    this.actionCount = actionCount;
    int size = 1;
    for (int d : shape) {
      size *= d;
    }
    this.observationSize = size;
  }

  /**
   * Starts a self-play file of a configured game with an encoding.
   *
   * @param file the file to write; replaced when {@link #finish} succeeds
   * @param game the game, as {@link SelfPlay} plays it
   * @return the writer
   * @throws IOException if the temporary files cannot be made next to {@code file}
   * @throws IllegalArgumentException if the game has no encoding, or {@code file} is a directory
   *     or has no directory
   */
  public static SelfPlayWriter open(Path file, ConfiguredGame<?, ?> game)
      throws IOException {
    ActionEncoding<?, ?> encoding = game.encoding().orElseThrow(() ->
        new IllegalArgumentException(game.config() + " has no encoding for learning: no self-play file"));
    return open(file, game.config().toString(), encoding.observationShape(), encoding.actionCount());
  }

  /**
   * Starts a self-play file.
   *
   * @param file the file to write; replaced when {@link #finish} succeeds
   * @param game the configured game's text
   * @param observationShape the shape of one observation
   * @param actionCount the encoding's number of actions, 1 or more
   * @return the writer
   * @throws IOException if the temporary files cannot be made next to {@code file} (a missing or
   *     read-only directory): checked here, before any game is played
   * @throws IllegalArgumentException if {@code file} is a directory or has no directory, or a
   *     number is below 1
   */
  public static SelfPlayWriter open(Path file, String game, int[] observationShape, int actionCount)
      throws IOException {
    Objects.requireNonNull(game, "game");
    if (actionCount < 1 || Arrays.stream(observationShape).anyMatch(d -> d < 1)) {
      throw new IllegalArgumentException("a self-play file of " + game + " needs an action count and"
          + " observation dimensions of 1 or more, not " + actionCount + " and "
          + Arrays.toString(observationShape));
    }
    Path target = file.toAbsolutePath();
    Path directory = target.getParent();
    if (directory == null || Files.isDirectory(target)) {
      throw new IllegalArgumentException(file + ": a self-play file cannot be written there ("
          + (directory == null ? "it has no directory" : "it is a directory") + ")");
    }
    SelfPlayWriter writer = new SelfPlayWriter(target, directory, game, observationShape, actionCount);
    try {
      String prefix = "." + target.getFileName() + ".";
      for (Column column : Column.values()) {
        Path temp = Files.createTempFile(directory, prefix, "." + column.entry + ".tmp");
        writer.temporary.put(column, temp);
        OutputStream stream = new BufferedOutputStream(Files.newOutputStream(temp));
        writer.streams.put(column, stream);
        writer.columns.put(column, new LittleEndianOutput(stream));
      }
      writer.columns(Column.LEGAL_OFFSETS).putLong(0);
    } catch (IOException | RuntimeException e) {
      writer.close();
      throw new IOException(file + ": cannot write the self-play file's temporary files in " + directory
          + ": " + e, e);
    }
    return writer;
  }

  /**
   * Appends positions, such as one game's or one shard's, after those appended before.
   *
   * @param data positions of this writer's game
   * @throws IOException if writing fails (the writer can then only be closed)
   * @throws IllegalArgumentException if the data is of another game, shape or action count
   * @throws IllegalStateException if the writer is finished or closed, or an append failed
   */
  public synchronized void append(SelfPlayData data) throws IOException {
    usable();
    if (!data.game().equals(game) || !Arrays.equals(data.observationShape(), shape)
        || data.actionCount() != actionCount) {
      throw new IllegalArgumentException(file + ": cannot append " + data + " to a file of " + game
          + " (observation " + Arrays.toString(shape) + ", " + actionCount + " actions)");
    }
    try {
      for (Column column : Column.values()) {
        data.writeColumn(column, columns(column), legal, false);
      }
    } catch (IOException | RuntimeException e) {
      broken = "appending " + data + " failed: " + e;
      throw e;
    }
    positions += data.size();
    legal += data.legalActionTotal();
  }

  /**
   * Returns the number of positions appended.
   *
   * @return 0 or more
   */
  public synchronized long positions() {
    return positions;
  }

  /**
   * Writes the archive from the positions appended and moves it to the file's name.
   *
   * @throws IOException if writing or moving fails (no file is then left under the name)
   * @throws IllegalStateException if the writer is finished or closed, or an append failed
   */
  public synchronized void finish() throws IOException {
    usable();
    broken = "finish was called";
    for (Column column : Column.values()) {
      columns(column).drain();
      OutputStream stream = streams.remove(column);
      if (stream != null) {
        stream.close();
      }
    }
    // Not createTempFile: its files are private to the owner, and this one becomes the output, which
    // gets the permissions any new file gets.
    Path archive = directory.resolve("." + file.getFileName() + "."
        + Long.toHexString(new SecureRandom().nextLong()) + ".part");
    OutputStream raw = Files.newOutputStream(archive, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
    part = archive;
    try (OutputStream out = new BufferedOutputStream(raw, LittleEndianOutput.CHUNK)) {
      SelfPlayFormat.write(out, game, shape, actionCount, positions, legal,
          column -> o -> copy(present(temporary.get(column), column), o));
    }
    try {
      Files.move(archive, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(archive, file, StandardCopyOption.REPLACE_EXISTING);
    }
    part = null;
    finished = true;
    deleteTemporaryFiles();
  }

  private static void copy(Path from, OutputStream to) throws IOException {
    byte[] chunk = new byte[LittleEndianOutput.CHUNK];
    try (InputStream in = Files.newInputStream(from)) {
      int read;
      while ((read = in.readNBytes(chunk, 0, chunk.length)) > 0) {
        to.write(chunk, 0, read);
      }
    }
  }

  private LittleEndianOutput columns(Column column) {
    return present(columns.get(column), column);
  }

  /** A column's stream or file, there from {@link #open} until {@link #close}. */
  private <T> T present(@Nullable T value, Column column) {
    if (value == null) {
      throw new IllegalStateException(file + ": the " + column.entry + " column is closed");
    }
    return value;
  }

  private void usable() {
    if (closed || finished) {
      throw new IllegalStateException(file + ": the self-play writer is " + (finished ? "finished" : "closed"));
    }
    if (broken != null) {
      throw new IllegalStateException(file + ": the self-play file cannot be written: " + broken);
    }
  }

  /**
   * Removes every temporary file; the file itself exists only if {@link #finish} succeeded.
   *
   * @throws IOException if a temporary file cannot be removed
   */
  @Override
  public synchronized void close() throws IOException {
    if (closed) {
      return;
    }
    closed = true;
    IOException failure = null;
    for (OutputStream stream : streams.values()) {
      try {
        stream.close();
      } catch (IOException e) {
        failure = e;
      }
    }
    streams.clear();
    try {
      deleteTemporaryFiles();
    } catch (IOException e) {
      failure = e;
    }
    if (failure != null) {
      throw failure;
    }
  }

  private void deleteTemporaryFiles() throws IOException {
    Path archive = part;
    if (archive != null) {
      Files.deleteIfExists(archive);
      part = null;
    }
    for (Path temp : temporary.values()) {
      Files.deleteIfExists(temp);
    }
    temporary.clear();
  }

  @Override
  public String toString() {
    return "SelfPlayWriter[" + file + ", " + game + ", observation " + Arrays.toString(shape) + " ("
        + observationSize + " values), " + actionCount + " actions]";
  }
}
