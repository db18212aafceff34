package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The code of the playground guide page ({@code docs/playground.md}, {@link PlaygroundClicks}): a
 * server's answer to the points a user clicked, as the playground gives it. The positions are worked by hand on NIM's
 * default board (4 x 4 balls; a move takes 1 to 3 touching balls in a row or column).
 */
class PlaygroundGuideTest {
  private static final ConfiguredGame<?, ?> NIM = GameCatalog.load().game("nim");

  @Test
  void threeBallsInARowMakeTheMoveAndTheNextPlayerIsToMove() {
    // a1, b1 and c1 taken from the full board: row 1 keeps d1 alone; player 2 moves next.
    assertThat(PlaygroundClicks.click(GameSession.start(NIM), List.of("a1", "b1", "c1")))
        .isEqualTo("200 played a1-c1, now oooo/oooo/oooo/...o 2");
  }

  @Test
  void oneBallIsNotYetAMoveSinceItMayGoOn() {
    // From a1 a move may stop (done) or take its neighbours along row 1 or column a.
    assertThat(PlaygroundClicks.click(GameSession.start(NIM), List.of("a1")))
        .startsWith("200 next ").contains("done", "b1", "a2");
  }

  @Test
  void aFourthBallIsRefusedAndNothingIsPlayed() {
    GameSession<?, ?> session = GameSession.start(NIM);
    assertThat(PlaygroundClicks.click(session, List.of("a1", "b1", "c1", "d1"))).startsWith("422 ");
    assertThat(session.ply()).isZero();
  }
}
