package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.testkit.ParseErrors;
import org.junit.jupiter.api.Test;

class ZertzNotationTest {
  private final Zertz rules = Zertz.standard();
  private final MoveNotation<ZertzMove> notation = rules.notation();
  private final ZertzBoard board = rules.board();

  @Test
  void readsAndWritesEachKindOfMove() {
    ZertzMove place = notation.parse("Bd4,a1");
    assertThat(place).isEqualTo(ZertzMove.placement(board, Marble.BLACK, "d4", "a1"));
    assertThat(place.kind()).isEqualTo(ZertzMove.Kind.PLACEMENT);
    assertThat(place.cell()).isEqualTo(board.cell("d4"));
    assertThat(place.removedRing()).hasValue(board.cell("a1"));
    assertThat(notation.format(place)).isEqualTo("Bd4,a1");

    ZertzMove noRemoval = notation.parse("Wg4");
    assertThat(noRemoval).isEqualTo(ZertzMove.placement(board, Marble.WHITE, "g4", null));
    assertThat(noRemoval.removedRing()).isEmpty();
    assertThat(noRemoval.toString()).isEqualTo("Wg4");

    ZertzMove chain = notation.parse("xd4-d6-f4");
    assertThat(chain).isEqualTo(ZertzMove.capture(board, "d4", "d6", "f4"));
    assertThat(chain.jumpCount()).isEqualTo(2);
    assertThat(notation.format(chain)).isEqualTo("xd4-d6-f4");

    assertThat(notation.parse("pass")).isEqualTo(ZertzMove.pass(board));
    assertThat(notation.format(ZertzMove.pass(board))).isEqualTo("pass");
  }

  @Test
  void theSameTextOnAnotherBoardIsAnotherMove() {
    ZertzMove on37 = notation.parse("Gc3,a1");
    ZertzMove on61 = ZertzNotation.of(ZertzBoard.RINGS_61).parse("Gc3,a1");
    assertThat(on37).isNotEqualTo(on61);
    assertThat(Zertz.standard().check(Zertz.standard().initialState(), on61).reason())
        .contains(ZertzReason.WRONG_BOARD);
  }

  @Test
  void refusesMalformedMovesAndUnknownCellsNamingTheIndex() {
    ParseErrors.assertRefused(notation::parse, "move", "", 0, "empty move");
    ParseErrors.assertRefused(notation::parse, "move", "Qd4", 0, "expected W, G or B");
    ParseErrors.assertRefused(notation::parse, "move", "Bh1", 1, "no cell h1 on the 37-ring board");
    ParseErrors.assertRefused(notation::parse, "move", "Bd8,a1", 1, "no cell d8");
    ParseErrors.assertRefused(notation::parse, "move", "Bd4,a9", 4, "no cell a9");
    ParseErrors.assertRefused(notation::parse, "move", "Bd4;a1", 3, "expected ','");
    ParseErrors.assertRefused(notation::parse, "move", "Bd04", 2, "no leading zero");
    ParseErrors.assertRefused(notation::parse, "move", "B#4", 1, "a column letter, either case");
    ParseErrors.assertRefused(notation::parse, "move", "xd4", 3, "at least");
    ParseErrors.assertRefused(notation::parse, "move", "xd4-d6-", 7, "expected a ring");
    ParseErrors.assertRefused(notation::parse, "move", "xd4 d6", 3, "expected '-'");
    ParseErrors.assertRefused(notation::parse, "move", "Bd4,a1,b1", 6, "unexpected text");
    ParseErrors.assertRefused(notation::parse, "move", "Bd", 2, "row number");
  }

  @Test
  void columnLettersAreReadInEitherCaseAndWrittenInLowerCase() {
    // The issue: ZertzBoard.cell("D4") accepted upper case while the notation refused "BD4".
    ZertzMove upper = notation.parse("BD4,A1");
    assertThat(upper).isEqualTo(notation.parse("Bd4,a1"));
    assertThat(notation.format(upper)).isEqualTo("Bd4,a1");
    assertThat(notation.parse("xC3-E4")).isEqualTo(notation.parse("xc3-e4"));
    ParseErrors.assertRefused(notation::parse, "move", "BH1", 1, "no cell h1 on the 37-ring board");
  }
}
