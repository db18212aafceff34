package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.RandomGame;
import io.github.boardrules.testkit.Seeds;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Pikk-Pakk's winning tie move (variant 1: a line with equal numbers of both colours may be moved,
 * but only if that move wins at once for the mover) reached many times: these games are steered
 * ({@link SteeredPikkPakkTie}: tie moves first, then moves giving the opponent one, then moves
 * that end nothing). Every state of every game is checked against the grid model written from the
 * rules text ({@link PikkPakkMoveGenerationProperties.Model}: the legal moves, the tie rule
 * included), and every tie move (listed with the option, not without it) against the rule itself:
 * it wins at once for the mover. {@link #MINIMUMS} says, per option set, how often with these
 * seeds a position offered a tie move and a game was won by one, and asserts about half of it.
 */
class PikkPakkTieMoveReachProperties {
  /** What the games reached. */
  private enum Reached {
    /** A game with a position where a tie move was legal. */
    TIE_MOVE_OFFERED,
    /** A game won by a tie move. */
    WON_BY_A_TIE_MOVE
  }

  private static final int GAMES = 12;
  private static final int PLY_CAP = 120;

  /**
   * Each option set, and how many of its GAMES reached each rule at least: half the least of 30
   * seed bases (the counts in the comments; bench/results/2026-12-03-property-seed-bases).
   */
  private static final Map<PikkPakk, Map<Reached, Integer>> MINIMUMS = minimums();

  private static Map<PikkPakk, Map<Reached, Integer>> minimums() {
    Map<PikkPakk, Map<Reached, Integer>> m = new LinkedHashMap<>();
    // 30 seed bases give, for each option set, 10 to 12 games of 12 offering a tie move, and 10 to
    // 12 won by one.
    Map<Reached, Integer> half = Map.of(Reached.TIE_MOVE_OFFERED, 5, Reached.WON_BY_A_TIE_MOVE, 5);
    m.put(PikkPakk.builder().winningTieMove(true).build(), half);
    m.put(PikkPakk.builder().square(true).winningTieMove(true).build(), half);
    m.put(PikkPakk.builder().capture(true).winningTieMove(true).build(), half);
    return m;
  }

  @Test
  void aTieLineMovesOnlyToWinAtOnce() {
    Map<PikkPakk, Map<Reached, Integer>> tally = new LinkedHashMap<>();
    for (PikkPakk rules : MINIMUMS.keySet()) {
      Map<Reached, Integer> reached = new EnumMap<>(Reached.class);
      tally.put(rules, reached);
      SteeredPikkPakkTie steered = new SteeredPikkPakkTie(rules, rules.toBuilder().winningTieMove(false).build());
      ForAll.games(steered + ": the tie move obeys the rules text", GAMES, steered, PLY_CAP, game -> {
        checkAgainstTheRulesText(rules, steered, game, reached);
      });
    }
    for (Map.Entry<PikkPakk, Map<Reached, Integer>> option : MINIMUMS.entrySet()) {
      for (Map.Entry<Reached, Integer> minimum : option.getValue().entrySet()) {
        assertThat(tally.get(option.getKey()).getOrDefault(minimum.getKey(), 0))
            .as("%s: games that reached %s (all counts: %s)", option.getKey(), minimum.getKey(), tally)
            .isGreaterThanOrEqualTo(Seeds.scaled(minimum.getValue(), GAMES));
      }
    }
  }

  private static void checkAgainstTheRulesText(PikkPakk rules, SteeredPikkPakkTie steered,
      RandomGame<PikkPakkState, PikkPakkMove> game, Map<Reached, Integer> reached) {
    List<PikkPakkState> states = game.states();
    boolean offered = false;
    for (int k = 0; k < states.size(); k++) {
      PikkPakkState state = states.get(k);
      PikkPakkMoveGenerationProperties.Model model =
          new PikkPakkMoveGenerationProperties.Model(rules, state, states.subList(0, k));
      List<String> listed = new ArrayList<>();
      for (PikkPakkMove move : rules.legalMoves(state)) {
        listed.add(move.toString());
      }
      assertThat(listed).as("moves in %s", state).containsExactlyInAnyOrderElementsOf(model.legal().keySet());
      Player mover = state.toMove();
      for (PikkPakkMove tie : steered.tieMoves(state)) {
        offered = true;
        Status after = rules.status(rules.play(state, tie));
        assertThat(after.winner()).as("the tie move %s in %s wins at once for the mover", tie, state)
            .contains(mover);
      }
    }
    if (offered) {
      reached.merge(Reached.TIE_MOVE_OFFERED, 1, Integer::sum);
    }
    List<PikkPakkMove> moves = game.moves();
    if (!moves.isEmpty()) {
      PikkPakkState beforeLast = states.get(states.size() - 2);
      if (steered.tieMoves(beforeLast).contains(moves.get(moves.size() - 1))) {
        reached.merge(Reached.WON_BY_A_TIE_MOVE, 1, Integer::sum);
      }
    }
  }
}
