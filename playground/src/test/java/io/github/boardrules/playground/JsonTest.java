package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The module's JSON through Jackson: what the server writes reads back, and bad bodies are named. */
class JsonTest {
  @Test
  void readsEveryKindOfValueAsPlainJava() {
    Map<String, Object> object = Json.readMap(
        " {\"s\": \"a\\\"b\\\\c\\n\\u00e9\", \"i\": -42, \"d\": 1.5e2, \"t\": true, \"f\": false, \"n\": null,"
            + " \"list\": [1, [], {}], \"o\": {\"k\": \"v\"}} ");
    assertThat(object).containsEntry("s", "a\"b\\c\né").containsEntry("i", -42L).containsEntry("d", 150.0)
        .containsEntry("t", true).containsEntry("f", false).containsEntry("n", null)
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
    // RFC 8259: quote, backslash and control characters escaped; other characters as they are.
    assertThat(text).startsWith("{\"text\":\"quote \\\" backslash \\\\ tab \\t line \\n control \\u0001 é ✓\"");
    Map<String, Object> back = Json.readMap(text);
    assertThat(back.get("text")).isEqualTo(value.get("text"));
    assertThat(back.get("number")).isEqualTo(7L);
    assertThat(back.get("list")).isEqualTo(Arrays.asList("a", null, true));
    assertThat(back.get("nested")).isEqualTo(Map.of("x", 1.25));
  }

  @Test
  void refusesMalformedTextNamingWhere() {
    // Columns count from 1: the '}' of {"a": } is the 7th character.
    assertThatThrownBy(() -> Json.readObject("{\"a\": }")).isInstanceOf(JsonException.class)
        .hasMessageStartingWith("malformed JSON at line 1, column 7: ");
    assertThatThrownBy(() -> Json.readObject("{\"a\": 1} x")).hasMessageStartingWith("malformed JSON at line 1, column ")
        .hasMessageContaining("'x'");
    assertThatThrownBy(() -> Json.readObject("{\"a\": \"open")).hasMessageStartingWith("malformed JSON at line 1")
        .hasMessageContaining("end-of-input");
    assertThatThrownBy(() -> Json.readObject("{\"a\": 1, \"a\": 2}")).hasMessageContaining("Duplicate field 'a'");
    assertThatThrownBy(() -> Json.readObject("[1]")).hasMessage("the body must be a JSON object, not an array");
    assertThatThrownBy(() -> Json.readObject("7")).hasMessage("the body must be a JSON object, not 7");
    assertThatThrownBy(() -> Json.read("[".repeat(40) + "]".repeat(40))).isInstanceOf(JsonException.class)
        .hasMessageContaining("nesting depth");
  }

  @Test
  void requestFieldsAreCheckedAndNamed() {
    RequestBody body = RequestBody.parse("{\"game\": 7, \"bot\": {\"level\": \"high\"}, \"points\": [\"a1\", 2],"
        + " \"big\": 3000000000, \"none\": null}");
    assertThatThrownBy(() -> body.optionalString("game")).hasMessage("game: expected a string, not 7");
    assertThatThrownBy(() -> body.object("bot").orElseThrow().optionalInteger("level"))
        .hasMessage("bot.level: expected a whole number, not \"high\"");
    assertThatThrownBy(() -> body.strings("points")).hasMessage("points: expected strings only, not 2");
    assertThatThrownBy(() -> body.optionalInteger("big")).hasMessage("big: 3000000000 is out of range (at most 2147483647)");
    assertThat(body.optionalString("none")).isEmpty();
    assertThatThrownBy(() -> body.string("move")).hasMessage("move: the body needs a string field \"move\"");
    assertThat(RequestBody.parse("  ").optionalString("game")).isEmpty();
  }
}
