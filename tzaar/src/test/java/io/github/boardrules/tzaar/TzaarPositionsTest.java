package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.testkit.ParseErrors;
import org.junit.jupiter.api.Test;

class TzaarPositionsTest {
  private final Tzaar rules = Tzaar.fixedSetup();
  private final PositionFormat<TzaarState> positions = rules.positions();

  /**
   * The standard position, column by column from the rules text's lists: column A is A1-A4 BLACK
   * Totts and A5 a WHITE Tott; B is B1 c, B2-B4 BLACK Tzarras, B5 b, B6 c; and so on.
   */
  static final String STANDARD =
      "CCCCc/cBBBbc/cbAAabc/cbaCcabc/cbacCABC/CBACcABC/CBAaaBC/CBbbbC/Ccccc w opening";

  @Test
  void writesTheStandardPosition() {
    assertThat(positions.encode(rules.initialState())).isEqualTo(STANDARD);
    assertThat(rules.initialState()).hasToString(STANDARD);
    assertThat(positions.decode(STANDARD)).isEqualTo(rules.initialState());
    assertThat(TzaarState.parse(STANDARD)).isEqualTo(rules.initialState());
  }

  @Test
  void writesStacksBottomToTopInParentheses() {
    TzaarState state =
        rules.play(rules.play(rules.initialState(), rules.notation().parse("D5xE6")),
            rules.notation().parse("E7xE6"));
    state = rules.play(state, rules.notation().parse("E6>E8"));
    // E6 and E7 are empty, E8 holds BLACK's Tzarra under the Tzaar from E7; WHITE to capture.
    assertThat(positions.encode(state))
        .isEqualTo("CCCCc/cBBBbc/cbAAabc/cbaC.abc/cbac..(BA)C/CBACcABC/CBAaaBC/CBbbbC/Ccccc w capture");
    assertThat(positions.decode(positions.encode(state))).isEqualTo(state);
    assertThat(Board.empty().put("A1", "cca").put("A2", "B").put("I1", "b").put("I5", "C")
            .put("E1", "a").put("E9", "A").text("b", "second"))
        .isEqualTo("(cca)B.../....../......./......../a......A/......../......./....../b...C b second");
  }

  @Test
  void decodesTheTournamentsEmptyBoard() {
    String empty = "...../....../......./......../......../......../......./....../..... w place";
    assertThat(positions.encode(Tzaar.tournament().initialState())).isEqualTo(empty);
    assertThat(positions.decode(empty)).isEqualTo(Tzaar.tournament().initialState());
  }

  private void assertRefused(String input, int index, String reasonPart) {
    ParseErrors.assertRefused(positions::decode, "position", input, index, reasonPart);
  }

  @Test
  void refusesMalformedTextNamingTheIndex() {
    assertRefused("", 0, "column A ends after 0 of 5 points");
    assertRefused("CCCC/cBBBbc", 4, "point A5: expected '.'");
    assertRefused("CCCCcc/cBBBbc", 5, "column A has more than 5 points");
    assertRefused(STANDARD.replace(" w opening", ""), 68, "expected a space and the colour");
    assertRefused(STANDARD.replace(" w ", " x "), 69, "w (WHITE) or b (BLACK)");
    assertRefused(STANDARD.replace("opening", "start"), 71, "expected the phase");
    assertRefused(STANDARD + " ", 78, "unexpected text after the phase");
    assertRefused("xCCCc" + STANDARD.substring(5), 0, "found 'x'");
    assertRefused("CCCC(c)" + STANDARD.substring(5), 4, "without parentheses");
    assertRefused("CCCC(cC)" + STANDARD.substring(5), 6, "one colour only");
    assertRefused("CCCC(cc" + STANDARD.substring(5), 7, "point A5: expected '.', a piece letter");
    assertRefused("(cc", 0, "never closed");
  }

  @Test
  void refusesPositionsNoGameReaches() {
    // A seventh WHITE Tzaar: index 4 (A5) becomes 'a'.
    assertRefused("CCCCa" + STANDARD.substring(5), 52, "WHITE has only 6 pieces of type 'a'");
    assertRefused(STANDARD.replace(" w opening", " b opening"), 69, "the opening is WHITE's turn");
    assertRefused(STANDARD.replace("CCCCc", "CCCC.").replace(" w opening", " w place"), 71,
        "WHITE has placed 29 pieces and BLACK 30");
    assertRefused(STANDARD.replace(" w opening", " w place"), 71, "all 60 pieces are placed");
    assertRefused("(cc)..../....../......./......../......../......../......./....../..... b place", 74,
        "no stack can form");
    assertRefused("c..../....../......./......../......../......../......./....../..... w place", 69,
        "BLACK places next");
    assertRefused("c..../....../......./......../......../......../......./....../....C w capture", 71,
        "both players lack a type");
  }

  @Test
  void drawsTheBoard() {
    String diagram = rules.initialState().diagram();
    String[] lines = diagram.split("\n");
    assertThat(lines[0]).isEqualTo("A   B   C   D   E   F   G   H   I");
    // The top line holds E9 alone (BLACK Tott); the hole sits in the middle line.
    assertThat(lines[1]).isEqualTo("                C");
    assertThat(lines[9]).isEqualTo("C       A       *       a       c");
    assertThat(lines[lines.length - 1]).isEqualTo("WHITE to move, opening capture");
  }
}
