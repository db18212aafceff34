package io.github.boardrules.cli;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Reads the whole numbers of the command line: each in its range, refused past it, never clamped.
 * The commands take numbers as text and read them here, so that a message names the option and
 * its range in the tool's words.
 */
final class WholeNumber {
  private static final Pattern WHOLE_NUMBER = Pattern.compile("[-+]?[0-9]+");

  private WholeNumber() {}

  /**
   * Reads a whole number.
   *
   * @param what what the number is, for the message, such as {@code --seed} or {@code the depth}
   * @param text the text
   * @param min the smallest value allowed
   * @param max the largest value allowed
   * @return the number
   * @throws CliException if the text is not a whole number from {@code min} to {@code max}: a
   *     number out of range is refused, never clamped
   */
  static long parse(String what, String text, long min, long max) {
    String range = range(min, max);
    if (!WHOLE_NUMBER.matcher(text).matches()) {
      throw CliException.usage(what + " must be a whole number " + range + ", not \"" + text + "\"");
    }
    long n;
    try {
      n = Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw CliException.usage(what + " must be " + range + ", not " + text);
    }
    if (n < min || n > max) {
      throw CliException.usage(what + " must be " + range + ", not " + text);
    }
    return n;
  }

  private static String range(long min, long max) {
    if (max == Long.MAX_VALUE) {
      return min == Long.MIN_VALUE ? "(a 64-bit number)" : "at least " + min;
    }
    return String.format(Locale.ROOT, "from %,d to %,d", min, max);
  }
}
