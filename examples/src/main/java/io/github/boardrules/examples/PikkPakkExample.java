package io.github.boardrules.examples;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.PikkPakkState;
import io.github.boardrules.pikkpakk.pushfour.PushFour;
import io.github.boardrules.pikkpakk.pushfour.PushFourMove;
import io.github.boardrules.pikkpakk.pushfour.PushFourState;
import java.util.List;
import java.util.Optional;

/**
 * The everyday API of the Pikk-Pakk module: Pikk-Pakk with the "winning tie move" variant and a ply
 * limit (rules, legal moves, a user's move validated with the reason it is illegal, a legal move
 * played, the status, the move notation and the position text), then, shorter, push-four, one of
 * the booklet's other games in the same module (five-shift, square Abalone and the intarsia
 * puzzles work the same way).
 *
 * <p>Run it with {@code java -cp examples/target/boardrules-examples.jar
 * io.github.boardrules.examples.PikkPakkExample}. It prints, among other lines:
 *
 * <pre>
 * legal moves: 14
 * Illegal move c8-h8&gt;: ... (NOT_MAXIMAL)
 * Illegal move b2-h2&gt;: ... (NO_MAJORITY)
 * b7-h7&gt;: legal
 * status: ongoing
 * push-four legal moves: 28
 * </pre>
 */
public final class PikkPakkExample {
  private PikkPakkExample() {}

  /**
   * Runs the example.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    // The rules: the basic game plus variant 1 of the booklet (a tied run may move when the move
    // wins at once), drawn after 300 plies. Every variant is a builder option.
    PikkPakk rules =
        PikkPakk.builder().winningTieMove(true).drawOptions(DrawOptions.NONE.withPlyLimit(300)).build();
    PikkPakkState state = rules.initialState();
    System.out.println("rules: " + rules);
    System.out.print(state.render()); // the spiral opening, TARGET R on e5

    // From the opening LIGHT can push the rows 3, 5, 7 and the columns b, d, f, h, each either way.
    List<PikkPakkMove> moves = rules.legalMoves(state);
    System.out.println("legal moves: " + moves.size()); // 14

    // Moves typed by a user. Only a whole run of touching balls moves: c8-h8 goes on to b8.
    userMove(rules, state, "c8-h8>"); // illegal, NOT_MAXIMAL
    // Row 2, b2-h2, holds six DARK balls and one LIGHT: LIGHT has no majority there.
    userMove(rules, state, "b2-h2>"); // illegal, NO_MAJORITY
    // Not a shift at all: the two ends are not in one row.
    userMove(rules, state, "b5-h6>"); // unreadable
    // Row 7 has six LIGHT balls and one DARK: LIGHT pushes it right, into the empty i7.
    PikkPakkMove move = userMove(rules, state, "b7-h7>").orElseThrow();
    state = rules.play(state, move);
    System.out.print(state.render());
    System.out.println("status: " + rules.status(state)); // ongoing

    // The notation: a run's two ends, lower end first, the direction, the distance when > 1.
    MoveNotation<PikkPakkMove> notation = rules.notation();
    System.out.println("notation: " + notation.format(move) + ", reads back equal: "
        + notation.parse(notation.format(move)).equals(move));

    // The position text: rows from the top, the player to move and the ply count.
    String text = rules.positions().encode(state);
    System.out.println("position text: " + text);
    System.out.println("decodes to the same state: " + rules.positions().decode(text).equals(state));

    // Push-four, one of the booklet's other games: every ball enters from the rim and pushes.
    PushFour pushFour = PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(100)).build();
    PushFourState board = pushFour.initialState();
    System.out.println("push-four legal moves: " + pushFour.legalMoves(board).size()); // 28 entries
    PushFourMove a3 = pushFour.notation().parse("a3");
    board = pushFour.play(board, a3); // LIGHT's ball lands on b3
    board = pushFour.play(board, a3); // DARK's lands on b3 and pushes LIGHT's to c3
    System.out.println("push-four after a3, a3: " + pushFour.positions().encode(board));
    System.out.println("push-four status: " + pushFour.status(board));
  }

  /**
   * Reads a user's move, prints whether it is legal and, if not, why.
   *
   * @return the move, or empty when it was malformed or illegal
   */
  private static Optional<PikkPakkMove> userMove(PikkPakk rules, PikkPakkState state, String text) {
    PikkPakkMove move;
    try {
      move = rules.notation().parse(text); // TextParseException: not a move of this board
    } catch (TextParseException e) {
      System.out.println(text + ": unreadable, " + e.getMessage());
      return Optional.empty();
    }
    Legality legality = rules.check(state, move); // legal, or the reason and a message
    if (legality.isLegal()) {
      System.out.println(text + ": legal");
      return Optional.of(move);
    }
    // One line that names the move once, then the machine-readable reason.
    System.out.println(legality.refusal(text) + " (" + legality.reason().orElseThrow() + ")");
    return Optional.empty();
  }
}
