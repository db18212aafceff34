package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.StandardOutput;
import io.github.boardrules.zertz.MarbleSet;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzBoard;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzReason;
import io.github.boardrules.zertz.ZertzState;
import org.junit.jupiter.api.Test;

/**
 * The pattern this module's README shows, the one every example program follows, runs here and
 * does what the README's comments say (DocumentationSnippetsTest checks that the README shows
 * exactly this code).
 */
class ExamplesReadmeTest {
  @Test
  void thePatternValidatesAUsersMoveAndPlaysALegalOne() {
    Object[] results = new Object[3];
    String printed = StandardOutput.capture(() -> {
      // snippet:examples-pattern
      Zertz rules = Zertz.builder().board(ZertzBoard.RINGS_37).marbleSet(MarbleSet.TOURNAMENT).build();
      ZertzState state = rules.initialState();
      ZertzMove move = rules.notation().parse("Wd4,d5");   // TextParseException if it is not a move
      Legality legality = rules.check(state, move);
      if (!legality.isLegal()) {                           // RING_NOT_FREE: d5 is not on the edge
        System.out.println(legality.reason().orElseThrow() + ": " + legality.message());
      }
      state = rules.play(state, rules.notation().parse("Bd4,a1"));
      Status status = rules.status(state);                 // ongoing
      String text = rules.positions().encode(state);  // 37 -.../...../....../...b.../....../...../.... 6,8,9 0,0,0 0,0,0 2 0 0
      // end-snippet
      results[0] = legality;
      results[1] = status;
      results[2] = text;
    });
    assertThat(((Legality) results[0]).reason()).contains(ZertzReason.RING_NOT_FREE);
    assertThat(printed).startsWith("RING_NOT_FREE: ");
    assertThat(((Status) results[1]).isOngoing()).isTrue();
    // The tournament pool (6, 8, 10) less one black; a1 removed; black on d4; SECOND to move.
    assertThat(results[2]).isEqualTo("37 -.../...../....../...b.../....../...../.... 6,8,9 0,0,0 0,0,0 2 0 0");
  }
}
