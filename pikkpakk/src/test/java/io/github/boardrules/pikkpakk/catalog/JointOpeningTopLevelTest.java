package io.github.boardrules.pikkpakk.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.bots.PhaseLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.PikkPakkState;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The joint opening's top level places its balls by Monte-Carlo tree search while more than 10
 * are left to place, and searches by alpha-beta from there on; the other variants have no phase.
 */
@Tag("search-heavy") // its time is a bot's search: the build gives it the optimising compiler (see the POM)
class JointOpeningTopLevelTest {
  private static final GameCatalog CATALOG = GameCatalog.load();

  @SuppressWarnings("unchecked") // the catalogue's pikkpakk is a game of these types
  private static ConfiguredGame<PikkPakkState, PikkPakkMove> game(String name) {
    return (ConfiguredGame<PikkPakkState, PikkPakkMove>) CATALOG.game(name);
  }

  /** The position after {@code placements} balls placed on the first free points in order. */
  private static PikkPakkState placed(PikkPakk rules, int placements) {
    PikkPakkState state = rules.initialState();
    for (int i = 0; i < placements; i++) {
      state = rules.play(state, rules.legalMoves(state).get(0));
    }
    return state;
  }

  @Test
  void theTopLevelPlacesByMonteCarloUntilTenBallsAreLeftToPlace() {
    ConfiguredGame<PikkPakkState, PikkPakkMove> game = game("pikkpakk(jointOpening=true)");
    PikkPakk rules = (PikkPakk) game.rules();
    PhaseLevel<PikkPakkState> phase = game.topLevelPhase().orElseThrow();
    assertThat(phase.level().description()).isEqualTo("Monte-Carlo tree search, 80,000 playouts a move");
    assertThat(game.levelDescription(5)).isEqualTo(game.level(5).description()
        + "; Monte-Carlo tree search, 80,000 playouts a move while more than 10 balls are left to place");
    assertThat(phase.during().test(rules.initialState())).isTrue();
    assertThat(phase.during().test(placed(rules, 37))).as("11 balls left").isTrue();
    assertThat(phase.during().test(placed(rules, 38))).as("10 balls left").isFalse();
    assertThat(phase.during().test(placed(rules, 48))).as("pushing").isFalse();

    // In the phase level 5 plays the move of the Monte-Carlo search with its seed and budget.
    PikkPakkState eleven = placed(rules, 37);
    PikkPakkMove top = Bots.of(game, BotSettings.level(5).seed(3)).chooseMove(eleven);
    PikkPakkMove mcts = MctsBot.builder(rules).playout(game.playout()).seed(3).iterations(80_000).build()
        .chooseMove(eleven);
    assertThat(top).isEqualTo(mcts);
  }

  @Test
  void theOtherVariantsTopLevelsHaveNoPhase() {
    for (String name : new String[] {"pikkpakk", "pikkpakk(capture=true)", "pikkpakk(square=true)"}) {
      ConfiguredGame<PikkPakkState, PikkPakkMove> game = game(name);
      assertThat(game.topLevelPhase()).as(name).isEmpty();
      assertThat(game.levelDescription(5)).as(name).isEqualTo(game.level(5).description());
    }
  }
}
