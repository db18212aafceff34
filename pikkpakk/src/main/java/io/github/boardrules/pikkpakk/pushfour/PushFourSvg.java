package io.github.boardrules.pikkpakk.pushfour;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.BoardSvg;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Pictures of push-four positions as SVG documents (written as text, no dependencies): the 9x9
 * board with the inner 7x7 playing field lightened inside the rim of entry points, coordinates
 * {@code a..i} / {@code 1..9}, LIGHT balls ivory and DARK balls black; and, when asked, the last
 * move: rings on its entry point and on the point where the new ball landed, and an arrow between
 * them.
 *
 * <pre>{@code
 * PushFour rules = PushFour.standard();
 * PushFourMove move = rules.notation().parse("a3");
 * PushFourState state = rules.play(rules.initialState(), move);
 * Files.writeString(Path.of("pushfour.svg"), PushFourSvg.render(rules, state, move));
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class PushFourSvg {
  private PushFourSvg() {}

  /**
   * Draws a position.
   *
   * @param rules the rules the position belongs to
   * @param state the position
   * @return a standalone SVG document; its title names the game and the player to move, or says
   *     that the game is over
   */
  public static String render(PushFour rules, PushFourState state) {
    return draw(rules, state, null);
  }

  /**
   * Draws a position and marks the move that led to it: rings on the entry point on the rim and
   * on the landing point (where the new ball stands), and an arrow from the first to the second. The chain
   * the new ball pushed is not marked: the position after the move does not tell how far it went.
   *
   * @param rules the rules the position belongs to
   * @param state the position after {@code lastMove}
   * @param lastMove the move just played
   * @return a standalone SVG document
   */
  public static String render(PushFour rules, PushFourState state, PushFourMove lastMove) {
    Objects.requireNonNull(lastMove, "lastMove");
    return draw(rules, state, lastMove);
  }

  /**
   * Returns the points a user clicks to make a move, as the picture names them ({@code
   * data-point}): the entry point, one click.
   *
   * <pre>{@code
   * PushFourSvg.clicks(PushFourMove.parse("a3"));   // [a3]
   * }</pre>
   *
   * @param move the move
   * @return its click sequence
   */
  public static List<String> clicks(PushFourMove move) {
    return List.of(move.toString());
  }

  private static String draw(PushFour rules, PushFourState state, @Nullable PushFourMove lastMove) {
    BoardSvg board = new BoardSvg(PushFour.SIZE, state.rows()).field(1, PushFour.SIZE - 2);
    List<String> caption = new ArrayList<>();
    caption.add(rules + ", ply " + state.ply());
    if (lastMove != null) {
      board.move(
          lastMove.entry().column(),
          lastMove.entry().row(),
          lastMove.landing().column(),
          lastMove.landing().row());
      caption.add("last move " + lastMove + " (entered at " + lastMove.entry() + ", landed on "
          + lastMove.landing() + ")");
    }
    Status status = rules.status(state);
    caption.add(status.isOver() ? status.description() : "");
    String situation = status.isOver() ? "game over" : BoardSvg.colour(state.toMove()) + " to move";
    return BoardSvg.picture("Push-four - " + situation, caption, board);
  }
}
