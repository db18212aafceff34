package io.github.boardrules.core.learning;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Self-play positions, as a learner trains on them, and their file: a NumPy {@code .npz} archive
 * (a zip of {@code .npy} arrays) that {@code numpy.load} reads with no code of ours. Per position
 * {@code i} it holds:
 *
 * <table>
 *   <caption>The arrays of a self-play file</caption>
 *   <tr><th>entry</th><th>dtype, shape</th><th>holds</th></tr>
 *   <tr><td>{@code observation}</td><td>float32 {@code (n, *observationShape)}</td><td>the
 *       encoding's observation, from the view of the player to move</td></tr>
 *   <tr><td>{@code legal_mask}</td><td>bool {@code (n, actionCount)}</td><td>the legal
 *       actions</td></tr>
 *   <tr><td>{@code policy}</td><td>float32 {@code (n, actionCount)}</td><td>the search's visit
 *       distribution (visits / simulations; 0 off the legal actions)</td></tr>
 *   <tr><td>{@code outcome}</td><td>float32 {@code (n,)}</td><td>the game's result for the player
 *       to move: +1 won, −1 lost, 0 drawn or cut at the ply cap</td></tr>
 *   <tr><td>{@code action}</td><td>int32 {@code (n,)}</td><td>the action played</td></tr>
 *   <tr><td>{@code game_index}</td><td>int32 {@code (n,)}</td><td>the game's number in its
 *       run</td></tr>
 *   <tr><td>{@code ply}</td><td>int32 {@code (n,)}</td><td>the position's ply in its game, from
 *       0</td></tr>
 *   <tr><td>{@code game}</td><td>bytes, shape {@code ()}</td><td>the configured game's text,
 *       UTF-8</td></tr>
 * </table>
 *
 * <pre>{@code
 * SelfPlayData data = selfPlay.play(0, 100);   // games 0 to 99
 * data.write(Path.of("nim.npz"));
 * SelfPlayData back = SelfPlayData.read(Path.of("nim.npz"));
 * back.equals(data);                           // true
 * back.policy(0);                              // the first position's visit distribution
 * }</pre>
 *
 * <p>The file's bytes depend only on the data: entries in the order above, deflated, with a fixed
 * time stamp. The legal actions and the policy are held sparse in memory and written dense. Instances
 * are immutable: every array they return is new.
 */
public final class SelfPlayData {
  private static final List<String> ENTRIES =
      List.of("observation", "legal_mask", "policy", "outcome", "action", "game_index", "ply", "game");
  private static final LocalDateTime FIXED_TIME = LocalDateTime.of(2026, 1, 1, 0, 0);
  private static final int CHUNK = 1 << 16;

  private final String game;
  private final int[] shape;
  private final int observationSize;
  private final int actionCount;
  private final float[] observations;
  private final int[] legalOffsets;
  private final int[] legalActions;
  private final float[] legalPolicy;
  private final int[] actions;
  private final int[] gameIndices;
  private final int[] plies;
  private final float[] outcomes;

  private SelfPlayData(String game, int[] shape, int actionCount, float[] observations,
      int[] legalOffsets, int[] legalActions, float[] legalPolicy, int[] actions, int[] gameIndices,
      int[] plies, float[] outcomes) {
    this.game = game;
    this.shape = shape;
    this.observationSize = sizeOf(shape);
    this.actionCount = actionCount;
    this.observations = observations;
    this.legalOffsets = legalOffsets;
    this.legalActions = legalActions;
    this.legalPolicy = legalPolicy;
    this.actions = actions;
    this.gameIndices = gameIndices;
    this.plies = plies;
    this.outcomes = outcomes;
  }

  private static int sizeOf(int[] shape) {
    int size = 1;
    for (int d : shape) {
      size *= d;
    }
    return size;
  }

  /**
   * Returns the number of positions.
   *
   * @return 0 or more
   */
  public int size() {
    return outcomes.length;
  }

  /**
   * Returns the configured game's text, such as {@code nim(rows=3,columns=5)}.
   *
   * @return the game
   */
  public String game() {
    return game;
  }

  /**
   * Returns the shape of one observation.
   *
   * @return the encoding's observation shape, a new array
   */
  public int[] observationShape() {
    return shape.clone();
  }

  /**
   * Returns the number of distinct actions.
   *
   * @return the encoding's action count
   */
  public int actionCount() {
    return actionCount;
  }

