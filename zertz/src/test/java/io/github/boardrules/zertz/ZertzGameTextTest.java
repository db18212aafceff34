package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import org.junit.jupiter.api.Test;

/**
 * The configured-game text the boardspace reader tags its records with, now made below the
 * catalogue: the catalogue reads every such text back as the same rules, and writes it the same.
 */
class ZertzGameTextTest {
  private final GameCatalog catalog = GameCatalog.load();

  @Test
  void theCatalogueMakesTheSameRulesFromTheTextOfEveryGame() {
    for (ZertzBoard board : ZertzBoard.values()) {
      for (MarbleSet marbleSet : MarbleSet.values()) {
        for (int noProgress : new int[] {0, 1, 60, Zertz.MAX_QUIET_PLIES}) {
          Zertz.Builder builder = Zertz.builder().board(board).marbleSet(marbleSet);
          if (noProgress > 0) {
            builder.noProgressDraw(noProgress);
          }
          Zertz rules = builder.build();
          String text = BoardspaceRecords.gameText(rules);
          ConfiguredGame<?, ?> game = catalog.game(text);
          assertThat(game.rules()).as(text).isEqualTo(rules);
          assertThat(game.config()).as(text).hasToString(text);
        }
      }
    }
  }

  @Test
  void theTextNamesOnlyWhatDiffersFromTheStandardGame() {
    assertThat(BoardspaceRecords.gameText(Zertz.standard())).isEqualTo("zertz");
    assertThat(BoardspaceRecords.gameText(Zertz.boardspace(ZertzBoard.RINGS_61)))
        .isEqualTo("zertz(board=61,marbleSet=tournament)");
    assertThat(BoardspaceRecords.gameText(Zertz.builder().noProgressDraw(60).build()))
        .isEqualTo("zertz(noProgressDraw=60)");
  }
}
