package io.github.boardrules.pikkpakk;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.BoardSvg;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Pictures of Pikk-Pakk positions as SVG documents (written as text, no dependencies): the board
 * with grid lines and coordinates {@code a..} / {@code 1..}, LIGHT balls ivory, DARK balls black,
 * the TARGET red, NEUTRAL frame balls grey; the fixed 7x7 block of the square variant and the
 * opening area of the joint opening's placement phase lightened; and, when asked, the last move:
 * rings on the points it touched and an arrow for its direction. Every point carries {@code
 * data-point} with its name, and buttons are the controls a move needs: see {@link #clicks}.
 *
 * <pre>{@code
 * PikkPakk rules = PikkPakk.standard();
 * PikkPakkMove move = rules.notation().parse("b7-h7>");
 * PikkPakkState state = rules.play(rules.initialState(), move);
 * Files.writeString(Path.of("pikkpakk.svg"), PikkPakkSvg.render(rules, state, move));
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class PikkPakkSvg {
  private PikkPakkSvg() {}

  /**
   * Draws a position.
   *
   * @param rules the rules the position belongs to
   * @param state the position
   * @return a standalone SVG document; its title names the game and the player to move, or says
   *     that the game is over
   * @throws IllegalArgumentException if the state's board size is not the rules'
   */
  public static String render(PikkPakk rules, PikkPakkState state) {
    return draw(rules, state, null);
  }

  /**
   * Draws a position and marks the move that led to it. A shift is marked from the run's trailing
   * end before the move to its leading end after it (in the square and neutral-frame variants the
   * rotated segment), with an arrow in the shift's direction; a placement with a ring.
   *
   * @param rules the rules the position belongs to
   * @param state the position after {@code lastMove}
   * @param lastMove the move just played
   * @return a standalone SVG document
   * @throws IllegalArgumentException if the state's board size is not the rules', or the move's
   *     points are not on the board
   */
  public static String render(PikkPakk rules, PikkPakkState state, PikkPakkMove lastMove) {
    Objects.requireNonNull(lastMove, "lastMove");
    return draw(rules, state, lastMove);
  }

  /**
   * Returns the points a user clicks to make a move, as the picture names them ({@code
   * data-point}): a placement's point; a shift's run by its lower end and its upper end (one point
   * for a run of one ball), then its direction, a button ({@code push-right}, {@code push-left},
   * {@code push-up}, {@code push-down}), and on the enlarged boards a distance above 1 ({@code
   * distance-3}); {@link io.github.boardrules.core.catalog.MoveInput} ends a distance-1 shift that a longer one begins with {@code
   * done}, a button too.
   *
   * <pre>{@code
   * PikkPakkSvg.clicks(PikkPakkMove.parse("b5-h5>"));    // [b5, h5, push-right]
   * PikkPakkSvg.clicks(PikkPakkMove.parse("c6-c12v2"));  // [c6, c12, push-down, distance-2]
   * }</pre>
   *
   * @param move the move
   * @return its click sequence
   */
  public static List<String> clicks(PikkPakkMove move) {
    return BoardSvg.runClicks(move.written());
  }

  private static String draw(PikkPakk rules, PikkPakkState state, @Nullable PikkPakkMove lastMove) {
    int size = rules.size();
    if (state.size() != size) {
      throw new IllegalArgumentException(
          "The state's board is " + state.size() + "x" + state.size() + ", but " + rules
              + " plays on " + size + "x" + size);
    }
    BoardSvg board = new BoardSvg(size, state.rows());
    int low = (size - PikkPakk.BLOCK) / 2;
    boolean placing = rules.jointOpening() && state.ply() < PikkPakk.PLACEMENTS;
    if (rules.square() || placing) {
      board.field(low, low + PikkPakk.BLOCK - 1);
    }
    List<String> caption = new ArrayList<>();
    caption.add(rules + ", ply " + state.ply());
    if (lastMove != null) {
      if (!lastMove.from().isOnBoard(size) || !lastMove.to().isOnBoard(size)) {
        throw new IllegalArgumentException(
            "The last move " + lastMove + " is not on the " + size + "x" + size + " board");
      }
      if (lastMove.kind() == PikkPakkMove.Kind.PLACE) {
        board.mark(lastMove.point().column(), lastMove.point().row());
      } else if (rules.square() || rules.neutralFrame()) {
        board.rotation(lastMove.written());
      } else {
        board.shift(lastMove.written());
      }
      caption.add("last move " + lastMove);
    }
    Status status = rules.status(state);
    if (status.isOngoing()) { // no move can be made once the game is over
      board.controls(BoardSvg.runControls(rules.anyDistance() ? size - 1 : 1));
    }
    caption.add(status.isOver() ? status.description() : "");
    String situation = status.isOver() ? "game over" : BoardSvg.colour(state.toMove()) + " to move";
    return BoardSvg.picture("Pikk-Pakk - " + situation, caption, board);
  }
}
