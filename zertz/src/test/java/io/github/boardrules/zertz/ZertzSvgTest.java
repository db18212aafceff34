package io.github.boardrules.zertz;

import static io.github.boardrules.testkit.SvgDoc.attr;
import static io.github.boardrules.testkit.SvgDoc.num;
import static io.github.boardrules.testkit.SvgDoc.radius;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.SvgDoc;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** The SVG pictures: well-formed, one shape per ring and marble, labels, the last-move marks. */
class ZertzSvgTest {

  /** Positions after a few random moves on every board, including captures and removed rings. */
  private static List<Object[]> midGamePositions() {
    List<Object[]> out = new ArrayList<>();
    for (ZertzBoard board : ZertzBoard.values()) {
      Zertz rules = Zertz.builder().board(board).build();
      for (int seed = 1; seed <= 4; seed++) {
        Random random = new Random(seed * 31L + board.ordinal());
        ZertzState state = rules.initialState();
        ZertzMove last = null;
        int plies = 6 + 7 * seed;
        for (int i = 0; i < plies && rules.status(state).isOngoing(); i++) {
          List<ZertzMove> moves = rules.legalMoves(state);
          last = moves.get(random.nextInt(moves.size()));
          state = rules.play(state, last);
        }
        out.add(new Object[] {rules, state, last});
      }
    }
    return out;
  }

  private static List<Element> marbles(SvgDoc doc, Marble colour) {
    return doc.elements("circle",
        radius(ZertzSvg.MARBLE_RADIUS).and(attr("fill", ZertzSvg.MARBLE_FILL[colour.ordinal()])));
  }

  private static List<Element> rings(SvgDoc doc) {
    return doc.elements("circle", radius(ZertzSvg.RING_RADIUS).and(attr("stroke", ZertzSvg.RING_COLOUR)));
  }

  private static List<Element> removedRings(SvgDoc doc) {
    return doc.elements("circle", radius(ZertzSvg.RING_RADIUS).and(attr("stroke", ZertzSvg.REMOVED_COLOUR)));
  }

  private static List<Element> marks(SvgDoc doc) {
    List<Element> out = new ArrayList<>();
    for (Element e : doc.all()) {
      if (e.getAttribute("stroke").equals(ZertzSvg.MARK_COLOUR) || e.getAttribute("fill").equals(ZertzSvg.MARK_COLOUR)) {
        out.add(e);
      }
    }
    return out;
  }

  /** The ring circle (present or removed) under the label naming a cell. */
  private static Element ringOf(SvgDoc doc, String name) {
    List<Element> labels = doc.textsEqualTo(name);
    assertThat(labels).as("the label " + name).hasSize(1);
    Element ring = doc.nearestCircle(num(labels.get(0), "x"), num(labels.get(0), "y"), ZertzSvg.RING_RADIUS);
    assertThat(num(ring, "cx")).as("the label %s is centred on its ring", name).isCloseTo(num(labels.get(0), "x"), within(0.01));
    return ring;
  }

  private static boolean sameCentre(Element a, Element b) {
    return Math.abs(num(a, "cx") - num(b, "cx")) < 0.01 && Math.abs(num(a, "cy") - num(b, "cy")) < 0.01;
  }

