package io.github.boardrules.learning.selfplay;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The self-play file, format {@value #MARKER}: an {@code .npz} archive whose entries come in a
 * fixed order, deflated, with a fixed time stamp, so that its bytes depend only on the data. The
 * legal actions and the visit distribution are in compressed sparse rows: position {@code i}'s
 * legal actions are {@code legal_actions[legal_offsets[i]:legal_offsets[i + 1]]} and its visit
 * shares are the {@code policy} values at the same places (visits fall only on legal actions).
 */
final class SelfPlayFormat {
  /** The value of the {@code format} entry: the only format this library reads and writes. */
  static final String MARKER = "boardrules-selfplay/2";

  private static final LocalDateTime FIXED_TIME = LocalDateTime.of(2026, 1, 1, 0, 0);

  private SelfPlayFormat() {}

  /** The arrays that grow with the positions, in the file's order, after the three scalars. */
  enum Column {
    OBSERVATION("observation", Npy.FLOAT32),
    LEGAL_OFFSETS("legal_offsets", Npy.INT64),
    LEGAL_ACTIONS("legal_actions", Npy.INT32),
    POLICY("policy", Npy.FLOAT32),
    OUTCOME("outcome", Npy.FLOAT32),
    ACTION("action", Npy.INT32),
    GAME_INDEX("game_index", Npy.INT32),
    PLY("ply", Npy.INT32);

    final String entry;
    final String descr;

    Column(String entry, String descr) {
      this.entry = entry;
      this.descr = descr;
    }

    /** The column's shape for {@code positions} positions with {@code legal} legal actions in all. */
    long[] shape(long positions, long legal, int[] observationShape) {
      return switch (this) {
        case OBSERVATION -> {
          long[] full = new long[observationShape.length + 1];
          full[0] = positions;
          for (int i = 0; i < observationShape.length; i++) {
            full[i + 1] = observationShape[i];
          }
          yield full;
        }
        case LEGAL_OFFSETS -> new long[] {positions + 1};
        case LEGAL_ACTIONS, POLICY -> new long[] {legal};
        default -> new long[] {positions};
      };
    }
  }

  /** Writes one column's data, little-endian, in chunks of {@link LittleEndianOutput#CHUNK} bytes. */
  @FunctionalInterface
  interface Content {
    void writeTo(OutputStream out) throws IOException;
  }

  /** Where the archive takes a column's data from. */
  @FunctionalInterface
  interface Columns {
    Content of(Column column);
  }

  /**
   * Writes the archive: the format marker, the game, the action count, then every column.
   *
   * @param out where to write; finished, not closed
   */
  static void write(OutputStream out, String game, int[] observationShape, int actionCount, long positions,
      long legal, Columns columns) throws IOException {
    ZipOutputStream zip = new ZipOutputStream(out);
    byte[] marker = MARKER.getBytes(StandardCharsets.US_ASCII);
    entry(zip, "format", "|S" + marker.length, new long[0], o -> o.write(marker));
    byte[] name = game.getBytes(StandardCharsets.UTF_8);
    entry(zip, "game", "|S" + name.length, new long[0], o -> o.write(name));
    entry(zip, "action_count", Npy.INT64, new long[0], o -> {
      LittleEndianOutput count = new LittleEndianOutput(o);
      count.putLong(actionCount);
      count.drain();
    });
    for (Column column : Column.values()) {
      entry(zip, column.entry, column.descr, column.shape(positions, legal, observationShape), columns.of(column));
    }
    zip.finish();
    zip.flush();
  }

  private static void entry(ZipOutputStream zip, String name, String descr, long[] shape, Content content)
      throws IOException {
    ZipEntry entry = new ZipEntry(name + ".npy");
    entry.setTimeLocal(FIXED_TIME);
    zip.putNextEntry(entry);
    zip.write(Npy.header(descr, shape));
    content.writeTo(zip);
    zip.closeEntry();
  }
}
