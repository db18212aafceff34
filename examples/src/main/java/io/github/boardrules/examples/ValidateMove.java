package io.github.boardrules.examples;

import io.github.boardrules.core.Legality;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;

/**
 * The first example of the guide ({@code docs/getting-started.md}), kept here so that it is
 * compiled with every build; a test checks that the guide shows exactly this code.
 */
public final class ValidateMove {
  private ValidateMove() {}

  /**
   * Validates a move typed by a user, plays it, and prints the result.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    // snippet:validate-move
    GridNim rules = GridNim.standard();                 // "1, 2, 3" NIM on the 4x4 grid
    GridNimState state = rules.initialState();
    GridNimMove move = rules.notation().parse("b1-b4"); // TextParseException if malformed
    Legality legality = rules.check(state, move);
    if (!legality.isLegal()) {                          // TOO_MANY: at most 3 balls a move
      System.out.println(legality.reason().orElseThrow() + ": " + legality.message());
      move = rules.notation().parse("b1-b3");
    }
    state = rules.play(state, move);                    // IllegalMoveException if illegal
    System.out.println(state + " " + rules.status(state)); // oooo/o.oo/o.oo/o.oo 2 ongoing
    // end-snippet
  }
}
