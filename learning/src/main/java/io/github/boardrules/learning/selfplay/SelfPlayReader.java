package io.github.boardrules.learning.selfplay;

import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Reads a self-play file of format {@value SelfPlayFormat#MARKER} or {@value
 * SelfPlayFormat#VERSION_2} entry by entry, straight into the arrays {@link SelfPlayData} holds,
 * and checks it whole: every message names the file, the entry and what is wrong.
 */
final class SelfPlayReader {
  private static final List<String> SCALARS = List.of("format", "game", "action_count");

  private final String name;
  private final Map<String, Entry> entries = new HashMap<>();
  /** The format's version, known once the first entry is read. */
  private int version;

  private SelfPlayReader(String name) {
    this.name = name;
  }

  /** An entry as read: its shape and its values (a float[], int[] or byte[]). */
  // a package-private carrier of arrays, never compared and never handed out: copies would only cost.
  @SuppressWarnings("ArrayRecordComponent")
  private record Entry(long[] shape, Object values) {}

  static SelfPlayData read(InputStream in, String name) throws IOException {
    SelfPlayReader reader = new SelfPlayReader(name);
    Tail tail = new Tail(in);
    ZipInputStream zip = new ZipInputStream(tail);
    String current = "the archive's first entry";
    try {
      ZipEntry entry;
      while ((entry = zip.getNextEntry()) != null) {
        String entryName = entry.getName();
        current = entryName;
        reader.entry(zip, entryName);
        current = "after " + entryName;
      }
    } catch (ZipException | EOFException e) {
      throw new IllegalArgumentException(name + ": " + current + ": cut short or corrupt (" + e.getMessage()
          + ")", e);
    }
    tail.transferTo(OutputStream.nullOutputStream());
    if (!reader.entries.isEmpty() && !tail.endsWithEndOfArchive()) {
      throw new IllegalArgumentException(name + ": " + current + ": the archive's end (the zip central"
          + " directory's end record) is missing: the file is cut short");
    }
    return reader.data();
  }

  /** Passes a stream on and keeps its last bytes: where a zip archive's end record is. */
  private static final class Tail extends FilterInputStream {
    /** The end of central directory record, without a comment. */
    private static final int END_RECORD = 22;

    private final byte[] last = new byte[END_RECORD];
    private long count;

    Tail(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      if (b >= 0) {
        last[(int) (count++ % END_RECORD)] = (byte) b;
      }
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = super.read(b, off, len);
      for (int i = 0; i < n; i++) {
        last[(int) (count++ % END_RECORD)] = b[off + i];
      }
      return n;
    }

    @Override
    public long skip(long n) throws IOException {
      byte[] skipped = new byte[(int) Math.min(n, LittleEndianOutput.CHUNK)];
      int read = read(skipped, 0, skipped.length);
      return Math.max(read, 0);
    }

    boolean endsWithEndOfArchive() {
      if (count < END_RECORD) {
        return false;
      }
      byte[] end = new byte[END_RECORD];
      for (int i = 0; i < END_RECORD; i++) {
        end[i] = last[(int) ((count + i) % END_RECORD)];
      }
      // "PK\5\6", then counts and offsets, and a comment length of 0.
      return end[0] == 'P' && end[1] == 'K' && end[2] == 5 && end[3] == 6 && end[20] == 0 && end[21] == 0;
    }
  }

  private void entry(InputStream in, String entryName) throws IOException {
    String where = name + ": " + entryName;
    if (entries.isEmpty() && !entryName.equals("format.npy")) {
      throw new IllegalArgumentException(where + ": the first entry is not format.npy: not a self-play file of"
          + " format " + SelfPlayFormat.MARKER + " or " + SelfPlayFormat.VERSION_2 + (entryName.equals("observation.npy")
              ? " (files of the first format, with a dense legal_mask.npy, are not read: write them again)" : ""));
    }
    if (!entryName.endsWith(".npy")) {
      return;
    }
    String key = entryName.substring(0, entryName.length() - 4);
    if (entries.containsKey(key)) {
      throw new IllegalArgumentException(where + ": the entry comes twice");
    }
    String descr = expectedDescr(key);
    if (descr == null) {
      return; // an entry of someone else's, such as a note: ZipInputStream skips it
    }
    Npy.Header header = Npy.readHeader(in, where);
    boolean text = descr.equals(SelfPlayFormat.BYTES);
    if (text ? !header.descr().startsWith(SelfPlayFormat.BYTES) : !header.descr().equals(descr)) {
      throw new IllegalArgumentException(where + " holds dtype " + header.descr() + "; expected " + descr);
    }
    long count = header.elements();
    if (count > SelfPlayData.MAX_VALUES) {
      throw new IllegalArgumentException(where + " holds " + count + " values (shape "
          + Arrays.toString(header.shape()) + "); SelfPlayData holds at most " + SelfPlayData.MAX_VALUES
          + " in an array: read the file with NumPy, or write smaller files");
    }
    Object values;
    if (text) {
      int width = width(header.descr(), where);
      values = readBytes(in, (long) width * count, where);
      if (header.shape().length == 1) {
        values = strings((byte[]) values, width, (int) count);
      }
    } else {
      values = numbers(in, descr, (int) count, where);
    }
    if (in.read() != -1) {
      throw new IllegalArgumentException(where + ": more data than its shape " + Arrays.toString(header.shape())
          + " holds");
    }
    if (key.equals("format")) {
      String format = header.shape().length == 0 ? text((byte[]) values) : "";
      if (format.equals(SelfPlayFormat.MARKER)) {
        version = 3;
      } else if (format.equals(SelfPlayFormat.VERSION_2)) {
        version = 2;
      } else {
        throw new IllegalArgumentException(where + " says \"" + format + "\" (shape "
            + Arrays.toString(header.shape()) + "): this reader reads the formats " + SelfPlayFormat.MARKER
            + " and " + SelfPlayFormat.VERSION_2 + " only");
      }
    }
    entries.put(key, new Entry(header.shape(), values));
  }

  /** The dtype of an entry of the file's format; null for an entry the format does not have. */
  private @Nullable String expectedDescr(String key) {
    if (key.equals("format") || key.equals("game") || (version >= 3 && key.equals("settings"))) {
      return SelfPlayFormat.BYTES;
    }
    if (key.equals("action_count")) {
      return Npy.INT64;
    }
    for (SelfPlayFormat.Column column : SelfPlayFormat.Column.values()) {
      if (column.entry.equals(key) && column.since <= version) {
        return column.descr;
      }
    }
    return null;
  }

  /** A byte string as NumPy reads it: the trailing NUL bytes are padding. */
  private static String text(byte[] bytes) {
    int end = bytes.length;
    while (end > 0 && bytes[end - 1] == 0) {
      end--;
    }
    return new String(bytes, 0, end, StandardCharsets.UTF_8);
  }

  private static String[] strings(byte[] bytes, int width, int count) {
    String[] strings = new String[count];
    for (int i = 0; i < count; i++) {
      strings[i] = text(Arrays.copyOfRange(bytes, i * width, (i + 1) * width));
    }
    return strings;
  }

  private static int width(String descr, String where) {
    try {
      return Integer.parseInt(descr.substring(2));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(where + " holds dtype " + descr + ", not a byte string of a width");
    }
  }

  private static byte[] readBytes(InputStream in, long length, String where) throws IOException {
    if (length > SelfPlayData.MAX_VALUES) {
      throw new IllegalArgumentException(where + " is a string of " + length + " bytes");
    }
    byte[] bytes = in.readNBytes((int) length);
    if (bytes.length < length) {
      throw new IllegalArgumentException(where + ": cut short: " + bytes.length + " of " + length + " bytes");
    }
    return bytes;
  }

  /** Reads {@code count} values of a dtype: float[], int[], long[] (int64) or boolean[] (bool). */
  private static Object numbers(InputStream in, String descr, int count, String where) throws IOException {
    int width = switch (descr) {
      case Npy.INT64 -> 8;
      case SelfPlayFormat.BOOL -> 1;
      default -> 4;
    };
    float[] floats = descr.equals(Npy.FLOAT32) ? new float[count] : new float[0];
    int[] ints = descr.equals(Npy.INT32) ? new int[count] : new int[0];
    long[] longs = descr.equals(Npy.INT64) ? new long[count] : new long[0];
    boolean[] flags = descr.equals(SelfPlayFormat.BOOL) ? new boolean[count] : new boolean[0];
    ByteBuffer chunk = ByteBuffer.allocate(LittleEndianOutput.CHUNK).order(ByteOrder.LITTLE_ENDIAN);
    int done = 0;
    while (done < count) {
      int want = (int) Math.min((long) (count - done) * width, chunk.capacity());
      int read = in.readNBytes(chunk.array(), 0, want);
      if (read < want) {
        throw new IllegalArgumentException(where + ": cut short: " + (done + read / width) + " of the " + count
            + " values its shape needs");
      }
      chunk.position(0).limit(want);
      while (chunk.hasRemaining()) {
        switch (descr) {
          case Npy.FLOAT32 -> floats[done++] = chunk.getFloat();
          case Npy.INT32 -> ints[done++] = chunk.getInt();
          case Npy.INT64 -> longs[done++] = chunk.getLong();
          default -> {
            byte b = chunk.get();
            if (b != 0 && b != 1) {
              throw new IllegalArgumentException(where + ": value " + done + " is the byte " + b + "; a bool is 0 or 1");
            }
            flags[done++] = b == 1;
          }
        }
      }
    }
    return switch (descr) {
      case Npy.FLOAT32 -> floats;
      case Npy.INT32 -> ints;
      case Npy.INT64 -> longs;
      default -> flags;
    };
  }

  private Entry get(String key) {
    Entry entry = entries.get(key);
    if (entry == null) {
      throw new IllegalArgumentException(name + ": no entry " + key + ".npy (the file is cut short or not a"
          + " self-play file of format " + SelfPlayFormat.MARKER + ")");
    }
    return entry;
  }

  private IllegalArgumentException shapeError(String key, long[] shape, String expected) {
    return new IllegalArgumentException(name + ": " + key + ".npy has shape " + Arrays.toString(shape)
        + "; expected " + expected + " as the other entries say");
  }

  /** An int64 entry of offsets or counts, each 0 to {@link SelfPlayData#MAX_VALUES} to fit in memory. */
  private int[] offsets(String key, long... shape) {
    Entry entry = get(key);
    if (!Arrays.equals(entry.shape(), shape)) {
      throw shapeError(key, entry.shape(), Arrays.toString(shape));
    }
    long[] values = (long[]) entry.values();
    int[] ints = new int[values.length];
    for (int i = 0; i < values.length; i++) {
      if (values[i] < 0 || values[i] > SelfPlayData.MAX_VALUES) {
        throw new IllegalArgumentException(name + ": " + key + ".npy: value " + i + " is " + values[i]
            + "; it must be 0 to " + SelfPlayData.MAX_VALUES + " to be read into memory");
      }
      ints[i] = (int) values[i];
    }
    return ints;
  }

  private <T> T values(String key, Class<T> type, long... shape) {
    Entry entry = get(key);
    if (!Arrays.equals(entry.shape(), shape)) {
      throw shapeError(key, entry.shape(), Arrays.toString(shape));
    }
    return type.cast(entry.values());
  }

  private int[] ints(String key, long... shape) {
    Entry entry = get(key);
    if (!Arrays.equals(entry.shape(), shape)) {
      throw shapeError(key, entry.shape(), Arrays.toString(shape));
    }
    return (int[]) entry.values();
  }

  private float[] floats(String key, long... shape) {
    Entry entry = get(key);
    if (!Arrays.equals(entry.shape(), shape)) {
      throw shapeError(key, entry.shape(), Arrays.toString(shape));
    }
    return (float[]) entry.values();
  }

  private SelfPlayData data() {
    for (String scalar : SCALARS) {
      if (get(scalar).shape().length != 0) {
        throw shapeError(scalar, get(scalar).shape(), "() (one value)");
      }
    }
    String game = text((byte[]) get("game").values());
    long count = ((long[]) get("action_count").values())[0];
    if (count > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(name + ": action_count.npy is " + count + "; at most " + Integer.MAX_VALUE
          + " are read");
    }
    int actionCount = (int) count;
    if (actionCount < 1) {
      throw new IllegalArgumentException(name + ": action_count.npy is " + actionCount + "; it must be 1 or more");
    }
    Entry observation = get("observation");
    long[] full = observation.shape();
    if (full.length < 2 || Arrays.stream(full).skip(1).anyMatch(d -> d < 1)) {
      throw shapeError("observation", full, "(positions, *observationShape), every dimension of a position 1"
          + " or more");
    }
    long n = full[0];
    int[] shape = Arrays.stream(full).skip(1).mapToInt(Math::toIntExact).toArray();
    int[] offsets = offsets("legal_offsets", n + 1);
    long legal = offsets[offsets.length - 1];
    int[] legalActions = ints("legal_actions", legal);
    float[] policy = floats("policy", legal);
    if (offsets[0] != 0) {
      throw new IllegalArgumentException(name + ": legal_offsets.npy starts at " + offsets[0] + ", not 0");
    }
    for (int i = 0; i < n; i++) {
      if (offsets[i + 1] < offsets[i]) {
        throw new IllegalArgumentException(name + ": legal_offsets.npy falls from " + offsets[i] + " to "
            + offsets[i + 1] + " at position " + i);
      }
      for (int k = offsets[i]; k < offsets[i + 1]; k++) {
        int action = legalActions[k];
        if (action < 0 || action >= actionCount || (k > offsets[i] && action <= legalActions[k - 1])) {
          throw new IllegalArgumentException(name + ": legal_actions.npy gives position " + i + " the action "
              + action + " at " + k + "; a position's actions are ascending, 0 to " + (actionCount - 1));
        }
        if (!(policy[k] >= 0 && policy[k] <= 1)) {
          throw new IllegalArgumentException(name + ": policy.npy gives action " + action + " of position " + i
              + " the share " + policy[k] + "; a share is 0 to 1");
        }
      }
    }
    int[] gameIndices = ints("game_index", n);
    SelfPlayData.Games games = version == 2 ? SelfPlayData.Games.absent((int) n) : games(game, gameIndices);
    return SelfPlayData.of(game, shape, actionCount, (float[]) observation.values(), offsets, legalActions,
        policy, ints("action", n), gameIndices, ints("ply", n), floats("outcome", n), games);
  }

  /** The entries format 3 adds, checked against each other and the positions. */
  private SelfPlayData.Games games(String game, int[] gameIndices) {
    Entry settingsEntry = get("settings");
    if (settingsEntry.shape().length != 0) {
      throw shapeError("settings", settingsEntry.shape(), "() (one value)");
    }
    String json = text((byte[]) settingsEntry.values());
    SelfPlaySettings settings;
    try {
      settings = SelfPlaySettings.fromJson(json);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(name + ": settings.npy: " + e.getMessage(), e);
    }
    if (!settings.game().equals(game)) {
      throw new IllegalArgumentException(name + ": settings.npy names the game " + settings.game() + "; game.npy says "
          + game);
    }
    long n = gameIndices.length;
    Entry offsetsEntry = get("game_offsets");
    if (offsetsEntry.shape().length != 1 || offsetsEntry.shape()[0] < 1) {
      throw shapeError("game_offsets", offsetsEntry.shape(), "(games + 1,)");
    }
    long g = offsetsEntry.shape()[0] - 1;
    int[] offsets = offsets("game_offsets", g + 1);
    if (offsets[0] != 0 || offsets[(int) g] != n) {
      throw new IllegalArgumentException(name + ": game_offsets.npy runs from " + offsets[0] + " to "
          + offsets[(int) g] + "; it must run from 0 to " + n + ", the positions");
    }
    for (int k = 0; k < g; k++) {
      if (offsets[k + 1] <= offsets[k]) {
        throw new IllegalArgumentException(name + ": game_offsets.npy gives game " + k + " no positions ("
            + offsets[k] + " to " + offsets[k + 1] + "); every game has one or more");
      }
      for (int i = offsets[k]; i < offsets[k + 1]; i++) {
        if (gameIndices[i] != gameIndices[offsets[k]]) {
          throw new IllegalArgumentException(name + ": position " + i + " is of game_index " + gameIndices[i]
              + ", but game_offsets.npy puts it in the game of position " + offsets[k] + ", game_index "
              + gameIndices[offsets[k]]);
        }
      }
    }
    return new SelfPlayData.Games(3, settings, floats("root_value", n), floats("action_q", n), offsets,
        values("game_seed", long[].class, g), values("game_truncated", boolean[].class, g),
        values("game_start", String[].class, g));
  }
}
