package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The SVG picture: parsed with the JDK's XML parser, its pieces counted against the position
 * text, its squares found from the coordinate labels around the board.
 */
class ColorFieldSvgTest {
  private static final double PIECE = ColorFieldSvg.PIECE_RADIUS;
  /** Pieces in gates are drawn 4 units smaller. */
  private static final double GATE_PIECE = ColorFieldSvg.PIECE_RADIUS - 4;

  private final ColorField rules = ColorField.standard();
  private final ColorField small = ColorField.of(ColorFieldLayout.parse(Boards.SMALL_LAYOUT));

  private static Document parse(String svg) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    return factory.newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  private static List<Element> elements(Document doc, String tag) {
    NodeList nodes = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", tag);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  private static double num(Element e, String attribute) {
    return Double.parseDouble(e.getAttribute(attribute));
  }

  private static boolean near(double a, double b) {
    return Math.abs(a - b) < 0.01;
  }

  private static long count(Document doc, String tag, Predicate<Element> test) {
    return elements(doc, tag).stream().filter(test).count();
  }

  private static long circles(Document doc, double r) {
    return count(doc, "circle", c -> near(num(c, "r"), r));
  }

  private static List<String> texts(Document doc) {
    List<String> out = new ArrayList<>();
    for (Element e : elements(doc, "text")) {
      out.add(e.getTextContent());
    }
    return out;
  }

  private static String title(Document doc) {
    return elements(doc, "title").get(0).getTextContent();
  }

  private static Element label(Document doc, String text) {
    return elements(doc, "text").stream()
        .filter(t -> t.getTextContent().equals(text))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no label " + text));
  }

  /** The centre of a square, from its column letter's x and its row number's baseline. */
  private static double[] centre(Document doc, String square) {
    double x = num(label(doc, square.substring(0, 1)), "x");
    double y = num(label(doc, square.substring(1)), "y") - 5;
    return new double[] {x, y};
  }

  private static List<Element> circlesAt(Document doc, double[] at) {
    return elements(doc, "circle").stream()
        .filter(c -> near(num(c, "cx"), at[0]) && near(num(c, "cy"), at[1]))
        .toList();
  }

  /** The piece circle on a square, or null. */
  private static Element pieceOn(Document doc, String square) {
    List<Element> found = circlesAt(doc, centre(doc, square)).stream()
        .filter(c -> near(num(c, "r"), PIECE))
        .toList();
    assertThat(found.size()).as("pieces on %s", square).isLessThan(2);
    return found.isEmpty() ? null : found.get(0);
  }

  /** Tells whether a piece's team mark is FULL's dot (true) or EMPTY's white ring (false). */
  private static boolean hasDot(Document doc, String square) {
    List<Element> marks = circlesAt(doc, centre(doc, square)).stream()
        .filter(c -> num(c, "r") < PIECE)
        .toList();
    assertThat(marks).as("team mark on %s", square).hasSize(1);
    return !"#ffffff".equals(marks.get(0).getAttribute("fill"));
  }

  private static long marks(Document doc) {
    long n = 0;
    for (String tag : List.of("circle", "line", "rect", "polygon")) {
      n += count(doc, tag, e -> ColorFieldSvg.MARK.equals(e.getAttribute("stroke"))
          || ColorFieldSvg.MARK.equals(e.getAttribute("fill")));
    }
    return n;
  }

  @Test
  void theStartIsWellFormedAndLabelled() throws Exception {
    Document doc = parse(ColorFieldSvg.render(rules, rules.initialState()));
    assertThat(doc.getDocumentElement().getLocalName()).isEqualTo("svg");
    List<String> texts = texts(doc);
    // Column letters under and over the board, row numbers left and right of it.
    for (char c = 'a'; c <= 'j'; c++) {
      String letter = String.valueOf(c);
      assertThat(texts.stream().filter(letter::equals).count()).as(letter).isEqualTo(2);
    }
    for (int row = 1; row <= 10; row++) {
      String number = String.valueOf(row);
      assertThat(texts.stream().filter(number::equals).count()).as(number).isEqualTo(2);
    }
    assertThat(texts).contains("b0", "e0", "h0", "i11", "f11", "c11");
    assertThat(title(doc)).contains("Colour field").contains("FULL to move");
    // 100 squares of the cell's size; the four castle squares outlined on top of them.
    assertThat(count(doc, "rect", r -> num(r, "width") == ColorFieldSvg.CELL)).isEqualTo(100);
    assertThat(count(doc, "rect", r -> "none".equals(r.getAttribute("fill"))
        && num(r, "width") < ColorFieldSvg.CELL && num(r, "width") > ColorFieldSvg.CELL / 2))
        .isEqualTo(4);
    assertThat(marks(doc)).isZero();
  }