  @Test
  void everyRingAndMarbleIsDrawnOnceAndEveryRingIsNamed() {
    List<Object[]> positions = midGamePositions();
    int withRemovedRings = 0;
    for (Object[] p : positions) {
      Zertz rules = (Zertz) p[0];
      ZertzState state = (ZertzState) p[1];
      SvgDoc doc = SvgDoc.parse(ZertzSvg.render(rules, state));
      // Independent counts from the public API, cell by cell.
      int present = 0;
      int[] colours = new int[3];
      for (int cell = 0; cell < rules.board().ringCount(); cell++) {
        if (state.hasRing(cell)) {
          present++;
        }
        state.marbleAt(cell).ifPresent(m -> colours[m.ordinal()]++);
      }
      assertThat(rings(doc)).as(state.toString()).hasSize(present);
      assertThat(removedRings(doc)).hasSize(rules.board().ringCount() - present);
      for (Marble m : Marble.values()) {
        assertThat(marbles(doc, m)).as(m + " in " + state).hasSize(colours[m.ordinal()]);
      }
      List<String> texts = doc.texts();
      for (int cell = 0; cell < rules.board().ringCount(); cell++) {
        assertThat(texts).contains(rules.board().cellName(cell));
      }
      for (int x = 0; x < rules.board().columnCount(); x++) {
        String letter = String.valueOf((char) ('a' + x));
        assertThat(texts.stream().filter(letter::equals)).as("column " + letter + " above and below").hasSize(2);
      }
      assertThat(marks(doc)).as("no last-move mark unless asked").isEmpty();
      if (present < rules.board().ringCount()) {
        withRemovedRings++;
      }
      if (rules.status(state).isOngoing()) {
        assertThat(doc.title()).isEqualTo("ZÈRTZ, " + state.toMove() + " to move");
      } else {
        assertThat(doc.title()).startsWith("ZÈRTZ, game over: ");
      }
    }
    assertThat(withRemovedRings).as("the sample has removed rings").isGreaterThan(positions.size() / 2);
  }

  @Test
  void theLastMoveIsMarkedOnlyWhenAsked() {
    for (Object[] p : midGamePositions()) {
      Zertz rules = (Zertz) p[0];
      ZertzState state = (ZertzState) p[1];
      ZertzMove last = (ZertzMove) p[2];
      SvgDoc doc = SvgDoc.parse(ZertzSvg.render(rules, state, last));
      assertThat(doc.texts()).contains("Last move: " + last);
      if (last.kind() != ZertzMove.Kind.PASS) {
        assertThat(marks(doc)).as(last.toString()).isNotEmpty();
      }
      assertThat(doc.texts().stream().filter(t -> t.startsWith("Last move"))).hasSize(1);
    }
  }

  @Test
  void aHandBuiltPositionShowsItsMarblesRingsAndCounts() {
    Zertz rules = Zertz.standard();
    ZertzState state = Setup.on(rules)
        .removed("a1", "b1", "g4")
        .marble('w', "d4")
        .marble('g', "d5", "c3")
        .marble('b', "e3")
        .held(Player.FIRST, 1, 0, 2)
        .held(Player.SECOND, 0, 1, 0)
        .toMove(Player.SECOND)
        .state();
    SvgDoc doc = SvgDoc.parse(ZertzSvg.render(rules, state));

    assertThat(rings(doc)).hasSize(37 - 3);
    assertThat(removedRings(doc)).hasSize(3);
    for (String gone : List.of("a1", "b1", "g4")) {
      assertThat(ringOf(doc, gone).getAttribute("stroke")).isEqualTo(ZertzSvg.REMOVED_COLOUR);
    }
    assertThat(ringOf(doc, "a2").getAttribute("stroke")).isEqualTo(ZertzSvg.RING_COLOUR);
    assertThat(marbles(doc, Marble.WHITE)).hasSize(1);
    assertThat(marbles(doc, Marble.GREY)).hasSize(2);
    assertThat(marbles(doc, Marble.BLACK)).hasSize(1);
    assertThat(sameCentre(marbles(doc, Marble.WHITE).get(0), ringOf(doc, "d4"))).isTrue();
    assertThat(sameCentre(marbles(doc, Marble.BLACK).get(0), ringOf(doc, "e3"))).isTrue();
    Element d5 = ringOf(doc, "d5");
    Element c3 = ringOf(doc, "c3");
    assertThat(marbles(doc, Marble.GREY)).anyMatch(m -> sameCentre(m, d5)).anyMatch(m -> sameCentre(m, c3));
    // d5 is straight above d4: same x, one ring spacing higher; e3 is d4's neighbour in direction
    // 4, (x+1, y-1): one spacing away, to the right and lower.
    Element d4 = ringOf(doc, "d4");
    assertThat(num(d5, "cx")).isCloseTo(num(d4, "cx"), within(0.01));
    assertThat(num(d4, "cy") - num(d5, "cy")).isCloseTo(ZertzSvg.SPACING, within(0.01));
    Element e3 = ringOf(doc, "e3");
    assertThat(Math.hypot(num(e3, "cx") - num(d4, "cx"), num(e3, "cy") - num(d4, "cy")))
        .isCloseTo(ZertzSvg.SPACING, within(0.01));
    assertThat(num(e3, "cx")).isGreaterThan(num(d4, "cx"));
    assertThat(num(e3, "cy")).isGreaterThan(num(d4, "cy"));

    // Counts at the side, in order: pool, FIRST's, SECOND's (white, grey, black each).
    // Pool: white 5 - 1 on d4 - 1 held = 3; grey 7 - 2 on the board - 1 held = 4; black 9 - 1 - 2 = 6.
    List<String> counts = doc.texts().stream().filter(t -> t.startsWith("× ")).toList();
    assertThat(counts).containsExactly("× 3", "× 4", "× 6", "× 1", "× 0", "× 2", "× 0", "× 1", "× 0");
    assertThat(doc.texts()).contains("SECOND holds  ◀ to move", "FIRST holds");
    assertThat(doc.title()).isEqualTo("ZÈRTZ, SECOND to move");
    assertThat(doc.texts()).contains("Wins: 3 white, 4 grey,", "5 black or 2 of each");
  }

