package io.github.boardrules.pylos.solve;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

// The code of docs/games/pylos.md; PylosSolveGuideTest runs it.
// snippet:pylos-table-hint
final class TableHint {
  static String fromTable(Path file, String position) throws IOException {
    ConfiguredGame<?, ?> game = GameCatalog.load().game("pylos(ruleSet=children)")
        .withTable(file);                   // opened once, shared by every bot and hint
    return hint(game, position);
  }

  static <S, M> String hint(ConfiguredGame<S, M> game, String position) {
    S state = game.positions().decode(position);
    return Bots.hint(game, state, Duration.ofSeconds(1)).text(game.notation());
  }
}
// end-snippet
