package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Player;
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
 * The SVG picture: parsed with the JDK's XML parser, its balls counted against the position text,
 * its spots found by their name labels.
 */
class PylosSvgTest {
  private final Pylos rules = Pylos.standard();

  /** Parses a document with the JDK's parser; fails the test if it is not well-formed XML. */
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

  private static long count(Document doc, String tag, Predicate<Element> test) {
    return elements(doc, tag).stream().filter(test).count();
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

  /** Counts a character in the level fields (the first four words) of a position text. */
  private static int countInLevels(String positionText, char c) {
    String[] fields = positionText.split(" ");
    int n = 0;
    for (int i = 0; i < 4; i++) {
      for (char x : fields[i].toCharArray()) {
        n += x == c ? 1 : 0;
      }
    }
    return n;
  }

  /** The board-sized circle centred on the spot whose name label reads {@code name}. */
  private static Element spotCircle(Document doc, String name) {
    Element label = elements(doc, "text").stream()
        .filter(t -> t.getTextContent().equals(name))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no label " + name));
    double x = num(label, "x");
    double y = num(label, "y") - 4;
    List<Element> found = elements(doc, "circle").stream()
        .filter(c -> num(c, "r") == PylosSvg.BALL_RADIUS)
        .filter(c -> Math.abs(num(c, "cx") - x) < 0.01 && Math.abs(num(c, "cy") - y) < 0.01)
        .toList();
    assertThat(found).as("circles at spot %s", name).hasSize(1);
    return found.get(0);
  }

  private static boolean isBall(Element circle, String fill) {
    return num(circle, "r") == PylosSvg.BALL_RADIUS && fill.equals(circle.getAttribute("fill"));
  }

  private static boolean isReserveBall(Element circle, String fill) {
    return num(circle, "r") == PylosSvg.RESERVE_RADIUS && fill.equals(circle.getAttribute("fill"));
  }

  private static long marks(Document doc, String colour) {
    long n = 0;
    for (String tag : List.of("circle", "line", "rect", "polygon")) {
      n += count(doc, tag, e -> colour.equals(e.getAttribute("stroke")));
    }
    return n;
  }

  @Test
  void theStartIsAnEmptyPyramidWithFullReserves() throws Exception {
    Document doc = parse(PylosSvg.render(rules, rules.initialState()));
    assertThat(doc.getDocumentElement().getLocalName()).isEqualTo("svg");
    assertThat(count(doc, "circle", c -> isBall(c, PylosSvg.LIGHT_FILL))).isZero();
    assertThat(count(doc, "circle", c -> isBall(c, PylosSvg.DARK_FILL))).isZero();
    assertThat(count(doc, "circle", c -> isReserveBall(c, PylosSvg.LIGHT_FILL))).isEqualTo(15);
    assertThat(count(doc, "circle", c -> isReserveBall(c, PylosSvg.DARK_FILL))).isEqualTo(15);
    // All 30 spots are drawn, each once: 16 + 9 + 4 + 1.
    assertThat(count(doc, "circle", c -> num(c, "r") == PylosSvg.BALL_RADIUS)).isEqualTo(30);
    assertThat(title(doc)).contains("Pylos").contains("LIGHT to move");
  }

  @Test
  void everySpotLevelRowAndColumnIsLabelled() throws Exception {
    List<String> texts = texts(parse(PylosSvg.render(rules, rules.initialState())));
    for (int spot = 0; spot < PylosSpots.COUNT; spot++) {
      assertThat(texts).containsOnlyOnce(PylosSpots.name(spot));
    }
    assertThat(texts).contains("level 0", "level 1", "level 2", "level 3");
    // Columns: a on every level (4 times), b on three, c on two, d on the base.
    assertThat(texts.stream().filter("a"::equals).count()).isEqualTo(4);
    assertThat(texts.stream().filter("b"::equals).count()).isEqualTo(3);
    assertThat(texts.stream().filter("c"::equals).count()).isEqualTo(2);
    assertThat(texts.stream().filter("d"::equals).count()).isEqualTo(1);
    // Rows likewise: 1 on every level, 4 on the base only.
    assertThat(texts.stream().filter("1"::equals).count()).isEqualTo(4);
    assertThat(texts.stream().filter("4"::equals).count()).isEqualTo(1);
    assertThat(texts).contains("LIGHT reserve 15 (to move)", "DARK reserve 15");
  }

  @Test
  void theBallsDrawnAreTheBallsOfThePositionText() throws Exception {
    for (Pylos r : List.of(Pylos.standard(), Pylos.children(), Pylos.mature())) {
      for (long seed = 0; seed < 12; seed++) {
        SplittableRandom random = new SplittableRandom(seed);
        PylosState state = r.initialState();
        int plies = 6 + (int) (seed * 3);
        for (int i = 0; i < plies && r.status(state).isOngoing(); i++) {
          List<PylosMove> moves = r.legalMoves(state);
          state = r.play(state, moves.get(random.nextInt(moves.size())));
        }
        String text = state.toString();
        int light = countInLevels(text, 'L');
        int dark = countInLevels(text, 'D');
        Document doc = parse(PylosSvg.render(r, state));
        assertThat(count(doc, "circle", c -> isBall(c, PylosSvg.LIGHT_FILL))).as(text).isEqualTo(light);
        assertThat(count(doc, "circle", c -> isBall(c, PylosSvg.DARK_FILL))).as(text).isEqualTo(dark);
        assertThat(count(doc, "circle", c -> isReserveBall(c, PylosSvg.LIGHT_FILL))).as(text)
            .isEqualTo(15 - light);
        assertThat(count(doc, "circle", c -> isReserveBall(c, PylosSvg.DARK_FILL))).as(text)
            .isEqualTo(15 - dark);
        assertThat(marks(doc, PylosSvg.MOVE_MARK)).isZero();
        assertThat(marks(doc, PylosSvg.TAKE_BACK_MARK)).isZero();
      }
    }
  }

  @Test
  void aHandBuiltPositionShowsEachBallOnItsSpot() throws Exception {
    // Base rows from the top: row 2 is L D . . (a2 LIGHT, b2 DARK), row 1 D L . . (a1 DARK,
    // b1 LIGHT); 1a1 rests on those four and holds a LIGHT ball. 3 LIGHT, 2 DARK: DARK to move.
    PylosState state = rules.state("..../..../LD../DL.. .../.../L.. ../.. .", Player.SECOND);
    Document doc = parse(PylosSvg.render(rules, state));
    for (String light : List.of("a2", "b1", "1a1")) {
      assertThat(spotCircle(doc, light).getAttribute("fill")).as(light).isEqualTo(PylosSvg.LIGHT_FILL);
    }
    for (String dark : List.of("a1", "b2")) {
      assertThat(spotCircle(doc, dark).getAttribute("fill")).as(dark).isEqualTo(PylosSvg.DARK_FILL);
    }
    for (String empty : List.of("c1", "d4", "1b1", "1c3", "2a1", "3a1")) {
      String fill = spotCircle(doc, empty).getAttribute("fill");
      assertThat(fill).as(empty).isNotEqualTo(PylosSvg.LIGHT_FILL).isNotEqualTo(PylosSvg.DARK_FILL);
    }
    // Every empty spot above the base is unsupported here (1b1 needs c1 and c2; the others more),
    // and is drawn as an outline without fill: 8 on level 1, 4 on level 2, the top.
    assertThat(count(doc, "circle", c -> num(c, "r") == PylosSvg.BALL_RADIUS
        && "none".equals(c.getAttribute("fill")))).isEqualTo(13);
    // The 12 empty base spots (16 less the four balls) are hollows a ball may go to, filled but not with a ball's colour.
    assertThat(count(doc, "circle", c -> num(c, "r") == PylosSvg.BALL_RADIUS
        && !"none".equals(c.getAttribute("fill"))
        && !PylosSvg.LIGHT_FILL.equals(c.getAttribute("fill"))
        && !PylosSvg.DARK_FILL.equals(c.getAttribute("fill")))).isEqualTo(12);
    assertThat(texts(doc)).contains("LIGHT reserve 12", "DARK reserve 13 (to move)");
    assertThat(title(doc)).contains("DARK to move");
  }

  @Test
  void aPlacementWithTwoTakeBacksIsMarked() throws Exception {
    // LIGHT a1, b1, a2; DARK c4, d4, d3; LIGHT to move after 6 plies. b2 completes LIGHT's square
    // a1 b1 a2 b2; LIGHT takes back a1 and b2 itself.
    PylosState before = rules.positions().decode("..DD/...D/L.../LL.. .../.../... ../.. . L 6");
    PylosMove move = rules.notation().parse("b2xa1,b2");
    PylosState after = rules.play(before, move);
    assertThat(after.toString()).startsWith("..DD/...D/L.../.L..");

    Document plain = parse(PylosSvg.render(rules, after));
    assertThat(marks(plain, PylosSvg.MOVE_MARK)).isZero();
    assertThat(marks(plain, PylosSvg.TAKE_BACK_MARK)).isZero();

    Document doc = parse(PylosSvg.render(rules, after, move));
    // One ring on b2, no ring for a spot left (a placement); a cross (two lines) on a1 and on b2.
    Element b2 = spotCircle(doc, "b2");
    List<Element> rings = elements(doc, "circle").stream()
        .filter(c -> PylosSvg.MOVE_MARK.equals(c.getAttribute("stroke"))).toList();
    assertThat(rings).hasSize(1);
    assertThat(num(rings.get(0), "cx")).isEqualTo(num(b2, "cx"));
    assertThat(num(rings.get(0), "cy")).isEqualTo(num(b2, "cy"));
    for (String spot : List.of("a1", "b2")) {
      Element circle = spotCircle(doc, spot);
      long crossLines = count(doc, "line", l -> PylosSvg.TAKE_BACK_MARK.equals(l.getAttribute("stroke"))
          && Math.abs((num(l, "x1") + num(l, "x2")) / 2 - num(circle, "cx")) < 0.01
          && Math.abs((num(l, "y1") + num(l, "y2")) / 2 - num(circle, "cy")) < 0.01);
      assertThat(crossLines).as(spot).isEqualTo(2);
    }
    assertThat(marks(doc, PylosSvg.TAKE_BACK_MARK)).isEqualTo(4);
    assertThat(texts(doc)).contains("last move: b2xa1,b2");
    // The balls are those after the move: LIGHT b1, a2; DARK c4, d4, d3.
    assertThat(count(doc, "circle", c -> isBall(c, PylosSvg.LIGHT_FILL))).isEqualTo(2);
    assertThat(count(doc, "circle", c -> isBall(c, PylosSvg.DARK_FILL))).isEqualTo(3);
  }

  @Test
  void aRaiseMarksTheSpotLeftAndTheSpotReached() throws Exception {
    // The base square a1 b1 a2 b2 is full (L D / D L); LIGHT also has d4 and raises it onto 1a1.
    PylosState before = rules.positions().decode("...L/..../DL../LD.. .../.../... ../.. . D 5");
    assertThat(before.toMove()).isEqualTo(Player.SECOND);
    PylosState dark = rules.play(before, rules.notation().parse("d1"));
    PylosMove raise = rules.notation().parse("d4-1a1");
    PylosState after = rules.play(dark, raise);

    Document doc = parse(PylosSvg.render(rules, after, raise));
    List<Element> rings = elements(doc, "circle").stream()
        .filter(c -> PylosSvg.MOVE_MARK.equals(c.getAttribute("stroke"))).toList();
    assertThat(rings).hasSize(2);
    Element to = spotCircle(doc, "1a1");
    Element from = spotCircle(doc, "d4");
    assertThat(to.getAttribute("fill")).isEqualTo(PylosSvg.LIGHT_FILL);
    assertThat(from.getAttribute("fill")).isNotEqualTo(PylosSvg.LIGHT_FILL);
    assertThat(rings).anySatisfy(r -> {
      assertThat(num(r, "cx")).isEqualTo(num(to, "cx"));
      assertThat(num(r, "cy")).isEqualTo(num(to, "cy"));
      assertThat(num(r, "r")).isGreaterThan(PylosSvg.BALL_RADIUS);
    });
    assertThat(rings).anySatisfy(r -> {
      assertThat(num(r, "cx")).isEqualTo(num(from, "cx"));
      assertThat(num(r, "cy")).isEqualTo(num(from, "cy"));
      assertThat(num(r, "r")).isLessThan(PylosSvg.BALL_RADIUS);
    });
    assertThat(marks(doc, PylosSvg.TAKE_BACK_MARK)).isZero();
  }

  @Test
  void aFinishedGameSaysHowItEnded() throws Exception {
    PylosState end = rules.positions().decode("LDLD/DLDL/LDLD/DLDL DLD/LDL/DLD DL/LD . L 36");
    PylosMove top = rules.notation().parse("3a1");
    PylosState won = rules.play(end, top);
    Document doc = parse(PylosSvg.render(rules, won, top));
    assertThat(title(doc)).contains("game over").contains("LIGHT placed the top ball");
    assertThat(count(doc, "circle", c -> isBall(c, PylosSvg.LIGHT_FILL))).isEqualTo(15);
    assertThat(count(doc, "circle", c -> isBall(c, PylosSvg.DARK_FILL))).isEqualTo(15);
    assertThat(count(doc, "circle", c -> num(c, "r") == PylosSvg.RESERVE_RADIUS)).isZero();
  }

  @Test
  void aDrawnGameSaysSo() throws Exception {
    Pylos limited = Pylos.builder().drawOptions(DrawOptions.NONE.withPlyLimit(1)).build();
    PylosState drawn = limited.play(limited.initialState(), limited.notation().parse("a1"));
    assertThat(limited.status(drawn).isOver()).isTrue();
    assertThat(title(parse(PylosSvg.render(limited, drawn)))).contains("game over, a draw: ");
  }

  @Test
  void textIsEscapedAndTheDocumentIsStandalone() throws Exception {
    String svg = PylosSvg.render(Pylos.children(), rules.initialState());
    assertThat(svg).startsWith("<?xml").contains("xmlns=\"http://www.w3.org/2000/svg\"");
    // "children's" holds an apostrophe, written as an entity and read back by the parser.
    assertThat(svg).contains("children&apos;s");
    assertThat(title(parse(svg))).contains("children's rules");
  }
}
