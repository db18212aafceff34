package io.github.boardrules.playground;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The playground's own small JSON reader and writer, so that the module needs no JSON library.
 * Values are {@code Map<String, Object>} (objects, keys in order), {@code List<Object>}, {@link
 * String}, {@link Long} or {@link Double}, {@link Boolean}, and {@link #NULL}.
 *
 * <pre>{@code
 * Map<String, Object> body = Json.readObject("{\"game\": \"nim\", \"bot\": {\"level\": 2}}");
 * String text = Json.write(Map.of("error", "unknown game"));   // {"error":"unknown game"}
 * }</pre>
 */
final class Json {
  /** JSON's {@code null}: maps and lists of this class hold no Java null. */
  static final Object NULL = new Object() {
    @Override
    public String toString() {
      return "null";
    }
  };

  /** Deeper nesting is refused: the bodies this server reads are two levels deep. */
  private static final int MAX_DEPTH = 32;

  private final String text;
  private int at;

  private Json(String text) {
    this.text = text;
  }

  /**
   * Reads a JSON object.
   *
   * @param text the JSON text
   * @return the object, keys in the text's order
   * @throws JsonException naming the index and what was expected
   */
  static Map<String, Object> readObject(String text) {
    Object value = read(text);
    if (!(value instanceof Map)) {
      throw new JsonException("the body must be a JSON object, not " + describe(value));
    }
    @SuppressWarnings("unchecked") // read() makes only Map<String, Object> objects
    Map<String, Object> object = (Map<String, Object>) value;
    return object;
  }

  /**
   * Reads one JSON value.
   *
   * @param text the JSON text
   * @return the value
   * @throws JsonException naming the index and what was expected
   */
  static Object read(String text) {
    Json reader = new Json(text);
    reader.skipSpace();
    Object value = reader.value(0);
    reader.skipSpace();
    if (reader.at != text.length()) {
      throw reader.error("the end of the text after the value");
    }
    return value;
  }

  private Object value(int depth) {
    if (depth > MAX_DEPTH) {
      throw error("at most " + MAX_DEPTH + " levels of nesting");
    }
    if (at >= text.length()) {
      throw error("a value");
    }
    char c = text.charAt(at);
    switch (c) {
      case '{':
        return object(depth);
      case '[':
        return array(depth);
      case '"':
        return string();
      case 't':
        return word("true", true);
      case 'f':
        return word("false", false);
      case 'n':
        return word("null", NULL);
      default:
        if (c == '-' || (c >= '0' && c <= '9')) {
          return number();
        }
        throw error("a value");
    }
  }

  private Map<String, Object> object(int depth) {
    Map<String, Object> object = new LinkedHashMap<>();
    at++;
    skipSpace();
    if (peek('}')) {
      at++;
      return object;
    }
    while (true) {
      skipSpace();
      if (!peek('"')) {
        throw error("a key in quotes");
      }
      String key = string();
      skipSpace();
      expect(':');
      skipSpace();
      object.put(key, value(depth + 1));
      skipSpace();
      if (peek(',')) {
        at++;
      } else {
        expect('}');
        return object;
      }
    }
  }

  private List<Object> array(int depth) {
    List<Object> array = new ArrayList<>();
    at++;
    skipSpace();
    if (peek(']')) {
      at++;
      return array;
    }
    while (true) {
      skipSpace();
      array.add(value(depth + 1));
      skipSpace();
      if (peek(',')) {
        at++;
      } else {
        expect(']');
        return array;
      }
    }
  }

  private String string() {
    at++; // the opening quote
    StringBuilder out = new StringBuilder();
    while (true) {
      if (at >= text.length()) {
        throw error("the closing quote of the string");
      }
      char c = text.charAt(at++);
      if (c == '"') {
        return out.toString();
      }
      if (c < 0x20) {
        throw error("no control character inside a string (write it as an escape)", at - 1);
      }
      if (c != '\\') {
        out.append(c);
        continue;
      }
      if (at >= text.length()) {
        throw error("an escape after the backslash");
      }
      char e = text.charAt(at++);
      switch (e) {
        case '"', '\\', '/' -> out.append(e);
        case 'b' -> out.append('\b');
        case 'f' -> out.append('\f');
        case 'n' -> out.append('\n');
        case 'r' -> out.append('\r');
        case 't' -> out.append('\t');
        case 'u' -> {
          if (at + 4 > text.length()) {
            throw error("four hex digits after \\u");
          }
          try {
            out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
          } catch (NumberFormatException notHex) {
            throw error("four hex digits after \\u");
          }
          at += 4;
        }
        default -> throw error("one of the escapes \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at - 1);
      }
    }
  }

  private Object word(String word, Object value) {
    if (!text.startsWith(word, at)) {
      throw error("a value");
    }
    at += word.length();
    return value;
  }

  private Object number() {
    int start = at;
    if (peek('-')) {
      at++;
    }
    boolean integral = true;
    while (at < text.length()) {
      char c = text.charAt(at);
      if (c >= '0' && c <= '9') {
        at++;
      } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
        integral = false;
        at++;
      } else {
        break;
      }
    }
    String digits = text.substring(start, at);
    try {
      if (integral) {
        return Long.parseLong(digits);
      }
      return Double.parseDouble(digits);
    } catch (NumberFormatException notNumber) {
      throw error("a number", start);
    }
  }

  private void skipSpace() {
    while (at < text.length()) {
      char c = text.charAt(at);
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
        return;
      }
      at++;
    }
  }

  private boolean peek(char c) {
    return at < text.length() && text.charAt(at) == c;
  }

  private void expect(char c) {
    if (!peek(c)) {
      throw error("'" + c + "'");
    }
    at++;
  }

  private JsonException error(String expected) {
    return error(expected, at);
  }

  private JsonException error(String expected, int index) {
    String found = index >= text.length() ? "the end of the text" : "'" + text.charAt(index) + "'";
    return new JsonException("malformed JSON at index " + index + ": expected " + expected + ", found " + found);
  }

  private static String describe(Object value) {
    if (value instanceof List) {
      return "an array";
    }
    if (value instanceof String) {
      return "a string";
    }
    return value == NULL ? "null" : value instanceof Boolean ? "a boolean" : "a number";
  }

  /**
   * Writes a value as JSON: maps (keys as strings), iterables, strings, numbers, booleans, {@link
   * #NULL} and Java null.
   *
   * @param value the value
   * @return the JSON text
   */
  static String write(@Nullable Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out);
    return out.toString();
  }

  private static void write(@Nullable Object value, StringBuilder out) {
    if (value == null || value == NULL) {
      out.append("null");
    } else if (value instanceof String s) {
      quote(s, out);
    } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long) {
      out.append(value);
    } else if (value instanceof Number n) {
      double d = n.doubleValue();
      out.append(Double.isFinite(d) ? Double.toString(d) : "null");
    } else if (value instanceof Map<?, ?> map) {
      out.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        if (!first) {
          out.append(',');
        }
        first = false;
        quote(String.valueOf(entry.getKey()), out);
        out.append(':');
        write(entry.getValue(), out);
      }
      out.append('}');
    } else if (value instanceof Iterable<?> items) {
      out.append('[');
      boolean first = true;
      for (Object item : items) {
        if (!first) {
          out.append(',');
        }
        first = false;
        write(item, out);
      }
      out.append(']');
    } else {
      quote(value.toString(), out);
    }
  }

  private static void quote(String s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20 || c == '\u2028' || c == '\u2029') {
            out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  /** A list for writing, in insertion order; null values are written as {@code null}. */
  static List<@Nullable Object> list() {
    return new ArrayList<>();
  }

  /** An object for writing, in insertion order; null values are written as {@code null}. */
  static Map<String, @Nullable Object> object() {
    return new LinkedHashMap<>();
  }
}
