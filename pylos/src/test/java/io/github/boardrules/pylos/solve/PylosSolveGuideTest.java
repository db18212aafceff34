package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.solve.PylosSolver.Verdict;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The solvers' code of the guide's Pylos page runs here and does what the page says
 * (DocumentationSnippetsTest in examples checks that the page shows exactly this code). A whole
 * table takes minutes and 1.7 GB, so the table snippets run on the top layer alone (28 balls on
 * the board, two seconds), whose values are worked out by hand.
 */
class PylosSolveGuideTest {
  /**
   * 28 balls, 14 a side, LIGHT to move with one ball left, the level-2 spot 2b1 empty: LIGHT's one
   * move is to fill it (2b1's supporters are the only free level-1 ball, 1c1, and a level-2 ball
   * cannot rise within its level), and DARK puts his last ball on the top. LIGHT loses in 2 plies,
   * under every rule set: the square 2a1, 2b1, 2a2, 2b2 is not LIGHT's.
   */
  private static final String LOST_IN_TWO = "LDLD/DLDL/LDLD/DLDL LDL/DLD/LDL DL/D. . L 28";

  /** The same after LIGHT's 2b1: DARK's one move, his last ball on the top, wins. */
  private static final String WON_IN_ONE = "LDLD/DLDL/LDLD/DLDL LDL/DLD/LDL DL/DL . D 29";

  @TempDir static Path directory;

  private static PylosTable topLayer;

  /**
   * The snippet run on a copy of the top layer that {@link TopLayerTable} computes once per test
   * JVM (PylosTableTest checks that computation and its file): the snippet's call goes on from
   * the file, as a second run does, instead of solving the 40 million positions again.
   */
  @BeforeAll
  static void computeTheTopLayer() throws Exception {
    Path file = Files.copy(TopLayerTable.get().file(), directory.resolve("children.pylos"));
    PylosTable[] table = new PylosTable[1];
    captureOutput(() -> table[0] = ChildrenTable.solve(file, 28));
    topLayer = table[0];
  }

  @Test
  void theProofSearchFindsTheWinInOne() {
    // snippet:pylos-proof-search
    PylosState state = Pylos.standard().positions().decode(
        "LDLD/DLDL/LDLD/DLDL LDL/DLD/LDL DL/DL . D 29");     // DARK to move, his last ball in hand
    PylosSolver solver = PylosSolver.of(Pylos.standard());   // ~24 MB (table + move stack): make it once, keep it
    PylosSolver.Result result = solver.solve(state, 40);      // iterative deepening up to 40 plies
    result.verdict();     // WIN or LOSS for the player to move, or UNKNOWN
    result.plies();       // exact: the shortest forced win, or the longest the loser holds out
    result.bestMove();    // a winning move when the verdict is WIN
    boolean quick = solver.isWinWithin(state, 9);
    // end-snippet
    assertThat(state).isEqualTo(Pylos.standard().positions().decode(WON_IN_ONE));
    assertWinInOne(result);
    assertThat(quick).isTrue();
  }

  @Test
  void theRetrogradeAnalysisFindsTheWinInOne() {
    // snippet:pylos-exact
    PylosState state = Pylos.standard().positions().decode(
        "LDLD/DLDL/LDLD/DLDL LDL/DLD/LDL DL/DL . D 29");     // DARK to move, his last ball in hand
    PylosSolver.Result result = PylosSolver.of(Pylos.standard()).solveExactly(state, 2_000_000);
    result.verdict();     // WIN, LOSS, DRAW (neither side can force the end) or UNKNOWN (too many positions)
    result.plies();       // the exact distance to the end for a win or loss, with best play
    result.bestMove();    // a move that keeps the win (fastest), the draw, or holds out longest
    // end-snippet
    assertThat(state).isEqualTo(Pylos.standard().positions().decode(WON_IN_ONE));
    assertWinInOne(result);
  }

  /** DARK's one move, his last ball on the top, wins. */
  private static void assertWinInOne(PylosSolver.Result result) {
    assertThat(result.verdict()).isEqualTo(Verdict.WIN);
    assertThat(result.plies()).isEqualTo(1);
    assertThat(result.bestMove()).contains(Pylos.standard().notation().parse("3a1"));
  }

  @Test
  void theTopLayerTablePlaysTheOneMoveOfALostPosition() throws Exception {
    assertThat(topLayer.lowestLayer()).isEqualTo(28);
    assertThat(topLayer.isFinished()).isFalse();
    String out = captureOutput(() -> TableValue.print(topLayer.file(), LOST_IN_TWO));
    assertThat(out.lines()).containsExactly("LOSS 2 false 2b1", "2b1");
  }