  /**
   * Returns a position's observation.
   *
   * @param position 0 to {@code size() − 1}
   * @return the observation, row-major
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public float[] observation(int position) {
    Objects.checkIndex(position, size());
    return Arrays.copyOfRange(observations, position * observationSize, (position + 1) * observationSize);
  }

  /**
   * Returns a position's legal actions.
   *
   * @param position 0 to {@code size() − 1}
   * @return the legal actions, sorted
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public int[] legalActions(int position) {
    Objects.checkIndex(position, size());
    return Arrays.copyOfRange(legalActions, legalOffsets[position], legalOffsets[position + 1]);
  }

  /**
   * Returns a position's legal-action mask.
   *
   * @param position 0 to {@code size() − 1}
   * @return {@code actionCount()} flags
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public boolean[] legalMask(int position) {
    Objects.checkIndex(position, size());
    boolean[] mask = new boolean[actionCount];
    for (int k = legalOffsets[position]; k < legalOffsets[position + 1]; k++) {
      mask[legalActions[k]] = true;
    }
    return mask;
  }

  /**
   * Returns a position's visit distribution.
   *
   * @param position 0 to {@code size() − 1}
   * @return {@code actionCount()} shares, 0 off the legal actions
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public float[] policy(int position) {
    Objects.checkIndex(position, size());
    float[] policy = new float[actionCount];
    for (int k = legalOffsets[position]; k < legalOffsets[position + 1]; k++) {
      policy[legalActions[k]] = legalPolicy[k];
    }
    return policy;
  }

  /**
   * Returns a position's outcome for its player to move.
   *
   * @param position 0 to {@code size() − 1}
   * @return +1, −1 or 0
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public float outcome(int position) {
    return outcomes[Objects.checkIndex(position, size())];
  }

  /**
   * Returns the action played from a position.
   *
   * @param position 0 to {@code size() − 1}
   * @return the action
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public int action(int position) {
    return actions[Objects.checkIndex(position, size())];
  }

  /**
   * Returns the number of the game a position is from.
   *
   * @param position 0 to {@code size() − 1}
   * @return the game's index in its run
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public int gameIndex(int position) {
    return gameIndices[Objects.checkIndex(position, size())];
  }

  /**
   * Returns a position's ply in its game.
   *
   * @param position 0 to {@code size() − 1}
   * @return 0 for the start
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public int ply(int position) {
    return plies[Objects.checkIndex(position, size())];
  }

  /**
   * Joins data sets of the same game, in the order given: what a run split into shards does with
   * its shards' data.
   *
   * @param parts data of one configured game
   * @return their positions, one after the other
   * @throws IllegalArgumentException if the parts are of different games, shapes or action counts,
   *     or there are none
   */
  public static SelfPlayData concat(List<SelfPlayData> parts) {
    if (parts.isEmpty()) {
      throw new IllegalArgumentException("concat needs at least one part");
    }
    SelfPlayData first = parts.get(0);
    Builder builder = new Builder(first.game, first.shape, first.actionCount);
    for (SelfPlayData part : parts) {
      if (!part.game.equals(first.game) || !Arrays.equals(part.shape, first.shape)
          || part.actionCount != first.actionCount) {
        throw new IllegalArgumentException("cannot join " + part.game + " (shape "
            + Arrays.toString(part.shape) + ", " + part.actionCount + " actions) to " + first.game
            + " (shape " + Arrays.toString(first.shape) + ", " + first.actionCount + " actions)");
      }
      for (int i = 0; i < part.size(); i++) {
        builder.add(part.gameIndices[i], part.plies[i], part.observation(i), part.legalActions(i),
            Arrays.copyOfRange(part.legalPolicy, part.legalOffsets[i], part.legalOffsets[i + 1]),
            part.actions[i], part.outcomes[i]);
      }
    }
    return builder.build();
  }

