package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
  @Test
  void readsEveryKindOfValue() {
    Map<String, Object> object = Json.readObject(
        " {\"s\": \"a\\\"b\\\\c\\n\\u00e9\", \"i\": -42, \"d\": 1.5e2, \"t\": true, \"f\": false, \"n\": null,"
            + " \"list\": [1, [], {}], \"o\": {\"k\": \"v\"}} ");
    assertThat(object).containsEntry("s", "a\"b\\c\né").containsEntry("i", -42L).containsEntry("d", 150.0)
        .containsEntry("t", true).containsEntry("f", false).containsEntry("n", Json.NULL)
        .containsEntry("o", Map.of("k", "v"));
    assertThat(object.get("list")).isEqualTo(List.of(1L, List.of(), Map.of()));
    assertThat(object.keySet()).containsExactly("s", "i", "d", "t", "f", "n", "list", "o");
  }

  @Test
  void writesWhatItReads() {
    Map<String, Object> value = Json.object();
    value.put("text", "quote \" backslash \\ tab \t line \n control \u0001 é ✓");
    value.put("number", 7);
    value.put("list", Arrays.asList("a", null, true));
    value.put("nested", Map.of("x", 1.25));
    String text = Json.write(value);
    assertThat(text).startsWith("{\"text\":\"quote \\\" backslash \\\\ tab \\t line \\n control \\u0001 é ✓\"");
    Map<String, Object> back = Json.readObject(text);
    assertThat(back.get("text")).isEqualTo(value.get("text"));
    assertThat(back.get("number")).isEqualTo(7L);
    assertThat(back.get("list")).isEqualTo(List.of("a", Json.NULL, true));
    assertThat(back.get("nested")).isEqualTo(Map.of("x", 1.25));
  }

  @Test
  void refusesMalformedTextNamingTheIndex() {
    assertThatThrownBy(() -> Json.readObject("{\"a\": }")).isInstanceOf(JsonException.class)
        .hasMessage("malformed JSON at index 6: expected a value, found '}'");
    assertThatThrownBy(() -> Json.readObject("{\"a\": 1} x")).hasMessage(
        "malformed JSON at index 9: expected the end of the text after the value, found 'x'");
    assertThatThrownBy(() -> Json.readObject("{\"a\": \"open")).hasMessage(
        "malformed JSON at index 11: expected the closing quote of the string, found the end of the text");
    assertThatThrownBy(() -> Json.readObject("[1]")).hasMessage("the body must be a JSON object, not an array");
    assertThatThrownBy(() -> Json.readObject("{\"a\": 1e}")).hasMessageStartingWith(
        "malformed JSON at index 6: expected a number");
    assertThatThrownBy(() -> Json.read("[".repeat(40) + "]".repeat(40))).hasMessageContaining("levels of nesting");
  }
}
