package io.github.boardrules.core.bots;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.api.API;
import java.util.Objects;

/**
 * A suggested move and what the position is worth to the player to move, as the strongest level
 * sees it.
 *
 * <pre>{@code
 * Hint<GridNimMove> hint = Bots.hint(game, state, Duration.ofMillis(200));   // boardrules-bots
 * hint.move();                         // the move the top level plays
 * hint.value().kind();                 // WIN, LOSS, DRAW or SCORE
 * hint.text(game.notation());          // "a1-c1: WIN"
 * }</pre>
 *
 * @param move the move
 * @param value the value of the position before the move, for the player to move
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public record Hint<M extends Object>(M move, PositionValue value) {
  /**
   * Checks the parts.
   *
   * @param move see the record
   * @param value see the record
   */
  public Hint {
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(value, "value");
  }

  /**
   * Describes the hint for people.
   *
   * @param notation the game's notation, to write the move
   * @return the move and the value, such as {@code "a1-c1: WIN in 3 plies"}
   */
  public String text(MoveNotation<M> notation) {
    return notation.format(move) + ": " + value.text();
  }
}
