package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.testkit.ParseErrors;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Layouts the old format could not express — holes, a cross-shaped board, a merged castle on an
 * even grid, seven colours, 160 squares — read, drawn as position text and played. Every list of
 * moves and every count below is worked out by hand from the layout and the rules text (see the
 * comments), not taken from the library.
 */
class BoardShapesTest {

  private static ColorField rules(String layout) {
    return ColorField.of(ColorFieldLayout.parse(layout));
  }

  private static List<String> legal(ColorField rules, ColorFieldState state) {
    List<String> out = new ArrayList<>();
    rules.legalMoves(state).forEach(m -> out.add(m.toString()));
    return out;
  }

  private static ColorFieldState play(ColorField rules, ColorFieldState state, String... moves) {
    ColorFieldState s = state;
    for (String move : moves) {
      s = rules.play(s, rules.notation().parse(move));
    }
    return s;
  }

  private static int[] at(ColorFieldLayout layout, String... names) {
    int[] out = new int[names.length];
    for (int i = 0; i < names.length; i++) {
      out[i] = layout.indexOf(names[i]);
      assertThat(out[i]).as(names[i]).isNotNegative();
    }
    return out;
  }

  // --- the documented example -----------------------------------------------------------------

  /** The guide page's layout example, its annotations (after a run of spaces) cut off. */
  private static String guideExample() throws IOException {
    String readme = Files.readString(Path.of("..", "docs", "games", "colorfield.md"));
    int section = readme.indexOf("## Layout text");
    int open = readme.indexOf("```\n", section) + 4;
    int close = readme.indexOf("```", open);
    StringBuilder text = new StringBuilder();
    for (String line : readme.substring(open, close).split("\n", -1)) {
      if (!line.isBlank() && !line.startsWith(" ")) {
        text.append(line.split(" {2,}", 2)[0]).append('\n');
      }
    }
    return text.toString();
  }

  @Test
  void theGuidesLayoutExampleReads() throws IOException {
    ColorField rules = rules(guideExample());
    ColorFieldLayout layout = rules.layout();
    // 36 cells, 4 cut corners, the 2x2 castle one square: 29 squares.
    assertThat(layout.squareCount()).isEqualTo(29);
    assertThat(layout.width(layout.indexOf("c3"))).isEqualTo(2);
    assertThat(layout.isCastle(layout.indexOf("d4"))).isTrue();
    assertThat(layout.gateTouches(0)).containsExactly(at(layout, "b1", "c1", "d1"));
    assertThat(layout.gateTouches(2)).containsExactly(at(layout, "c6", "d6", "e6"));
    assertThat(layout.teamSize(Team.FULL)).isEqualTo(4);
    // FULL: b1 (B on B) to a2 P, b2 Y, c2 G; c1 (P on P) to d1 G, b2 Y, c2 G, d2 B; gate c0 to
    // d1 (b1 c1 taken); gate d0 to d1, e1. No step onto a piece's own colour.
    assertThat(legal(rules, rules.initialState())).containsExactly(
        "b1-a2", "b1-b2", "b1-c2", "c1-d1", "c1-b2", "c1-c2", "c1-d2", "c0-d1", "d0-d1", "d0-e1");
  }

  // --- holes -----------------------------------------------------------------------------------

  @Test
  void holesAreNotSquaresAndSeparateTheSquaresBesideThem() {
    ColorField rules = rules(Boards.HOLES_LAYOUT);
    ColorFieldLayout layout = rules.layout();
    // 25 cells less the 4 holes b2 d2 b4 d4.
    assertThat(layout.squareCount()).isEqualTo(21);
    assertThat(layout.indexOf("b2")).isEqualTo(-1);
    assertThat(layout.squareAt(1, 1)).isEqualTo(-1);
    // Squares are numbered a1 b1 c1 d1 e1, a2 c2 e2, a3 ...: c2 is 6, c3 is 10.
    assertThat(layout.indexOf("c2")).isEqualTo(6);
    assertThat(layout.indexOf("c3")).isEqualTo(10);
    // c1 touches b1 d1 and c2 only: b2 and d2 are holes.
    assertThat(layout.neighbours(layout.indexOf("c1"))).containsExactly(at(layout, "b1", "d1", "c2"));
    // The holes are enclosed by squares, so c2 (between two of them) is not on the edge.
    assertThat(layout.isEdge(layout.indexOf("c2"))).isFalse();
    assertThat(layout.isEdge(layout.indexOf("a2"))).isTrue();
    // The gates, given by their places only, touch the three squares beside them.
    assertThat(layout.gateTouches(0)).containsExactly(at(layout, "b1", "c1", "d1"));
    assertThat(layout.gateTouches(1)).containsExactly(at(layout, "b5", "c5", "d5"));
    assertThat(layout.toString()).contains("row 4 P . G . Y\n", "gate c0 FULL b1 c1 d1\n", "castle c3\n");
    assertThat(ColorFieldLayout.parse(layout.toString())).isEqualTo(layout);
    // Holes are written '_' in the position text.
    assertThat(rules.initialState().toString()).isEqualTo("gb.pg/._._./...../._._./GB.PG Rr F 0");
  }

