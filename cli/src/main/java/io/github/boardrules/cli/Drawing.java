package io.github.boardrules.cli;

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
  static <S extends Object, M extends Object> void print(Game<S, M> game, S state, PrintStream out) {
    String diagram = game.drawing().apply(state);
    out.print(diagram.endsWith("\n") ? diagram : diagram + "\n");
    out.println("position: " + game.positions().encode(state));
    var status = game.rules().status(state);
    out.println(status.isOver()
        ? "game over: " + status.description()
        : "player " + game.rules().toMove(state).number() + " to move");
  }
}