  @Test
  void aPlacementMarksItsMarbleAndCrossesOutTheRemovedRing() {
    Zertz rules = Zertz.standard();
    ZertzMove move = rules.notation().parse("Bd4,a1");
    ZertzState state = rules.play(rules.initialState(), move);
    SvgDoc doc = SvgDoc.parse(ZertzSvg.render(rules, state, move));

    Element d4 = ringOf(doc, "d4");
    List<Element> circled = doc.elements("circle", attr("stroke", ZertzSvg.MARK_COLOUR));
    assertThat(circled).hasSize(1);
    assertThat(sameCentre(circled.get(0), d4)).isTrue();
    assertThat(num(circled.get(0), "r")).isGreaterThan(ZertzSvg.MARBLE_RADIUS);
    // The cross: two red lines whose midpoints are the centre of the removed ring a1.
    Element a1 = ringOf(doc, "a1");
    List<Element> lines = doc.elements("line", attr("stroke", ZertzSvg.MARK_COLOUR));
    assertThat(lines).hasSize(2);
    for (Element line : lines) {
      assertThat((num(line, "x1") + num(line, "x2")) / 2).isCloseTo(num(a1, "cx"), within(0.01));
      assertThat((num(line, "y1") + num(line, "y2")) / 2).isCloseTo(num(a1, "cy"), within(0.01));
    }
    assertThat(a1.getAttribute("stroke")).isEqualTo(ZertzSvg.REMOVED_COLOUR);
    assertThat(doc.texts()).contains("Last move: Bd4,a1");
    assertThat(marks(ZertzSvgTest.parse(rules, state))).isEmpty();
  }

  private static SvgDoc parse(Zertz rules, ZertzState state) {
    return SvgDoc.parse(ZertzSvg.render(rules, state));
  }

