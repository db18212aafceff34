package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.tzaar.internal.TzaarEngine;
import io.github.boardrules.tzaar.internal.TzaarRefusal;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The engine's refusals and the public reasons: the same names, mapped one to one; and the
 * engine's small-int colours, types and phases, which the values' ordinals must match.
 */
class TzaarReasonTest {

  @Test
  void everyRefusalHasTheReasonOfTheSameNameInTheSameOrder() {
    assertThat(Arrays.stream(TzaarRefusal.values()).map(Enum::name))
        .containsExactlyElementsOf(Arrays.stream(TzaarReason.values()).map(Enum::name).toList());
  }

  @Test
  void theRulesMapEachRefusalToTheReasonOfItsName() {
    for (TzaarRefusal refusal : TzaarRefusal.values()) {
      assertThat(Tzaar.reason(refusal).name()).isEqualTo(refusal.name());
    }
  }

  @Test
  void theEngineNumbersColoursTypesAndPhasesAsTheValuesDo() {
    assertThat(TzaarColour.WHITE.ordinal()).isEqualTo(TzaarEngine.WHITE);
    assertThat(TzaarColour.BLACK.ordinal()).isEqualTo(TzaarEngine.BLACK);
    assertThat(TzaarType.TZAAR.ordinal()).isEqualTo(TzaarEngine.TZAAR);
    assertThat(TzaarType.TZARRA.ordinal()).isEqualTo(TzaarEngine.TZARRA);
    assertThat(TzaarType.TOTT.ordinal()).isEqualTo(TzaarEngine.TOTT);
    for (TzaarType type : TzaarType.values()) {
      assertThat(TzaarEngine.typeCount(type.ordinal())).as("%s", type).isEqualTo(type.count());
    }
    assertThat(TzaarPhase.PLACEMENT.ordinal()).isEqualTo(TzaarEngine.PLACEMENT);
    assertThat(TzaarPhase.OPENING.ordinal()).isEqualTo(TzaarEngine.OPENING);
    assertThat(TzaarPhase.CAPTURE.ordinal()).isEqualTo(TzaarEngine.FIRST_ACTION);
    assertThat(TzaarPhase.SECOND_ACTION.ordinal()).isEqualTo(TzaarEngine.SECOND_ACTION);
    for (TzaarPhase phase : TzaarPhase.values()) {
      assertThat(TzaarEngine.captureRequired(phase.ordinal())).as("%s", phase).isEqualTo(phase.captureRequired());
    }
    for (TzaarPiece piece : TzaarPiece.values()) {
      assertThat(piece.ordinal()).as("%s", piece).isEqualTo(piece.colour().ordinal() * 3 + piece.type().ordinal());
    }
  }

  @Test
  void everyMoveCodeReadsBackAsItsMove() {
    for (TzaarPoint from : TzaarPoint.all()) {
      for (TzaarPoint to : TzaarPoint.all()) {
        assertThat(TzaarMove.ofCode(TzaarMove.capture(from, to).code())).isEqualTo(TzaarMove.capture(from, to));
        assertThat(TzaarMove.ofCode(TzaarMove.stack(from, to).code())).isEqualTo(TzaarMove.stack(from, to));
      }
      for (TzaarPiece piece : TzaarPiece.values()) {
        assertThat(TzaarMove.ofCode(TzaarMove.place(piece, from).code())).isEqualTo(TzaarMove.place(piece, from));
      }
    }
    assertThat(TzaarMove.ofCode(TzaarMove.pass().code())).isEqualTo(TzaarMove.pass());
  }
}
