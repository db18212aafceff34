package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import java.time.Duration;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link FiveShift#winByFours} and {@link FiveShift#winByThreats} in hand-worked positions. */
class FiveShiftFoursTest {
  private static final FiveShift RULES = FiveShift.standard();

  /* Ply 8, LIGHT to move with b2-e2; DARK b8, d8, f8, h8. f2 makes five (a2 is on the rim). */
  private static final String FIVE_AT_ONCE =
      "........./.o.o.o.o./........./........./........./........./........./.XXXX..../......... X 8";

  /*
   * Ply 6, LIGHT to move with c4, d4, e4; DARK b8, e8, h8. f4 threatens b4 and g4 at once; b4
   * threatens only f4 (a4 is on the rim), and after DARK takes f4 LIGHT has no five.
   */
  private static final String OPEN_THREE =
      "........./.o..o..o./........./........./........./..XXX..../........./........./......... X 6";

  /*
   * Ply 8, LIGHT to move with c4, d4, e4 and h6; DARK has b8-e8, a four whose point is f8. LIGHT's
   * f4 would threaten two fives, but DARK makes five at f8 first; f8, the only parry, makes no
   * four for LIGHT.
   */
  private static final String FACING_A_FOUR =
      "........./.oooo..../........./.......X./........./..XXX..../........./........./......... X 8";

  /*
   * Ply 16, LIGHT to move with b2-d2, e3, e4 and b5-d5; DARK has b8, d8, f8, h8, c7, e7, g7, h4 (no
   * three in a row). No placement threatens two fives: e2 threatens only f2 (a2 is rim; e3-e4 are
   * two), e5 only f5, f2 only e2, f5 only e5. e2, then after DARK's f2, e5 threatens f5 (b5-e5) and
   * e6 (e2-e5; e1 is rim): a win in 5 plies; e2 is the lowest point that starts one.
   */
  private static final String TWO_FOURS =
      "........./.o.o.o.o./..o.o.o../........./.XXX...../....X..o./....X..../.XXX...../......... X 16";

  /*
   * Ply 8, LIGHT to move with c4, d4, e5, e6; DARK has b6, b8, e8, h8. No placement makes a four,
   * so there is no win by fours. e4 makes two open threes, c4-e4 (b4, f4, g4 empty) and e4-e6 (e2,
   * e3, e7 empty): DARK can spoil one, and the other becomes a four with two points (f4: b4 and g4;
   * e3: e2 and e7, or e7: e3 and e8) and then five, 5 plies in all; no DARK placement makes a four
   * that would come first. The lower threats fail: DARK's e4 parries e3 and b4, and f6 parries
   * c3's diagonal c3-e5.
   */
  private static final String DOUBLE_THREE =
      "........./.o..o..o./........./.o..X..../....X..../..XX...../........./........./......... X 8";

  private static Optional<Hint<PikkPakkMove>> win(FiveShift rules, String position) {
    return rules.winByFours(rules.positions().decode(position));
  }

  @Test
  void aFiveAtOnceIsAWinInOnePly() {
    assertThat(win(RULES, FIVE_AT_ONCE)).contains(new Hint<>(PikkPakkMove.parse("f2"), PositionValue.win(1, false)));
  }

  @Test
  void anOpenThreeWinsInThreePliesByTheFourWithTwoPoints() {
    assertThat(win(RULES, OPEN_THREE)).contains(new Hint<>(PikkPakkMove.parse("f4"), PositionValue.win(3, false)));
  }

  @Test
  void aFourWhoseParryIsForcedLeadsToTwoThreats() {
    assertThat(win(RULES, TWO_FOURS)).contains(new Hint<>(PikkPakkMove.parse("e2"), PositionValue.win(5, false)));
  }

  @Test
  void theCataloguesLevel5AndHintsPlayTheWin() {
    @SuppressWarnings("unchecked") // the catalogue's fiveshift is a game of these types
    ConfiguredGame<FiveShiftState, PikkPakkMove> game =
        (ConfiguredGame<FiveShiftState, PikkPakkMove>) GameCatalog.load().game("fiveshift");
    FiveShiftState state = game.positions().decode(TWO_FOURS);
    Hint<PikkPakkMove> expected = new Hint<>(PikkPakkMove.parse("e2"), PositionValue.win(5, false));
    assertThat(Bots.hint(game, state, Duration.ofMillis(50))).isEqualTo(expected);
    assertThat(Bots.of(game, BotSettings.level(5)).chooseMove(state)).isEqualTo(expected.move());
  }

  @Test
  void twoOpenThreesAtOnceAreAWinByThreatsButNotByFours() {
    FiveShiftState state = RULES.positions().decode(DOUBLE_THREE);
    assertThat(RULES.winByFours(state)).isEmpty();
    assertThat(RULES.winByThreats(state)).contains(new Hint<>(PikkPakkMove.parse("e4"), PositionValue.win(5, false)));
  }

  @Test
  void aWinByFoursIsAWinByThreats() {
    for (String position : new String[] {FIVE_AT_ONCE, OPEN_THREE, TWO_FOURS}) {
      FiveShiftState state = RULES.positions().decode(position);
      assertThat(RULES.winByThreats(state)).isEqualTo(RULES.winByFours(state)).isPresent();
    }
    assertThat(win(RULES, FACING_A_FOUR)).isEmpty();
    assertThat(RULES.winByThreats(RULES.positions().decode(FACING_A_FOUR))).isEmpty();
  }

  @Test
  void theOpponentsFourMustBeParriedFirst() {
    assertThat(win(RULES, FACING_A_FOUR)).isEmpty();
  }

  @Test
  void aWinThatAPlyLimitCutsShortIsNotGiven() {
    // OPEN_THREE is at ply 6 and its five comes with the ninth ply.
    FiveShift limitedTo8 = FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(8)).build();
    FiveShift limitedTo9 = FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(9)).build();
    assertThat(win(limitedTo8, OPEN_THREE)).isEmpty();
    assertThat(win(limitedTo9, OPEN_THREE)).map(Hint::move).contains(PikkPakkMove.parse("f4"));
  }

  @Test
  void theShiftingPhaseHasNoWinByFours() {
    SplittableRandom random = new SplittableRandom(5);
    for (int i = 0; i < 5; i++) {
      assertThat(RULES.winByFours(PhaseTwoStarts.draw(RULES, random))).isEmpty();
    }
  }
}
