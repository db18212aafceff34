package io.github.boardrules.bench;

import io.github.boardrules.colorfield.ColorField;
import io.github.boardrules.colorfield.ColorFieldEvaluation;
import io.github.boardrules.colorfield.ColorFieldMove;
import io.github.boardrules.colorfield.ColorFieldState;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.bots.AlphaBetaBot;
import io.github.boardrules.core.bots.MctsBot;
import java.util.List;
import java.util.Optional;
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
 * The colour-field game on the default layout with a ply limit of 200, single thread: random
 * playouts from the start (through the generic {@link Playouts} and through the game's fast path),
 * one ply of the plain API (legal moves of a position plus playing one of them), Monte-Carlo tree
 * search iterations and an alpha-beta search with the game's evaluation and position hash.
 *
 * <p>Throughput is operations per second; for the playout benchmarks one operation is one whole
 * random game (about 150 plies on average with this limit), for {@code mcts} one search iteration,
 * for {@code alphaBeta} one depth-3 search.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ColorFieldBenchmark {
  private static final int PLY_LIMIT = 200;

  private final ColorField rules = ColorField.builder().plyLimit(PLY_LIMIT).build();
  private final ColorFieldState start = rules.initialState();
  private final RandomPositions<ColorFieldState> positions = new RandomPositions<>(rules, start, 100);
  private SplittableRandom random = new SplittableRandom(1);

  /** Seeds the generator of the random playouts and moves, the same on every run. */
  @Setup
  public void setUp() {
    random = new SplittableRandom(7);
  }

  /**
   * One random game from the start, ply limit 200, through the allocation-free fast path.
   *
   * @return the winner, empty for a draw
   */
  @Benchmark
  public Optional<Player> randomPlayoutFastPath() {
    return rules.randomPlayoutWinner(start, random);
  }

  /**
   * One random game from the start, ply limit 200, through the generic {@code Rules} API.
   *
   * @return the final state
   */
  @Benchmark
  public ColorFieldState randomPlayoutGeneric() {
    return Playouts.playRandomly(rules, start, random);
  }

  /**
   * One ply of the plain API on a position from a random game: list the legal moves and play a
   * random one (the new state computes its own legal moves and status).
   *
   * @return the state after the move
   */
  @Benchmark
  public ColorFieldState legalMovesAndPlay() {
    ColorFieldState state = positions.next();
    List<ColorFieldMove> moves = rules.legalMoves(state);
    return rules.playUnchecked(state, moves.get(random.nextInt(moves.size())));
  }

  /**
   * Monte-Carlo tree search from the start with the fast playout: one operation is one iteration
   * (a selection, an expansion and a random game).
   *
   * @return the search, so that the work is not optimised away
   */
  @Benchmark
  @OperationsPerInvocation(1000)
  public MctsBot.Search<ColorFieldMove> mcts() {
    return MctsBot.builder(rules)
        .iterations(1000)
        .playout((state, r) -> rules.randomPlayoutWinner(state, r).orElse(null))
        .seed(random.nextLong())
        .build()
        .search(start);
  }

  /**
   * Alpha-beta search to depth 3 of positions from random games, with {@link ColorFieldEvaluation}
   * and the position hash, a fresh table each time.
   *
   * @return the search
   */
  @Benchmark
  public AlphaBetaBot.Search<ColorFieldMove> alphaBeta() {
    return AlphaBetaBot.builder(rules, ColorFieldEvaluation.of(rules))
        .hash(ColorFieldState::positionHash)
        .maxDepth(3)
        .tableBits(16)
        .build()
        .search(positions.next());
  }
}
