package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import io.github.boardrules.core.catalog.PartialMove;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The code of the playground guide page ({@code docs/playground.md}): a server's answer to the
 * points a user clicked, as the playground gives it. The positions are worked by hand on NIM's
 * default board (4 x 4 balls; a move takes 1 to 3 touching balls in a row or column).
 */
class PlaygroundGuideTest {
  // snippet:playground-clicks
  /** Answers one click request: every point clicked since the last move. */
  static <S, M> String click(GameSession<S, M> session, List<String> points) {
    PartialMove<M> step = session.moveInput().after(points);
    if (step.isRefused()) {
      return "422 " + step.reason().orElseThrow();   // the library's reason, for the user
    }
    if (step.move().isEmpty()) {
      return "200 next " + step.nextPoints();        // mark these points on the picture
    }
    session.play(step.move().get());
    return "200 played " + session.moveTexts().get(session.ply() - 1)
        + ", now " + session.game().positions().encode(session.state());
  }
  // end-snippet

  private static final ConfiguredGame<?, ?> NIM = GameCatalog.load().game("nim");

  @Test
  void threeBallsInARowMakeTheMoveAndTheNextPlayerIsToMove() {
    // a1, b1 and c1 taken from the full board: row 1 keeps d1 alone; player 2 moves next.
    assertThat(click(GameSession.start(NIM), List.of("a1", "b1", "c1")))
        .isEqualTo("200 played a1-c1, now oooo/oooo/oooo/...o 2");
  }

  @Test
  void oneBallIsNotYetAMoveSinceItMayGoOn() {
    // From a1 a move may stop (done) or take its neighbours along row 1 or column a.
    assertThat(click(GameSession.start(NIM), List.of("a1")))
        .startsWith("200 next ").contains("done", "b1", "a2");
  }

  @Test
  void aFourthBallIsRefusedAndNothingIsPlayed() {
    GameSession<?, ?> session = GameSession.start(NIM);
    assertThat(click(session, List.of("a1", "b1", "c1", "d1"))).startsWith("422 ");
    assertThat(session.ply()).isZero();
  }
}
