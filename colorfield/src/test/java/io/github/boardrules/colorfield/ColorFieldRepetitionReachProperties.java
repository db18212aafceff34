package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.RandomGame;
import io.github.boardrules.testkit.Seeds;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The colour-field game's repetition draw ({@code repetitionDraw=2}, either team first) reached
 * many times:
 * these games are steered ({@link SteeredColorFieldRepetition}: repeating moves first, then moves
 * that can be taken back, then reversible moves). Every state of every game is checked against the
 * Decision of the rules text, counted from the pieces without the engine's history: the game is
 * drawn ({@link ColorFieldTermination#REPETITION}) when the same position (pieces, gates and team
 * to move) occurs for the n-th time since the last irreversible move (a capture, or a piece leaving
 * its gate), and not before, unless a win ends it first (castle reached, all RED pieces captured,
 * no legal move: those come before a draw). {@link #MINIMUMS} says how many games ended by
 * repetition with these seeds and asserts about half of it.
 */
class ColorFieldRepetitionReachProperties {
  private static final int GAMES = 20;
  private static final int PLY_CAP = 100;

  /**
   * Each option set, and how many of its GAMES ended by a repetition at least: half the least of
   * 30 seed bases (the counts in the comments; bench/results/2026-12-03-property-seed-bases).
   */
  private static final Map<ColorField, Integer> MINIMUMS = minimums();

  private static Map<ColorField, Integer> minimums() {
    Map<ColorField, Integer> m = new LinkedHashMap<>();
    // Each of 30 seed bases gives 20 repetition draws of 20 games with each team first.
    m.put(ColorField.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(2)).build(), 10);
    m.put(ColorField.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(2)).firstTeam(Team.EMPTY).build(), 10);
    return m;
  }

  @Test
  void theRepetitionDrawComesAtTheNthOccurrenceSinceTheLastIrreversibleMove() {
    Map<ColorField, Integer> tally = new LinkedHashMap<>();
    for (ColorField rules : MINIMUMS.keySet()) {
      int n = rules.drawOptions().repetitionDraw().orElseThrow();
      ForAll.games(rules + ": the repetition draw obeys the rules text", GAMES,
          new SteeredColorFieldRepetition(rules), PLY_CAP, game -> {
            checkAgainstTheRulesText(rules, n, game);
            if (rules.status(game.finalState()).termination().orElse(null) == ColorFieldTermination.REPETITION) {
              tally.merge(rules, 1, Integer::sum);
            }
          });
    }
    for (Map.Entry<ColorField, Integer> minimum : MINIMUMS.entrySet()) {
      assertThat(tally.getOrDefault(minimum.getKey(), 0))
          .as("%s: games drawn by repetition (all counts: %s)", minimum.getKey(), tally)
          .isGreaterThanOrEqualTo(Seeds.scaled(minimum.getValue(), GAMES));
    }
  }

  private static void checkAgainstTheRulesText(
      ColorField rules, int n, RandomGame<ColorFieldState, ColorFieldMove> game) {
    List<ColorFieldState> states = game.states();
    List<List<Object>> positions = new ArrayList<>();
    int lastIrreversible = 0;
    for (int k = 0; k < states.size(); k++) {
      ColorFieldState state = states.get(k);
      if (k > 0 && irreversible(states.get(k - 1), state)) {
        lastIrreversible = k;
      }
      List<Object> position = position(state);
      positions.add(position);
      int occurrences = 0;
      for (List<Object> earlier : positions.subList(lastIrreversible, k + 1)) {
        occurrences += earlier.equals(position) ? 1 : 0;
      }
      Status status = rules.status(state);
      boolean won = status.winner().isPresent();
      boolean drawn = status.termination().orElse(null) == ColorFieldTermination.REPETITION;
      assertThat(drawn).as("ply %d: the position occurs for the %d-th time since ply %d, the draw is at the"
          + " %d-th%s; %s", k, occurrences, lastIrreversible, n, won ? " (a win comes first)" : "", state)
          .isEqualTo(occurrences >= n && !won);
      if (k < states.size() - 1) {
        assertThat(occurrences).as("a game goes on only before the n-th occurrence").isLessThan(n);
      }
    }
  }

  /** A capture, or a piece leaving its gate: the rules text's irreversible moves. */
  private static boolean irreversible(ColorFieldState before, ColorFieldState after) {
    int capturedBefore = 0;
    int capturedAfter = 0;
    int gatedBefore = 0;
    int gatedAfter = 0;
    for (Team team : Team.values()) {
      capturedBefore += before.capturedPieces(team);
      capturedAfter += after.capturedPieces(team);
      gatedBefore += before.piecesInGates(team);
      gatedAfter += after.piecesInGates(team);
    }
    return capturedAfter != capturedBefore || gatedAfter != gatedBefore;
  }

  /** The pieces (team and colour on each square), the gates held and the team to move. */
  private static List<Object> position(ColorFieldState state) {
    List<Object> position = new ArrayList<>();
    ColorFieldLayout layout = state.layout();
    for (int square = 0; square < layout.squareCount(); square++) {
      Optional<Team> team = state.teamAt(square);
      position.add(team.map(Team::name).orElse("-") + state.pieceColorAt(square).map(FieldColor::name).orElse(""));
    }
    for (int gate = 0; gate < layout.gateCount(); gate++) {
      position.add(state.gateOccupied(gate));
    }
    position.add(state.toMove());
    return position;
  }
}
