package io.github.boardrules.bench;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.bots.AlphaBetaBot;
import io.github.boardrules.core.bots.MctsBot;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzEvaluation;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
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
 * ZÈRTZ on the 37-ring board with the tournament marble set, single thread: legal-move generation
 * on positions from random games (placements and capture chains alike), and random playouts from
 * the start (through the generic {@link Playouts} and through the game's fast path); the bots of
 * core: MCTS iterations with the fast playout, and a depth-2 alpha-beta search.
 *
 * <p>Throughput is operations per second; for the playout benchmarks one operation is one whole
 * random game, for {@code mcts} one iteration (one playout), for {@code alphaBeta} one search.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ZertzBenchmark {
  private final Zertz rules = Zertz.tournament();
  private final ZertzState start = rules.initialState();
  private final RandomPositions<ZertzState> positions = new RandomPositions<>(rules, start, 30);
  private SplittableRandom random = new SplittableRandom(1);

  /** Seeds the generator of the random playouts and moves, the same on every run. */
  @Setup
  public void setUp() {
    random = new SplittableRandom(7);
  }

  /**
   * Legal moves as a list (placement lists make their moves when asked).
   *
   * @return the moves, so that the work is not optimised away
   */
  @Benchmark
  public List<ZertzMove> legalMovesList() {
    return rules.legalMoves(positions.next());
  }

  /**
   * Legal moves as a list, and one move of it made and played: the work of one random ply.
   *
   * @return the state after the move, or the position when the game is over
   */
  @Benchmark
  public ZertzState legalMovesAndPlayOne() {
    ZertzState state = positions.next();
    List<ZertzMove> moves = rules.legalMoves(state);
    return moves.isEmpty() ? state : rules.playUnchecked(state, moves.get(moves.size() / 2));
  }

  /**
   * One random game from the start through the generic {@code Rules} API.
   *
   * @return the final state
   */
  @Benchmark
  public ZertzState randomPlayoutGeneric() {
    return Playouts.playRandomly(rules, start, random);
  }

  /**
   * One random game from the start through the fast path.
   *
   * @return the winner, null for a draw
   */
  @Benchmark
  public @Nullable Player randomPlayoutFastPath() {
    return rules.randomPlayoutWinner(start, random);
  }

  /**
   * A fresh MCTS bot with the fast playout searching the start for 1,000 iterations; the score is
   * iterations per second (tree growth included).
   *
   * @return the search
   */
  @Benchmark
  @OperationsPerInvocation(1_000)
  public MctsBot.Search<ZertzMove> mcts() {
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
  public AlphaBetaBot.Search<ZertzMove> alphaBeta() {
    return AlphaBetaBot.builder(rules, ZertzEvaluation.of(rules))
        .maxDepth(2)
        .tableBits(16)
        .hash(ZertzState::positionHash)
        .build()
        .search(positions.next());
  }
}
