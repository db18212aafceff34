package io.github.boardrules.playground;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The fields of a JSON request body (read by Jackson), with their types checked: a missing or
 * mistyped field is a 400 naming the field and what it should be.
 */
final class RequestBody {
  private final ObjectNode fields;
  private final String prefix;

  private RequestBody(ObjectNode fields, String prefix) {
    this.fields = fields;
    this.prefix = prefix;
  }

  /**
   * Reads a body; an empty body is an empty object.
   *
   * @param text the body
   * @return the fields
   * @throws JsonException if it is not a JSON object
   */
  static RequestBody parse(String text) {
    return new RequestBody(text.isBlank() ? Json.readObject("{}") : Json.readObject(text), "");
  }

  String string(String name) {
    return optionalString(name).orElseThrow(() -> new ApiException(400, prefix + name
        + ": the body needs a string field \"" + name + "\""));
  }

  Optional<String> optionalString(String name) {
    @Nullable JsonNode value = value(name);
    if (value == null) {
      return Optional.empty();
    }
    if (!value.isTextual()) {
      throw new ApiException(400, prefix + name + ": expected a string, not " + Json.describe(value));
    }
    return Optional.of(value.asText());
  }

  OptionalInt optionalInteger(String name) {
    @Nullable JsonNode value = value(name);
    if (value == null) {
      return OptionalInt.empty();
    }
    if (!value.isIntegralNumber()) {
      throw new ApiException(400, prefix + name + ": expected a whole number, not " + Json.describe(value));
    }
    if (!value.canConvertToInt()) {
      throw new ApiException(400, prefix + name + ": " + value + " is out of range (at most " + Integer.MAX_VALUE + ")");
    }
    return OptionalInt.of(value.intValue());
  }

  List<String> strings(String name) {
    @Nullable JsonNode value = value(name);
    if (value == null || !value.isArray()) {
      throw new ApiException(400, prefix + name + ": the body needs an array of strings \"" + name + "\"");
    }
    List<String> strings = new ArrayList<>();
    for (JsonNode item : value) {
      if (!item.isTextual()) {
        throw new ApiException(400, prefix + name + ": expected strings only, not " + Json.describe(item));
      }
      strings.add(item.asText());
    }
    return strings;
  }

  Optional<RequestBody> object(String name) {
    @Nullable JsonNode value = value(name);
    if (value == null) {
      return Optional.empty();
    }
    if (!(value instanceof ObjectNode object)) {
      throw new ApiException(400, prefix + name + ": expected an object, not " + Json.describe(value));
    }
    return Optional.of(new RequestBody(object, prefix + name + "."));
  }

  /** The field's value; JSON's null counts as absent. */
  private @Nullable JsonNode value(String name) {
    @Nullable JsonNode value = fields.get(name);
    return value == null || value.isNull() ? null : value;
  }
}
