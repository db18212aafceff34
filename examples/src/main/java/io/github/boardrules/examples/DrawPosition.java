package io.github.boardrules.examples;

import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
import io.github.boardrules.zertz.ZertzSvg;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The guide's pictures example ({@code docs/catalogue.md}): a ZÈRTZ position after one move, drawn as SVG with that move
 * marked. Compiled with every build; a test checks that the guide shows exactly this code.
 */
public final class DrawPosition {
  private DrawPosition() {}

  /**
   * Writes {@code position.svg}, or the file named by the first argument.
   *
   * @param args the file to write, optional
   * @throws IOException if the file cannot be written
   */
  public static void main(String[] args) throws IOException {
    // snippet:pictures
    Path file = Path.of(args.length > 0 ? args[0] : "position.svg");   // main's arguments
    Zertz rules = Zertz.standard();
    ZertzMove lastMove = rules.notation().parse("Wd4,a1");   // a white marble on d4, ring a1 removed
    ZertzState state = rules.play(rules.initialState(), lastMove);
    String svg = ZertzSvg.render(rules, state, lastMove);    // a standalone SVG document
    Files.writeString(file, svg);
    // end-snippet
    System.out.println("wrote " + file);
  }
}
