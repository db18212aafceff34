package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pikkpakk.internal.PikkPakkRefusal;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The legality's refusals and the public reasons are the same list, mapped name to name. */
class PikkPakkRefusalTest {
  @Test
  void theRefusalsAreTheReasons() {
    assertThat(Arrays.stream(PikkPakkRefusal.values()).map(Enum::name))
        .containsExactlyElementsOf(Arrays.stream(PikkPakkReason.values()).map(Enum::name).toList());
    for (PikkPakkRefusal refusal : PikkPakkRefusal.values()) {
      assertThat(PikkPakk.reason(refusal).name()).isEqualTo(refusal.name());
    }
  }
}
