package io.github.boardrules.examples;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;
import io.github.boardrules.nim.solve.GridNimSolver;
import java.util.List;
import java.util.Optional;

/**
 * The everyday API of the NIM module, on misère "1, 2, 3" NIM (the player who takes the last ball
 * loses): rules with a variant option, the legal moves, a user's move validated with the reason it
 * is illegal, a legal move played, the status, the move notation and the position text.
 *
 * <p>Run it with {@code java -cp examples/target/boardrules-examples.jar
 * io.github.boardrules.examples.NimExample}. It prints, among other lines:
 *
 * <pre>
 * legal moves: 56
 * Illegal move: a1-a4 takes 4 balls; at most 3 may be taken in one move (TOO_MANY)
 * Illegal move a1,b2: ... (NOT_IN_ONE_LINE)
 * a1-c1: legal
 * status: ongoing
 * position text: oooo/oooo/oooo/...o 2
 * </pre>
 */
public final class NimExample {
  private NimExample() {}

  /**
   * Runs the example.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    // The rules: "1, 2, 3" NIM on the 4x4 grid, with the misère option switched on.
    GridNim rules = GridNim.standard().toBuilder().misere(true).build();
    GridNimState state = rules.initialState();
    System.out.println("rules: " + rules);

    // The legal moves: 16 single balls, 24 touching pairs and 16 touching triples (3 pairs and
    // 2 triples in each of the 4 rows and 4 columns) = 56.
    List<GridNimMove> moves = rules.legalMoves(state);
    System.out.println("legal moves: " + moves.size());

    // Moves typed by a user: the notation reads them, check() says whether they are legal and why
    // not. Prints "Illegal move: a1-a4 takes 4 balls; ... (TOO_MANY)" and "Illegal move a1,b2: ... (NOT_IN_ONE_LINE)";
    // "e9" is not a point of the 4x4 board, so the notation refuses it: "e9: unreadable, ...".
    userMove(rules, state, "a1-a4");
    userMove(rules, state, "a1,b2");
    userMove(rules, state, "e9");

    // A legal move is played; states are immutable, play() returns the next one.
    GridNimMove move = userMove(rules, state, "a1-c1").orElseThrow(); // prints "a1-c1: legal"
    state = rules.play(state, move);

    // The same move again is illegal now: a1 is empty. play() throws with the same reason.
    try {
      rules.play(state, move);
    } catch (IllegalMoveException e) {
      System.out.println("play(a1-c1) again refused: " + e.reason() + ": " + e.legality().refusal("a1-c1"));
    }

    // The status: ongoing until the last ball is taken.
    System.out.println("status: " + rules.status(state)); // status: ongoing

    // The notation writes a canonical form: a range lower end first.
    GridNimMove parsed = rules.notation().parse("c1-a1");
    System.out.println("c1-a1 is written " + rules.notation().format(parsed)); // a1-c1
    System.out.println("same move: " + parsed.equals(move)); // true

    // The position text: the rows from the top, then the player to move; decode reads it back.
    String text = rules.positions().encode(state);
    System.out.println("position text: " + text); // oooo/oooo/oooo/...o 2
    System.out.println("decodes to the same state: " + rules.positions().decode(text).equals(state));

    // The solver answers: in misère NIM it avoids taking the last ball.
    GridNimSolver solver = GridNimSolver.of(rules);
    GridNimMove answer = solver.bestMove(state).orElseThrow();
    System.out.println("the solver answers " + rules.notation().format(answer)
        + "; the player to move (SECOND) can force a win: " + solver.isWinForPlayerToMove(state));
  }

  /**
   * Reads a user's move, prints whether it is legal and, if not, why.
   *
   * @return the move, or empty when it was malformed or illegal
   */
  private static Optional<GridNimMove> userMove(GridNim rules, GridNimState state, String text) {
    GridNimMove move;
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