  @Test
  void theSquaresHaveTheLayoutsColours() throws Exception {
    Document doc = parse(ColorFieldSvg.render(rules, rules.initialState()));
    // From the layout text: row 10 is P P G G P P G G Y Y, row 5 G G P P R R P P G G, row 1
    // Y Y G G P P G G P P.
    String[][] expected = {
        {"a10", "P"}, {"c10", "G"}, {"i10", "Y"}, {"e5", "R"}, {"f6", "R"}, {"a5", "G"},
        {"c5", "P"}, {"a1", "Y"}, {"c1", "G"}, {"j1", "P"}, {"a4", "B"}, {"e4", "Y"}};
    for (String[] square : expected) {
      double[] at = centre(doc, square[0]);
      List<Element> rects = elements(doc, "rect").stream()
          .filter(r -> num(r, "width") == ColorFieldSvg.CELL
              && near(num(r, "x") + ColorFieldSvg.CELL / 2, at[0])
              && near(num(r, "y") + ColorFieldSvg.CELL / 2, at[1]))
          .toList();
      assertThat(rects).as(square[0]).hasSize(1);
      assertThat(rects.get(0).getAttribute("fill")).as(square[0])
          .isEqualTo(ColorFieldSvg.squareFill(FieldColor.ofLetter(square[1].charAt(0))));
    }
  }

