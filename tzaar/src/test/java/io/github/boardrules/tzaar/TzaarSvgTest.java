package io.github.boardrules.tzaar;

import static io.github.boardrules.testkit.SvgDoc.attr;
import static io.github.boardrules.testkit.SvgDoc.num;
import static io.github.boardrules.testkit.SvgDoc.radius;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.boardrules.testkit.SvgDoc;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** The SVG pictures: well-formed, one piece per stack with its type and height, labels, the last move. */
class TzaarSvgTest {

  /** Positions after random moves: the fixed and random setups in play, the tournament's placements. */
  private static List<Object[]> samplePositions() {
    List<Object[]> out = new ArrayList<>();
    Tzaar[] games = {Tzaar.fixedSetup(), Tzaar.randomSetup(2026), Tzaar.tournament()};
    for (Tzaar rules : games) {
      for (int seed = 1; seed <= 3; seed++) {
        Random random = new Random(seed * 17L + rules.setup().ordinal());
        TzaarState state = rules.setup() == TzaarSetup.RANDOM
            ? Tzaar.randomSetup(random.nextLong()).initialState() : rules.initialState();
        TzaarMove last = null;
        int plies = 8 + 12 * seed;
        for (int i = 0; i < plies && rules.status(state).isOngoing(); i++) {
          List<TzaarMove> moves = rules.legalMoves(state);
          last = moves.get(random.nextInt(moves.size()));
          state = rules.play(state, last);
        }
        out.add(new Object[] {rules, state, last});
      }
    }
    return out;
  }

  private static List<Element> pieces(SvgDoc doc, TzaarColour colour) {
    return doc.elements("circle",
        radius(TzaarSvg.PIECE_RADIUS).and(attr("fill", TzaarSvg.PIECE_FILL[colour.ordinal()])));
  }

  private static List<Element> allPieces(SvgDoc doc) {
    List<Element> out = new ArrayList<>(pieces(doc, TzaarColour.WHITE));
    out.addAll(pieces(doc, TzaarColour.BLACK));
    return out;
  }

  private static List<Element> tzaarMarks(SvgDoc doc) {
    return doc.elements("circle", radius(TzaarSvg.MARK_RADIUS).and(attr("fill", TzaarSvg.GOLD)));
  }

  private static List<Element> tzarraMarks(SvgDoc doc) {
    return doc.elements("circle", radius(TzaarSvg.MARK_RADIUS).and(attr("stroke", TzaarSvg.GOLD)));
  }

  /** The shapes (not texts) drawn in the last-move colour. */
  private static List<Element> marks(SvgDoc doc) {
    List<Element> out = new ArrayList<>();
    for (Element e : doc.all()) {
      if (e.getTagName().equals("text")) {
        continue;
      }
      if (e.getAttribute("stroke").equals(TzaarSvg.MARK_COLOUR) || e.getAttribute("fill").equals(TzaarSvg.MARK_COLOUR)) {
        out.add(e);
      }
    }
    return out;
  }

  /** The texts of digits written on pieces: centred (in x) on a piece, within its radius (in y). */
  private static List<Element> numbersOnPieces(SvgDoc doc) {
    List<Element> pieces = allPieces(doc);
    return doc.elements("text", t -> t.getTextContent().matches("[0-9]+")
        && pieces.stream().anyMatch(p -> Math.abs(num(p, "cx") - num(t, "x")) < 0.01
            && Math.abs(num(p, "cy") - num(t, "y")) < TzaarSvg.PIECE_RADIUS));
  }

  private static List<Integer> heightsWritten(SvgDoc doc) {
    return numbersOnPieces(doc).stream().map(t -> Integer.parseInt(t.getTextContent())).toList();
  }

  /** The piece (not its shadow) nearest to a point. */
  private static Element nearestPiece(SvgDoc doc, double x, double y) {
    return allPieces(doc).stream()
        .min(java.util.Comparator.comparingDouble(p -> Math.hypot(num(p, "cx") - x, num(p, "cy") - y)))
        .orElseThrow();
  }

  private static Element label(SvgDoc doc, String name) {
    List<Element> labels = doc.textsEqualTo(name);
    assertThat(labels).as("the label " + name).hasSize(1);
    return labels.get(0);
  }

