package io.github.boardrules.pylos;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.MoveInput;
import io.github.boardrules.core.svg.SvgBuilder;
import io.github.boardrules.pylos.internal.Board;
import java.util.ArrayList;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Draws a Pylos position as an SVG picture: the four levels side by side (4x4, 3x3, 2x2 and the
 * top, each centred on the one below like a pyramid seen from above and pulled apart), every spot
 * named as in the notation ({@code c2}, {@code 1a3}, {@code 3a1}) with its ball in the player's
 * colour, the rows and columns labelled, the reserves of both players as rows of small balls, and
 * the player to move (or how the game ended).
 *
 * <pre>{@code
 * Pylos rules = Pylos.standard();
 * PylosMove move = rules.notation().parse("b2");
 * PylosState state = rules.play(rules.initialState(), move);
 * String svg = PylosSvg.render(rules, state);          // a standalone SVG document
 * String marked = PylosSvg.render(rules, state, move); // the same, with b2 ringed
 * Files.writeString(Path.of("pylos.svg"), marked);
 * }</pre>
 *
 * <p>LIGHT balls are cream, DARK balls dark brown. An empty spot a ball may be placed on now (on
 * the base, or resting on four balls) is drawn as a hollow; an empty spot not yet supported as a
 * faint outline. With a last move the spot the ball was placed or raised to gets an orange ring,
 * the spot a raised ball left a thin orange ring, and each ball taken back a red cross on its
 * (now empty) spot; the move's notation is written under the reserves.
 *
 * <p>Every spot carries {@code data-point} with its name; a button is the control {@code done}:
 * see {@link #clicks}.
 *
 * <p>The picture is written as text with core's {@link SvgBuilder}; it needs no library and no
 * fonts beyond a sans-serif one. The class has no state and is thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class PylosSvg {
  /** Distance between neighbouring spots on a level. */
  static final double STEP = 48;
  /** Radius of a ball on the board (and of the outline of an empty spot). */
  static final double BALL_RADIUS = 21;
  /** Radius of a ball in a reserve. */
  static final double RESERVE_RADIUS = 9;
  /** Fill of a LIGHT ball. */
  static final String LIGHT_FILL = "#f6efdc";
  /** Fill of a DARK ball. */
  static final String DARK_FILL = "#4b2e1a";
  /** Outline of the spot the last move placed or raised a ball to, and of the spot it left. */
  static final String MOVE_MARK = "#e8590c";
  /** Colour of the cross on a ball taken back. */
  static final String TAKE_BACK_MARK = "#d0021b";

  private static final String BOARD_FILL = "#e3cfa4";
  private static final String BOARD_EDGE = "#8b6b3d";
  private static final String LIGHT_EDGE = "#6b5637";
  private static final String DARK_EDGE = "#1c0f06";
  private static final String HOLLOW_FILL = "#d4bb8a";
  private static final String LABEL = "#3b2f20";
  private static final String FAINT = "#b39a6c";

  private static final double MARGIN = 24;
  private static final double HEADER = 58;
  private static final double GAP = 36;
  private static final double LABEL_SPACE = 18;

  private PylosSvg() {}

  /**
   * Draws a position.
   *
   * @param rules the rules, for the rule set and the game's status
   * @param state the position
   * @return a standalone SVG document
   */
  public static String render(Pylos rules, PylosState state) {
    return draw(rules, state, null);
  }

  /**
   * Draws a position and marks the move that led to it: the spot the ball went to, the spot a
   * raised ball came from and the balls taken back. The move is drawn as given; it is not checked
   * against the position.
   *
   * @param rules the rules, for the rule set and the game's status
   * @param state the position after {@code lastMove}
   * @param lastMove the move to mark
   * @return a standalone SVG document
   */
  public static String render(Pylos rules, PylosState state, PylosMove lastMove) {
    return draw(rules, state, lastMove);
  }

  /**
   * Returns the points a user clicks to make a move, as the picture names them ({@code
   * data-point}): a placement's spot, or a raise's spot from and spot to; then each ball taken
   * back, in the notation's order. Where a move's points begin a longer move's (a placement that
   * could also take balls back), {@link MoveInput} ends it with the control {@code done}, which the
   * picture draws.
   *
   * <pre>{@code
   * PylosSvg.clicks(notation.parse("b2xb2,c1"));   // [b2, b2, c1]
   * PylosSvg.clicks(notation.parse("a1-1b2"));     // [a1, 1b2]
   * }</pre>
   *
   * @param move the move
   * @return its click sequence
   */
  public static List<String> clicks(PylosMove move) {
    List<String> points = new ArrayList<>(4);
    move.from().ifPresent(from -> points.add(PylosSpots.name(from)));
    points.add(PylosSpots.name(move.to()));
    long takeBacks = move.takeBackMask();
    if (takeBacks != 0) {
      int high = 63 - Long.numberOfLeadingZeros(takeBacks);
      int low = Long.numberOfTrailingZeros(takeBacks);
      // As the notation writes them: the upper ball first, the order in which they can be taken.
      boolean lowFirst = low != high && Board.level(low) == Board.level(high);
      points.add(PylosSpots.name(lowFirst ? low : high));
      if (low != high) {
        points.add(PylosSpots.name(lowFirst ? high : low));
      }
    }
    return points;
  }

  /** Returns the x of the left edge of a level's grid. */
  static double levelLeft(int level) {
    double x = MARGIN + LABEL_SPACE;
    for (int k = 0; k < level; k++) {
      x += (4 - k) * STEP + GAP + LABEL_SPACE;
    }
    return x;
  }

  /** Returns the centre x of a spot. */
  static double spotX(int spot) {
    return levelLeft(PylosSpots.level(spot)) + (PylosSpots.column(spot) + 0.5) * STEP;
  }

  /** Returns the centre y of a spot: rows from the bottom, each level centred on the base. */
  static double spotY(int spot) {
    int level = PylosSpots.level(spot);
    int n = 4 - level;
    double top = HEADER + 22 + (4 - n) * STEP / 2;
    return top + (n - 1 - PylosSpots.row(spot) + 0.5) * STEP;
  }

  private static String draw(Pylos rules, PylosState state, @Nullable PylosMove lastMove) {
    double width = levelLeft(3) + STEP + MARGIN;
    double boardBottom = HEADER + 22 + 4 * STEP;
    double reservesTop = boardBottom + 34;
    double height = reservesTop + 2 * 30 + (lastMove != null ? 28 : 0) + MARGIN / 2;
    SvgBuilder svg = new SvgBuilder(width, height);
    Status status = rules.status(state);
    String toMove = Pylos.colour(state.toMove());
    String situation = status.isOver()
        ? "game over, " + (status.winner().isPresent() ? "" : "a draw: ") + status.description()
        : toMove + " to move";
    svg.title("Pylos (" + ruleSetName(rules.ruleSet()) + " rules): " + situation + ", ply "
        + state.plies());
    svg.rect(0, 0, width, height, "#fbf6ea", "none", 0);
    svg.text(MARGIN, 26, "Pylos, " + ruleSetName(rules.ruleSet()) + " rules, ply " + state.plies(),
        16, "start", LABEL);
    svg.text(MARGIN, 46, situation, 13, "start", LABEL);

    long balls = state.light() | state.dark();
    for (int level = 0; level < 4; level++) {
      int n = 4 - level;
      double left = levelLeft(level);
      double top = spotY(PylosSpots.index(level, 0, n - 1)) - STEP / 2;
      svg.text(left + n * STEP / 2, top - 8, "level " + level, 13, "middle", LABEL);
      svg.rect(left, top, n * STEP, n * STEP, BOARD_FILL, BOARD_EDGE, 1.5);
      for (int i = 0; i < n; i++) {
        svg.text(left + (i + 0.5) * STEP, top + n * STEP + 15, String.valueOf((char) ('a' + i)),
            12, "middle", LABEL);
        svg.text(left - 8, top + (n - 1 - i + 0.5) * STEP + 4, String.valueOf((char) ('1' + i)),
            12, "middle", LABEL);
      }
      for (int row = 0; row < n; row++) {
        for (int column = 0; column < n; column++) {
          int spot = PylosSpots.index(level, column, row);
          drawSpot(svg, state, spot, balls);
        }
      }
    }

    drawReserve(svg, state, Player.FIRST, reservesTop, status.isOngoing());
    drawReserve(svg, state, Player.SECOND, reservesTop + 30, status.isOngoing());
    if (status.isOngoing()) {
      svg.control(MoveInput.DONE, "Done", width - MARGIN - 56, reservesTop + 2, 56, 22);
    }

    if (lastMove != null) {
      markMove(svg, lastMove);
      svg.text(MARGIN, reservesTop + 2 * 30 + 14, "last move: " + lastMove, 13, "start", LABEL);
    }
    return svg.toString();
  }

  private static void drawSpot(SvgBuilder svg, PylosState state, int spot, long balls) {
    double x = spotX(spot);
    double y = spotY(spot);
    long bit = 1L << spot;
    String name = PylosSpots.name(spot);
    svg.point(name);
    if ((state.light() & bit) != 0) {
      svg.circle(x, y, BALL_RADIUS, LIGHT_FILL, LIGHT_EDGE, 1.5);
      svg.text(x, y + 4, name, 11, "middle", "#5a4a30");
    } else if ((state.dark() & bit) != 0) {
      svg.circle(x, y, BALL_RADIUS, DARK_FILL, DARK_EDGE, 1.5);
      svg.text(x, y + 4, name, 11, "middle", "#f0e2c4");
    } else {
      long support = PylosSpots.supportOf(spot);
      boolean supported = (balls & support) == support;
      if (supported) {
        svg.circle(x, y, BALL_RADIUS, HOLLOW_FILL, BOARD_EDGE, 1);
        svg.text(x, y + 4, name, 11, "middle", LABEL);
      } else {
        svg.circle(x, y, BALL_RADIUS, "none", FAINT, 0.8);
        svg.text(x, y + 4, name, 11, "middle", FAINT);
      }
    }
  }

  private static void drawReserve(
      SvgBuilder svg, PylosState state, Player player, double top, boolean ongoing) {
    double y = top + 12;
    int reserve = state.reserve(player);
    boolean moving = ongoing && state.toMove() == player;
    if (moving) {
      svg.polygon(new double[] {MARGIN - 14, y - 7, MARGIN - 2, y, MARGIN - 14, y + 7},
          MOVE_MARK, "none", 0);
    }
    svg.text(MARGIN, y + 5, Pylos.colour(player) + " reserve " + reserve
        + (moving ? " (to move)" : ""), 13, "start", LABEL);
    double x0 = MARGIN + 215;
    boolean light = player == Player.FIRST;
    for (int i = 0; i < reserve; i++) {
      svg.circle(x0 + i * 2.4 * RESERVE_RADIUS, y, RESERVE_RADIUS,
          light ? LIGHT_FILL : DARK_FILL, light ? LIGHT_EDGE : DARK_EDGE, 1);
    }
  }

  // The last move's marks lie over points a player may click next: decorations let clicks through.
  private static void markMove(SvgBuilder svg, PylosMove move) {
    if (move.isRaise()) {
      int from = move.fromSpot();
      svg.decoration().circle(spotX(from), spotY(from), BALL_RADIUS - 4, "none", MOVE_MARK, 2.5);
    }
    int to = move.to();
    svg.decoration().circle(spotX(to), spotY(to), BALL_RADIUS + 3, "none", MOVE_MARK, 4);
    for (long rest = move.takeBackMask(); rest != 0; rest &= rest - 1) {
      int spot = Long.numberOfTrailingZeros(rest);
      double x = spotX(spot);
      double y = spotY(spot);
      double d = BALL_RADIUS * 0.6;
      svg.decoration().line(x - d, y - d, x + d, y + d, TAKE_BACK_MARK, 3.5);
      svg.decoration().line(x - d, y + d, x + d, y - d, TAKE_BACK_MARK, 3.5);
    }
  }

  private static String ruleSetName(PylosRuleSet ruleSet) {
    switch (ruleSet) {
      case CHILDREN:
        return "children's";
      case MATURE:
        return "mature";
      default:
        return "standard";
    }
  }
}
