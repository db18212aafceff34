package io.github.boardrules.core.catalog;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Pattern;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A configured game's name and option values, with its canonical text form: the game's name, then
 * in brackets the options that differ from their defaults, in the order the game declares them,
 * such as {@code zertz(board=61,marbleSet=tournament)} or plain {@code zertz}. Reading accepts
 * spaces, options in any order, defaults written out and choice words in any case; the text form
 * is always the canonical one, so two configurations are equal exactly when their texts are.
 *
 * <pre>{@code
 * GameConfig config = GameConfig.parse("zertz( marbleSet=TOURNAMENT, board = 61 )", zertzOptions);
 * config.toString();               // "zertz(board=61,marbleSet=tournament)"
 * config.integer("board");         // 61
 * config.optionalInteger("plyLimit");   // OptionalInt.empty()
 * }</pre>
 *
 * <p>A value that is not a plain word ({@code [A-Za-z0-9_.+-/:]+}) is written in double quotes,
 * with {@code \"} and {@code \\} escaped. Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class GameConfig {
  private static final String KIND = "game name";
  private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_.+/:-]+");

  private final String name;
  private final List<GameOption> options;
  /** The values that differ from the defaults, canonical, in declaration order. */
  private final Map<String, String> values;

  private GameConfig(String name, List<GameOption> options, Map<String, String> values) {
    this.name = name;
    this.options = List.copyOf(options);
    this.values = Collections.unmodifiableMap(values);
  }

  /**
   * Returns the configuration with every option at its default.
   *
   * @param name the game's name, lower case letters, digits and {@code -}
   * @param options the game's options
   * @return the default configuration
   */
  public static GameConfig defaults(String name, List<GameOption> options) {
    if (!NAME.matcher(name).matches()) {
      throw new IllegalArgumentException("A game name is lower case letters, digits and -, not \"" + name + "\"");
    }
    return new GameConfig(name, options, new LinkedHashMap<>());
  }

  /**
   * Returns this configuration with one option set; setting an option to its default removes it
   * from the text form.
   *
   * @param option the option's name
   * @param value its value as text
   * @return the new configuration
   * @throws TextParseException if the game has no such option or the value is not allowed
   */
  public GameConfig with(String option, String value) {
    GameOption declared = option(option, option, 0);
    String canonical = declared.canonical(value);
    Map<String, String> next = new LinkedHashMap<>();
    for (GameOption o : options) {
      String v = o.name().equals(declared.name()) ? canonical : values.get(o.name());
      if (v != null && !o.defaultValue().map(v::equals).orElse(false)) {
        next.put(o.name(), v);
      }
    }
    return new GameConfig(name, options, next);
  }

  /**
   * Reads a configured game's text for one game.
   *
   * @param text such as {@code zertz(board=61)}
   * @param options the options of the game the text names
   * @return the configuration
   * @throws TextParseException naming the text, the index and why: an unknown option, a value not
   *     allowed, an option given twice, or a malformed text
   */
  public static GameConfig parse(String text, List<GameOption> options) {
    Reader reader = new Reader(text);
    String name = reader.name();
    GameConfig config = defaults(name, options);
    reader.spaces();
    if (reader.at('(')) {
      reader.pos++;
      reader.spaces();
      java.util.Set<String> seen = new java.util.HashSet<>();
      if (!reader.at(')')) {
        while (true) {
          int keyAt = reader.pos;
          String key = reader.word();
          GameOption option = config.option(text, key, keyAt);
          if (!seen.add(option.name())) {
            throw new TextParseException(KIND, text, keyAt, "option " + key + " is given twice");
          }
          reader.spaces();
          reader.expect('=', "an option is written name=value");
          reader.spaces();
          int valueAt = reader.pos;
          String value = reader.value();
          try {
            config = config.with(option.name(), value);
          } catch (TextParseException e) {
            throw new TextParseException(KIND, text, valueAt, e.reason());
          }
          reader.spaces();
          if (reader.at(',')) {
            reader.pos++;
            reader.spaces();
            continue;
          }
          break;
        }
      }
      reader.expect(')', "the options end with )");
      reader.spaces();
    }
    if (reader.pos != text.length()) {
      throw new TextParseException(KIND, text, reader.pos, "nothing may follow the game's options");
    }
    return config;
  }

  /**
   * Reads only the game's name at the start of a configured game's text.
   *
   * @param text such as {@code zertz(board=61)}
   * @return the name, such as {@code zertz}
   * @throws TextParseException if the text does not start with a game name
   */
  public static String nameOf(String text) {
    return new Reader(text).name();
  }

  private GameOption option(String text, String key, int at) {
    for (GameOption o : options) {
      if (o.name().equalsIgnoreCase(key)) {
        return o;
      }
    }
    StringBuilder known = new StringBuilder();
    for (GameOption o : options) {
      known.append(known.length() == 0 ? "" : ", ").append(o.name());
    }
    throw new TextParseException(
        KIND,
        text,
        at,
        "unknown option \"" + key + "\" of " + name
            + (options.isEmpty() ? ", which has no options" : "; the options are " + known));
  }

  /**
   * Returns the game's name.
   *
   * @return the name, such as {@code zertz}
   */
  public String name() {
    return name;
  }

  /**
   * Returns the game's options.
   *
   * @return the options, in declaration order
   */
  public List<GameOption> options() {
    return options;
  }

  /**
   * Returns the values that differ from the defaults.
   *
   * @return option name to canonical value, in declaration order
   */
  public Map<String, String> values() {
    return values;
  }

  /**
   * Returns an option's value, or its default.
   *
   * @param option the option's name
   * @return the value, or empty when the option is absent
   * @throws IllegalArgumentException if the game has no such option
   */
  public Optional<String> value(String option) {
    GameOption declared = declared(option);
    String value = values.get(declared.name());
    return value != null ? Optional.of(value) : declared.defaultValue();
  }

  /**
   * Returns an integer option's value.
   *
   * @param option the option's name
   * @return the value or the default
   * @throws IllegalArgumentException if the option is not an integer with a default
   */
  public int integer(String option) {
    return optionalInteger(option)
        .orElseThrow(() -> new IllegalArgumentException(option + " has no value and no default"));
  }

  /**
   * Returns an optional integer option's value.
   *
   * @param option the option's name
   * @return the value, or empty when absent
   */
  public OptionalInt optionalInteger(String option) {
    requireType(option, GameOption.Type.INTEGER);
    return value(option).map(v -> OptionalInt.of(Integer.parseInt(v))).orElse(OptionalInt.empty());
  }

  /**
   * Returns the draw options the configuration sets: its {@link GameOption#plyLimit() plyLimit}
   * and {@link GameOption#repetitionDraw() repetitionDraw}, where the game has those options.
   *
   * <pre>{@code
   * GameConfig config = GameConfig.parse("pylos(plyLimit=200)", new PylosGame().options());
   * config.drawOptions();      // ply limit 200, no repetition draw
   * }</pre>
   *
   * @return the draw options, {@link DrawOptions#NONE} when none is set
   */
  public DrawOptions drawOptions() {
    DrawOptions draws = DrawOptions.NONE;
    if (has(GameOption.PLY_LIMIT)) {
      OptionalInt plies = optionalInteger(GameOption.PLY_LIMIT);
      if (plies.isPresent()) {
        draws = draws.withPlyLimit(plies.getAsInt());
      }
    }
    if (has(GameOption.REPETITION_DRAW)) {
      OptionalInt occurrences = optionalInteger(GameOption.REPETITION_DRAW);
      if (occurrences.isPresent()) {
        draws = draws.withRepetitionDraw(occurrences.getAsInt());
      }
    }
    return draws;
  }

  private boolean has(String option) {
    return options.stream().anyMatch(o -> o.name().equals(option));
  }

  /**
   * Returns a boolean option's value.
   *
   * @param option the option's name
   * @return the value or the default
   */
  public boolean bool(String option) {
    requireType(option, GameOption.Type.BOOLEAN);
    return value(option).map(Boolean::parseBoolean).orElse(false);
  }

  /**
   * Returns a choice or text option's value.
   *
   * @param option the option's name
   * @return the value or the default, or empty when absent
   */
  public Optional<String> text(String option) {
    return value(option);
  }

  private void requireType(String option, GameOption.Type type) {
    GameOption declared = declared(option);
    if (declared.type() != type) {
      throw new IllegalArgumentException(option + " is a " + declared.type() + " option, not " + type);
    }
  }

  private GameOption declared(String option) {
    for (GameOption o : options) {
      if (o.name().equals(option)) {
        return o;
      }
    }
    throw new IllegalArgumentException(name + " has no option " + option);
  }

  /**
   * Returns the canonical text form, which {@link #parse} reads back to an equal configuration.
   *
   * @return such as {@code zertz(board=61,marbleSet=tournament)}
   */
  @Override
  public String toString() {
    if (values.isEmpty()) {
      return name;
    }
    StringBuilder out = new StringBuilder(name).append('(');
    boolean first = true;
    for (Map.Entry<String, String> e : values.entrySet()) {
      out.append(first ? "" : ",").append(e.getKey()).append('=').append(quoteIfNeeded(e.getValue()));
      first = false;
    }
    return out.append(')').toString();
  }

  private static String quoteIfNeeded(String value) {
    if (PLAIN.matcher(value).matches()) {
      return value;
    }
    StringBuilder out = new StringBuilder("\"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\');
      }
      out.append(c);
    }
    return out.append('"').toString();
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof GameConfig other && other.name.equals(name) && other.values.equals(values);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, values);
  }

  /** A cursor over a configured game's text. */
  private static final class Reader {
    final String text;
    int pos;

    Reader(String text) {
      this.text = text;
    }

    boolean at(char c) {
      return pos < text.length() && text.charAt(pos) == c;
    }

    void spaces() {
      while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
        pos++;
      }
    }

    void expect(char c, String why) {
      if (!at(c)) {
        throw new TextParseException(KIND, text, pos, why);
      }
      pos++;
    }

    String name() {
      spaces();
      int start = pos;
      while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '-')) {
        pos++;
      }
      String name = text.substring(start, pos).toLowerCase(java.util.Locale.ROOT);
      if (!NAME.matcher(name).matches()) {
        throw new TextParseException(KIND, text, start, "a configured game starts with the game's name, such as zertz");
      }
      return name;
    }

    String word() {
      int start = pos;
      while (pos < text.length() && Character.isLetterOrDigit(text.charAt(pos))) {
        pos++;
      }
      if (start == pos) {
        throw new TextParseException(KIND, text, start, "an option name is expected here");
      }
      return text.substring(start, pos);
    }

    String value() {
      if (at('"')) {
        StringBuilder out = new StringBuilder();
        pos++;
        while (true) {
          if (pos >= text.length()) {
            throw new TextParseException(KIND, text, pos, "the quoted value has no closing \"");
          }
          char c = text.charAt(pos);
          if (c == '"') {
            pos++;
            return out.toString();
          }
          if (c == '\\') {
            if (pos + 1 >= text.length() || (text.charAt(pos + 1) != '"' && text.charAt(pos + 1) != '\\')) {
              throw new TextParseException(KIND, text, pos, "only \\\" and \\\\ may follow a backslash");
            }
            pos++;
            c = text.charAt(pos);
          }
          out.append(c);
          pos++;
        }
      }
      int start = pos;
      while (pos < text.length() && PLAIN.matcher(text.substring(pos, pos + 1)).matches()) {
        pos++;
      }
      if (start == pos) {
        throw new TextParseException(KIND, text, start, "a value is a word or a text in double quotes");
      }
      return text.substring(start, pos);
    }
  }
}
