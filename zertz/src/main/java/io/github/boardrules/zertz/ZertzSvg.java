package io.github.boardrules.zertz;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.svg.SvgBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Draws a ZÈRTZ position as an SVG picture: a standalone document written as text, no
 * dependencies.
 *
 * <p>The picture shows the rings still on the board (grey rings; the places of removed rings as
 * faint outlines), the marbles on them in white, grey and black, the name of every ring as in the
 * move notation ({@code a1}, {@code d4}: small, inside the ring or on its marble) and the column
 * letters above and below the board. At the side: the pool, each player's captured marbles
 * (counts next to a marble of each colour), the winning sets of the marble set, and the player to
 * move (or the result, when the game is over). The picture's {@code title} names the game and the
 * player to move.
 *
 * <p>Every ring carries {@code data-point} with its name, as do the marbles on rings; the pool's
 * three marbles are the controls {@code supply-white}, {@code supply-grey} and {@code
 * supply-black}, and a button is the control {@code pass}: see {@link #clicks}.
 *
 * <p>With a last move, the picture marks it in red: a placement's marble is circled and its
 * removed ring crossed out; a capture chain's path is drawn as a line from the jumping marble's
 * start to where it landed, with an arrowhead; the move's notation is written at the side (also
 * for a pass).
 *
 * <pre>{@code
 * Zertz rules = Zertz.standard();
 * ZertzMove move = rules.notation().parse("Bd4,a1");
 * ZertzState state = rules.play(rules.initialState(), move);
 * String svg = ZertzSvg.render(rules, state, move);
 * Files.writeString(Path.of("zertz.svg"), svg);
 * }</pre>
 *
 * <p>The methods are pure functions of their arguments and safe to call from any thread.
 */
@API(status = STABLE, since = "0.1.0")
public final class ZertzSvg {
  /** Distance between the centres of neighbouring rings. */
  static final double SPACING = 52;
  /** Outer radius of a ring, at the middle of its stroke. */
  static final double RING_RADIUS = 21;
  /** Radius of a marble on the board. */
  static final double MARBLE_RADIUS = 15;
  /** Radius of a marble in the side panel. */
  static final double PANEL_MARBLE_RADIUS = 8;
  /** Stroke colour of a ring on the board. */
  static final String RING_COLOUR = "#7d8590";
  /** Stroke colour of the place of a removed ring. */
  static final String REMOVED_COLOUR = "#ddd5c5";
  /** Colour of the last-move marks. */
  static final String MARK_COLOUR = "#d62728";
  /** Fill of white, grey and black marbles, by {@link Marble#ordinal()}. */
  static final String[] MARBLE_FILL = {"#fbfaf5", "#9b9b9b", "#1e1e1e"};

  private static final String BACKGROUND = "#f4efe4";
  private static final String INK = "#333333";
  private static final String TURN_COLOUR = "#1f5fa8";
  private static final double MARGIN = 36;
  private static final double HEADER = 34;
  private static final double PANEL_WIDTH = 230;
  private static final double DX = SPACING * Math.sqrt(3) / 2;
  private static final double DY = SPACING / 2;

  /** The control of a pass. */
  static final String PASS = "pass";

  private ZertzSvg() {}

  /**
   * Returns the points a user clicks to make a move, as the picture names them ({@code
   * data-point}): a placement is the marble's colour in the supply ({@code supply-white}, {@code
   * supply-grey}, {@code supply-black}), the ring placed on and the ring removed, if any; a capture
   * is the jumping marble's ring, then each landing ring; a pass is {@code pass}.
   *
   * <pre>{@code
   * ZertzSvg.clicks(notation.parse("Bd4,a1"));   // [supply-black, d4, a1]
   * ZertzSvg.clicks(notation.parse("xd4-f4"));   // [d4, f4]
   * }</pre>
   *
   * @param move the move
   * @return its click sequence
   */
  public static List<String> clicks(ZertzMove move) {
    ZertzBoard board = move.board();
    List<String> points = new ArrayList<>();
    switch (move.kind()) {
      case PLACEMENT -> {
        points.add(supplyControl(move.marble()));
        points.add(board.cellName(move.cell()));
        move.removedRing().ifPresent(ring -> points.add(board.cellName(ring)));
      }
      case CAPTURE -> {
        for (int cell : move.path()) {
          points.add(board.cellName(cell));
        }
      }
      default -> points.add(PASS);
    }
    return points;
  }

