package io.github.boardrules.examples;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarSetup;
import io.github.boardrules.tzaar.TzaarState;
import java.util.List;
import java.util.Optional;

/**
 * The everyday API of the TZAAR module, with the fixed setup: rules with an option, the legal
 * moves, a user's move validated with the reason it is illegal, a legal move played, the status,
 * the move notation and the position text.
 *
 * <p>Run it with {@code java -cp examples/target/boardrules-examples.jar
 * io.github.boardrules.examples.TzaarExample}. It prints, among other lines:
 *
 * <pre>
 * Illegal move pass: WHITE's opening turn is a single capture (CAPTURE_REQUIRED)
 * Illegal move D4xD5: ... (NOT_YOUR_STACK)
 * D5xE6: legal
 * status: ongoing
 * position text: CCCCc/cBBBbc/cbAAabc/cbaC.abc/cbaccABC/CBACcABC/CBAaaBC/CBbbbC/Ccccc b capture
 * </pre>
 */
public final class TzaarExample {
  private TzaarExample() {}

  /**
   * Runs the example.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    // The rules: the setup is the option (RANDOM is the rules' default; FIXED is boardspace.net's
    // standard position; TOURNAMENT lets the players place their pieces).
    Tzaar rules = Tzaar.builder().setup(TzaarSetup.FIXED).build();
    TzaarState state = rules.initialState();
    System.out.println("rules: " + rules);

    // WHITE's opening turn is a single capture: the legal moves are those captures.
    List<TzaarMove> moves = rules.legalMoves(state);
    System.out.println("legal moves: " + moves.size() + ", the first " + moves.get(0));

    // Moves typed by a user. The opening turn must capture.
    userMove(rules, state, "pass"); // illegal, CAPTURE_REQUIRED
    // D4 holds a BLACK Tott, and WHITE is to move.
    userMove(rules, state, "D4xD5"); // illegal, NOT_YOUR_STACK
    // E5 is the hole in the middle of the board: the notation refuses it.
    userMove(rules, state, "E5xE6"); // unreadable
    // WHITE's Tott on D5 takes BLACK's Tott on E6, its neighbour.
    TzaarMove move = userMove(rules, state, "D5xE6").orElseThrow();
    state = rules.play(state, move);
    System.out.print(state.diagram());
    System.out.println("status: " + rules.status(state)); // ongoing, BLACK to capture

    // The notation: x captures, > stacks, pass; lower-case columns are read too.
    MoveNotation<TzaarMove> notation = rules.notation();
    System.out.println("notation: d5xe6 is written " + notation.format(notation.parse("d5xe6"))
        + ", equal to the move played: " + notation.parse("d5xe6").equals(move));

    // The position text: the columns A to I from row 1 up, the colour to move and the phase.
    String text = rules.positions().encode(state);
    System.out.println("position text: " + text);
    System.out.println("decodes to the same state: " + rules.positions().decode(text).equals(state));
  }

  /**
   * Reads a user's move, prints whether it is legal and, if not, why.
   *
   * @return the move, or empty when it was malformed or illegal
   */
  private static Optional<TzaarMove> userMove(Tzaar rules, TzaarState state, String text) {
    TzaarMove move;
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
