package io.github.boardrules.examples;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;
import io.github.boardrules.nim.solve.GridNimSolver;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The quick start: a game of "1, 2, 3" NIM on the 4x4 grid between a random player (FIRST) and
 * the perfect-play solver (SECOND). Every move is validated; the position is printed after each,
 * and the program shows how an illegal move and a malformed one are refused.
 *
 * <p>Run it with {@code java -jar examples/target/boardrules-examples.jar [seed]}.
 */
public final class QuickStart {
  private QuickStart() {}

  /**
   * Plays the game and prints it.
   *
   * @param args an optional seed for the random player
   */
  public static void main(String[] args) {
    long seed = args.length > 0 ? Long.parseLong(args[0]) : 2026L;
    GridNim rules = GridNim.standard();
    MoveNotation<GridNimMove> notation = rules.notation();
    GridNimSolver solver = GridNimSolver.of(rules);
    SplittableRandom random = new SplittableRandom(seed);

    GridNimState state = rules.initialState();
    System.out.println("\"1, 2, 3\" NIM: take 1 to 3 touching balls from one row or column;");
    System.out.println("whoever takes the last ball wins. FIRST plays at random, SECOND perfectly.");
    System.out.println();
    print(state);

    // A move is validated before it is played: a diagonal is not in one row or column.
    GridNimMove diagonal = notation.parse("a1,b2");
    Legality legality = rules.check(state, diagonal);
    System.out.println("Is a1,b2 legal? " + legality.isLegal() + " -> "
        + legality.reason().orElseThrow() + ": " + legality.message());

    // play() refuses an illegal move with an exception carrying the same reason; the refusal's
    // line names the move once.
    try {
      rules.play(state, notation.parse("a1-a4"));
    } catch (IllegalMoveException e) {
      System.out.println("play(a1-a4) refused -> " + e.reason() + ": " + e.legality().refusal("a1-a4"));
    }

    // Text that is not a move at all is refused by the notation, naming where it went wrong.
    try {
      notation.parse("e9");
    } catch (TextParseException e) {
      System.out.println("parse(\"e9\") refused -> " + e.getMessage());
    }
    System.out.println();

    while (rules.status(state).isOngoing()) {
      Player player = rules.toMove(state);
      GridNimMove move;
      if (player == Player.FIRST) {
        List<GridNimMove> moves = rules.legalMoves(state);
        move = moves.get(random.nextInt(moves.size()));
      } else {
        move = solver.bestMove(state).orElseThrow();
      }
      state = rules.play(state, move);
      System.out.println(player + " takes " + notation.format(move));
      print(state);
    }

    Status status = rules.status(state);
    System.out.println("Result: " + status.winner().orElseThrow() + " wins (" + status.description() + ")");
  }

  /** Prints the grid with row numbers on the left and column letters below. */
  private static void print(GridNimState state) {
    for (int row = state.rows() - 1; row >= 0; row--) {
      StringBuilder line = new StringBuilder().append(row + 1).append(' ');
      for (int column = 0; column < state.columns(); column++) {
        line.append(state.hasBall(column, row) ? " o" : " .");
      }
      System.out.println(line);
    }
    StringBuilder letters = new StringBuilder("  ");
    for (int column = 0; column < state.columns(); column++) {
      letters.append(' ').append((char) ('a' + column));
    }
    System.out.println(letters);
    System.out.println("position text: " + state + "\n");
  }
}
