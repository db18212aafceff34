package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Seeds;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.Point;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The phase change, conservation laws and board invariants over random games. */
class FiveShiftInvariantProperties {
  private static final FiveShift STANDARD = FiveShift.standard();
  private static final FiveShift RIM_REMOVAL = FiveShift.builder().rimRemoval(true).build();

  private static int balls(FiveShiftState state) {
    return state.count(Ball.LIGHT) + state.count(Ball.DARK);
  }

  private static int rimBalls(FiveShiftState state) {
    int n = 0;
    for (int i = 0; i < 9; i++) {
      for (Point p : List.of(Point.of(i, 0), Point.of(i, 8), Point.of(0, i), Point.of(8, i))) {
        n += state.ballAt(p).isPresent() ? 1 : 0;
      }
    }
    return n;
  }

  @Test
  void thePhaseChangesAfterExactly49PlacementsWithDarkToMove() {
    AtomicInteger reachedPhaseTwo = new AtomicInteger();
    int games = 150;
    for (FiveShift rules : List.of(STANDARD, RIM_REMOVAL)) {
      ForAll.games(rules + ": phase change at ply 49", games, rules, game -> {
        List<FiveShiftState> states = game.states();
        List<PikkPakkMove> moves = game.moves();
        for (int i = 0; i < moves.size(); i++) {
          assertThat(moves.get(i).kind())
              .as("move %d", i + 1)
              .isEqualTo(i < 49 ? PikkPakkMove.Kind.PLACE : PikkPakkMove.Kind.SHIFT);
        }
        for (FiveShiftState s : states) {
          int ply = s.ply();
          if (ply < 49) {
            assertThat(s.phase()).isEqualTo(FiveShiftPhase.PLACEMENT);
            assertThat(s.toMove()).isEqualTo(ply % 2 == 0 ? Player.FIRST : Player.SECOND);
            assertThat(s.count(Ball.LIGHT)).isEqualTo((ply + 1) / 2);
            assertThat(s.count(Ball.DARK)).isEqualTo(ply / 2);
            assertThat(rimBalls(s)).isZero();
          }
        }
        FiveShiftState end = game.finalState();
        if (end.ply() < 49) {
          // A game that stopped before the field was full was won by a five.
          assertThat(rules.status(end).termination()).contains(FiveShiftTermination.FIVE_IN_A_ROW);
        } else {
          FiveShiftState at49 = states.get(49);
          // The inner 7x7 is full: 25 LIGHT balls (LIGHT placed the last) and 24 DARK.
          assertThat(at49.count(Ball.LIGHT)).isEqualTo(25);
          assertThat(at49.count(Ball.DARK)).isEqualTo(24);
          assertThat(rimBalls(at49)).isZero();
          assertThat(at49.toMove()).isEqualTo(Player.SECOND);
          assertThat(at49.phase()).isEqualTo(FiveShiftPhase.SHIFTING);
          Status status = rules.status(at49);
          if (status.isOngoing()) {
            reachedPhaseTwo.incrementAndGet();
            assertThat(rules.legalMoves(at49))
                .isNotEmpty()
                .allMatch(m -> m.kind() == PikkPakkMove.Kind.SHIFT);
          } else {
            // Only LIGHT's 49th placement can have ended the game there.
            assertThat(status.winner()).contains(Player.FIRST);
          }
        }
      });
    }
    // Roughly 7% of random placement games fill the field without a five.
    assertThat(reachedPhaseTwo.get()).as("games that reached phase 2")
        .isGreaterThanOrEqualTo(Seeds.scaled(6, games));
  }

  @Test
  void shiftingKeepsBallCountsWithoutRimRemoval() {
    Rules<FiveShiftState, PikkPakkMove> rules = PhaseTwoStarts.startingInPhaseTwo(STANDARD);
    ForAll.games("shifting keeps ball counts", 60, rules, game -> {
      for (FiveShiftState s : game.states()) {
        assertThat(s.count(Ball.LIGHT)).as("LIGHT in %s", s).isEqualTo(25);
        assertThat(s.count(Ball.DARK)).as("DARK in %s", s).isEqualTo(24);
      }
    });
  }

  @Test
  void withRimRemovalTheRimIsEmptyAfterEveryMoveAndEachShiftRemovesOneBall() {
    Rules<FiveShiftState, PikkPakkMove> rules = PhaseTwoStarts.startingInPhaseTwo(RIM_REMOVAL);
    ForAll.games("rim removal: rim empty, one ball per shift", 60, rules, game -> {
      List<FiveShiftState> states = game.states();
      for (int i = 1; i < states.size(); i++) {
        assertThat(rimBalls(states.get(i))).as("rim after move %d", i).isZero();
        assertThat(balls(states.get(i))).isEqualTo(balls(states.get(i - 1)) - 1);
      }
    });
  }

  @Test
  void withoutRimRemovalBallsReachTheRim() {
    // The counterpart of the rim-removal property: a shift moves its leading ball onto the rim
    // and it stays (here every phase-2 run of 7 starts on the inner field).
    Rules<FiveShiftState, PikkPakkMove> rules = PhaseTwoStarts.startingInPhaseTwo(STANDARD);
    ForAll.games("without rim removal the first shift leaves a ball on the rim", 30, rules, game -> {
      if (game.states().size() > 1) {
        assertThat(rimBalls(game.states().get(1))).isEqualTo(1);
      }
    });
  }

  @Test
  void rowAndColumnWordsAlwaysAgree() {
    for (FiveShift rules : List.of(STANDARD, RIM_REMOVAL)) {
      ForAll.games(rules + ": row and column words agree", 20,
          PhaseTwoStarts.startingInPhaseTwo(rules), game -> {
            for (FiveShiftState s : game.states()) {
              long[] rows = s.rows();
              long[] columns = s.columns();
              for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                  for (int plane = 0; plane < 64; plane += 16) {
                    assertThat((rows[r] >>> (plane + c)) & 1L)
                        .as("%s plane %d", Point.of(c, r), plane)
                        .isEqualTo((columns[c] >>> (plane + r)) & 1L);
                  }
                }
              }
            }
          });
    }
  }

  @Test
  void gamesWithoutOptionsEndOnlyByTheRulesEnds() {
    for (Rules<FiveShiftState, PikkPakkMove> game :
        List.of(STANDARD, PhaseTwoStarts.startingInPhaseTwo(STANDARD))) {
      ForAll.games(game + ": no draw; only a five or no legal move ends a game", 60, game, game2 -> {
        for (FiveShiftState s : game2.states()) {
          Status status = STANDARD.status(s);
          assertThat(status.kind()).isNotEqualTo(Status.Kind.DRAW);
          if (status.isOver()) {
            assertThat(status.termination().orElseThrow())
                .isIn(FiveShiftTermination.FIVE_IN_A_ROW, FiveShiftTermination.NO_LEGAL_MOVE);
            assertThat(s).isSameAs(game2.finalState());
          }
        }
      });
    }
  }
}
