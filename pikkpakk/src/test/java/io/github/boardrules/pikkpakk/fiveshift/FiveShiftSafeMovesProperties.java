package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Seeds;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link FiveShift#safeMoves} against the rules: it gives legal moves in their order, at least
 * one, and every move it leaves out lets the opponent win by force (his win by threats, checked
 * reply by reply).
 */
class FiveShiftSafeMovesProperties {
  private static final FiveShift RULES = FiveShift.standard();

  // Four games: a random game's placements are full of threats, and each position costs its 49
  // searches about 20 ms; four give 22 to 68 positions with a move left out over 30 seed bases
  // (bench/results/2026-12-03-property-seed-bases), and the check asks for half the least.
  @Test
  void everyMoveLeftOutLetsTheOpponentWinByForce() {
    int[] leftOut = {0};
    int games = 4;
    ForAll.games("safeMoves: every move left out loses", games, RULES, game -> {
      for (FiveShiftState state : game.states()) {
        if (!RULES.status(state).isOngoing()) {
          continue;
        }
        List<PikkPakkMove> legal = RULES.legalMoves(state);
        List<PikkPakkMove> safe = RULES.safeMoves(state);
        assertThat(safe).as("%s", state).isNotEmpty();
        assertThat(legal).as("%s", state).containsSubsequence(safe);
        // One move left out a position, the first, keeps the replay of every reply affordable.
        Optional<PikkPakkMove> out = legal.stream().filter(move -> !safe.contains(move)).findFirst();
        if (out.isPresent()) {
          FiveShiftState after = RULES.play(state, out.get());
          assertThat(RULES.status(after).isOngoing()).as("%s after %s", state, out.get()).isTrue();
          Optional<Hint<PikkPakkMove>> win = RULES.winByThreats(after);
          assertThat(win).as("%s after %s: the opponent's win", state, out.get()).isPresent();
          FiveShiftFoursProperties.checkForced(after, win.get(), RULES::winByThreats);
          leftOut[0]++;
        }
      }
    });
    assertThat(leftOut[0]).as("positions with a move left out").isGreaterThanOrEqualTo(Seeds.scaled(11, games));
  }
}
