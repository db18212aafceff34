package io.github.boardrules.pylos.solve;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.internal.PylosEngine;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Objects;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;

/**
 * The opening of a {@link PylosTable}: the positions with at most {@code maxBalls} balls on the
 * board, answered as the whole table answers them, from a file of megabytes instead of 1.7 GB.
 *
 * <p>Every move adds a ball to the board, raises one (the count stays) or takes one or two back,
 * so the value and best move of a position with at most {@code maxBalls} balls need only the
 * positions with at most {@code maxBalls + 1}: the opening table keeps those layers of the table
 * and nothing else. It is the smallest form that still plays the first moves perfectly; later
 * positions need the whole table (or a search). Sizes on the standard table of bounds: 3.6 MB for
 * 10 balls, 11.3 MB for 12 ({@code pylos/results/opening-tables.csv}).
 *
 * <pre>{@code
 * PylosTable table = PylosTable.open(Path.of("standard.pylos"));          // 1.7 GB, once
 * PylosOpeningTable.write(table, 12, Path.of("standard-opening-12.pylos.gz"));
 * PylosOpeningTable opening = PylosOpeningTable.read(Path.of("standard-opening-12.pylos.gz"));
 * PylosSolver.Result start = opening.solve(Pylos.standard().initialState());
 * start.verdict();    // LOSS, as table.solve gives it, with the same plies and best move
 * }</pre>
 *
 * <p>The file is gzip-compressed; inside it: the text {@code boardrules pylos opening} and a line
 * feed, int version 1, int rule set (0 children's, 1 standard, 2 mature), int {@code maxBalls},
 * int refinement sweeps done, int 1 when the distances are exact, then the layers from 0 balls up
 * to {@code maxBalls + 1} (int layer, long length, one byte a position as in the table), then a
 * long CRC-32 of everything before it; all numbers big-endian. {@link #read} checks every field and
 * the checksum and refuses a file that does not match with a {@link PylosTableException} naming
 * the file, the offset in the uncompressed data and the reason. An opening table is immutable and
 * thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class PylosOpeningTable {
  private static final byte[] MAGIC = "boardrules pylos opening\n".getBytes(StandardCharsets.US_ASCII);
  private static final int VERSION = 1;

  private final Pylos rules;
  private final PylosEngine engine;
  private final int maxBalls;
  private final int refinements;
  private final boolean exact;

  /** The layers 0 to {@code maxBalls + 1}, one byte a position. */
  private final byte[][] layers;

  private final PylosTableSolve.Values values;

  private PylosOpeningTable(PylosRuleSet ruleSet, int maxBalls, int refinements, boolean exact, byte[][] layers) {
    this.rules = Pylos.builder().ruleSet(ruleSet).build();
    this.engine = PylosEngines.of(rules);
    this.maxBalls = maxBalls;
    this.refinements = refinements;
    this.exact = exact;
    this.layers = layers;
    PylosTableIndex index = PylosTableIndex.get();
    this.values = (id, rank) -> layers[index.balls(id)][(int) (index.offsetInLayer(id) + rank)] & 0xFF;
  }

  /**
   * Writes the opening of a finished table: the layers up to {@code maxBalls + 1} balls, to
   * {@code file.part} first and then moved over {@code file}.
   *
   * @param table a finished table ({@link PylosTable#isFinished()}); an exact one for exact
   *     distances, else the opening answers bounds as the table does
   * @param maxBalls the most balls on the board of the positions the opening answers, 0 to 27
   * @param file the file to write
   * @throws IllegalArgumentException if the table is not finished or {@code maxBalls} is out of
   *     range
   * @throws IOException if the file cannot be written
   */
  public static void write(PylosTable table, int maxBalls, Path file) throws IOException {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(file, "file");
    if (!table.isFinished()) {
      throw new IllegalArgumentException("the table " + table.file() + " is not finished: " + table);
    }
    if (maxBalls < 0 || maxBalls >= PylosTableIndex.TOP_LAYER) {
      throw new IllegalArgumentException(
          "maxBalls must be 0 to " + (PylosTableIndex.TOP_LAYER - 1) + ", not " + maxBalls);
    }
    byte[][] layers = new byte[maxBalls + 2][];
    for (int n = 0; n < layers.length; n++) {
      ByteBuffer layer = table.layer(n);
      layers[n] = new byte[layer.remaining()];
      layer.get(layers[n]);
    }
    Path part = file.resolveSibling(file.getFileName() + ".part");
    try (OutputStream out = Files.newOutputStream(part)) {
      write(table.rules().ruleSet(), maxBalls, table.refinements(), table.isExact(), layers, out);
    }
    Files.move(part, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /** Writes the compressed form of the given layers; package-private for the tests. */
  static void write(PylosRuleSet ruleSet, int maxBalls, int refinements, boolean exact, byte[][] layers,
      OutputStream out) throws IOException {
    GZIPOutputStream zipped = new GZIPOutputStream(new BufferedOutputStream(out, 1 << 16), 1 << 16) {
      {
        def.setLevel(Deflater.BEST_COMPRESSION);
      }
    };
    CRC32 crc = new CRC32();
    DataOutputStream data = new DataOutputStream(new CheckedOutputStream(zipped, crc));
    data.write(MAGIC);
    data.writeInt(VERSION);
    data.writeInt(ruleSet.ordinal());
    data.writeInt(maxBalls);
    data.writeInt(refinements);
    data.writeInt(exact ? 1 : 0);
    for (int n = 0; n < layers.length; n++) {
      data.writeInt(n);
      data.writeLong(layers[n].length);
      data.write(layers[n]);
    }
    data.flush();
    new DataOutputStream(zipped).writeLong(crc.getValue());
    zipped.finish();
    zipped.flush();
  }

  /**
   * Reads an opening table from a file {@link #write} made.
   *
   * @param file the file
   * @return the opening table, in memory (a byte a position)
   * @throws PylosTableException if the file is not an opening table of this library, of another
   *     version, cut short or corrupt
   * @throws IOException if the file cannot be read
   */
  public static PylosOpeningTable read(Path file) throws IOException {
    Objects.requireNonNull(file, "file");
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, file);
    }
  }

  /**
   * Reads an opening table from a stream, for instance a resource in a jar.
   *
   * <pre>{@code
   * try (InputStream in = MyApp.class.getResourceAsStream("/standard-opening-12.pylos.gz")) {
   *   PylosOpeningTable opening = PylosOpeningTable.read(in, Path.of("standard-opening-12.pylos.gz"));
   * }
   * }</pre>
   *
   * @param in the compressed bytes {@link #write} made; read to the end, not closed
   * @param name the name to give in an exception
   * @return the opening table
   * @throws PylosTableException if the bytes are not an opening table of this library, of another
   *     version, cut short or corrupt
   * @throws IOException if the stream cannot be read
   */
  public static PylosOpeningTable read(InputStream in, Path name) throws IOException {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(name, "name");
    CRC32 crc = new CRC32();
    CountingInput counted;
    try {
      counted = new CountingInput(new GZIPInputStream(new BufferedInputStream(in, 1 << 16), 1 << 16));
    } catch (ZipException | EOFException e) {
      throw new PylosTableException(name, 0, "not a gzip-compressed opening table (" + e.getMessage() + ")");
    }
    DataInputStream data = new DataInputStream(new CheckedInputStream(counted, crc));
    try {
      byte[] magic = new byte[MAGIC.length];
      data.readFully(magic);
      if (!Arrays.equals(magic, MAGIC)) {
        throw new PylosTableException(name, 0, "not an opening table of boardrules (no 'boardrules pylos opening')");
      }
      int version = data.readInt();
      if (version != VERSION) {
        throw new PylosTableException(name, MAGIC.length, "file version " + version + ", not " + VERSION);
      }
      int ruleSet = data.readInt();
      if (ruleSet < 0 || ruleSet >= PylosRuleSet.values().length) {
        throw new PylosTableException(name, MAGIC.length + 4, "no rule set " + ruleSet);
      }
      int maxBalls = data.readInt();
      if (maxBalls < 0 || maxBalls >= PylosTableIndex.TOP_LAYER) {
        throw new PylosTableException(name, MAGIC.length + 8,
            "maxBalls " + maxBalls + " is not 0 to " + (PylosTableIndex.TOP_LAYER - 1));
      }
      int refinements = data.readInt();
      int exact = data.readInt();
      if (refinements < 0 || exact < 0 || exact > 1) {
        throw new PylosTableException(name, MAGIC.length + 12,
            "impossible refinement fields: " + refinements + " sweeps, exact " + exact);
      }
      PylosTableIndex index = PylosTableIndex.get();
      byte[][] layers = new byte[maxBalls + 2][];
      for (int n = 0; n < layers.length; n++) {
        long at = counted.count();
        int layer = data.readInt();
        long length = data.readLong();
        if (layer != n || length != index.layerSize(n)) {
          throw new PylosTableException(name, at, "layer " + n + " expected with " + index.layerSize(n)
              + " positions, found layer " + layer + " with " + length);
        }
        layers[n] = new byte[(int) length];
        data.readFully(layers[n]);
      }
      long expected = crc.getValue();
      long at = counted.count();
      long stored = new DataInputStream(counted).readLong();
      if (stored != expected) {
        throw new PylosTableException(name, at, "the checksum does not match");
      }
      if (counted.read() != -1) {
        throw new PylosTableException(name, counted.count() - 1, "bytes after the checksum");
      }
      return new PylosOpeningTable(PylosRuleSet.values()[ruleSet], maxBalls, refinements, exact == 1, layers);
    } catch (EOFException e) {
      throw new PylosTableException(name, counted.count(), "cut short");
    } catch (ZipException e) {
      throw new PylosTableException(name, counted.count(), "corrupt compressed data (" + e.getMessage() + ")");
    }
  }

  /**
   * Returns the value of a position for its player to move, as {@link PylosTable#solve} gives it.
   *
   * @param state a position of the table's rule set with at most {@link #maxBalls()} balls on
   *     the board
   * @return WIN, LOSS or DRAW, the plies (a bound unless {@link #isExact()}), a best move
   * @throws IllegalArgumentException if the position has more balls on the board than the opening
   *     holds
   */
  public PylosSolver.Result solve(PylosState state) {
    Objects.requireNonNull(state, "state");
    Player mover = state.toMove();
    long own = state.balls(mover);
    long opponent = state.balls(mover.opponent());
    int balls = Long.bitCount(own | opponent);
    if (balls > maxBalls) {
      throw new IllegalArgumentException("the opening table answers positions with at most " + maxBalls
          + " balls on the board; this one has " + balls);
    }
    int[] buffer = new int[PylosEngine.MAX_MOVES];
    int value = PylosTableSolve.evaluate(engine, own, opponent, buffer, values);
    return PylosTable.result(engine, own, opponent, buffer, value, true, exact);
  }

  /**
   * Returns the most balls on the board of the positions this opening answers.
   *
   * @return the {@code maxBalls} it was written with
   */
  public int maxBalls() {
    return maxBalls;
  }

  /**
   * Tells whether the distances are exact, as {@link PylosTable#isExact()} of the table it was
   * written from.
   *
   * @return true when {@link #solve} answers the distance with best play, not a bound
   */
  public boolean isExact() {
    return exact;
  }

  /**
   * Returns the refinement sweeps done on the table it was written from.
   *
   * @return {@link PylosTable#refinements()} of that table
   */
  public int refinements() {
    return refinements;
  }

  /**
   * Returns the rules the opening solves.
   *
   * @return the rules of its rule set, with the default options
   */
  public Pylos rules() {
    return rules;
  }

  /**
   * Returns the number of positions stored.
   *
   * @return the positions with at most {@code maxBalls + 1} balls on the board, up to symmetry
   */
  public long positions() {
    long total = 0;
    for (byte[] layer : layers) {
      total += layer.length;
    }
    return total;
  }

  @Override
  public String toString() {
    return "PylosOpeningTable[" + rules.ruleSet() + ", at most " + maxBalls + " balls"
        + (exact ? ", exact" : ", bounds") + "]";
  }

  /** Counts the uncompressed bytes read, for the offsets of errors. */
  private static final class CountingInput extends InputStream {
    private final InputStream in;
    private long count;

    CountingInput(InputStream in) {
      this.in = in;
    }

    long count() {
      return count;
    }

    @Override
    public int read() throws IOException {
      int b = in.read();
      if (b >= 0) {
        count++;
      }
      return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
      int read = in.read(buffer, offset, length);
      if (read > 0) {
        count += read;
      }
      return read;
    }
  }
}