  @Test
  void onTheHolesBoardTheStartingMovesAreFewer() {
    ColorField rules = rules(Boards.HOLES_LAYOUT);
    // FULL: a1 G on G, b1 B on B, d1 P on P, e1 G on G, RED in gate c0. No piece may step to
    // another square of the colour it stands on. a1: a2 (b2 is a hole, b1 taken). b1: c1, a2 (c2
    // is B). d1: c1, c2 (e2 is P). e1: e2. c0: c1 (b1, d1 taken). The 5x5 layout without holes
    // has three more: a1-b2, b1-b2, d1-d2.
    assertThat(legal(rules, rules.initialState())).containsExactly(
        "a1-a2", "b1-c1", "b1-a2", "d1-c1", "d1-c2", "e1-e2", "c0-c1");
  }

  @Test
  void onTheHolesBoardARedPieceWalksToTheCastle() {
    ColorField rules = rules(Boards.HOLES_LAYOUT);
    // c0-c1 (RED out), e5-e4 (G onto Y), c1-c2 (c1's only way forward), e4-e3, c2-c3: castle.
    ColorFieldState end = play(rules, rules.initialState(), "c0-c1", "e5-e4", "c1-c2", "e4-e3", "c2-c3");
    Status status = rules.status(end);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(ColorFieldTermination.CASTLE_REACHED);
    assertThat(status.description()).isEqualTo("FULL brought a RED piece onto the castle at c3");
  }

  @Test
  void onTheHolesBoardACaptureIsOfferedOnEveryEnemyPieceOnTheColour() {
    ColorField rules = rules(Boards.HOLES_LAYOUT);
    // FULL: a P piece on c2 (a B square), its RED piece out on e1. EMPTY: G pieces on a5 (G) and
    // a4 (P), a B piece on e2 (P), its RED piece in gate c6.
    ColorFieldState state = rules.state("g..../g_._./...../._P_b/....R -r F 10");
    // e1 (RED): d1 (P); e2 is taken, d2 a hole. c2 (P piece) touches b1 B, c1 Y, d1 P, b3 G,
    // c3 (castle: RED only) and d3 P; the P squares d1 and d3 earn a capture of an EMPTY piece on
    // a P square: e2 or a4. Squares in index order: e1 4, d1 3, b1 1, c1 2, b3 9, d3 11; e2 7,
    // a4 13.
    assertThat(legal(rules, state)).containsExactly(
        "e1-d1", "c2-b1", "c2-c1", "c2-d1xe2", "c2-d1xa4", "c2-b3", "c2-d3xe2", "c2-d3xa4");
    Legality refused = rules.check(state, rules.notation().parse("c2-d1"));
    assertThat(refused.reason()).contains(ColorFieldReason.CAPTURE_REQUIRED);
    assertThat(refused.message()).contains("must capture one of e2, a4");
    // EMPTY: 5 pieces (4 starting squares and a gate); 3 here, 1 already captured.
    assertThat(state.capturedPieces(Team.EMPTY)).isEqualTo(1);
    ColorFieldState after = play(rules, state, "c2-d3xa4");
    assertThat(after.piecesOnBoard(Team.EMPTY)).isEqualTo(2);
    assertThat(after.piecesInGates(Team.EMPTY)).isEqualTo(1);
    assertThat(after.capturedPieces(Team.EMPTY)).isEqualTo(2);
  }

