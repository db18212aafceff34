package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.GuideOutput;
import java.io.IOException;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The five-in-a-row code of the guide page runs here and does what the page says
 * (DocumentationSnippetsTest in examples checks that the page shows exactly this code); the
 * expected values are worked by hand.
 */
class FiveShiftGuideTest {
  static PlayoutResult play() {
    // snippet:fiveshift-play
    FiveShift rules = FiveShift.standard();
    FiveShiftState state = rules.initialState();                 // empty board, LIGHT to place
    state = rules.play(state, rules.notation().parse("e5"));
    System.out.println(state.phase() + ": " + rules.legalMoves(state).size() + " placements for DARK");

    // A full field: phase 2, DARK to move, leading rows 3, 5, 7 and columns d, e, h
    FiveShiftState full = rules.positions().decode(
        "........./.XXooXXo./.ooXXooX./.XXooXXo./.ooXXooX./.XXooXXo./.ooXXooX./.XXooXXo./......... o 49");
    System.out.println(full.phase() + ": " + rules.legalMoves(full));

    FiveShift variant = FiveShift.builder().rimRemoval(true)
        .drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();
    PlayoutResult result = variant.randomPlayout(variant.initialState(), new SplittableRandom(1), 1_000);
    // end-snippet
    return result;
  }

  @Test
  void theSnippetPlacesThenShiftsTheLinesDarkLeads() throws IOException {
    PlayoutResult[] result = new PlayoutResult[1];
    String out = GuideOutput.of(() -> result[0] = play());
    assertThat(out.lines()).containsExactly(
        "PLACEMENT: 48 placements for DARK",
        // Rows 7, 5, 3 hold 4 DARK balls of 7, columns d, e, h too; rows first, bottom up.
        "SHIFTING: [b3-h3>, b3-h3<, b5-h5>, b5-h5<, b7-h7>, b7-h7<, "
            + "d2-d8^, d2-d8v, e2-e8^, e2-e8v, h2-h8^, h2-h8v]");
    // The ply limit of 200 comes before the cap of 1,000: every game ends, by a five or the limit.
    assertThat(result[0]).isIn(PlayoutResult.FIRST_WINS, PlayoutResult.SECOND_WINS, PlayoutResult.DRAW);
    assertThat(GuideOutput.page(GuideOutput.PUSHFOUR_GUIDE)).contains(out.strip());
  }

  static void fours() {
    // snippet:fiveshift-fours
    FiveShift rules = FiveShift.standard();
    // LIGHT to move with c4, d4 and e4 (b4 and f4 to g4 empty); DARK has b8, e8 and h8
    FiveShiftState state = rules.positions().decode(
        "........./.o..o..o./........./........./........./..XXX..../........./........./......... X 6");
    Optional<Hint<PikkPakkMove>> win = rules.winByFours(state);
    win.ifPresent(hint -> System.out.println(hint.move() + " wins within " + hint.value().plies() + " plies"));
    // end-snippet
  }

  @Test
  void theFoursSnippetFindsTheFourWithTwoPoints() throws IOException {
    String out = GuideOutput.of(FiveShiftGuideTest::fours);
    // f4 makes c4-f4, which b4 and g4 both complete: DARK parries one, LIGHT places the other.
    assertThat(out.lines()).containsExactly("f4 wins within 3 plies");
    assertThat(GuideOutput.page(GuideOutput.PUSHFOUR_GUIDE)).contains(out.strip());
  }

  static void safeMoves() {
    // snippet:fiveshift-safe
    FiveShift rules = FiveShift.standard();
    // DARK to move; LIGHT has the open three c4, d4, e4 and h8, walled in by DARK's g7, g8 and h7
    FiveShiftState state = rules.positions().decode(
        "........./......oX./......oo./........./........./..XXX..../........./........./......... o 7");
    System.out.println(rules.legalMoves(state).size() + " placements, safe: " + rules.safeMoves(state));
    // end-snippet
  }

  @Test
  void theSafeMovesSnippetKeepsTheThreeParries() throws IOException {
    String out = GuideOutput.of(FiveShiftGuideTest::safeMoves);
    // 49 points less 7 balls; any other placement lets LIGHT's f4 threaten b4 and g4 at once.
    assertThat(out.lines()).containsExactly("42 placements, safe: [b4, f4, g4]");
    assertThat(GuideOutput.page(GuideOutput.PUSHFOUR_GUIDE)).contains(out.strip());
  }
}
