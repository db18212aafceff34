package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.testkit.ParseErrors;
import org.junit.jupiter.api.Test;

/** Move notation and position text: hand-written examples and refusals. */
class ColorFieldTextTest {
  private final ColorField rules = ColorField.standard();
  private final ColorFieldLayout layout = rules.layout();
  private final PositionFormat<ColorFieldState> positions = rules.positions();

  private static final String START =
      "bgpybgpybg/.b.g..y.p./........../........../........../........../........../........../"
          + ".P.Y..G.B./GBYPGBYPGB RRRrrr F 0";

  @Test
  void movesAreWrittenFromDashToAndCrossCapture() {
    ColorFieldMove step = rules.move(layout.indexOf("b2"), layout.indexOf("c3"));
    assertThat(step.toString()).isEqualTo("b2-c3");
    ColorFieldMove out = rules.move(layout.indexOf("e0"), layout.indexOf("e1"));
    assertThat(rules.notation().format(out)).isEqualTo("e0-e1");
    ColorFieldMove take = rules.move(layout.indexOf("d1"), layout.indexOf("e2"), layout.indexOf("b10"));
    assertThat(take.toString()).isEqualTo("d1-e2xb10");
    assertThat(rules.notation().parse("d1-e2xb10")).isEqualTo(take);
    assertThat(rules.notation().parse("i11-h10").from()).isEqualTo(100 + 3);
    assertThat(take.capture()).hasValue(91);
  }

  private void assertMoveRefused(String input, int index, String reasonPart) {
    ParseErrors.assertRefused(rules.notation()::parse, "move", input, index, reasonPart);
  }

  @Test
  void badMovesAreRefusedAtTheOffendingCharacter() {
    assertMoveRefused("", 0, "expected the starting square or gate");
    assertMoveRefused("e1e2", 2, "expected '-' after the starting square or gate, found 'e'");
    assertMoveRefused("k1-e2", 0, "no square or gate \"k1\"");
    assertMoveRefused("e1-e12", 3, "no square or gate \"e12\"");
    assertMoveRefused("#1-e2", 0, "expected the starting square or gate");
    // Coordinates are read in either case (CONVENTIONS.md).
    assertThat(rules.notation().parse("E1-E2")).isEqualTo(rules.notation().parse("e1-e2"));
    assertMoveRefused("e1-e2x", 6, "expected the captured square");
    assertMoveRefused("e1-e2y", 5, "expected 'x' and a captured square");
    assertMoveRefused("e1-e2xa1 ", 8, "unexpected text after the captured square");
    assertMoveRefused("e1-", 3, "expected the target square");
  }

  @Test
  void theStartIsWrittenRowsFromTheTopThenGatesTeamAndPlies() {
    assertThat(positions.encode(rules.initialState())).isEqualTo(START);
    assertThat(rules.initialState().toString()).isEqualTo(START);
    assertThat(positions.decode(START)).isEqualTo(rules.initialState());
    ColorField emptyFirst = ColorField.builder().firstTeam(Team.EMPTY).build();
    assertThat(emptyFirst.initialState().toString()).endsWith(" RRRrrr E 0");
  }

  private void assertPositionRefused(String input, int index, String reasonPart) {
    ParseErrors.assertRefused(positions::decode, "position", input, index, reasonPart);
  }

