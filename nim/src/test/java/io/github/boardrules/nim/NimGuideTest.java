package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Status;
import io.github.boardrules.nim.solve.GridNimSolver;
import io.github.boardrules.nim.solve.HeapNimSolver;
import io.github.boardrules.nim.solve.PerfectNimBot;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The code of the NIM guide page (docs/games/nim.md) and the module README runs here and does what
 * the page says (DocumentationSnippetsTest in examples checks that the pages show exactly this
 * code). Expected values are worked by hand from the rules.
 */
class NimGuideTest {
  /** What the first example computes. */
  private record Start(GridNimState state, List<GridNimMove> moves, Status status,
      GridNimSolver solver, Optional<GridNimMove> answer) {}

  static Start start() {
    // snippet:nim-start
    GridNim rules = GridNim.standard();
    GridNimState state = rules.initialState();                  // oooo/oooo/oooo/oooo 1
    state = rules.play(state, rules.notation().parse("b2-b4")); // throws IllegalMoveException if illegal
    List<GridNimMove> moves = rules.legalMoves(state);
    Status status = rules.status(state);                        // ongoing, or who took the last ball
    GridNimSolver solver = GridNimSolver.of(rules);
    Optional<GridNimMove> answer = solver.bestMove(state);      // keeps SECOND's win, as the mirror answer c1-c3 does
    // end-snippet
    return new Start(state, moves, status, solver, answer);
  }

  @Test
  void theFirstExampleFindsAnAnswerThatKeepsTheSecondPlayersWin() {
    Start start = start();
    GridNim rules = GridNim.standard();
    assertThat(rules.initialState()).hasToString("oooo/oooo/oooo/oooo 1");
    // Column b emptied on rows 2 to 4; rows written from the top.
    assertThat(start.state()).hasToString("o.oo/o.oo/o.oo/oooo 2");
    assertThat(start.status().isOngoing()).isTrue();
    // The half-turn image of b2-b4 (column b, rows 2-4) is column c, rows 1-3.
    GridNimMove mirror = rules.notation().parse("c1-c3");
    assertThat(start.moves()).contains(mirror);
    assertThat(start.solver().isWinForPlayerToMove(rules.play(start.state(), mirror))).isFalse();
    GridNimState afterAnswer = rules.play(start.state(), start.answer().orElseThrow());
    assertThat(start.solver().isWinForPlayerToMove(afterAnswer)).isFalse();
  }

  @Test
  void theOptionsExampleBuildsTheGamesItNames() {
    // snippet:nim-options
    GridNim g = GridNim.builder().rows(3).columns(5).maxTake(GridNim.UNLIMITED)
        .touchingRequired(false).misere(true).build();
    GridNim m = GridNim.standard().toBuilder().misere(true).build();
    HeapNim h = HeapNim.builder().heaps(3, 4, 5).misere(true).build();
    // end-snippet
    assertThat(g.rows()).isEqualTo(3);
    assertThat(g.columns()).isEqualTo(5);
    assertThat(g.maxTake()).isEqualTo(GridNim.UNLIMITED);
    assertThat(g.touchingRequired()).isFalse();
    assertThat(g.misere()).isTrue();
    assertThat(m.misere()).isTrue();
    assertThat(m.maxTake()).isEqualTo(3);
    assertThat(m.touchingRequired()).isTrue();
    assertThat(h.startingHeaps()).containsExactly(3, 4, 5);
    assertThat(h.misere()).isTrue();
  }

  @Test
  void theFastPathExampleListsTheMovesAndPlaysTheGameThePlainApiPlays() {
    // snippet:nim-fast-path
    GridNim rules = GridNim.standard();
    GridNimState state = rules.initialState();
    SplittableRandom random = new SplittableRandom(3);
    long[] buffer = new long[rules.candidateMoveCount()];   // 56 for the standard game
    int n = rules.legalMoveMasks(state.balls(), buffer);    // allocation-free, legalMoves order
    PlayoutResult r = rules.randomPlayout(state, random, rules.plyBound().getAsInt()); // allocation-free
    // end-snippet
    // The rules text: 16 singles, 24 pairs and 16 triples from the full grid.
    assertThat(buffer).hasSize(16 + 24 + 16);
    assertThat(n).isEqualTo(56);
    List<GridNimMove> moves = rules.legalMoves(state);
    for (int i = 0; i < n; i++) {
      assertThat(rules.move(buffer[i])).isEqualTo(moves.get(i));
    }
    assertThat(r).isEqualTo(Playouts.playout(rules, state, new SplittableRandom(3), 16))
        .isNotEqualTo(PlayoutResult.UNFINISHED);
  }