  @Test
  void thePiecesDrawnAreThePiecesOfThePositionText() throws Exception {
    ColorField limited = ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(300)).build();
    for (long seed = 0; seed < 10; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      ColorFieldState state = limited.initialState();
      int plies = 10 + (int) (seed * 17);
      for (int i = 0; i < plies && limited.status(state).isOngoing(); i++) {
        List<ColorFieldMove> moves = limited.legalMoves(state);
        state = limited.play(state, moves.get(random.nextInt(moves.size())));
      }
      String text = state.toString();
      String[] fields = text.split(" ");
      int upper = 0;
      int lower = 0;
      int[] byColour = new int[26];
      for (char c : fields[0].toCharArray()) {
        if (c == '/' || c == '.') {
          continue;
        }
        upper += Character.isUpperCase(c) ? 1 : 0;
        lower += Character.isLowerCase(c) ? 1 : 0;
        byColour[FieldColor.ofLetter(c).letter() - 'A']++;
      }
      long fullGates = fields[1].chars().filter(c -> c == 'R').count();
      long emptyGates = fields[1].chars().filter(c -> c == 'r').count();

      Document doc = parse(ColorFieldSvg.render(limited, state));
      assertThat(circles(doc, PIECE)).as(text).isEqualTo(upper + lower);
      assertThat(circles(doc, PIECE * 0.3)).as("FULL dots " + text).isEqualTo(upper);
      assertThat(circles(doc, PIECE * 0.5)).as("EMPTY rings " + text).isEqualTo(lower);
      assertThat(circles(doc, GATE_PIECE)).as(text).isEqualTo(fullGates + emptyGates);
      assertThat(circles(doc, GATE_PIECE * 0.3)).as(text).isEqualTo(fullGates);
      assertThat(circles(doc, GATE_PIECE * 0.5)).as(text).isEqualTo(emptyGates);
      for (FieldColor colour : limited.layout().colors()) {
        assertThat(count(doc, "circle", c -> near(num(c, "r"), PIECE)
            && ColorFieldSvg.pieceFill(colour).equals(c.getAttribute("fill"))))
            .as(colour + " " + text).isEqualTo(byColour[colour.letter() - 'A']);
      }
      assertThat(marks(doc)).isZero();
    }
  }

  @Test
  void aHandBuiltPositionShowsEachPieceOnItsSquare() throws Exception {
    // Small layout (Boards.SMALL_LAYOUT): FULL's RED piece has left gate c0 and stands on b2,
    // FULL G a1, P d4; EMPTY's RED piece is still in gate c6, EMPTY g e5, b c4.
    String text = Boards.position(5, 5, "-r", 'F', 6, "b2=R", "a1=G", "d4=P", "e5=g", "c4=b");
    ColorFieldState state = small.state(text);
    Document doc = parse(ColorFieldSvg.render(small, state));
    String[][] expected = {
        {"b2", "R", "FULL"}, {"a1", "G", "FULL"}, {"d4", "P", "FULL"},
        {"e5", "G", "EMPTY"}, {"c4", "B", "EMPTY"}};
    for (String[] piece : expected) {
      Element circle = pieceOn(doc, piece[0]);
      assertThat(circle).as(piece[0]).isNotNull();
      assertThat(circle.getAttribute("fill")).as(piece[0])
          .isEqualTo(ColorFieldSvg.pieceFill(FieldColor.ofLetter(piece[1].charAt(0))));
      assertThat(hasDot(doc, piece[0])).as(piece[0]).isEqualTo(piece[2].equals("FULL"));
    }
    for (String empty : List.of("a2", "c3", "e1", "b5", "d5", "c1")) {
      assertThat(pieceOn(doc, empty)).as(empty).isNull();
    }
    assertThat(circles(doc, PIECE)).isEqualTo(5);
    // One RED piece in a gate (EMPTY's, with a ring), none in FULL's gate.
    List<Element> gatePieces = elements(doc, "circle").stream()
        .filter(c -> near(num(c, "r"), GATE_PIECE)).toList();
    assertThat(gatePieces).hasSize(1);
    assertThat(gatePieces.get(0).getAttribute("fill")).isEqualTo(ColorFieldSvg.pieceFill(FieldColor.RED));
    // It is above row 5 (smaller y) in column c.
    double[] c5 = centre(doc, "c5");
    assertThat(num(gatePieces.get(0), "cx")).isEqualTo(c5[0]);
    assertThat(num(gatePieces.get(0), "cy")).isLessThan(c5[1] - ColorFieldSvg.CELL / 2);
    assertThat(texts(doc)).contains("c0", "c6");
    // The castle c3 is red and outlined.
    double[] c3 = centre(doc, "c3");
    assertThat(count(doc, "rect", r -> num(r, "width") == ColorFieldSvg.CELL
        && near(num(r, "x") + ColorFieldSvg.CELL / 2, c3[0])
        && near(num(r, "y") + ColorFieldSvg.CELL / 2, c3[1])
        && ColorFieldSvg.squareFill(FieldColor.RED).equals(r.getAttribute("fill")))).isEqualTo(1);
    assertThat(count(doc, "rect", r -> "none".equals(r.getAttribute("fill"))
        && near(num(r, "x") + num(r, "width") / 2, c3[0])
        && near(num(r, "y") + num(r, "height") / 2, c3[1]))).isEqualTo(1);
    assertThat(title(doc)).contains("FULL to move");
    assertThat(texts(doc).stream().anyMatch(t -> t.contains("captured: FULL 2 of 5, EMPTY 2 of 5")))
        .isTrue();
  }

  @Test
  void aCaptureIsMarkedFromToAndCaptured() throws Exception {
    // FULL's green piece on a2 (a yellow square) steps onto b3 (green) and must take an enemy
    // piece on a green square: EMPTY's blue piece on c4.
    String text = Boards.position(5, 5, "Rr", 'F', 2,
        "a2=G", "e1=G", "b1=B", "d1=P", "a5=g", "e5=g", "c4=b", "d5=p");
    ColorFieldState before = small.state(text);
    ColorFieldMove move = small.notation().parse("a2-b3xc4");
    ColorFieldState after = small.play(before, move);

    assertThat(marks(parse(ColorFieldSvg.render(small, after)))).isZero();
    Document doc = parse(ColorFieldSvg.render(small, after, move));
    for (String square : List.of("a2", "b3")) {
      double[] at = centre(doc, square);
      assertThat(count(doc, "rect", r -> ColorFieldSvg.MARK.equals(r.getAttribute("stroke"))
          && near(num(r, "x") + num(r, "width") / 2, at[0])
          && near(num(r, "y") + num(r, "height") / 2, at[1]))).as(square).isEqualTo(1);
    }
    assertThat(count(doc, "rect", r -> ColorFieldSvg.MARK.equals(r.getAttribute("stroke"))))
        .isEqualTo(2);
    double[] c4 = centre(doc, "c4");
    assertThat(count(doc, "line", l -> ColorFieldSvg.MARK.equals(l.getAttribute("stroke"))
        && near((num(l, "x1") + num(l, "x2")) / 2, c4[0])
        && near((num(l, "y1") + num(l, "y2")) / 2, c4[1]))).isEqualTo(2);
    // The arrow: a shaft and a head pointing at b3, the head nearer to b3 than to a2.
    Element head = elements(doc, "polygon").stream()
        .filter(p -> ColorFieldSvg.MARK.equals(p.getAttribute("fill"))).findFirst().orElseThrow();
    String[] tip = head.getAttribute("points").split(" ")[0].split(",");
    double[] a2 = centre(doc, "a2");
    double[] b3 = centre(doc, "b3");
    double tx = Double.parseDouble(tip[0]);
    double ty = Double.parseDouble(tip[1]);
    assertThat(Math.hypot(tx - b3[0], ty - b3[1])).isLessThan(Math.hypot(tx - a2[0], ty - a2[1]));
    assertThat(texts(doc)).contains("last move: a2-b3xc4");
    // After the move: FULL's green piece on b3, nothing on a2 or c4.
    assertThat(pieceOn(doc, "b3").getAttribute("fill")).isEqualTo(ColorFieldSvg.pieceFill(FieldColor.GREEN));
    assertThat(pieceOn(doc, "a2")).isNull();
    assertThat(pieceOn(doc, "c4")).isNull();
  }

  @Test
  void aStepOutOfAGateStartsTheArrowAtTheGate() throws Exception {
    ColorFieldMove move = small.notation().parse("c0-c1");
    ColorFieldState after = small.play(small.initialState(), move);
    Document doc = parse(ColorFieldSvg.render(small, after, move));
    double[] c1 = centre(doc, "c1");
    double[] c2 = centre(doc, "c2");
    // The gate c0 is one row under c1.
    double[] gate = {c1[0], c1[1] + (c1[1] - c2[1])};
    for (double[] at : List.of(c1, gate)) {
      assertThat(count(doc, "rect", r -> ColorFieldSvg.MARK.equals(r.getAttribute("stroke"))
          && near(num(r, "x") + num(r, "width") / 2, at[0])
          && near(num(r, "y") + num(r, "height") / 2, at[1]))).isEqualTo(1);
    }
    assertThat(pieceOn(doc, "c1").getAttribute("fill")).isEqualTo(ColorFieldSvg.pieceFill(FieldColor.RED));
    assertThat(hasDot(doc, "c1")).isTrue();
    assertThat(circles(doc, GATE_PIECE)).isEqualTo(1);
  }

  @Test
  void aWonGameSaysHowItEnded() throws Exception {
    ColorFieldState state = small.initialState();
    for (String move : List.of("c0-c1", "a5-a4", "c1-c2", "a4-a3", "c2-c3")) {
      state = small.play(state, small.notation().parse(move));
    }
    Document doc = parse(ColorFieldSvg.render(small, state));
    assertThat(title(doc)).contains("game over")
        .contains("FULL brought a RED piece onto the castle at c3");
  }

  @Test
  void aDrawnGameSaysSo() throws Exception {
    ColorField limited = small.toBuilder().drawOptions(DrawOptions.NONE.withPlyLimit(1)).build();
    ColorFieldState drawn = limited.play(limited.initialState(), limited.notation().parse("c0-c1"));
    assertThat(limited.status(drawn).isOver()).isTrue();
    Document doc = parse(ColorFieldSvg.render(limited, drawn));
    assertThat(title(doc)).contains("game over, a draw: ");
    assertThat(texts(doc)).contains("game over, a draw: the ply limit of 1 plies was reached");
  }

  @Test
  void aMergedSquareIsOneRectangleAndAHoleIsNone() throws Exception {
    ColorField merged = ColorField.of(ColorFieldLayout.parse(Boards.MERGED_LAYOUT));
    // FULL's RED piece has reached the merged castle c3 (cells c3 d3 c4 d4); EMPTY would move.
    ColorFieldState won = merged.state("..gbpg/....../..++../..R+../....../.PBG.. -r E 7");
    Document doc = parse(ColorFieldSvg.render(merged, won));
    // 33 squares: 32 of one cell and the castle, two cells wide and high, red and outlined.
    assertThat(count(doc, "rect", r -> num(r, "width") == ColorFieldSvg.CELL
        && num(r, "height") == ColorFieldSvg.CELL)).isEqualTo(32);
    assertThat(count(doc, "rect", r -> num(r, "width") == 2 * ColorFieldSvg.CELL
        && num(r, "height") == 2 * ColorFieldSvg.CELL
        && ColorFieldSvg.squareFill(FieldColor.RED).equals(r.getAttribute("fill")))).isEqualTo(1);
    assertThat(count(doc, "rect", r -> "none".equals(r.getAttribute("fill"))
        && near(num(r, "width"), 2 * ColorFieldSvg.CELL - 4))).isEqualTo(1);
    // The RED piece is drawn in the middle of the four cells.
    double[] c3 = centre(doc, "c3");
    double[] d4 = centre(doc, "d4");
    double[] middle = {(c3[0] + d4[0]) / 2, (c3[1] + d4[1]) / 2};
    List<Element> onCastle = circlesAt(doc, middle).stream()
        .filter(c -> near(num(c, "r"), PIECE)).toList();
    assertThat(onCastle).hasSize(1);
    assertThat(onCastle.get(0).getAttribute("fill")).isEqualTo(ColorFieldSvg.pieceFill(FieldColor.RED));
    assertThat(title(doc)).contains("FULL brought a RED piece onto the castle at c3");

    ColorField holes = ColorField.of(ColorFieldLayout.parse(Boards.HOLES_LAYOUT));
    Document holed = parse(ColorFieldSvg.render(holes, holes.initialState()));
    // 25 cells less the 4 holes; nothing is drawn at b2.
    assertThat(count(holed, "rect", r -> num(r, "width") == ColorFieldSvg.CELL)).isEqualTo(21);
    double[] b2 = centre(holed, "b2");
    assertThat(count(holed, "rect", r -> near(num(r, "x") + num(r, "width") / 2, b2[0])
        && near(num(r, "y") + num(r, "height") / 2, b2[1]))).isZero();
  }

  @Test
  void aColourWithoutAFixedFillGetsOneOfItsOwn() {
    // The seven-colour layout's O and W have fixed fills; other letters get a hue of their own.
    assertThat(ColorFieldSvg.squareFill(FieldColor.ofLetter('O')))
        .isNotEqualTo(ColorFieldSvg.squareFill(FieldColor.ofLetter('W')));
    assertThat(ColorFieldSvg.pieceFill(FieldColor.ofLetter('Q'))).matches("#[0-9a-f]{6}")
        .isNotEqualTo(ColorFieldSvg.pieceFill(FieldColor.ofLetter('Z')));
  }

  @Test
  void aStateOrMoveOfAnotherLayoutIsRefused() {
    ColorFieldState smallState = small.initialState();
    assertThatThrownBy(() -> ColorFieldSvg.render(rules, smallState))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("another layout");
    ColorFieldMove smallMove = small.notation().parse("c0-c1");
    assertThatThrownBy(() -> ColorFieldSvg.render(rules, rules.initialState(), smallMove))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("c0-c1");
  }
}
