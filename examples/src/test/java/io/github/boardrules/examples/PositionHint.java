package io.github.boardrules.examples;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.time.Duration;

// The code of docs/bots.md; BotsGuideTest runs it.
// snippet:bots-hint
final class PositionHint {
  static <S, M> Hint<M> print(ConfiguredGame<S, M> game, S state) {
    Hint<M> hint = Bots.hint(game, state, Duration.ofMillis(500));
    System.out.println(hint.text(game.notation()));   // the move, then what the position is worth
    return hint;
  }
}
// end-snippet
