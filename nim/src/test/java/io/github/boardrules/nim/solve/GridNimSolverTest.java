package io.github.boardrules.nim.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GridNimSolverTest {

  /** The booklet's three 4x4 games and some other boards, each in normal and misère play. */
  static List<GridNim> games(int rows, int columns) {
    List<GridNim> games = new ArrayList<>();
    for (boolean misere : new boolean[] {false, true}) {
      GridNim.Builder base = GridNim.builder().rows(rows).columns(columns).misere(misere);
      games.add(base.maxTake(3).touchingRequired(true).build());
      games.add(base.maxTake(3).touchingRequired(false).build());
      games.add(base.maxTake(GridNim.UNLIMITED).touchingRequired(false).build());
    }
    return games;
  }

  @Test
  void full4x4IsLostForThePlayerToMoveInNormalAndMisereOneTwoThreeNim() {
    GridNim normal = GridNim.standard();
    GridNim misere = normal.toBuilder().misere(true).build();
    GridNimSolver normalSolver = GridNimSolver.of(normal);
    GridNimSolver misereSolver = GridNimSolver.of(misere);
    assertThat(normalSolver.isWinForPlayerToMove(normal.initialState())).isFalse();
    assertThat(normalSolver.winner(normal.initialState())).isEqualTo(Player.SECOND);
    assertThat(misereSolver.isWinForPlayerToMove(misere.initialState())).isFalse();
    assertThat(misereSolver.winner(misere.initialState())).isEqualTo(Player.SECOND);
  }

  @Test
  void halfTurnSymmetricPositionsAreLostInNormalPlayOfTheBookletGames() {
    // The mirror strategy: whoever faces a half-turn symmetric position loses.
    for (GridNim rules : games(4, 4).subList(0, 3)) {
      GridNimSolver solver = GridNimSolver.of(rules);
      for (int half = 0; half < 256; half++) {
        long balls = 0;
        for (int i = 0; i < 8; i++) {
          if ((half & (1 << i)) != 0) {
            balls |= 1L << i | 1L << (15 - i); // (x, y) and (3-x, 3-y) have indices i and 15-i
          }
        }
        assertThat(solver.isWinForPlayerToMove(rules.state(balls, Player.FIRST)))
            .as("%s balls %s", rules, Long.toBinaryString(balls))
            .isFalse();
      }
    }
  }

  @Test
  void agreesWithBruteForceMinimaxOnEveryPositionOf3x3() {
    for (GridNim rules : games(3, 3)) {
      checkAllPositions(rules);
    }
  }

  @Test
  void agreesWithBruteForceOnEveryPositionOf3x4WhereTheThreeMoveRulesDiffer() {
    // On 3x3 "1-3 balls" and "any number" coincide (lines hold 3 points); rows of 4 tell them apart.
    for (GridNim rules : games(3, 4)) {
      checkAllPositions(rules);
    }
  }

  @Test
  void bruteForceConfirmsTheFull4x4Results() {
    for (GridNim rules : games(4, 4)) {
      BruteForce<GridNimState, GridNimMove> brute = new BruteForce<>(rules);
      GridNimSolver solver = GridNimSolver.of(rules);
      boolean expected = brute.moverWins(rules.initialState());
      assertThat(solver.isWinForPlayerToMove(rules.initialState()))
          .as("%s", rules).isEqualTo(expected);
      if (expected) {
        GridNimMove best = solver.bestMove(rules.initialState()).orElseThrow();
        assertThat(brute.moverWins(rules.play(rules.initialState(), best)))
            .as("%s best %s", rules, best).isFalse();
      }
    }
  }

  @Test
  void agreesWithBruteForceOnEveryPositionOfOtherSmallGames() {
    checkAllPositions(GridNim.builder().rows(2).columns(4).maxTake(2).build());
    checkAllPositions(GridNim.builder().rows(2).columns(4).maxTake(2).misere(true).build());
    checkAllPositions(GridNim.builder().rows(3).columns(4).maxTake(GridNim.UNLIMITED).build());
    checkAllPositions(GridNim.builder().rows(1).columns(5).maxTake(1).build());
    checkAllPositions(GridNim.builder().rows(4).columns(1).maxTake(1).misere(true).build());
  }

  private static void checkAllPositions(GridNim rules) {
    BruteForce<GridNimState, GridNimMove> brute = new BruteForce<>(rules);
    GridNimSolver solver = GridNimSolver.of(rules);
    for (long balls = 0; balls < 1L << rules.pointCount(); balls++) {
      for (Player player : Player.values()) {
        checkPosition(rules, solver, brute, rules.state(balls, player));
      }
    }
  }

  /** Checks the solver's verdict, winner, best move and Grundy value of one position by brute force. */
  static void checkPosition(GridNim rules, GridNimSolver solver,
      BruteForce<GridNimState, GridNimMove> brute, GridNimState state) {
    boolean wins = brute.moverWins(state);
    assertThat(solver.isWinForPlayerToMove(state)).as("%s %s", rules, state).isEqualTo(wins);
    Player winner = wins ? state.toMove() : state.toMove().opponent();
    assertThat(solver.winner(state)).as("%s %s", rules, state).isEqualTo(winner);
    Optional<GridNimMove> best = solver.bestMove(state);
    Status status = rules.status(state);
    if (status.isOver()) {
      assertThat(best).as("%s %s", rules, state).isEmpty();
      assertThat(status.winner()).contains(winner);
      return;
    }
    assertThat(best).as("%s %s", rules, state).isPresent();
    GridNimState after = rules.play(state, best.orElseThrow()); // throws if illegal
    if (wins) {
      assertThat(brute.moverWins(after)).as("%s %s best %s", rules, state, best).isFalse();
    }
    if (!rules.misere()) {
      assertThat(solver.grundyValue(state)).as("%s %s", rules, state).isEqualTo(brute.grundy(state));
    }
  }

  @Test
  void grundyValuesOfSmallPositionsByHand() {
    GridNim rules = GridNim.standard();
    GridNimSolver solver = GridNimSolver.of(rules);
    // One ball: a heap of 1. Two touching balls a1-b1: take one or both, a heap of 2.
    assertThat(solver.grundyValue(rules.state(0b1, Player.FIRST))).isEqualTo(1);
    assertThat(solver.grundyValue(rules.state(0b11, Player.FIRST))).isEqualTo(2);
    // a1 and c1 (apart, b1 empty): two separate heaps of 1, value 1 xor 1 = 0.
    assertThat(solver.grundyValue(rules.state(0b101, Player.FIRST))).isZero();
    // A row of n touching balls, take 1-3 touching: G(3) = mex{G(2), G(1)^G(1), G(1), G(0)}
    // = mex{2, 0, 1, 0} = 3; G(4) = mex{G(3), G(1)^G(2), G(2), G(1)^G(1), G(1)} = mex{3,3,2,0,1}.
    assertThat(solver.grundyValue(rules.state(0b0111, Player.FIRST))).isEqualTo(3);
    assertThat(solver.grundyValue(rules.state(0b1111, Player.FIRST))).isEqualTo(4);
    // a1 and b2: two balls in different lines, two heaps of 1.
    assertThat(solver.grundyValue(rules.state(1L | 1L << 5, Player.FIRST))).isZero();
    assertThat(solver.grundyValue(rules.state(0, Player.FIRST))).isZero();
  }

  @Test
  void bestMoveFromTheLostStartIsALegalMoveAndGrundyIsForNormalPlayOnly() {
    GridNim rules = GridNim.standard();
    assertThat(GridNimSolver.of(rules).bestMove(rules.initialState()).map(GridNimMove::toString))
        .contains("a1");
    GridNim misere = rules.toBuilder().misere(true).build();
    GridNimSolver misereSolver = GridNimSolver.of(misere);
    assertThatThrownBy(() -> misereSolver.grundyValue(misere.initialState()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("misère");
  }

  @Test
  void solverIsSharedByItsBotsAndRefusesStatesOfAnotherBoard() {
    GridNim rules = GridNim.standard();
    GridNimSolver solver = GridNimSolver.of(rules);
    assertThat(solver.rules()).isSameAs(rules);
    assertThat(PerfectNimBot.over(solver).solver()).isSameAs(solver);
    GridNimState other = GridNim.builder().rows(3).columns(3).build().initialState();
    assertThatThrownBy(() -> solver.isWinForPlayerToMove(other))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("3x3");
  }

  @Test
  void concurrentQueriesOfAnOnDemandSolverAgree() throws InterruptedException {
    GridNim rules = GridNim.builder().rows(5).columns(5).build();
    long balls = 0b11111_00000_10101_00000_11011L;
    GridNimState state = rules.state(balls, Player.FIRST);
    boolean expected = new BruteForce<>(rules).moverWins(state);
    GridNimSolver solver = GridNimSolver.of(rules);
    boolean[] answers = new boolean[4];
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < answers.length; t++) {
      int index = t;
      threads.add(new Thread(() -> answers[index] = solver.isWinForPlayerToMove(state)));
    }
    threads.forEach(Thread::start);
    for (Thread thread : threads) {
      thread.join();
    }
    for (boolean answer : answers) {
      assertThat(answer).isEqualTo(expected);
    }
  }
}
