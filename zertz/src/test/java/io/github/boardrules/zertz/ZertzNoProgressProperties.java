package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Seeds;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The no-progress draw option against its definition ({@link Zertz.Builder#noProgressDraw}): the
 * game is drawn after {@code n} plies in a row that take no marble from the pool and remove no
 * ring, by placement or by isolation. Default random games never reach it (a quiet ply is a
 * capture or a pass while the pool holds marbles, and long runs of captures are rare: no draw in
 * 1,700 games with a limit of 6), so these games use short limits, where runs of captures end
 * them. In every state of every game, the quiet-ply count is recounted from the states themselves
 * (the pool's size and the ring count before and after each ply), and the status is the rules
 * text's (a winning set, the last mover's first; a full board; two passes) or else, when the
 * recount has reached the limit, the no-progress draw, or else ongoing. The test counts the games
 * the draw ended, per limit, and asserts a minimum (half of what these seeds give), and counts the
 * positions where the limit was reached but a rule of the rules text came first.
 */
class ZertzNoProgressProperties {
  private static final int GAMES = 60;

  @Test
  void theDrawComesExactlyWhenTheQuietPliesReachTheLimitAndNoRuleOfTheTextEndsTheGameFirst() {
    // The limits, and how many of the GAMES games the draw ended over 30 seed bases: 59 or 60 with
    // a limit of 1 (a capture that wins nothing is a draw), 32 to 50 with 2 (two captures in a
    // row), 11 to 24 with 3 in the tournament set (7 with one seed base of ten more). The minimums
    // asserted are half the least (bench/results/2026-12-03-property-seed-bases).
    Map<Zertz, Integer> minimums = new LinkedHashMap<>();
    minimums.put(Zertz.builder().noProgressDraw(1).build(), 29);
    minimums.put(Zertz.builder().noProgressDraw(2).build(), 16);
    minimums.put(Zertz.builder().noProgressDraw(3).marbleSet(MarbleSet.TOURNAMENT).build(), 5);
    Map<Zertz, Integer> drawn = new LinkedHashMap<>();
    int[] limitReachedButDecidedByTheRules = new int[1];
    for (Zertz rules : minimums.keySet()) {
      int limit = rules.noProgressDraw().getAsInt();
      ForAll.games("no-progress draw: " + rules, GAMES, rules, game -> {
        List<ZertzState> states = game.states();
        int quiet = states.get(0).quietPlies();
        for (int i = 0; i < states.size(); i++) {
          ZertzState state = states.get(i);
          if (i > 0) {
            ZertzState before = states.get(i - 1);
            boolean progress = state.poolSize() < before.poolSize() || state.ringCount() < before.ringCount();
            quiet = progress ? 0 : Math.min(quiet + 1, Zertz.MAX_QUIET_PLIES);
          }
          assertThat(state.quietPlies()).as("quiet plies after move %d of %s", i, game.moves()).isEqualTo(quiet);
          String byTheText = statusByTheRulesText(rules, state);
          String expected = !byTheText.equals("ongoing") ? byTheText
              : quiet >= limit ? "DRAW NO_PROGRESS" : "ongoing";
          assertThat(statusOf(rules, state)).as("status of %s", state).isEqualTo(expected);
          if (expected.equals("DRAW NO_PROGRESS")) {
            assertThat(state).as("a drawn game ends").isSameAs(game.finalState());
            drawn.merge(rules, 1, Integer::sum);
          } else if (quiet >= limit) {
            limitReachedButDecidedByTheRules[0]++;
          }
        }
      });
    }
    minimums.forEach((rules, minimum) -> assertThat(drawn.getOrDefault(rules, 0))
        .as("%s: games ended by the no-progress draw (all: %s)", rules, drawn)
        .isGreaterThanOrEqualTo(Seeds.scaled(minimum, GAMES)));
    // The order of the end checks: a win at the limit is a win (1 to 10 such positions over 30
    // seed bases: bench/results/2026-12-03-property-seed-bases).
    assertThat(limitReachedButDecidedByTheRules[0])
        .as("positions where the limit was reached but a rule of the text came first (draws: %s)", drawn)
        .isGreaterThanOrEqualTo(Seeds.scaled(1, GAMES));
  }

  private static String statusOf(Zertz rules, ZertzState state) {
    Status status = rules.status(state);
    return status.isOngoing() ? "ongoing"
        : status.kind() + status.winner().map(p -> " " + p).orElse("") + " "
            + status.termination().orElseThrow().name();
  }

  /** The rules text's end, without the option: "ongoing", "WIN <player> <termination>" or "DRAW TWO_PASSES". */
  private static String statusByTheRulesText(Zertz rules, ZertzState state) {
    boolean basic = rules.marbleSet() == MarbleSet.BASIC;
    int[] single = basic ? new int[] {3, 4, 5} : new int[] {4, 5, 6};
    int each = basic ? 2 : 3;
    Player last = state.toMove().opponent();
    for (Player p : List.of(last, state.toMove())) {
      int white = state.captured(p, Marble.WHITE);
      int grey = state.captured(p, Marble.GREY);
      int black = state.captured(p, Marble.BLACK);
      if (white >= single[0] || grey >= single[1] || black >= single[2]
          || (white >= each && grey >= each && black >= each)) {
        return "WIN " + p + " WINNING_SET";
      }
    }
    if (Geometry.occupied(state).containsAll(Geometry.rings(state))) {
      return "WIN " + last + " BOARD_FULL";
    }
    return state.passes() >= 2 ? "DRAW TWO_PASSES" : "ongoing";
  }
}
