package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.ForAll;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The legal moves and the status against {@link PylosModel}, written in the tests from the rules
 * text on coordinates (level, column, row), reading only the position text and comparing moves by
 * their spot names.
 */
class PylosModelProperties {

  /** The engine's move in the model's form: take-backs sorted by name. */
  private static String normalised(String notation) {
    int x = notation.indexOf('x');
    if (x < 0) {
      return notation;
    }
    TreeSet<String> takeBacks = new TreeSet<>(List.of(notation.substring(x + 1).split(",")));
    return notation.substring(0, x + 1) + String.join(",", takeBacks);
  }

  private static String statusOf(Status status) {
    return status.isOngoing()
        ? "ongoing"
        : status.winner().map(Player::name).orElse("DRAW") + " " + status.termination().orElseThrow().name();
  }

  private static void agreeOverRandomGames(Pylos rules, int games) {
    ForAll.games("Pylos model: " + rules, games, rules, 300, game -> {
      for (PylosState state : game.states()) {
        PylosModel model = new PylosModel(rules, state);
        Set<String> listed = new HashSet<>();
        rules.legalMoves(state).forEach(m -> listed.add(normalised(rules.notation().format(m))));
        assertThat(listed).as("legal moves of %s", state).isEqualTo(model.legalMoves());
        assertThat(statusOf(rules.status(state))).as("status of %s", state).isEqualTo(model.status());
      }
    });
  }

  @Test
  void everyRuleSetAndEndReadingAgreesWithTheModel() {
    int[] games = {40, 25, 10};
    PylosRuleSet[] sets = {PylosRuleSet.CHILDREN, PylosRuleSet.STANDARD, PylosRuleSet.MATURE};
    for (int i = 0; i < sets.length; i++) {
      for (boolean raising : new boolean[] {false, true}) {
        agreeOverRandomGames(
            Pylos.builder().ruleSet(sets[i]).raiseWithEmptyReserve(raising).build(), games[i]);
      }
    }
  }

  @Test
  void theModelSeesBothEndsAndTakeBacksInRandomGames() {
    // The comparison above means something only if random games reach these cases.
    Set<String> seen = new HashSet<>();
    for (boolean raising : new boolean[] {false, true}) {
      Pylos rules = Pylos.builder().raiseWithEmptyReserve(raising).build();
      ForAll.games("Pylos model coverage " + raising, 60, rules, 300, game -> {
        seen.add(new PylosModel(rules, game.finalState()).status().replaceAll("^\\S+ ", ""));
        for (PylosState state : game.states()) {
          for (PylosMove move : rules.legalMoves(state)) {
            if (move.takeBackCount() == 2) {
              seen.add("two take-backs");
            }
            if (move.isRaise()) {
              seen.add("raise");
            }
          }
        }
      });
    }
    assertThat(seen).contains("OUT_OF_BALLS", "two take-backs", "raise");
  }
}
