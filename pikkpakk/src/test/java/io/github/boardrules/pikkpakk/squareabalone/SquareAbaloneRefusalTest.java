package io.github.boardrules.pikkpakk.squareabalone;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pikkpakk.squareabalone.internal.SquareAbaloneRefusal;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The legality's refusals and the public reasons are the same list, mapped name to name. */
class SquareAbaloneRefusalTest {
  @Test
  void theRefusalsAreTheReasons() {
    assertThat(Arrays.stream(SquareAbaloneRefusal.values()).map(Enum::name))
        .containsExactlyElementsOf(
            Arrays.stream(SquareAbaloneReason.values()).map(Enum::name).toList());
    for (SquareAbaloneRefusal refusal : SquareAbaloneRefusal.values()) {
      assertThat(SquareAbalone.reason(refusal).name()).isEqualTo(refusal.name());
    }
  }
}