  @Test
  void aCaptureChainIsDrawnAlongItsPath() {
    Zertz rules = Zertz.standard();
    // d2 jumps d3 to d4, then d5 to d6.
    ZertzState before = Setup.on(rules).marble('b', "d2").marble('w', "d3").marble('g', "d5").state();
    ZertzMove move = rules.notation().parse("xd2-d4-d6");
    ZertzState after = rules.play(before, move);
    SvgDoc doc = SvgDoc.parse(ZertzSvg.render(rules, after, move));

    double x = num(ringOf(doc, "d4"), "cx");
    double yStart = num(ringOf(doc, "d2"), "cy");
    double yMiddle = num(ringOf(doc, "d4"), "cy");
    double yEnd = num(ringOf(doc, "d6"), "cy");
    List<Element> lines = doc.elements("line", attr("stroke", ZertzSvg.MARK_COLOUR));
    assertThat(lines).hasSize(2);
    // The path runs up column d: from d2 to d4, then from d4 towards d6 (stopping at its arrowhead).
    for (Element line : lines) {
      assertThat(num(line, "x1")).isCloseTo(x, within(0.01));
      assertThat(num(line, "x2")).isCloseTo(x, within(0.01));
    }
    assertThat(num(lines.get(0), "y1")).isCloseTo(yStart, within(0.01));
    assertThat(num(lines.get(0), "y2")).isCloseTo(yMiddle, within(0.01));
    assertThat(num(lines.get(1), "y1")).isCloseTo(yMiddle, within(0.01));
    assertThat(num(lines.get(1), "y2")).isBetween(yEnd, yMiddle);
    List<Element> arrowheads = doc.elements("polygon", attr("fill", ZertzSvg.MARK_COLOUR));
    assertThat(arrowheads).hasSize(1);
    // The black marble now stands on d6, circled; the jumped marbles are gone.
    assertThat(marbles(doc, Marble.BLACK)).hasSize(1);
    assertThat(sameCentre(marbles(doc, Marble.BLACK).get(0), ringOf(doc, "d6"))).isTrue();
    assertThat(marbles(doc, Marble.WHITE)).isEmpty();
    assertThat(marbles(doc, Marble.GREY)).isEmpty();
    assertThat(doc.elements("circle", attr("stroke", ZertzSvg.MARK_COLOUR)))
        .singleElement().matches(c -> sameCentre(c, ringOf(doc, "d6")));
  }

  static String readmeSnippet() {
    // snippet:zertz-pictures
    Zertz rules = Zertz.standard();
    ZertzMove move = rules.notation().parse("Bd4,a1");
    ZertzState state = rules.play(rules.initialState(), move);
    String svg = ZertzSvg.render(rules, state, move);   // or render(rules, state): no mark
    // Files.writeString(Path.of("zertz.svg"), svg) and open it in a browser
    // end-snippet
    return svg;
  }

  /** The guide page docs/games/zertz.md shows this code (DocumentationSnippetsTest in examples compares the two). */
  @Test
  void theReadmeSnippetDrawsTheMove() {
    assertThat(readmeSnippet()).startsWith("<?xml").contains("<title>ZÈRTZ, SECOND to move</title>")
        .contains(">Last move: Bd4,a1</text>");
  }

  @Test
  void theEndOfTheGameIsShownInsteadOfThePlayerToMove() {
    Zertz rules = Zertz.standard();
    ZertzState won = Setup.on(rules).held(Player.FIRST, 3, 0, 0).toMove(Player.SECOND).state();
    SvgDoc doc = SvgDoc.parse(ZertzSvg.render(rules, won));
    assertThat(doc.title()).isEqualTo("ZÈRTZ, game over: FIRST captured 3 white");
    assertThat(doc.texts()).noneMatch(t -> t.contains("to move"));
  }

  @Test
  void aPositionOrMoveOfAnotherBoardOrAMoveThePositionCannotFollowIsRefused() {
    Zertz standard = Zertz.standard();
    Zertz big = Zertz.boardspace(ZertzBoard.RINGS_61);
    assertThatThrownBy(() -> ZertzSvg.render(standard, big.initialState()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("61-ring board").hasMessageContaining("37-ring board");
    ZertzMove bigMove = ZertzMove.placement(ZertzBoard.RINGS_61, Marble.BLACK, "e5", "a1");
    ZertzState state = standard.play(standard.initialState(), standard.notation().parse("Bd4,a1"));
    assertThatThrownBy(() -> ZertzSvg.render(standard, state, bigMove))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Be5,a1");
    // a1 was removed, but g4 was not: the position cannot follow Bd4,g4.
    assertThatThrownBy(() -> ZertzSvg.render(standard, state, standard.notation().parse("Bd4,g4")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("The last move Bd4,g4 removed ring g4, but the position still has it");
    // d5 is vacant: no marble was placed there.
    assertThatThrownBy(() -> ZertzSvg.render(standard, state, standard.notation().parse("Wd5,a1")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("The last move Wd5,a1 left a marble on ring d5, but in the position that ring is vacant");
  }
}
