package io.github.boardrules.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.fixture.TakeAway;
import io.github.boardrules.testkit.ForcedWinCheck.Replies;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The forced-win check on take-away (take 1 to 3, who takes the last counter wins): a pile that is
 * a multiple of 4 is lost for the player to move, any other is won by leaving a multiple of 4.
 */
class ForcedWinCheckTest {
  @SuppressWarnings("unchecked") // the catalogue's "takeaway" is the fixture's game
  private static final ConfiguredGame<TakeAway.Pile, TakeAway.Take> TAKE_AWAY =
      (ConfiguredGame<TakeAway.Pile, TakeAway.Take>) GameCatalog.load().game("takeaway");

  /**
   * Bots that take the pile down to a multiple of 4, except that from level {@code sloppyFrom} on
   * they take one counter from piles smaller than {@code sloppyBelow}.
   */
  private record Makers(int sloppyFrom, int sloppyBelow) implements BotLevelsCheck.BotMaker {
    @Override
    @SuppressWarnings("unchecked") // only take-away is played
    public <S, M> Bot<S, M> bot(ConfiguredGame<S, M> game, BotSettings settings) {
      boolean sloppyLevel = settings.level() >= sloppyFrom;
      Bot<TakeAway.Pile, TakeAway.Take> bot = pile -> new TakeAway.Take(
          (sloppyLevel && pile.counters() < sloppyBelow) || pile.counters() % 4 == 0 ? 1 : pile.counters() % 4);
      return (Bot<S, M>) bot;
    }
  }

  @Test
  void theExhaustiveSearchFindsTheWinsOfTakeAway() {
    assertThat(ForcedWinCheck.winningMoves(TAKE_AWAY, "3 1", 1)).containsExactly("take3");
    assertThat(ForcedWinCheck.turnsToForceAWin(TAKE_AWAY, "5 1", 1)).isEqualTo(-1);
    assertThat(ForcedWinCheck.turnsToForceAWin(TAKE_AWAY, "5 1", 2)).isEqualTo(2);
    assertThat(ForcedWinCheck.winningMoves(TAKE_AWAY, "5 1", 2)).containsExactly("take1");
    assertThat(ForcedWinCheck.winningMoves(TAKE_AWAY, "10 1", 3)).containsExactly("take2");
    assertThat(ForcedWinCheck.turnsToForceAWin(TAKE_AWAY, "8 1", 5)).isEqualTo(-1);
  }

  @Test
  void levelsThatTakeThePileToAMultipleOfFourPassInOneTwoAndThreeTurns() {
    ForcedWinCheck wins = ForcedWinCheck.of(new Makers(99, 0));
    wins.levelsFindTheWin(TAKE_AWAY, "3 1", 1, Set.of("take3"), Replies.EVERY);
    wins.levelsFindTheWin(TAKE_AWAY, "5 1", 2, Set.of("take1"), Replies.EVERY);
    wins.levelsFindTheWin(TAKE_AWAY, "10 1", 3, Set.of("take2"), Replies.STRONGEST);
  }

  @Test
  void aLevelThatMissesTheWinFailsNamingTheLevelSeedPositionAndMove() {
    ForcedWinCheck wins = ForcedWinCheck.of(new Makers(5, 99)).seeds(7);
    assertThatThrownBy(() -> wins.levelsFindTheWin(TAKE_AWAY, "3 1", 1, Set.of("take3"), Replies.EVERY))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("1 of 3 lines missed the win in 1 turns")
        .hasMessageContaining("takeaway level 5 seed 7 from 3 1")
        .hasMessageContaining("played take1, not a winning move");
  }

  @Test
  void aLevelThatLetsTheWinSlipLaterFails() {
    // From 6, levels 4 and 5 take 2 (leaving 4) but then take 1 of the 3 or 2 the opponent leaves.
    ForcedWinCheck wins = ForcedWinCheck.of(new Makers(4, 4)).seeds(0);
    assertThatThrownBy(() -> wins.levelsFindTheWin(TAKE_AWAY, "6 1", 2, Set.of("take2"), Replies.EVERY))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("2 of 3 lines missed the win in 2 turns")
        .hasMessageContaining("takeaway level 4 seed 0 from 6 1 after [take2, take1, take1]")
        .hasMessageContaining("has not won within the turns given");
  }
}