  /** The supply control of a marble colour, such as {@code supply-white}. */
  static String supplyControl(Marble marble) {
    return "supply-" + marble.name().toLowerCase(Locale.ROOT);
  }

  /**
   * Draws a position.
   *
   * <pre>{@code
   * String svg = ZertzSvg.render(rules, rules.initialState());
   * }</pre>
   *
   * @param rules the rules the position belongs to (its board and marble set)
   * @param state the position
   * @return the SVG document
   * @throws IllegalArgumentException if the state is on another board than the rules
   */
  public static String render(Zertz rules, ZertzState state) {
    return draw(rules, state, null);
  }

  /**
   * Draws a position and marks the move that led to it.
   *
   * <pre>{@code
   * ZertzMove move = rules.notation().parse("xd4-d6");
   * String svg = ZertzSvg.render(rules, rules.play(before, move), move);
   * }</pre>
   *
   * @param rules the rules the position belongs to (its board and marble set)
   * @param state the position after {@code lastMove}
   * @param lastMove the move just played
   * @return the SVG document
   * @throws IllegalArgumentException if the state or the move is on another board than the rules,
   *     or the position cannot follow the move (a placement's removed ring is still there, or the
   *     ring a marble was placed on or jumped to holds no marble), naming the move and the ring
   */
  public static String render(Zertz rules, ZertzState state, ZertzMove lastMove) {
    return draw(rules, state, lastMove);
  }

  private static String draw(Zertz rules, ZertzState state, @Nullable ZertzMove lastMove) {
    ZertzBoard board = rules.board();
    if (state.board() != board) {
      throw new IllegalArgumentException(
          "The position is on the " + state.board() + " but the rules play on the " + board);
    }
    if (lastMove != null) {
      requireFollows(state, lastMove, board);
    }
    int maxY = board.geometry().maxDoubledRow();
    double boardWidth = (board.columnCount() - 1) * DX + 2 * RING_RADIUS;
    double boardHeight = maxY * DY + 2 * RING_RADIUS;
    double width = MARGIN + boardWidth + MARGIN + PANEL_WIDTH;
    double height = Math.max(HEADER + MARGIN + boardHeight + MARGIN, HEADER + 330);
    SvgBuilder svg = new SvgBuilder(width, height);
    Status status = rules.status(state);
    String turn = status.isOver() ? "game over: " + status.description() : state.toMove() + " to move";
    svg.title("ZÈRTZ, " + turn);
    svg.rect(0, 0, width, height, BACKGROUND, "none", 0);
    svg.text(MARGIN / 2, 24, "ZÈRTZ · " + board.ringCount() + " rings · " + turn, 16, "start", INK);

    // Column letters above and below each column.
    for (int x = 0; x < board.columnCount(); x++) {
      int first = board.geometry().firstDoubledRow(x);
      int last = first + 2 * (board.columnLength(x) - 1);
      String letter = String.valueOf((char) ('a' + x));
      svg.text(cx(x), cy(board, last) - RING_RADIUS - 8, letter, 14, "middle", INK);
      svg.text(cx(x), cy(board, first) + RING_RADIUS + 19, letter, 14, "middle", INK);
    }

    // Rings, faint places of removed rings, marbles and ring names.
    for (int cell = 0; cell < board.ringCount(); cell++) {
      double x = cx(board.column(cell));
      double y = cy(board, board.geometry().doubledRow(cell));
      String name = board.cellName(cell);
      if (!state.hasRing(cell)) {
        svg.circle(x, y, RING_RADIUS, "none", REMOVED_COLOUR, 1.5);
        svg.text(x, y + 4, name, 10, "middle", REMOVED_COLOUR);
        continue;
      }
      svg.point(name).circle(x, y, RING_RADIUS, BACKGROUND, RING_COLOUR, 5);
      Optional<Marble> marble = state.marbleAt(cell);
      if (marble.isPresent()) {
        Marble colour = marble.get();
        svg.point(name).circle(x, y, MARBLE_RADIUS, MARBLE_FILL[colour.ordinal()], INK, 1);
        svg.text(x, y + 4, name, 10, "middle", colour == Marble.WHITE ? "#555555" : "#ffffff");
      } else {
        svg.text(x, y + 4, name, 10, "middle", "#555555");
      }
    }

    if (lastMove != null) {
      markMove(svg, board, lastMove);
    }

    panel(svg, rules, state, lastMove, MARGIN + boardWidth + MARGIN, status);
    return svg.toString();
  }

