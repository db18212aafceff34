package io.github.boardrules.bench;

import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.bots.AlphaBetaBot;
import io.github.boardrules.core.bots.MctsBot;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosEvaluation;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosState;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Pylos, single thread, for each rule set: legal-move generation on positions from random games,
 * and random playouts from the empty board through the generic {@link Playouts} and through the
 * game's allocation-free fast path; Monte-Carlo tree search iterations and an alpha-beta search
 * with the game's evaluation and position hash.
 *
 * <p>Throughput is operations per second; for the playout benchmarks one operation is one whole
 * random game, for {@code mcts} one search iteration, for {@code alphaBeta} one depth-3 search.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PylosBenchmark {
  /** The rule set. */
  @Param({"STANDARD", "CHILDREN", "MATURE"})
  public String ruleSet = "STANDARD";

  private Pylos rules = Pylos.standard();
  private PylosState start = rules.initialState();
  private RandomPositions<PylosState> positions = new RandomPositions<>(rules, start, 40);
  private SplittableRandom random = new SplittableRandom(1);

  /** Makes the rules and draws the positions that move generation is measured on. */
  @Setup
  public void setUp() {
    rules = Pylos.builder().ruleSet(PylosRuleSet.valueOf(ruleSet)).build();
    start = rules.initialState();
    positions = new RandomPositions<>(rules, start, 40);
    random = new SplittableRandom(7);
  }

  /**
   * Legal moves as a list.
   *
   * @return the moves, so that the work is not optimised away
   */
  @Benchmark
  public List<PylosMove> legalMoves() {
    return rules.legalMoves(positions.next());
  }

  /**
   * One random game from the empty board through the generic {@code Rules} API.
   *
   * @return the final state
   */
  @Benchmark
  public PylosState randomPlayoutGeneric() {
    return Playouts.playRandomly(rules, start, random);
  }

  /**
   * One random game from the empty board through the fast path.
   *
   * @return how the game ended
   */
  @Benchmark
  public Status randomPlayoutFastPath() {
    return rules.randomPlayout(start, random);
  }

  /**
   * Monte-Carlo tree search from the empty board with the fast playout: one operation is one
   * iteration (a selection, an expansion and a random game).
   *
   * @return the search, so that the work is not optimised away
   */
  @Benchmark
  @OperationsPerInvocation(1000)
  public MctsBot.Search<PylosMove> mcts() {
    return MctsBot.builder(rules)
        .iterations(1000)
        .playout(rules::randomPlayoutWinner)
        .seed(random.nextLong())
        .build()
        .search(start);
  }

  /**
   * Alpha-beta search to depth 3 of positions from random games, with {@link PylosEvaluation} and
   * the position hash, a fresh table each time.
   *
   * @return the search
   */
  @Benchmark
  public AlphaBetaBot.Search<PylosMove> alphaBeta() {
    return AlphaBetaBot.builder(rules, PylosEvaluation.of(rules))
        .hash(PylosState::positionHash)
        .maxDepth(3)
        .tableBits(16)
        .build()
        .search(positions.next());
  }
}
