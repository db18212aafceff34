package io.github.boardrules.bench;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.bots.MctsBot;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
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
 * "1, 2, 3" NIM on the 4x4 grid, single thread: legal-move generation (the plain list API and the
 * allocation-free buffer API) on positions from random games, and random playouts from the full
 * grid (through the generic {@link Playouts} and through the game's fast path), and Monte-Carlo
 * tree search iterations.
 *
 * <p>Throughput is operations per second; for the playout benchmarks one operation is one whole
 * random game, for {@code mcts} one search iteration.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class GridNimBenchmark {
  private final GridNim rules = GridNim.standard();
  private final GridNimState start = rules.initialState();
  private final RandomPositions<GridNimState> positions = new RandomPositions<>(rules, start, 6);
  private long[] buffer = new long[0];
  private SplittableRandom random = new SplittableRandom(1);

  /** Seeds the generator of the random playouts and moves, the same on every run. */
  @Setup
  public void setUp() {
    buffer = new long[rules.candidateMoveCount()];
    random = new SplittableRandom(7);
  }

  /**
   * Legal moves as a list.
   *
   * @return the moves, so that the work is not optimised away
   */
  @Benchmark
  public List<GridNimMove> legalMovesList() {
    return rules.legalMoves(positions.next());
  }

  /**
   * Legal moves written into a reusable buffer.
   *
   * @return the number of moves
   */
  @Benchmark
  public int legalMovesBuffer() {
    return rules.legalMoveMasks(positions.next().balls(), buffer);
  }

  /**
   * One random game from the full grid through the generic {@code Rules} API.
   *
   * @return the final state
   */
  @Benchmark
  public GridNimState randomPlayoutGeneric() {
    return Playouts.playRandomly(rules, start, random);
  }

  /**
   * One random game from the full grid through the allocation-free fast path.
   *
   * @return the winner
   */
  @Benchmark
  public Player randomPlayoutFastPath() {
    return rules.randomPlayoutWinner(start, random);
  }

  /**
   * Monte-Carlo tree search from the full grid with the fast playout: one operation is one
   * iteration (a selection, an expansion and a random game).
   *
   * @return the search, so that the work is not optimised away
   */
  @Benchmark
  @OperationsPerInvocation(1000)
  public MctsBot.Search<GridNimMove> mcts() {
    return MctsBot.builder(rules)
        .iterations(1000)
        .playout(rules::randomPlayoutWinner)
        .seed(random.nextLong())
        .build()
        .search(start);
  }
}