  /** Checks what can be checked of "state follows lastMove" without the position before it. */
  private static void requireFollows(ZertzState state, ZertzMove move, ZertzBoard board) {
    if (move.board() != board) {
      throw new IllegalArgumentException(
          "The last move " + move + " names rings of the " + move.board() + " but the rules play on the " + board);
    }
    switch (move.kind()) {
      case PLACEMENT:
        OptionalInt removed = move.removedRing();
        if (removed.isPresent() && state.hasRing(removed.getAsInt())) {
          throw new IllegalArgumentException("The last move " + move + " removed ring "
              + board.cellName(removed.getAsInt()) + ", but the position still has it");
        }
        requireMarble(state, move, move.cell(), board);
        break;
      case CAPTURE:
        int[] path = move.path();
        requireMarble(state, move, path[path.length - 1], board);
        break;
      default:
        break;
    }
  }

  /** A marble placed or landed on a ring is there, unless an isolation took it with its ring. */
  private static void requireMarble(ZertzState state, ZertzMove move, int cell, ZertzBoard board) {
    if (state.hasRing(cell) && state.marbleAt(cell).isEmpty()) {
      throw new IllegalArgumentException("The last move " + move + " left a marble on ring "
          + board.cellName(cell) + ", but in the position that ring is vacant");
    }
  }

  // The last move's marks lie over rings a player may click next: decorations, which let clicks through.
  private static void markMove(SvgBuilder svg, ZertzBoard board, ZertzMove move) {
    switch (move.kind()) {
      case PLACEMENT: {
        int cell = move.cell();
        svg.decoration().circle(px(board, cell), py(board, cell), MARBLE_RADIUS + 3, "none", MARK_COLOUR, 3);
        OptionalInt removed = move.removedRing();
        if (removed.isPresent()) {
          double x = px(board, removed.getAsInt());
          double y = py(board, removed.getAsInt());
          double r = RING_RADIUS * 0.7;
          svg.decoration().line(x - r, y - r, x + r, y + r, MARK_COLOUR, 3);
          svg.decoration().line(x - r, y + r, x + r, y - r, MARK_COLOUR, 3);
        }
        break;
      }
      case CAPTURE: {
        int[] path = move.path();
        svg.decoration().circle(px(board, path[0]), py(board, path[0]), 5, MARK_COLOUR, "none", 0);
        for (int i = 1; i < path.length; i++) {
          double x1 = px(board, path[i - 1]);
          double y1 = py(board, path[i - 1]);
          double x2 = px(board, path[i]);
          double y2 = py(board, path[i]);
          if (i < path.length - 1) {
            svg.decoration().line(x1, y1, x2, y2, MARK_COLOUR, 3);
            svg.decoration().circle(x2, y2, 4, MARK_COLOUR, "none", 0);
          } else {
            arrow(svg, x1, y1, x2, y2);
          }
        }
        int end = path[path.length - 1];
        svg.decoration().circle(px(board, end), py(board, end), MARBLE_RADIUS + 3, "none", MARK_COLOUR, 3);
        break;
      }
      default:
        break;
    }
  }

