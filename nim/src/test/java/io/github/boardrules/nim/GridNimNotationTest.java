package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.testkit.ParseErrors;
import org.junit.jupiter.api.Test;

class GridNimNotationTest {
  private final GridNim rules = GridNim.standard();
  private final MoveNotation<GridNimMove> notation = rules.notation();

  /** The mask of a list of points written as {column, row} from 0 on a 4-column board. */
  private static long points(int[]... points) {
    long mask = 0;
    for (int[] p : points) {
      mask |= 1L << (p[1] * 4 + p[0]);
    }
    return mask;
  }

  @Test
  void formatsSinglesRangesAndCommaLists() {
    assertThat(notation.format(rules.move(points(new int[] {2, 0})))).isEqualTo("c1");
    assertThat(notation.format(rules.move(points(new int[] {1, 1}, new int[] {1, 2}, new int[] {1, 3}))))
        .isEqualTo("b2-b4");
    assertThat(notation.format(rules.move(points(new int[] {0, 0}, new int[] {1, 0}, new int[] {2, 0}))))
        .isEqualTo("a1-c1");
    assertThat(notation.format(rules.move(points(new int[] {0, 0}, new int[] {0, 2}))))
        .isEqualTo("a1,a3");
    assertThat(notation.format(rules.move(points(new int[] {3, 3}, new int[] {0, 3}))))
        .isEqualTo("a4,d4");
    // Not in one line at all: still a comma list in index order (rows from the bottom).
    assertThat(notation.format(rules.move(points(new int[] {1, 1}, new int[] {0, 0}))))
        .isEqualTo("a1,b2");
    assertThat(rules.move(points(new int[] {0, 0}, new int[] {0, 1})).toString()).isEqualTo("a1-a2");
  }

  @Test
  void aSetSpanningAColumnWithAPointOffItIsNotWrittenAsTheColumnsRange() {
    // a1, c2, a3: the column span a1..a3 and three points, but c2 is not a2 (issue 25).
    GridNimMove move = notation.parse("a1,c2,a3");
    assertThat(move.mask()).isEqualTo(points(new int[] {0, 0}, new int[] {2, 1}, new int[] {0, 2}));
    assertThat(notation.format(move)).isEqualTo("a1,c2,a3");
    assertThat(notation.parse(notation.format(move))).isEqualTo(move);
    // The same along a row: a1, b2, c1 spans row 1 with three points but is not a1-c1.
    assertThat(notation.format(notation.parse("c1,b2,a1"))).isEqualTo("a1,c1,b2");
    // The rules refuse it, naming the move as it was given, not a1-a3.
    assertThatThrownBy(() -> rules.play(rules.initialState(), move))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining("a1,c2,a3")
        .hasMessageNotContaining("a1-a3");
  }

  @Test
  void parsesBothFormsReversedRangesAndMixedListsToCanonicalMoves() {
    assertThat(notation.parse("b4-b2")).isEqualTo(notation.parse("b2-b4"));
    assertThat(notation.parse("b2,b3,b4").toString()).isEqualTo("b2-b4");
    assertThat(notation.parse("a3,a1")).isEqualTo(rules.move(points(new int[] {0, 0}, new int[] {0, 2})));
    assertThat(notation.parse("a3,a1").toString()).isEqualTo("a1,a3");
    assertThat(notation.parse("a1-a2,a4").toString()).isEqualTo("a1,a2,a4");
    assertThat(notation.parse("d1-a1").toString()).isEqualTo("a1-d1");
    assertThat(notation.parse("c1").mask()).isEqualTo(1L << 2);
  }

  @Test
  void everyCandidateMoveOfSeveralGamesRoundTrips() {
    GridNim[] games = {
      GridNim.standard(), GridNim.touchingNotRequired(), GridNim.anyNumberFromLine(),
      GridNim.builder().rows(8).columns(8).maxTake(GridNim.UNLIMITED).build(),
      GridNim.builder().rows(2).columns(26).maxTake(3).touchingRequired(false).build(),
      GridNim.builder().rows(64).columns(1).maxTake(2).touchingRequired(false).build()
    };
    for (GridNim game : games) {
      for (GridNimMove move : game.legalMoves(game.initialState())) {
        String text = game.notation().format(move);
        assertThat(game.notation().parse(text)).as("%s %s", game, text).isEqualTo(move);
      }
    }
    assertThat(games[4].notation().parse("z2").toString()).isEqualTo("z2");
    assertThat(games[5].notation().parse("a64-a63").toString()).isEqualTo("a63-a64");
  }

  private void assertRefused(String input, int index, String reasonPart) {
    ParseErrors.assertRefused(notation::parse, "move", input, index, reasonPart);
  }

  @Test
  void refusesBadTextNamingTheOffendingCharacter() {
    assertRefused("", 0, "at least one point");
    assertRefused("e1", 0, "column e is off the board");
    assertRefused("a5", 1, "row 5 is off the board");
    assertRefused("b2-b9", 4, "row 9 is off the board (rows 1-4)");
    assertRefused("a0", 1, "start at 1");
    assertRefused("a01", 1, "leading zero");
    assertRefused("a99999999999", 1, "off the board");
    assertRefused("b2-c3", 3, "b2 and c3 are not in one row or column");
    assertRefused("a1-a1", 3, "two different ends");
    assertRefused("a1,a1", 3, "a1 named more than once");
    assertRefused("a1-a3,a2", 6, "a2 named more than once");
    assertRefused("xyz", 0, "column x is off the board");
    assertRefused("#1", 0, "column letter");
    // Coordinates are read in either case (CONVENTIONS.md).
    assertThat(notation.parse("A1-C1")).isEqualTo(notation.parse("a1-c1"));
    assertRefused("a", 1, "row number");
    assertRefused("a1,", 3, "after ','");
    assertRefused("a1;b1", 2, "expected ','");
    assertRefused("a1 ", 2, "expected ','");
    assertRefused("a1-", 3, "expected a point");
  }
}
