package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Pictures of grid NIM positions: well-formed, balls present and taken, the last move. */
class GridNimSvgTest {
  private static final GridNim STANDARD = GridNim.standard();

  @Test
  void theFullGridHasSixteenBallsAndCoordinates() throws Exception {
    Picture picture = new Picture(GridNimSvg.render(STANDARD, STANDARD.initialState()));
    assertThat(picture.document.getDocumentElement().getLocalName()).isEqualTo("svg");
    assertThat(picture.title()).contains("Grid NIM").contains("FIRST to move");
    assertThat(picture.points(GridNimSvg.BALL_FILL, null)).hasSize(16);
    assertThat(picture.points("none", GridNimSvg.TAKEN_STROKE)).isEmpty();
    assertThat(picture.labels()).containsExactly("1", "2", "3", "4", "a", "b", "c", "d");
    assertThat(picture.points("none", GridNimSvg.MARK)).isEmpty();
  }

  @Test
  void aMoveLeavesTakenPointsAndIsRinged() throws Exception {
    GridNimMove move = STANDARD.notation().parse("b2-b4");
    GridNimState state = STANDARD.play(STANDARD.initialState(), move);
    Picture picture = new Picture(GridNimSvg.render(STANDARD, state, move));
    assertThat(picture.points(GridNimSvg.BALL_FILL, null)).hasSize(13).doesNotContain("b2", "b3", "b4");
    assertThat(picture.points("none", GridNimSvg.TAKEN_STROKE)).containsExactly("b2", "b3", "b4");
    assertThat(picture.points("none", GridNimSvg.MARK)).containsExactly("b2", "b3", "b4");
    assertThat(picture.title()).contains("SECOND to move");
    assertThat(picture.texts()).contains("last move b2-b4", "13 balls left");
  }

  @Test
  void aSetUpPositionOnAnotherRectangleIsDrawnPointByPoint() throws Exception {
    GridNim wide = GridNim.builder().rows(2).columns(5).build();
    // Bits: row 0 (row 1) a1, c1; row 1 (row 2) e2 -> bits 0, 2 and 5 + 4 = 9.
    GridNimState state = wide.state(0b10_0000_0101L, Player.SECOND);
    Picture picture = new Picture(GridNimSvg.render(wide, state));
    assertThat(picture.points(GridNimSvg.BALL_FILL, null)).containsExactly("a1", "c1", "e2");
    assertThat(picture.points("none", GridNimSvg.TAKEN_STROKE)).hasSize(7);
    assertThat(picture.labels()).containsExactly("1", "2", "a", "b", "c", "d", "e");
  }

  @Test
  void aStateOfAnotherGridIsRefused() {
    GridNim wide = GridNim.builder().rows(2).columns(5).build();
    assertThatThrownBy(() -> GridNimSvg.render(STANDARD, wide.initialState()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("2x5");
  }

  /** A parsed picture, read back by its coordinate labels. */
  private static final class Picture {
    final Document document;
    final Map<String, Double> columnX = new HashMap<>();
    final Map<String, Double> rowY = new HashMap<>();

    Picture(String svg) throws Exception {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setNamespaceAware(true);
      document = factory.newDocumentBuilder()
          .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
      for (Element text : elements("text")) {
        String content = text.getTextContent();
        if (content.matches("[a-z]")) {
          columnX.put(content, Double.parseDouble(text.getAttribute("x")));
        } else if (content.matches("[0-9]+")) {
          rowY.put(content, Double.parseDouble(text.getAttribute("y")));
        }
      }
    }

    String title() {
      return elements("title").get(0).getTextContent();
    }

    List<String> texts() {
      List<String> out = new ArrayList<>();
      for (Element e : elements("text")) {
        out.add(e.getTextContent());
      }
      return out;
    }

    SortedSet<String> labels() {
      TreeSet<String> out = new TreeSet<>(columnX.keySet());
      out.addAll(rowY.keySet());
      return out;
    }

    List<Element> elements(String name) {
      NodeList nodes = document.getElementsByTagNameNS("http://www.w3.org/2000/svg", name);
      List<Element> out = new ArrayList<>();
      for (int i = 0; i < nodes.getLength(); i++) {
        out.add((Element) nodes.item(i));
      }
      return out;
    }

    /** The points of the circles with this fill (and stroke, unless null). */
    SortedSet<String> points(String fill, String stroke) {
      TreeSet<String> out = new TreeSet<>();
      for (Element c : elements("circle")) {
        if (c.getAttribute("fill").equals(fill)
            && (stroke == null || c.getAttribute("stroke").equals(stroke))) {
          out.add(nearest(columnX, Double.parseDouble(c.getAttribute("cx")))
              + nearest(rowY, Double.parseDouble(c.getAttribute("cy")) + 5));
        }
      }
      return out;
    }

    private static String nearest(Map<String, Double> labels, double at) {
      String best = "?";
      double distance = Double.MAX_VALUE;
      for (Map.Entry<String, Double> e : labels.entrySet()) {
        if (Math.abs(e.getValue() - at) < distance) {
          distance = Math.abs(e.getValue() - at);
          best = e.getKey();
        }
      }
      return best;
    }
  }
}
