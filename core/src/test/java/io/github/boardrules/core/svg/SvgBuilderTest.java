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

  @Test
  void namedPointsAndControlsCarryTheirNameAndClass() throws Exception {
    String svg = new SvgBuilder(100, 60)
        .point("d4").circle(30, 30, 12, "white", "black", 1)
        .circle(60, 30, 5, "black", "none", 0)
        .point("a&b").rect(0, 0, 10, 10, "red", "none", 0)
        .control("pass", "Pass", 40, 40, 40, 16)
        .toString();
    org.w3c.dom.NodeList circles = parse(svg).getElementsByTagName("circle");
    org.w3c.dom.Element d4 = (org.w3c.dom.Element) circles.item(0);
    assertThat(d4.getAttribute("data-point")).isEqualTo("d4");
    assertThat(d4.getAttribute("class")).isEqualTo("point");
    assertThat(((org.w3c.dom.Element) circles.item(1)).hasAttribute("data-point"))
        .as("a name is for the next shape only").isFalse();
    org.w3c.dom.NodeList rects = parse(svg).getElementsByTagName("rect");
    assertThat(((org.w3c.dom.Element) rects.item(0)).getAttribute("data-point")).isEqualTo("a&b");
    assertThat(((org.w3c.dom.Element) rects.item(1)).getAttribute("class")).isEqualTo("point control");
    assertThat(((org.w3c.dom.Element) rects.item(1)).getAttribute("data-point")).isEqualTo("pass");
    assertThat(parse(svg).getElementsByTagName("style").getLength()).isEqualTo(1);
  }

  @Test
  void aDecorationLetsClicksThroughAndIsForTheNextShapeOnly() throws Exception {
    String svg = new SvgBuilder(100, 60)
        .point("d4").circle(30, 30, 12, "white", "black", 1)
        .decoration().circle(30, 30, 14, "none", "blue", 2)
        .line(0, 30, 60, 30, "blue", 2)
        .toString();
    org.w3c.dom.NodeList circles = parse(svg).getElementsByTagName("circle");
    assertThat(((org.w3c.dom.Element) circles.item(0)).hasAttribute("pointer-events")).isFalse();
    assertThat(((org.w3c.dom.Element) circles.item(1)).getAttribute("pointer-events")).isEqualTo("none");
    assertThat(((org.w3c.dom.Element) parse(svg).getElementsByTagName("line").item(0)).hasAttribute("pointer-events"))
        .as("a decoration is the next shape only").isFalse();
  }

  @Test
  void markAddsTargetAndLastClassesToNamedPointsOnly() throws Exception {
    String svg = new SvgBuilder(100, 60)
        .point("d4").circle(30, 30, 12, "white", "black", 1)
        .point("a&b").circle(60, 30, 12, "white", "black", 1)
        .point("e5").circle(90, 30, 12, "white", "black", 1)
        .toString();
    String marked = SvgBuilder.mark(svg, java.util.List.of("d4", "a&b"), java.util.List.of("a&b", "zz"));
    org.w3c.dom.NodeList circles = parse(marked).getElementsByTagName("circle");
    assertThat(((org.w3c.dom.Element) circles.item(0)).getAttribute("class")).isEqualTo("point target");
    assertThat(((org.w3c.dom.Element) circles.item(1)).getAttribute("class")).isEqualTo("point target last");
    assertThat(((org.w3c.dom.Element) circles.item(2)).getAttribute("class")).isEqualTo("point");
    assertThat(SvgBuilder.mark(svg, java.util.List.of(), java.util.List.of())).isEqualTo(svg);
  }

  @Test
  void aPictureWithoutNamedPointsHasNoStyle() {
    assertThat(new SvgBuilder(10, 10).circle(5, 5, 2, "red", "none", 0).toString()).doesNotContain("<style>");
  }
}