  @Test
  void theCataloguesHintReadsTheTable() throws IOException {
    assertThat(TableHint.fromTable(topLayer.file(), LOST_IN_TWO)).isEqualTo("2b1: LOSS in 2 plies");
  }

  @Test
  void bothSolversFindTheLossInTwo() {
    Pylos rules = Pylos.standard();
    PylosState lost = rules.positions().decode(LOST_IN_TWO);
    PylosSolver solver = PylosSolver.of(rules);
    PylosSolver.Result search = solver.solve(lost, 40);
    assertThat(search.verdict()).isEqualTo(Verdict.LOSS);
    assertThat(search.plies()).isEqualTo(2);
    assertThat(search.bestMove()).isEmpty();
    assertThat(solver.isWinWithin(lost, 9)).isFalse();
    // The retrograde analysis also names the move that holds out longest: here the only one.
    PylosSolver.Result exact = solver.solveExactly(lost, 2_000_000);
    assertThat(exact.verdict()).isEqualTo(Verdict.LOSS);
    assertThat(exact.plies()).isEqualTo(2);
    assertThat(exact.bestMove()).contains(rules.notation().parse("2b1"));
  }

  @Test
  void anOpeningWhoseStoredPositionsAreAllLostInTwoMakesTheStartAWinInThree() throws IOException {
    // Layers 0 to 3, every position lost in 2 for its player to move: each move from the start
    // leads to such a position, so the start is won in 3.
    PylosTableIndex index = PylosTableIndex.get();
    byte[][] layers = new byte[4][];
    for (int n = 0; n < layers.length; n++) {
      layers[n] = new byte[(int) index.layerSize(n)];
      Arrays.fill(layers[n], (byte) 2);
    }
    Path file = directory.resolve("standard-opening-2.pylos.gz");
    try (OutputStream out = Files.newOutputStream(file)) {
      PylosOpeningTable.write(PylosRuleSet.STANDARD, 2, 3, true, layers, out);
    }
    PylosSolver.Result start = OpeningLookup.solve(file, Pylos.standard().initialState());
    assertThat(start.verdict()).isEqualTo(Verdict.WIN);
    assertThat(start.plies()).isEqualTo(3);
    assertThat(start.isBound()).isFalse();
  }

  @Test
  void thePerfectBotKeepsTheValueOfLateChildrensPositions() {
    Pylos rules = Pylos.children();
    PylosSolver solver = PylosSolver.of(rules);
    SplittableRandom random = new SplittableRandom(5);
    int wonPositions = 0;
    for (int game = 0; game < 10; game++) {
      PylosState state = rules.initialState();
      while (!rules.status(state).isOver() && state.reserve(Pylos.LIGHT) + state.reserve(Pylos.DARK) > 8) {
        List<PylosMove> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
      if (rules.status(state).isOver()) {
        continue;
      }
      PylosSolver.Result before = solver.solveExactly(state, 1_000_000);
      PylosMove move = Endgame.move(state);
      PylosState after = rules.play(state, move);
      if (before.verdict() == Verdict.WIN) {
        wonPositions++;
        // A fastest win: the opponent is lost one ply sooner, or the game is over.
        if (rules.status(after).isOver()) {
          assertThat(before.plies()).isEqualTo(1);
        } else {
          PylosSolver.Result reply = solver.solveExactly(after, 1_000_000);
          assertThat(reply.verdict()).isEqualTo(Verdict.LOSS);
          assertThat(reply.plies()).isEqualTo(before.plies() - 1);
        }
      } else {
        // The longest defence.
        assertThat(before.verdict()).isEqualTo(Verdict.LOSS);
        PylosSolver.Result reply = solver.solveExactly(after, 1_000_000);
        assertThat(reply.verdict()).isEqualTo(Verdict.WIN);
        assertThat(reply.plies()).isEqualTo(before.plies() - 1);
      }
    }
    assertThat(wonPositions).isPositive();
  }

  /** Runs {@code program} with the standard output captured, and returns the output. */
  private static String captureOutput(ThrowingRunnable program) throws Exception {
    PrintStream original = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      program.run();
    } finally {
      System.setOut(original);
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** A program that may throw. */
  private interface ThrowingRunnable {
    void run() throws Exception;
  }
}
