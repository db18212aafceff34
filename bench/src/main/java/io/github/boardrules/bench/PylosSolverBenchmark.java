package io.github.boardrules.bench;

import io.github.boardrules.core.Player;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.solve.PylosSolver;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Pylos's solvers on fixed positions, single thread: the proof search ({@link PylosSolver#solve})
 * with a fresh 2^16-entry table each time, so every call does the same work, and the retrograde
 * analysis ({@link PylosSolver#solveExactly}). The positions are from one random game (seed 1) of
 * each rule set, chosen so that a call takes a tenth of a second to a second.
 *
 * <p>Average time per solved position, in milliseconds.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PylosSolverBenchmark {
  private static final int TABLE_BITS = 16;

  private final Pylos children = Pylos.children();
  private final Pylos standard = Pylos.standard();

  /** Made once, as the rules once kept it: the retrograde analysis does not use its table. */
  private final PylosSolver childrenSolver = PylosSolver.of(children);

  /** Children's rules, ply 16: LOSS in 20 plies for LIGHT, about 330,000 nodes. */
  private final PylosState childrenLoss =
      children.state("DLDL/L.DD/LD../LLD. ..L/.../D.. ../.. .", Player.FIRST);

  /** Standard rules, ply 30: WIN in 17 plies for LIGHT, about 220,000 nodes. */
  private final PylosState standardWin =
      standard.state("LLDL/L.DD/LDDL/LLDL ..L/..D/DLL ../.. .", Player.FIRST);

  /** Children's rules, ply 21: WIN in 15 plies for DARK, 265,924 positions reachable. */
  private final PylosState childrenExact =
      children.state("DLDL/LDDD/LDD./LLD. L.L/.../DL. ../.. .", Player.SECOND);

  /**
   * The proof search of a children's position lost in 20 plies.
   *
   * @return the result
   */
  @Benchmark
  public PylosSolver.Result proofSearchChildren() {
    return PylosSolver.of(children, TABLE_BITS).solve(childrenLoss, 40);
  }

  /**
   * The proof search of a standard position won in 17 plies.
   *
   * @return the result
   */
  @Benchmark
  public PylosSolver.Result proofSearchStandard() {
    return PylosSolver.of(standard, TABLE_BITS).solve(standardWin, 40);
  }

  /**
   * The retrograde analysis of a children's position with 265,924 positions reachable.
   *
   * @return the result
   */
  @Benchmark
  public PylosSolver.Result solveExactlyChildren() {
    return childrenSolver.solveExactly(childrenExact, 1_000_000);
  }
}