  /** A line that stops at the edge of the landing marble, with an arrowhead there. */
  private static void arrow(SvgBuilder svg, double x1, double y1, double x2, double y2) {
    double length = Math.hypot(x2 - x1, y2 - y1);
    double ux = (x2 - x1) / length;
    double uy = (y2 - y1) / length;
    double tipX = x2 - ux * (MARBLE_RADIUS + 4);
    double tipY = y2 - uy * (MARBLE_RADIUS + 4);
    double baseX = tipX - ux * 12;
    double baseY = tipY - uy * 12;
    svg.decoration().line(x1, y1, baseX, baseY, MARK_COLOUR, 3);
    svg.decoration().polygon(new double[] {tipX, tipY, baseX - uy * 6, baseY + ux * 6, baseX + uy * 6, baseY - ux * 6},
        MARK_COLOUR, "none", 0);
  }

  private static void panel(
      SvgBuilder svg, Zertz rules, ZertzState state, @Nullable ZertzMove lastMove, double left,
      Status status) {
    double y = HEADER + MARGIN;
    svg.text(left, y, "Pool", 14, "start", INK);
    int[] pool = new int[3];
    for (Marble m : Marble.values()) {
      pool[m.ordinal()] = state.pool(m);
    }
    counts(svg, left, y + 22, pool, true);
    y += 62;
    for (Player p : Player.values()) {
      boolean moving = status.isOngoing() && state.toMove() == p;
      svg.text(left, y, p + " holds" + (moving ? "  ◀ to move" : ""), 14, "start", moving ? TURN_COLOUR : INK);
      int[] held = new int[3];
      for (Marble m : Marble.values()) {
        held[m.ordinal()] = state.captured(p, m);
      }
      counts(svg, left, y + 22, held, false);
      y += 62;
    }
    MarbleSet set = rules.marbleSet();
    svg.text(left, y, "Wins: " + set.needed(Marble.WHITE) + " white, " + set.needed(Marble.GREY) + " grey,",
        12, "start", INK);
    svg.text(left, y + 16, set.needed(Marble.BLACK) + " black or " + set.eachNeeded() + " of each", 12, "start", INK);
    y += 44;
    if (lastMove != null) {
      svg.text(left, y, "Last move: " + lastMove, 14, "start", MARK_COLOUR);
      y += 24;
    }
    if (status.isOngoing()) {
      svg.control(PASS, "Pass", left, y - 14, 60, 22);
    }
    y += 32;
    if (status.isOver()) {
      svg.text(left, y, "Game over", 14, "start", INK);
      svg.text(left, y + 18, status.description(), 12, "start", INK);
    }
  }

  /** Three marbles (white, grey, black) with their counts; the pool's are the supply controls. */
  private static void counts(SvgBuilder svg, double left, double y, int[] counts, boolean supply) {
    for (int colour = 0; colour < 3; colour++) {
      double x = left + PANEL_MARBLE_RADIUS + colour * 62;
      if (supply) {
        svg.point(supplyControl(Marble.values()[colour]));
      }
      svg.circle(x, y - 5, PANEL_MARBLE_RADIUS, MARBLE_FILL[colour], INK, 1);
      svg.text(x + PANEL_MARBLE_RADIUS + 5, y, "× " + counts[colour], 13, "start", INK);
    }
  }

  private static double cx(int column) {
    return MARGIN + RING_RADIUS + column * DX;
  }

  private static double cy(ZertzBoard board, int doubledRow) {
    return HEADER + MARGIN + RING_RADIUS + (board.geometry().maxDoubledRow() - doubledRow) * DY;
  }

  private static double px(ZertzBoard board, int cell) {
    return cx(board.column(cell));
  }

  private static double py(ZertzBoard board, int cell) {
    return cy(board, board.geometry().doubledRow(cell));
  }
}
