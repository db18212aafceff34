package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosRuleSet;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * The file of a {@link PylosTable}, which is also the checkpoint of its computation: a header,
 * then one record per layer in solving order (28 balls on the board first).
 *
 * <p>Children's rules: each layer is appended and forced to disk when it is solved. A computation
 * that stops leaves the layers it finished; the next one reads them and goes on. Standard and
 * mature rules: after each sweep the whole table, every layer, is written to a file beside it
 * ({@code .part}) and moved over it, so the file always holds the last finished sweep.
 *
 * <p>Header (67 bytes): the ASCII text {@code "boardrules pylos table\n"}, then big-endian int
 * version (3), int rule set (0 children's, 1 standard, 2 mature), int number of canonical occupancy
 * sets, long number of positions, int sweeps done (0 for the children's layered table), int 1 when
 * the sweeps are finished (a sweep decided nothing; 0 otherwise), int refinement sweeps done (0 for
 * the children's table), int 1 when the distances are exact (the children's table; a sweep table
 * whose refinement is finished), long CRC-32 of the header's bytes before it. A layer record: int
 * layer (balls on the board), long length in bytes, the values of its positions in {@link
 * PylosTableIndex} order, long CRC-32 of those bytes.
 *
 * <p>Version 2 is version 3 without the two refinement fields (a 59-byte header): it is read, as a
 * table of bounds (a sweep table) or of exact distances (a children's table) with no refinement
 * done, and a standard or mature computation goes on from it, writing version 3. Version 1 had no
 * header checksum, so a changed byte in its header (the rule set, say) went unnoticed; its files
 * are refused and must be computed again. An empty file is refused too: a new table is only begun
 * where no file exists, so that a file cut to nothing is never taken for the start of a
 * computation.
 */
final class PylosTableFile {
  private static final byte[] MAGIC = "boardrules pylos table\n".getBytes(StandardCharsets.US_ASCII);
  /**
   * The version this library writes: 2 added the header's checksum, 3 the refinement sweeps and
   * the exact flag. It reads 2 and 3.
   */
  static final int VERSION = 3;
  /** The version before the refinement fields, still read. */
  static final int VERSION_2 = 2;
  static final int VERSION_AT = MAGIC.length;
  static final int RULE_SET_AT = VERSION_AT + 4;
  private static final int SETS_AT = RULE_SET_AT + 4;
  static final int SWEEPS_AT = SETS_AT + 4 + 8;
  static final int REFINEMENTS_AT = SWEEPS_AT + 4 + 4;
  static final int HEADER_CRC_AT = REFINEMENTS_AT + 4 + 4;
  static final int HEADER = HEADER_CRC_AT + 8;
  /** Where version 2's header checksum is, and its length. */
  static final int HEADER_CRC_AT_2 = REFINEMENTS_AT;
  static final int HEADER_2 = HEADER_CRC_AT_2 + 8;
  private static final int RECORD_HEAD = 4 + 8;
  private static final int RECORD_TAIL = 8;
  private static final int BLOCK = 1 << 20;

  private PylosTableFile() {}

  /**
   * What a file holds: its rule set and sweeps, and its complete layers: where each one's bytes
   * begin, and where the last ends.
   */
  static final class Layers {
    private final PylosRuleSet ruleSet;
    private final int sweeps;
    private final boolean finished;
    private final int refinements;
    private final boolean exact;
    private final int version;
    private final long[] start;
    private final long end;

    Layers(Header header, long[] start, long end) {
      this.ruleSet = header.ruleSet;
      this.sweeps = header.sweeps;
      this.finished = header.finished;
      this.refinements = header.refinements;
      this.exact = header.exact;
      this.version = header.version;
      this.start = start.clone();
      this.end = end;
    }

    /** Returns the refinement sweeps done (0 for the children's table). */
    int refinements() {
      return refinements;
    }

    /** Returns whether the stored distances are exact. */
    boolean exact() {
      return exact;
    }

    /** Returns the file's version: 2 or 3. */
    int version() {
      return version;
    }

    /** Returns the rule set the table solves. */
    PylosRuleSet ruleSet() {
      return ruleSet;
    }

    /** Returns the sweeps done: 0 for the children's layered table. */
    int sweeps() {
      return sweeps;
    }

    /** Returns whether the sweeps have reached their fixpoint. */
    boolean finished() {
      return finished;
    }

    /** Returns where layer {@code n}'s bytes begin, or -1 when the file does not hold it. */
    long start(int n) {
      return start[n];
    }

    /** Returns where the last complete layer record ends. */
    long end() {
      return end;
    }

    /** Returns the lowest layer present, or {@link PylosTableIndex#TOP_LAYER} + 1 when none is. */
    int lowest() {
      int lowest = PylosTableIndex.TOP_LAYER + 1;
      while (lowest > 0 && start[lowest - 1] >= 0) {
        lowest--;
      }
      return lowest;
    }
  }

  /** What a header says (the sizes are checked when it is read). */
  record Header(int version, PylosRuleSet ruleSet, int sweeps, boolean finished, int refinements, boolean exact) {
    /** The header of a children's table (exact distances, no sweeps). */
    static Header children() {
      return new Header(VERSION, PylosRuleSet.CHILDREN, 0, false, 0, true);
    }

    /** The header of a sweep table: bounds until the refinement is finished. */
    static Header sweeps(PylosRuleSet ruleSet, int sweeps, boolean finished, int refinements, boolean exact) {
      return new Header(VERSION, ruleSet, sweeps, finished, refinements, exact);
    }
  }

  static void writeHeader(FileChannel channel, Header fields) throws IOException {
    PylosTableIndex index = PylosTableIndex.get();
    ByteBuffer header = ByteBuffer.allocate(HEADER);
    header.put(MAGIC).putInt(VERSION).putInt(fields.ruleSet().ordinal()).putInt(index.setCount())
        .putLong(total()).putInt(fields.sweeps()).putInt(fields.finished() ? 1 : 0)
        .putInt(fields.refinements()).putInt(fields.exact() ? 1 : 0);
    header.putLong(headerChecksum(header.array(), HEADER_CRC_AT));
    header.flip();
    writeFully(channel, header, 0);
  }

  /** Returns the CRC-32 of the header's bytes before its checksum, at {@code crcAt}. */
  private static long headerChecksum(byte[] header, int crcAt) {
    CRC32 crc = new CRC32();
    crc.update(header, 0, crcAt);
    return crc.getValue();
  }

  /**
   * Begins a new children's table: its header alone, written beside {@code file} ({@code .part}),
   * forced to disk and moved into place, so that {@code file} never exists without a whole header.
   */
  static void createLayered(Path file) throws IOException {
    Path part = file.resolveSibling(file.getFileName() + ".part");
    try (FileChannel channel = FileChannel.open(part, StandardOpenOption.CREATE,
        StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
      writeHeader(channel, Header.children());
      channel.force(true);
    }
    Files.move(part, file, StandardCopyOption.ATOMIC_MOVE);
  }

  /**
   * Writes a whole sweep table to {@code file}: to {@code file.part}, forced to disk, then moved
   * over {@code file}, so that the file holds the old table or the new one whatever happens.
   */
  static void writeWhole(Path file, Header fields, byte[][] values) throws IOException {
    PylosTableIndex index = PylosTableIndex.get();
    Path part = file.resolveSibling(file.getFileName() + ".part");
    try (FileChannel channel = FileChannel.open(part, StandardOpenOption.CREATE,
        StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
      writeHeader(channel, fields);
      long at = HEADER;
      for (int n = PylosTableIndex.TOP_LAYER; n >= 0; n--) {
        byte[][] layer = new byte[index.layerEnd(n) - index.layerStart(n)][];
        for (int i = 0; i < layer.length; i++) {
          layer[i] = values[index.layerStart(n) + i];
        }
        at = append(channel, at, n, layer);
      }
    }
    Files.move(part, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /** Returns the number of positions a complete table holds. */
  static long total() {
    long total = 0;
    for (int n = 0; n <= PylosTableIndex.TOP_LAYER; n++) {
      total += PylosTableIndex.get().layerSize(n);
    }
    return total;
  }

  /**
   * Reads the header and the complete layer records, checking each one's checksum.
   *
   * @param allowCut whether an unfinished last record is the end of the layers (a checkpoint)
   *     rather than an error (a table)
   */
  // The header's buffer comes from readFully, which allocates it (ByteBuffer.allocate): its array is the header.
  @SuppressWarnings("ByteBufferBackingArray")
  static Layers scan(FileChannel channel, Path file, boolean allowCut) throws IOException {
    PylosTableIndex index = PylosTableIndex.get();
    long size = channel.size();
    if (size == 0) {
      throw new PylosTableException(file, 0, "the file is empty, not a table (a new table is begun only"
          + " where no file exists: delete the empty file to compute one)");
    }
    ByteBuffer header = readFully(channel, 0, (int) Math.min(size, HEADER), file);
    byte[] magic = new byte[Math.min(header.remaining(), MAGIC.length)];
    header.get(magic);
    if (!Arrays.equals(magic, Arrays.copyOf(MAGIC, magic.length))) {
      throw new PylosTableException(file, 0, "not a Pylos table (it does not begin with \"boardrules pylos table\")");
    }
    if (size < VERSION_AT + 4) {
      throw new PylosTableException(file, size, "the file is shorter than a table's header");
    }
    int version = header.getInt();
    if (version == 1) {
      throw new PylosTableException(file, VERSION_AT, "table version 1, written by an older version of this"
          + " library (its header has no checksum): the table must be computed again with this version");
    }
    if (version != VERSION && version != VERSION_2) {
      throw new PylosTableException(file, VERSION_AT, "table version " + version + ", this library reads "
          + VERSION_2 + " and " + VERSION);
    }
    int headerLength = version == VERSION ? HEADER : HEADER_2;
    int crcAt = headerLength - 8;
    if (size < headerLength) {
      throw new PylosTableException(file, size, "the file is shorter than a table's header");
    }
    if (header.limit() > headerLength) {
      header.limit(headerLength);
    }
    long storedChecksum = header.getLong(crcAt);
    if (storedChecksum != headerChecksum(header.array(), crcAt)) {
      throw new PylosTableException(file, crcAt, "the header's checksum does not match its bytes 0 to "
          + (crcAt - 1) + ": the header was changed (its rule set, sizes, sweeps and flags cannot be trusted)");
    }
    int ruleSetCode = header.getInt();
    if (ruleSetCode < 0 || ruleSetCode >= PylosRuleSet.values().length) {
      throw new PylosTableException(file, RULE_SET_AT, "rule set " + ruleSetCode
          + " (0 children's, 1 standard, 2 mature)");
    }
    PylosRuleSet ruleSet = PylosRuleSet.values()[ruleSetCode];
    int sets = header.getInt();
    long positions = header.getLong();
    if (sets != index.setCount() || positions != total()) {
      throw new PylosTableException(file, SETS_AT, "a table of " + sets + " sets and "
          + positions + " positions, not " + index.setCount() + " and " + total());
    }
    int sweeps = header.getInt();
    int finished = header.getInt();
    boolean layered = ruleSet == PylosRuleSet.CHILDREN;
    if (layered ? sweeps != 0 || finished != 0 : sweeps < 1 || finished < 0 || finished > 1) {
      throw new PylosTableException(file, SWEEPS_AT, sweeps + " sweeps, finished " + finished
          + ": not possible for the " + ruleSet + " rule set");
    }
    int refinements = 0;
    int exact = layered ? 1 : 0;
    if (version == VERSION) {
      refinements = header.getInt();
      exact = header.getInt();
      boolean possible = layered
          ? refinements == 0 && exact == 1
          : refinements >= 0 && (exact == 0 || exact == 1)
              && (refinements == 0 || finished == 1) && (exact == 0 || refinements >= 1);
      if (!possible) {
        throw new PylosTableException(file, REFINEMENTS_AT, refinements + " refinement sweeps, exact " + exact
            + ": not possible for the " + ruleSet + " rule set after " + sweeps + " sweeps, finished " + finished);
      }
    }
    Header fields = new Header(version, ruleSet, sweeps, finished == 1, refinements, exact == 1);
    // A sweep table is written whole and moved into place: it is never cut short.
    boolean cutAllowed = allowCut && layered;
    long[] start = new long[PylosTableIndex.TOP_LAYER + 1];
    Arrays.fill(start, -1);
    long at = headerLength;
    for (int n = PylosTableIndex.TOP_LAYER; n >= 0 && at < size; n--) {
      if (size - at < RECORD_HEAD) {
        return cut(file, at, cutAllowed, new Layers(fields, start, at));
      }
      ByteBuffer head = readFully(channel, at, RECORD_HEAD, file);
      int layer = head.getInt();
      long length = head.getLong();
      if (layer != n) {
        throw new PylosTableException(file, at, "layer " + layer + " where layer " + n + " comes next");
      }
      if (length != index.layerSize(n)) {
        throw new PylosTableException(file, at + 4, "layer " + n + " of " + length + " bytes, not " + index.layerSize(n));
      }
      if (size - at - RECORD_HEAD < length + RECORD_TAIL) {
        return cut(file, at, cutAllowed, new Layers(fields, start, at));
      }
      CRC32 crc = new CRC32();
      ByteBuffer block = ByteBuffer.allocate(BLOCK);
      for (long read = 0; read < length; ) {
        block.clear().limit((int) Math.min(BLOCK, length - read));
        while (block.hasRemaining()) {
          channel.read(block, at + RECORD_HEAD + read + block.position());
        }
        block.flip();
        crc.update(block);
        read += block.limit();
      }
      long stored = readFully(channel, at + RECORD_HEAD + length, RECORD_TAIL, file).getLong();
      if (stored != crc.getValue()) {
        throw new PylosTableException(file, at + RECORD_HEAD + length, "layer " + n + ": the checksum does not match");
      }
      start[n] = at + RECORD_HEAD;
      at += RECORD_HEAD + length + RECORD_TAIL;
    }
    if (at != size) {
      throw new PylosTableException(file, at, "bytes after the last layer");
    }
    if (!layered && start[0] < 0) {
      throw new PylosTableException(file, at, "a sweep table ends before layer 0");
    }
    return new Layers(fields, start, at);
  }

  private static Layers cut(Path file, long at, boolean allowCut, Layers found) throws PylosTableException {
    if (!allowCut) {
      throw new PylosTableException(file, at, "the file ends inside a layer record");
    }
    return found;
  }

  /**
   * Appends a solved layer and forces it to disk.
   *
   * @return where the record ends: where the next one goes
   */
  static long append(FileChannel channel, long at, int n, byte[][] layer) throws IOException {
    long length = 0;
    CRC32 crc = new CRC32();
    for (byte[] set : layer) {
      length += set.length;
      crc.update(set);
    }
    ByteBuffer head = ByteBuffer.allocate(RECORD_HEAD).putInt(n).putLong(length);
    head.flip();
    long position = at;
    position += writeFully(channel, head, position);
    for (byte[] set : layer) {
      position += writeFully(channel, ByteBuffer.wrap(set), position);
    }
    ByteBuffer tail = ByteBuffer.allocate(RECORD_TAIL).putLong(crc.getValue());
    tail.flip();
    position += writeFully(channel, tail, position);
    channel.force(true);
    return position;
  }

  /** Reads layer {@code n}, whose bytes begin at {@code start}, into one array per set. */
  static byte[][] read(FileChannel channel, Path file, int n, long start) throws IOException {
    PylosTableIndex index = PylosTableIndex.get();
    int first = index.layerStart(n);
    byte[][] layer = new byte[index.layerEnd(n) - first][];
    for (int id = first; id < index.layerEnd(n); id++) {
      byte[] set = new byte[(int) index.colourings(n)];
      ByteBuffer buffer = ByteBuffer.wrap(set);
      long at = start + index.offsetInLayer(id);
      while (buffer.hasRemaining()) {
        if (channel.read(buffer, at + buffer.position()) < 0) {
          throw new PylosTableException(file, at + buffer.position(), "the file ends inside layer " + n);
        }
      }
      layer[id - first] = set;
    }
    return layer;
  }

  private static ByteBuffer readFully(FileChannel channel, long at, int length, Path file) throws IOException {
    ByteBuffer buffer = ByteBuffer.allocate(length);
    while (buffer.hasRemaining()) {
      if (channel.read(buffer, at + buffer.position()) < 0) {
        throw new PylosTableException(file, at + buffer.position(), "the file ends early");
      }
    }
    buffer.flip();
    return buffer;
  }

  private static long writeFully(FileChannel channel, ByteBuffer buffer, long at) throws IOException {
    long written = 0;
    while (buffer.hasRemaining()) {
      written += channel.write(buffer, at + written);
    }
    return written;
  }
}
