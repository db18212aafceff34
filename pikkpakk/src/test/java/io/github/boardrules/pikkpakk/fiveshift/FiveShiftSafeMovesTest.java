package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.RootMoves;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link FiveShift#safeMoves} in hand-worked positions, with and without a deadline, and the
 * catalogue's top level that uses it.
 */
class FiveShiftSafeMovesTest {
  private static final FiveShift RULES = FiveShift.standard();

  /*
   * Ply 7, DARK to move; LIGHT has the open three c4, d4, e4 (b4, f4, g4 empty, a4 is rim) and h8,
   * walled in by DARK's g8, g7 and h7. Unless DARK takes b4, f4 or g4, LIGHT's f4 threatens b4 and
   * g4 at once; after any of the three LIGHT's fours each have one point, which DARK takes, and
   * DARK's three balls make no four that could interfere.
   */
  private static final String OPEN_THREE_TO_PARRY =
      "........./......oX./......oo./........./........./..XXX..../........./........./......... o 7";

  /*
   * Ply 15, DARK to move; LIGHT has two fours, b2-e2 (point f2) and b6-e6 (point f6); DARK (b8, d8,
   * f8, h8, g7, h5, h3) has no four. Whatever DARK places, LIGHT makes five next.
   */
  private static final String TWO_FOURS_AGAINST =
      "........./.o.o.o.o./......o../.XXXX..../.......o./........./.......o./.XXXX..../......... o 15";

  /*
   * Ply 9, DARK to move; DARK has the four b8-e8 (point f8), LIGHT the four b2-e2 (point f2) and
   * h5. f8 makes DARK's five; f2 parries LIGHT's, and LIGHT must then take f8, which gives him no
   * four. Every other placement lets LIGHT make five at f2.
   */
  private static final String FIVE_OR_PARRY =
      "........./.oooo..../........./........./.......X./........./........./.XXXX..../......... o 9";

  private static List<PikkPakkMove> moves(String... written) {
    return java.util.Arrays.stream(written).map(PikkPakkMove::parse).toList();
  }

  @Test
  void onlyThePointsThatParryAnOpenThreeAreSafe() {
    FiveShiftState state = RULES.positions().decode(OPEN_THREE_TO_PARRY);
    assertThat(state.toMove()).isEqualTo(Player.SECOND);
    assertThat(RULES.safeMoves(state)).containsExactlyInAnyOrderElementsOf(moves("b4", "f4", "g4"));
  }

  @Test
  void withADeadlineThePlacementsNotLookedAtInTimeAreKept() {
    FiveShiftState state = RULES.positions().decode(OPEN_THREE_TO_PARRY);
    assertThat(RULES.safeMoves(state, RootMoves.NO_DEADLINE)).isEqualTo(RULES.safeMoves(state));
    assertThat(RULES.safeMoves(state, System.nanoTime() + Duration.ofHours(1).toNanos()))
        .isEqualTo(RULES.safeMoves(state));
    // A deadline already past: no placement is looked at, so every legal move is kept.
    assertThat(RULES.safeMoves(state, System.nanoTime() - 1)).isEqualTo(RULES.legalMoves(state));
  }

  @Test
  void whereEveryMoveLosesEveryLegalMoveIsGiven() {
    FiveShiftState state = RULES.positions().decode(TWO_FOURS_AGAINST);
    assertThat(RULES.safeMoves(state)).isEqualTo(RULES.legalMoves(state));
  }

  @Test
  void aPlacementThatMakesFiveIsKept() {
    FiveShiftState state = RULES.positions().decode(FIVE_OR_PARRY);
    assertThat(RULES.safeMoves(state)).containsExactlyInAnyOrderElementsOf(moves("f2", "f8"));
  }

  @Test
  void aPlyLimitThatEndsTheGameFirstKeepsTheMove() {
    // From ply 7, LIGHT's win after a placement that does not parry is f4 (ply 8), DARK's parry
    // (ply 9) and the five (ply 10): a limit of 10 plies ends the game before it, one of 11 not.
    FiveShift limitedTo10 = FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(10)).build();
    FiveShift limitedTo11 = FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(11)).build();
    FiveShiftState state = RULES.positions().decode(OPEN_THREE_TO_PARRY);
    assertThat(limitedTo10.safeMoves(state)).isEqualTo(limitedTo10.legalMoves(state));
    assertThat(limitedTo11.safeMoves(state)).containsExactlyInAnyOrderElementsOf(moves("b4", "f4", "g4"));
  }

  @Test
  void theSafeMovesKeepTheLegalMovesOrder() {
    FiveShiftState state = RULES.positions().decode(OPEN_THREE_TO_PARRY);
    List<PikkPakkMove> legal = RULES.legalMoves(state);
    assertThat(legal).containsSubsequence(RULES.safeMoves(state));
  }

  @Test
  void theShiftingPhaseKeepsEveryMove() {
    SplittableRandom random = new SplittableRandom(5);
    for (int i = 0; i < 3; i++) {
      FiveShiftState state = PhaseTwoStarts.draw(RULES, random);
      assertThat(RULES.safeMoves(state)).isEqualTo(RULES.legalMoves(state));
    }
  }

  @Test
  void aFinishedGameHasNoMovesToChooseFrom() {
    FiveShiftState over = RULES.play(RULES.positions().decode(FIVE_OR_PARRY), PikkPakkMove.parse("f8"));
    assertThatThrownBy(() -> RULES.safeMoves(over))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("safeMoves").hasMessageContaining("over");
  }

  @Test
  void theCataloguesTopLevelNarrowsToTheSafeMovesWithinItsDeadline() {
    @SuppressWarnings("unchecked") // the catalogue's fiveshift is a game of these types
    ConfiguredGame<FiveShiftState, PikkPakkMove> game =
        (ConfiguredGame<FiveShiftState, PikkPakkMove>) GameCatalog.load().game("fiveshift");
    FiveShiftState state = game.positions().decode(OPEN_THREE_TO_PARRY);
    RootMoves<FiveShiftState, PikkPakkMove> topLevel = game.topLevelMoves().orElseThrow();
    assertThat(topLevel.moves(state, RootMoves.NO_DEADLINE)).containsExactlyInAnyOrderElementsOf(moves("b4", "f4", "g4"));
    assertThat(topLevel.moves(state, System.nanoTime() - 1)).isEqualTo(RULES.legalMoves(state));
  }
}