  @Test
  void aPieceCannotBeWrittenInAHole() {
    ColorField rules = rules(Boards.HOLES_LAYOUT);
    String text = "gb.pg/._._./...../.G._./.B.PG Rr F 0";
    ParseErrors.assertRefused(rules.positions()::decode, "position", text, 19,
        "b2 is a hole of the board, written '_', not 'G'");
  }

  // --- a cross-shaped board --------------------------------------------------------------------

  @Test
  void aCrossShapedBoardHasGatesInItsCutCorners() {
    ColorField rules = rules(Boards.CROSS_LAYOUT);
    ColorFieldLayout layout = rules.layout();
    assertThat(layout.squareCount()).isEqualTo(21);
    assertThat(layout.indexOf("a1")).isEqualTo(layout.squareCount() + 1); // the second gate
    // Gate a1 sits in the cut corner and touches b1 a2 b2; e5 touches d4 e4 d5.
    assertThat(layout.gateTouches(1)).containsExactly(at(layout, "b1", "a2", "b2"));
    assertThat(layout.gateTouches(3)).containsExactly(at(layout, "d4", "e4", "d5"));
    // b2 touches the cut corner a1 at a corner, so it is on the edge; c2 is not.
    assertThat(layout.isEdge(layout.indexOf("b2"))).isTrue();
    assertThat(layout.isEdge(layout.indexOf("c2"))).isFalse();
    assertThat(rules.initialState().toString()).isEqualTo("_.by_/...../...../...../_G.P_ RRrr F 0");
    // e1 is a cut corner and no gate: a move from it cannot even be read.
    ParseErrors.assertRefused(rules.notation()::parse, "move", "e1-e2", 0,
        "no square or gate \"e1\" on this layout (squares b1-d5)");
    // FULL: b1 G on B touches c1 a2 b2 c2 (a1 is no square), none G. d1 P on P touches c1 c2 d2
    // and e2 (P: refused). Gate c0: c1. Gate a1: a2, b2.
    assertThat(legal(rules, rules.initialState())).containsExactly(
        "b1-c1", "b1-a2", "b1-b2", "b1-c2", "d1-c1", "d1-c2", "d1-d2", "c0-c1", "a1-a2", "a1-b2");
  }

  @Test
  void fromACornerGateTheCastleIsTwoStepsAway() {
    ColorField rules = rules(Boards.CROSS_LAYOUT);
    // a1-b2, c5-b4 (EMPTY's B piece off its B square to Y), b2-c3.
    ColorFieldState end = play(rules, rules.initialState(), "a1-b2", "c5-b4", "b2-c3");
    assertThat(rules.status(end).termination()).contains(ColorFieldTermination.CASTLE_REACHED);
    assertThat(rules.status(end).winner()).contains(Player.FIRST);
    assertThat(end.piecesInGates(Team.FULL)).isEqualTo(1);
  }

  // --- a merged castle on an even grid ---------------------------------------------------------

  @Test
  void theCentreOfAnEvenBoardCanBeOneCastleSquare() {
    ColorField rules = rules(Boards.MERGED_LAYOUT);
    ColorFieldLayout layout = rules.layout();
    int castle = layout.indexOf("c3");
    // 36 cells, the four of the centre one square: 33 squares. c3 is the 15th (a1-f1, a2-f2, a3,
    // b3, then c3).
    assertThat(layout.squareCount()).isEqualTo(33);
    assertThat(castle).isEqualTo(14);
    assertThat(layout.isCastle(castle)).isTrue();
    assertThat(layout.width(castle)).isEqualTo(2);
    assertThat(layout.height(castle)).isEqualTo(2);
    // Any of its cells names it; its name is its lowest cell.
    assertThat(layout.indexOf("d4")).isEqualTo(castle);
    assertThat(layout.name(layout.indexOf("d3"))).isEqualTo("c3");
    // It touches the twelve squares around the 2x2 block.
    assertThat(layout.neighbours(castle)).containsExactly(at(layout,
        "b2", "c2", "d2", "e2", "b3", "e3", "b4", "e4", "b5", "c5", "d5", "e5"));
    // b3 touches a2 b2 c2, a3, a4 b4 and the castle at two cells, c3 and c4: the castle once.
    assertThat(layout.neighbours(layout.indexOf("b3")))
        .containsExactly(at(layout, "a2", "b2", "c2", "a3", "c3", "a4", "b4"));
    assertThat(layout.toString()).contains("merge c3 d3 c4 d4\ncastle c3\n");
    assertThat(ColorFieldLayout.parse(layout.toString())).isEqualTo(layout);
    // The other cells of the merged square are written '+'.
    assertThat(rules.initialState().toString()).isEqualTo("..gbpg/....../..++../...+../....../GPBG.. Rr F 0");
  }

