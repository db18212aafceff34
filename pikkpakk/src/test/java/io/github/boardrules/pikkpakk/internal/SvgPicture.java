package io.github.boardrules.pikkpakk.internal;

import io.github.boardrules.pikkpakk.Ball;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * An SVG picture of a board, parsed with the JDK's XML parser (which fails on text that is not
 * well-formed), read back by its coordinate labels: the point under each ball and ring.
 */
public final class SvgPicture {
  private final Document document;
  private final Map<String, Double> columnX = new HashMap<>();
  private final Map<String, Double> rowY = new HashMap<>();

  /**
   * Parses a picture.
   *
   * @param svg the SVG text
   * @throws Exception if it is not well-formed XML
   */
  public SvgPicture(String svg) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    document =
        factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    for (Element text : elements("text")) {
      String content = text.getTextContent();
      if (content.matches("[a-o]") && !columnX.containsKey(content)) {
        columnX.put(content, Double.parseDouble(text.getAttribute("x")));
      } else if (content.matches("[1-9][0-9]?") && !rowY.containsKey(content)) {
        rowY.put(content, Double.parseDouble(text.getAttribute("y")));
      }
    }
  }

  /** The root element's name. */
  public String root() {
    return document.getDocumentElement().getLocalName();
  }

  /** The title element's text. */
  public String title() {
    return elements("title").get(0).getTextContent();
  }

  /** All texts, in document order. */
  public List<String> texts() {
    List<String> out = new ArrayList<>();
    for (Element e : elements("text")) {
      out.add(e.getTextContent());
    }
    return out;
  }

  /** The column letters and row numbers labelled. */
  public SortedSet<String> coordinates() {
    TreeSet<String> out = new TreeSet<>(columnX.keySet());
    out.addAll(rowY.keySet());
    return out;
  }

  /** The elements of a name, in document order. */
  public List<Element> elements(String name) {
    NodeList nodes = document.getElementsByTagNameNS("http://www.w3.org/2000/svg", name);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  /** The number of circles filled with a ball's colour. */
  public int balls(Ball kind) {
    int n = 0;
    for (Element c : elements("circle")) {
      if (c.getAttribute("fill").equals(BoardSvg.fill(kind.ordinal()))) {
        n++;
      }
    }
    return n;
  }

  /** The points of the balls of a kind, named by the nearest labels. */
  public SortedSet<String> pointsOf(Ball kind) {
    return points(BoardSvg.fill(kind.ordinal()), null);
  }

  /** The points ringed as the last move. */
  public SortedSet<String> marked() {
    return points("none", BoardSvg.MARK);
  }

  /** The number of arrow heads (polygons in the marker colour). */
  public int arrowHeads() {
    int n = 0;
    for (Element p : elements("polygon")) {
      if (p.getAttribute("fill").equals(BoardSvg.MARK)) {
        n++;
      }
    }
    return n;
  }

  private SortedSet<String> points(String fill, String stroke) {
    TreeSet<String> out = new TreeSet<>();
    for (Element c : elements("circle")) {
      if (c.getAttribute("fill").equals(fill)
          && (stroke == null || c.getAttribute("stroke").equals(stroke))) {
        out.add(nearest(columnX, Double.parseDouble(c.getAttribute("cx")))
            + nearest(rowY, Double.parseDouble(c.getAttribute("cy")) + 4));
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
