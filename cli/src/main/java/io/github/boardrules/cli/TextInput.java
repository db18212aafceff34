package io.github.boardrules.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The tool's text input, UTF-8 and bounded: a file ({@code replay}'s record, {@code match
 * --openings}) is read whole up to {@link #MAX_FILE_BYTES}, a stream ({@code ugi}'s commands,
 * {@code play}'s moves, an engine's answers) a line at a time up to {@link #MAX_LINE_BYTES} a
 * line. So input with no end ({@code /dev/zero}) is refused with one line naming it, never read
 * until memory runs out. A byte-order mark at the start is skipped, as the Unicode standard allows
 * for UTF-8; a line ends with LF or CR LF; bytes that are not UTF-8 are refused with their line and
 * byte offset, never replaced.
 *
 * <pre>{@code
 * String record = TextInput.readFile(Path.of("game.txt"), "the record");
 * TextInput.Lines lines = TextInput.lines(System.in, "standard input");
 * for (String line = lines.next(); line != null; line = lines.next()) { ... }
 * }</pre>
 */
final class TextInput {
  /** The largest file read: far beyond any record or opening list (a million openings of 30 bytes). */
  static final int MAX_FILE_BYTES = 32 << 20;

  /** The longest line of a stream: far beyond any command, move or answer of the protocols. */
  static final int MAX_LINE_BYTES = 1 << 20;

  private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

  private TextInput() {}

  /**
   * Reads a text file whole.
   *
   * @param file the file
   * @param what what the file is, to start the message: {@code the record}, {@code --openings}
   * @return the text, without a byte-order mark
   * @throws CliException (a usage error) naming the file and what is wrong: missing, unreadable,
   *     larger than {@link #MAX_FILE_BYTES}, or not UTF-8 text
   */
  static String readFile(Path file, String what) {
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes(MAX_FILE_BYTES + 1);
    } catch (NoSuchFileException e) {
      throw CliException.usage(what + ": cannot read " + file + ": there is no such file");
    } catch (IOException e) {
      throw CliException.usage(what + ": cannot read " + file + ": " + OutputFile.reason(e));
    } catch (InvalidPathException | UncheckedIOException e) {
      throw CliException.usage(what + ": cannot read " + file + ": " + reason(e));
    }
    if (bytes.length > MAX_FILE_BYTES) {
      throw CliException.usage(String.format(Locale.ROOT, "%s: %s is larger than %,d bytes, the most the tool"
          + " reads (is it the right file?)", what, file, MAX_FILE_BYTES));
    }
    int start = startsWithBom(bytes, bytes.length) ? BOM.length : 0;
    try {
      return decoder().decode(ByteBuffer.wrap(bytes, start, bytes.length - start)).toString();
    } catch (CharacterCodingException e) {
      int at = firstMalformed(bytes, start);
      throw CliException.usage(String.format(Locale.ROOT, "%s: %s is not UTF-8 text: the byte at offset %,d of"
          + " %,d (line %,d) does not start or continue a UTF-8 character", what, file, at, bytes.length,
          lineOf(bytes, at)));
    }
  }

  /**
   * Reads a stream a line at a time.
   *
   * @param in the stream, UTF-8
   * @param what what it is, to start a message: {@code standard input}, {@code the engine's output}
   * @return its lines
   */
  static Lines lines(InputStream in, String what) {
    return new Lines(in, what);
  }

  /** The lines of a stream, each at most {@link #MAX_LINE_BYTES} bytes. Not thread-safe. */
  static final class Lines {
    private final InputStream in;
    private final String what;
    private final byte[] buffer = new byte[8192];
    private int position;
    private int limit;
    private long offset;
    private long lineNumber;
    private boolean first = true;

    private Lines(InputStream in, String what) {
      this.in = in;
      this.what = what;
    }

    /**
     * Reads the next line, without its end (LF or CR LF).
     *
     * @return the line, or null at the end of the stream
     * @throws TooLong if the line is longer than {@link #MAX_LINE_BYTES} bytes: the rest of the
     *     stream is not read
     * @throws NotText if the line is not UTF-8; the next call reads the line after it
     * @throws UncheckedIOException if the stream cannot be read
     */
    @Nullable String next() {
      ByteArrayOutputStream line = new ByteArrayOutputStream();
      long start = offset;
      lineNumber++;
      while (true) {
        if (position == limit && !fill()) {
          if (line.size() == 0) {
            return null;
          }
          break;
        }
        byte b = buffer[position++];
        offset++;
        if (b == '\n') {
          break;
        }
        if (line.size() == MAX_LINE_BYTES) {
          throw new TooLong(String.format(Locale.ROOT, "%s: line %,d is longer than %,d bytes, the most the tool"
              + " reads in a line", what, lineNumber, MAX_LINE_BYTES));
        }
        line.write(b);
      }
      byte[] bytes = line.toByteArray();
      int from = first && startsWithBom(bytes, bytes.length) ? BOM.length : 0;
      first = false;
      int to = bytes.length > from && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
      try {
        CharBuffer text = decoder().decode(ByteBuffer.wrap(bytes, from, to - from));
        return text.toString();
      } catch (CharacterCodingException e) {
        int at = firstMalformed(bytes, from);
        throw new NotText(String.format(Locale.ROOT, "%s: line %,d is not UTF-8 text: the byte at offset %,d of the"
            + " line (%,d of the input) does not start or continue a UTF-8 character", what, lineNumber, at, start + at));
      }
    }

    private boolean fill() {
      try {
        int read = in.read(buffer);
        if (read <= 0) {
          return false;
        }
        position = 0;
        limit = read;
        return true;
      } catch (IOException e) {
        throw new UncheckedIOException(what + " cannot be read: " + OutputFile.reason(e), e);
      }
    }
  }

  /** A line too long to read: the stream cannot go on. */
  static final class TooLong extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TooLong(String message) {
      super(message, null, false, false);
    }
  }

  /** A line that is not UTF-8 text: the stream may go on with the next line. */
  static final class NotText extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NotText(String message) {
      super(message, null, false, false);
    }
  }

  private static CharsetDecoder decoder() {
    return StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
  }

  private static boolean startsWithBom(byte[] bytes, int length) {
    return length >= BOM.length && bytes[0] == BOM[0] && bytes[1] == BOM[1] && bytes[2] == BOM[2];
  }

  /** The offset of the first byte that is not (the start or continuation of) a UTF-8 character. */
  private static int firstMalformed(byte[] bytes, int from) {
    CharsetDecoder decoder = decoder();
    ByteBuffer input = ByteBuffer.wrap(bytes, from, bytes.length - from);
    CharBuffer output = CharBuffer.allocate(Math.max(16, bytes.length));
    decoder.decode(input, output, true);
    return input.position();
  }

  private static long lineOf(byte[] bytes, int at) {
    long line = 1;
    for (int i = 0; i < at && i < bytes.length; i++) {
      if (bytes[i] == '\n') {
        line++;
      }
    }
    return line;
  }

  private static String reason(Exception e) {
    String message = e.getMessage();
    return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
  }
}
