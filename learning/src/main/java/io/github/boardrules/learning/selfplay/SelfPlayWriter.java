package io.github.boardrules.learning.selfplay;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import io.github.boardrules.learning.selfplay.SelfPlayFormat.Column;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
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
import java.util.Optional;
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
 * try (SelfPlayWriter writer = SelfPlayWriter.open(Path.of("pylos.npz"), selfPlay)) {
 *   for (int i = 0; i < 1_000; i++) {
 *     writer.append(selfPlay.playGame(i));     // one game in memory at a time
 *   }
 *   writer.finish();                           // pylos.npz appears
 * }                                            // temporary files gone, finished or not
 * }</pre>
 *
 * <p>The temporary files are named after the output ({@code .pylos.npz.<random>.observation.tmp}
 * and so on, and {@code .pylos.npz.<random>.part} for the archive) and need as much disk space as
 * the arrays, uncompressed; the archive is deflated. Every append must be of the writer's run (the
 * same {@link SelfPlaySettings}), as the file records one run's settings. Thread-safe: appends are
 * serialized.
 */
@API(status = EXPERIMENTAL, since = "0.1.0")
public final class SelfPlayWriter implements Closeable {
  private final Path file;
  private final Path directory;
  private final String game;
  private final SelfPlaySettings settings;
  private final int[] shape;
  private final int observationSize;
  private final int actionCount;
  private final Map<Column, Path> temporary = new EnumMap<>(Column.class);
  private final Map<Column, OutputStream> streams = new EnumMap<>(Column.class);
  private final Map<Column, LittleEndianOutput> columns = new EnumMap<>(Column.class);
  private @Nullable Path part;
  private long positions;
  private long legal;
  private long games;
  private int longestStart;
  private @Nullable String broken;
  private boolean finished;
  private boolean closed;

  private SelfPlayWriter(Path file, Path directory, SelfPlaySettings settings, int[] shape, int actionCount) {
    this.file = file;
    this.directory = directory;
    this.game = settings.game();
    this.settings = settings;
    this.shape = shape.clone();
    this.actionCount = actionCount;
    int size = 1;
    for (int d : shape) {
      size *= d;
    }
    this.observationSize = size;
  }

  /**
   * Starts the self-play file of a run.
   *
   * @param file the file to write; replaced when {@link #finish} succeeds
   * @param run the run whose games will be appended
   * @return the writer
   * @throws IOException if the temporary files cannot be made next to {@code file}
   * @throws IllegalArgumentException if {@code file} is a directory or has no directory
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public static SelfPlayWriter open(Path file, SelfPlay<?, ?> run) throws IOException {
    return open(file, run.settings(), run.observationShape(), run.actionCount());
  }

  /**
   * Starts a self-play file.
   *
   * @param file the file to write; replaced when {@link #finish} succeeds
   * @param settings the settings of the run whose games will be appended
   * @param observationShape the shape of one observation
   * @param actionCount the encoding's number of actions, 1 or more
   * @return the writer
   * @throws IOException if the temporary files cannot be made next to {@code file} (a missing or
   *     read-only directory): checked here, before any game is played
   * @throws IllegalArgumentException if {@code file} is a directory or has no directory, or a
   *     number is below 1
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public static SelfPlayWriter open(Path file, SelfPlaySettings settings, int[] observationShape, int actionCount)
      throws IOException {
    Objects.requireNonNull(settings, "settings");
    String game = settings.game();
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
    SelfPlayWriter writer = new SelfPlayWriter(target, directory, settings, observationShape, actionCount);
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
      writer.columns(Column.GAME_OFFSETS).putLong(0);
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
   * @throws IllegalArgumentException if the data is of another game, shape, action count or
   *     run's settings, or was read from a file of format 2
   * @throws IllegalStateException if the writer is finished or closed, or an append failed
   */
  public synchronized void append(SelfPlayData data) throws IOException {
    usable();
    if (!data.game().equals(game) || !Arrays.equals(data.observationShape(), shape)
        || data.actionCount() != actionCount || !data.settings().equals(Optional.of(settings))) {
      throw new IllegalArgumentException(file + ": cannot append " + data + " (settings "
          + data.settings().map(SelfPlaySettings::toJson).orElse("none: format 2") + ") to a file of " + game
          + " (observation " + Arrays.toString(shape) + ", " + actionCount + " actions, settings "
          + settings.toJson() + ")");
    }
    try {
      for (Column column : Column.values()) {
        if (column == Column.GAME_START) {
          LittleEndianOutput out = columns(column);
          for (String start : data.starts()) {
            byte[] bytes = start.getBytes(StandardCharsets.UTF_8);
            out.putInt(bytes.length);
            out.putBytes(bytes, bytes.length);
            longestStart = Math.max(longestStart, bytes.length);
          }
        } else {
          data.writeColumn(column, columns(column), legal, positions, false);
        }
      }
    } catch (IOException | RuntimeException e) {
      broken = "appending " + data + " failed: " + e;
      throw e;
    }
    positions += data.size();
    legal += data.legalActionTotal();
    games += data.starts().size();
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
      int width = SelfPlayFormat.startWidth(longestStart);
      SelfPlayFormat.write(out, game, settings.toJson(), shape, actionCount, positions, legal, games, width,
          column -> o -> {
            Path temp = present(temporary.get(column), column);
            if (column == Column.GAME_START) {
              padStarts(temp, o, width);
            } else {
              copy(temp, o);
            }
          });
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

  /** Copies the start texts, each stored as its length and its bytes, padded to {@code width}. */
  private static void padStarts(Path from, OutputStream to, int width) throws IOException {
    LittleEndianOutput out = new LittleEndianOutput(to);
    try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(from)))) {
      while (true) {
        int length;
        try {
          length = Integer.reverseBytes(in.readInt()); // stored little-endian, as every column
        } catch (EOFException end) {
          break;
        }
        byte[] bytes = new byte[length];
        in.readFully(bytes);
        out.putBytes(bytes, width);
      }
    }
    out.drain();
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