  @Test
  void badPositionsAreRefusedWithTheirReasons() {
    assertPositionRefused("", 0, "row 1 from the top ends after 0 of 10 squares");
    assertPositionRefused(START.replace(" RRRrrr F 0", ""), START.length() - 11, "expected the gates");
    assertPositionRefused(START.replaceFirst("bgpy", "bgxy"), 2, "found 'x'");
    assertPositionRefused(START.replace("GBYPGBYPGB", "GBYPGBYPG/"), 108,
        "row 10 from the top has 9 squares; the board has 10");
    assertPositionRefused(START.replace("GBYPGBYPGB", "GBYPGBYPGQ"), 108, "expected '.' or a piece");
    assertPositionRefused(START.replace("RRRrrr F", "RRrrrr F"), 112, "gate h0 is written 'R'");
    assertPositionRefused(START.replace("F 0", "F 1"), 117, "after 1 plies EMPTY is to move");
    assertPositionRefused(START.replace("F 0", "X 0"), 117, "expected the team to move, F or E");
    assertPositionRefused(START.replace("F 0", "F x"), 119, "expected the plies played");
    assertPositionRefused(START + " a1-a2", 121, "only with the repetition draw on");
    // A castle square (e5 is the 45th square from the top-left: row 5 from the bottom) holds G.
    String greenOnCastle = Boards.standard("RRRrrr", 'F', 0, "e5=G", "a10=g");
    assertPositionRefused(greenOnCastle, 5 * 11 + 4, "only RED pieces may stand on the castle (e5)");
    String tooMany = Boards.standard("RRRrrr", 'F', 0, "a1=Y", "b1=Y", "c1=Y", "d1=Y", "a10=g");
    assertPositionRefused(tooMany, 9 * 11 + 3, "FULL has only 3 YELLOW pieces");
    String redToMoveOnCastle = Boards.standard("-RRrrr", 'F', 2, "e5=R", "a10=g");
    assertPositionRefused(redToMoveOnCastle, 117, "FULL is to move but has a RED piece on the castle");
    String moverWithoutRed = Boards.standard("RRR---", 'F', 2, "a10=g");
    assertPositionRefused(moverWithoutRed, 117, "EMPTY moved last but has no RED piece");
    ColorField limited = ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(50)).build();
    ParseErrors.assertRefused(limited.positions()::decode, "position", START.replace("F 0", "F 52"), 119,
        "52 plies is past this game's ply limit of 50");
  }

  @Test
  void withRepetitionDetectionThePositionTextCarriesTheMovesSinceTheLastIrreversibleOne() {
    ColorField repeating = ColorField.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build();
    ColorFieldState state = repeating.initialState();
    for (String move : new String[] {"a1-a2", "j10-j9", "a2-a1"}) {
      state = repeating.play(state, repeating.notation().parse(move));
    }
    String text = repeating.positions().encode(state);
    assertThat(text).endsWith(" E 3 a1-a2 j10-j9 a2-a1");
    ColorFieldState decoded = repeating.positions().decode(text);
    assertThat(decoded).isEqualTo(state);
    // One more shuffle back repeats the start a second time; the decoded state knows it.
    ColorFieldState back = repeating.play(decoded, repeating.notation().parse("j9-j10"));
    ColorFieldState back2 = repeating.play(state, repeating.notation().parse("j9-j10"));
    assertThat(back).isEqualTo(back2);
    // A capture starts a new history: d1-e2 takes a10 (both purple squares).
    ColorFieldState taken = repeating.play(repeating.initialState(), repeating.notation().parse("d1-e2xa10"));
    assertThat(repeating.positions().encode(taken)).endsWith(" E 1");
    ParseErrors.assertRefused(repeating.positions()::decode, "position",
        START.replace("F 0", "F 2") + " a1-a2 j10-j9", 121 + "a1-a2 ".length(), "history move j10-j9 does not lead");
    ParseErrors.assertRefused(repeating.positions()::decode, "position",
        START + " a1-a2", 121, "history moves but only 0 plies");
  }

  @Test
  void gameRecordsReplay() {
    ColorFieldState state = rules.initialState();
    java.util.List<ColorFieldMove> moves = new java.util.ArrayList<>();
    for (String m : new String[] {"d1-e2xa10", "b9-a9", "e2-f3"}) {
      ColorFieldMove move = rules.notation().parse(m);
      moves.add(move);
      state = rules.play(state, move);
    }
    String text = GameRecord.of(rules.initialState(), moves).write(rules.notation(), positions);
    assertThat(text).contains("1. d1-e2xa10\n2. b9-a9\n3. e2-f3\n");
    assertThat(GameRecord.read(text, rules.notation(), positions).replay(rules).orThrow()).isEqualTo(state);
  }
}
