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
 * shares are the {@code policy} values at the same places (visits fall only on legal actions). The
 * games are rows of their own: game {@code g}'s positions are {@code
 * game_offsets[g]:game_offsets[g + 1]}. {@link SelfPlayData} documents every entry.
 */
final class SelfPlayFormat {
  /** The value of the {@code format} entry of the files this library writes. */
  static final String MARKER = "boardrules-selfplay/3";

  /** The previous format, which the reader still reads: no search values, games or settings. */
  static final String VERSION_2 = "boardrules-selfplay/2";

  /** NumPy's dtype of a bool, one byte 0 or 1. */
  static final String BOOL = "|b1";

  /** NumPy's fixed-width byte strings: {@code |S} and the width. */
  static final String BYTES = "|S";

  private static final LocalDateTime FIXED_TIME = LocalDateTime.of(2026, 1, 1, 0, 0);

  private SelfPlayFormat() {}

  /** What an array's first dimension counts. */
  enum Rows {
    POSITIONS, LEGAL, GAMES
  }

  /** The arrays that grow with the data, in the file's order, after the four scalars. */
  enum Column {
    OBSERVATION("observation", Npy.FLOAT32, Rows.POSITIONS, 2),
    LEGAL_OFFSETS("legal_offsets", Npy.INT64, Rows.POSITIONS, 2),
    LEGAL_ACTIONS("legal_actions", Npy.INT32, Rows.LEGAL, 2),
    POLICY("policy", Npy.FLOAT32, Rows.LEGAL, 2),
    OUTCOME("outcome", Npy.FLOAT32, Rows.POSITIONS, 2),
    ACTION("action", Npy.INT32, Rows.POSITIONS, 2),
    GAME_INDEX("game_index", Npy.INT32, Rows.POSITIONS, 2),
    PLY("ply", Npy.INT32, Rows.POSITIONS, 2),
    ROOT_VALUE("root_value", Npy.FLOAT32, Rows.POSITIONS, 3),
    ACTION_Q("action_q", Npy.FLOAT32, Rows.POSITIONS, 3),
    GAME_OFFSETS("game_offsets", Npy.INT64, Rows.GAMES, 3),
    GAME_SEED("game_seed", Npy.INT64, Rows.GAMES, 3),
    GAME_TRUNCATED("game_truncated", BOOL, Rows.GAMES, 3),
    GAME_START("game_start", BYTES, Rows.GAMES, 3);

    final String entry;
    /** The dtype; {@link #BYTES} for the start texts, whose width the data decides. */
    final String descr;
    final Rows rows;
    /** The first format version that has the column. */
    final int since;

    Column(String entry, String descr, Rows rows, int since) {
      this.entry = entry;
      this.descr = descr;
      this.rows = rows;
      this.since = since;
    }

    /** The column's shape for the given counts; the offsets have one row more than what they index. */
    long[] shape(long positions, long legal, long games, int[] observationShape) {
      if (this == OBSERVATION) {
        long[] full = new long[observationShape.length + 1];
        full[0] = positions;
        for (int i = 0; i < observationShape.length; i++) {
          full[i + 1] = observationShape[i];
        }
        return full;
      }
      long rows = switch (this.rows) {
        case POSITIONS -> positions;
        case LEGAL -> legal;
        case GAMES -> games;
      };
      return new long[] {this == LEGAL_OFFSETS || this == GAME_OFFSETS ? rows + 1 : rows};
    }
  }

  /** The widths of the start texts: NumPy's {@code |S} needs 1 or more. */
  static int startWidth(int longest) {
    return Math.max(1, longest);
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
   * Writes the archive: the format marker, the game, the action count, the run's settings as
   * JSON, then every column.
   *
   * @param out where to write; finished, not closed
   */
  static void write(OutputStream out, String game, String settingsJson, int[] observationShape, int actionCount,
      long positions, long legal, long games, int startWidth, Columns columns) throws IOException {
    ZipOutputStream zip = new ZipOutputStream(out);
    bytes(zip, "format", MARKER.getBytes(StandardCharsets.US_ASCII));
    bytes(zip, "game", game.getBytes(StandardCharsets.UTF_8));
    entry(zip, "action_count", Npy.INT64, new long[0], o -> {
      LittleEndianOutput count = new LittleEndianOutput(o);
      count.putLong(actionCount);
      count.drain();
    });
    bytes(zip, "settings", settingsJson.getBytes(StandardCharsets.UTF_8));
    for (Column column : Column.values()) {
      String descr = column == Column.GAME_START ? BYTES + startWidth : column.descr;
      entry(zip, column.entry, descr, column.shape(positions, legal, games, observationShape), columns.of(column));
    }
    zip.finish();
    zip.flush();
  }

  /** A scalar byte string; an empty one is written as one NUL byte, NumPy's {@code |S1} of b"". */
  private static void bytes(ZipOutputStream zip, String name, byte[] value) throws IOException {
    byte[] stored = value.length == 0 ? new byte[1] : value;
    entry(zip, name, BYTES + stored.length, new long[0], o -> o.write(stored));
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
