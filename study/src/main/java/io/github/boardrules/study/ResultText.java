package io.github.boardrules.study;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The text of a stored result file ({@code study ratings}), read within bounds and checked: at
 * most {@link #MAX_BYTES} bytes (so input with no end, such as {@code /dev/zero}, is refused at
 * once), UTF-8 with an optional byte-order mark, and cells that are whole numbers. Every refusal is
 * an {@link IllegalArgumentException} naming the file, the line and what is wrong, which the tool
 * prints as one line with exit code 2.
 *
 * <pre>{@code
 * List<String> lines = ResultText.lines(Path.of("nim/results/nim-ladder.csv"));
 * int wins = ResultText.number(cell, "nim-ladder.csv line 4", "first_wins", 0);
 * }</pre>
 */
final class ResultText {
  /** The largest result file read: far beyond any ladder's (a few kilobytes). */
  static final int MAX_BYTES = 32 << 20;

  /** How much of a bad cell or row a message quotes. */
  private static final int SHOWN = 80;

  private ResultText() {}

  /**
   * Reads a result file's lines.
   *
   * @param file the file
   * @return its lines, without a byte-order mark
   * @throws IllegalArgumentException if the file is missing, unreadable, too large or not UTF-8
   */
  static List<String> lines(Path file) {
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes(MAX_BYTES + 1);
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException("cannot read " + file + ": there is no such file", e);
    } catch (IOException e) {
      String why = e.getMessage();
      throw new IllegalArgumentException("cannot read " + file + ": " + (why == null ? e.getClass().getSimpleName() : why), e);
    }
    if (bytes.length > MAX_BYTES) {
      throw new IllegalArgumentException(String.format(Locale.ROOT,
          "%s is larger than %,d bytes, the most a result file may have (is it the right file?)", file, MAX_BYTES));
    }
    int start = bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF ? 3 : 0;
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer input = ByteBuffer.wrap(bytes, start, bytes.length - start);
    try {
      return decoder.decode(input).toString().lines().toList();
    } catch (CharacterCodingException e) {
      ByteBuffer again = ByteBuffer.wrap(bytes, start, bytes.length - start);
      decoder.reset().decode(again, CharBuffer.allocate(bytes.length + 1), true);
      throw new IllegalArgumentException(String.format(Locale.ROOT,
          "%s is not UTF-8 text: byte %,d does not start or continue a UTF-8 character", file, again.position()), e);
    }
  }

  /**
   * Reads a cell that holds a whole number.
   *
   * @param cell the cell
   * @param where the file and line, for the message
   * @param column the column's name, for the message
   * @param min the smallest value allowed
   * @return the number
   * @throws IllegalArgumentException if the cell is not a whole number from {@code min} to
   *     {@link Integer#MAX_VALUE}
   */
  static int number(String cell, String where, String column, int min) {
    String text = cell.strip();
    try {
      int value = Integer.parseInt(text);
      if (value >= min) {
        return value;
      }
    } catch (NumberFormatException e) {
      // refused below, with the cell
    }
    throw new IllegalArgumentException(where + ": " + column + " is a whole number, at least " + min + ", not \""
        + shown(text) + "\"");
  }

  /**
   * Returns text for a message, cut to a readable length.
   *
   * @param text a row or a cell
   * @return the text, or its start followed by {@code ...}
   */
  static String shown(String text) {
    return text.length() <= SHOWN ? text : text.substring(0, SHOWN) + "...";
  }
}
