package io.github.boardrules.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.RootMoves;
import io.github.boardrules.core.fixture.TakeAway;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * {@link MctsBot.Builder#rootMoves} on the take-away game worked by hand (take 1 to 3 counters,
 * who takes the last wins): from 7 counters only taking 3 wins, leaving 4.
 */
class MctsRootMovesTest {
  private static final TakeAway RULES = new TakeAway(21);
  private static final Pile SEVEN = new Pile(7, Player.FIRST);

  @Test
  void theSearchPlaysOnlyAmongTheRootMovesGiven() {
    // Without narrowing, 2,000 playouts prove that taking 3 wins (MctsSolverTest needs 40).
    assertThat(MctsBot.builder(RULES).iterations(2_000).build().search(SEVEN).move()).isEqualTo(new Take(3));
    for (int threads = 1; threads <= 2; threads++) {
      for (long seed = 0; seed < 10; seed++) {
        MctsBot.Search<Take> search = MctsBot.builder(RULES).iterations(2_000).seed(seed).threads(threads)
            .rootMoves((pile, deadline) -> List.of(new Take(1), new Take(2))).build().search(SEVEN);
        assertThat(search.move()).as("seed %d, %d threads", seed, threads).isIn(new Take(1), new Take(2));
        // Both leave the opponent a pile he wins from: the narrowed root is lost.
        assertThat(search.proof()).isEqualTo(MctsBot.Proof.LOSS);
      }
    }
  }

  @Test
  void belowTheRootEveryLegalMoveIsSearched() {
    // Narrowed to taking 3, the search must still see that each reply from 4 loses to take-all.
    // The function is asked at the root only: below it, its empty list would be refused.
    MctsBot.Search<Take> search = MctsBot.builder(RULES).iterations(2_000)
        .rootMoves((pile, deadline) -> pile.counters() == 7 ? List.of(new Take(3)) : List.of()).build().search(SEVEN);
    assertThat(search.move()).isEqualTo(new Take(3));
    assertThat(search.proof()).isEqualTo(MctsBot.Proof.WIN);
  }

  @Test
  void noRootMoveIsRefusedNamingThePosition() {
    MctsBot<Pile, Take> bot = MctsBot.builder(RULES).rootMoves((pile, deadline) -> List.<Take>of()).build();
    assertThatThrownBy(() -> bot.search(SEVEN)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("rootMoves").hasMessageContaining("no move").hasMessageContaining(SEVEN.toString());
  }

  @Test
  void anIllegalRootMoveIsRefusedNamingIt() {
    MctsBot<Pile, Take> bot = MctsBot.builder(RULES).rootMoves((pile, deadline) -> List.of(new Take(4))).build();
    assertThatThrownBy(() -> bot.search(SEVEN)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("rootMoves").hasMessageContaining(new Take(4) + " is not a legal move");
  }

  @Test
  void theRootMovesGetTheSearchsDeadline() {
    List<Long> deadlines = new CopyOnWriteArrayList<>();
    RootMoves<Pile, Take> recording = (pile, deadline) -> {
      deadlines.add(deadline);
      return List.of(new Take(3));
    };
    MctsBot.builder(RULES).iterations(100).rootMoves(recording).build().search(SEVEN);
    assertThat(deadlines).containsExactly(RootMoves.NO_DEADLINE);

    deadlines.clear();
    long before = System.nanoTime();
    MctsBot.builder(RULES).timeLimit(Duration.ofMillis(50)).rootMoves(recording).build().search(SEVEN);
    long after = System.nanoTime();
    // The time limit counts from the start of the search, the narrowing included.
    long limit = Duration.ofMillis(50).toNanos();
    assertThat(deadlines).hasSize(1);
    assertThat(deadlines.get(0) - before).isBetween(limit, limit + (after - before));
  }
}
