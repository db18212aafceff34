package io.github.boardrules.core.svg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/** The SVG writer's output is well-formed XML with the shapes and escaped text asked for. */
class SvgBuilderTest {

  static Document parse(String svg) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void shapesAndEscapedTextMakeAWellFormedDocument() throws Exception {
    String svg = new SvgBuilder(100, 60.5)
        .title("a < b & \"c\"")
        .rect(0, 0, 100, 60.5, "#f4e8c1", "none", 0)
        .circle(30, 30, 12.25, "white", "black", 1)
        .polygon(new double[] {0, 0, 10, 0, 5, 8.666}, "red", "none", 0)
        .line(0, 0, 10, 10, "blue", 0.5)
        .text(70, 35, "e5 <R>", 14, "middle", "black")
        .toString();
    Document doc = parse(svg);
    assertThat(doc.getDocumentElement().getTagName()).isEqualTo("svg");
    assertThat(doc.getDocumentElement().getAttribute("viewBox")).isEqualTo("0 0 100 60.5");
    assertThat(doc.getElementsByTagName("circle").getLength()).isEqualTo(1);
    assertThat(doc.getElementsByTagName("text").item(0).getTextContent()).isEqualTo("e5 <R>");
    assertThat(doc.getElementsByTagName("title").item(0).getTextContent()).isEqualTo("a < b & \"c\"");
    assertThat(svg).contains("r=\"12.25\"").contains("points=\"0,0 10,0 5,8.67\"");
  }

  @Test
  void aPolygonNeedsThreeCorners() {
    assertThatThrownBy(() -> new SvgBuilder(1, 1).polygon(new double[] {0, 0, 1, 1}, "red", "none", 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not 4 values");
  }
}
