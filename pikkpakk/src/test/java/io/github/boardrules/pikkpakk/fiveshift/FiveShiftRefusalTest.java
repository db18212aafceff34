package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftRefusal;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The legality's refusals and the public reasons are the same list, mapped name to name. */
class FiveShiftRefusalTest {
  @Test
  void theRefusalsAreTheReasons() {
    assertThat(Arrays.stream(FiveShiftRefusal.values()).map(Enum::name))
        .containsExactlyElementsOf(Arrays.stream(FiveShiftReason.values()).map(Enum::name).toList());
    for (FiveShiftRefusal refusal : FiveShiftRefusal.values()) {
      assertThat(FiveShift.reason(refusal).name()).isEqualTo(refusal.name());
    }
  }
}
