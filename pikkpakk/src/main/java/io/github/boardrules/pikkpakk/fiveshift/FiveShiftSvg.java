package io.github.boardrules.pikkpakk.fiveshift;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.internal.BoardSvg;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Pictures of five-in-a-row-with-shifting positions as SVG documents (written as text, no
 * dependencies): the 9x9 board with the inner 7x7 placement field lightened, coordinates {@code
 * a..i} / {@code 1..9}, LIGHT balls ivory and DARK balls black, the phase under the board; and,
 * when asked, the last move: a ring on a placement, or rings from the shifted run's trailing end
 * to its new leading end with an arrow for the direction.
 *
 * <pre>{@code
 * FiveShift rules = FiveShift.standard();
 * PikkPakkMove move = rules.notation().parse("e5");
 * FiveShiftState state = rules.play(rules.initialState(), move);
 * Files.writeString(Path.of("fiveshift.svg"), FiveShiftSvg.render(rules, state, move));
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class FiveShiftSvg {
  private FiveShiftSvg() {}

  /**
   * Draws a position.
   *
   * @param rules the rules the position belongs to
   * @param state the position
   * @return a standalone SVG document; its title names the game and the player to move, or says
   *     that the game is over
   */
  public static String render(FiveShift rules, FiveShiftState state) {
    return draw(rules, state, null);
  }

  /**
   * Draws a position and marks the move that led to it.
   *
   * @param rules the rules the position belongs to
   * @param state the position after {@code lastMove}
   * @param lastMove the move just played: a placement or a shift
   * @return a standalone SVG document
   * @throws IllegalArgumentException if the move's points are not on the 9x9 board
   */
  public static String render(FiveShift rules, FiveShiftState state, PikkPakkMove lastMove) {
    Objects.requireNonNull(lastMove, "lastMove");
    return draw(rules, state, lastMove);
  }

  /**
   * Returns the points a user clicks to make a move, as the picture names them ({@code
   * data-point}): a placement's point; a shift's run by its lower end and its upper end (one point
   * for a run of one ball), then its direction, a button ({@code push-right}, {@code push-left},
   * {@code push-up}, {@code push-down}).
   *
   * <pre>{@code
   * FiveShiftSvg.clicks(PikkPakkMove.parse("e5"));       // [e5]
   * FiveShiftSvg.clicks(PikkPakkMove.parse("b5-d5>"));   // [b5, d5, push-right]
   * }</pre>
   *
   * @param move the move
   * @return its click sequence
   */
  public static List<String> clicks(PikkPakkMove move) {
    return BoardSvg.runClicks(FiveShift.written(move));
  }

  private static String draw(FiveShift rules, FiveShiftState state, @Nullable PikkPakkMove lastMove) {
    BoardSvg board = new BoardSvg(FiveShift.SIZE, state.rows()).field(1, FiveShift.SIZE - 2)
        ;
    List<String> caption = new ArrayList<>();
    caption.add(rules + ", ply " + state.ply() + ", "
        + (state.phase() == FiveShiftPhase.PLACEMENT ? "phase 1: placing" : "phase 2: shifting"));
    if (lastMove != null) {
      if (!lastMove.from().isOnBoard(FiveShift.SIZE) || !lastMove.to().isOnBoard(FiveShift.SIZE)) {
        throw new IllegalArgumentException(
            "The last move " + lastMove + " is not on the 9x9 board");
      }
      if (lastMove.kind() == PikkPakkMove.Kind.PLACE) {
        board.mark(lastMove.point().column(), lastMove.point().row());
      } else {
        board.shift(FiveShift.written(lastMove));
      }
      caption.add("last move " + lastMove);
    }
    Status status = rules.status(state);
    if (status.isOngoing()) { // no move can be made once the game is over
      board.controls(BoardSvg.runControls(1));
    }
    caption.add(status.isOver() ? status.description() : "");
    return BoardSvg.picture(
        "Five-in-a-row with shifting - "
            + (status.isOver() ? "game over" : BoardSvg.colour(state.toMove()) + " to move"),
        caption,
        board);
  }
}
