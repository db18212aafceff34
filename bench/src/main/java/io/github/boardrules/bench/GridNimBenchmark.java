package io.github.boardrules.bench;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
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
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * "1, 2, 3" NIM on the 4x4 grid, single thread: legal-move generation (the plain list API and the
 * allocation-free buffer API) on positions from random games, and random playouts from the full
 * grid (through the generic {@link Playouts} and through the game's fast path).
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
public class GridNimBenchmark {
  private static final int POSITIONS = 1024;

  private final GridNim rules = GridNim.standard();
  private final GridNimState start = rules.initialState();
  private final GridNimState[] positions = new GridNimState[POSITIONS];
  private long[] buffer = new long[0];
  private SplittableRandom random = new SplittableRandom(1);
  private int next;

  /** Draws the positions of random games that move generation is measured on. */
  @Setup
  public void setUp() {
    SplittableRandom setup = new SplittableRandom(42);
    for (int i = 0; i < POSITIONS; i++) {
      GridNimState state = start;
      int plies = setup.nextInt(0, 6);
      for (int p = 0; p < plies && rules.status(state).isOngoing(); p++) {
        List<GridNimMove> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(setup.nextInt(moves.size())));
      }
      positions[i] = state;
    }
    buffer = new long[rules.candidateMoveCount()];
    random = new SplittableRandom(7);
  }

  private GridNimState nextPosition() {
    next = (next + 1) & (POSITIONS - 1);
    return positions[next];
  }

  /**
   * Legal moves as a list.
   *
   * @return the moves, so that the work is not optimised away
   */
  @Benchmark
  public List<GridNimMove> legalMovesList() {
    return rules.legalMoves(nextPosition());
  }

  /**
   * Legal moves written into a reusable buffer.
   *
   * @return the number of moves
   */
  @Benchmark
  public int legalMovesBuffer() {
    return rules.legalMoveMasks(nextPosition().balls(), buffer);
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
}
