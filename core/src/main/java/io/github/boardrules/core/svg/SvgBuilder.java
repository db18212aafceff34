package io.github.boardrules.core.svg;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.Collection;
import java.util.Locale;
import java.util.Set;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Writes an SVG document as text: shapes in drawing order, numbers with at most two decimals,
 * text and attribute values escaped. The result is a well-formed standalone XML document.
 *
 * <pre>{@code
 * String svg = new SvgBuilder(100, 60)
 *     .rect(0, 0, 100, 60, "#f4e8c1", "none", 0)
 *     .circle(30, 30, 12, "white", "black", 1)
 *     .text(70, 35, "e5", 14, "middle", "black")
 *     .toString();
 * }</pre>
 *
 * <p><b>Points and controls, the same in every game:</b> the shape a user clicks for a board point
 * carries {@code data-point} with the point's name in the game's notation and {@code
 * class="point"} ({@link #point}); a choice that is not a board point is a named button with {@code
 * class="point control"} ({@link #control}). {@link #mark} adds the classes {@code target} and
 * {@code last}, which the document's own {@code <style>} draws.
 *
 * <p>Not thread-safe: one builder per picture.
 */
@API(status = STABLE, since = "0.1.0")
public final class SvgBuilder {
  /** The attribute that names a point or control with its name in the game's notation. */
  public static final String POINT_ATTRIBUTE = "data-point";
  /** The CSS class of every named point and control. */
  public static final String POINT_CLASS = "point";
  /** The CSS class added to named controls. */
  public static final String CONTROL_CLASS = "control";
  /** The CSS class {@link #mark} adds to target points. */
  public static final String TARGET_CLASS = "target";
  /** The CSS class {@link #mark} adds to the points of the last move. */
  public static final String LAST_CLASS = "last";

  private static final String NAME_START = POINT_ATTRIBUTE + "=\"";
  private static final String CLASS_START = "\" class=\"";
  private static final String STYLE = "  <style>.point{cursor:pointer}"
      + ".point.last{stroke:#e8590c;stroke-width:3px}"
      + ".point.target{stroke:#1c7ed6;stroke-width:4px;stroke-dasharray:4 2}</style>\n";

  private final StringBuilder out = new StringBuilder(4096);
  private final double width;
  private final double height;
  private @Nullable String pendingPoint;
  private String pendingClass = POINT_CLASS;
  private boolean pendingDecoration;
  private boolean named;

  /**
   * Starts a picture.
   *
   * @param width the width in user units (pixels at 100%)
   * @param height the height
   */
  public SvgBuilder(double width, double height) {
    this.width = width;
    this.height = height;
  }

  /**
   * Adds a rectangle.
   *
   * @param x left edge
   * @param y top edge
   * @param w width
   * @param h height
   * @param fill fill colour, such as {@code #c0c0c0} or {@code none}
   * @param stroke outline colour, or {@code none}
   * @param strokeWidth outline width
   * @return this builder
   */
  public SvgBuilder rect(double x, double y, double w, double h, String fill, String stroke, double strokeWidth) {
    open("rect").append("x=\"").append(n(x)).append("\" y=\"").append(n(y))
        .append("\" width=\"").append(n(w)).append("\" height=\"").append(n(h)).append('"');
    paint(fill, stroke, strokeWidth);
    out.append("/>\n");
    return this;
  }

  /**
   * Adds a circle.
   *
   * @param cx centre x
   * @param cy centre y
   * @param r radius
   * @param fill fill colour, or {@code none}
   * @param stroke outline colour, or {@code none}
   * @param strokeWidth outline width
   * @return this builder
   */
  public SvgBuilder circle(double cx, double cy, double r, String fill, String stroke, double strokeWidth) {
    open("circle").append("cx=\"").append(n(cx)).append("\" cy=\"").append(n(cy))
        .append("\" r=\"").append(n(r)).append('"');
    paint(fill, stroke, strokeWidth);
    out.append("/>\n");
    return this;
  }

  /**
   * Adds a closed polygon.
   *
   * @param xy the corners as x, y pairs
   * @param fill fill colour, or {@code none}
   * @param stroke outline colour, or {@code none}
   * @param strokeWidth outline width
   * @return this builder
   * @throws IllegalArgumentException if {@code xy} has an odd number of values or fewer than 3
   *     corners
   */
  public SvgBuilder polygon(double[] xy, String fill, String stroke, double strokeWidth) {
    if (xy.length % 2 != 0 || xy.length < 6) {
      throw new IllegalArgumentException(
          "A polygon needs x, y pairs of at least 3 corners, not " + xy.length + " values");
    }
    open("polygon").append("points=\"");
    for (int i = 0; i < xy.length; i += 2) {
      out.append(i == 0 ? "" : " ").append(n(xy[i])).append(',').append(n(xy[i + 1]));
    }
    out.append('"');
    paint(fill, stroke, strokeWidth);
    out.append("/>\n");
    return this;
  }

  /**
   * Adds a straight line.
   *
   * @param x1 start x
   * @param y1 start y
   * @param x2 end x
   * @param y2 end y
   * @param stroke colour
   * @param strokeWidth width
   * @return this builder
   */
  public SvgBuilder line(double x1, double y1, double x2, double y2, String stroke, double strokeWidth) {
    open("line").append("x1=\"").append(n(x1)).append("\" y1=\"").append(n(y1))
        .append("\" x2=\"").append(n(x2)).append("\" y2=\"").append(n(y2)).append('"');
    paint("none", stroke, strokeWidth);
    out.append("/>\n");
    return this;
  }

  /**
   * Adds a line of text.
   *
   * @param x anchor x
   * @param y baseline y
   * @param text the text; escaped
   * @param size font size
   * @param anchor {@code start}, {@code middle} or {@code end}
   * @param fill colour
   * @return this builder
   */
  public SvgBuilder text(double x, double y, String text, double size, String anchor, String fill) {
    if (pendingPoint == null) {
      // A label lets clicks through to the point under it.
      out.append("  <text pointer-events=\"none\" x=\"");
    } else {
      open("text").append("x=\"");
    }
    out.append(n(x)).append("\" y=\"").append(n(y))
        .append("\" font-family=\"sans-serif\" font-size=\"").append(n(size))
        .append("\" text-anchor=\"").append(escape(anchor)).append("\" fill=\"").append(escape(fill))
        .append("\">").append(escape(text)).append("</text>\n");
    return this;
  }

  /**
   * Adds a comment-free title element, shown by viewers as the picture's name.
   *
   * @param title the title; escaped
   * @return this builder
   */
  public SvgBuilder title(String title) {
    out.append("  <title>").append(escape(title)).append("</title>\n");
    return this;
  }

  /**
   * Names the next shape as a point of the board: it gets {@code data-point="name"} and {@code
   * class="point"}, the convention of every game's SVG, so that a page maps a click to the point
   * with no game code and {@link #mark} can mark it. Name the shape a user clicks (the ring, spot or
   * square), not the pieces drawn on it, unless a piece is the only shape there.
   *
   * <pre>{@code
   * builder.point("d4").circle(120, 80, 14, "#eee", "#555", 1.5);
   * }</pre>
   *
   * @param name the point's name in the game's notation, such as {@code d4}
   * @return this builder
   */
  public SvgBuilder point(String name) {
    pendingPoint = name;
    pendingClass = POINT_CLASS;
    return this;
  }

  /**
   * Makes the next shape a decoration that lets clicks through to the points under it ({@code
   * pointer-events="none"}), as text labels always do: a ring or arrow marking the last move drawn
   * over the balls, say, which would otherwise swallow the clicks on them.
   *
   * <pre>{@code
   * builder.decoration().circle(120, 80, 16, "none", "#1f6fd0", 2);
   * }</pre>
   *
   * @return this builder
   */
  @API(status = STABLE, since = "0.2.0")
  public SvgBuilder decoration() {
    pendingDecoration = true;
    return this;
  }

  /**
   * Draws a named control: a labelled button for a choice that is not a board point (a marble
   * colour of the supply, a pass, {@code done}). The button's rectangle carries {@code
   * data-point="name"} and {@code class="point control"}; its label lets clicks through.
   *
   * @param name the control's name, such as {@code pass}
   * @param label the text shown on it
   * @param x left edge
   * @param y top edge
   * @param w width
   * @param h height
   * @return this builder
   */
  public SvgBuilder control(String name, String label, double x, double y, double w, double h) {
    pendingPoint = name;
    pendingClass = POINT_CLASS + " " + CONTROL_CLASS;
    rect(x, y, w, h, "#fafafa", "#555555", 1);
    out.append("  <text x=\"").append(n(x + w / 2)).append("\" y=\"").append(n(y + h / 2 + 4))
        .append("\" font-family=\"sans-serif\" font-size=\"12\" text-anchor=\"middle\" fill=\"#222222\""
            + " pointer-events=\"none\">")
        .append(escape(label)).append("</text>\n");
    return this;
  }

  private StringBuilder open(String tag) {
    out.append("  <").append(tag).append(' ');
    if (pendingDecoration) {
      out.append("pointer-events=\"none\" ");
      pendingDecoration = false;
    }
    String name = pendingPoint;
    if (name != null) {
      out.append(POINT_ATTRIBUTE + "=\"").append(escape(name)).append("\" class=\"")
          .append(pendingClass).append("\" ");
      pendingPoint = null;
      named = true;
    }
    return out;
  }

  /**
   * Marks points of an SVG document that {@link #point} and {@link #control} named: the points in
   * {@code targets} get the CSS class {@code class="target"}, those in {@code last} the class {@code last}
   * (the points of the last move). The document's style draws both; a page may restyle them.
   *
   * <pre>{@code
   * String marked = SvgBuilder.mark(svg, List.of("d5", "e4"), List.of("supply-white", "d4", "a1"));
   * }</pre>
   *
   * @param svg a document made by this class
   * @param targets the points to mark as targets
   * @param last the points to mark as the last move's
   * @return the document with the classes added
   */
  public static String mark(String svg, Collection<String> targets, Collection<String> last) {
    if (targets.isEmpty() && last.isEmpty()) {
      return svg;
    }
    Set<String> targetSet = Set.copyOf(targets);
    Set<String> lastSet = Set.copyOf(last);
    StringBuilder marked = new StringBuilder(svg.length() + 64);
    int copied = 0;
    int at = svg.indexOf(NAME_START);
    while (at >= 0) {
      // Written by open(): data-point="NAME" class="CLASSES", both escaped, so no quote inside.
      int nameStart = at + NAME_START.length();
      int nameEnd = svg.indexOf('"', nameStart);
      int classStart = nameEnd + CLASS_START.length();
      if (nameEnd < 0 || !svg.startsWith(CLASS_START, nameEnd)) {
        at = svg.indexOf(NAME_START, nameStart);
        continue;
      }
      int classEnd = svg.indexOf('"', classStart);
      if (classEnd < 0) {
        break; // not written by this class: left as it is
      }
      String name = unescape(svg.substring(nameStart, nameEnd));
      marked.append(svg, copied, classEnd)
          .append(targetSet.contains(name) ? " " + TARGET_CLASS : "")
          .append(lastSet.contains(name) ? " " + LAST_CLASS : "");
      copied = classEnd;
      at = svg.indexOf(NAME_START, classEnd);
    }
    marked.append(svg, copied, svg.length());
    return marked.toString();
  }

  private static String unescape(String text) {
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
        .replace("&apos;", "'").replace("&amp;", "&");
  }

  private void paint(String fill, String stroke, double strokeWidth) {
    out.append(" fill=\"").append(escape(fill)).append("\" stroke=\"").append(escape(stroke)).append('"');
    if (!"none".equals(stroke)) {
      out.append(" stroke-width=\"").append(n(strokeWidth)).append('"');
    }
  }

  /** Formats a number with at most two decimals, without locale. */
  private static String n(double value) {
    if (value == Math.rint(value) && Math.abs(value) < 1e9) {
      return Long.toString((long) value);
    }
    String s = String.format(Locale.ROOT, "%.2f", value);
    return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
  }

  /**
   * Escapes text for XML content and attribute values.
   *
   * @param text any text
   * @return the text with {@code & < > " '} replaced by entities
   */
  public static String escape(String text) {
    StringBuilder s = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> s.append("&amp;");
        case '<' -> s.append("&lt;");
        case '>' -> s.append("&gt;");
        case '"' -> s.append("&quot;");
        case '\'' -> s.append("&apos;");
        default -> s.append(c);
      }
    }
    return s.toString();
  }

  /**
   * Returns the document: an XML declaration, the {@code svg} element with its size and view box,
   * and the shapes in the order they were added.
   *
   * @return the SVG text
   */
  @Override
  public String toString() {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + n(width) + "\" height=\"" + n(height)
        + "\" viewBox=\"0 0 " + n(width) + " " + n(height) + "\">\n"
        + (named ? STYLE : "")
        + out
        + "</svg>\n";
  }
}
