package io.github.boardrules.examples;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosState;
import java.util.List;
import java.util.Optional;

/**
 * The everyday API of the Pylos module, with the "mature" rule set and a ply limit: rules with
 * options, the legal moves, a user's move validated with the reason it is illegal, a legal move
 * played, the status, the move notation and the position text.
 *
 * <p>Run it with {@code java -cp examples/target/boardrules-examples.jar
 * io.github.boardrules.examples.PylosExample}. It prints, among other lines:
 *
 * <pre>
 * legal moves: 16
 * Illegal move: 1a1 does not rest on four balls; a1,b1,a2,b2 are empty (NOT_SUPPORTED)
 * b2: legal
 * Illegal move: b2 already holds a ball (SPOT_TAKEN)
 * status: ongoing
 * position text: ..../..../.L../.... .../.../... ../.. . D 1
 * </pre>
 */
public final class PylosExample {
  private PylosExample() {}

  /**
   * Runs the example.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    // The rules: the MATURE rule set (take-backs for squares and for lines) drawn after 200 plies.
    Pylos rules = Pylos.builder().ruleSet(PylosRuleSet.MATURE)
        .drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();
    PylosState state = rules.initialState();
    System.out.println("rules: " + rules);

    // On the empty board LIGHT can only place a ball on one of the 16 spots of level 0.
    List<PylosMove> moves = rules.legalMoves(state);
    System.out.println("legal moves: " + moves.size());

    // Moves typed by a user. A ball on level 1 must rest on four balls.
    userMove(rules, state, "1a1"); // illegal, NOT_SUPPORTED
    // Level 1 has the columns a to c only: the notation refuses 1d1.
    userMove(rules, state, "1d1"); // unreadable
    PylosMove move = userMove(rules, state, "b2").orElseThrow();
    state = rules.play(state, move);
    // Now DARK is to move, and b2 is taken.
    userMove(rules, state, "b2"); // illegal, SPOT_TAKEN
    System.out.print(state.diagram());
    System.out.println("status: " + rules.status(state)); // ongoing

    // The notation: a spot, a raise d4-1b2, take-backs after x; the formatter writes the
    // take-backs of one level in spot order (c1 before b2), the parser reads any order.
    MoveNotation<PylosMove> notation = rules.notation();
    System.out.println("b2xb2,c1 is written " + notation.format(notation.parse("b2xb2,c1")));

    // The position text: the levels from the base up, the player to move and the plies played.
    String text = rules.positions().encode(state);
    System.out.println("position text: " + text);
    System.out.println("decodes to the same state: " + rules.positions().decode(text).equals(state));
  }

  /**
   * Reads a user's move, prints whether it is legal and, if not, why.
   *
   * @return the move, or empty when it was malformed or illegal
   */
  private static Optional<PylosMove> userMove(Pylos rules, PylosState state, String text) {
    PylosMove move;
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
