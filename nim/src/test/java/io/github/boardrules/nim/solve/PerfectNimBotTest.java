package io.github.boardrules.nim.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.nim.HeapNimMove;
import io.github.boardrules.nim.HeapNimState;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;

/**
 * The solver as a perfect player. {@link Match} alternates who moves first, so "the perfect bot
 * moves first in every game" is 50 one-game matches (in a match's game 0 its first bot moves
 * first), each against an opponent with another seed.
 */
class PerfectNimBotTest {
  /**
   * 3x3 "1, 2, 3" NIM is won for the first player: take the centre b2, then answer every move
   * with its mirror image through the centre. The position stays symmetric, a move and its image
   * never share a ball (a move through the centre's row or column cannot jump the empty centre),
   * so the mirror move is always legal and the first player takes the last ball.
   */
  private final GridNim grid = GridNim.builder().rows(3).columns(3).build();

  /** Heaps 3, 4, 5: the nim-sum 3 ^ 4 ^ 5 = 2 is not 0, so the first player wins (h1:2). */
  private final HeapNim heaps = HeapNim.of(3, 4, 5);

  @Test
  void theHandWorkedPositionsAreWonForTheFirstPlayer() {
    assertThat(GridNimSolver.of(grid).winner(grid.initialState())).isEqualTo(Player.FIRST);
    assertThat(HeapNimSolver.of(heaps).winner(heaps.initialState())).isEqualTo(Player.FIRST);
    assertThat(PerfectNimBot.of(heaps).chooseMove(heaps.initialState()))
        .isEqualTo(HeapNimMove.of(1, 2));
  }

  @Test
  void movingFirstOnTheThreeByThreeGridItWinsEveryGameAgainstRandomAndMcts() {
    PerfectNimBot<GridNimState, GridNimMove> perfect = PerfectNimBot.of(grid);
    assertThat(winsMovingFirst(grid, perfect, seed -> RandomBot.of(grid, seed))).isEqualTo(50);
    assertThat(winsMovingFirst(grid, perfect, seed -> MctsBot.builder(grid)
        .iterations(200).playout(grid::randomPlayout).seed(seed).build()))
        .isEqualTo(50);
  }

  @Test
  void movingFirstAtHeapsThreeFourFiveItWinsEveryGameAgainstRandomAndMcts() {
    PerfectNimBot<HeapNimState, HeapNimMove> perfect = PerfectNimBot.of(heaps);
    assertThat(winsMovingFirst(heaps, perfect, seed -> RandomBot.of(heaps, seed))).isEqualTo(50);
    assertThat(winsMovingFirst(heaps, perfect, seed -> MctsBot.builder(heaps)
        .iterations(200).seed(seed).build()))
        .isEqualTo(50);
  }

  @Test
  void inAFiftyGameMatchOfOneTwoThreeNimItWinsEveryGameItMovesSecond() {
    // The 4x4 start is lost for the player to move (the mirror strategy wins for the second
    // player), so in the 25 games where the perfect bot moves second it must win; where it moves
    // first it can only win from a mistake.
    GridNim rules = GridNim.standard();
    MatchResult result =
        Match.between(rules, PerfectNimBot.of(rules), RandomBot.of(rules, 41)).play(50);
    assertThat(result.firstBotWins()).as("%s", result).isGreaterThanOrEqualTo(25);
    assertThat(result.draws()).isZero();
  }

  @Test
  void inALostPositionItPlaysTheDocumentedFallback() {
    GridNim rules = GridNim.standard();
    // The 4x4 start is lost for the first player: the first legal move, which takes a1.
    GridNimState start = rules.initialState();
    assertThat(PerfectNimBot.of(rules).chooseMove(start))
        .isEqualTo(rules.notation().parse("a1"))
        .isEqualTo(rules.legalMoves(start).get(0));
    // Heaps 1, 2, 3: nim-sum 0, lost; one ball from the largest heap, heap 3.
    HeapNim nim = HeapNim.of(1, 2, 3);
    assertThat(PerfectNimBot.of(nim).chooseMove(nim.initialState()))
        .isEqualTo(HeapNimMove.of(3, 1));
  }

  @Test
  void aFinishedGameHasNoMove() {
    GridNim rules = GridNim.standard();
    GridNimState over = rules.state(0, Player.SECOND);
    assertThatThrownBy(() -> PerfectNimBot.of(rules).chooseMove(over))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("The game is over");
  }

  private static <S extends Object, M extends Object> int winsMovingFirst(
      io.github.boardrules.core.Rules<S, M> rules, Bot<S, M> perfect,
      LongFunction<Bot<S, M>> opponent) {
    int wins = 0;
    for (long seed = 1; seed <= 50; seed++) {
      wins += Match.between(rules, perfect, opponent.apply(seed)).play(1).firstBotWins();
    }
    return wins;
  }
}
