package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.testkit.ParseErrors;
import org.junit.jupiter.api.Test;

class TzaarNotationTest {
  private final MoveNotation<TzaarMove> notation = Tzaar.fixedSetup().notation();

  @Test
  void writesAndReadsEachKindOfMove() {
    TzaarMove capture = TzaarMove.capture(TzaarPoint.of("D4"), TzaarPoint.of("D5"));
    assertThat(notation.format(capture)).isEqualTo("D4xD5");
    assertThat(notation.parse("D4xD5")).isEqualTo(capture);
    assertThat(notation.parse("d4xd5")).isEqualTo(capture);
    assertThat(capture.kind()).isEqualTo(TzaarMove.Kind.CAPTURE);
    assertThat(capture.from()).contains(TzaarPoint.of("D4"));
    assertThat(capture.to()).contains(TzaarPoint.of("D5"));

    TzaarMove stack = notation.parse("D4>E4");
    assertThat(stack).isEqualTo(TzaarMove.stack(TzaarPoint.of("D4"), TzaarPoint.of("E4")));
    assertThat(notation.format(stack)).isEqualTo("D4>E4");
    assertThat(stack).isNotEqualTo(TzaarMove.capture(TzaarPoint.of("D4"), TzaarPoint.of("E4")));

    assertThat(notation.parse("pass")).isEqualTo(TzaarMove.pass());
    assertThat(notation.format(TzaarMove.pass())).isEqualTo("pass");
    assertThat(TzaarMove.pass().from()).isEmpty();

    TzaarMove place = notation.parse("A@E6");
    assertThat(place.kind()).isEqualTo(TzaarMove.Kind.PLACE);
    assertThat(place.piece()).contains(TzaarPiece.BLACK_TZAAR);
    assertThat(place.to()).contains(TzaarPoint.of("E6"));
    assertThat(notation.format(place)).isEqualTo("A@E6");
    assertThat(notation.format(TzaarMove.place(TzaarPiece.WHITE_TOTT, TzaarPoint.of("I5")))).isEqualTo("c@I5");
    assertThat(TzaarMove.parse("D4xD5")).isSameAs(capture);
    assertThat(TzaarMove.parse(place.toString())).isEqualTo(place);
  }

  private void assertRefused(String input, int index, String reasonPart) {
    ParseErrors.assertRefused(notation::parse, "move", input, index, reasonPart);
  }

  @Test
  void refusesBadTextNamingTheOffendingCharacter() {
    assertRefused("", 0, "the text is empty");
    assertRefused("D4xD5x", 5, "unexpected text after the move");
    assertRefused("D4-D5", 2, "expected 'x' (capture) or '>' (stack) after D4, found '-'");
    assertRefused("D4", 2, "expected 'x' (capture) or '>'");
    assertRefused("E5xE6", 0, "E5 is the centre hole");
    assertRefused("D4xE5", 3, "E5 is the centre hole");
    assertRefused("J1xA1", 0, "column letter A-I, found 'J'");
    assertRefused("A6xA5", 1, "column A has rows 1-5, not 6");
    assertRefused("A0xA1", 1, "column A has rows 1-5, not 0");
    assertRefused("D4xD", 4, "expected the row number of column D");
    assertRefused("D10xD4", 1, "rows have one digit");
    assertRefused("pas", 3, "expected \"pass\"");
    assertRefused("passs", 4, "unexpected text after \"pass\"");
    assertRefused("Pass", 0, "expected \"pass\"");
    assertRefused("d@E4", 0, "piece letter");
    assertRefused("a@E5", 2, "centre hole");
    assertRefused("a@E4 ", 4, "unexpected text");
  }

  @Test
  void pointsAreNamedInBoardspaceCoordinates() {
    assertThat(TzaarPoint.all()).hasSize(60);
    assertThat(TzaarPoint.all().get(0)).hasToString("A1");
    assertThat(TzaarPoint.of("A5").index()).isEqualTo(4);
    assertThat(TzaarPoint.of("B1").index()).isEqualTo(5);
    assertThat(TzaarPoint.of("E4").index()).isEqualTo(29);
    assertThat(TzaarPoint.of("E6").index()).isEqualTo(30);
    assertThat(TzaarPoint.of("I5").index()).isEqualTo(59);
    assertThat(TzaarPoint.of('d', 4)).isSameAs(TzaarPoint.of("D4"));
    for (TzaarPoint p : TzaarPoint.all()) {
      assertThat(TzaarPoint.ofIndex(p.index())).isSameAs(p);
      assertThat(TzaarPoint.of(p.toString())).isSameAs(p);
    }
    assertThatThrownBy(() -> TzaarPoint.of("E5")).hasMessageContaining("centre hole");
    assertThatThrownBy(() -> TzaarPoint.of("I6")).hasMessageContaining("column I has rows 1-5");
    assertThatThrownBy(() -> TzaarPoint.of("D")).hasMessageContaining("not a point name");
    assertThatThrownBy(() -> TzaarPoint.ofIndex(60)).isInstanceOf(IndexOutOfBoundsException.class);
  }
}
