package io.github.boardrules.learning.selfplay;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The settings of a self-play run that decide its data, as a self-play file of format {@code
 * boardrules-selfplay/3} records them (its {@code settings} entry, a JSON object) and {@link
 * SelfPlay#settings()} reports them.
 *
 * <pre>{@code
 * SelfPlaySettings settings = SelfPlayData.read(file).settings().orElseThrow();
 * settings.simulations();   // 100
 * settings.toJson();        // {"game":"nim(rows=3,columns=5)","simulations":100,...}
 * }</pre>
 *
 * <p>The number of threads is not a setting: the data does not depend on it, and recording it
 * would make two files of the same games differ.
 *
 * @param game the configured game's text, as the file's {@code game} entry holds it; without the
 *     setup's seed when {@code setupPerGame} is true
 * @param simulations the simulations of each move's search, 1 or more
 * @param cPuct the search's exploration constant
 * @param dirichletAlpha the Dirichlet parameter of the root noise
 * @param dirichletEpsilon the weight of the root noise, 0 (none) to 1
 * @param samplingPlies how many plies at the start of a game draw their move from the visits
 * @param plyCap the ply cap of a game: a game not over after it is cut (truncated)
 * @param seed the run's seed, from which every game's seed is derived
 * @param evaluator the name of the search's evaluator, such as {@code UniformEvaluator[one random
 *     playout, plyCap=500]}
 * @param setupPerGame whether each game drew its own random setup from its seed (TZAAR's random
 *     setup), instead of every game starting from the configured game's setup
 * @param leafBatch the most leaves the search gathered under virtual loss for one evaluator call
 *     ({@code PuctSearch.Builder.leafBatch}), 1 or more
 * @param firstPlayUrgency the search's first-play-urgency reduction ({@code
 *     PuctSearch.Builder.firstPlayUrgency}), 0 or more, or {@link #NO_FIRST_PLAY_URGENCY}
 * @param randomOpening the most uniformly random plies played, unrecorded, before a game's recorded
 *     start ({@code SelfPlay.Builder.randomOpening}), 0 or more
 * @param childValuePolicy the sharpness of the policy targets made from the evaluator's values of
 *     each move ({@code SelfPlay.Builder.childValuePolicy}), or 0 where they are the search's visit
 *     shares
 */
@API(status = EXPERIMENTAL, since = "0.2.0")
public record SelfPlaySettings(String game, int simulations, double cPuct, double dirichletAlpha,
    double dirichletEpsilon, int samplingPlies, int plyCap, long seed, String evaluator, boolean setupPerGame,
    int leafBatch, double firstPlayUrgency, int randomOpening,
    double childValuePolicy) {

  /** The {@code firstPlayUrgency} of a search without it: unvisited moves are valued 0. */
  public static final double NO_FIRST_PLAY_URGENCY = -1;

  /** The JSON keys, in the order {@link #toJson} writes them. */
  private static final String[] KEYS = {"game", "simulations", "c_puct", "dirichlet_alpha", "dirichlet_epsilon",
      "sampling_plies", "ply_cap", "seed", "evaluator", "setup_per_game", "leaf_batch", "first_play_urgency", "random_opening", "child_value_policy"};

  private static final String RANDOM_OPENING = "random_opening";

  private static final String CHILD_VALUE_POLICY = "child_value_policy";

  /** The keys a file written before random openings and child-value policies lacks: they read as 0. */
  private static final Set<String> LATER_KEYS = Set.of(RANDOM_OPENING, CHILD_VALUE_POLICY);

  /**
   * Checks the settings.
   *
   * @param game see the record
   * @param simulations see the record
   * @param cPuct see the record
   * @param dirichletAlpha see the record
   * @param dirichletEpsilon see the record
   * @param samplingPlies see the record
   * @param plyCap see the record
   * @param seed see the record
   * @param evaluator see the record
   * @param setupPerGame see the record
   * @param leafBatch see the record
   * @param firstPlayUrgency see the record
   * @param randomOpening see the record
   * @param childValuePolicy see the record
   * @throws IllegalArgumentException if a number is out of range or not finite
   */
  public SelfPlaySettings {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(evaluator, "evaluator");
    if (simulations < 1 || plyCap < 1 || samplingPlies < 0 || !(cPuct >= 0) || Double.isInfinite(cPuct)
        || !(dirichletAlpha > 0) || Double.isInfinite(dirichletAlpha)
        || !(dirichletEpsilon >= 0 && dirichletEpsilon <= 1) || leafBatch < 1 || randomOpening < 0
        || !(childValuePolicy >= 0) || Double.isInfinite(childValuePolicy)
        || !(firstPlayUrgency == NO_FIRST_PLAY_URGENCY || (firstPlayUrgency >= 0 && !Double.isInfinite(firstPlayUrgency)))) {
      throw new IllegalArgumentException("self-play settings out of range: " + simulations + " simulations, c_puct "
          + cPuct + ", Dirichlet alpha " + dirichletAlpha + ", epsilon " + dirichletEpsilon + ", " + samplingPlies
          + " sampling plies, ply cap " + plyCap + ", leaf batch " + leafBatch + ", first-play urgency "
          + firstPlayUrgency + ", random opening " + randomOpening + ", child-value policy " + childValuePolicy);
    }
  }

  /**
   * Returns the settings as one JSON object, the keys in a fixed order, so that the same settings
   * give the same bytes: {@code game}, {@code simulations}, {@code c_puct}, {@code
   * dirichlet_alpha}, {@code dirichlet_epsilon}, {@code sampling_plies}, {@code ply_cap}, {@code
   * seed}, {@code evaluator}, {@code setup_per_game}, {@code leaf_batch}, {@code
   * first_play_urgency} (−1: none), {@code random_opening} and {@code child_value_policy} (0: the
   * visit shares). Numbers are JSON numbers (the shortest
   * decimal that reads back as the same {@code double}), the texts JSON strings.
   *
   * @return the JSON text, on one line
   */
  public String toJson() {
    Object[] values = {game, simulations, cPuct, dirichletAlpha, dirichletEpsilon, samplingPlies, plyCap, seed,
        evaluator, setupPerGame, leafBatch, firstPlayUrgency, randomOpening, childValuePolicy};
    StringBuilder json = new StringBuilder("{");
    for (int i = 0; i < KEYS.length; i++) {
      json.append(i > 0 ? "," : "").append('"').append(KEYS[i]).append("\":");
      Object value = values[i];
      if (value instanceof String text) {
        quote(json, text);
      } else if (value instanceof Double d) {
        json.append(Double.toString(d)); // such as 1.25 or 1.0E-4, both JSON numbers
      } else {
        json.append(value);
      }
    }
    return json.append('}').toString();
  }

  private static void quote(StringBuilder json, String text) {
    json.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> json.append("\\\"");
        case '\\' -> json.append("\\\\");
        case '\n' -> json.append("\\n");
        case '\r' -> json.append("\\r");
        case '\t' -> json.append("\\t");
        default -> {
          if (c < 0x20) {
            json.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            json.append(c);
          }
        }
      }
    }
    json.append('"');
  }

  /**
   * Reads the settings back from {@link #toJson}'s text, or from any JSON object with these keys;
   * {@code random_opening} and {@code child_value_policy} may be missing (files written before
   * they existed) and then read as 0.
   *
   * @param json a JSON object
   * @return the settings
   * @throws IllegalArgumentException if the text is not such an object, naming the key or the
   *     character and why
   */
  public static SelfPlaySettings fromJson(String json) {
    Map<String, Object> values = new FlatJson(json).object();
    for (String key : KEYS) {
      if (!values.containsKey(key) && !LATER_KEYS.contains(key)) {
        throw new IllegalArgumentException("the settings have no \"" + key + "\": " + json);
      }
    }
    return new SelfPlaySettings(text(values, "game"), (int) whole(values, "simulations", 1, Integer.MAX_VALUE),
        number(values, "c_puct"), number(values, "dirichlet_alpha"), number(values, "dirichlet_epsilon"),
        (int) whole(values, "sampling_plies", 0, Integer.MAX_VALUE), (int) whole(values, "ply_cap", 1, Integer.MAX_VALUE),
        whole(values, "seed", Long.MIN_VALUE, Long.MAX_VALUE), text(values, "evaluator"),
        flag(values, "setup_per_game"), (int) whole(values, "leaf_batch", 1, Integer.MAX_VALUE),
        number(values, "first_play_urgency"),
        values.containsKey(RANDOM_OPENING) ? (int) whole(values, RANDOM_OPENING, 0, Integer.MAX_VALUE) : 0,
        values.containsKey(CHILD_VALUE_POLICY) ? number(values, CHILD_VALUE_POLICY) : 0);
  }

  private static String text(Map<String, Object> values, String key) {
    if (values.get(key) instanceof String s) {
      return s;
    }
    throw new IllegalArgumentException("the setting \"" + key + "\" is " + values.get(key) + ", not a string");
  }

  private static boolean flag(Map<String, Object> values, String key) {
    if (values.get(key) instanceof Boolean b) {
      return b;
    }
    throw new IllegalArgumentException("the setting \"" + key + "\" is " + values.get(key) + ", not true or false");
  }

  private static double number(Map<String, Object> values, String key) {
    if (values.get(key) instanceof String) {
      throw new IllegalArgumentException("the setting \"" + key + "\" is a string, not a number");
    }
    if (values.get(key) instanceof FlatJson.JsonNumber n) {
      return Double.parseDouble(n.text());
    }
    throw new IllegalArgumentException("the setting \"" + key + "\" is " + values.get(key) + ", not a number");
  }

  private static long whole(Map<String, Object> values, String key, long min, long max) {
    if (values.get(key) instanceof FlatJson.JsonNumber n) {
      try {
        long value = Long.parseLong(n.text());
        if (value >= min && value <= max) {
          return value;
        }
      } catch (NumberFormatException e) {
        // reported below
      }
    }
    throw new IllegalArgumentException("the setting \"" + key + "\" is " + values.get(key) + ", not a whole number"
        + " from " + min + " to " + max);
  }

  /** A reader of a JSON object whose values are strings, numbers and true or false. */
  private static final class FlatJson {
    /** A JSON number, as written. */
    record JsonNumber(String text) {
      @Override
      public String toString() {
        return text;
      }
    }

    private final String text;
    private int at;

    FlatJson(String text) {
      this.text = text;
    }

    Map<String, Object> object() {
      Map<String, Object> values = new LinkedHashMap<>();
      spaces();
      expect('{');
      spaces();
      if (peek() == '}') {
        at++;
      } else {
        while (true) {
          spaces();
          String key = string();
          spaces();
          expect(':');
          spaces();
          if (values.put(key, value()) != null) {
            throw bad("the key \"" + key + "\" comes twice");
          }
          spaces();
          if (peek() == ',') {
            at++;
            continue;
          }
          expect('}');
          break;
        }
      }
      spaces();
      if (at != text.length()) {
        throw bad("nothing may follow the object");
      }
      return values;
    }

    private Object value() {
      char c = peek();
      if (c == '"') {
        return string();
      }
      if (text.startsWith("true", at)) {
        at += 4;
        return true;
      }
      if (text.startsWith("false", at)) {
        at += 5;
        return false;
      }
      int start = at;
      while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
        at++;
      }
      if (start == at) {
        throw bad("a value is a string, a number, true or false");
      }
      String number = text.substring(start, at);
      try {
        Double.parseDouble(number);
      } catch (NumberFormatException e) {
        throw bad("\"" + number + "\" is not a number");
      }
      return new JsonNumber(number);
    }

    private String string() {
      expect('"');
      StringBuilder out = new StringBuilder();
      while (true) {
        if (at >= text.length()) {
          throw bad("the string is not closed");
        }
        char c = text.charAt(at++);
        if (c == '"') {
          return out.toString();
        }
        if (c != '\\') {
          out.append(c);
          continue;
        }
        if (at >= text.length()) {
          throw bad("the string is not closed");
        }
        char e = text.charAt(at++);
        switch (e) {
          case '"', '\\', '/' -> out.append(e);
          case 'n' -> out.append('\n');
          case 'r' -> out.append('\r');
          case 't' -> out.append('\t');
          case 'b' -> out.append('\b');
          case 'f' -> out.append('\f');
          case 'u' -> {
            if (at + 4 > text.length()) {
              throw bad("a \\u escape needs four hex digits");
            }
            try {
              out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
            } catch (NumberFormatException ex) {
              throw bad("a \\u escape needs four hex digits");
            }
            at += 4;
          }
          default -> throw bad("the escape \\" + e + " is not JSON's");
        }
      }
    }

    private char peek() {
      if (at >= text.length()) {
        throw bad("the text ends too soon");
      }
      return text.charAt(at);
    }

    private void expect(char c) {
      if (peek() != c) {
        throw bad("expected " + c);
      }
      at++;
    }

    private void spaces() {
      while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
        at++;
      }
    }

    private IllegalArgumentException bad(String why) {
      return new IllegalArgumentException("the settings are not a JSON object of strings, numbers and flags: at"
          + " character " + at + " of " + text + ": " + why);
    }
  }
}
