package io.github.boardrules.learning.selfplay;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * NumPy's {@code .npy} format, version 1.0, as far as self-play files need it: a magic string, a
 * header (a Python dict literal giving the dtype, the order and the shape) padded with spaces to a
 * multiple of 64 bytes and ended by a newline, then the data in C order.
 */
final class Npy {
  static final String FLOAT32 = "<f4";
  static final String INT32 = "<i4";
  static final String INT64 = "<i8";
  private static final byte[] MAGIC = {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0};
  private static final int ALIGNMENT = 64;
  /** Headers this library reads are short; a longer one is not an array of ours. */
  private static final int MAX_HEADER = 1 << 16;

  private Npy() {}

  /** A parsed header: the dtype, the shape and where the data begins. */
  // a package-private carrier of arrays, never compared and never handed out: copies would only cost.
  @SuppressWarnings("ArrayRecordComponent")
  record Header(String descr, long[] shape, int dataOffset) {
    long elements() {
      long n = 1;
      for (long d : shape) {
        n *= d;
      }
      return n;
    }
  }

  static byte[] header(String descr, long... shape) {
    StringBuilder dims = new StringBuilder("(");
    for (int i = 0; i < shape.length; i++) {
      dims.append(i > 0 ? ", " : "").append(shape[i]);
    }
    dims.append(shape.length == 1 ? ",)" : ")");
    String dict = "{'descr': '" + descr + "', 'fortran_order': False, 'shape': " + dims + ", }";
    int unpadded = MAGIC.length + 2 + dict.length() + 1;
    int padding = (ALIGNMENT - unpadded % ALIGNMENT) % ALIGNMENT;
    String text = dict + " ".repeat(padding) + "\n";
    byte[] out = new byte[MAGIC.length + 2 + text.length()];
    System.arraycopy(MAGIC, 0, out, 0, MAGIC.length);
    out[MAGIC.length] = (byte) text.length();
    out[MAGIC.length + 1] = (byte) (text.length() >>> 8);
    byte[] ascii = text.getBytes(StandardCharsets.US_ASCII);
    System.arraycopy(ascii, 0, out, MAGIC.length + 2, ascii.length);
    return out;
  }

  /**
   * Reads the header of an {@code .npy} file.
   *
   * @param data the file
   * @param entry the name to give in messages
   * @return the header
   * @throws IllegalArgumentException naming the entry, the byte and why, if it is not a C-order
   *     {@code .npy} version 1 or 2 header
   */
  static Header parseHeader(byte[] data, String entry) {
    if (data.length < 10) {
      throw bad(entry, 0, "shorter than an .npy header (" + data.length + " bytes)");
    }
    for (int i = 0; i < 6; i++) {
      if (data[i] != MAGIC[i]) {
        throw bad(entry, i, "not an .npy file (no \\x93NUMPY magic)");
      }
    }
    int major = data[6];
    int length;
    int start;
    if (major == 1) {
      length = (data[8] & 0xFF) | (data[9] & 0xFF) << 8;
      start = 10;
    } else if (major == 2 && data.length >= 12) {
      length = (data[8] & 0xFF) | (data[9] & 0xFF) << 8 | (data[10] & 0xFF) << 16 | (data[11] & 0x7F) << 24;
      start = 12;
    } else {
      throw bad(entry, 6, ".npy version " + major + " is not read (1 and 2 are)");
    }
    if (start + length > data.length) {
      throw bad(entry, 8, "the header claims " + length + " bytes; the file has " + (data.length - start));
    }
    String text = new String(data, start, length, StandardCharsets.ISO_8859_1);
    String descr = value(text, "descr", entry, start);
    if (descr.length() < 2 || descr.charAt(0) != '\'' || descr.charAt(descr.length() - 1) != '\'') {
      throw bad(entry, start + text.indexOf("'descr'"), "descr " + descr + " is not a quoted dtype");
    }
    String order = value(text, "fortran_order", entry, start);
    if (!order.equals("False")) {
      throw bad(entry, start + text.indexOf("'fortran_order'"), "Fortran order is not read, only C order");
    }
    String dims = value(text, "shape", entry, start);
    int at = start + text.indexOf("'shape'");
    if (!dims.startsWith("(") || !dims.endsWith(")")) {
      throw bad(entry, at, "shape " + dims + " is not a tuple");
    }
    List<Long> shape = new ArrayList<>();
    for (String part : dims.substring(1, dims.length() - 1).split(",", -1)) {
      String d = part.strip();
      if (d.isEmpty()) {
        continue;
      }
      try {
        long value = Long.parseLong(d);
        if (value < 0) {
          throw bad(entry, at, "shape " + dims + " has a negative dimension");
        }
        shape.add(value);
      } catch (NumberFormatException e) {
        throw bad(entry, at, "shape " + dims + " has the dimension \"" + d + "\", not a number");
      }
    }
    long[] dimensions = shape.stream().mapToLong(Long::longValue).toArray();
    return new Header(descr.substring(1, descr.length() - 1), dimensions, start + length);
  }

  /**
   * Reads the header at the start of an {@code .npy} stream, leaving the stream at the data.
   *
   * @param in the entry
   * @param entry the name to give in messages
   * @return the header; its data offset is the header's length
   * @throws IOException if reading fails
   * @throws IllegalArgumentException naming the entry, the byte and why, if the header is bad or
   *     cut short
   */
  static Header readHeader(InputStream in, String entry) throws IOException {
    byte[] start = in.readNBytes(8);
    if (start.length < 8) {
      throw bad(entry, start.length, "shorter than an .npy header (" + start.length + " bytes)");
    }
    int lengthBytes = start[6] == 2 ? 4 : 2;
    byte[] length = in.readNBytes(lengthBytes);
    long headerLength = 0;
    for (int i = length.length - 1; i >= 0; i--) {
      headerLength = headerLength << 8 | (length[i] & 0xFF);
    }
    if (length.length < lengthBytes || headerLength > MAX_HEADER) {
      throw bad(entry, 8, length.length < lengthBytes ? "the header's length is cut short"
          : "a header of " + headerLength + " bytes (at most " + MAX_HEADER + " are read)");
    }
    byte[] text = in.readNBytes((int) headerLength);
    byte[] all = new byte[8 + lengthBytes + text.length];
    System.arraycopy(start, 0, all, 0, 8);
    System.arraycopy(length, 0, all, 8, lengthBytes);
    System.arraycopy(text, 0, all, 8 + lengthBytes, text.length);
    return parseHeader(all, entry);
  }

  private static String value(String dict, String key, String entry, int offset) {
    String quoted = "'" + key + "':";
    int at = dict.indexOf(quoted);
    if (at < 0) {
      throw bad(entry, offset, "the header " + dict.strip() + " has no '" + key + "'");
    }
    int from = at + quoted.length();
    while (from < dict.length() && dict.charAt(from) == ' ') {
      from++;
    }
    int to = from;
    if (from < dict.length() && dict.charAt(from) == '(') {
      to = dict.indexOf(')', from) + 1;
    } else if (from < dict.length() && dict.charAt(from) == '\'') {
      to = dict.indexOf('\'', from + 1) + 1;
    } else {
      while (to < dict.length() && dict.charAt(to) != ',' && dict.charAt(to) != '}') {
        to++;
      }
    }
    if (to <= from) {
      throw bad(entry, offset + from, "the value of '" + key + "' is not closed");
    }
    return dict.substring(from, to).strip();
  }

  static IllegalArgumentException bad(String entry, int offset, String why) {
    return new IllegalArgumentException(entry + ", byte " + offset + ": " + why);
  }
}
