package io.github.boardrules.colorfield;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.MoveInput;
import io.github.boardrules.core.svg.SvgBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Draws a colour-field position as an SVG picture, from the rules' layout: every square filled
 * with its colour, the castle's red squares outlined, the gates outside the board where their
 * names put them ({@code b0} under {@code b1}, {@code i11} over {@code i10}) with their team and
 * their RED piece while it is in, the pieces in their colours — FULL's with a dot in the middle,
 * EMPTY's with a ring, as on the real pieces — and the column letters and row numbers of the
 * notation around the board. A heading names the team to move (or how the game ended) and the
 * captured pieces.
 *
 * <pre>{@code
 * ColorField rules = ColorField.standard();
 * ColorFieldMove move = rules.notation().parse("b2-c3");
 * ColorFieldState state = rules.play(rules.initialState(), move);
 * String svg = ColorFieldSvg.render(rules, state);          // a standalone SVG document
 * String marked = ColorFieldSvg.render(rules, state, move); // with an arrow from b2 to c3
 * Files.writeString(Path.of("colorfield.svg"), marked);
 * }</pre>
 *
 * <p>A gate sits at the column of its name's letter and the row of its number (row 0 is under
 * row 1); a gate whose name lies further away is drawn just outside the board's edge. With a last
 * move the squares (or gate) it left and entered are outlined and joined by an arrow, the square
 * of the captured piece is crossed, and the move's notation is written under the board. Marks are
 * black with a white edge, so they show on every colour.
 *
 * <p>Every square and gate, and the piece on it, carries {@code data-point} with its name; a
 * button is the control {@code done}: see {@link #clicks}.
 *
 * <p>The picture is written as text with core's {@link SvgBuilder}; it needs no library. The class
 * has no state and is thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class ColorFieldSvg {
  /** The side of a square. */
  static final double CELL = 48;
  /** The radius of a piece. */
  static final double PIECE_RADIUS = 17;
  /** The colour of the last move's marks (with a white edge under them). */
  static final String MARK = "black";

  /** The letters with fixed fills, and their square and piece fills. */
  private static final String NAMED = "RGBYPOWKCMTV";
  private static final String[] SQUARE_FILLS = {
    "#ee6f63", // RED: the castle
    "#a6d9a2", // GREEN
    "#a7c6ee", // BLUE
    "#f6e48a", // YELLOW
    "#d3b2e8", // PURPLE
    "#f7c08a", // ORANGE
    "#f4f4f4", // WHITE
    "#8c8c8c", // BLACK
    "#a8e6ea", // CYAN
    "#f0a8d8", // MAGENTA
    "#8fd1c2", // TEAL
    "#c6b4f0", // VIOLET
  };
  private static final String[] PIECE_FILLS = {
    "#c3121c", // RED
    "#1c8a36", // GREEN
    "#1f56b8", // BLUE
    "#dba400", // YELLOW
    "#7b36a6", // PURPLE
    "#e06a00", // ORANGE
    "#fdfdfd", // WHITE
    "#1a1a1a", // BLACK
    "#0f9fb0", // CYAN
    "#c0188c", // MAGENTA
    "#137a6a", // TEAL
    "#5a2fc2", // VIOLET
  };
  private static final String EDGE = "#222222";
  private static final String LABEL = "#333333";
  private static final String GATE_FILL = "#f7d8d4";
  private static final String CASTLE_EDGE = "#6e0a0a";
  private static final double MARGIN = 16;
  private static final double HEADER = 62;

  private ColorFieldSvg() {}

  /** Returns the fill of a square of a colour. */
  static String squareFill(FieldColor color) {
    int named = NAMED.indexOf(color.letter());
    return named >= 0 ? SQUARE_FILLS[named] : hue(color, 0.55, 0.80);
  }

  /** Returns the fill of a piece of a colour. */
  static String pieceFill(FieldColor color) {
    int named = NAMED.indexOf(color.letter());
    return named >= 0 ? PIECE_FILLS[named] : hue(color, 0.65, 0.38);
  }

  /**
   * Returns a colour for a letter without a fixed fill: hues spread by the golden angle, so that
   * letters next to each other get far-apart hues.
   */
  private static String hue(FieldColor color, double saturation, double lightness) {
    double h = ((color.letter() - 'A') * 137.508) % 360 / 60;
    double chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
    double x = chroma * (1 - Math.abs(h % 2 - 1));
    double[] rgb = h < 1 ? new double[] {chroma, x, 0} : h < 2 ? new double[] {x, chroma, 0}
        : h < 3 ? new double[] {0, chroma, x} : h < 4 ? new double[] {0, x, chroma}
        : h < 5 ? new double[] {x, 0, chroma} : new double[] {chroma, 0, x};
    double m = lightness - chroma / 2;
    StringBuilder out = new StringBuilder("#");
    for (double c : rgb) {
      out.append(String.format(java.util.Locale.ROOT, "%02x", (int) Math.round((c + m) * 255)));
    }
    return out.toString();
  }

  /**
   * Draws a position.
   *
   * @param rules the rules, for the layout and the game's status
   * @param state the position, of the rules' layout
   * @return a standalone SVG document
   * @throws IllegalArgumentException if the state is of another layout than the rules'
   */
  public static String render(ColorField rules, ColorFieldState state) {
    return draw(rules, state, null);
  }

  /**
   * Draws a position and marks the move that led to it: the square or gate it left, the square
   * it entered, an arrow between them and a cross on the square of the captured piece. The move
   * is drawn as given; it is not checked against the position.
   *
   * @param rules the rules, for the layout and the game's status
   * @param state the position after {@code lastMove}, of the rules' layout
   * @param lastMove the move to mark, of the rules' layout
   * @return a standalone SVG document
   * @throws IllegalArgumentException if the state or the move is of another layout than the
   *     rules'
   */
  public static String render(ColorField rules, ColorFieldState state, ColorFieldMove lastMove) {
    if (!lastMove.layout().equals(rules.layout())) {
      throw new IllegalArgumentException(
          "The move " + lastMove + " is of another layout than the rules'");
    }
    return draw(rules, state, lastMove);
  }

  /** Where things go: the grid's extent in board coordinates (column, row from 0). */
  private static final class Grid {
    final ColorFieldLayout layout;
    final int[] gateColumn;
    final int[] gateRow;
    final int minColumn;
    final int maxColumn;
    final int minRow;
    final int maxRow;

    Grid(ColorFieldLayout layout) {
      this.layout = layout;
      int gates = layout.gateCount();
      gateColumn = new int[gates];
      gateRow = new int[gates];
      int minC = 0;
      int maxC = layout.columns() - 1;
      int minR = 0;
      int maxR = layout.rows() - 1;
      for (int g = 0; g < gates; g++) {
        String name = layout.name(layout.squareCount() + g);
        int column = name.charAt(0) - 'a';
        int row = Integer.parseInt(name.substring(1)) - 1;
        // A name that is not a square lies outside the board; keep it next to the edge.
        gateColumn[g] = Math.max(-1, Math.min(layout.columns(), column));
        gateRow[g] = Math.max(-1, Math.min(layout.rows(), row));
        minC = Math.min(minC, gateColumn[g]);
        maxC = Math.max(maxC, gateColumn[g]);
        minR = Math.min(minR, gateRow[g]);
        maxR = Math.max(maxR, gateRow[g]);
      }
      minColumn = minC;
      maxColumn = maxC;
      minRow = minR;
      maxRow = maxR;
    }

    /** The left edge of a column (one label column before the first). */
    double x(int column) {
      return MARGIN + (column - minColumn + 1) * CELL;
    }

    /** The top edge of a row (one label row above the highest, rows counted from the bottom). */
    double y(int row) {
      return HEADER + (maxRow - row + 1) * CELL;
    }

    double width() {
      return 2 * MARGIN + (maxColumn - minColumn + 3) * CELL;
    }

    double bottom() {
      return HEADER + (maxRow - minRow + 3) * CELL;
    }

    /** The centre x of a location (square or gate). */
    double centreX(int location) {
      int squares = layout.squareCount();
      if (location < squares) {
        return x(layout.column(location)) + layout.width(location) * CELL / 2;
      }
      return x(gateColumn[location - squares]) + CELL / 2;
    }

    /** The centre y of a location (square or gate). */
    double centreY(int location) {
      int squares = layout.squareCount();
      if (location < squares) {
        int height = layout.height(location);
        return y(layout.row(location) + height - 1) + height * CELL / 2;
      }
      return y(gateRow[location - squares]) + CELL / 2;
    }

    /** The left edge of a square. */
    double left(int square) {
      return x(layout.column(square));
    }

    /** The top edge of a square. */
    double top(int square) {
      return y(layout.row(square) + layout.height(square) - 1);
    }
  }

  private static String draw(ColorField rules, ColorFieldState state, @Nullable ColorFieldMove lastMove) {
    ColorFieldLayout layout = rules.layout();
    if (!state.layout().equals(layout)) {
      throw new IllegalArgumentException("The state is of another layout than the rules'");
    }
    Grid grid = new Grid(layout);
    Status status = rules.status(state);
    String situation = status.isOver()
        ? "game over, " + (status.winner().isPresent() ? "" : "a draw: ") + status.description()
        : state.toMove() + " to move";
    // Wide enough for the legend and, at about 7.5 units a character, the heading.
    double width = Math.max(Math.max(grid.width(), 440), 2 * MARGIN + 7.5 * situation.length());
    double legendTop = grid.bottom() + 4;
    double height = legendTop + 30 + (lastMove != null ? 26 : 0) + MARGIN / 2;
    SvgBuilder svg = new SvgBuilder(width, height);
    svg.title("Colour field: " + situation + ", ply " + state.plies());
    svg.rect(0, 0, width, height, "#fafafa", "none", 0);
    svg.text(MARGIN, 20, "Colour field, ply " + state.plies(), 15, "start", LABEL);
    svg.text(MARGIN, 37, situation, 13, "start", LABEL);
    svg.text(MARGIN, 52, "captured: FULL " + state.capturedPieces(Team.FULL) + " of "
        + layout.teamSize(Team.FULL) + ", EMPTY " + state.capturedPieces(Team.EMPTY) + " of "
        + layout.teamSize(Team.EMPTY) + "; RED left: FULL " + state.redPieces(Team.FULL)
        + ", EMPTY " + state.redPieces(Team.EMPTY), 12, "start", LABEL);

    int columns = layout.columns();
    for (int square = 0; square < layout.squareCount(); square++) {
      svg.point(layout.name(square)).rect(grid.left(square), grid.top(square), layout.width(square) * CELL,
          layout.height(square) * CELL, squareFill(layout.color(square)), EDGE, 0.6);
    }
    for (int square = 0; square < layout.squareCount(); square++) {
      if (layout.isCastle(square)) {
        svg.rect(grid.left(square) + 2, grid.top(square) + 2, layout.width(square) * CELL - 4,
            layout.height(square) * CELL - 4, "none", CASTLE_EDGE, 3);
      }
    }
    for (int column = 0; column < columns; column++) {
      String letter = String.valueOf((char) ('a' + column));
      double x = grid.x(column) + CELL / 2;
      svg.text(x, grid.y(grid.maxRow + 1) + CELL / 2 + 5, letter, 14, "middle", LABEL);
      svg.text(x, grid.y(grid.minRow - 1) + CELL / 2 + 5, letter, 14, "middle", LABEL);
    }
    for (int row = 0; row < layout.rows(); row++) {
      String number = String.valueOf(row + 1);
      double y = grid.y(row) + CELL / 2 + 5;
      svg.text(grid.x(grid.minColumn - 1) + CELL / 2, y, number, 14, "middle", LABEL);
      svg.text(grid.x(grid.maxColumn + 1) + CELL / 2, y, number, 14, "middle", LABEL);
    }

    for (int g = 0; g < layout.gateCount(); g++) {
      int location = layout.squareCount() + g;
      double cx = grid.centreX(location);
      double cy = grid.centreY(location);
      for (int touched : layout.gateTouches(g)) {
        // A short spoke towards each square the gate touches.
        double tx = cx + (grid.centreX(touched) - cx) * 0.6;
        double ty = cy + (grid.centreY(touched) - cy) * 0.6;
        svg.line(cx, cy, tx, ty, "#b0554c", 2);
      }
    }
    for (int g = 0; g < layout.gateCount(); g++) {
      int location = layout.squareCount() + g;
      double cx = grid.centreX(location);
      double cy = grid.centreY(location);
      svg.point(layout.name(location)).rect(cx - CELL / 2 + 3, cy - CELL / 2 + 3, CELL - 6, CELL - 6, GATE_FILL,
          pieceFill(FieldColor.RED), 1.5);
      svg.text(cx - CELL / 2 + 6, cy - CELL / 2 + 14, layout.name(location), 10, "start", LABEL);
      Team team = layout.gateTeam(g);
      svg.text(cx + CELL / 2 - 6, cy - CELL / 2 + 14, team == Team.FULL ? "F" : "E", 10, "end",
          LABEL);
      if (state.gateOccupied(g)) {
        drawPiece(svg, layout.name(location), cx, cy + 4, FieldColor.RED, team, PIECE_RADIUS - 4);
      }
    }
    for (int square = 0; square < layout.squareCount(); square++) {
      Optional<Team> team = state.teamAt(square);
      if (team.isPresent()) {
        drawPiece(svg, layout.name(square), grid.centreX(square), grid.centreY(square),
            state.pieceColorAt(square).orElseThrow(), team.get(), PIECE_RADIUS);
      }
    }

    double legendY = legendTop + 14;
    drawPiece(svg, null, MARGIN + 10, legendY, FieldColor.GREEN, Team.FULL, 9);
    svg.text(MARGIN + 24, legendY + 4, "FULL (dot)", 12, "start", LABEL);
    drawPiece(svg, null, MARGIN + 110, legendY, FieldColor.GREEN, Team.EMPTY, 9);
    svg.text(MARGIN + 124, legendY + 4, "EMPTY (ring)", 12, "start", LABEL);
    svg.rect(MARGIN + 216, legendY - 9, 18, 18, squareFill(FieldColor.RED), CASTLE_EDGE, 2);
    svg.text(MARGIN + 240, legendY + 4, "castle", 12, "start", LABEL);
    svg.rect(MARGIN + 292, legendY - 9, 18, 18, GATE_FILL, pieceFill(FieldColor.RED), 1.5);
    svg.text(MARGIN + 316, legendY + 4, "gate", 12, "start", LABEL);
    if (status.isOngoing()) {
      svg.control(MoveInput.DONE, "Done", MARGIN + 360, legendY - 11, 56, 22);
    }

    if (lastMove != null) {
      markMove(svg, grid, lastMove);
      svg.text(MARGIN, legendTop + 30 + 16, "last move: " + lastMove, 13, "start", LABEL);
    }
    return svg.toString();
  }

  /** Draws a piece: its colour, with a dot for FULL and a ring for EMPTY; named by its place. */
  private static void drawPiece(SvgBuilder svg, @Nullable String place, double x, double y,
      FieldColor color, Team team, double radius) {
    if (place != null) {
      svg.point(place);
    }
    svg.circle(x, y, radius, pieceFill(color), EDGE, 1.5);
    if (place != null) {
      svg.point(place);
    }
    if (team == Team.FULL) {
      svg.circle(x, y, radius * 0.3, "#111111", "none", 0);
    } else {
      svg.circle(x, y, radius * 0.5, "#ffffff", EDGE, 1.2);
    }
  }

  /**
   * Returns the points a user clicks to make a move, as the picture names them ({@code
   * data-point}): the square or gate the piece leaves, the square it goes to and, for a capture,
   * the square of the piece captured. Where a move without a capture could go on with one, {@link
   * MoveInput} ends it with the control {@code done}, which the picture draws.
   *
   * <pre>{@code
   * ColorFieldSvg.clicks(notation.parse("g9-f8xa1"));   // [g9, f8, a1]
   * }</pre>
   *
   * @param move the move
   * @return its click sequence
   */
  public static List<String> clicks(ColorFieldMove move) {
    ColorFieldLayout layout = move.layout();
    List<String> points = new ArrayList<>(3);
    points.add(layout.name(move.from()));
    points.add(layout.name(move.to()));
    move.capture().ifPresent(square -> points.add(layout.name(square)));
    return points;
  }

  // The last move's marks lie over points a player may click next: decorations let clicks through.
  private static void markMove(SvgBuilder svg, Grid grid, ColorFieldMove move) {
    double half = CELL / 2 - 2;
    for (int location : new int[] {move.from(), move.to()}) {
      double x = grid.centreX(location);
      double y = grid.centreY(location);
      svg.decoration().rect(x - half, y - half, 2 * half, 2 * half, "none", "white", 5);
      svg.decoration().rect(x - half, y - half, 2 * half, 2 * half, "none", MARK, 2.5);
    }
    double x1 = grid.centreX(move.from());
    double y1 = grid.centreY(move.from());
    double x2 = grid.centreX(move.to());
    double y2 = grid.centreY(move.to());
    double length = Math.hypot(x2 - x1, y2 - y1);
    double ux = (x2 - x1) / length;
    double uy = (y2 - y1) / length;
    // From the edge of the piece that left to the edge of the piece that arrived.
    double sx = x1 + ux * 8;
    double sy = y1 + uy * 8;
    double tipX = x2 - ux * (PIECE_RADIUS - 2);
    double tipY = y2 - uy * (PIECE_RADIUS - 2);
    double baseX = tipX - ux * 12;
    double baseY = tipY - uy * 12;
    svg.decoration().line(sx, sy, baseX, baseY, "white", 7);
    svg.decoration().line(sx, sy, baseX, baseY, MARK, 3.5);
    double[] head = {tipX, tipY, baseX - uy * 7, baseY + ux * 7, baseX + uy * 7, baseY - ux * 7};
    svg.decoration().polygon(head, MARK, "white", 1.5);
    if (move.isCapture()) {
      int square = move.captureIndex();
      double x = grid.centreX(square);
      double y = grid.centreY(square);
      double d = CELL / 2 - 8;
      svg.decoration().line(x - d, y - d, x + d, y + d, "white", 7);
      svg.decoration().line(x - d, y + d, x + d, y - d, "white", 7);
      svg.decoration().line(x - d, y - d, x + d, y + d, MARK, 3.5);
      svg.decoration().line(x - d, y + d, x + d, y - d, MARK, 3.5);
    }
  }
}
