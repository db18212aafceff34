package io.github.boardrules.bots;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.fixture.TakeAway;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The proven values of {@link MctsBot} (MCTS-Solver) on take-away games worked by hand: take 1 to
 * 3 counters, who takes the last wins, so a multiple of 4 is lost for the player to move and the
 * winning move leaves one; and the variant where taking 2 gives another move.
 */
class MctsSolverTest {
  private static final TakeAway RULES = new TakeAway(21);

  private static Pile pile(int counters) {
    return new Pile(counters, Player.FIRST);
  }

  private static MctsBot.Search<Take> search(int counters, int iterations, long seed, boolean solver) {
    return MctsBot.builder(RULES).iterations(iterations).seed(seed).solver(solver).build().search(pile(counters));
  }

  @Test
  void aWinInOneIsPlayedAsSoonAsItsMoveIsTried() {
    // 3 counters: taking all 3 ends the game won; the root is proven when that move is expanded,
    // which is within the first three iterations (each expands one untried move).
    for (long seed = 0; seed < 20; seed++) {
      MctsBot.Search<Take> search = search(3, 5, seed, true);
      assertThat(search.move()).as("seed %d", seed).isEqualTo(new Take(3));
      assertThat(search.proof()).isEqualTo(MctsBot.Proof.WIN);
      assertThat(search.winRate()).isEqualTo(1.0);
      assertThat(search.iterations()).isLessThanOrEqualTo(3);
    }
  }

  @Test
  void aWinInTwoTurnsIsFoundWithASmallBudgetWherePlainUctIsUnsure() {
    // 7 counters: take 3 leaves 4; the opponent leaves 3, 2 or 1 and we take them all: 3 plies.
    // Taking 1 (6 left) or 2 (5 left) lets the opponent leave 4 to us. 40 iterations are enough
    // to prove it; plain UCT with the same budget and seeds picks another move now and then.
    // So is 6 counters (take 2) with 25 iterations.
    int[][] pileTakeIterations = {{7, 3, 40}, {6, 2, 25}};
    for (int[] c : pileTakeIterations) {
      int plainRight = 0;
      for (long seed = 0; seed < 20; seed++) {
        MctsBot.Search<Take> proven = search(c[0], c[2], seed, true);
        assertThat(proven.move()).as("%d counters, seed %d", c[0], seed).isEqualTo(new Take(c[1]));
        assertThat(proven.proof()).isEqualTo(MctsBot.Proof.WIN);
        plainRight += search(c[0], c[2], seed, false).move().equals(new Take(c[1])) ? 1 : 0;
      }
      assertThat(plainRight).as("plain UCT right out of 20 seeds from %d counters", c[0]).isLessThan(20);
    }
  }

  @Test
  void aLostPositionIsProvenLost() {
    // 4 counters: every take leaves 3, 2 or 1, which the opponent takes at once.
    MctsBot.Search<Take> four = search(4, 100, 1, true);
    assertThat(four.proof()).isEqualTo(MctsBot.Proof.LOSS);
    assertThat(four.winRate()).isEqualTo(0.0);
    // 8 counters: the opponent answers every take k with 4 - k and wins from 4.
    MctsBot.Search<Take> eight = search(8, 20_000, 1, true);
    assertThat(eight.proof()).isEqualTo(MctsBot.Proof.LOSS);
  }

  @Test
  void theSameSeedGivesTheSameSearchOnOneOrTwoThreads() {
    for (int threads : new int[] {1, 2}) {
      MctsBot<Pile, Take> a = MctsBot.builder(RULES).iterations(3_001).threads(threads).seed(4).build();
      MctsBot<Pile, Take> b = MctsBot.builder(RULES).iterations(3_001).threads(threads).seed(4).build();
      for (int counters : new int[] {21, 9, 6}) {
        assertThat(b.search(pile(counters))).as("%d counters", counters).isEqualTo(a.search(pile(counters)));
      }
    }
  }

  @Test
  void whereNoGameEndIsInTheTreeTheSearchIsPlainUct() {
    // From 21 counters the game lasts 7 plies or more; 40 iterations grow a tree at most a few
    // plies deep, so no position in it is over and nothing is proven: the very same search.
    for (long seed = 0; seed < 10; seed++) {
      MctsBot.Search<Take> proven = search(21, 40, seed, true);
      assertThat(proven.proof()).isEqualTo(MctsBot.Proof.NONE);
      assertThat(proven).isEqualTo(search(21, 40, seed, false));
    }
  }

  @Test
  void withAnExtraTurnTheProofFollowsWhoMoves() {
    // Taking 2 gives the same player another move. From 4: take 2, then take the last 2 (one
    // turn of two moves); taking 1 leaves 3 and taking 3 leaves 1 for the opponent, who takes
    // them all. So 2 is the only winning move, and the position after it is won for its mover.
    ExtraTurnPile rules = new ExtraTurnPile(4);
    for (long seed = 0; seed < 10; seed++) {
      MctsBot.Search<Integer> search =
          MctsBot.builder(rules).iterations(200).seed(seed).build().search(rules.initialState());
      assertThat(search.move()).isEqualTo(2);
      assertThat(search.proof()).isEqualTo(MctsBot.Proof.WIN);
    }
  }

  @Test
  void everyProofAgreesWithPlainMinimaxWithExtraTurns() {
    for (int counters = 1; counters <= 12; counters++) {
      ExtraTurnPile rules = new ExtraTurnPile(counters);
      ExtraTurnPile.Pile start = rules.initialState();
      boolean won = wins(rules, start);
      MctsBot.Search<Integer> search =
          MctsBot.builder(rules).iterations(5_000).seed(counters).build().search(start);
      switch (search.proof()) {
        case WIN -> {
          assertThat(won).as("pile %d proven won", counters).isTrue();
          ExtraTurnPile.Pile after = rules.play(start, search.move());
          boolean moverWinsAfter = rules.legalMoves(after).isEmpty()
              || wins(rules, after) == (after.toMove() == start.toMove());
          assertThat(moverWinsAfter).as("pile %d: the move keeps the win", counters).isTrue();
        }
        case LOSS -> assertThat(won).as("pile %d proven lost", counters).isFalse();
        case NONE -> { }
      }
    }
  }

  /** Plain minimax: can the player to move force the last take? */
  private static boolean wins(ExtraTurnPile rules, ExtraTurnPile.Pile state) {
    List<Integer> moves = rules.legalMoves(state);
    if (moves.isEmpty()) {
      return rules.status(state).winner().orElseThrow() == state.toMove();
    }
    for (int move : moves) {
      ExtraTurnPile.Pile next = rules.play(state, move);
      boolean nextWins = rules.legalMoves(next).isEmpty()
          ? rules.status(next).winner().orElseThrow() == state.toMove()
          : wins(rules, next) == (next.toMove() == state.toMove());
      if (nextWins) {
        return true;
      }
    }
    return false;
  }
}
