package io.github.boardrules.bench;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.bots.MctsBot;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.PikkPakkState;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Pikk-Pakk, the basic game with a 200-ply limit, single thread: legal-move generation on
 * positions from random games, and random playouts from the opening (through the generic {@link
 * Playouts} and through the game's fast path).
 *
 * <p>Throughput is operations per second; for the playout benchmarks one operation is one whole
 * random game, for {@link #mctsIterations} one MCTS iteration (selection, expansion, a fast-path
 * playout and the update of the path).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PikkPakkBenchmark {
  private final PikkPakk rules = PikkPakk.builder().plyLimit(200).build();
  private final PikkPakkState start = rules.initialState();
  private final RandomPositions<PikkPakkState> positions = new RandomPositions<>(rules, start, 40);
  private SplittableRandom random = new SplittableRandom(1);

  /** Seeds the generator of the random playouts and moves, the same on every run. */
  @Setup
  public void setUp() {
    random = new SplittableRandom(7);
  }

  /**
   * Legal moves as a list.
   *
   * @return the moves, so that the work is not optimised away
   */
  @Benchmark
  public List<PikkPakkMove> legalMovesList() {
    return rules.legalMoves(positions.next());
  }

  /**
   * One random game from the opening through the generic {@code Rules} API.
   *
   * @return the final state
   */
  @Benchmark
  public PikkPakkState randomPlayoutGeneric() {
    return Playouts.playRandomly(rules, start, random);
  }

  /**
   * One random game from the opening through the fast path.
   *
   * @return the winner, or null for a draw
   */
  @Benchmark
  public @Nullable Player randomPlayoutFastPath() {
    return rules.randomPlayoutWinner(start, random);
  }

  /**
   * One MCTS search of the opening with 1,000 iterations and the fast-path playout; counted per
   * iteration.
   *
   * @return the chosen move
   */
  @Benchmark
  @OperationsPerInvocation(1000)
  public PikkPakkMove mctsIterations() {
    return MctsBot.builder(rules)
        .iterations(1000)
        .playout(rules::randomPlayoutWinner)
        .seed(random.nextLong())
        .build()
        .chooseMove(start);
  }
}
