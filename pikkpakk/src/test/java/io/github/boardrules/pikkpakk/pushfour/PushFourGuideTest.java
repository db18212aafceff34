package io.github.boardrules.pikkpakk.pushfour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.pikkpakk.GuideOutput;
import io.github.boardrules.pikkpakk.Point;
import java.io.IOException;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The push-four code of the guide page runs here and does what the page says (DocumentationSnippetsTest
 * in examples checks that the page shows exactly this code); the expected values are worked by hand.
 */
class PushFourGuideTest {
  static Status play() {
    // snippet:pushfour-play
    PushFour rules = PushFour.standard();
    PushFourState state = rules.initialState();                 // empty board, LIGHT to move
    state = rules.play(state, rules.notation().parse("a3"));    // LIGHT's ball lands on b3
    state = rules.play(state, rules.notation().parse("a3"));    // DARK's lands on b3, pushing LIGHT's to c3
    System.out.println(rules.legalMoves(state).size() + " entries; " + state);
    for (String entry : List.of("b1", "h9", "c1", "h9", "d1", "h9", "e1")) {
      state = rules.play(state, rules.notation().parse(entry));
    }
    System.out.println(state.fourInARow(Player.FIRST) + " " + rules.status(state));
    // end-snippet
    return rules.status(state);
  }

  static List<PushFour> options() {
    // snippet:pushfour-options
    PushFour limited = PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(100)).build();
    PushFour same = limited.toBuilder().build();                                      // equals(limited)
    PushFour unlimited = limited.toBuilder().drawOptions(DrawOptions.NONE).build();   // equals(PushFour.standard())
    // end-snippet
    return List.of(limited, same, unlimited);
  }

  @Test
  void theFourOfRowTwoWins() throws IOException {
    Status[] made = new Status[1];
    String out = GuideOutput.of(() -> made[0] = play());
    String[] lines = out.split("\n");
    // Every one of the 28 entry points is always legal; row 3 holds DARK's b3 and LIGHT's c3.
    assertThat(lines[0]).isEqualTo("28 entries; "
        + "........./........./........./........./........./........./.oX....../........./......... X 2");
    // b1, c1, d1, e1 land on b2-e2 (b2, c2 were empty, so nothing above them moves); DARK's three
    // pushes at h9 make only h6-h8.
    assertThat(lines[1]).startsWith("[b2, c2, d2, e2] win for FIRST");
    Status status = made[0];
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(PushFourTermination.FOUR_IN_A_ROW);
    assertThat(GuideOutput.page(GuideOutput.PUSHFOUR_GUIDE)).contains(out.strip());
    assertThat(PushFourMove.parse("a3").landing()).isEqualTo(Point.parse("b3"));
  }

  @Test
  void theOptionsAreAPlyLimitOnly() {
    List<PushFour> made = options();
    assertThat(made.get(0).plyBound()).isEqualTo(OptionalInt.of(100));
    assertThat(made.get(1)).isEqualTo(made.get(0));
    assertThat(made.get(2)).isEqualTo(PushFour.standard());
    assertThat(made.get(2).plyBound()).isEmpty();
    assertThatThrownBy(() -> PushFour.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build())
        .isInstanceOf(IllegalArgumentException.class);
  }
}
