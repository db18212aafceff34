package io.github.boardrules.examples;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.zertz.MarbleSet;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzBoard;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
import java.util.List;
import java.util.Optional;

/**
 * The everyday API of the ZÈRTZ module, on the 37-ring board with the tournament marble set: rules
 * with options, the legal moves, a user's move validated with the reason it is illegal, a legal
 * move played, the status, the move notation and the position text.
 *
 * <p>Run it with {@code java -cp examples/target/boardrules-examples.jar
 * io.github.boardrules.examples.ZertzExample}. It prints, among other lines:
 *
 * <pre>
 * legal moves: 1944
 * Illegal move Wd4,d5: ... (RING_NOT_FREE)
 * Illegal move Wd4: ... (REMOVAL_REQUIRED)
 * Bd4,a1: legal
 * status: ongoing
 * position text: 37 -.../...../....../...b.../....../...../.... 6,8,9 0,0,0 0,0,0 2 0 0
 * </pre>
 */
public final class ZertzExample {
  private ZertzExample() {}

  /**
   * Runs the example.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    // The rules: board and marble set are options; this is the same game as Zertz.tournament().
    Zertz rules = Zertz.builder().board(ZertzBoard.RINGS_37).marbleSet(MarbleSet.TOURNAMENT).build();
    ZertzState state = rules.initialState();
    System.out.println("rules: " + rules);

    // A first move places a marble (3 colours) on a ring (37) and removes a free ring: one of the
    // 18 edge rings other than the one just filled. 3 x (18 x 17 + 19 x 18) = 1944.
    List<ZertzMove> moves = rules.legalMoves(state);
    System.out.println("legal moves: " + moves.size());

    // Moves typed by a user. d5 is not on the edge, so it cannot be removed.
    userMove(rules, state, "Wd4,d5"); // illegal, RING_NOT_FREE
    // While a ring is free, a placement must remove one.
    userMove(rules, state, "Wd4"); // illegal, REMOVAL_REQUIRED
    // h1 is not a ring of the 37-ring board (columns a to g): the notation refuses it.
    userMove(rules, state, "Bh1"); // unreadable
    // A black marble on the centre, and the corner ring a1 removed.
    ZertzMove move = userMove(rules, state, "Bd4,a1").orElseThrow();
    state = rules.play(state, move);
    System.out.print(state.diagram());
    System.out.println("status: " + rules.status(state)); // ongoing

    // The notation: W/G/B and the ring, then the removed ring; captures are written xd4-f4.
    MoveNotation<ZertzMove> notation = rules.notation();
    System.out.println("notation: " + notation.format(move) + ", reads back equal: "
        + notation.parse(notation.format(move)).equals(move));

    // The position text: rings column by column, the pool, both players' marbles, the player to
    // move and two counters.
    String text = rules.positions().encode(state);
    System.out.println("position text: " + text);
    System.out.println("decodes to the same state: " + rules.positions().decode(text).equals(state));
  }

  /**
   * Reads a user's move, prints whether it is legal and, if not, why.
   *
   * @return the move, or empty when it was malformed or illegal
   */
  private static Optional<ZertzMove> userMove(Zertz rules, ZertzState state, String text) {
    ZertzMove move;
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
