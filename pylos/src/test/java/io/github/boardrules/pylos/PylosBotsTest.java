package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.pylos.solve.PylosSolver;
import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The bots on Pylos: MCTS against random play, alpha-beta on hand-built endings. */
class PylosBotsTest {
  private final Pylos rules = Pylos.standard();
  /**
   * The hand-built endings below turn on raises with an empty reserve, so they are played under
   * Board Game Arena's reading; by default DARK, with all 15 balls on the board, would already
   * have run out of balls.
   */
  private final Pylos raising = Pylos.builder().raiseWithEmptyReserve(true).build();

  @Test
  void mctsBeatsTheRandomBot() {
    MctsBot<PylosState, PylosMove> mcts = MctsBot.builder(rules)
        .iterations(200)
        .playout(rules::randomPlayout)
        .seed(11)
        .build();
    MatchResult result = Match.between(rules, mcts, RandomBot.of(rules, 12)).play(50);
    assertThat(result.firstBotWins()).as("%s", result).isGreaterThanOrEqualTo(45);
  }

  /**
   * LIGHT to move wins at once: the position text, with level 0 drawn rows 4 to 1 and level 1 rows
   * 3 to 1,
   *
   * <pre>
   *   level 0      level 1
   * 4 L D D D    3 L L .
   * 3 D D D D    2 L D L
   * 2 D D D D    1 L L L
   * 1 L D D D      a b c
   *   a b c d
   * </pre>
   *
   * DARK has all 15 balls on the board, so he can only raise. His one free ball is d4 (every other
   * ball of level 0 carries a level-1 ball; 1b2 lies under all four level-2 spots, so it has
   * nowhere to go). LIGHT's 1c3 covers d4 and completes no square (1b2 is DARK): DARK has no move
   * and loses. A LIGHT ball on level 2 leaves d4 two level-2 spots; a raise of a LIGHT level-1
   * ball empties a level-1 spot that d4 can go up to.
   */
  @Test
  void alphaBetaFindsTheWinInOne() {
    PylosState state = raising.positions().decode("LDDD/DDDD/DDDD/LDDD LL./LDL/LLL ../.. . L 24");
    PylosMove win = raising.notation().parse("1c3");
    assertThat(winsAtOnce(state)).as("the moves that win at once").containsExactly(win);

    AlphaBetaBot.Search<PylosMove> search = alphaBeta().search(state);

    assertThat(search.move()).isEqualTo(win);
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 1);
  }

  /**
   * LIGHT to move wins with his second move:
   *
   * <pre>
   *   level 0      level 1
   * 4 L D D D    3 L L .
   * 3 D D D D    2 L D L
   * 2 D D D D    1 . L L
   * 1 D D L D      a b c
   *   a b c d
   * </pre>
   *
   * DARK (reserve empty) has two free balls, a1 (under 1a1 only) and d4 (under 1c3 only); one
   * LIGHT move cannot freeze both, so there is no win at once. After LIGHT 1c3, d4 is covered and
   * DARK's only moves raise a1 to 2b1, 2a2 or 2b2; then 1a1 has lost its support, the raised ball
   * sits on level 2 under the unsupported top, and DARK's other balls are covered, so LIGHT's
   * placement on a1 leaves DARK without a move. By symmetry 1a1 (covering a1, leaving d4 only
   * level-2 spots) wins the same way.
   */
  @Test
  void alphaBetaFindsTheWinInTwo() {
    PylosState state = raising.positions().decode("LDDD/DDDD/DDDD/DDLD LL./LDL/.LL ../.. . L 22");
    assertThat(winsAtOnce(state)).as("the moves that win at once").isEmpty();
    PylosMove cover = raising.notation().parse("1c3");
    PylosMove other = raising.notation().parse("1a1");
    Set<PylosMove> winsInTwo = winsInTwo(state);
    assertThat(winsInTwo).contains(cover, other);

    AlphaBetaBot.Search<PylosMove> search = alphaBeta().search(state);

    assertThat(search.move()).isIn(winsInTwo);
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 3);
    PylosSolver.Result proof = PylosSolver.of(raising).solve(state, 3);
    assertThat(proof.verdict()).isEqualTo(PylosSolver.Verdict.WIN);
    assertThat(proof.plies()).isEqualTo(3);
  }

  private AlphaBetaBot<PylosState, PylosMove> alphaBeta() {
    return AlphaBetaBot.builder(raising, PylosEvaluation.of(raising))
        .hash(PylosState::positionHash)
        .maxDepth(4)
        .build();
  }

  /** The moves after which the opponent has no move, found by trying every move. */
  private Set<PylosMove> winsAtOnce(PylosState state) {
    Set<PylosMove> wins = new LinkedHashSet<>();
    for (PylosMove move : raising.legalMoves(state)) {
      PylosState after = raising.play(state, move);
      if (raising.legalMoves(after).isEmpty()
          && raising.status(after).winner().orElse(null) == state.toMove()) {
        wins.add(move);
      }
    }
    return wins;
  }

  /** The moves after which every answer of the opponent allows a win at once. */
  private Set<PylosMove> winsInTwo(PylosState state) {
    Set<PylosMove> wins = new LinkedHashSet<>();
    for (PylosMove move : raising.legalMoves(state)) {
      PylosState after = raising.play(state, move);
      if (raising.legalMoves(after).isEmpty()) {
        continue;
      }
      boolean forced = true;
      for (PylosMove answer : raising.legalMoves(after)) {
        PylosState reply = raising.play(after, answer);
        forced &= reply.toMove() == state.toMove() && !winsAtOnce(reply).isEmpty();
      }
      if (forced) {
        wins.add(move);
      }
    }
    return wins;
  }

  @Test
  void theEvaluationCountsReservesThreatsAndRaises() {
    PylosEvaluation evaluation = PylosEvaluation.of(rules);
    // LIGHT a1 b1 a2 (3 of the square a1 b1 a2 b2, b2 empty), DARK d4 d3 c4: reserves 12 each.
    // LIGHT: one take-back spot (b2); DARK: d4 d3 c4 and c3 would complete his square, one too.
    // Nothing can be raised: no level-1 spot is supported. Even, but LIGHT is to move and can
    // fill b2 now (150 more); DARK's one spot is no such threat, as LIGHT could fill it first.
    PylosState even = raising.positions().decode("..DD/...D/L.../LL.. .../.../... ../.. . L 6");
    assertThat(evaluation.evaluate(even, Player.FIRST)).isEqualTo(PylosEvaluation.TAKE_BACK_NOW);
    assertThat(evaluation.evaluate(even, Player.SECOND)).isEqualTo(-PylosEvaluation.TAKE_BACK_NOW);
    // Without DARK's c4 (DARK reserve 13, no DARK threat), DARK to move: LIGHT's one spot can
    // still be filled by DARK, so only its 30 counts: LIGHT -100 + 30.
    PylosState behind = raising.positions().decode("...D/...D/L.../LL.. .../.../... ../.. . D 5");
    assertThat(evaluation.evaluate(behind, Player.FIRST))
        .isEqualTo(-PylosEvaluation.RESERVE + PylosEvaluation.TAKE_BACK);
    assertThat(evaluation.evaluate(behind, Player.SECOND))
        .isEqualTo(PylosEvaluation.RESERVE - PylosEvaluation.TAKE_BACK);
    // The children's rules have no take-backs: only the reserves count.
    assertThat(PylosEvaluation.of(Pylos.children()).evaluate(behind, Player.FIRST))
        .isEqualTo(-PylosEvaluation.RESERVE);
  }
}
