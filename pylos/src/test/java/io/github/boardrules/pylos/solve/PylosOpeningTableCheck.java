package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A check run by hand on a finished table, not a test (1.7 GB): writes its opening table, reads
 * it back and compares the two on every position of random games while it has at most {@code
 * maxBalls} balls on the board (the same verdict, plies and best move), with the sizes and times.
 *
 * <pre>
 * java -Xmx4g -cp core/target/classes:pylos/target/classes:pylos/target/test-classes \
 *     io.github.boardrules.pylos.solve.PylosOpeningTableCheck standard.pylos 12 opening-12.pylos.gz 2000 1
 * </pre>
 */
public final class PylosOpeningTableCheck {
  private PylosOpeningTableCheck() {}

  /**
   * Runs the check.
   *
   * @param args the table file, the opening's most balls, the opening file to write, the number
   *     of random games, the seed
   */
  public static void main(String[] args) throws Exception {
    PylosTable table = PylosTable.open(Path.of(args[0]));
    int maxBalls = Integer.parseInt(args[1]);
    Path out = Path.of(args[2]);
    int games = Integer.parseInt(args[3]);
    SplittableRandom random = new SplittableRandom(Long.parseLong(args[4]));
    long started = System.nanoTime();
    PylosOpeningTable.write(table, maxBalls, out);
    long written = System.nanoTime();
    PylosOpeningTable opening = PylosOpeningTable.read(out);
    long read = System.nanoTime();
    System.out.printf(Locale.ROOT, "%s from %s: %,d positions stored, %,d bytes; written in %.1f s, read in %.1f s%n",
        opening, table, opening.positions(), Files.size(out), (written - started) / 1e9, (read - written) / 1e9);
    Pylos rules = table.rules();
    long positions = 0;
    long agree = 0;
    for (int g = 0; g < games; g++) {
      PylosState state = rules.initialState();
      while (!rules.status(state).isOver()
          && Long.bitCount(state.balls(state.toMove()) | state.balls(state.toMove().opponent())) <= maxBalls) {
        PylosSolver.Result whole = table.solve(state);
        PylosSolver.Result part = opening.solve(state);
        positions++;
        if (whole.verdict() == part.verdict() && whole.plies() == part.plies()
            && whole.bestMove().equals(part.bestMove()) && whole.isBound() == part.isBound()) {
          agree++;
        } else {
          System.out.println("differs at " + state + ": table " + whole + ", opening " + part);
        }
        List<PylosMove> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
    }
    System.out.printf(Locale.ROOT, "positions of %,d random games: %,d, the same verdict, plies and best move: %,d%n",
        games, positions, agree);
    PylosSolver.Result start = opening.solve(rules.initialState());
    System.out.println("start: " + start);
  }
}
