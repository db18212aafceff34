package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Player;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftEngine;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.MoveBuffer;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.RandomGame;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link FiveShift#guidedPlayout} against the rules: its first move wins whenever a legal move
 * wins at once, its placement phase is the rules' game with the policy's choices ply after ply,
 * the placement policy's mask of five-making points is the set of placements after which the
 * whole board's five test sees the placer's five (and so does the placement phase's own test), and
 * its test of a shift is the rules' test after playing it.
 */
class FiveShiftGuidedPlayoutProperties {
  private static final FiveShift RULES = FiveShift.standard();

  /** Whether some legal move of the player to move wins at once, by the rules. */
  private static boolean someMoveWins(FiveShiftState state) {
    for (PikkPakkMove move : RULES.legalMoves(state)) {
      Optional<Player> winner = RULES.status(RULES.play(state, move)).winner();
      if (winner.isPresent() && winner.get() == state.toMove()) {
        return true;
      }
    }
    return false;
  }

  private static void checkFirstMove(FiveShiftState state) {
    if (!RULES.status(state).isOngoing()) {
      return;
    }
    PlayoutResult moverWins = state.toMove() == Player.FIRST ? PlayoutResult.FIRST_WINS : PlayoutResult.SECOND_WINS;
    boolean wins = someMoveWins(state);
    for (long seed = 0; seed < 3; seed++) {
      PlayoutResult result = RULES.guidedPlayout(state, new SplittableRandom(seed), 1);
      assertThat(result == moverWins).as("one guided move from %s (seed %d): %s", state, seed, result).isEqualTo(wins);
    }
  }

  @Test
  void theFirstGuidedPlacementWinsWhenAPlacementDoes() {
    ForAll.games("guided playout: a winning placement is taken", 60, RULES, game -> {
      for (FiveShiftState state : game.states()) {
        checkFirstMove(state);
      }
    });
  }

  @Test
  void theFirstGuidedShiftWinsWhenAShiftDoes() {
    ForAll.games("guided playout: a winning shift is taken", 20, PhaseTwoStarts.startingInPhaseTwo(RULES), 40,
        game -> {
          for (FiveShiftState state : game.states()) {
            checkFirstMove(state);
          }
        });
  }

  /**
   * DARK to move at ply 9; LIGHT has b2-e2 and h5, DARK b8, d8, f8 and h8 (no four of five). Only
   * f2 makes LIGHT's five (a2 is rim): a guided DARK places there, and then no LIGHT placement
   * makes five, so two guided plies never end in LIGHT's win, while random ones do.
   */
  @Test
  void aGuidedPlacerBlocksTheOthersFive() {
    FiveShiftState state = RULES.positions().decode(
        "........./.o.o.o.o./........./........./.......X./........./........./.XXXX..../......... o 9");
    for (long seed = 0; seed < 50; seed++) {
      assertThat(RULES.guidedPlayout(state, new SplittableRandom(seed), 2)).as("seed %d", seed)
          .isEqualTo(PlayoutResult.UNFINISHED);
    }
    boolean randomLoses = false;
    for (long seed = 0; seed < 200 && !randomLoses; seed++) {
      randomLoses = RULES.randomPlayout(state, new SplittableRandom(seed), 2) == PlayoutResult.FIRST_WINS;
    }
    assertThat(randomLoses).as("some random DARK placement leaves f2 to LIGHT").isTrue();
  }

  /**
   * Whether a ball of {@code plane} on the point of a placement gives that plane five in a row,
   * by the rules' five test on the whole board.
   */
  private static boolean makesFive(FiveShiftState state, PikkPakkMove placement, int plane) {
    long[] rows = state.rows().clone();
    long[] columns = state.columns().clone();
    LineBoard.set(rows, columns, placement.from().column(), placement.from().row(), plane);
    return FiveShiftEngine.fiveWinner(rows, plane) == plane;
  }

  /**
   * The guided placement phase as its documentation says, by the rules alone: each ply draws an
   * index among the legal placements, then the first placement in the rules' order that makes
   * the mover's five is played, else the first that would make the other's, else the drawn one;
   * the result after {@code plyCap} plies or at the game's end.
   */
  private static PlayoutResult guidedByTheRules(FiveShiftState start, SplittableRandom random, int plyCap) {
    FiveShiftState state = start;
    for (int ply = 0; ply < plyCap && RULES.status(state).isOngoing(); ply++) {
      List<PikkPakkMove> moves = RULES.legalMoves(state);
      PikkPakkMove drawn = moves.get(random.nextInt(moves.size()));
      FiveShiftState before = state;
      int mine = LineBoard.plane(state.toMove());
      Optional<PikkPakkMove> own = moves.stream().filter(m -> makesFive(before, m, mine)).findFirst();
      Optional<PikkPakkMove> block = moves.stream()
          .filter(m -> makesFive(before, m, LineBoard.otherPlane(mine))).findFirst();
      state = RULES.play(state, own.or(() -> block).orElse(drawn));
    }
    Optional<Player> winner = RULES.status(state).winner();
    if (!RULES.status(state).isOngoing()) {
      return winner.map(PlayoutResult::winOf).orElse(PlayoutResult.DRAW);
    }
    return PlayoutResult.UNFINISHED;
  }

  /** The positions of a random game where the game goes on and balls are still placed. */
  private static List<FiveShiftState> placingAndOngoing(RandomGame<FiveShiftState, PikkPakkMove> game) {
    return game.states().stream()
        .filter(state -> RULES.status(state).isOngoing() && FiveShiftEngine.placing(state.ply()))
        .toList();
  }

  @Test
  void guidedPlacementsTakeAndBlockFivesAsTheRulesSeeThemPlyAfterPly() {
    int[] ends = new int[2];
    ForAll.games("guided playout: the placement phase, ply after ply", 30, RULES, game -> {
      for (FiveShiftState state : placingAndOngoing(game)) {
        // To the end of the placement phase: the shifting phase's first ply is not played.
        int placementsLeft = FiveShiftEngine.PLACEMENTS - state.ply();
        for (long seed = 0; seed < 3; seed++) {
          PlayoutResult expected = guidedByTheRules(state, new SplittableRandom(seed), placementsLeft);
          ends[expected == PlayoutResult.UNFINISHED ? 0 : 1]++;
          assertThat(RULES.guidedPlayout(state, new SplittableRandom(seed), placementsLeft))
              .as("%d guided placements from %s (seed %d)", placementsLeft, state, seed).isEqualTo(expected);
        }
      }
    });
    assertThat(ends).as("placement phases played out unfinished, and ended by a five").doesNotContain(0);
  }

  @Test
  void theFiveMakingPointsAreThoseWhereThePlacersFiveAppears() {
    int[] fives = new int[1];
    ForAll.games("fiveCompletions: the placements that make five", 60, RULES, game -> {
      for (FiveShiftState state : placingAndOngoing(game)) {
        long[] rows = state.rows();
        for (int plane : new int[] {LineBoard.LIGHT_PLANE, LineBoard.DARK_PLANE}) {
          long own = FiveShiftEngine.fieldMask(rows, plane);
          long other = FiveShiftEngine.fieldMask(rows, LineBoard.otherPlane(plane));
          long empty = FiveShiftEngine.FIELD_MASK & ~(own | other);
          long expected = 0;
          for (int bit = 0; bit < 64; bit++) {
            if ((empty >>> bit & 1) == 0) {
              continue;
            }
            long[] after = rows.clone();
            long[] columns = state.columns().clone();
            LineBoard.set(after, columns, bit % 8 + 1, bit / 8 + 1, plane);
            // The whole board's five test; the placement phase's own test must agree with it.
            boolean five = FiveShiftEngine.fiveWinner(after, plane) == plane;
            assertThat(FiveShiftEngine.fiveAfterPlacement(after, plane))
                .as("a ball of plane %d on bit %d in %s", plane, bit, state).isEqualTo(five ? plane : -1);
            if (five) {
              expected |= 1L << bit;
              fives[0]++;
            }
          }
          assertThat(FiveShiftEngine.fiveCompletions(own, empty))
              .as("plane %d in %s", plane, state).isEqualTo(expected);
        }
      }
    });
    assertThat(fives[0]).as("placements that make five, among those tried").isPositive();
  }

  @Test
  void theShiftsThatMakeFiveAreThoseAfterWhichTheRulesSeeIt() {
    for (boolean rimRemoval : new boolean[] {false, true}) {
      FiveShift rules = FiveShift.builder().rimRemoval(rimRemoval).build();
      FiveShiftEngine engine = new FiveShiftEngine(rimRemoval, 0);
      int[] answers = new int[2];
      ForAll.games("shiftMakesFive: the shifts after which the mover has five, rim removal " + rimRemoval, 20,
          PhaseTwoStarts.startingInPhaseTwo(rules), 60, game -> {
            for (FiveShiftState state : game.states()) {
              if (!rules.status(state).isOngoing() || FiveShiftEngine.placing(state.ply())) {
                continue;
              }
              int mine = LineBoard.plane(state.toMove());
              MoveBuffer shifts = new MoveBuffer(FiveShiftEngine.SIZE);
              FiveShiftEngine.generate(state.rows(), state.columns(), mine, false, shifts);
              for (int i = 0; i < shifts.size; i++) {
                long[] rows = state.rows().clone();
                long[] columns = state.columns().clone();
                engine.apply(rows, columns, shifts.codes[i], mine);
                boolean expected = FiveShiftEngine.fiveWinner(rows, mine) == mine;
                answers[expected ? 1 : 0]++;
                assertThat(engine.shiftMakesFive(state.rows(), state.columns(), shifts.codes[i], mine))
                    .as("shift %s in %s", FiveShiftEngine.written(shifts.codes[i]), state).isEqualTo(expected);
              }
            }
          });
      assertThat(answers[0]).as("shifts without a five, rim removal %s", rimRemoval).isPositive();
      assertThat(answers[1]).as("shifts with a five, rim removal %s", rimRemoval).isPositive();
    }
  }
}
