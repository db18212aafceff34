package io.github.boardrules.pikkpakk.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbalone;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneState;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Square Abalone's adjudication of a game a match stops at its ply cap: the rules' own count, the
 * balls pushed off (X is LIGHT, the first player; the position text ends with the balls pushed
 * off by X and by o).
 */
class SquareAbaloneAdjudicationTest {
  private static final SquareAbalone RULES = SquareAbalone.builder().build();

  private static SquareAbaloneState position(String text) {
    return RULES.positions().decode(text);
  }

  @Test
  void whoPushedOffMoreBallsLeads() {
    // X pushed off 2 of o's balls (o has 16 left), o none.
    assertThat(SquareAbaloneGame.leader(position(
        "ooXoooooo/ooXoooooo/........./........./........./........./........./XX.XXXXXX/XX.XXXXXX o 1 2 0")))
        .contains(Player.FIRST);
    // o pushed off 3 of X's balls (X has 15 left), X none.
    assertThat(SquareAbaloneGame.leader(position(
        "ooooooooo/ooooooooo/........./........./........./........./........./XX.XXXXXX/XXXXXX..X X 6 0 3")))
        .contains(Player.SECOND);
  }

  @Test
  void asManyBallsPushedOffIsNoLeaderAndTheStartIsEven() {
    assertThat(SquareAbaloneGame.leader(position(
        "oooooooo./ooooooooo/........./........./........./........./........./XXXXXXXXX/XXXXXXXX. X 4 1 1")))
        .isEqualTo(Optional.empty());
    assertThat(SquareAbaloneGame.leader(RULES.initialState())).isEmpty();
  }

  @Test
  void theCatalogueHandsItOutForSquareAbaloneOnly() {
    GameCatalog catalog = GameCatalog.load();
    assertThat(catalog.game("squareabalone(sidewaysMoves=true)").adjudication()).isPresent();
    assertThat(catalog.game("pikkpakk").adjudication()).isEmpty();
  }
}
