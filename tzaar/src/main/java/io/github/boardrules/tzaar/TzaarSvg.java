package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.svg.SvgBuilder;
import io.github.boardrules.tzaar.internal.TzaarBoard;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Draws a TZAAR position as an SVG picture: a standalone document written as text, no
 * dependencies.
 *
 * <p>The picture shows the 60-point board (its lines, the centre hole E5 shaded), every stack as a
 * piece of its colour and top type and its height written on it when it is 2 or more, and the
 * coordinates of the notation: column letters {@code A}–{@code I} below the board, row
 * numbers at both ends of each row, and the name of every empty point. The three types have
 * distinct marks: a Tzaar a filled gold disc, a Tzarra a gold ring, a Tott none. At the side:
 * a key to the marks, each colour's stacks by top type (a player with none of a type loses) and, in
 * the placement phase, the pieces in hand; the player to move and the phase of his turn, or the
 * result when the game is over. The picture's {@code title} names the game, the player to move
 * and the phase.
 *
 * <p>With a last move, the picture marks it in red: an arrow from the point the stack left to the
 * point it captured or covered, or a circle round a placed piece; the move's notation is written
 * at the side (also for a pass).
 *
 * <pre>{@code
 * Tzaar rules = Tzaar.fixedSetup();
 * TzaarMove move = rules.notation().parse("D5xE6");
 * TzaarState state = rules.play(rules.initialState(), move);
 * String svg = TzaarSvg.render(rules, state, move);
 * Files.writeString(Path.of("tzaar.svg"), svg);
 * }</pre>
 *
 * <p>Every point, and the stack on it, carries {@code data-point} with its name ({@code E4}, upper
 * case as the notation writes it); buttons are the controls {@code pass} and, while the pieces are
 * placed, the pieces in hand: see {@link #clicks}.
 *
 * <p>The methods are pure functions of their arguments and safe to call from any thread.
 */
@API(status = STABLE, since = "0.1.0")
public final class TzaarSvg {
  /** Distance between neighbouring points. */
  static final double SPACING = 50;
  /** Radius of a stack's piece on the board. */
  static final double PIECE_RADIUS = 19;
  /** Radius of the type mark (Tzaar disc, Tzarra ring) on a piece on the board. */
  static final double MARK_RADIUS = 11;
  /** Radius of the pieces of the key at the side. */
  static final double KEY_RADIUS = 10;
  /** Fill of WHITE and BLACK pieces, by {@link TzaarColour#ordinal()}. */
  static final String[] PIECE_FILL = {"#f7f3ea", "#262626"};
  /** Colour of the type marks. */
  static final String GOLD = "#c9a227";
  /** Colour of the last-move marks. */
  static final String MARK_COLOUR = "#d62728";
  /** Colour of the board's lines. */
  static final String LINE_COLOUR = "#8b6d3a";

  private static final String BOARD_FILL = "#ead9b0";
  private static final String BACKGROUND = "#f6f1e6";
  private static final String HOLE_FILL = "#b59a66";
  private static final String SHADOW = "#7a6645";
  private static final String INK = "#333333";
  private static final String TURN_COLOUR = "#1f5fa8";
  private static final double MARGIN = 48;
  private static final double HEADER = 34;
  private static final double PANEL_WIDTH = 250;
  private static final double DX = SPACING * Math.sqrt(3) / 2;
  private static final double DY = SPACING / 2;
  private static final double BOARD_WIDTH = 8 * DX;
  private static final double BOARD_HEIGHT = 16 * DY;

  /** The control of a pass. */
  static final String PASS = "pass";

  private TzaarSvg() {}

  /**
   * Draws a position.
   *
   * <pre>{@code
   * String svg = TzaarSvg.render(rules, rules.initialState());
   * }</pre>
   *
   * @param rules the rules the position belongs to
   * @param state the position
   * @return the SVG document
   */
  public static String render(Tzaar rules, TzaarState state) {
    return draw(rules, state, null);
  }

  /**
   * Draws a position and marks the move that led to it.
   *
   * <pre>{@code
   * TzaarMove move = rules.notation().parse("D5xE6");
   * String svg = TzaarSvg.render(rules, rules.play(before, move), move);
   * }</pre>
   *
   * @param rules the rules the position belongs to
   * @param state the position after {@code lastMove}
   * @param lastMove the move just played
   * @return the SVG document
   * @throws IllegalArgumentException if the position cannot follow the move (the point a stack
   *     left is occupied, the point it went to is empty, or a placed piece is not alone on its
   *     point), naming the move and the point
   */
  public static String render(Tzaar rules, TzaarState state, TzaarMove lastMove) {
    return draw(rules, state, lastMove);
  }

  private static String draw(Tzaar rules, TzaarState state, @Nullable TzaarMove lastMove) {
    if (lastMove != null) {
      requireFollows(state, lastMove);
    }
    double width = MARGIN + BOARD_WIDTH + MARGIN + 20 + PANEL_WIDTH;
    double height = HEADER + MARGIN + BOARD_HEIGHT + MARGIN;
    SvgBuilder svg = new SvgBuilder(width, height);
    Status status = rules.status(state);
    String turn = status.isOver()
        ? "game over: " + status.description()
        : state.colourToMove() + " to move, " + phaseText(state.phase());
    svg.title("TZAAR, " + turn);
    svg.rect(0, 0, width, height, BACKGROUND, "none", 0);
    svg.text(MARGIN / 3, 24, "TZAAR · " + turn, 16, "start", INK);

    board(svg);
    for (TzaarPoint point : TzaarPoint.all()) {
      double x = px(point);
      double y = py(point);
      Optional<TzaarStack> stack = state.stack(point);
      if (stack.isPresent()) {
        piece(svg, point.toString(), x, y, PIECE_RADIUS, stack.get().colour(), stack.get().top(),
            stack.get().height());
      } else {
        svg.point(point.toString()).circle(x, y, 10, BOARD_FILL, "none", 0);
        svg.text(x, y + 3.5, point.toString(), 10, "middle", LINE_COLOUR);
      }
    }
    if (lastMove != null) {
      markMove(svg, lastMove);
    }
    panel(svg, state, lastMove, status, MARGIN + BOARD_WIDTH + MARGIN + 20);
    return svg.toString();
  }

  private static String phaseText(TzaarPhase phase) {
    return switch (phase) {
      case PLACEMENT -> "placing a piece";
      case OPENING -> "opening capture";
      case CAPTURE -> "first action (capture)";
      case SECOND_ACTION -> "second action (capture, stack or pass)";
    };
  }

  /** Checks what can be checked of "state follows lastMove" without the position before it. */
  private static void requireFollows(TzaarState state, TzaarMove move) {
    switch (move.kind()) {
      case CAPTURE, STACK -> {
        TzaarPoint from = move.from().orElseThrow();
        TzaarPoint to = move.to().orElseThrow();
        if (state.height(from) != 0) {
          throw new IllegalArgumentException("The last move " + move + " moved the stack on " + from
              + " away, but in the position " + from + " holds a stack");
        }
        if (state.height(to) == 0) {
          throw new IllegalArgumentException("The last move " + move + " moved a stack to " + to
              + ", but in the position " + to + " is empty");
        }
      }
      case PLACE -> {
        TzaarPoint to = move.to().orElseThrow();
        TzaarPiece piece = move.piece().orElseThrow();
        Optional<TzaarStack> stack = state.stack(to);
        if (stack.isEmpty() || stack.get().height() != 1 || stack.get().colour() != piece.colour()
            || stack.get().top() != piece.type()) {
          throw new IllegalArgumentException("The last move " + move + " placed " + piece.letter() + " on " + to
              + ", but in the position " + to + " holds " + stack.map(TzaarStack::toString).orElse("nothing"));
        }
      }
      default -> {
        // A pass changes no point.
      }
    }
  }

  /** The board: a hexagon, its lines, the centre hole, the coordinates. */
  private static void board(SvgBuilder svg) {
    // The hexagon through the six corners A1, A5, E9, I5, I1, E1, pushed out from the centre.
    int[][] corners = {{0, 4}, {0, 12}, {4, 16}, {8, 12}, {8, 4}, {4, 0}};
    double centreX = cx(4);
    double centreY = cy(8);
    double[] hexagon = new double[12];
    for (int i = 0; i < 6; i++) {
      double x = cx(corners[i][0]);
      double y = cy(corners[i][1]);
      double scale = 1 + 0.75 * SPACING / Math.hypot(x - centreX, y - centreY);
      hexagon[2 * i] = centreX + (x - centreX) * scale;
      hexagon[2 * i + 1] = centreY + (y - centreY) * scale;
    }
    svg.polygon(hexagon, BOARD_FILL, LINE_COLOUR, 2);
    // The centre hole: the hexagon of E5's six neighbours.
    double[] hole = new double[12];
    for (int d = 0; d < 6; d++) {
      hole[2 * d] = cx(4 + TzaarBoard.dx(d));
      hole[2 * d + 1] = cy(8 + TzaarBoard.dy(d));
    }
    svg.polygon(hole, HOLE_FILL, LINE_COLOUR, 1.5);
    // A line between every two neighbouring points; none crosses the hole.
    for (TzaarPoint point : TzaarPoint.all()) {
      for (int d = 0; d < 3; d++) {
        int nx = point.x() + TzaarBoard.dx(d);
        int ny = point.y() + TzaarBoard.dy(d);
        if (nx < 9 && ny >= 0 && ny <= 16 && TzaarBoard.at(nx, ny) >= 0) {
          svg.line(px(point), py(point), cx(nx), cy(ny), LINE_COLOUR, 1.5);
        }
      }
    }
    // Column letters below the board; row numbers at both ends of each row, outside the edge.
    for (int x = 0; x < 9; x++) {
      String letter = String.valueOf((char) ('A' + x));
      svg.text(cx(x), cy(TzaarBoard.firstDoubledRow(x)) + 0.75 * SPACING + 5, letter, 15, "middle", INK);
    }
    double outX = 0.6 * SPACING * Math.sqrt(3) / 2;
    double outY = 0.6 * SPACING / 2;
    for (int row = 1; row <= 9; row++) {
      // The ends of a row: columns A and I for rows 1-5 (on the left and right edges); the tops of
      // columns B-E and H-E for rows 6-9 (on the upper edges).
      int left = row <= 5 ? 0 : row - 5;
      int right = 8 - left;
      double leftY = cy(2 * (row - 1) + TzaarBoard.firstDoubledRow(left));
      double rightY = cy(2 * (row - 1) + TzaarBoard.firstDoubledRow(right));
      double up = row <= 5 ? 0 : outY;
      double side = row <= 5 ? 0.6 * SPACING : outX;
      svg.text(cx(left) - side, leftY - up + 5, Integer.toString(row), 14, "middle", INK);
      svg.text(cx(right) + side, rightY - up + 5, Integer.toString(row), 14, "middle", INK);
    }
  }

  /** A stack: a disc of its colour (a shadow beneath when it is 2 or more high), its type's mark, its height. */
  private static void piece(SvgBuilder svg, @Nullable String point, double x, double y, double r,
      TzaarColour colour, TzaarType type, int height) {
    String fill = PIECE_FILL[colour.ordinal()];
    String edge = colour == TzaarColour.WHITE ? "#6b6b6b" : "#000000";
    if (height > 1) {
      svg.circle(x + 2.5, y + 3, r, SHADOW, "none", 0);
    }
    name(svg, point).circle(x, y, r, fill, edge, 1.2);
    double mark = r * MARK_RADIUS / PIECE_RADIUS;
    if (type == TzaarType.TZAAR) {
      name(svg, point).circle(x, y, mark, GOLD, "none", 0);
    } else if (type == TzaarType.TZARRA) {
      name(svg, point).circle(x, y, mark, "none", GOLD, 3);
    }
    if (height > 1) {
      String ink = type == TzaarType.TZAAR || colour == TzaarColour.WHITE ? "#000000" : "#ffffff";
      svg.text(x, y + 5, Integer.toString(height), 14, "middle", ink);
    }
  }

  // The last move's marks lie over points a player may click next: decorations let clicks through.
  private static void markMove(SvgBuilder svg, TzaarMove move) {
    TzaarPoint to = move.to().orElse(null);
    if (to == null) {
      return;
    }
    double x2 = px(to);
    double y2 = py(to);
    Optional<TzaarPoint> from = move.from();
    if (from.isPresent()) {
      double x1 = px(from.get());
      double y1 = py(from.get());
      svg.decoration().circle(x1, y1, 5, MARK_COLOUR, "none", 0);
      double length = Math.hypot(x2 - x1, y2 - y1);
      double ux = (x2 - x1) / length;
      double uy = (y2 - y1) / length;
      double tipX = x2 - ux * (PIECE_RADIUS + 4);
      double tipY = y2 - uy * (PIECE_RADIUS + 4);
      double baseX = tipX - ux * 12;
      double baseY = tipY - uy * 12;
      svg.decoration().line(x1, y1, baseX, baseY, MARK_COLOUR, 3);
      svg.decoration().polygon(new double[] {tipX, tipY, baseX - uy * 6, baseY + ux * 6, baseX + uy * 6, baseY - ux * 6},
          MARK_COLOUR, "none", 0);
    }
    svg.decoration().circle(x2, y2, PIECE_RADIUS + 3, "none", MARK_COLOUR, 3);
  }

  private static void panel(SvgBuilder svg, TzaarState state, @Nullable TzaarMove lastMove, Status status,
      double left) {
    double y = HEADER + MARGIN;
    TzaarType[] types = TzaarType.values();
    String[] names = {"Tzaar", "Tzarra", "Tott"};
    svg.text(left, y, "Key", 14, "start", INK);
    for (int t = 0; t < 3; t++) {
      double x = left + KEY_RADIUS + t * 78;
      piece(svg, null, x, y + 22, KEY_RADIUS, TzaarColour.WHITE, types[t], 1);
      svg.text(x + KEY_RADIUS + 4, y + 27, names[t], 12, "start", INK);
    }
    y += 66;
    boolean placing = state.phase() == TzaarPhase.PLACEMENT;
    for (TzaarColour colour : TzaarColour.values()) {
      boolean moving = status.isOngoing() && state.colourToMove() == colour;
      svg.text(left, y, colour + " (" + colour.player() + ")" + (moving ? "  ◀ to move" : ""), 14, "start",
          moving ? TURN_COLOUR : INK);
      StringBuilder tops = new StringBuilder("on top: ");
      StringBuilder hand = new StringBuilder("in hand: ");
      for (int t = 0; t < 3; t++) {
        tops.append(t == 0 ? "" : ", ").append(names[t]).append(' ').append(state.topCount(colour, types[t]));
        hand.append(t == 0 ? "" : ", ").append(names[t]).append(' ').append(state.piecesInHand(colour, types[t]));
      }
      svg.text(left, y + 20, tops.toString(), 12, "start", INK);
      svg.text(left, y + 36, stackCountText(state, colour), 12, "start", INK);
      if (placing && status.isOngoing()) {
        svg.text(left, y + 52, hand.toString(), 12, "start", INK);
        for (int t = 0; t < 3; t++) {
          svg.control(supplyControl(TzaarPiece.of(colour, types[t])), names[t], left + t * 66, y + 60, 60, 20);
        }
        y += 44;
      }
      y += 62;
    }
    if (!status.isOver()) {
      svg.text(left, y, "Phase:", 12, "start", INK);
      svg.text(left, y + 16, phaseText(state.phase()), 12, "start", INK);
      y += 42;
    }
    if (status.isOngoing()) {
      svg.control(PASS, "Pass", left, y - 14, 60, 22);
    }
    y += 32;
    if (lastMove != null) {
      svg.text(left, y, "Last move: " + lastMove, 14, "start", MARK_COLOUR);
      y += 26;
    }
    if (status.isOver()) {
      svg.text(left, y, "Game over", 14, "start", INK);
      svg.text(left, y + 18, status.description(), 11, "start", INK);
    }
  }

  /** Names the next shape as a point, when there is one. */
  private static SvgBuilder name(SvgBuilder svg, @Nullable String point) {
    return point == null ? svg : svg.point(point);
  }

  /**
   * Returns the points a user clicks to make a move, as the picture names them ({@code
   * data-point}): a capture's or a stacking move's point from and point to; a placement's piece
   * in hand ({@code supply-white-tott}, drawn as a button while the pieces are placed), then its
   * point; a pass is {@code pass}.
   *
   * <pre>{@code
   * TzaarSvg.clicks(TzaarMove.parse("D4xD5"));   // [D4, D5]
   * TzaarSvg.clicks(TzaarMove.parse("a@E4"));    // [supply-white-tzaar, E4]
   * }</pre>
   *
   * @param move the move
   * @return its click sequence
   */
  public static List<String> clicks(TzaarMove move) {
    List<String> points = new ArrayList<>(2);
    switch (move.kind()) {
      case PASS -> points.add(PASS);
      case PLACE -> {
        points.add(supplyControl(move.piece().orElseThrow()));
        points.add(move.to().orElseThrow().toString());
      }
      default -> {
        points.add(move.from().orElseThrow().toString());
        points.add(move.to().orElseThrow().toString());
      }
    }
    return points;
  }

  /** The control of a piece in hand, such as {@code supply-black-tzarra}. */
  static String supplyControl(TzaarPiece piece) {
    return "supply-" + piece.colour().name().toLowerCase(Locale.ROOT) + "-"
        + piece.type().name().toLowerCase(Locale.ROOT);
  }

  private static String stackCountText(TzaarState state, TzaarColour colour) {
    int stacks = state.stackCount(colour);
    int pieces = 0;
    for (TzaarType type : TzaarType.values()) {
      pieces += state.piecesOnBoard(colour, type);
    }
    return stacks + (stacks == 1 ? " stack, " : " stacks, ") + pieces + (pieces == 1 ? " piece" : " pieces");
  }

  private static double cx(int x) {
    return MARGIN + x * DX;
  }

  private static double cy(int doubledRow) {
    return HEADER + MARGIN + (16 - doubledRow) * DY;
  }

  private static double px(TzaarPoint point) {
    return cx(point.x());
  }

  private static double py(TzaarPoint point) {
    return cy(point.y());
  }
}
