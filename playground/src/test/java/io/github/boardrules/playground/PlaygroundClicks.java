package io.github.boardrules.playground;

import io.github.boardrules.core.catalog.GameSession;
import io.github.boardrules.core.catalog.PartialMove;
import java.util.List;

// The code of docs/playground.md; PlaygroundGuideTest runs it.
// snippet:playground-clicks
final class PlaygroundClicks {
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
}
// end-snippet
