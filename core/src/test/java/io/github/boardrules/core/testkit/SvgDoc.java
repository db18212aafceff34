package io.github.boardrules.core.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * An SVG document parsed by the JDK's XML parser, with the lookups the game modules' picture tests
 * need: elements by tag and attribute, texts, the title, the circle nearest a point.
 */
public final class SvgDoc {
  /** The parsed document. */
  public final Document document;

  private SvgDoc(Document document) {
    this.document = document;
  }

  /** Parses the text; fails the test when it is not well-formed XML with an svg root. */
  public static SvgDoc parse(String svg) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setNamespaceAware(true);
      Document document = factory.newDocumentBuilder()
          .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
      assertThat(document.getDocumentElement().getLocalName()).isEqualTo("svg");
      assertThat(document.getDocumentElement().getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
      return new SvgDoc(document);
    } catch (Exception e) {
      throw new AssertionError("Not well-formed XML: " + e.getMessage() + "\n" + svg, e);
    }
  }

  public List<Element> elements(String tag) {
    NodeList nodes = document.getElementsByTagNameNS("http://www.w3.org/2000/svg", tag);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  public List<Element> elements(String tag, Predicate<Element> filter) {
    return elements(tag).stream().filter(filter).toList();
  }

  /** Every element, any tag, in document order. */
  public List<Element> all() {
    return elements("*");
  }

  public String title() {
    List<Element> titles = elements("title");
    assertThat(titles).hasSize(1);
    return titles.get(0).getTextContent();
  }

  /** The contents of every text element, in document order. */
  public List<String> texts() {
    return elements("text").stream().map(Element::getTextContent).toList();
  }

  /** The text elements with exactly this content. */
  public List<Element> textsEqualTo(String content) {
    return elements("text", e -> e.getTextContent().equals(content));
  }

  public static double num(Element e, String attribute) {
    return Double.parseDouble(e.getAttribute(attribute));
  }

  public static Predicate<Element> attr(String name, String value) {
    return e -> e.getAttribute(name).equals(value);
  }

  public static Predicate<Element> radius(double r) {
    return e -> Math.abs(num(e, "r") - r) < 0.01;
  }

  /** The circle of the given radius whose centre is nearest to a point. */
  public Element nearestCircle(double x, double y, double r) {
    Element best = null;
    double bestDistance = Double.MAX_VALUE;
    for (Element c : elements("circle", radius(r))) {
      double d = Math.hypot(num(c, "cx") - x, num(c, "cy") - y);
      if (d < bestDistance) {
        bestDistance = d;
        best = c;
      }
    }
    assertThat(best).as("a circle of radius " + r).isNotNull();
    return best;
  }
}
