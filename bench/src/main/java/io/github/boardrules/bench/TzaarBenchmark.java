package io.github.boardrules.bench;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.bots.AlphaBetaBot;
import io.github.boardrules.core.bots.MctsBot;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.tzaar.TzaarEvaluation;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarState;
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
 * TZAAR from the fixed standard position, single thread: legal-move generation on positions from
 * random games, and random playouts from the standard position (through the generic {@link
 * Playouts} and through the game's fast path); the bots of core: MCTS iterations with the fast
 * playout, and a depth-2 alpha-beta search (one action of each player, or both of one turn).
 *
 * <p>Throughput is operations per second; for the playout benchmarks one operation is one whole
 * random game (about 44 plies on average), for {@code mcts} one iteration (one playout), for
 * {@code alphaBeta} one search.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class TzaarBenchmark {
  private final Tzaar rules = Tzaar.fixedSetup();
  private final TzaarState start = rules.initialState();
  private final RandomPositions<TzaarState> positions = new RandomPositions<>(rules, start, 40);
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
  public List<TzaarMove> legalMovesList() {
    return rules.legalMoves(positions.next());
  }

  /**
   * One random game from the standard position through the generic {@code Rules} API.
   *
   * @return the final state
   */
  @Benchmark
  public TzaarState randomPlayoutGeneric() {
    return Playouts.playRandomly(rules, start, random);
  }

  /**
   * One random game from the standard position through the fast path.
   *
   * @return the winner
   */
  @Benchmark
  public Player randomPlayoutFastPath() {
    return rules.randomPlayoutWinner(start, random);
  }

  /**
   * A fresh MCTS bot with the fast playout searching the standard position for 1,000 iterations;
   * the score is iterations per second (tree growth included).
   *
   * @return the search
   */
  @Benchmark
  @OperationsPerInvocation(1_000)
  public MctsBot.Search<TzaarMove> mcts() {
    return MctsBot.builder(rules)
        .iterations(1_000)
        .playout(rules::randomPlayoutWinner)
        .seed(random.nextLong())
        .build()
        .search(start);
  }

  /**
   * A fresh alpha-beta bot with the module's evaluation and position hash searching a position of
   * a random game (one where the game goes on) to depth 2.
   *
   * @return the search
   */
  @Benchmark
  public AlphaBetaBot.Search<TzaarMove> alphaBeta() {
    return AlphaBetaBot.builder(rules, TzaarEvaluation.standard())
        .maxDepth(2)
        .tableBits(16)
        .hash(TzaarState::positionHash)
        .build()
        .search(positions.next());
  }
}
