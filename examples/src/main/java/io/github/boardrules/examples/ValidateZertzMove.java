package io.github.boardrules.examples;

import io.github.boardrules.core.Legality;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;

/**
 * The README's ZÈRTZ move validation, beside NIM's ({@link ValidateMove}), kept here so that it is
 * compiled with every build; a test checks that the README shows exactly this code.
 */
public final class ValidateZertzMove {
  private ValidateZertzMove() {}

  /**
   * Validates a ZÈRTZ move typed by a user, plays it, and prints the result.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    // snippet:validate-zertz-move
    Zertz rules = Zertz.standard();                     // 37 rings, 5 white, 7 grey, 9 black marbles
    ZertzState state = rules.initialState();
    ZertzMove move = rules.notation().parse("Wd4,d5");  // TextParseException if malformed
    Legality legality = rules.check(state, move);
    if (!legality.isLegal()) {                          // RING_NOT_FREE: d5 cannot slide out
      System.out.println(legality.reason().orElseThrow() + ": " + legality.message());
      move = rules.notation().parse("Wd4,a1");          // a white marble on d4, ring a1 removed
    }
    state = rules.play(state, move);                    // IllegalMoveException if illegal
    // 37 -.../...../....../...w.../....../...../.... 4,7,9 0,0,0 0,0,0 2 0 0 ongoing
    System.out.println(rules.positions().encode(state) + " " + rules.status(state));
    // end-snippet
  }
}
