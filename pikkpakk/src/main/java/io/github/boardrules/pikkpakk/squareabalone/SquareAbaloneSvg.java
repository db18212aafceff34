package io.github.boardrules.pikkpakk.squareabalone;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.Direction;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.internal.BoardSvg;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Pictures of Square Abalone positions as SVG documents (written as text, no dependencies): the
 * 9x9 board with coordinates {@code a..i} / {@code 1..9}, LIGHT balls ivory and DARK balls black,
 * the captured counts against the winning number under the board; and, when asked, the last move:
 * rings from a pushed run's trailing end to its new leading end (a point off the board when a ball
 * fell) with an arrow, rings on the old and new points of a sideways move with an arrow across, or
 * a ring on a placement.
 *
 * <pre>{@code
 * SquareAbalone rules = SquareAbalone.standard();
 * SquareAbaloneMove move = rules.notation().parse("e1-e2^");
 * SquareAbaloneState state = rules.play(rules.initialState(), move);
 * Files.writeString(Path.of("abalone.svg"), SquareAbaloneSvg.render(rules, state, move));
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class SquareAbaloneSvg {
  private SquareAbaloneSvg() {}

  /**
   * Draws a position.
   *
   * @param rules the rules the position belongs to
   * @param state the position
   * @return a standalone SVG document; its title names the game and the player to move, or says
   *     that the game is over
   */
  public static String render(SquareAbalone rules, SquareAbaloneState state) {
    return draw(rules, state, null);
  }

  /**
   * Draws a position and marks the move that led to it. A push of {@code d} points is marked from
   * the run's trailing end to where its leading end arrived; balls it pushed along beyond that
   * (options a and b) are not marked.
   *
   * @param rules the rules the position belongs to
   * @param state the position after {@code lastMove}
   * @param lastMove the move just played
   * @return a standalone SVG document
   * @throws IllegalArgumentException if the move's points are not on the 9x9 board
   */
  public static String render(
      SquareAbalone rules, SquareAbaloneState state, SquareAbaloneMove lastMove) {
    Objects.requireNonNull(lastMove, "lastMove");
    return draw(rules, state, lastMove);
  }

  /**
   * Returns the points a user clicks to make a move, as the picture names them ({@code
   * data-point}): a placement's point; a push's or sideways move's run by its lower end and its
   * upper end (one point for a run of one ball), then its direction, a button ({@code push-right},
   * {@code push-left}, {@code push-up}, {@code push-down}), and with options a and b a distance
   * above 1 ({@code distance-3}); {@link io.github.boardrules.core.catalog.MoveInput} ends a
   * distance-1 push that a longer one begins with {@code done}, a button too.
   *
   * <pre>{@code
   * SquareAbaloneSvg.clicks(SquareAbaloneMove.parse("a1-a2^"));   // [a1, a2, push-up]
   * SquareAbaloneSvg.clicks(SquareAbaloneMove.parse("g3>"));      // [g3, push-right]
   * }</pre>
   *
   * @param move the move
   * @return its click sequence
   */
  public static List<String> clicks(SquareAbaloneMove move) {
    return BoardSvg.runClicks(move.written());
  }

  private static String draw(
      SquareAbalone rules, SquareAbaloneState state, @Nullable SquareAbaloneMove lastMove) {
    int size = SquareAbalone.SIZE;
    BoardSvg board = new BoardSvg(size, state.rows());
    List<String> caption = new ArrayList<>();
    caption.add(rules + ", ply " + state.ply());
    caption.add("captured: LIGHT (X) " + state.captured(Player.FIRST) + " of " + rules.winAt()
        + ", DARK (o) " + state.captured(Player.SECOND) + " of " + rules.winAt());
    if (lastMove != null) {
      if (!lastMove.from().isOnBoard(size) || !lastMove.to().isOnBoard(size)) {
        throw new IllegalArgumentException(
            "The last move " + lastMove + " is not on the 9x9 board");
      }
      switch (lastMove.kind()) {
        case PLACE:
          board.mark(lastMove.point().column(), lastMove.point().row());
          break;
        case PUSH:
          board.shift(lastMove.written());
          break;
        default:
          sideways(board, lastMove.from(), lastMove.to(), lastMove.direction());
      }
      caption.add("last move " + lastMove);
    }
    Status status = rules.status(state);
    if (status.isOngoing()) { // no move can be made once the game is over
      board.controls(
          BoardSvg.runControls(rules.anyDistance() || rules.distanceByOwnBalls() ? size - 1 : 1));
    }
    caption.add(status.isOver() ? status.description() : "");
    String situation = status.isOver() ? "game over" : BoardSvg.colour(state.toMove()) + " to move";
    return BoardSvg.picture("Square Abalone - " + situation, caption, board);
  }

  private static void sideways(BoardSvg board, Point from, Point to, Direction direction) {
    int dc = direction.isHorizontal() ? direction.step() : 0;
    int dr = direction.isHorizontal() ? 0 : direction.step();
    for (int c = from.column(); c <= to.column(); c++) {
      for (int r = from.row(); r <= to.row(); r++) {
        board.mark(c, r);
        board.mark(c + dc, r + dr);
      }
    }
    double midColumn = (from.column() + to.column()) / 2.0;
    double midRow = (from.row() + to.row()) / 2.0;
    board.arrow(midColumn, midRow, midColumn + dc, midRow + dr);
  }
}