  @Test
  void onTheMergedBoardTheStartingMovesIncludeACapture() {
    ColorField rules = rules(Boards.MERGED_LAYOUT);
    // a1 (G on Y): a2 is G, which earns a capture of an EMPTY piece on a G square: e6 (P piece);
    // b2 (B) plain. b1 (P on P): a2, b2 (c2 is P). c1 (B on B): c2, d2 (b2 is B). d1 (G on G):
    // e1, c2, d2 (e2 is G). Gate c0: b1 c1 d1 are taken.
    assertThat(legal(rules, rules.initialState())).containsExactly(
        "a1-a2xe6", "a1-b2", "b1-a2", "b1-b2", "c1-c2", "c1-d2", "d1-e1", "d1-c2", "d1-d2");
  }

  @Test
  void aRedPieceEntersTheMergedCastleFromAnySquareTouchingIt() {
    ColorField rules = rules(Boards.MERGED_LAYOUT);
    ColorFieldState state = play(rules, rules.initialState(),
        "c1-c2",      // FULL's B piece makes room
        "f6-f5",      // EMPTY's G piece from B to P
        "c0-c1",      // FULL's RED piece steps out
        "f5-f4xd1");  // onto G: FULL's only piece on a G square, d1, must be taken
    assertThat(state.piecesOnBoard(Team.FULL)).isEqualTo(4);
    assertThat(state.capturedPieces(Team.FULL)).isEqualTo(1);
    // A non-RED piece beside the castle may not enter it.
    Legality refused = rules.check(state, rules.notation().parse("c2-c3"));
    assertThat(refused.reason()).contains(ColorFieldReason.CASTLE_FOR_RED_ONLY);
    state = play(rules, state, "c1-d2", "f4-f3");
    // d2 touches the castle's cell d3; written with any cell of it, the move is the same.
    assertThat(rules.notation().parse("d2-d3")).isEqualTo(rules.notation().parse("d2-c3"));
    ColorFieldState end = play(rules, state, "d2-d3");
    Status status = rules.status(end);
    assertThat(status.termination()).contains(ColorFieldTermination.CASTLE_REACHED);
    assertThat(status.description()).isEqualTo("FULL brought a RED piece onto the castle at c3");
    // EMPTY's G piece went f6-f5-f4-f3; FULL's RED piece is on c3, the castle's written cell.
    assertThat(end.toString()).startsWith("..gbp./....../..++../..R+.g/");
  }

  @Test
  void aPieceCannotBeWrittenOnAnotherCellOfAMergedSquare() {
    ColorField rules = rules(Boards.MERGED_LAYOUT);
    String text = "..gbpg/....../..++../...R../....../GPBG.. Rr F 0";
    ParseErrors.assertRefused(rules.positions()::decode, "position", text, 24,
        "d3 is part of the merged square c3, written '+'");
  }

  // --- seven colours ---------------------------------------------------------------------------

  @Test
  void aLayoutMayHaveSevenColours() {
    ColorField rules = rules(Boards.SEVEN_COLOURS_LAYOUT);
    ColorFieldLayout layout = rules.layout();
    assertThat(layout.colors()).containsExactly(FieldColor.RED, FieldColor.GREEN, FieldColor.BLUE,
        FieldColor.YELLOW, FieldColor.PURPLE, FieldColor.ofLetter('O'), FieldColor.ofLetter('W'));
    assertThat(FieldColor.ofLetter('W').name()).isEqualTo("WHITE");
    // FULL: a1 O on G touches b1 (taken), a2 B, b2 Y. b1 W on B touches c1 Y, a2 B, b2 Y, c2 P.
    // Gate c0: c1 Y, d1 P. No piece stands next to a square of its own colour.
    assertThat(legal(rules, rules.initialState())).containsExactly(
        "a1-a2", "a1-b2", "b1-c1", "b1-a2", "b1-b2", "b1-c2", "c0-c1", "c0-d1");
  }

