package io.github.boardrules.bench;

import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Rules;
import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.core.bots.RandomPlayout;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.ToLongFunction;
import org.checkerframework.checker.nullness.qual.MonotonicNonNull;
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
 * The benchmarks every game gets, single thread, through the {@link Rules} contract and the game's
 * fast path: legal-move generation and one played move on a sample of positions from random games
 * where the game goes on, whole random games from the start, and MCTS iterations. A game's
 * benchmark extends this class, says in {@link #game()} what to measure, and may add benchmarks of
 * its own.
 *
 * <p>Throughput is operations per second. For the playout benchmarks one operation is one whole
 * random game; for {@link #mctsIterations} one MCTS iteration (selection, expansion, a fast-path
 * playout and the update of the path).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public abstract class GameBenchmark<S extends Object, M extends Object> {
  private @MonotonicNonNull Game<S, M> game;
  private @MonotonicNonNull RandomPositions<S> positions;
  private SplittableRandom random = new SplittableRandom(1);

  /**
   * What a game's benchmark measures.
   *
   * @param rules the game
   * @param start where the playouts and searches start
   * @param samplePlies the sample of positions is {@code start} after 0 to this many random plies
   * @param fastPlayout the game's fast path, such as {@code rules::randomPlayout}
   * @param <S> the state type
   * @param <M> the move type
   */
  protected record Game<S extends Object, M extends Object>(
      Rules<S, M> rules, S start, int samplePlies, RandomPlayout<S> fastPlayout) {}

  /**
   * Makes the game, once per run, after JMH has set any {@code @Param} fields.
   *
   * @return the game and what to start from
   */
  protected abstract Game<S, M> game();

  /** Makes the game and its sample of positions, and seeds the generator, the same on every run. */
  @Setup
  public final void setUpGame() {
    Game<S, M> g = game();
    game = g;
    positions = new RandomPositions<>(g.rules(), g.start(), g.samplePlies());
    random = new SplittableRandom(7);
  }

  private Game<S, M> setGame() {
    Game<S, M> g = game;
    if (g == null) {
      throw new IllegalStateException("The benchmark is not set up");
    }
    return g;
  }

  /**
   * Returns the game.
   *
   * @return the rules
   */
  protected final Rules<S, M> rules() {
    return setGame().rules();
  }

  /**
   * Returns the start of the playouts and searches.
   *
   * @return the state
   */
  protected final S start() {
    return setGame().start();
  }

  /**
   * Returns the next position of the sample.
   *
   * @return a position where the game goes on
   */
  protected final S nextPosition() {
    RandomPositions<S> p = positions;
    if (p == null) {
      throw new IllegalStateException("The benchmark is not set up");
    }
    return p.next();
  }

  /**
   * One alpha-beta search of the next sample position, to a fixed depth with a table of 2^16
   * entries and the game's hash: the body of the games' {@code alphaBeta} benchmarks, bot made
   * anew each time as a caller would.
   *
   * @param evaluation the game's evaluation
   * @param hash the game's position hash
   * @param depth the search depth in plies
   * @return the search
   */
  protected final AlphaBetaBot.Search<M> alphaBetaSearch(
      Evaluation<S> evaluation, ToLongFunction<S> hash, int depth) {
    return alphaBetaBuilder(evaluation, hash, depth).build().search(nextPosition());
  }

  /**
   * Returns the builder of {@link #alphaBetaSearch}'s search, for a benchmark that adds to it.
   *
   * @param evaluation the evaluation
   * @param hash the position hash
   * @param depth the depth
   * @return the builder
   */
  protected final AlphaBetaBot.Builder<S, M> alphaBetaBuilder(
      Evaluation<S> evaluation, ToLongFunction<S> hash, int depth) {
    return AlphaBetaBot.builder(rules(), evaluation).hash(hash).maxDepth(depth).tableBits(16);
  }

  /**
   * Returns the benchmark's generator, seeded the same on every run.
   *
   * @return the generator
   */
  protected final SplittableRandom random() {
    return random;
  }

  /**
   * Legal moves as a list, on the sample of positions.
   *
   * @return the moves, so that the work is not optimised away
   */
  @Benchmark
  public Object legalMoves() {
    return rules().legalMoves(nextPosition());
  }

  /**
   * Legal moves as a list and one of them played: the work of one ply.
   *
   * @return the state after the move
   */
  @Benchmark
  public Object legalMovesAndPlayOne() {
    S state = nextPosition();
    List<M> moves = rules().legalMoves(state);
    return rules().playUnchecked(state, moves.get(moves.size() / 2));
  }

  /**
   * One random game from the start through the generic {@code Rules} API, capped at {@link
   * Playouts#DEFAULT_PLY_CAP} plies (the cap the games' old safety bounds had).
   *
   * @return the final state
   */
  @Benchmark
  public Object randomPlayoutGeneric() {
    return Playouts.playRandomly(rules(), start(), random, Playouts.DEFAULT_PLY_CAP);
  }

  /**
   * One random game from the start as an app plays it: {@code legalMoves} and the checked {@link
   * Rules#play} (each move's legality checked before it is played), with the same cap.
   *
   * @return the final state
   */
  @Benchmark
  public Object randomPlayoutChecked() {
    Rules<S, M> rules = rules();
    S state = start();
    for (int ply = 0; ply < Playouts.DEFAULT_PLY_CAP; ply++) {
      List<M> moves = rules.legalMoves(state);
      if (moves.isEmpty()) {
        break;
      }
      state = rules.play(state, moves.get(random.nextInt(moves.size())));
    }
    return state;
  }

  /**
   * One random game from the start through the game's fast path, with the same cap.
   *
   * @return how the game ended
   */
  @Benchmark
  public PlayoutResult randomPlayoutFastPath() {
    return setGame().fastPlayout().play(start(), random, Playouts.DEFAULT_PLY_CAP);
  }

  /**
   * One MCTS search of the start with 1,000 iterations and the fast-path playout; counted per
   * iteration.
   *
   * @return the chosen move
   */
  @Benchmark
  @OperationsPerInvocation(1000)
  public Object mctsIterations() {
    return MctsBot.builder(rules())
        .iterations(1000)
        .playout(setGame().fastPlayout())
        .seed(random.nextLong())
        .build()
        .chooseMove(start());
  }
}
