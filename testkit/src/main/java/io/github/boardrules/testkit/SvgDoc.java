package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.api.API;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.xml.parsers.DocumentBuilderFactory;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * An SVG document parsed by the JDK's XML parser, with the lookups picture tests need: elements by
 * tag and attribute, texts, the title, the circle nearest a point.
 *
 * <pre>{@code
 * SvgDoc doc = SvgDoc.parse(svg);                       // fails the test unless it is SVG
 * assertThat(doc.title()).isEqualTo("ZÈRTZ, WHITE to move");
 * assertThat(doc.elements("circle", SvgDoc.attr("data-point", "d4"))).hasSize(1);
 * }</pre>
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class SvgDoc {
  private static final String SVG = "http://www.w3.org/2000/svg";

  /** The parsed document, for lookups this class does not offer. */
  public final Document document;

  private SvgDoc(Document document) {
    this.document = document;
  }

  /**
   * Parses an SVG text; fails the test when it is not well-formed XML with an {@code svg} root in
   * the SVG namespace.
   *
   * @param svg the document's text
   * @return the parsed document
   * @throws AssertionError if the text is not such a document
   */
  public static SvgDoc parse(String svg) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setNamespaceAware(true);
      Document document = factory.newDocumentBuilder()
          .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
      assertThat(document.getDocumentElement().getLocalName()).isEqualTo("svg");
      assertThat(document.getDocumentElement().getNamespaceURI()).isEqualTo(SVG);
      return new SvgDoc(document);
    } catch (Exception e) {
      throw new AssertionError("Not well-formed XML: " + e.getMessage() + "\n" + svg, e);
    }
  }

  /**
   * Returns the SVG elements of a tag, in document order.
   *
   * @param tag the local name, such as {@code circle}, or {@code *} for every element
   * @return the elements
   */
  public List<Element> elements(String tag) {
    NodeList nodes = document.getElementsByTagNameNS(SVG, tag);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      if (nodes.item(i) instanceof Element e) {
        out.add(e);
      }
    }
    return out;
  }

  /**
   * Returns the SVG elements of a tag that pass a filter, in document order.
   *
   * @param tag the local name
   * @param filter which elements to keep, such as {@link #attr}
   * @return the elements
   */
  public List<Element> elements(String tag, Predicate<Element> filter) {
    return elements(tag).stream().filter(filter).toList();
  }

  /**
   * Returns every element, any tag, in document order.
   *
   * @return the elements
   */
  public List<Element> all() {
    return elements("*");
  }

  /**
   * Returns the text of the document's one {@code title} element.
   *
   * @return the title
   * @throws AssertionError if there is not exactly one title
   */
  public String title() {
    List<Element> titles = elements("title");
    assertThat(titles).hasSize(1);
    return text(titles.get(0));
  }

  /**
   * Returns the contents of every {@code text} element, in document order.
   *
   * @return the texts
   */
  public List<String> texts() {
    return elements("text").stream().map(SvgDoc::text).toList();
  }

  /**
   * Returns the {@code text} elements with exactly this content.
   *
   * @param content the content
   * @return the elements
   */
  public List<Element> textsEqualTo(String content) {
    return elements("text", e -> text(e).equals(content));
  }

  /**
   * Returns an attribute of an element as a number.
   *
   * @param e the element
   * @param attribute the attribute's name, such as {@code cx}
   * @return its value
   * @throws NumberFormatException if the attribute is not a number
   */
  public static double num(Element e, String attribute) {
    return Double.parseDouble(e.getAttribute(attribute));
  }

  /**
   * Returns a filter of the elements whose attribute has a value.
   *
   * @param name the attribute's name
   * @param value its value
   * @return the filter
   */
  public static Predicate<Element> attr(String name, String value) {
    return e -> e.getAttribute(name).equals(value);
  }

  /**
   * Returns a filter of the circles of a radius, within 0.01.
   *
   * @param r the radius
   * @return the filter
   */
  public static Predicate<Element> radius(double r) {
    return e -> Math.abs(num(e, "r") - r) < 0.01;
  }

  /**
   * Returns the circle of a radius whose centre is nearest to a point.
   *
   * @param x the point's x
   * @param y the point's y
   * @param r the circle's radius
   * @return the circle
   * @throws AssertionError if there is no circle of that radius
   */
  public Element nearestCircle(double x, double y, double r) {
    @Nullable Element best = null;
    double bestDistance = Double.MAX_VALUE;
    for (Element c : elements("circle", radius(r))) {
      double d = Math.hypot(num(c, "cx") - x, num(c, "cy") - y);
      if (d < bestDistance) {
        bestDistance = d;
        best = c;
      }
    }
    if (best == null) {
      throw new AssertionError("no circle of radius " + r);
    }
    return best;
  }

  private static String text(Element e) {
    String content = e.getTextContent();
    return content == null ? "" : content;
  }
}
