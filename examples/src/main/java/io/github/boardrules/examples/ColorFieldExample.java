package io.github.boardrules.examples;

import io.github.boardrules.colorfield.ColorField;
import io.github.boardrules.colorfield.ColorFieldMove;
import io.github.boardrules.colorfield.ColorFieldState;
import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;
import java.util.List;
import java.util.Optional;

/**
 * The everyday API of the colour-field module, on the default layout with a ply limit and
 * repetition detection: rules with options, the legal moves, a user's move validated with the
 * reason it is illegal, a legal move played, the status, the move notation and the position text.
 *
 * <p>Run it with {@code java -cp examples/target/boardrules-examples.jar
 * io.github.boardrules.examples.ColorFieldExample}. It prints, among other lines:
 *
 * <pre>
 * Illegal move a10-a9: a10 holds a piece of EMPTY; FULL is to move (NOT_YOUR_PIECE)
 * Illegal move a1-b1: b1 is taken (OCCUPIED_SQUARE)
 * a1-a2: legal
 * status: ongoing
 * </pre>
 */
public final class ColorFieldExample {
  private ColorFieldExample() {}

  /**
   * Runs the example.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    // The rules: the default (provisional) layout, FULL starts, a draw after 300 plies or on the
    // third occurrence of a position.
    ColorField rules = ColorField.builder()
        .drawOptions(DrawOptions.NONE.withPlyLimit(300).withRepetitionDraw(3))
        .build();
    ColorFieldState state = rules.initialState();
    System.out.println("rules: " + rules);
    System.out.print(rules.render(state));

    List<ColorFieldMove> moves = rules.legalMoves(state);
    System.out.println("legal moves: " + moves.size() + ", the first " + rules.notation().format(moves.get(0)));

    // Moves typed by a user. a10 holds a BLUE piece of EMPTY, the team not to move.
    userMove(rules, state, "a10-a9"); // illegal, NOT_YOUR_PIECE
    // One piece per square: b1 holds FULL's BLUE piece.
    userMove(rules, state, "a1-b1"); // illegal, OCCUPIED_SQUARE
    // The move text needs a '-' after the starting square.
    userMove(rules, state, "e1e2"); // unreadable
    // FULL's GREEN piece steps from a1 (a YELLOW square) to a2 (YELLOW, empty): no capture earned.
    ColorFieldMove move = userMove(rules, state, "a1-a2").orElseThrow();
    state = rules.play(state, move);
    System.out.print(rules.render(state));
    System.out.println("status: " + rules.status(state)); // ongoing

    // The notation: from-to, and x with the captured square when the move captures.
    MoveNotation<ColorFieldMove> notation = rules.notation();
    System.out.println("notation: " + notation.format(move) + ", reads back equal: "
        + notation.parse(notation.format(move)).equals(move));

    // The position text: rows from the top, the gates, the team to move and the plies played;
    // with repetition detection the moves since the last irreversible one follow.
    String text = rules.positions().encode(state);
    System.out.println("position text: " + text);
    System.out.println("decodes to the same state: " + rules.positions().decode(text).equals(state));
  }

  /**
   * Reads a user's move, prints whether it is legal and, if not, why.
   *
   * @return the move, or empty when it was malformed or illegal
   */
  private static Optional<ColorFieldMove> userMove(ColorField rules, ColorFieldState state, String text) {
    ColorFieldMove move;
    try {
      move = rules.notation().parse(text); // TextParseException: not a move of this layout
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
