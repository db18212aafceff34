package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Pictures of heap Nim positions: well-formed, balls left and taken, the last move. */
class HeapNimSvgTest {
  @Test
  void theTriangleAfterTakingTwoFromHeapThree() throws Exception {
    HeapNim rules = HeapNim.triangle();
    HeapNimMove move = rules.notation().parse("h3:2");
    HeapNimState state = rules.play(rules.initialState(), move);
    Document svg = parse(HeapNimSvg.render(rules, state, move));
    assertThat(svg.getDocumentElement().getLocalName()).isEqualTo("svg");
    assertThat(elements(svg, "title").get(0).getTextContent()).contains("SECOND to move");
    // 1 + 2 + ... + 8 = 36 balls at the start, two taken.
    assertThat(circles(svg, GridNimSvg.BALL_FILL, null)).hasSize(34);
    List<String> taken = circles(svg, "none", GridNimSvg.TAKEN_STROKE);
    assertThat(taken).hasSize(2);
    // The rings stand exactly on the two taken places, in heap 3's row.
    assertThat(new TreeSet<>(circles(svg, "none", GridNimSvg.MARK))).isEqualTo(new TreeSet<>(taken));
    double heap3 = 0;
    List<String> texts = new ArrayList<>();
    for (Element t : elements(svg, "text")) {
      texts.add(t.getTextContent());
      if (t.getTextContent().equals("h3")) {
        heap3 = Double.parseDouble(t.getAttribute("y")) - 5;
      }
    }
    assertThat(texts).contains("h1", "h8", "last move h3:2", "34 balls left");
    for (String place : taken) {
      assertThat(Double.parseDouble(place.substring(place.indexOf(',') + 1))).isEqualTo(heap3);
    }
  }

  @Test
  void withoutALastMoveNothingIsRingedOrTaken() throws Exception {
    HeapNim rules = HeapNim.of(3, 4, 5);
    Document svg = parse(HeapNimSvg.render(rules, rules.initialState()));
    assertThat(circles(svg, GridNimSvg.BALL_FILL, null)).hasSize(12);
    assertThat(circles(svg, "none", GridNimSvg.MARK)).isEmpty();
    assertThat(circles(svg, "none", GridNimSvg.TAKEN_STROKE)).isEmpty();
  }

  private static Document parse(String svg) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    return factory.newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  private static List<Element> elements(Document svg, String name) {
    NodeList nodes = svg.getElementsByTagNameNS("http://www.w3.org/2000/svg", name);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  /** The centres "cx,cy" of the circles with this fill (and stroke, unless null). */
  private static List<String> circles(Document svg, String fill, String stroke) {
    List<String> out = new ArrayList<>();
    for (Element c : elements(svg, "circle")) {
      if (c.getAttribute("fill").equals(fill)
          && (stroke == null || c.getAttribute("stroke").equals(stroke))) {
        out.add(c.getAttribute("cx") + "," + c.getAttribute("cy"));
      }
    }
    return out;
  }
}
