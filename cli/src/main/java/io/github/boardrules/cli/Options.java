package io.github.boardrules.cli;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The arguments of one subcommand: positional words and {@code --name value} options.
 *
 * <p>The flags in {@link #FLAGS} take no value, the options in {@link #VALUED} take the next
 * argument; any other word starting with {@code -} (but a number) is refused. Options are read in
 * any case ({@code --VS} is {@code --vs}), as every word of the tool is. Each option may be given
 * once. Commands {@linkplain #take take} the options they know; {@link #finish} then refuses any
 * option nobody took, so a misspelt option is an error rather than silently ignored.
 */
final class Options {
  /** The options that take no value. */
  static final Set<String> FLAGS =
      Set.of("--first", "--second", "--divide", "--help", "-h");

  /** The options that take a value. */
  static final Set<String> VALUED = Set.of("--vs", "--seed", "--iterations", "--depth", "--from",
      "--game", "--last", "-o", "--ply-cap", "--record", "--table", "--threads", "--down-to", "--opening",
      "--out");

  private static final Pattern WHOLE_NUMBER = Pattern.compile("[-+]?[0-9]+");

  private final List<String> positional = new ArrayList<>();
  private final Map<String, String> values = new LinkedHashMap<>();
  private final Set<String> taken = new HashSet<>();

  private Options() {}

  /**
   * Reads arguments.
   *
   * @param args the arguments after the subcommand
   * @return the options
   * @throws CliException if an option is given twice or lacks its value
   */
  static Options parse(List<String> args) {
    Options options = new Options();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (!arg.startsWith("-") || arg.equals("-") || isNumber(arg)) {
        options.positional.add(arg);
        continue;
      }
      arg = arg.toLowerCase(Locale.ROOT);
      if (!FLAGS.contains(arg) && !VALUED.contains(arg)) {
        throw CliException.usage("unknown option " + arg + " (see --help)");
      }
      String value = "";
      if (VALUED.contains(arg)) {
        if (i + 1 >= args.size()) {
          throw CliException.usage("option " + arg + " needs a value");
        }
        value = args.get(++i);
      }
      if (options.values.put(arg, value) != null) {
        throw CliException.usage("option " + arg + " is given twice");
      }
    }
    return options;
  }

  private static boolean isNumber(String arg) {
    return arg.length() > 1 && arg.chars().skip(1).allMatch(Character::isDigit);
  }

  /**
   * Returns the positional arguments.
   *
   * @return the words that are not options, in order
   */
  List<String> positional() {
    return positional;
  }

  /**
   * Takes a flag.
   *
   * @param name such as {@code --divide}
   * @return whether it was given
   */
  boolean flag(String name) {
    taken.add(name);
    return values.containsKey(name);
  }

  /**
   * Takes an option's value.
   *
   * @param name such as {@code --vs}
   * @return its value, or null when not given
   */
  @Nullable String take(String name) {
    taken.add(name);
    return values.get(name);
  }

  /**
   * Takes an option's value, or a default.
   *
   * @param name the option
   * @param otherwise the value when not given
   * @return the value
   */
  String take(String name, String otherwise) {
    String value = take(name);
    return value == null ? otherwise : value;
  }

  /**
   * Takes a whole number option.
   *
   * @param name the option
   * @param otherwise the value when not given
   * @param min the smallest value allowed
   * @param max the largest value allowed
   * @return the value
   * @throws CliException if the value is not a number from {@code min} to {@code max}
   */
  long number(String name, long otherwise, long min, long max) {
    String value = take(name);
    return value == null ? otherwise : Options.number(name, value, min, max);
  }

  /**
   * Reads a whole number.
   *
   * @param what what the number is, for the message
   * @param text the text
   * @param min the smallest value allowed
   * @param max the largest value allowed
   * @return the number
   * @throws CliException if the text is not a whole number from {@code min} to {@code max}: a
   *     number out of range is refused, never clamped
   */
  static long number(String what, String text, long min, long max) {
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

  /**
   * Refuses the options no command took.
   *
   * @param context what the options were given to, for the message
   * @throws CliException if an option was not taken
   */
  void finish(String context) {
    for (String name : values.keySet()) {
      if (!taken.contains(name)) {
        throw CliException.usage("unknown option " + name + " for " + context);
      }
    }
  }
}
