package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.MoveInput;
import io.github.boardrules.core.svg.SvgBuilder;
import java.util.ArrayList;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The one picture of the booklet's square boards, shared by every game's {@code ...Svg} class: a
 * wooden board with grid lines through the points, coordinates {@code a..} below and {@code 1..}
 * on the left, the balls from {@link LineBoard} row words (LIGHT ivory, DARK black, TARGET red,
 * NEUTRAL grey), an optional lighter field (push-four's inner 7x7, say), and the last move: a ring
 * on every point it touched and an arrow for its direction. Every point of the main board carries
 * {@code data-point} with its name (a clickable square and the ball on it); the controls a game
 * asks for are buttons under the caption.
 *
 * <pre>{@code
 * BoardSvg board = new BoardSvg(9, rows).field(1, 7);
 * board.move(1, 4, 8, 4);          // rings on b5..i5, an arrow from b5 to i5
 * String svg = BoardSvg.picture("Pikk-Pakk - LIGHT (X) to move", List.of("ply 1"), board);
 * }</pre>
 *
 * <p>Points are columns and rows from 0, kinds of ball {@link LineBoard}'s, directions {@link
 * Directions}' indices. Colours are constants, so that tests can count the balls of a picture.
 * Internal: not exported by the module. Not thread-safe: one object per picture.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class BoardSvg {
  /** The fill of a LIGHT ball. */
  public static final String LIGHT_FILL = "#f4efe2";

  /** The fill of a DARK ball. */
  public static final String DARK_FILL = "#262626";

  /** The fill of the TARGET ball. */
  public static final String TARGET_FILL = "#d33a2c";

  /** The fill of a NEUTRAL ball. */
  public static final String NEUTRAL_FILL = "#9c9c9c";

  /** The colour of the last move's rings and arrow. */
  public static final String MARK = "#1f6fd0";

  /** The side of a grid cell of a main board, in pixels. */
  public static final double CELL = 40;

  private static final String BOARD_FILL = "#dcb57e";
  private static final String FIELD_FILL = "#eed3a3";
  private static final String LINE = "#7a5c33";
  private static final String TEXT = "#222222";
  private static final double LEFT = 30;
  private static final double TOP = 40;
  private static final double CAPTION_LINE = 18;
  private static final double CONTROL_ROW = 28;
  private static final String DISTANCE = "distance-";

  private final int size;
  private final long[] rows;
  private int fieldLow = -1;
  private int fieldHigh = -1;
  private boolean coordinates = true;
  /** The ringed points, as {@link PointText} indices. */
  private final List<Integer> marked = new ArrayList<>();
  private final List<double[]> arrows = new ArrayList<>();
  private List<String> controls = List.of();

  /**
   * Starts the picture of a board.
   *
   * @param size the number of rows and columns, 1 to {@value PointText#MAX_SIZE}
   * @param rows the row words ({@link LineBoard}), row 0 (row {@code 1}) first; copied
   * @throws IllegalArgumentException if the size is out of range or does not match the words
   */
  public BoardSvg(int size, long[] rows) {
    if (size < 1 || size > PointText.MAX_SIZE || rows.length != size) {
      throw new IllegalArgumentException(
          "A board picture needs 1 to " + PointText.MAX_SIZE + " rows, one word each; got size "
              + size + " with " + rows.length + " row words");
    }
    this.size = size;
    this.rows = rows.clone();
  }

  /**
   * Returns the fill colour of a kind of ball.
   *
   * @param kind {@link LineBoard#LIGHT} to {@link LineBoard#NEUTRAL}
   * @return one of the {@code ..._FILL} constants
   */
  public static String fill(int kind) {
    return switch (kind) {
      case LineBoard.LIGHT -> LIGHT_FILL;
      case LineBoard.DARK -> DARK_FILL;
      case LineBoard.TARGET -> TARGET_FILL;
      default -> NEUTRAL_FILL;
    };
  }

  /**
   * Names a player by the colour of the balls.
   *
   * @param player the player
   * @return {@code LIGHT (X)} or {@code DARK (o)}
   */
  public static String colour(Player player) {
    return player == Player.FIRST ? "LIGHT (X)" : "DARK (o)";
  }

  /**
   * Lightens the square of rows and columns {@code low} to {@code high}: a playing field inside a
   * rim.
   *
   * @param low the square's first row and column
   * @param high its last row and column
   * @return this picture
   */
  public BoardSvg field(int low, int high) {
    this.fieldLow = low;
    this.fieldHigh = high;
    return this;
  }

  /**
   * Leaves out the coordinate labels, for a small second board beside the main one.
   *
   * @return this picture
   */
  public BoardSvg withoutCoordinates() {
    this.coordinates = false;
    return this;
  }

  /**
   * Rings one point: a placement, say.
   *
   * @param column the point's column
   * @param row the point's row
   * @return this picture
   */
  public BoardSvg mark(int column, int row) {
    if (column >= 0 && column < size && row >= 0 && row < size) {
      Integer p = PointText.index(column, row);
      if (!marked.contains(p)) {
        marked.add(p);
      }
    }
    return this;
  }

  /**
   * Draws an arrow in board coordinates (columns and rows from 0; a point off the board, such as
   * column -1, is drawn half a cell beyond the edge).
   *
   * @param fromColumn the tail's column
   * @param fromRow the tail's row
   * @param toColumn the head's column
   * @param toRow the head's row
   * @return this picture
   */
  public BoardSvg arrow(double fromColumn, double fromRow, double toColumn, double toRow) {
    arrows.add(new double[] {clamp(fromColumn), clamp(fromRow), clamp(toColumn), clamp(toRow)});
    return this;
  }

  private double clamp(double v) {
    return Math.max(-0.6, Math.min(size - 0.4, v));
  }

  /**
   * Marks a move along one line: rings on the points of the board from one end to the other (both
   * included), and an arrow from the first end to the second. An end may lie off the board (a ball
   * pushed off); the points off the board get no ring.
   *
   * @param fromColumn the tail end's column
   * @param fromRow the tail end's row
   * @param toColumn the head end's column
   * @param toRow the head end's row, in the same row or column as the tail
   * @return this picture
   * @throws IllegalArgumentException if the ends are not in one row or column
   */
  public BoardSvg move(int fromColumn, int fromRow, int toColumn, int toRow) {
    if (fromColumn != toColumn && fromRow != toRow) {
      throw new IllegalArgumentException(
          "A move is marked along one row or column, not from (" + fromColumn + "," + fromRow
              + ") to (" + toColumn + "," + toRow + ")");
    }
    int steps = Math.max(Math.abs(toColumn - fromColumn), Math.abs(toRow - fromRow));
    int dc = Integer.signum(toColumn - fromColumn);
    int dr = Integer.signum(toRow - fromRow);
    for (int i = 0; i <= steps; i++) {
      mark(fromColumn + i * dc, fromRow + i * dr);
    }
    if (steps > 0) {
      arrow(fromColumn, fromRow, toColumn, toRow);
    }
    return this;
  }

  /**
   * Marks the shift of the run of a {@link WrittenMove} (lower end first) by its distance: the
   * points from the run's trailing end before the move to its leading end after it, and an arrow
   * in the direction of the shift.
   *
   * @param move the shift, as {@link WrittenMove} packs it
   * @return this picture
   */
  public BoardSvg shift(int move) {
    int direction = WrittenMove.direction(move);
    boolean plus = Directions.plus(direction);
    int tailColumn = plus ? WrittenMove.fromColumn(move) : WrittenMove.toColumn(move);
    int tailRow = plus ? WrittenMove.fromRow(move) : WrittenMove.toRow(move);
    int headColumn = plus ? WrittenMove.toColumn(move) : WrittenMove.fromColumn(move);
    int headRow = plus ? WrittenMove.toRow(move) : WrittenMove.fromRow(move);
    int step = Directions.step(direction) * WrittenMove.distance(move);
    boolean horizontal = Directions.horizontal(direction);
    return move(tailColumn, tailRow, headColumn + (horizontal ? step : 0), headRow + (horizontal ? 0 : step));
  }

  /**
   * Marks the cyclic rotation of the whole segment of a {@link WrittenMove} by one point: rings
   * on all its points, an arrow along it in the direction.
   *
   * @param move the rotation, as {@link WrittenMove} packs it
   * @return this picture
   */
  public BoardSvg rotation(int move) {
    int fromColumn = WrittenMove.fromColumn(move);
    int fromRow = WrittenMove.fromRow(move);
    int toColumn = WrittenMove.toColumn(move);
    int toRow = WrittenMove.toRow(move);
    return Directions.plus(WrittenMove.direction(move))
        ? move(fromColumn, fromRow, toColumn, toRow)
        : move(toColumn, toRow, fromColumn, fromRow);
  }

  /**
   * Adds the named controls drawn as buttons under the caption, such as {@link #runControls}.
   *
   * @param names the controls' names
   * @return this board
   */
  public BoardSvg controls(List<String> names) {
    this.controls = List.copyOf(names);
    return this;
  }

  /**
   * Returns the controls a run move may need: the four directions and, where a run may move
   * more than one point, the distances from 2 and {@code done}.
   *
   * @param maxDistance the most points a run may move
   * @return the controls' names
   */
  public static List<String> runControls(int maxDistance) {
    List<String> names = new ArrayList<>();
    for (int direction = Directions.LEFT; direction <= Directions.UP; direction++) {
      names.add(Directions.control(direction));
    }
    for (int d = 2; d <= maxDistance; d++) {
      names.add(DISTANCE + d);
    }
    if (maxDistance > 1) {
      names.add(MoveInput.DONE);
    }
    return names;
  }

  /**
   * Returns the click sequence of a run move or a placement, as the board names its points and
   * controls: a placement's point; a run's lower end, its upper end (not repeated for a run of one
   * ball), its direction ({@code push-right}, {@code push-left}, {@code push-up}, {@code
   * push-down}) and, for a distance above 1, {@code distance-N}.
   *
   * @param move the move, as {@link WrittenMove} packs it
   * @return its click sequence
   */
  public static List<String> runClicks(int move) {
    List<String> points = new ArrayList<>(4);
    points.add(WrittenMove.fromName(move));
    if (WrittenMove.isPlacement(move)) {
      return points;
    }
    if (WrittenMove.fromColumn(move) != WrittenMove.toColumn(move)
        || WrittenMove.fromRow(move) != WrittenMove.toRow(move)) {
      points.add(WrittenMove.toName(move));
    }
    points.add(Directions.control(WrittenMove.direction(move)));
    if (WrittenMove.distance(move) > 1) {
      points.add(DISTANCE + WrittenMove.distance(move));
    }
    return points;
  }

  private static String controlLabel(String control) {
    return switch (control) {
      case "push-left" -> "◀";
      case "push-right" -> "▶";
      case "push-up" -> "▲";
      case "push-down" -> "▼";
      case MoveInput.DONE -> "Done";
      default -> control.startsWith(DISTANCE) ? control.substring(DISTANCE.length()) : control;
    };
  }

  private double width(double cell) {
    return size * cell;
  }

  /** Draws the board with its top left corner (of the wood) at {@code (x, y)}. */
  private void draw(SvgBuilder svg, double x, double y, double cell, boolean named) {
    double side = size * cell;
    svg.rect(x, y, side, side, BOARD_FILL, LINE, 1.5);
    if (fieldLow >= 0) {
      svg.rect(
          x + fieldLow * cell,
          y + (size - 1 - fieldHigh) * cell,
          (fieldHigh - fieldLow + 1) * cell,
          (fieldHigh - fieldLow + 1) * cell,
          FIELD_FILL,
          LINE,
          1);
    }
    double half = cell / 2;
    for (int i = 0; i < size; i++) {
      double at = i * cell + half;
      svg.line(x + half, y + at, x + side - half, y + at, LINE, 1);
      svg.line(x + at, y + half, x + at, y + side - half, LINE, 1);
    }
    if (coordinates) {
      double fontSize = Math.max(10, cell * 0.32);
      for (int i = 0; i < size; i++) {
        svg.text(x + i * cell + half, y + side + fontSize + 4,
            Character.toString((char) ('a' + i)), fontSize, "middle", TEXT);
        svg.text(x - 8, y + (size - 1 - i) * cell + half + fontSize * 0.35,
            Integer.toString(i + 1), fontSize, "end", TEXT);
      }
    }
    double radius = cell * 0.42;
    for (int row = 0; row < size; row++) {
      for (int column = 0; column < size; column++) {
        double cx = x + column * cell + half;
        double cy = y + (size - 1 - row) * cell + half;
        int ball = LineBoard.kind(rows, column, row);
        String name = PointText.name(column, row);
        if (named) {
          // A clickable square around the point, under its ball.
          svg.point(name).rect(cx - half, cy - half, cell, cell, "transparent", "none", 0);
          svg.point(name);
        }
        if (ball == LineBoard.EMPTY) {
          svg.circle(cx, cy, cell * 0.07, LINE, "none", 0);
        } else {
          String stroke = ball == LineBoard.LIGHT ? "#6d6459" : "#111111";
          svg.circle(cx, cy, radius, fill(ball), stroke, 1.2);
        }
      }
    }
    // The last move's rings and arrow lie over the balls: decorations, so that a click on a ball
    // under them still reaches the ball.
    for (int p : marked) {
      svg.decoration().circle(x + PointText.column(p) * cell + half, y + (size - 1 - PointText.row(p)) * cell + half,
          cell * 0.44, "none", MARK, cell * 0.06);
    }
    for (double[] a : arrows) {
      drawArrow(svg, x + a[0] * cell + half, y + (size - 1 - a[1]) * cell + half,
          x + a[2] * cell + half, y + (size - 1 - a[3]) * cell + half, cell);
    }
  }

  private static void drawArrow(
      SvgBuilder svg, double x1, double y1, double x2, double y2, double cell) {
    double length = Math.hypot(x2 - x1, y2 - y1);
    double ux = (x2 - x1) / length;
    double uy = (y2 - y1) / length;
    double headLength = cell * 0.45;
    double headHalf = cell * 0.22;
    double bx = x2 - ux * headLength;
    double by = y2 - uy * headLength;
    svg.decoration().line(x1, y1, bx, by, MARK, cell * 0.1);
    svg.decoration().polygon(
        new double[] {x2, y2, bx - uy * headHalf, by + ux * headHalf, bx + uy * headHalf,
            by - ux * headHalf},
        MARK,
        "#ffffff",
        1);
  }

  /**
   * Returns the standalone SVG document of one board: a heading (also the document's {@code
   * title}), the board, and caption lines below it.
   *
   * @param title the heading, naming the game and the player to move
   * @param caption lines of text under the board (empty ones are left out), such as the ply count or the last move
   * @param board the board
   * @return the SVG text
   */
  public static String picture(String title, List<String> caption, BoardSvg board) {
    return picture(title, caption, board, null, "");
  }

  /**
   * Returns the standalone SVG document of a main board with a smaller second board to its right,
   * such as an intarsia puzzle's goal pattern.
   *
   * @param title the heading, naming the game and the player to move
   * @param caption lines of text under the boards
   * @param board the main board
   * @param side the second board, or null for none
   * @param sideLabel the text above the second board
   * @return the SVG text
   */
  public static String picture(
      String title,
      List<String> caption,
      BoardSvg board,
      @Nullable BoardSvg side,
      String sideLabel) {
    List<String> lines = new ArrayList<>();
    for (String line : caption) {
      if (!line.isEmpty()) {
        lines.add(line);
      }
    }
    double mainWidth = board.width(CELL);
    double sideCell = CELL * 0.55;
    double sideGap = 30;
    double width = LEFT + mainWidth + 16 + (side == null ? 0 : sideGap + side.width(sideCell));
    width = Math.max(width, 8 + 7.2 * title.length());
    int controlRows = 0;
    double rowWidth = width;
    for (String control : board.controls) {
      double w = (control.equals(MoveInput.DONE) ? 52 : 30) + 6;
      if (rowWidth + w > width - 8) {
        controlRows++;
        rowWidth = 8;
      }
      rowWidth += w;
    }
    double height = TOP + mainWidth + 24 + lines.size() * CAPTION_LINE + 8 + controlRows * CONTROL_ROW;
    SvgBuilder svg = new SvgBuilder(width, height);
    svg.title(title);
    svg.rect(0, 0, width, height, "#ffffff", "none", 0);
    svg.text(8, 24, title, 15, "start", TEXT);
    board.draw(svg, LEFT, TOP, CELL, true);
    if (side != null) {
      double sx = LEFT + mainWidth + sideGap;
      svg.text(sx, TOP + 12, sideLabel, 13, "start", TEXT);
      side.draw(svg, sx, TOP + 20, sideCell, false);
    }
    double y = TOP + mainWidth + 24 + CAPTION_LINE - 4;
    for (String line : lines) {
      svg.text(8, y, line, 13, "start", TEXT);
      y += CAPTION_LINE;
    }
    double cx = 8;
    double cy = Math.max(y - CAPTION_LINE + 8, TOP + mainWidth + 24);
    for (String control : board.controls) {
      double w = control.equals(MoveInput.DONE) ? 52 : 30;
      if (cx + w > width - 8) {
        cx = 8;
        cy += CONTROL_ROW;
      }
      svg.control(control, controlLabel(control), cx, cy, w, 22);
      cx += w + 6;
    }
    return svg.toString();
  }
}
