package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.RandomGame;
import io.github.boardrules.testkit.Seeds;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The repetition draw under the standard (and the mature) rules, reached many times: uniform
 * random games almost never repeat a position, so these games are steered ({@link
 * SteeredPylosRepetition}: moves repeating a position first, then moves that take back the ball
 * played). Every state of every game is checked against the rules text's Decisions, counted
 * independently of the engine's position keys: a repetition is the same balls on the same spots
 * with the same player to move; with {@code repetitionDraw(n)} the game is drawn ({@link
 * PylosTermination#REPETITION}) when the position occurs for the n-th time, counting the current
 * one, and not before; a player to move without a move has lost even then (a win counts before a
 * draw). {@link #MINIMUMS} says how many games ended by repetition with these seeds and asserts
 * about half of it.
 */
class PylosRepetitionReachProperties {
  private static final int GAMES = 30;
  private static final int PLY_CAP = 300;

  /**
   * Each rule set and count, and how many of its GAMES ended by a repetition at least: half the
   * least of 30 seed bases (the counts in the comments; bench/results/2026-12-03-property-seed-bases).
   */
  private static final Map<Pylos, Integer> MINIMUMS = minimums();

  private static Map<Pylos, Integer> minimums() {
    Map<Pylos, Integer> m = new LinkedHashMap<>();
    // 30 seed bases give 10 to 23, 10 to 21 and 26 to 30 repetition draws of 30 games; the rest
    // end by a player out of balls (or are cut at the cap).
    m.put(Pylos.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(2)).build(), 5);
    m.put(Pylos.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build(), 5);
    m.put(Pylos.builder().ruleSet(PylosRuleSet.MATURE).drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build(), 13);
    return m;
  }

  @Test
  void theRepetitionDrawComesAtTheNthOccurrenceAndNotBefore() {
    Map<Pylos, Integer> tally = new LinkedHashMap<>();
    for (Pylos rules : MINIMUMS.keySet()) {
      int n = rules.drawOptions().repetitionDraw().orElseThrow();
      ForAll.games(rules + ": the repetition draw obeys the rules text", GAMES, new SteeredPylosRepetition(rules),
          PLY_CAP, game -> {
            checkAgainstTheRulesText(rules, n, game);
            Status end = rules.status(game.finalState());
            if (end.termination().orElse(null) == PylosTermination.REPETITION) {
              tally.merge(rules, 1, Integer::sum);
            }
          });
    }
    for (Map.Entry<Pylos, Integer> minimum : MINIMUMS.entrySet()) {
      assertThat(tally.getOrDefault(minimum.getKey(), 0))
          .as("%s: games drawn by repetition (all counts: %s)", minimum.getKey(), tally)
          .isGreaterThanOrEqualTo(Seeds.scaled(minimum.getValue(), GAMES));
    }
  }

  private static void checkAgainstTheRulesText(Pylos rules, int n, RandomGame<PylosState, PylosMove> game) {
    List<PylosState> states = game.states();
    for (int k = 0; k < states.size(); k++) {
      PylosState state = states.get(k);
      int occurrences = 0;
      for (PylosState earlier : states.subList(0, k + 1)) {
        if (earlier.light() == state.light() && earlier.dark() == state.dark()
            && earlier.toMove() == state.toMove()) {
          occurrences++;
        }
      }
      Status status = rules.status(state);
      // The rules text: a player whose turn comes with an empty reserve has lost (with balls in
      // reserve a placement is always possible until the pyramid is full).
      boolean lost = state.reserve(state.toMove()) == 0;
      boolean drawn = status.termination().orElse(null) == PylosTermination.REPETITION;
      assertThat(drawn).as("ply %d: the position occurs for the %d-th time, the draw is at the %d-th%s; %s",
          k, occurrences, n, lost ? " (but the mover has no move: he has lost)" : "", state)
          .isEqualTo(occurrences >= n && !lost);
      if (lost) {
        assertThat(status.winner()).as("a player without a move has lost, even on a repetition")
            .contains(state.toMove().opponent());
      }
      if (k < states.size() - 1) {
        assertThat(occurrences).as("a game goes on only before the n-th occurrence").isLessThan(n);
      }
    }
  }
}
