package io.github.boardrules.cli;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.PrintStream;

/** Prints a position: its diagram, its position text and who is to move or how it ended. */
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
    out.println(status.isOver()
        ? "game over: " + status.description()
        : side(game, game.rules().toMove(state)) + " to move");
  }

  /**
   * Names a side as the game does, with its number: {@code WHITE (player 1)}.
   *
   * @param game the game
   * @param player the side
   * @return the name
   */
  static String side(ConfiguredGame<?, ?> game, Player player) {
    String name = game.sideName(player);
    String number = "player " + player.number();
    return name.equals(player.name()) ? number : name + " (" + number + ")";
  }
}
