package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A recorded game: a starting state, the moves played from it, and descriptive tags. It replays
 * against a {@link Rules} object and reads and writes the library's own record text.
 *
 * <p>The record text has tag lines, then numbered move lines, one move each:
 *
 * <pre>
 * [Game "grid-nim"]
 * [Start "oooo/oooo/oooo/oooo 1"]
 *
 * 1. a1-a3
 * 2. d4
 * </pre>
 *
 * <p>A tag line is {@code [Key "value"]}; keys are letters, digits and {@code _}, values escape
 * {@code "} and {@code \} with a backslash. The {@code Start} tag, holding the starting position
 * text, is required. Move {@code n} is written {@code n. notation}, numbered from 1 without gaps.
 * Blank lines and lines starting with {@code #} are ignored; lines end with CRLF, CR or LF alike,
 * and a UTF-8 byte-order mark at the start is skipped — the one policy of every record reader of
 * the library (boardspace.net's and LittleGolem's too).
 *
 * <pre>{@code
 * GameRecord<GridNimState, GridNimMove> record =
 *     GameRecord.read(text, rules.notation(), rules.positions());
 * Replay<GridNimState, GridNimMove> replay = record.replay(rules);
 * if (!replay.isComplete()) {
 *   System.out.println("move " + replay.failedMoveNumber().getAsInt() + ": "
 *       + replay.failure().orElseThrow().message());
 * }
 * }</pre>
 *
 * <p>Instances are immutable.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public final class GameRecord<S extends Object, M extends Object> {
  /** The reserved tag that holds the starting position. */
  public static final String START_TAG = "Start";

  private static final Pattern TAG_KEY = Pattern.compile("[A-Za-z0-9_]+");
  private static final String KIND = "game record";

  private final S start;
  private final List<M> moves;
  private final Map<String, String> tags;

  private GameRecord(S start, List<M> moves, Map<String, String> tags) {
    this.start = start;
    this.moves = moves;
    this.tags = tags;
  }

  /**
   * Makes a record without tags.
   *
   * @param start the starting state
   * @param moves the moves played from it, in order
   * @param <S> the state type
   * @param <M> the move type
   * @return the record
   */
  public static <S extends Object, M extends Object> GameRecord<S, M> of(S start, List<M> moves) {
    return new GameRecord<>(
        Objects.requireNonNull(start, "start"), List.copyOf(moves), Collections.emptyMap());
  }

  /**
   * Returns a copy of this record with a tag set.
   *
   * @param key letters, digits and {@code _}; not {@value #START_TAG}
   * @param value any text without line breaks
   * @return the new record
   * @throws IllegalArgumentException if the key or value cannot be written
   */
  public GameRecord<S, M> withTag(String key, String value) {
    if (!TAG_KEY.matcher(key).matches()) {
      throw new IllegalArgumentException(
          "Tag key \"" + key + "\" must be letters, digits and _ only");
    }
    if (key.equals(START_TAG)) {
      throw new IllegalArgumentException("The Start tag is the record's start state, not a tag");
    }
    if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("Tag " + key + " has a line break in its value");
    }
    Map<String, String> copy = new LinkedHashMap<>(tags);
    copy.put(key, value);
    return new GameRecord<>(start, moves, Collections.unmodifiableMap(copy));
  }

  /**
   * Returns the starting state.
   *
   * @return the start
   */
  public S start() {
    return start;
  }

  /**
   * Returns the moves, in the order played.
   *
   * @return an unmodifiable list
   */
  public List<M> moves() {
    return moves;
  }

  /**
   * Returns the tags other than {@code Start}, in the order they were set or read.
   *
   * @return an unmodifiable map
   */
  public Map<String, String> tags() {
    return tags;
  }

  /**
   * Plays the moves from the start, checking each, and stops at the first illegal one.
   *
   * @param rules the rules to replay with
   * @return the states reached and, if a move was illegal, which one and why
   */
  public Replay<S, M> replay(Rules<S, M> rules) {
    List<S> states = new ArrayList<>(moves.size() + 1);
    S state = start;
    states.add(state);
    for (int i = 0; i < moves.size(); i++) {
      M move = moves.get(i);
      Legality legality = rules.check(state, move);
      if (!legality.isLegal()) {
        return Replay.failed(states, i + 1, move, legality);
      }
      state = rules.playUnchecked(state, move);
      states.add(state);
    }
    return Replay.complete(states);
  }

  /**
   * Writes the record text.
   *
   * @param notation writes the moves
   * @param positions writes the start
   * @return the record text, ending with a line break
   */
  public String write(MoveNotation<M> notation, PositionFormat<S> positions) {
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, String> tag : tags.entrySet()) {
      appendTag(out, tag.getKey(), tag.getValue());
    }
    appendTag(out, START_TAG, positions.encode(start));
    out.append('\n');
    for (int i = 0; i < moves.size(); i++) {
      out.append(i + 1).append(". ").append(notation.format(moves.get(i))).append('\n');
    }
    return out.toString();
  }

  private static void appendTag(StringBuilder out, String key, String value) {
    out.append('[').append(key).append(" \"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\');
      }
      out.append(c);
    }
    out.append("\"]\n");
  }

  /**
   * Reads a record text. Reading checks the form of every line and that every move and the start
   * can be read; whether the moves are legal is for {@link #replay}.
   *
   * @param text the record text
   * @param notation reads the moves
   * @param positions reads the start
   * @param <S> the state type
   * @param <M> the move type
   * @return the record
   * @throws TextParseException if a line is malformed, the start is missing, or a move or the start
   *     cannot be read; the index points into {@code text} and the reason names the line
   */
  public static <S extends Object, M extends Object> GameRecord<S, M> read(
      CharSequence text, MoveNotation<M> notation, PositionFormat<S> positions) {
    String input = text.toString();
    Map<String, String> tags = new LinkedHashMap<>();
    List<M> moves = new ArrayList<>();
    List<S> starts = new ArrayList<>(1);
    forEachLine(input, (trimmed, at, lineNumber) -> {
      if (trimmed.isEmpty() || trimmed.startsWith("#")) {
        return true; // blank or comment line
      }
      if (trimmed.startsWith("[")) {
        if (!moves.isEmpty()) {
          throw fail(input, at, lineNumber, "tags must come before the moves");
        }
        String[] tag = readTag(input, trimmed, at, lineNumber);
        if (tags.containsKey(tag[0]) || (tag[0].equals(START_TAG) && !starts.isEmpty())) {
          throw fail(input, at, lineNumber, "tag " + tag[0] + " appears twice");
        }
        if (tag[0].equals(START_TAG)) {
          starts.add(readStart(input, at, lineNumber, tag[1], positions));
        } else {
          tags.put(tag[0], tag[1]);
        }
      } else {
        moves.add(readMove(input, trimmed, at, lineNumber, moves.size() + 1, notation));
      }
      return true;
    });
    @Nullable S start = starts.isEmpty() ? null : starts.get(0);
    if (start == null) {
      throw new TextParseException(
          KIND, input, input.length(), "the [Start \"...\"] tag with the starting position is missing");
    }
    return new GameRecord<>(start, List.copyOf(moves), Collections.unmodifiableMap(tags));
  }

  /**
   * Reads only the tags of a record text: the tag lines before the first move, without reading
   * the start position or the moves. The {@code Start} tag is included.
   *
   * @param text the record text
   * @return tag key to value, in the order written
   * @throws TextParseException if a tag line is malformed or a tag appears twice
   */
  public static Map<String, String> readTags(CharSequence text) {
    String input = text.toString();
    Map<String, String> tags = new LinkedHashMap<>();
    forEachLine(input, (trimmed, at, lineNumber) -> {
      if (trimmed.startsWith("[")) {
        String[] tag = readTag(input, trimmed, at, lineNumber);
        if (tags.put(tag[0], tag[1]) != null) {
          throw fail(input, at, lineNumber, "tag " + tag[0] + " appears twice");
        }
        return true;
      }
      return trimmed.isEmpty() || trimmed.startsWith("#"); // the first move line ends the tags
    });
    return Collections.unmodifiableMap(tags);
  }

  /** What {@link #forEachLine} calls for each line; false stops the reading. */
  private interface LineVisitor {
    boolean visit(String trimmed, int at, int lineNumber);
  }

  /**
   * Calls {@code visitor} for each line of {@code input} — stripped, with the index of its first
   * character and its number from 1 — after a UTF-8 byte-order mark, with CRLF, CR and LF line
   * ends alike.
   */
  private static void forEachLine(String input, LineVisitor visitor) {
    int lineStart = input.startsWith("\uFEFF") ? 1 : 0;
    int lineNumber = 0;
    while (lineStart <= input.length()) {
      int lineEnd = lineStart;
      while (lineEnd < input.length() && input.charAt(lineEnd) != '\n' && input.charAt(lineEnd) != '\r') {
        lineEnd++;
      }
      lineNumber++;
      String line = input.substring(lineStart, lineEnd);
      String trimmed = line.strip();
      int at = lineStart + (trimmed.isEmpty() ? 0 : line.indexOf(trimmed.charAt(0)));
      if (!visitor.visit(trimmed, at, lineNumber)) {
        return;
      }
      boolean crlf = lineEnd + 1 < input.length() && input.charAt(lineEnd) == '\r'
          && input.charAt(lineEnd + 1) == '\n';
      lineStart = lineEnd + (crlf ? 2 : 1);
    }
  }

  private static String[] readTag(String input, String line, int at, int lineNumber) {
    int space = line.indexOf(' ');
    if (space < 0) {
      throw fail(input, at, lineNumber, "a tag is written [Key \"value\"]");
    }
    String key = line.substring(1, space);
    if (!TAG_KEY.matcher(key).matches()) {
      throw fail(input, at + 1, lineNumber, "tag key \"" + key + "\" must be letters, digits and _");
    }
    if (space + 1 >= line.length() || line.charAt(space + 1) != '"') {
      throw fail(input, at + space + 1, lineNumber, "a tag value starts with \"");
    }
    StringBuilder value = new StringBuilder();
    int i = space + 2;
    while (true) {
      if (i >= line.length()) {
        throw fail(input, at + i, lineNumber, "the tag value has no closing \"");
      }
      char c = line.charAt(i);
      if (c == '"') {
        break;
      }
      if (c == '\\') {
        if (i + 1 >= line.length() || (line.charAt(i + 1) != '"' && line.charAt(i + 1) != '\\')) {
          throw fail(input, at + i, lineNumber, "only \\\" and \\\\ may follow a backslash");
        }
        i++;
        c = line.charAt(i);
      }
      value.append(c);
      i++;
    }
    if (i + 1 >= line.length() || line.charAt(i + 1) != ']') {
      throw fail(input, at + i + 1, lineNumber, "a tag ends with \"]");
    }
    if (i + 2 < line.length()) {
      throw fail(input, at + i + 2, lineNumber, "nothing may follow a tag on its line");
    }
    return new String[] {key, value.toString()};
  }

  private static <S extends Object> S readStart(
      String input, int at, int lineNumber, String value, PositionFormat<S> positions) {
    try {
      return positions.decode(value);
    } catch (TextParseException e) {
      throw fail(input, at, lineNumber, "the start position is not valid: " + e.getMessage());
    }
  }

  private static <M extends Object> M readMove(
      String input, String line, int at, int lineNumber, int expected, MoveNotation<M> notation) {
    int dot = line.indexOf('.');
    int number = parseNumber(line, dot);
    if (number < 0) {
      throw fail(input, at, lineNumber, "a move line is written \"" + expected + ". <move>\"");
    }
    if (number != expected) {
      throw fail(input, at, lineNumber, "expected move number " + expected + ", found " + number);
    }
    String moveText = line.substring(dot + 1).strip();
    int moveAt = at + line.indexOf(moveText, dot + 1);
    if (moveText.isEmpty()) {
      throw fail(input, at + dot + 1, lineNumber, "move " + expected + " has no move after its number");
    }
    try {
      return notation.parse(moveText);
    } catch (TextParseException e) {
      throw fail(input, moveAt + e.errorIndex(), lineNumber, "move " + expected + ": " + e.getMessage());
    }
  }

  /** Returns the decimal number before {@code dot}, or -1 if there is none or it is too long. */
  private static int parseNumber(String line, int dot) {
    if (dot <= 0 || dot > 9) {
      return -1;
    }
    int number = 0;
    for (int i = 0; i < dot; i++) {
      char c = line.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      number = number * 10 + (c - '0');
    }
    return number;
  }

  private static TextParseException fail(String input, int index, int lineNumber, String reason) {
    return new TextParseException(KIND, input, index, "line " + lineNumber + ": " + reason);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof GameRecord)) {
      return false;
    }
    GameRecord<?, ?> other = (GameRecord<?, ?>) o;
    return start.equals(other.start) && moves.equals(other.moves) && tags.equals(other.tags);
  }

  @Override
  public int hashCode() {
    return Objects.hash(start, moves, tags);
  }

  @Override
  public String toString() {
    return "GameRecord[start=" + start + ", moves=" + moves + ", tags=" + tags + "]";
  }
}
