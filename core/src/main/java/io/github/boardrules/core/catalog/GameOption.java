package io.github.boardrules.core.catalog;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.PlyCount;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * One option of a game in the {@link GameCatalog}: its name, type, default and allowed values, as
 * the game's builder takes it. Values are written as text in a configured game's name, such as
 * {@code board=61} in {@code zertz(board=61,marbleSet=tournament)}.
 *
 * <pre>{@code
 * GameOption board = GameOption.choice("board", "37", List.of("37", "48", "61"), "rings on the board");
 * GameOption seed = GameOption.optionalInteger("seed", 0, Integer.MAX_VALUE, "the setup's seed");
 * board.canonical("61");   // "61"; "50" throws TextParseException naming the option and why
 * }</pre>
 *
 * <p>Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class GameOption {
  /** The kinds of value an option takes. */
  @API(status = STABLE, since = "0.1.0")
  public enum Type {
    /** A whole number in a range; optional integers may also be absent. */
    INTEGER,
    /** {@code true} or {@code false}. */
    BOOLEAN,
    /** One of a fixed list of words. */
    CHOICE,
    /** Any text, such as a board layout or a start position. */
    TEXT
  }

  private static final String KIND = "game option";
  /** The name of {@link #plyLimit()}. */
  static final String PLY_LIMIT = "plyLimit";
  /** The name of {@link #repetitionDraw()}. */
  static final String REPETITION_DRAW = "repetitionDraw";

  private final String name;
  private final Type type;
  private final @Nullable String defaultValue;
  private final List<String> choices;
  private final long min;
  private final long max;
  private final String description;

  private GameOption(
      String name,
      Type type,
      @Nullable String defaultValue,
      List<String> choices,
      long min,
      long max,
      String description) {
    if (!name.matches("[A-Za-z][A-Za-z0-9]*")) {
      throw new IllegalArgumentException("An option name is a letter then letters and digits, not \"" + name + "\"");
    }
    this.name = name;
    this.type = type;
    this.defaultValue = defaultValue;
    this.choices = List.copyOf(choices);
    this.min = min;
    this.max = max;
    this.description = Objects.requireNonNull(description, "description");
  }

  /**
   * Returns an integer option with a default.
   *
   * @param name the option's name, a letter then letters and digits
   * @param defaultValue the default, within the range
   * @param min the smallest allowed value
   * @param max the largest allowed value
   * @param description what it means, for people
   * @return the option
   */
  public static GameOption integer(String name, int defaultValue, int min, int max, String description) {
    if (defaultValue < min || defaultValue > max || min > max) {
      throw new IllegalArgumentException(name + ": the default " + defaultValue + " is outside " + min + ".." + max);
    }
    return new GameOption(name, Type.INTEGER, Integer.toString(defaultValue), List.of(), min, max, description);
  }

  /**
   * Returns an integer option that is absent by default, such as a ply limit.
   *
   * @param name the option's name
   * @param min the smallest allowed value
   * @param max the largest allowed value
   * @param description what it means, for people
   * @return the option
   */
  public static GameOption optionalInteger(String name, int min, int max, String description) {
    if (min > max) {
      throw new IllegalArgumentException(name + ": empty range " + min + ".." + max);
    }
    return new GameOption(name, Type.INTEGER, null, List.of(), min, max, description);
  }

  /**
   * Returns the option {@code plyLimit} of a game whose builder takes a {@link
   * io.github.boardrules.core.DrawOptions#withPlyLimit ply limit}: absent by default, 1 to {@link
   * PlyCount#MAX}. {@link GameConfig#drawOptions()} reads it.
   *
   * @return the option
   */
  public static GameOption plyLimit() {
    return optionalInteger(PLY_LIMIT, 1, PlyCount.MAX,
        "a draw the rules do not know: the game is drawn after this many plies");
  }

  /**
   * Returns the option {@code repetitionDraw} of a game whose builder takes a {@link
   * io.github.boardrules.core.DrawOptions#withRepetitionDraw repetition draw}: absent by default,
   * 2 or more. {@link GameConfig#drawOptions()} reads it.
   *
   * @return the option
   */
  public static GameOption repetitionDraw() {
    return optionalInteger(REPETITION_DRAW, 2, Integer.MAX_VALUE,
        "a draw the rules do not know: the game is drawn when a position occurs this many times");
  }

  /**
   * Returns a yes-or-no option.
   *
   * @param name the option's name
   * @param defaultValue the default
   * @param description what it means, for people
   * @return the option
   */
  public static GameOption bool(String name, boolean defaultValue, String description) {
    return new GameOption(
        name, Type.BOOLEAN, Boolean.toString(defaultValue), List.of("false", "true"), 0, 0, description);
  }

  /**
   * Returns an option that takes one of a list of words; words compare without regard to case and
   * are written as listed.
   *
   * @param name the option's name
   * @param defaultValue the default, one of {@code values}
   * @param values the allowed words
   * @param description what it means, for people
   * @return the option
   */
  public static GameOption choice(String name, String defaultValue, List<String> values, String description) {
    if (!values.contains(defaultValue)) {
      throw new IllegalArgumentException(name + ": the default " + defaultValue + " is not one of " + values);
    }
    return new GameOption(name, Type.CHOICE, defaultValue, values, 0, 0, description);
  }

  /**
   * Returns a free-text option, absent by default or with a default text.
   *
   * @param name the option's name
   * @param defaultValue the default text, or null when absent by default
   * @param description what it means, for people
   * @return the option
   */
  public static GameOption text(String name, @Nullable String defaultValue, String description) {
    return new GameOption(name, Type.TEXT, defaultValue, List.of(), 0, 0, description);
  }

  /**
   * Returns the option's name.
   *
   * @return the name, such as {@code board}
   */
  public String name() {
    return name;
  }

  /**
   * Returns the kind of value.
   *
   * @return the type
   */
  public Type type() {
    return type;
  }

  /**
   * Returns the default value as text.
   *
   * @return the default, or empty when the option is absent by default
   */
  public Optional<String> defaultValue() {
    return Optional.ofNullable(defaultValue);
  }

  /**
   * Returns the allowed words of a choice or boolean option.
   *
   * @return the words; empty for integers and text
   */
  public List<String> choices() {
    return choices;
  }

  /**
   * Returns the smallest value of an integer option.
   *
   * @return the minimum; 0 for other types
   */
  public long min() {
    return min;
  }

  /**
   * Returns the largest value of an integer option.
   *
   * @return the maximum; 0 for other types
   */
  public long max() {
    return max;
  }

  /**
   * Returns what the option means.
   *
   * @return the description
   */
  public String description() {
    return description;
  }

  /**
   * Describes the allowed values and the default for people, such as {@code 37|48|61, default 37}.
   *
   * @return the summary
   */
  public String summary() {
    String values = switch (type) {
      case INTEGER -> min + ".." + (max == Integer.MAX_VALUE ? "" : Long.toString(max));
      case TEXT -> "text";
      case BOOLEAN, CHOICE -> String.join("|", choices);
    };
    return values + ", default " + (defaultValue == null ? "none" : defaultValue);
  }

  /**
   * Checks a value and returns it in its canonical form: integers without signs or leading zeros,
   * booleans and choices as listed.
   *
   * @param value the value as written
   * @return the canonical text
   * @throws TextParseException if the value is not allowed, naming the option and why
   */
  public String canonical(String value) {
    if (type == Type.TEXT) {
      return value;
    }
    if (type == Type.INTEGER) {
      long n;
      try {
        n = Long.parseLong(value.strip());
      } catch (NumberFormatException e) {
        throw refuse(value, "is not a whole number");
      }
      if (n < min || n > max) {
        throw refuse(value, "is outside " + min + ".." + max);
      }
      return Long.toString(n);
    }
    for (String choice : choices) {
      if (choice.equalsIgnoreCase(value.strip())) {
        return choice;
      }
    }
    throw refuse(value, "is not one of " + String.join(", ", choices));
  }

  private TextParseException refuse(String value, String why) {
    return new TextParseException(KIND, value, 0, name + ": \"" + value + "\" " + why);
  }

  @Override
  public String toString() {
    return name + " (" + type.name().toLowerCase(Locale.ROOT) + ", " + summary() + ")";
  }
}
