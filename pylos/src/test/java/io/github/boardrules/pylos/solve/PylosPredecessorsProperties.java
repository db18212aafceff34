package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pylos.internal.PylosEngine;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Seeds;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosState;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The engine's predecessors against its own move generation, the rules' reference: from every
 * position of random games, every legal move's result has the position among its predecessors,
 * and every predecessor written has a legal move to the result. So the backward rounds of the
 * refinement revisit exactly the positions whose moves lead to a lowered one.
 */
class PylosPredecessorsProperties {
  private static final List<Pylos> RULE_SETS = List.of(Pylos.children(), Pylos.standard(), Pylos.mature());

  @Test
  void thePredecessorsOfEveryMovesResultAreExactlyThePositionsWithAMoveToIt() {
    for (Pylos rules : RULE_SETS) {
      PylosEngine engine = PylosEngines.of(rules);
      int[] moves = new int[PylosEngine.MAX_MOVES];
      int[] again = new int[PylosEngine.MAX_MOVES];
      long[] predecessors = new long[PylosEngine.MAX_PREDECESSORS];
      int[] checked = {0};
      int games = 40;
      ForAll.games("predecessors " + rules.ruleSet(), games, rules, game -> {
        for (PylosState state : game.states()) {
          long mover = state.balls(state.toMove());
          long other = state.balls(state.toMove().opponent());
          if (!engine.canMove(mover, other)) {
            continue;
          }
          int count = engine.generate(mover, other, moves, 0);
          for (int i = 0; i < count; i++) {
            long after = PylosEngine.apply(mover, moves[i]);
            int found = engine.predecessors(other, after, predecessors, 0);
            Set<Long> written = new HashSet<>();
            for (int k = 0; k < found; k++) {
              written.add(predecessors[k]);
            }
            assertThat(written).as("predecessors of %s after move %s", state, PylosEngines.move(moves[i]))
                .contains(mover);
            // Every one written is a real predecessor: one of its moves gives the same balls.
            for (long before : written) {
              assertThat(engine.canMove(before, other)).as("predecessor %s can move", Long.toHexString(before))
                  .isTrue();
              int n = engine.generate(before, other, again, 0);
              boolean leads = false;
              for (int j = 0; j < n && !leads; j++) {
                leads = PylosEngine.apply(before, again[j]) == after;
              }
              assertThat(leads).as("predecessor %s of %s leads to it", Long.toHexString(before), state).isTrue();
            }
            checked[0]++;
          }
        }
      });
      assertThat(checked[0]).as("moves checked, %s", rules.ruleSet())
          .isGreaterThanOrEqualTo(Seeds.scaled(10_001, games));
    }
  }
}
