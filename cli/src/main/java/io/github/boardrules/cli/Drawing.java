package io.github.boardrules.cli;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.PrintStream;

/**
 * Prints a position: its diagram, its position text and who is to move or how it ended. A side is
 * named as its game names it ({@code ConfiguredGame.sideName}: {@code WHITE} in TZAAR, {@code
 * FIRST} in ZÈRTZ), and by that name only, wherever the tool names it.
 */
final class Drawing {
  private Drawing() {}

  /**
   * Prints a position.
   *
   * @param game the game
   * @param state the position
   * @param out where to print
   * @param <S> the state type
   * @param <M> the move type
   */
  static <S, M> void print(ConfiguredGame<S, M> game, S state, PrintStream out) {
    String diagram = game.diagram(state);
    out.print(diagram.endsWith("\n") ? diagram : diagram + "\n");
    out.println("position: " + game.positions().encode(state));
    Status status = game.rules().status(state);
    if (status.isOver()) {
      out.println("game over: " + status.description());
      return;
    }
    String toMove = side(game, game.rules().toMove(state)) + " to move";
    if (!diagram.contains(toMove)) { // the ZÈRTZ and TZAAR diagrams say it already
      out.println(toMove);
    }
  }

  /**
   * Names a side as the game does: {@code WHITE} in TZAAR, {@code FIRST} in ZÈRTZ.
   *
   * @param game the game
   * @param player the side
   * @return the name
   */
  static String side(ConfiguredGame<?, ?> game, Player player) {
    return game.sideName(player);
  }
}
