package io.github.boardrules.bench;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.solve.IntarsiaSolver;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The intarsia solver, single thread: the constructive solution of the booklet's example (spiral to
 * chessboard) and of random pairs, and a shortest solution for a pattern 6 rotations from its
 * goal.
 *
 * <p>Throughput is solved puzzles per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class IntarsiaSolverBenchmark {
  private static final int PAIRS = 64;

  private final Pattern[] starts = new Pattern[PAIRS];
  private final Pattern[] goals = new Pattern[PAIRS];
  private Pattern scrambled = Pattern.spiral();
  private int next;

  /**
   * Draws the random pairs (scrambles of the spiral) and a scramble of the spiral whose distance is
   * exactly 6, the same on every run.
   */
  @Setup
  public void setUp() {
    SplittableRandom random = new SplittableRandom(7);
    IntarsiaSolver.solve(Pattern.spiral(), Pattern.halves()); // builds the solver's table
    for (int i = 0; i < PAIRS; i++) {
      starts[i] = scramble(Pattern.spiral(), 300, random);
      goals[i] = scramble(Pattern.spiral(), 300, random);
    }
    do {
      scrambled = scramble(Pattern.spiral(), 6, random);
    } while (IntarsiaSolver.shortest(scrambled, Pattern.spiral(), 5).isPresent());
  }

  private static Pattern scramble(Pattern pattern, int rotations, SplittableRandom random) {
    Pattern p = pattern;
    for (int i = 0; i < rotations; i++) {
      p = p.rotated(Rotation.all().get(random.nextInt(Rotation.COUNT)));
    }
    return p;
  }

  /**
   * The constructive solution from the spiral to the chessboard.
   *
   * @return the solution, so that the work is not optimised away
   */
  @Benchmark
  public List<Rotation> solveSpiralToChessboard() {
    return IntarsiaSolver.solve(Pattern.spiral(), Pattern.chessboard());
  }

  /**
   * The constructive solution of one of 64 random pairs, in turn.
   *
   * @return the solution
   */
  @Benchmark
  public List<Rotation> solveRandomPair() {
    int i = next;
    next = (i + 1) % PAIRS;
    return IntarsiaSolver.solve(starts[i], goals[i]);
  }

  /**
   * A shortest solution for a scramble of the spiral at distance 6.
   *
   * @return the solution
   */
  @Benchmark
  public Optional<List<Rotation>> shortestAtDistanceSix() {
    return IntarsiaSolver.shortest(scrambled, Pattern.spiral(), 6);
  }
}
