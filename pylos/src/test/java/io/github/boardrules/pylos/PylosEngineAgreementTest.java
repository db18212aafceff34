package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pylos.internal.PylosEngine;
import io.github.boardrules.pylos.internal.PylosMoveCode;
import io.github.boardrules.pylos.internal.PylosRefusal;
import io.github.boardrules.pylos.internal.PylosVariant;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The facade and the engine below it: the same moves, and enums that mirror each other. */
class PylosEngineAgreementTest {
  @Test
  void theEnginePlaysTheRulesMoves() {
    Pylos rules = Pylos.standard();
    PylosEngine engine = rules.engine();
    int[] buffer = new int[PylosEngine.MAX_MOVES];
    int count = engine.generate(0, 0, buffer, 0);
    assertThat(count).isEqualTo(16); // a ball on any of the 16 base spots
    assertThat(engine.canMove(0, 0)).isTrue();
    for (int i = 0; i < count; i++) {
      PylosMove move = rules.legalMoves(rules.initialState()).get(i);
      assertThat(PylosMove.ofCode(buffer[i])).isEqualTo(move);
      assertThat(move.code()).isEqualTo(buffer[i]);
      assertThat(PylosEngine.apply(0, buffer[i])).isEqualTo(1L << move.to());
      assertThat(PylosMoveCode.text(buffer[i])).isEqualTo(move.toString());
    }
  }

  @Test
  void theRefusalsAreTheReasonsOneForOne() {
    assertThat(Arrays.stream(PylosRefusal.values()).map(Enum::name))
        .containsExactlyElementsOf(Arrays.stream(PylosReason.values()).map(Enum::name).toList());
  }

  @Test
  void theVariantsAreTheRuleSetsOneForOne() {
    assertThat(Arrays.stream(PylosVariant.values()).map(Enum::name))
        .containsExactlyElementsOf(Arrays.stream(PylosRuleSet.values()).map(Enum::name).toList());
    for (PylosRuleSet ruleSet : PylosRuleSet.values()) {
      assertThat(Pylos.builder().ruleSet(ruleSet).build().engine().variant().name())
          .isEqualTo(ruleSet.name());
    }
  }
}
