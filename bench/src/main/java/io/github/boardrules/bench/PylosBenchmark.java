package io.github.boardrules.bench;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosEvaluation;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

/** Pylos under each rule set: {@link GameBenchmark}'s set, and alpha-beta. */
public class PylosBenchmark extends GameBenchmark<PylosState, PylosMove> {
  /** The rule set, by the name of its {@link PylosRuleSet} constant. */
  @Param({"STANDARD", "CHILDREN", "MATURE"})
  public String ruleSet = "STANDARD";

  private Pylos rules = Pylos.standard();

  @Override
  protected Game<PylosState, PylosMove> game() {
    rules = Pylos.builder().ruleSet(PylosRuleSet.valueOf(ruleSet)).build();
    return new Game<>(rules, rules.initialState(), 40, rules::randomPlayout);
  }

  /**
   * A depth-3 alpha-beta search with the standard evaluation, on the sample of positions.
   *
   * @return the search
   */
  @Benchmark
  public AlphaBetaBot.Search<PylosMove> alphaBeta() {
    return alphaBetaSearch(PylosEvaluation.of(rules), PylosState::positionHash, 3);
  }
}