  @Test
  void aWhitePieceCapturesOnWhiteSquares() {
    ColorField rules = rules(Boards.SEVEN_COLOURS_LAYOUT);
    // FULL: a W piece on c2 (P), its RED piece on e1 (O). EMPTY: a W piece on a4 (O), an O piece
    // on e2 (W), its RED piece in gate c5.
    ColorFieldState state = rules.state("w..../...../..W.o/....R -r F 6");
    // e1 (RED): d1 P, d2 O (e2 taken). c2 (W): b1 B, c1 Y, d1 P, b2 Y, d2 O, b3 O, d3 W — which
    // earns the capture of the one EMPTY piece on a W square, e2 — and not c3 (the castle).
    assertThat(legal(rules, state)).containsExactly(
        "e1-d1", "e1-d2", "c2-b1", "c2-c1", "c2-d1", "c2-b2", "c2-d2", "c2-b3", "c2-d3xe2");
    state = play(rules, state, "c2-d3xe2");
    assertThat(state.capturedPieces(Team.EMPTY)).isEqualTo(1);
    // EMPTY's W piece on a4 could now take FULL's W piece on d3 by stepping onto b4 (W).
    assertThat(legal(rules, state)).contains("a4-b4xd3", "a4-a3", "a4-b3");
    state = play(rules, state, "a4-a3");
    Legality refused = rules.check(state, rules.notation().parse("d3-e2"));
    assertThat(refused.reason()).contains(ColorFieldReason.OWN_COLOR_TO_OWN_COLOR);
    assertThat(refused.message())
        .contains("a WHITE piece on a WHITE square may not step to another WHITE square");
  }

  // --- a big board -----------------------------------------------------------------------------

  @Test
  void aBoardOf160SquaresPlays() {
    ColorField rules = rules(Boards.BIG_LAYOUT);
    ColorFieldLayout layout = rules.layout();
    assertThat(layout.squareCount()).isEqualTo(160);
    assertThat(layout.colors()).containsExactly(FieldColor.RED, FieldColor.GREEN, FieldColor.BLUE);
    assertThat(layout.indexOf("h0")).isEqualTo(160);
    // b1 (G on G) touches a1 a2 b2 (G: refused) and c1 c2 (B). o1 (B on B) touches p1 o2 p2 (B:
    // refused) and n1 n2 (G). Gate h0 touches g1 h1 i1.
    assertThat(legal(rules, rules.initialState())).containsExactly(
        "b1-c1", "b1-c2", "o1-n1", "o1-n2", "h0-g1", "h0-h1", "h0-i1");
    // FULL's RED piece walks up column h (B B G G squares) while EMPTY's B piece shuffles
    // between a10 and b10 (G squares); the fifth step reaches the castle at h5.
    ColorFieldState end = play(rules, rules.initialState(),
        "h0-h1", "b10-a10", "h1-h2", "a10-b10", "h2-h3", "b10-a10", "h3-h4", "a10-b10", "h4-h5");
    assertThat(rules.status(end).description()).isEqualTo("FULL brought a RED piece onto the castle at h5");
    assertThat(end.plies()).isEqualTo(9);
  }

  // --- a red square outside the castle --------------------------------------------------------

  @Test
  void aRedSquareOutsideTheCastleIsAnOrdinarySquare() {
    // The 5x5 test layout with e4 red too; the castle line keeps the castle to c3.
    String text = Boards.SMALL_LAYOUT.replace("row 4 P Y G B Y", "row 4 P Y G B R")
        .replace("gate c0 FULL", "castle c3\ngate c0 FULL");
    ColorField rules = rules(text);
    ColorFieldLayout layout = rules.layout();
    assertThat(layout.isCastle(layout.indexOf("c3"))).isTrue();
    assertThat(layout.isCastle(layout.indexOf("e4"))).isFalse();
    assertThat(layout.color(layout.indexOf("e4"))).isEqualTo(FieldColor.RED);
    // EMPTY's GREEN piece may stand on e4; FULL's RED piece on d2 is next to the castle.
    ColorFieldState state = rules.state("...../....g/...../...R./..... -r F 4");
    // Stepping onto the castle is a RED piece stepping onto red: it must take EMPTY's piece on
    // the red square e4, and it wins.
    Legality refused = rules.check(state, rules.notation().parse("d2-c3"));
    assertThat(refused.reason()).contains(ColorFieldReason.CAPTURE_REQUIRED);
    assertThat(refused.message()).contains("must capture one of e4");
    ColorFieldState won = play(rules, state, "d2-c3xe4");
    assertThat(rules.status(won).termination()).contains(ColorFieldTermination.CASTLE_REACHED);
    assertThat(won.piecesOnBoard(Team.EMPTY)).isZero();
  }