  @Test
  void everyStackIsDrawnOnceWithItsTypeAndHeightAndEveryEmptyPointIsNamed() {
    List<Object[]> positions = samplePositions();
    int stacked = 0;
    for (Object[] p : positions) {
      Tzaar rules = (Tzaar) p[0];
      TzaarState state = (TzaarState) p[1];
      SvgDoc doc = SvgDoc.parse(TzaarSvg.render(rules, state));
      // Independent counts, point by point, from the public API.
      int[] stacks = new int[2];
      int tzaarTops = 0;
      int tzarraTops = 0;
      List<Integer> heights = new ArrayList<>();
      List<String> texts = doc.texts();
      for (TzaarPoint point : TzaarPoint.all()) {
        Optional<TzaarStack> stack = state.stack(point);
        if (stack.isEmpty()) {
          assertThat(texts).as("empty point " + point + " is named").contains(point.toString());
          continue;
        }
        assertThat(texts).as("occupied point " + point + " is covered").doesNotContain(point.toString());
        stacks[stack.get().colour().ordinal()]++;
        tzaarTops += stack.get().top() == TzaarType.TZAAR ? 1 : 0;
        tzarraTops += stack.get().top() == TzaarType.TZARRA ? 1 : 0;
        if (stack.get().height() > 1) {
          heights.add(stack.get().height());
        }
      }
      assertThat(pieces(doc, TzaarColour.WHITE)).as(state.toString()).hasSize(stacks[0]);
      assertThat(pieces(doc, TzaarColour.BLACK)).as(state.toString()).hasSize(stacks[1]);
      assertThat(tzaarMarks(doc)).hasSize(tzaarTops);
      assertThat(tzarraMarks(doc)).hasSize(tzarraTops);
      assertThat(heightsWritten(doc)).containsExactlyInAnyOrderElementsOf(heights);
      stacked += heights.isEmpty() ? 0 : 1;
      for (char column = 'A'; column <= 'I'; column++) {
        String letter = String.valueOf(column);
        assertThat(texts.stream().filter(letter::equals)).as("column " + letter).hasSize(1);
      }
      for (int row = 1; row <= 9; row++) {
        String number = Integer.toString(row);
        assertThat(texts.stream().filter(number::equals).count()).as("row " + row + " at both ends")
            .isGreaterThanOrEqualTo(2);
      }
      assertThat(marks(doc)).as("no last-move mark unless asked").isEmpty();
      assertThat(texts).noneMatch(t -> t.startsWith("Last move"));
      if (rules.status(state).isOngoing()) {
        assertThat(doc.title()).startsWith("TZAAR, " + state.colourToMove() + " to move, ");
      } else {
        assertThat(doc.title()).startsWith("TZAAR, game over: ");
      }
    }
    assertThat(stacked).as("the sample has stacks higher than 1").isGreaterThan(positions.size() / 3);
  }

  @Test
  void aHandBuiltPositionShowsItsStacks() {
    // D1: WHITE Tott, Tott, Tzaar (height 3); E4 BLACK Tzarra; F1 BLACK two Totts; G1 WHITE
    // Tzarra; H1 WHITE Tott; I1 BLACK Tzaar.
    TzaarState state = TzaarState.parse(
        "...../....../......./(cca)......./...B..../(CC)......./b....../c...../A.... w capture");
    SvgDoc doc = SvgDoc.parse(TzaarSvg.render(Tzaar.fixedSetup(), state));

    assertThat(pieces(doc, TzaarColour.WHITE)).hasSize(3);
    assertThat(pieces(doc, TzaarColour.BLACK)).hasSize(3);
    assertThat(tzaarMarks(doc)).hasSize(2);
    assertThat(tzarraMarks(doc)).hasSize(2);
    assertThat(heightsWritten(doc)).containsExactlyInAnyOrder(3, 2);
    assertThat(doc.title()).isEqualTo("TZAAR, WHITE to move, first action (capture)");
    // 54 empty points, each named; the six occupied ones are not.
    assertThat(doc.texts()).doesNotContain("D1", "E4", "F1", "G1", "H1", "I1").contains("D2", "E6", "A1", "I5");

    // The height 3 is on D1, straight below the empty D2 (one spacing lower, same x).
    // (Texts sit on their baselines, a few units below the centres: positions are compared to 2 units.)
    Element three = numbersOnPieces(doc).stream().filter(t -> t.getTextContent().equals("3")).findFirst().orElseThrow();
    Element d2 = label(doc, "D2");
    assertThat(num(three, "x")).isCloseTo(num(d2, "x"), within(0.01));
    assertThat(num(three, "y") - num(d2, "y")).isCloseTo(TzaarSvg.SPACING, within(2.0));
    Element whiteD1 = nearestPiece(doc, num(three, "x"), num(three, "y"));
    assertThat(whiteD1.getAttribute("fill")).isEqualTo(TzaarSvg.PIECE_FILL[TzaarColour.WHITE.ordinal()]);
    // I1's black Tzaar: at the bottom of column I, one spacing below the empty I2.
    Element i2 = label(doc, "I2");
    Element i1 = nearestPiece(doc, num(i2, "x"), num(i2, "y") + TzaarSvg.SPACING);
    assertThat(i1.getAttribute("fill")).isEqualTo(TzaarSvg.PIECE_FILL[TzaarColour.BLACK.ordinal()]);
    assertThat(tzaarMarks(doc)).anyMatch(m -> num(m, "cx") == num(i1, "cx") && num(m, "cy") == num(i1, "cy"));

    // The side: both colours hold each type on top; WHITE 3 stacks of 5 pieces, BLACK 3 of 4.
    assertThat(doc.texts().stream().filter(t -> t.equals("on top: Tzaar 1, Tzarra 1, Tott 1"))).hasSize(2);
    assertThat(doc.texts()).contains("3 stacks, 5 pieces", "3 stacks, 4 pieces", "WHITE (FIRST)  ◀ to move",
        "BLACK (SECOND)");
  }

