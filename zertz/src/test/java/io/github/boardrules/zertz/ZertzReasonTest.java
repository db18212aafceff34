package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.zertz.internal.ZertzRefusal;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The engine's refusals and the public reasons: the same names, mapped one to one. */
class ZertzReasonTest {

  @Test
  void everyRefusalHasTheReasonOfTheSameNameInTheSameOrder() {
    assertThat(Arrays.stream(ZertzRefusal.values()).map(Enum::name))
        .containsExactlyElementsOf(Arrays.stream(ZertzReason.values()).map(Enum::name).toList());
  }

  @Test
  void theRulesMapEachRefusalToTheReasonOfItsName() {
    for (ZertzRefusal refusal : ZertzRefusal.values()) {
      assertThat(Zertz.reason(refusal).name()).isEqualTo(refusal.name());
    }
  }
}