  @Test
  void theSolversExampleAnswersAsTheRulesSay() {
    // snippet:nim-solvers
    GridNimSolver solver = GridNimSolver.of(GridNim.standard());   // fills its table: keep it
    GridNimState state = GridNim.standard().initialState();        // the full 4 x 4 grid
    boolean won = solver.isWinForPlayerToMove(state);
    Player winner = solver.winner(state);                         // under perfect play
    Optional<GridNimMove> best = solver.bestMove(state);
    int grundy = solver.grundyValue(state);                       // normal play only

    HeapNimSolver heaps = HeapNimSolver.of(HeapNim.triangle());
    int nimSum = heaps.nimSum(HeapNim.triangle().initialState()); // 8: won, best move h8:8
    // end-snippet
    // The full grid is lost for the player to move: the second player mirrors every move.
    assertThat(won).isFalse();
    assertThat(winner).isEqualTo(Player.SECOND);
    assertThat(grundy).isZero();
    // In a lost position the fallback is the first legal move, a1.
    assertThat(best).map(Object::toString).contains("a1");
    // 1 ^ 2 ^ 3 ^ 4 ^ 5 ^ 6 ^ 7 ^ 8 = 8; taking all of heap 8 leaves 1 ^ ... ^ 7 = 0.
    assertThat(nimSum).isEqualTo(8);
    assertThat(heaps.bestMove(HeapNim.triangle().initialState())).map(Object::toString).contains("h8:8");
  }

  @Test
  void thePicturesExampleRingsTheEmptiedPoints() {
    // snippet:nim-pictures
    GridNim rules = GridNim.standard();
    GridNimMove move = rules.notation().parse("b2-b4");
    GridNimState state = rules.play(rules.initialState(), move);
    String svg = GridNimSvg.render(rules, state, move);
    // Files.writeString(Path.of("nim.svg"), svg) and open it in a browser
    // end-snippet
    assertThat(svg).startsWith("<?xml").contains("SECOND to move");
    assertThat(GridNimSvg.render(rules, state)).isNotEqualTo(svg);
  }

  /** What the bots example makes. */
  private record Bots(GridNimMove move, PerfectNimBot<HeapNimState, HeapNimMove> heaps,
      MatchResult result, AlphaBetaBot<GridNimState, GridNimMove> alphaBeta) {}

  static Bots bots() {
    // snippet:nim-bots
    GridNim rules = GridNim.builder().rows(3).columns(3).build();   // won for the first player
    PerfectNimBot<GridNimState, GridNimMove> perfect = PerfectNimBot.of(rules);   // or .over(solver)
    GridNimMove move = perfect.chooseMove(rules.initialState());  // keeps the win whenever the position is won
    PerfectNimBot<HeapNimState, HeapNimMove> heaps = PerfectNimBot.of(HeapNim.triangle());

    MctsBot<GridNimState, GridNimMove> mcts = MctsBot.builder(rules)
        .playout(rules::randomPlayout)            // the allocation-free playout
        .iterations(300)
        .seed(7)
        .build();
    MatchResult result = Match.between(rules, perfect, mcts).play(50);
    AlphaBetaBot<GridNimState, GridNimMove> alphaBeta =
        AlphaBetaBot.builder(rules, (state, player) -> 0)   // no heuristic: it finds forced wins
            .hash(GridNimState::positionHash)
            .maxDepth(6)
            .build();
    // end-snippet
    return new Bots(move, heaps, result, alphaBeta);
  }

  @Test
  void theBotsExampleKeepsItsWins() {
    Bots bots = bots();
    GridNim rules = GridNim.builder().rows(3).columns(3).build();
    // On 3x3 the first player takes the centre b2 (or a line through it) and mirrors every reply
    // through the centre: after his move the position is lost for the opponent.
    GridNimSolver solver = GridNimSolver.of(rules);
    assertThat(solver.isWinForPlayerToMove(rules.initialState())).isTrue();
    assertThat(solver.isWinForPlayerToMove(rules.play(rules.initialState(), bots.move()))).isFalse();
    // The triangle's nim-sum is 8: the only winning move empties heap 8.
    assertThat(bots.heaps().chooseMove(HeapNim.triangle().initialState())).hasToString("h8:8");
    // The perfect bot moves first in odd games and wins them; it also wins as second player
    // whenever MCTS slips, so it wins at least the 25 games it starts.
    assertThat(bots.result().games()).isEqualTo(50);
    assertThat(bots.result().firstBotWins()).isGreaterThanOrEqualTo(25);
    // From one ball left, the player to move takes it and wins.
    GridNimState oneBall = rules.positions().decode(".../.o./... 2");
    assertThat(bots.alphaBeta().search(oneBall).score()).isEqualTo(AlphaBetaBot.WIN - 1);
  }
}