  @Test
  void aCaptureIsAnArrowFromTheEmptiedPointToTheCapturingStack() {
    Tzaar rules = Tzaar.fixedSetup();
    TzaarMove move = rules.notation().parse("D5xE6");
    TzaarState state = rules.play(rules.initialState(), move);
    SvgDoc doc = SvgDoc.parse(TzaarSvg.render(rules, state, move));

    Element d5 = label(doc, "D5");
    List<Element> lines = doc.elements("line", attr("stroke", TzaarSvg.MARK_COLOUR));
    assertThat(lines).hasSize(1);
    assertThat(num(lines.get(0), "x1")).isCloseTo(num(d5, "x"), within(0.01));
    // E6 is up-right of D5: (x+1, y+1) in doubled rows, so the arrow goes right and up.
    assertThat(num(lines.get(0), "x2")).isGreaterThan(num(lines.get(0), "x1"));
    assertThat(num(lines.get(0), "y2")).isLessThan(num(lines.get(0), "y1"));
    assertThat(doc.elements("polygon", attr("fill", TzaarSvg.MARK_COLOUR))).hasSize(1);
    Element ring = doc.elements("circle", attr("stroke", TzaarSvg.MARK_COLOUR)).get(0);
    Element captor = nearestPiece(doc, num(ring, "cx"), num(ring, "cy"));
    assertThat(captor.getAttribute("fill")).isEqualTo(TzaarSvg.PIECE_FILL[TzaarColour.WHITE.ordinal()]);
    assertThat(Math.hypot(num(captor, "cx") - num(d5, "x"), num(captor, "cy") - num(d5, "y")))
        .isCloseTo(TzaarSvg.SPACING, within(2.0));
    assertThat(doc.texts()).contains("Last move: D5xE6");
    assertThat(marks(SvgDoc.parse(TzaarSvg.render(rules, state)))).isEmpty();
  }

  @Test
  void aPlacementIsCircledAndAPassOnlyWritten() {
    Tzaar rules = Tzaar.tournament();
    TzaarMove place = rules.notation().parse("a@E4");
    TzaarState placed = rules.play(rules.initialState(), place);
    SvgDoc doc = SvgDoc.parse(TzaarSvg.render(rules, placed, place));
    assertThat(marks(doc)).singleElement().matches(e -> e.getTagName().equals("circle"));
    assertThat(doc.textsEqualTo("Last move: a@E4")).singleElement()
        .matches(t -> t.getAttribute("fill").equals(TzaarSvg.MARK_COLOUR));
    Element ring = marks(doc).get(0);
    Element e4 = nearestPiece(doc, num(ring, "cx"), num(ring, "cy"));
    assertThat(num(e4, "cx")).isCloseTo(num(ring, "cx"), within(0.01));
    assertThat(tzaarMarks(doc)).hasSize(1);
    assertThat(doc.texts()).contains("Last move: a@E4", "in hand: Tzaar 5, Tzarra 9, Tott 15",
        "in hand: Tzaar 6, Tzarra 9, Tott 15");
    assertThat(doc.title()).isEqualTo("TZAAR, BLACK to move, placing a piece");

    Tzaar fixed = Tzaar.fixedSetup();
    TzaarState state = fixed.play(fixed.initialState(), TzaarMove.parse("D5xE6"));
    state = fixed.play(state, TzaarMove.parse("E7xE6"));
    TzaarState passed = fixed.play(state, TzaarMove.pass());
    SvgDoc afterPass = SvgDoc.parse(TzaarSvg.render(fixed, passed, TzaarMove.pass()));
    assertThat(marks(afterPass)).isEmpty();
    assertThat(afterPass.texts()).contains("Last move: pass");
  }

  @Test
  void aMoveThePositionCannotFollowIsRefused() {
    Tzaar rules = Tzaar.fixedSetup();
    TzaarState start = rules.initialState();
    assertThatThrownBy(() -> TzaarSvg.render(rules, start, TzaarMove.parse("D5xE6")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("The last move D5xE6 moved the stack on D5 away, but in the position D5 holds a stack");
    TzaarState empty = TzaarState.parse("...../....../......./......../......../......../......./....../..... w place");
    assertThatThrownBy(() -> TzaarSvg.render(Tzaar.tournament(), empty, TzaarMove.parse("a@E4")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("The last move a@E4 placed a on E4, but in the position E4 holds nothing");
  }
}
