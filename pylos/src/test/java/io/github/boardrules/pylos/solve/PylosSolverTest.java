package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosSpots;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.solve.PylosSolver.Result;
import io.github.boardrules.pylos.solve.PylosSolver.Verdict;
import org.junit.jupiter.api.Test;

/** The proof search on end-game positions worked out by hand. */
class PylosSolverTest {
  private final Pylos standard = Pylos.standard();
  private final Pylos children = Pylos.children();
  private final PylosSolver solver = PylosSolver.of(standard);

  @Test
  void placingTheTopBallWinsInOnePly() {
    PylosState state =
        standard.state("LDLD/DLDL/LDLD/DLDL DLD/LDL/DLD DL/LD .", Player.FIRST);
    Result result = solver.solve(state, 10);
    assertThat(result.verdict()).isEqualTo(Verdict.WIN);
    assertThat(result.plies()).isEqualTo(1);
    assertThat(result.bestMove()).contains(PylosMove.place(PylosSpots.TOP));
    assertThat(solver.isWinWithin(state, 1)).isTrue();
    assertThat(solver.isWinWithin(state, 0)).isFalse();
  }

  @Test
  void aPlayerWithoutMovesHasLostInZeroPlies() {
    PylosState full =
        standard.state("LDLD/DLDL/LDLD/DLDL DLD/LDL/DLD DL/LD L", Player.SECOND);
    Result result = solver.solve(full, 10);
    assertThat(result.verdict()).isEqualTo(Verdict.LOSS);
    assertThat(result.plies()).isZero();
    assertThat(result.bestMove()).isEmpty();
  }

  @Test
  void leavingTheOpponentWithoutBallsOrRaisesWinsInOnePly() {
    // LIGHT reserve 2, DARK 0; LIGHT's only move 2b2 leaves DARK stuck (see PylosRulesTest).
    PylosState state = standard.state("LDLD/DLDL/LDLD/DLDL DDL/LDL/DDL D./LD .", Player.FIRST);
    Result result = solver.solve(state, 10);
    assertThat(result.verdict()).isEqualTo(Verdict.WIN);
    assertThat(result.plies()).isEqualTo(1);
    assertThat(result.bestMove()).contains(PylosMove.place(PylosSpots.parse("2b2")));
  }

  @Test
  void withOneBallEachThePlayerToMoveFillsLevelTwoAndLoses() {
    // Levels 0-1 full, level 2: 2a2 D, 2a1 L, 2b1 D, 2b2 empty; 14 balls each, reserves 1 and 1.
    // The only move is 2b2 (no own square: the level-2 square is mixed; 1c3 is the only free ball
    // of level 1 and 2b2 rests on it), then the opponent places the top: a loss in 2 plies for
    // whoever is to move.
    String levels = "LDLD/DLDL/LDLD/DLDL LDL/DLD/LDL D./LD .";
    for (Player mover : Player.values()) {
      PylosState state = standard.state(levels, mover);
      assertThat(state.reserve(Player.FIRST)).isEqualTo(1);
      assertThat(state.reserve(Player.SECOND)).isEqualTo(1);
      Result result = solver.solve(state, 10);
      assertThat(result.verdict()).as("%s to move", mover).isEqualTo(Verdict.LOSS);
      assertThat(result.plies()).isEqualTo(2);
    }
  }

