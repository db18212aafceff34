package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.testkit.ForAll;
import io.github.boardrules.core.testkit.Gen;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The layout parser on mutated layouts: a layout that round-trips, or a TextParseException. */
class ColorFieldLayoutProperties {
  private static final String ALPHABET = "RGBYPrgbyp FULLEMPTY xX0123456789abcdefghijk\n#-size row gate start";

  @Test
  void mutatedLayoutsAreReadOrRefusedWithAnIndexAndAReason() {
    Gen<String> texts = Gen.mutationsOf(
        Gen.oneOf(List.of(Boards.SMALL_LAYOUT, ColorFieldLayout.standard().toString())), ALPHABET);
    ForAll.values("layout parser on mutated layouts", 400, texts, text -> {
      ColorFieldLayout layout;
      try {
        layout = ColorFieldLayout.parse(text);
      } catch (TextParseException e) {
        assertThat(e.kind()).isEqualTo("layout");
        assertThat(e.input()).isEqualTo(text);
        assertThat(e.errorIndex()).isBetween(0, text.length());
        assertThat(e.reason()).isNotBlank();
        return;
      }
      ColorFieldLayout again = ColorFieldLayout.parse(layout.toString());
      assertThat(again).isEqualTo(layout);
      assertThat(layout.teamSize(Team.FULL)).isEqualTo(layout.teamSize(Team.EMPTY));
      // Whatever was read can be played.
      ColorField rules = ColorField.of(layout);
      assertThat(rules.status(rules.initialState())).isNotNull();
    });
  }
}
