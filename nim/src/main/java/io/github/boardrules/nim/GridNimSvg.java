package io.github.boardrules.nim;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.MoveInput;
import io.github.boardrules.core.svg.SvgBuilder;
import io.github.boardrules.nim.internal.GridPoints;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Pictures of grid NIM positions as SVG documents (written as text, no dependencies): the grid
 * with coordinates {@code a..} below and {@code 1..} on the left, a golden ball on every point
 * that still holds one and a faint empty circle where a ball has been taken; and, when asked, the
 * last move: blue rings on the points it emptied, joined by a line.
 *
 * <p>Every point carries {@code data-point} with its name ({@code b3}); a button is the control
 * {@code done}: see {@link #clicks}.
 *
 * <pre>{@code
 * GridNim rules = GridNim.standard();
 * GridNimMove move = rules.notation().parse("b2-b4");
 * GridNimState state = rules.play(rules.initialState(), move);
 * Files.writeString(Path.of("nim.svg"), GridNimSvg.render(rules, state, move));
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class GridNimSvg {
  /** The fill of a ball. */
  static final String BALL_FILL = "#d9a441";

  /** The outline of a point whose ball has been taken. */
  static final String TAKEN_STROKE = "#a08a66";

  /** The colour of the last move's rings and line. */
  static final String MARK = "#1f6fd0";

  private static final double CELL = 48;
  private static final double LEFT = 34;
  private static final double TOP = 40;
  private static final String TEXT = "#222222";

  private GridNimSvg() {}

  /**
   * Draws a position.
   *
   * @param rules the rules the position belongs to
   * @param state the position
   * @return a standalone SVG document; its title names the game and the player to move, or says
   *     that the game is over
   * @throws IllegalArgumentException if the state's grid is not the rules'
   */
  public static String render(GridNim rules, GridNimState state) {
    return draw(rules, state, null);
  }

  /**
   * Draws a position and marks the move that led to it: a ring on each point it emptied, and a
   * line from the first of them to the last.
   *
   * @param rules the rules the position belongs to
   * @param state the position after {@code lastMove}
   * @param lastMove the move just played
   * @return a standalone SVG document
   * @throws IllegalArgumentException if the state's grid or the move's is not the rules'
   */
  public static String render(GridNim rules, GridNimState state, GridNimMove lastMove) {
    Objects.requireNonNull(lastMove, "lastMove");
    return draw(rules, state, lastMove);
  }

  private static String draw(GridNim rules, GridNimState state, @Nullable GridNimMove lastMove) {
    int rows = rules.rows();
    int columns = rules.columns();
    if (state.rows() != rows || state.columns() != columns) {
      throw new IllegalArgumentException(
          "The state's grid is " + state.rows() + "x" + state.columns() + ", but " + rules
              + " plays on " + rows + "x" + columns);
    }
    if (lastMove != null
        && (lastMove.columns() != columns || (lastMove.mask() & ~fullMask(rows, columns)) != 0)) {
      throw new IllegalArgumentException(
          "The last move " + lastMove + " is not a move of the " + rows + "x" + columns + " grid");
    }
    Status status = rules.status(state);
    // The side as the rules, their statuses and every tool name it (FIRST, SECOND).
    String title = "Grid NIM - " + (status.isOver() ? "game over" : rules.sideName(state.toMove()) + " to move");
    String description = rules.toString();
    double boardWidth = columns * CELL;
    double boardHeight = rows * CELL;
    double width = Math.max(LEFT + boardWidth + 16, 8 + 7 * Math.max(title.length(), description.length()));
    int captionLines = 2 + (lastMove != null ? 1 : 0);
    double height = TOP + boardHeight + 26 + captionLines * 18 + 6;
    SvgBuilder svg = new SvgBuilder(width, height);
    svg.title(title);
    svg.rect(0, 0, width, height, "#ffffff", "none", 0);
    svg.text(8, 24, title, 15, "start", TEXT);
    svg.rect(LEFT, TOP, boardWidth, boardHeight, "#f3e6cc", "#7a5c33", 1.5);
    double half = CELL / 2;
    for (int c = 0; c < columns; c++) {
      svg.text(LEFT + c * CELL + half, TOP + boardHeight + 18,
          Character.toString((char) ('a' + c)), 14, "middle", TEXT);
    }
    for (int r = 0; r < rows; r++) {
      svg.text(LEFT - 8, y(r, rows) + 5, Integer.toString(r + 1), 14, "end", TEXT);
    }
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        double cx = LEFT + c * CELL + half;
        svg.point(GridPoints.name(r * columns + c, columns));
        if (state.hasBall(c, r)) {
          svg.circle(cx, y(r, rows), CELL * 0.36, BALL_FILL, "#7a5a1e", 1.5);
        } else {
          svg.circle(cx, y(r, rows), CELL * 0.3, "none", TAKEN_STROKE, 1.5);
        }
      }
    }
    double y = TOP + boardHeight + 26 + 14;
    if (lastMove != null) {
      int first = Long.numberOfTrailingZeros(lastMove.mask());
      int last = 63 - Long.numberOfLeadingZeros(lastMove.mask());
      // The last move's line and rings lie over points: decorations, which let clicks through.
      svg.decoration().line(LEFT + (first % columns) * CELL + half, y(first / columns, rows),
          LEFT + (last % columns) * CELL + half, y(last / columns, rows), MARK, 3);
      for (int r = 0; r < rows; r++) {
        for (int c = 0; c < columns; c++) {
          if (lastMove.contains(c, r)) {
            svg.decoration().circle(LEFT + c * CELL + half, y(r, rows), CELL * 0.42, "none", MARK, 3);
          }
        }
      }
      svg.text(8, y, "last move " + lastMove, 13, "start", TEXT);
      y += 18;
    }
    svg.text(8, y, description, 13, "start", TEXT);
    if (status.isOngoing()) {
      svg.control(MoveInput.DONE, "Done", width - 64, y - 15, 56, 22);
    }
    y += 18;
    int balls = state.ballCount();
    svg.text(8, y, status.isOver() ? status.description()
        : balls + (balls == 1 ? " ball" : " balls") + " left", 13, "start", TEXT);
    return svg.toString();
  }

  /**
   * Returns the points a user clicks to make a move, as the picture names them ({@code
   * data-point}): every point whose ball the move takes, in the order of their bits (along a row
   * from {@code a}, rows from {@code 1}). Where a move's points begin a longer move's, {@link
   * MoveInput} ends it with the control {@code done}, which the picture draws.
   *
   * <pre>{@code
   * GridNimSvg.clicks(notation.parse("b2-b4"));   // [b2, b3, b4]
   * }</pre>
   *
   * @param move the move
   * @return its click sequence
   */
  public static List<String> clicks(GridNimMove move) {
    List<String> points = new ArrayList<>(move.size());
    for (long rest = move.mask(); rest != 0; rest &= rest - 1) {
      points.add(GridPoints.name(Long.numberOfTrailingZeros(rest), move.columns()));
    }
    return points;
  }

  private static double y(int row, int rows) {
    return TOP + (rows - 1 - row) * CELL + CELL / 2;
  }

  private static long fullMask(int rows, int columns) {
    int points = rows * columns;
    return points == Long.SIZE ? -1L : (1L << points) - 1;
  }
}
