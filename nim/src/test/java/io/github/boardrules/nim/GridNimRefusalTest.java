package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.nim.internal.GridNimRefusal;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The engine's refusals and the public reasons: the same names, in the same order. */
class GridNimRefusalTest {

  @Test
  void theRefusalsAndTheReasonsHaveTheSameNamesInTheSameOrder() {
    assertThat(Arrays.stream(GridNimRefusal.values()).map(Enum::name))
        .containsExactlyElementsOf(Arrays.stream(GridNimReason.values()).map(Enum::name).toList());
  }

  @Test
  void checkReportsTheReasonOfTheSameName() {
    // One illegal move for each reason, on the standard game or a bare board.
    GridNim rules = GridNim.standard();
    GridNimState start = rules.initialState();
    GridNim wide = GridNim.builder().rows(4).columns(5).build();
    assertThat(reason(rules, rules.state(0, Player.FIRST), rules.move(1)))
        .isEqualTo("GAME_OVER");
    assertThat(reason(rules, start, wide.notation().parse("e1"))).isEqualTo("OFF_BOARD");
    GridNimState afterA1 = rules.play(start, rules.notation().parse("a1"));
    assertThat(reason(rules, afterA1, rules.notation().parse("a1"))).isEqualTo("NO_BALL_THERE");
    assertThat(reason(rules, start, rules.notation().parse("a1,b2"))).isEqualTo("NOT_IN_ONE_LINE");
    assertThat(reason(rules, start, rules.notation().parse("a1-a4"))).isEqualTo("TOO_MANY");
    assertThat(reason(rules, start, rules.notation().parse("a1,a3"))).isEqualTo("NOT_TOUCHING");
  }

  private static String reason(GridNim rules, GridNimState state, GridNimMove move) {
    Legality legality = rules.check(state, move);
    return legality.reason().map(r -> ((GridNimReason) r).name()).orElse("legal");
  }
}
