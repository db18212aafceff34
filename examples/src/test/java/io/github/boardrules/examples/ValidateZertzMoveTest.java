package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.StandardOutput;
import org.junit.jupiter.api.Test;

/** The README's ZÈRTZ snippet prints what its comments say (ReadmeSnippetsTest checks the text). */
class ValidateZertzMoveTest {
  @Test
  void theZertzExamplePrintsTheReasonThenThePlayedPosition() {
    assertThat(StandardOutput.capture(() -> ValidateZertzMove.main(new String[0])).lines())
        .containsExactly(
            "RING_NOT_FREE: Wd4,d5: d5 is not free, it cannot slide out: no two neighbouring positions"
                + " next to each other are empty (free: a1 a2 a3 a4 b1 b5 c1 c6 d1 d7 e1 e6 f1 f5 g1 g2"
                + " g3 g4)",
            "37 -.../...../....../...w.../....../...../.... 4,7,9 0,0,0 0,0,0 2 0 0 ongoing");
  }
}