  @Test
  void aTakeBackTurnsTheSameLossIntoAWinInThreePlies() {
    // As above, but level 2 holds LIGHT's 2a2, 2a1, 2b1, and LIGHT has 14 balls (reserve 1),
    // DARK 14 (reserve 1). LIGHT places 2b2, completing his square on level 2, and takes 2b2
    // back: the same balls, DARK to move. DARK's only move is 2b2 (1c3 is LIGHT's), which fills
    // level 2, and LIGHT places the top: a win in 3. DARK cannot be out of balls sooner.
    // Without take-backs (children's rules) LIGHT must fill 2b2 and DARK places the top.
    String levels = "LDLD/DLDL/LDLD/DLDL DDL/DLD/LDD L./LL .";
    PylosState state = standard.state(levels, Player.FIRST);
    assertThat(state.reserve(Player.FIRST)).isEqualTo(1);
    assertThat(state.reserve(Player.SECOND)).isEqualTo(1);
    Result win = solver.solve(state, 10);
    assertThat(win.verdict()).isEqualTo(Verdict.WIN);
    assertThat(win.plies()).isEqualTo(3);
    PylosMove best = win.bestMove().orElseThrow();
    assertThat(solver.solve(standard.play(state, best), 10).verdict())
        .isEqualTo(Verdict.LOSS);
    PylosState afterTakeBack = standard.play(state, standard.notation().parse("2b2x2b2"));
    Result dark = solver.solve(afterTakeBack, 10);
    assertThat(dark.verdict()).isEqualTo(Verdict.LOSS);
    assertThat(dark.plies()).isEqualTo(2);

    Result lost = PylosSolver.of(children).solve(children.state(levels, Player.FIRST), 10);
    assertThat(lost.verdict()).isEqualTo(Verdict.LOSS);
    assertThat(lost.plies()).isEqualTo(2);
  }

  @Test
  void tooShallowASearchAnswersUnknown() {
    String levels = "LDLD/DLDL/LDLD/DLDL DDL/DLD/LDD L./LL .";
    Result result = solver.solve(standard.state(levels, Player.FIRST), 2);
    assertThat(result.verdict()).isEqualTo(Verdict.UNKNOWN);
    assertThat(result.plies()).isEqualTo(2);
    assertThat(result.bestMove()).isEmpty();
    // A position the reserves do not settle (LIGHT, the opponent, has 1 ball in reserve, so a
    // win within 3 is possible in principle): the search must look at the moves. Cut by the
    // reserve bound alone, each of the 3 depths would visit at most 2 nodes.
    PylosState deeper = standard.positions().decode("LLLL/LDDD/LLDD/LLLL DLL/DDD/.LD ../.. . D 35");
    PylosMinimax minimax = new PylosMinimax(standard);
    assertThat(minimax.win(deeper, 3)).as("plain minimax: no win within 3").isFalse();
    Result three = solver.solve(deeper, 3);
    assertThat(three.verdict()).isEqualTo(Verdict.UNKNOWN);
    assertThat(three.nodes()).isGreaterThan(6);
    // Deeper, the search proves what plain minimax finds: a win within 5 plies.
    assertThat(minimax.win(deeper, 5)).as("plain minimax: a win within 5").isTrue();
    Result five = solver.solve(deeper, 5);
    assertThat(five.verdict()).isEqualTo(Verdict.WIN);
    assertThat(five.plies()).isEqualTo(5);
    // From the start neither side can be out of balls within 29 plies, and the reserve bound
    // says so without a search: each depth visits only the root, once for a win, once for a loss.
    Result start = PylosSolver.of(standard, 12).solve(standard.initialState(), 4);
    assertThat(start.verdict()).isEqualTo(Verdict.UNKNOWN);
    assertThat(start.nodes()).isLessThanOrEqualTo(8);
    assertThatThrownBy(() -> solver.solve(standard.initialState(), -1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PylosSolver.of(standard, 9)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aSolverIsMadeFromTheRules() {
    // The position of placingTheTopBallWinsInOnePly: the solver of the default size, made from
    // the rules, answers as one with a table of any other size.
    PylosState state = children.state("LDLD/DLDL/LDLD/DLDL DLD/LDL/DLD DL/LD .", Player.FIRST);
    Result result = PylosSolver.of(children).solve(state, 10);
    assertThat(result.toString()).isEqualTo(PylosSolver.of(children, 10).solve(state, 10).toString());
    assertThat(result.bestMove()).contains(PylosMove.place(PylosSpots.TOP));
    assertThatThrownBy(() -> PylosSolver.of(null)).isInstanceOf(NullPointerException.class)
        .hasMessageContaining("rules");
  }
}
