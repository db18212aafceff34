package io.github.boardrules.playground;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The fields of a JSON request body, read with their types checked: a missing or mistyped field is
 * a 400 naming the field and what it should be.
 */
final class RequestBody {
  private final Map<String, Object> fields;

  private RequestBody(Map<String, Object> fields) {
    this.fields = fields;
  }

  /**
   * Reads a body; an empty body is an empty object.
   *
   * @param text the body
   * @return the fields
   * @throws JsonException if it is not a JSON object
   */
  static RequestBody parse(String text) {
    return new RequestBody(text.isBlank() ? Map.of() : Json.readObject(text));
  }

  String string(String name) {
    return optionalString(name).orElseThrow(() -> new ApiException(400, name + ": the body needs a string field \""
        + name + "\""));
  }

  Optional<String> optionalString(String name) {
    @Nullable Object value = value(name);
    if (value == null) {
      return Optional.empty();
    }
    if (!(value instanceof String string)) {
      throw new ApiException(400, name + ": expected a string, not " + Json.write(value));
    }
    return Optional.of(string);
  }

  OptionalInt optionalInteger(String name) {
    @Nullable Object value = value(name);
    if (value == null) {
      return OptionalInt.empty();
    }
    if (!(value instanceof Long number) || number < Integer.MIN_VALUE || number > Integer.MAX_VALUE) {
      throw new ApiException(400, name + ": expected a whole number, not " + Json.write(value));
    }
    return OptionalInt.of(number.intValue());
  }

  List<String> strings(String name) {
    @Nullable Object value = value(name);
    if (!(value instanceof List)) {
      throw new ApiException(400, name + ": the body needs an array of strings \"" + name + "\"");
    }
    List<String> strings = new ArrayList<>();
    for (Object item : (List<?>) value) {
      if (!(item instanceof String string)) {
        throw new ApiException(400, name + ": expected strings only, not " + Json.write(item));
      }
      strings.add(string);
    }
    return strings;
  }

  Optional<RequestBody> object(String name) {
    @Nullable Object value = value(name);
    if (value == null) {
      return Optional.empty();
    }
    if (!(value instanceof Map)) {
      throw new ApiException(400, name + ": expected an object, not " + Json.write(value));
    }
    @SuppressWarnings("unchecked") // Json makes only Map<String, Object> objects
    Map<String, Object> object = (Map<String, Object>) value;
    return Optional.of(new RequestBody(object));
  }

  /** The field's value; JSON's null counts as absent. */
  private @Nullable Object value(String name) {
    @Nullable Object value = fields.get(name);
    return value == Json.NULL ? null : value;
  }
}
