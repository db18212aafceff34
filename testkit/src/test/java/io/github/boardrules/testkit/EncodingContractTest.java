package io.github.boardrules.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.fixture.TakeAway;
import io.github.boardrules.core.learning.AbstractActionEncoding;
import io.github.boardrules.core.learning.ActionEncoding;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class EncodingContractTest {

  @TestFactory
  Stream<DynamicTest> takeAwayKeepsTheContract() {
    return EncodingContract.of(takeAway()).tests();
  }

  @Test
  void theFixtureEncodesByHand() {
    ConfiguredGame<TakeAway.Pile, TakeAway.Take> game = takeAway();
    ActionEncoding<TakeAway.Pile, TakeAway.Take> encoding = game.encoding().orElseThrow();
    TakeAway.Pile two = new TakeAway.Pile(2, Player.SECOND);
    assertThat(encoding.legalActions(two)).containsExactly(0, 1);
    assertThat(encoding.legalMask(two)).containsExactly(true, true, false);
    assertThat(encoding.move(two, 1)).isEqualTo(new TakeAway.Take(2));
    assertThatThrownBy(() -> encoding.move(two, 2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("action 2 is not legal");
    assertThatThrownBy(() -> encoding.index(two, new TakeAway.Take(3)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("take3");
    // The last counter taken by FIRST: SECOND has none to take and has lost.
    assertThat(encoding.returns(new TakeAway.Pile(0, Player.SECOND))).containsExactly(1.0, -1.0);
    assertThat(encoding.returns(two)).containsExactly(0.0, 0.0);
    assertThat(encoding.observationShape()).containsExactly(2, 13);
  }

  @Test
  void theKitCatchesTwoMovesOnOneAction() {
    TakeAway rules = new TakeAway(12);
    ActionEncoding<TakeAway.Pile, TakeAway.Take> allZero =
        new AbstractActionEncoding<>(rules, 3, 1) {
          @Override
          protected int indexOfLegal(TakeAway.Pile state, TakeAway.Take move) {
            return 0;
          }

          @Override
          protected void observe(TakeAway.Pile state, float[] out) {
            out[0] = state.counters();
          }
        };
    ConfiguredGame<TakeAway.Pile, TakeAway.Take> game =
        ConfiguredGame.builder(GameConfig.defaults("takeaway", List.of()), "Take-away", rules,
                takeAway().notation(), rules.positions())
            .encoding(allZero)
            .build();
    DynamicTest actions = EncodingContract.of(game).tests().findFirst().orElseThrow();
    assertThatThrownBy(() -> actions.getExecutable().execute())
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("is shared with another legal move");
    DynamicTest observations = EncodingContract.of(game).tests().skip(1).findFirst().orElseThrow();
    assertThatThrownBy(() -> observations.getExecutable().execute())
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("two states with one observation");
  }

  @SuppressWarnings("unchecked")
  private static ConfiguredGame<TakeAway.Pile, TakeAway.Take> takeAway() {
    return (ConfiguredGame<TakeAway.Pile, TakeAway.Take>) GameCatalog.load().game("takeaway");
  }
}
