package io.github.boardrules.pikkpakk.intarsia;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.BoardSvg;
import io.github.boardrules.pikkpakk.internal.WrittenMove;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Pictures of intarsia puzzle positions as SVG documents (written as text, no dependencies): the
 * current 7x7 pattern with coordinates {@code a..g} / {@code 1..7}, LIGHT balls ivory, DARK balls
 * black and the TARGET red, and the goal pattern smaller beside it; and, when asked, the last
 * rotation: rings on the rotated line and an arrow for its direction.
 *
 * <pre>{@code
 * IntarsiaPuzzle puzzle = IntarsiaPuzzle.of(Pattern.spiral(), Pattern.chessboard());
 * Rotation move = Rotation.parse("4>");
 * IntarsiaState state = puzzle.play(puzzle.initialState(), move);
 * Files.writeString(Path.of("intarsia.svg"), IntarsiaSvg.render(puzzle, state, move));
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class IntarsiaSvg {
  private IntarsiaSvg() {}

  /**
   * Draws a position with the puzzle's goal beside it.
   *
   * @param puzzle the puzzle the position belongs to
   * @param state the position
   * @return a standalone SVG document; its title names the puzzle and the player to move, or says
   *     that it is solved (or over)
   */
  public static String render(IntarsiaPuzzle puzzle, IntarsiaState state) {
    return draw(puzzle, state, null);
  }

  /**
   * Draws a position with the puzzle's goal beside it, and marks the rotation that led to it: rings
   * on the seven points of the rotated line and an arrow along it.
   *
   * @param puzzle the puzzle the position belongs to
   * @param state the position after {@code lastMove}
   * @param lastMove the rotation just made
   * @return a standalone SVG document
   */
  public static String render(IntarsiaPuzzle puzzle, IntarsiaState state, Rotation lastMove) {
    Objects.requireNonNull(lastMove, "lastMove");
    return draw(puzzle, state, lastMove);
  }

  /**
   * Returns the points a user clicks to make a move, as the picture names them ({@code
   * data-point}): the rotated row's or column's two end points, lower first, then the direction, a
   * button ({@code push-right}, {@code push-left}, {@code push-up}, {@code push-down}), as
   * Pikk-Pakk's square variant clicks a rotation.
   *
   * <pre>{@code
   * IntarsiaSvg.clicks(Rotation.parse("3>"));   // [a3, g3, push-right]
   * IntarsiaSvg.clicks(Rotation.parse("cv"));   // [c1, c7, push-down]
   * }</pre>
   *
   * @param move the move
   * @return its click sequence
   */
  public static List<String> clicks(Rotation move) {
    return BoardSvg.runClicks(line(move));
  }

  /** The rotated line as a shift of the whole line by one point, a {@code WrittenMove}. */
  private static int line(Rotation move) {
    int last = Pattern.SIZE - 1;
    int direction = move.direction().ordinal();
    return move.isRow()
        ? WrittenMove.run(0, move.line(), last, move.line(), direction, 1)
        : WrittenMove.run(move.line(), 0, move.line(), last, direction, 1);
  }

  private static String draw(
      IntarsiaPuzzle puzzle, IntarsiaState state, @Nullable Rotation lastMove) {
    BoardSvg board = new BoardSvg(Pattern.SIZE, state.pattern().rowWords());
    BoardSvg goal = new BoardSvg(Pattern.SIZE, puzzle.goal().rowWords()).withoutCoordinates();
    List<String> caption = new ArrayList<>();
    caption.add(state.moves() + (state.moves() == 1 ? " rotation" : " rotations") + " made"
        + (puzzle.plyBound().isPresent() ? ", ply limit " + puzzle.plyBound().getAsInt() : ""));
    if (lastMove != null) {
      board.rotation(line(lastMove));
      caption.add("last move " + lastMove);
    }
    Status status = puzzle.status(state);
    if (status.isOngoing()) { // no move can be made once the game is over
      board.controls(BoardSvg.runControls(1));
    }
    caption.add(status.isOver() ? status.description() : "");
    String situation = status.isOngoing() ? "FIRST to move"
        : status.winner().isPresent() ? "solved" : "game over";
    return BoardSvg.picture("Intarsia puzzle - " + situation, caption, board, goal, "goal");
  }
}
