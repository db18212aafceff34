package io.github.boardrules.bench;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.bots.MctsBot;
import io.github.boardrules.pikkpakk.pushfour.PushFour;
import io.github.boardrules.pikkpakk.pushfour.PushFourMove;
import io.github.boardrules.pikkpakk.pushfour.PushFourState;
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
 * Push-four with a 100-ply limit, single thread: legal moves (and one move played) on positions
 * from random games, and random playouts from the empty board (through the generic {@link
 * Playouts} and through the game's fast path).
 *
 * <p>Throughput is operations per second; for the playout benchmarks one operation is one whole
 * random game.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PushFourBenchmark {
  private final PushFour rules = PushFour.builder().plyLimit(100).build();
  private final PushFourState start = rules.initialState();
  private final RandomPositions<PushFourState> positions = new RandomPositions<>(rules, start, 30);
  private SplittableRandom random = new SplittableRandom(1);

  /** Seeds the generator of the random playouts and moves, the same on every run. */
  @Setup
  public void setUp() {
    random = new SplittableRandom(7);
  }

  /**
   * Legal moves as a list (the 28 entries, after the check that the game goes on).
   *
   * @return the moves, so that the work is not optimised away
   */
  @Benchmark
  public List<PushFourMove> legalMovesList() {
    return rules.legalMoves(positions.next());
  }

  /**
   * Legal moves, then one of them played: the step of a random game through the plain API.
   *
   * @return the state after the move
   */
  @Benchmark
  public PushFourState legalMovesAndPlayOne() {
    PushFourState state = positions.next();
    List<PushFourMove> moves = rules.legalMoves(state);
    return rules.playUnchecked(state, moves.get(random.nextInt(moves.size())));
  }

  /**
   * One random game from the empty board through the generic {@code Rules} API.
   *
   * @return the final state
   */
  @Benchmark
  public PushFourState randomPlayoutGeneric() {
    return Playouts.playRandomly(rules, start, random);
  }

  /**
   * One random game from the empty board through the fast path.
   *
   * @return the winner, or null for a draw
   */
  @Benchmark
  public @Nullable Player randomPlayoutFastPath() {
    return rules.randomPlayoutWinner(start, random);
  }

  /**
   * One MCTS search of the empty board with 1,000 iterations and the fast-path playout; counted
   * per iteration.
   *
   * @return the chosen move
   */
  @Benchmark
  @OperationsPerInvocation(1000)
  public PushFourMove mctsIterations() {
    return MctsBot.builder(rules)
        .iterations(1000)
        .playout(rules::randomPlayoutWinner)
        .seed(random.nextLong())
        .build()
        .chooseMove(start);
  }
}
