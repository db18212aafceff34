package io.github.boardrules.bench;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.bots.AlphaBetaBot;
import io.github.boardrules.core.bots.MctsBot;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbalone;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneEvaluation;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneMove;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneState;
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
 * Square Abalone, the standard game (default opening, N = 9, no option) with a 200-ply limit,
 * single thread: legal-move generation on positions from random games, and random playouts from
 * the opening (through the generic {@link Playouts} and through the game's fast path); and the
 * fast path with every pushing option of the booklet that adds moves (b: any distance, e:
 * sideways moves, f: own balls off); MCTS iterations with the fast playout, and a depth-3
 * alpha-beta search with {@link SquareAbaloneEvaluation} and the position hash.
 *
 * <p>Throughput is operations per second; for the playout benchmarks one operation is one whole
 * random game, for {@code mctsIterations} one MCTS iteration, for {@code alphaBetaDepthThree} one
 * whole search.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SquareAbaloneBenchmark {
  private final SquareAbalone rules = SquareAbalone.builder().plyLimit(200).build();
  private final SquareAbalone options =
      SquareAbalone.builder().anyDistance(true).sidewaysMoves(true).ownBallsOff(true).plyLimit(200).build();
  private final SquareAbaloneState start = rules.initialState();
  private final RandomPositions<SquareAbaloneState> positions = new RandomPositions<>(rules, start, 60);
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
  public List<SquareAbaloneMove> legalMovesList() {
    return rules.legalMoves(positions.next());
  }

  /**
   * One random game from the opening through the generic {@code Rules} API.
   *
   * @return the final state
   */
  @Benchmark
  public SquareAbaloneState randomPlayoutGeneric() {
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
   * One random game with options b, e and f through the fast path.
   *
   * @return the winner, or null for a draw
   */
  @Benchmark
  public @Nullable Player randomPlayoutFastPathOptionsBef() {
    return options.randomPlayoutWinner(options.initialState(), random);
  }

  /**
   * One MCTS search of the opening with 1,000 iterations and the fast-path playout; counted per
   * iteration.
   *
   * @return the chosen move
   */
  @Benchmark
  @OperationsPerInvocation(1000)
  public SquareAbaloneMove mctsIterations() {
    return MctsBot.builder(rules)
        .iterations(1000)
        .playout(rules::randomPlayoutWinner)
        .seed(random.nextLong())
        .build()
        .chooseMove(start);
  }

  /**
   * One alpha-beta search to depth 3, with a fresh transposition table, of a position from a
   * random game.
   *
   * @return the chosen move
   */
  @Benchmark
  public SquareAbaloneMove alphaBetaDepthThree() {
    return AlphaBetaBot.builder(rules, SquareAbaloneEvaluation.of(rules))
        .hash(SquareAbaloneState::positionHash)
        .maxDepth(3)
        .build()
        .chooseMove(positions.next());
  }
}
