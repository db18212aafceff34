package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.RandomGame;
import io.github.boardrules.testkit.Seeds;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every rule reached by the properties, and how often. Uniform random games
 * mostly end during placement (about one game in ten fills the field), so these games are steered
 * ({@link SteeredFiveShift}): no placement makes a five while one can be avoided, and phase 2 is
 * played three ways — uniform shifts, shifts giving the opponent a five (the both-players rule), and
 * shifts making no five (long games, which end by a player without a move or by the ply limit).
 * Every state of every game is checked against the grid model written from the rules text ({@link
 * FiveShiftGridModel}: legal moves, status, the position after each legal move), and the ball
 * counts against the rules text: phase 1 adds one ball of the placer per ply; phase 2 keeps 25 LIGHT
 * and 24 DARK balls, or, with rim removal, removes exactly one ball per shift (the one pushed onto
 * the rim). Each game is tallied by the rules it reached: {@link #MINIMUMS} asks each option set
 * for the rules its games reach often, and {@link #IN_ALL_OPTIONS} asks the option sets together
 * for every rule of phase 2, some of which a single option set's 60 games reach only a few times.
 * Both are about half the least count of 30 other seed bases
 * (bench/results/2026-12-03-property-seed-bases), so that they hold for any seeds.
 */
class FiveShiftRuleReachProperties {
  /** The rules a game can end by, or a rule it passes through. */
  private enum Reached {
    PHASE_ONE_FIVE,
    PHASE_TWO,
    PHASE_TWO_MOVERS_FIVE,
    PHASE_TWO_BOTH_FIVES,
    PHASE_TWO_OPPONENTS_FIVE,
    NO_LEGAL_MOVE,
    RIM_REMOVAL,
    PLY_LIMIT
  }

  /** Games of each option set with each choice of shifts. */
  private static final int GAMES = 20;

  /** Long enough for every game with rim removal or a ply limit to end; others may be cut. */
  private static final int PLY_CAP = 200;

  /**
   * Each option set, and how often its games (GAMES of each of the three {@link
   * SteeredFiveShift.Shifts}) reached each of the rules they reach often, at least: half the least
   * count of 30 seed bases (in the comments), rounded down.
   */
  private static final Map<FiveShift, Map<Reached, Integer>> MINIMUMS = minimums();

  /**
   * The rules of phase 2 that the option sets reach together (all but the one whose ply limit
   * falls in the placement phase), at least: half the least total of the 30 seed bases, and at least 1.
   */
  private static final Map<Reached, Integer> IN_ALL_OPTIONS = Map.of(
      Reached.PHASE_TWO_MOVERS_FIVE, 4, // 9 to 21 games
      Reached.PHASE_TWO_BOTH_FIVES, 6, // 12 to 30
      Reached.NO_LEGAL_MOVE, 1, // 2 to 13, with rim removal only
      Reached.PLY_LIMIT, 1); // 3 to 12

  private static Map<FiveShift, Map<Reached, Integer>> minimums() {
    Map<FiveShift, Map<Reached, Integer>> m = new LinkedHashMap<>();
    // The least of 30 seed bases: 27 phase-1 fives, 19 games in phase 2, 6 ended by the opponent's five.
    m.put(FiveShift.standard(), Map.of(Reached.PHASE_ONE_FIVE, 13, Reached.PHASE_TWO, 9,
        Reached.PHASE_TWO_OPPONENTS_FIVE, 3));
    // 28 phase-1 fives; 20 games in phase 2, every one removing rim balls; 6 opponent's fives.
    m.put(FiveShift.builder().rimRemoval(true).build(), Map.of(Reached.PHASE_ONE_FIVE, 14,
        Reached.PHASE_TWO, 10, Reached.RIM_REMOVAL, 10, Reached.PHASE_TWO_OPPONENTS_FIVE, 3));
    // A limit inside the placement phase: all 60 games drawn there.
    m.put(FiveShift.builder()
        .drawOptions(DrawOptions.NONE.withPlyLimit(40)).build(), Map.of(Reached.PLY_LIMIT, 30));
    // 26 phase-1 fives; 15 games in phase 2; 6 opponent's fives.
    m.put(FiveShift.builder()
        .drawOptions(DrawOptions.NONE.withPlyLimit(70)).build(), Map.of(Reached.PHASE_ONE_FIVE, 13,
        Reached.PHASE_TWO, 7, Reached.PHASE_TWO_OPPONENTS_FIVE, 3));
    // 27 phase-1 fives; 15 games in phase 2, removing rim balls; 6 opponent's fives.
    m.put(FiveShift.builder().rimRemoval(true)
        .drawOptions(DrawOptions.NONE.withPlyLimit(60)).build(), Map.of(Reached.PHASE_ONE_FIVE, 13,
        Reached.PHASE_TWO, 7, Reached.RIM_REMOVAL, 7, Reached.PHASE_TWO_OPPONENTS_FIVE, 3));
    return m;
  }

  @Test
  void everyRuleIsReachedAndEveryGameObeysTheRulesText() {
    Map<FiveShift, Map<Reached, Integer>> tally = new LinkedHashMap<>();
    for (FiveShift rules : MINIMUMS.keySet()) {
      Map<Reached, Integer> reached = new EnumMap<>(Reached.class);
      tally.put(rules, reached);
      for (SteeredFiveShift.Shifts shifts : SteeredFiveShift.Shifts.values()) {
        SteeredFiveShift steered = new SteeredFiveShift(rules, shifts);
        ForAll.games(steered + ": every state obeys the rules text", GAMES, steered, PLY_CAP, game -> {
          checkAgainstTheRulesText(rules, game);
          tallyEnd(rules, game, reached);
        });
      }
    }
    Map<Reached, Integer> together = new EnumMap<>(Reached.class);
    for (Map.Entry<FiveShift, Map<Reached, Integer>> option : tally.entrySet()) {
      if (option.getKey().drawOptions().plyLimit().orElse(Integer.MAX_VALUE) > FiveShift.PLACEMENTS) {
        option.getValue().forEach((rule, games) -> together.merge(rule, games, Integer::sum));
      }
      for (Map.Entry<Reached, Integer> minimum : MINIMUMS.get(option.getKey()).entrySet()) {
        assertThat(option.getValue().getOrDefault(minimum.getKey(), 0))
            .as("%s: games that reached %s (all counts: %s)", option.getKey(), minimum.getKey(), tally)
            .isGreaterThanOrEqualTo(Seeds.scaled(minimum.getValue(), GAMES));
      }
    }
    IN_ALL_OPTIONS.forEach((rule, minimum) -> assertThat(together.getOrDefault(rule, 0))
        .as("games of all option sets that reached %s (all counts: %s)", rule, tally)
        .isGreaterThanOrEqualTo(Seeds.scaled(minimum, GAMES)));
  }

  private static void checkAgainstTheRulesText(
      FiveShift rules, RandomGame<FiveShiftState, PikkPakkMove> game) {
    List<FiveShiftState> states = game.states();
    for (int i = 0; i < states.size(); i++) {
      FiveShiftState s = states.get(i);
      FiveShiftGridModel.agrees(rules, s);
      int light = s.count(Ball.LIGHT);
      int dark = s.count(Ball.DARK);
      if (s.ply() <= FiveShift.PLACEMENTS) {
        assertThat(light).as("LIGHT balls after %d placements", s.ply()).isEqualTo((s.ply() + 1) / 2);
        assertThat(dark).as("DARK balls after %d placements", s.ply()).isEqualTo(s.ply() / 2);
      } else if (!rules.rimRemoval()) {
        assertThat(List.of(light, dark)).as("balls in phase 2 at ply %d", s.ply()).containsExactly(25, 24);
      } else {
        FiveShiftState before = states.get(i - 1);
        assertThat(light + dark)
            .as("a phase-2 move with rim removal removes the one ball it pushed onto the rim")
            .isEqualTo(before.count(Ball.LIGHT) + before.count(Ball.DARK) - 1);
      }
    }
    assertThat(rules.status(game.finalState()).isOver() || game.moves().size() == PLY_CAP)
        .as("the game ended by a rule, or was cut at %d plies", PLY_CAP)
        .isTrue();
  }

  private static void tallyEnd(
      FiveShift rules, RandomGame<FiveShiftState, PikkPakkMove> game, Map<Reached, Integer> reached) {
    FiveShiftState end = game.finalState();
    if (end.ply() >= FiveShift.PLACEMENTS
        && rules.status(game.states().get(FiveShift.PLACEMENTS)).isOngoing()) {
      reached.merge(Reached.PHASE_TWO, 1, Integer::sum);
      if (rules.rimRemoval() && end.ply() > FiveShift.PLACEMENTS) {
        reached.merge(Reached.RIM_REMOVAL, 1, Integer::sum);
      }
    }
    Status status = rules.status(end);
    if (status.isOngoing()) {
      return; // cut
    }
    FiveShiftTermination termination = (FiveShiftTermination) status.termination().orElseThrow();
    Player mover = end.toMove().opponent();
    char[][] grid = FiveShiftGridModel.grid(end);
    boolean moversFive = FiveShiftGridModel.hasFive(grid, mover == Player.FIRST ? 'X' : 'o');
    boolean opponentsFive = FiveShiftGridModel.hasFive(grid, mover == Player.FIRST ? 'o' : 'X');
    Reached by = switch (termination) {
      case FIVE_IN_A_ROW -> end.ply() <= FiveShift.PLACEMENTS ? Reached.PHASE_ONE_FIVE
          : moversFive && opponentsFive ? Reached.PHASE_TWO_BOTH_FIVES
          : moversFive ? Reached.PHASE_TWO_MOVERS_FIVE
          : Reached.PHASE_TWO_OPPONENTS_FIVE;
      case NO_LEGAL_MOVE -> Reached.NO_LEGAL_MOVE;
      case PLY_LIMIT -> Reached.PLY_LIMIT;
    };
    reached.merge(by, 1, Integer::sum);
  }
}
