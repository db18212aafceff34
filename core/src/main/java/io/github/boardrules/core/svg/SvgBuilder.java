package io.github.boardrules.core.svg;

import java.util.Locale;

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
 * <p>Not thread-safe: one builder per picture.
 */
public final class SvgBuilder {
  private final StringBuilder out = new StringBuilder(4096);
  private final double width;
  private final double height;

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
    out.append("  <rect x=\"").append(n(x)).append("\" y=\"").append(n(y))
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
    out.append("  <circle cx=\"").append(n(cx)).append("\" cy=\"").append(n(cy))
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
    out.append("  <polygon points=\"");
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
    out.append("  <line x1=\"").append(n(x1)).append("\" y1=\"").append(n(y1))
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
    out.append("  <text x=\"").append(n(x)).append("\" y=\"").append(n(y))
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
        + out
        + "</svg>\n";
  }
}
