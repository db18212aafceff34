package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The two readings of "ütéskényszer" (compulsory capture), on hand-built positions of the default
 * layout (square colours from the specification's picture). By default a step onto the piece's
 * own colour must take an enemy piece on that colour, but a step that earns nothing is allowed
 * even when a capturing step exists; with {@code capturingStepRequired(true)} (the draughts
 * reading) a capturing step must then be chosen.
 */
class CapturingStepTest {
  private final ColorField sheet = ColorField.standard();
  private final ColorField draughts = ColorField.builder().capturingStepRequired(true).build();

  private static List<String> movesFrom(ColorField rules, ColorFieldState state, String from) {
    List<String> found = new ArrayList<>();
    for (ColorFieldMove m : rules.legalMoves(state)) {
      if (rules.layout().name(m.from()).equals(from)) {
        found.add(m.toString());
      }
    }
    return found;
  }

  @Test
  void theOptionIsOffByDefaultAndPartOfTheRules() {
    assertThat(sheet.capturingStepRequired()).isFalse();
    assertThat(draughts.capturingStepRequired()).isTrue();
    assertThat(draughts).isNotEqualTo(sheet);
    assertThat(draughts.toBuilder().build()).isEqualTo(draughts).hasSameHashCodeAs(draughts);
    assertThat(draughts).hasToString("ColorField[10x10, 6 gates, FULL starts, no ply limit,"
        + " no repetition detection, capturing step required]");
  }

  @Test
  void aStepThatCapturesNothingIsRefusedOnlyWhenACapturingStepExists() {
    // FULL's PURPLE piece on f3 (a YELLOW square). Its neighbours e2 and f2 are PURPLE: stepping
    // there must take one of EMPTY's pieces on PURPLE squares, h5, c6 or a10 (a8 is YELLOW).
    // Its other neighbours are not PURPLE (g2 GREEN, e3 f4 e4 YELLOW, g3 g4 BLUE): no capture.
    String text = Boards.standard("RRRrrr", 'F', 10, "f3=P", "h5=b", "c6=y", "a10=g", "a8=p");
    ColorFieldState state = sheet.state(text);
    // The sheet's reading: six capturing steps and six plain ones.
    assertThat(movesFrom(sheet, state, "f3")).containsExactly(
        "f3-e2xh5", "f3-e2xc6", "f3-e2xa10", "f3-f2xh5", "f3-f2xc6", "f3-f2xa10",
        "f3-g2", "f3-e3", "f3-g3", "f3-e4", "f3-f4", "f3-g4");
    assertThat(sheet.check(state, sheet.notation().parse("f3-g2")).isLegal()).isTrue();

    // The draughts reading: FULL's only other pieces are its RED pieces in the gates, whose
    // squares (row 1) capture nothing, so the six capturing steps are all FULL may play.
    ColorFieldState same = draughts.state(text);
    assertThat(draughts.legalMoves(same)).map(Object::toString).containsExactly(
        "f3-e2xh5", "f3-e2xc6", "f3-e2xa10", "f3-f2xh5", "f3-f2xc6", "f3-f2xa10");
    Legality refused = draughts.check(same, draughts.notation().parse("f3-g2"));
    assertThat(refused.reason()).contains(ColorFieldReason.CAPTURING_STEP_REQUIRED);
    assertThat(refused.message()).isEqualTo("f3-g2 captures nothing, but a capturing step exists"
        + " (f3-e2xh5, f3-e2xc6, f3-e2xa10, ...): with the capturing-step rule one must be chosen");
    // A RED piece leaving its gate onto e1 (PURPLE, no capture for RED) is refused as well.
    assertThatThrownBy(() -> draughts.play(same, draughts.notation().parse("e0-e1")))
        .isInstanceOf(IllegalMoveException.class)
        .satisfies(e -> assertThat(((IllegalMoveException) e).reason())
            .isEqualTo(ColorFieldReason.CAPTURING_STEP_REQUIRED));
    // The other reasons still come first: e2 without a capture is CAPTURE_REQUIRED in both.
    assertThat(draughts.check(same, draughts.notation().parse("f3-e2")).reason())
        .contains(ColorFieldReason.CAPTURE_REQUIRED);

    // With no EMPTY piece on a PURPLE square nothing can be captured, and both readings allow
    // the same moves: the plain steps, and e2 and f2 without a capture.
    String none = Boards.standard("RRRrrr", 'F', 10, "f3=P", "a8=y", "c7=b");
    assertThat(draughts.legalMoves(draughts.state(none)))
        .isEqualTo(sheet.legalMoves(sheet.state(none)));
    assertThat(draughts.check(draughts.state(none), draughts.notation().parse("f3-g2")).isLegal()).isTrue();
  }

  @Test
  void atTheDefaultStartOnlyTheFourteenCapturingStepsRemain() {
    // Worked out from the layout: FULL's pieces stand on row 1 and b2 d2 g2 i2; the squares they
    // can reach are row 2's free a2 c2 e2 f2 h2 j2 and row 3. Steps onto the piece's own colour:
    // d1 (PURPLE) to e2 (PURPLE), taking one of EMPTY's five pieces on PURPLE squares (b9 a10 b10
    // e10 f10); i1 (GREEN) to h2 (GREEN), taking one of six on GREEN squares (d9 g9 c10 d10 g10
    // h10); d2 (YELLOW) to e3 (YELLOW), taking one of three on YELLOW squares (i9 i10 j10). (i2,
    // BLUE, may step to h3, BLUE, but no EMPTY piece stands on a BLUE square; g2 is GREEN on
    // GREEN and may not step to h2.)
    assertThat(draughts.legalMoves(draughts.initialState())).map(Object::toString).containsExactly(
        "d1-e2xb9", "d1-e2xa10", "d1-e2xb10", "d1-e2xe10", "d1-e2xf10",
        "i1-h2xd9", "i1-h2xg9", "i1-h2xc10", "i1-h2xd10", "i1-h2xg10", "i1-h2xh10",
        "d2-e3xi9", "d2-e3xi10", "d2-e3xj10");
    // By the sheet's reading the same fourteen are legal, among others such as a1-a2.
    assertThat(sheet.legalMoves(sheet.initialState()))
        .containsAll(draughts.legalMoves(draughts.initialState()))
        .contains(sheet.notation().parse("a1-a2"));
    assertThat(draughts.check(draughts.initialState(), draughts.notation().parse("a1-a2")).reason())
        .contains(ColorFieldReason.CAPTURING_STEP_REQUIRED);
  }
}
