package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Seeds;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * {@link FiveShift#winByFours} and {@link FiveShift#winByThreats} against the rules: every win
 * they give is forced within its plies (checked by playing every reply of the opponent), and they
 * give a win in one ply wherever a placement makes five.
 */
class FiveShiftFoursProperties {
  private static final FiveShift RULES = FiveShift.standard();

  /** Whether some legal move of the player to move wins at once, by the rules. */
  private static boolean someMoveWins(FiveShiftState state) {
    for (PikkPakkMove move : RULES.legalMoves(state)) {
      if (RULES.status(RULES.play(state, move)).winner().equals(Optional.of(state.toMove()))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Checks by the rules that the hint's move wins within its plies: after it the mover has won,
   * or every reply but one lets him make five at once, and after that one the search gives a
   * shorter win, checked the same way.
   */
  static void checkForced(
      FiveShiftState state, Hint<PikkPakkMove> hint, Function<FiveShiftState, Optional<Hint<PikkPakkMove>>> search) {
    Player mover = state.toMove();
    int plies = hint.value().plies();
    FiveShiftState after = RULES.play(state, hint.move());
    if (RULES.status(after).isOver()) {
      assertThat(RULES.status(after).winner()).as("%s after %s", state, hint.move()).contains(mover);
      return;
    }
    assertThat(plies).as("%s: %s is no five, so the win takes more than one ply", state, hint.move())
        .isGreaterThanOrEqualTo(3);
    for (PikkPakkMove reply : RULES.legalMoves(after)) {
      FiveShiftState next = RULES.play(after, reply);
      assertThat(RULES.status(next).isOngoing()).as("%s after %s %s", state, hint.move(), reply).isTrue();
      if (someMoveWins(next)) {
        continue;
      }
      Optional<Hint<PikkPakkMove>> rest = search.apply(next);
      assertThat(rest).as("%s after %s %s: the win goes on", state, hint.move(), reply).isPresent();
      assertThat(rest.get().value().plies()).as("%s after %s %s", state, hint.move(), reply)
          .isLessThanOrEqualTo(plies - 2);
      checkForced(next, rest.get(), search);
    }
  }

  private static void checkEveryWin(String property, int games, int atLeast,
      Function<FiveShiftState, Optional<Hint<PikkPakkMove>>> search) {
    int[] checked = {0};
    ForAll.games(property, games, RULES, game -> {
      for (FiveShiftState state : game.states()) {
        if (!RULES.status(state).isOngoing()) {
          continue;
        }
        Optional<Hint<PikkPakkMove>> hint = search.apply(state);
        if (hint.isPresent()) {
          assertThat(hint.get().value().kind()).isEqualTo(PositionValue.Kind.WIN);
          checkForced(state, hint.get(), search);
          checked[0]++;
        }
      }
    });
    assertThat(checked[0]).as("wins checked").isGreaterThanOrEqualTo(Seeds.scaled(atLeast + 1, games));
  }

  @Test
  void everyWinByFoursIsForcedByTheRules() {
    checkEveryWin("winByFours: every win given is forced", 60, 100, RULES::winByFours);
  }

  @Test
  void everyWinByThreatsIsForcedByTheRules() {
    int[] beyondFours = {0};
    int games = 30;
    checkEveryWin("winByThreats: every win given is forced", games, 50, state -> {
      Optional<Hint<PikkPakkMove>> hint = RULES.winByThreats(state);
      if (hint.isPresent() && RULES.winByFours(state).isEmpty()) {
        beyondFours[0]++;
      }
      return hint;
    });
    assertThat(beyondFours[0]).as("wins checked that no win by fours gives")
        .isGreaterThanOrEqualTo(Seeds.scaled(11, games));
  }

  @Test
  void aPlacementThatMakesFiveIsAWinInOnePly() {
    ForAll.games("winByFours: a five at once is found", 60, RULES, game -> {
      for (FiveShiftState state : game.states()) {
        if (RULES.status(state).isOngoing() && state.ply() < FiveShift.PLACEMENTS && someMoveWins(state)) {
          assertThat(RULES.winByFours(state)).as("%s", state).map(hint -> hint.value().plies()).contains(1);
          assertThat(RULES.winByThreats(state)).as("%s", state).map(hint -> hint.value().plies()).contains(1);
        }
      }
    });
  }
}
