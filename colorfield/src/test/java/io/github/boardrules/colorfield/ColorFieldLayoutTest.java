package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.testkit.ParseErrors;
import io.github.boardrules.testkit.ParseErrors;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ColorFieldLayoutTest {
  private final ColorFieldLayout layout = ColorFieldLayout.standard();

  /** The spec's picture of the default layout, row 10 first. */
  private static final String[] SPEC_ROWS = {
    "PPGGPPGGYY", "PPGGPPGGYY", "YYBBYYBBBB", "YYBBYYBBBB", "GGPPRRPPGG",
    "GGPPRRPPGG", "BBBBYYBBYY", "BBBBYYBBYY", "YYGGPPGGPP", "YYGGPPGGPP"
  };

  private int at(String name) {
    int index = layout.indexOf(name);
    assertThat(index).as(name).isNotNegative();
    return index;
  }

  @Test
  void theDefaultLayoutIsTheSpecsBoard() {
    assertThat(layout.columns()).isEqualTo(10);
    assertThat(layout.rows()).isEqualTo(10);
    for (int row = 0; row < 10; row++) {
      for (int column = 0; column < 10; column++) {
        char expected = SPEC_ROWS[9 - row].charAt(column);
        assertThat(layout.color(row * 10 + column).letter()).as("%c%d", 'a' + column, row + 1)
            .isEqualTo(expected);
      }
    }
    // The layout's colours, RED first, are the five of the spec's picture.
    List<FieldColor> colours = layout.colors();
    assertThat(colours).containsExactly(
        FieldColor.RED, FieldColor.GREEN, FieldColor.BLUE, FieldColor.YELLOW, FieldColor.PURPLE);
    int[] perColor = new int[5];
    for (int s = 0; s < 100; s++) {
      perColor[colours.indexOf(layout.color(s))]++;
    }
    assertThat(perColor).containsExactly(4, 24, 24, 24, 24);
    for (String castle : List.of("e5", "f5", "e6", "f6")) {
      assertThat(layout.isCastle(at(castle))).as(castle).isTrue();
    }
  }

  @Test
  void theGatesTouchTheSquaresBesideThem() {
    assertThat(layout.gateCount()).isEqualTo(6);
    String[][] gates = {
      {"b0", "FULL", "a1", "b1", "c1"}, {"e0", "FULL", "d1", "e1", "f1"}, {"h0", "FULL", "g1", "h1", "i1"},
      {"i11", "EMPTY", "h10", "i10", "j10"}, {"f11", "EMPTY", "e10", "f10", "g10"},
      {"c11", "EMPTY", "b10", "c10", "d10"}
    };
    for (String[] gate : gates) {
      int g = at(gate[0]) - 100;
      assertThat(layout.gateTeam(g).name()).isEqualTo(gate[1]);
      assertThat(layout.gateTouches(g)).containsExactly(at(gate[2]), at(gate[3]), at(gate[4]));
    }
  }

  @Test
  void theTeamsStartAsTheSpecSays() {
    String fullRow1 = "GBYPGBYPGB";
    for (int column = 0; column < 10; column++) {
      assertThat(layout.startTeam(column)).contains(Team.FULL);
      assertThat(layout.startColor(column).orElseThrow().letter()).isEqualTo(fullRow1.charAt(column));
    }
    assertThat(layout.startColor(at("b2"))).contains(FieldColor.PURPLE);
    assertThat(layout.startColor(at("d2"))).contains(FieldColor.YELLOW);
    assertThat(layout.startColor(at("g2"))).contains(FieldColor.GREEN);
    assertThat(layout.startColor(at("i2"))).contains(FieldColor.BLUE);
    assertThat(layout.startColor(at("j10"))).contains(FieldColor.GREEN);
    assertThat(layout.startColor(at("i10"))).contains(FieldColor.BLUE);
    for (Team team : Team.values()) {
      assertThat(layout.teamSize(team)).isEqualTo(17);
      assertThat(layout.redCount(team)).isEqualTo(3);
      int[] colors = new int[5];
      for (int s = 0; s < 100; s++) {
        if (layout.startTeam(s).equals(java.util.Optional.of(team))) {
          colors[layout.colors().indexOf(layout.startColor(s).orElseThrow())]++;
        }
      }
      // 3 RED (in gates), 4 G, 4 B, 3 Y, 3 P
      assertThat(colors).containsExactly(0, 4, 4, 3, 3);
    }
  }

  /** The half-turn about the centre: (column, row) to (9 - column, 9 - row). */
  private static int turn(int square) {
    return 99 - square;
  }

  @Test
  void theHalfTurnMapsTheLayoutOntoItselfWithTheTeamsSwapped() {
    for (int s = 0; s < 100; s++) {
      assertThat(layout.color(turn(s))).as(layout.name(s)).isEqualTo(layout.color(s));
      assertThat(layout.startColor(turn(s))).isEqualTo(layout.startColor(s));
      assertThat(layout.startTeam(turn(s))).isEqualTo(layout.startTeam(s).map(Team::opponent));
    }
    // Gate under column c (row 0) turns into the gate over column 9 - c (row 11).
    for (int g = 0; g < 6; g++) {
      String name = layout.name(100 + g);
      int column = name.charAt(0) - 'a';
      int row = Integer.parseInt(name.substring(1));
      String image = "" + (char) ('a' + 9 - column) + (11 - row);
      int h = layout.indexOf(image) - 100;
      assertThat(h).as("image of gate %s is %s", name, image).isBetween(0, 5);
      assertThat(layout.gateTeam(h)).isEqualTo(layout.gateTeam(g).opponent());
      int[] touched = Arrays.stream(layout.gateTouches(g)).map(ColorFieldLayoutTest::turn).sorted().toArray();
      assertThat(layout.gateTouches(h)).containsExactly(touched);
    }
  }

  @Test
  void theCanonicalTextReadsBackToAnEqualLayout() {
    ColorFieldLayout again = ColorFieldLayout.parse(layout.toString());
    assertThat(again).isEqualTo(layout);
    assertThat(again.hashCode()).isEqualTo(layout.hashCode());
    assertThat(again.toString()).isEqualTo(layout.toString());
    assertThat(layout.toString()).startsWith("size 10x10\nrow 10 P P G G P P G G Y Y\n")
        .contains("gate b0 FULL a1 b1 c1\n").contains("start EMPTY G d9 b10 f10 j10\n");
    ColorFieldLayout small = ColorFieldLayout.parse(Boards.SMALL_LAYOUT);
    assertThat(ColorFieldLayout.parse(small.toString())).isEqualTo(small).isNotEqualTo(layout);
  }

  /**
   * Like core's {@code ParseErrors.assertRefused}, which also wants the whole input in the message:
   * {@code TextParseException} shortens inputs over 200 characters there, and layouts are longer.
   */
  private static void assertRefused(String text, int index, String reasonPart) {
    TextParseException e = ParseErrors.assertRefused(ColorFieldLayout::parse, "layout", text, index, reasonPart);
    assertThat(e.getMessage()).contains("at index " + index + ": " + e.reason());
  }

  private static String small(String from, String to) {
    assertThat(Boards.SMALL_LAYOUT).contains(from);
    return Boards.SMALL_LAYOUT.replace(from, to);
  }

  @Test
  void malformedLayoutsAreRefusedWithTheirReasons() {
    // Any upper-case letter is a colour (X would be a sixth one); a lower-case letter is not.
    String text = small("row 4 P Y G B Y", "row 4 P Y x B Y");
    assertRefused(text, text.indexOf("x B Y"), "unknown colour \"x\"");
    // Without squares a gate touches those beside its place; c9 is beside nothing.
    text = small("gate c6 EMPTY b5 c5 d5", "gate c9 EMPTY");
    assertRefused(text, text.indexOf("EMPTY\n") + 5, "gate c9 touches no square");
    text = small("start FULL B b1", "start FULL B b1 c3");
    assertRefused(text, text.indexOf("c3\n"), "start c3 is a castle square");
    text = small("start EMPTY P d5\n", "");
    assertRefused(text, text.length(), "team sizes differ: FULL has 5 pieces, EMPTY 4");
    text = small("start FULL P d1", "start FULL R d1");
    assertRefused(text, text.indexOf("R d1"), "RED pieces start in their team's gates");
    text = small("row 3 B G R P B", "row 3 B G G P B");
    assertRefused(text, text.length(), "no castle");
    text = small("gate c0 FULL", "gate c1 FULL");
    assertRefused(text, text.indexOf("c1 FULL"), "has the name of a square");
    text = small("gate c0 FULL b1 c1 d1\n", "");
    assertRefused(text, text.length(), "team FULL has no gate");
    text = small("row 2 Y P B G P\n", "");
    assertRefused(text, text.indexOf("gate"), "row 2 is missing");
    text = small("row 1 G B Y P G", "row 1 G B Y P");
    assertRefused(text, text.indexOf("row 1") + 13, "row 1 has 4 colours; the board has 5 columns");
    text = small("gate c0 FULL b1 c1 d1", "gate c0 FULL b1 c1 f1");
    assertRefused(text, text.indexOf("f1"), "no square \"f1\"");
    text = small("start EMPTY G a5 e5", "start EMPTY G a5 e5 a1");
    assertRefused(text, text.indexOf("a1\n", text.indexOf("EMPTY G")), "a1 is a starting square twice");
    text = small("gate c6 EMPTY", "gate c6 BOTH");
    assertRefused(text, text.indexOf("BOTH"), "unknown team \"BOTH\"");
    text = small("size 5x5", "size 5x5\nsize 5x5");
    assertRefused(text, text.indexOf("size", 30), "the size is given twice");
    text = small("size 5x5", "size 27x5");
    assertRefused(text, text.indexOf("27x5"), "27 columns; at most 26");
    text = small("size 5x5", "size 5x1000");
    assertRefused(text, text.indexOf("5x1000"), "1000 rows; at most 999");
    text = small("row 5", "colour 5");
    assertRefused(text, text.indexOf("colour"), "unknown statement \"colour\"");
    assertRefused("", 0, "no size line");
    ParseErrors.assertRefused(ColorFieldLayout::parse, "layout", "size 3x3\nrow 4 G G G", 13,
        "the rows are 1 to 3"); // short enough for the kit's check
    assertRefused("size 3x3\nrow 4 G G G", 13, "the rows are 1 to 3");
  }

  @Test
  void aLayoutMayHaveMoreGatesAndAnyTeamsAsLongAsTheyMatch() {
    List<String> lines = new ArrayList<>(List.of(Boards.SMALL_LAYOUT.split("\n")));
    lines.add("gate a0 FULL a1");
    lines.add("gate e6 EMPTY e5");
    ColorFieldLayout two = ColorFieldLayout.parse(String.join("\n", lines));
    assertThat(two.redCount(Team.FULL)).isEqualTo(2);
    assertThat(two.teamSize(Team.EMPTY)).isEqualTo(6);
  }
}
