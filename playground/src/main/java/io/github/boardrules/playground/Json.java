package io.github.boardrules.playground;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * JSON through Jackson: the server's answers are built as {@code Map<String, Object>} (keys in
 * order), lists, strings, numbers, booleans and nulls, and written here; request bodies are read
 * into Jackson's tree ({@link RequestBody} checks their fields).
 *
 * <pre>{@code
 * ObjectNode body = Json.readObject("{\"game\": \"nim\", \"bot\": {\"level\": 2}}");
 * String text = Json.write(Map.of("error", "unknown game"));   // {"error":"unknown game"}
 * }</pre>
 */
final class Json {
  /** Deeper nesting is refused: the bodies this server reads are two levels deep. */
  static final int MAX_DEPTH = 32;

  private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
          .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
          .build())
      .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .enable(DeserializationFeature.USE_LONG_FOR_INTS)
      .build();

  private Json() {}

  /**
   * Reads a JSON object.
   *
   * @param text the JSON text
   * @return the object
   * @throws JsonException naming the line, column and what is wrong
   */
  static ObjectNode readObject(String text) {
    JsonNode node = read(text);
    if (!(node instanceof ObjectNode object)) {
      throw new JsonException("the body must be a JSON object, not " + describe(node));
    }
    return object;
  }

  /**
   * Reads one JSON value.
   *
   * @param text the JSON text
   * @return the value
   * @throws JsonException naming the line, column and what is wrong
   */
  static JsonNode read(String text) {
    try {
      return MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
      throw new JsonException("malformed JSON" + where + ": " + firstLine(e.getOriginalMessage()));
    }
  }

  /**
   * Reads a JSON object as plain Java values: {@code Map} (keys in order), {@code List}, {@link
   * String}, {@link Long} or {@link Double}, {@link Boolean} and null.
   *
   * @param text the JSON text
   * @return the object
   * @throws JsonException if it is not a JSON object
   */
  static Map<String, @Nullable Object> readMap(String text) {
    @SuppressWarnings("unchecked") // Jackson makes a JSON object a LinkedHashMap with String keys
    Map<String, @Nullable Object> map = MAPPER.convertValue(readObject(text), LinkedHashMap.class);
    return map;
  }

  /**
   * Writes a value as JSON text.
   *
   * @param value maps, lists, strings, numbers, booleans, nulls, or Jackson nodes
   * @return the text, on one line
   */
  static String write(@Nullable Object value) {
    if (value == null) {
      return "null";
    }
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("Not a JSON value: " + e.getOriginalMessage(), e);
    }
  }

  /** What a value is, for a message: its JSON text when short, else its kind. */
  static String describe(@Nullable JsonNode node) {
    if (node == null || node.isMissingNode()) {
      return "nothing";
    }
    if (node.isArray()) {
      return "an array";
    }
    if (node.isObject()) {
      return "an object";
    }
    String text = node.toString();
    return text.length() <= 40 ? text : text.substring(0, 37) + "...";
  }

  private static String firstLine(@Nullable String message) {
    if (message == null) {
      return "unreadable";
    }
    int end = message.indexOf('\n');
    return end < 0 ? message : message.substring(0, end);
  }

  /**
   * Returns a new JSON object to fill, keys in the order they are put.
   *
   * @return an empty modifiable map
   */
  static Map<String, @Nullable Object> object() {
    return new LinkedHashMap<>();
  }

  /**
   * Returns a new JSON array to fill.
   *
   * @return an empty modifiable list
   */
  static List<@Nullable Object> list() {
    return new ArrayList<>();
  }
}