  // --- gates at the edge only ------------------------------------------------------------------

  private static void assertRefused(String text, String token, String reasonPart) {
    TextParseException e = ParseErrors.assertRefused(
        ColorFieldLayout::parse, "layout", text, text.indexOf(token), reasonPart);
    assertThat(e.getMessage()).contains("at index " + text.indexOf(token) + ": " + e.reason());
  }

  @Test
  void gatesAreRefusedOffTheEdge() {
    // c2 lies between the two enclosed holes b2 and d2: they are inside the board, not its edge.
    String text = Boards.HOLES_LAYOUT.replace("gate c0 FULL", "gate c0 FULL b1 c2");
    assertRefused(text, "c2\n", "gate c0 touches c2, which is not at the board's edge");
    // A gate may not sit in an enclosed hole.
    text = Boards.HOLES_LAYOUT.replace("gate c0 FULL", "gate b2 FULL");
    assertRefused(text, "b2 FULL", "gate b2 lies in a hole inside the board, not at its edge");
    // On the full 5x5 board c2 is inside too.
    text = Boards.SMALL_LAYOUT.replace("gate c0 FULL b1 c1 d1", "gate c0 FULL b1 c2 d1");
    assertRefused(text, "c2 d1", "gate c0 touches c2, which is not at the board's edge");
    // The centre of the cross.
    text = Boards.CROSS_LAYOUT.replace("gate a1 FULL", "gate a1 FULL c3");
    assertRefused(text, "c3\n", "gate a1 touches c3, which is not at the board's edge");
    // A gate named after a square, or beside nothing.
    text = Boards.CROSS_LAYOUT.replace("gate a1 FULL", "gate b1 FULL");
    assertRefused(text, "b1 FULL", "gate b1 has the name of a square");
    text = Boards.CROSS_LAYOUT.replace("gate a1 FULL", "gate q9 FULL");
    assertRefused(text, "\ngate c6", "gate q9 touches no square");
    // But b2 of the cross touches the cut corner a1, so a gate may touch it.
    ColorFieldLayout layout = ColorFieldLayout.parse(
        Boards.CROSS_LAYOUT.replace("gate a1 FULL", "gate a0 FULL b2"));
    assertThat(layout.gateTouches(1)).containsExactly(layout.indexOf("b2"));
  }

  @Test
  void mergesAndCastlesAreChecked() {
    String text = Boards.MERGED_LAYOUT.replace("merge c3 d3 c4 d4", "merge c3 d3 c4");
    assertRefused(text, "merge c3 d3 c4\n",
        "the cells of a merged square must fill a rectangle: c3 to d4 has 4 cells, not 3");
    text = Boards.MERGED_LAYOUT.replace("merge c3 d3 c4 d4", "merge c3 d3 c4 e4");
    assertRefused(text, "e4\n", "e4 is P but c3 is R: a merged square has one colour");
    text = Boards.MERGED_LAYOUT.replace("castle c3", "castle d4");
    assertRefused(text, "d4\ngate", "d4 is part of the merged square c3; name it c3");
    text = Boards.MERGED_LAYOUT.replace("castle c3", "castle e4");
    assertRefused(text, "e4\ngate", "castle square e4 is P, not R: the castle is red");
    text = Boards.MERGED_LAYOUT.replace("castle c3\n", "")
        .replace("start FULL B c1", "start FULL B c1\ncastle c3");
    assertRefused(text, "castle c3", "the castle line comes before the gate and start lines");
    text = Boards.HOLES_LAYOUT.replace("start FULL B b1", "start FULL O b1");
    assertRefused(text, "O b1", "no square is O");
  }
}