  /**
   * Writes the data as an {@code .npz} file, replacing the file.
   *
   * @param file the file
   * @throws IOException if it cannot be written
   */
  public void write(Path file) throws IOException {
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
      writeTo(out);
    }
  }

  /**
   * Writes the data in the {@code .npz} format. The bytes depend only on the data.
   *
   * @param out where to write; not closed
   * @throws IOException if writing fails
   */
  public void writeTo(OutputStream out) throws IOException {
    ZipOutputStream zip = new ZipOutputStream(out);
    int n = size();
    Column observation = new Column(zip, "observation", Npy.FLOAT32, prepend(n, shape));
    for (float v : observations) {
      observation.putFloat(v);
    }
    observation.close();
    Column mask = new Column(zip, "legal_mask", Npy.BOOL, n, actionCount);
    for (int i = 0; i < n; i++) {
      boolean[] row = legalMask(i);
      for (boolean legal : row) {
        mask.putByte(legal ? 1 : 0);
      }
    }
    mask.close();
    Column policy = new Column(zip, "policy", Npy.FLOAT32, n, actionCount);
    for (int i = 0; i < n; i++) {
      for (float v : policy(i)) {
        policy.putFloat(v);
      }
    }
    policy.close();
    Column outcome = new Column(zip, "outcome", Npy.FLOAT32, n);
    for (float v : outcomes) {
      outcome.putFloat(v);
    }
    outcome.close();
    writeInts(zip, "action", actions);
    writeInts(zip, "game_index", gameIndices);
    writeInts(zip, "ply", plies);
    byte[] name = game.getBytes(StandardCharsets.UTF_8);
    Column text = new Column(zip, "game", "|S" + name.length);
    for (byte b : name) {
      text.putByte(b);
    }
    text.close();
    zip.finish();
    zip.flush();
  }

  private static void writeInts(ZipOutputStream zip, String name, int[] values) throws IOException {
    Column column = new Column(zip, name, Npy.INT32, values.length);
    for (int v : values) {
      column.putInt(v);
    }
    column.close();
  }

  private static long[] prepend(int n, int[] shape) {
    long[] full = new long[shape.length + 1];
    full[0] = n;
    for (int i = 0; i < shape.length; i++) {
      full[i + 1] = shape[i];
    }
    return full;
  }

  /** One {@code .npy} entry, written through a little-endian buffer. */
  private static final class Column {
    private final ZipOutputStream zip;
    private final ByteBuffer buffer = ByteBuffer.allocate(CHUNK).order(ByteOrder.LITTLE_ENDIAN);

    Column(ZipOutputStream zip, String name, String descr, long... shape) throws IOException {
      this.zip = zip;
      ZipEntry entry = new ZipEntry(name + ".npy");
      entry.setTimeLocal(FIXED_TIME);
      zip.putNextEntry(entry);
      zip.write(Npy.header(descr, shape));
    }

    void putFloat(float v) throws IOException {
      room(4);
      buffer.putFloat(v);
    }

    void putInt(int v) throws IOException {
      room(4);
      buffer.putInt(v);
    }

    void putByte(int v) throws IOException {
      room(1);
      buffer.put((byte) v);
    }

    private void room(int bytes) throws IOException {
      if (buffer.remaining() < bytes) {
        drain();
      }
    }

    private void drain() throws IOException {
      zip.write(buffer.array(), 0, buffer.position());
      buffer.clear();
    }

    void close() throws IOException {
      drain();
      zip.closeEntry();
    }
  }

  /**
   * Reads an {@code .npz} file written by {@link #write} (or by NumPy with the same arrays).
   *
   * @param file the file
   * @return the data
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if it is not a self-play file, naming the file, the entry and
   *     what is wrong
   */
  public static SelfPlayData read(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return readFrom(in, file.toString());
    }
  }

  /**
   * Reads the {@code .npz} format.
   *
   * @param in the archive; read to its end, not closed
   * @param name the name to give in messages, such as the file's
   * @return the data
   * @throws IOException if reading fails
   * @throws IllegalArgumentException if it is not a self-play file, naming {@code name}, the entry
   *     and what is wrong
   */
  public static SelfPlayData readFrom(InputStream in, String name) throws IOException {
    Map<String, byte[]> entries = new HashMap<>();
    ZipInputStream zip = new ZipInputStream(in);
    try {
      ZipEntry entry;
      while ((entry = zip.getNextEntry()) != null) {
        String entryName = entry.getName();
        if (entryName.endsWith(".npy")) {
          entries.put(entryName.substring(0, entryName.length() - 4), zip.readAllBytes());
        }
      }
    } catch (ZipException e) {
      throw new IllegalArgumentException(name + ": not a readable .npz (zip) file: " + e.getMessage(), e);
    }
    for (String required : ENTRIES) {
      if (!entries.containsKey(required)) {
        throw new IllegalArgumentException(name + ": no entry " + required
            + ".npy; a self-play file holds " + String.join(", ", ENTRIES) + (entries.isEmpty()
                ? " (this one holds no .npy entry: is it an .npz file?)" : ""));
      }
    }
    Array outcome = Array.of(name, "outcome", entries, Npy.FLOAT32);
    if (outcome.shape.length != 1) {
      throw new IllegalArgumentException(name + ": outcome.npy has shape " + Arrays.toString(outcome.shape)
          + "; it is one-dimensional, one value per position");
    }
    int n = (int) outcome.shape[0];
    Array observation = Array.of(name, "observation", entries, Npy.FLOAT32);
    if (observation.shape.length < 2 || observation.shape[0] != n) {
      throw shapeError(name, "observation", observation.shape, "(" + n + ", ...)");
    }
    int[] shape = new int[observation.shape.length - 1];
    for (int i = 0; i < shape.length; i++) {
      shape[i] = Math.toIntExact(observation.shape[i + 1]);
    }
    Array mask = Array.of(name, "legal_mask", entries, Npy.BOOL);
    if (mask.shape.length != 2 || mask.shape[0] != n || mask.shape[1] < 1) {
      throw shapeError(name, "legal_mask", mask.shape, "(" + n + ", actions)");
    }
    int actionCount = Math.toIntExact(mask.shape[1]);
    Array policy = Array.of(name, "policy", entries, Npy.FLOAT32);
    if (!Arrays.equals(policy.shape, mask.shape)) {
      throw shapeError(name, "policy", policy.shape, Arrays.toString(mask.shape));
    }
    Array action = vector(name, "action", entries, n);
    Array gameIndex = vector(name, "game_index", entries, n);
    Array ply = vector(name, "ply", entries, n);
    byte[] gameBytes = entries.getOrDefault("game", new byte[0]);
    Npy.Header gameHeader = Npy.parseHeader(gameBytes, name + ": game.npy");
    if (!gameHeader.descr().startsWith("|S") || gameHeader.shape().length != 0) {
      throw new IllegalArgumentException(name + ": game.npy holds " + gameHeader.descr() + " of shape "
          + Arrays.toString(gameHeader.shape()) + "; it is one byte string (|S, shape ())");
    }
    String game = new String(gameBytes, gameHeader.dataOffset(), gameBytes.length - gameHeader.dataOffset(),
        StandardCharsets.UTF_8);
    Builder builder = new Builder(game, shape, actionCount);
    int size = sizeOf(shape);
    for (int i = 0; i < n; i++) {
      float[] obs = new float[size];
      for (int k = 0; k < size; k++) {
        obs[k] = observation.data.getFloat(4 * (i * size + k));
      }
      int legal = 0;
      for (int a = 0; a < actionCount; a++) {
        if (mask.data.get(i * actionCount + a) != 0) {
          legal++;
        }
      }
      int[] legalActions = new int[legal];
      float[] legalPolicy = new float[legal];
      int k = 0;
      for (int a = 0; a < actionCount; a++) {
        float share = policy.data.getFloat(4 * (i * actionCount + a));
        if (mask.data.get(i * actionCount + a) != 0) {
          legalActions[k] = a;
          legalPolicy[k++] = share;
        } else if (share != 0) {
          throw new IllegalArgumentException(name + ": policy.npy gives " + share + " to action " + a
              + " of position " + i + ", which legal_mask says is illegal");
        }
      }
      builder.add(gameIndex.data.getInt(4 * i), ply.data.getInt(4 * i), obs, legalActions, legalPolicy,
          action.data.getInt(4 * i), outcome.data.getFloat(4 * i));
    }
    return builder.build();
  }

  private static Array vector(String name, String entry, Map<String, byte[]> entries, int n) {
    Array array = Array.of(name, entry, entries, Npy.INT32);
    if (array.shape.length != 1 || array.shape[0] != n) {
      throw shapeError(name, entry, array.shape, "(" + n + ",)");
    }
    return array;
  }

  private static IllegalArgumentException shapeError(String name, String entry, long[] shape, String expected) {
    return new IllegalArgumentException(name + ": " + entry + ".npy has shape " + Arrays.toString(shape)
        + "; expected " + expected + " as the other arrays say");
  }

  /** A parsed entry: its shape and its data, little-endian. */
  private static final class Array {
    final long[] shape;
    final ByteBuffer data;

    private Array(long[] shape, ByteBuffer data) {
      this.shape = shape;
      this.data = data;
    }

    static Array of(String name, String entry, Map<String, byte[]> entries, String descr) {
      byte[] bytes = entries.getOrDefault(entry, new byte[0]);
      String where = name + ": " + entry + ".npy";
      Npy.Header header = Npy.parseHeader(bytes, where);
      if (!header.descr().equals(descr)) {
        throw new IllegalArgumentException(
            where + " holds dtype " + header.descr() + "; expected " + descr);
      }
      long width = descr.equals(Npy.BOOL) ? 1 : 4;
      long expected = header.elements() * width;
      if (bytes.length - header.dataOffset() != expected) {
        throw Npy.bad(where, header.dataOffset(), "shape " + Arrays.toString(header.shape()) + " needs "
            + expected + " bytes of data; the entry has " + (bytes.length - header.dataOffset()));
      }
      ByteBuffer data = ByteBuffer.wrap(bytes, header.dataOffset(), bytes.length - header.dataOffset())
          .slice().order(ByteOrder.LITTLE_ENDIAN);
      return new Array(header.shape(), data);
    }
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof SelfPlayData d)) {
      return false;
    }
    return game.equals(d.game) && Arrays.equals(shape, d.shape) && actionCount == d.actionCount
        && Arrays.equals(observations, d.observations) && Arrays.equals(legalOffsets, d.legalOffsets)
        && Arrays.equals(legalActions, d.legalActions) && Arrays.equals(legalPolicy, d.legalPolicy)
        && Arrays.equals(actions, d.actions) && Arrays.equals(gameIndices, d.gameIndices)
        && Arrays.equals(plies, d.plies) && Arrays.equals(outcomes, d.outcomes);
  }

  @Override
  public int hashCode() {
    return Objects.hash(game, actionCount, Arrays.hashCode(shape), Arrays.hashCode(observations),
        Arrays.hashCode(legalActions), Arrays.hashCode(legalPolicy), Arrays.hashCode(outcomes));
  }

  @Override
  public String toString() {
    return "SelfPlayData[" + game + ", " + size() + " positions, observation " + Arrays.toString(shape)
        + ", " + actionCount + " actions]";
  }

  /** Collects positions, game by game. */
  static final class Builder {
    private final String game;
    private final int[] shape;
    private final int actionCount;
    private final int observationSize;
    private final FloatList observations = new FloatList();
    private final FloatList legalPolicy = new FloatList();
    private final FloatList outcomes = new FloatList();
    private final IntList legalOffsets = new IntList();
    private final IntList legalActions = new IntList();
    private final IntList actions = new IntList();
    private final IntList gameIndices = new IntList();
    private final IntList plies = new IntList();

    Builder(String game, int[] shape, int actionCount) {
      this.game = game;
      this.shape = shape.clone();
      this.actionCount = actionCount;
      this.observationSize = sizeOf(shape);
      legalOffsets.add(0);
    }

    void add(int gameIndex, int ply, float[] observation, int[] legal, float[] policyOfLegal, int action,
        float outcome) {
      if (observation.length != observationSize || legal.length != policyOfLegal.length) {
        throw new IllegalArgumentException("position " + ply + " of game " + gameIndex
            + ": an observation of " + observation.length + " values (expected " + observationSize
            + ") or " + legal.length + " legal actions with " + policyOfLegal.length + " shares");
      }
      observations.addAll(observation);
      for (int i = 0; i < legal.length; i++) {
        legalActions.add(legal[i]);
        legalPolicy.add(policyOfLegal[i]);
      }
      legalOffsets.add(legalActions.size());
      actions.add(action);
      gameIndices.add(gameIndex);
      plies.add(ply);
      outcomes.add(outcome);
    }

    SelfPlayData build() {
      return new SelfPlayData(game, shape, actionCount, observations.toArray(), legalOffsets.toArray(),
          legalActions.toArray(), legalPolicy.toArray(), actions.toArray(), gameIndices.toArray(),
          plies.toArray(), outcomes.toArray());
    }
  }

  /** A growing float array. */
  private static final class FloatList {
    private float[] values = new float[64];
    private int size;

    void add(float v) {
      if (size == values.length) {
        values = Arrays.copyOf(values, size * 2);
      }
      values[size++] = v;
    }

    void addAll(float[] more) {
      if (size + more.length > values.length) {
        values = Arrays.copyOf(values, Math.max(size * 2, size + more.length));
      }
      System.arraycopy(more, 0, values, size, more.length);
      size += more.length;
    }

    float[] toArray() {
      return Arrays.copyOf(values, size);
    }
  }

  /** A growing int array. */
  private static final class IntList {
    private int[] values = new int[64];
    private int size;

    void add(int v) {
      if (size == values.length) {
        values = Arrays.copyOf(values, size * 2);
      }
      values[size++] = v;
    }

    int size() {
      return size;
    }

    int[] toArray() {
      return Arrays.copyOf(values, size);
    }
  }
}
