package io.github.boardrules.bots.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.fixture.TakeAway;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Forfeits and closing bots in the match runner, on the take-away game (21 counters, take 1 to 3):
 * a bot that throws {@link ForfeitException} loses that game at once with the reason, whichever
 * colour it has; any other exception still fails the match; closeable bots are closed when their
 * game ends, also when it fails.
 */
class MatchRunnerForfeitTest {
  private static final TakeAway RULES = new TakeAway(21);

  /** Takes one counter, and forfeits at its third move. */
  private static final class ForfeitsAtThirdMove implements Bot<Pile, Take>, AutoCloseable {
    private int moves;
    private final List<String> log;

    ForfeitsAtThirdMove(List<String> log) {
      this.log = log;
    }

    @Override
    public Take chooseMove(Pile state) {
      if (++moves == 3) {
        throw new ForfeitException("illegal move take9");
      }
      return new Take(1);
    }

    @Override
    public void close() {
      log.add("closed after " + moves + " moves");
    }
  }

  @Test
  void aForfeitLosesTheGameWithItsReasonAndTheListenerIsTold() {
    List<String> closed = new ArrayList<>();
    List<Integer> recorded = new ArrayList<>();
    List<GameResult> games = MatchRunner.builder(RULES, s -> new ForfeitsAtThirdMove(closed), s -> state -> new Take(1))
        .games(2).seed(5)
        .onGame((result, start, moves) -> recorded.add(moves.size()))
        .build().play(List.of());
    // Both bots take one counter a move, so 21 counters last 21 plies; A forfeits at its third move:
    // ply 4 when it moves first (plies 0, 2, then 4), ply 5 when second (plies 1, 3, then 5).
    assertThat(games).extracting(GameResult::outcome).containsExactly(GameResult.Outcome.LOSS, GameResult.Outcome.LOSS);
    assertThat(games).extracting(GameResult::plies).containsExactly(4, 5);
    assertThat(games).extracting(GameResult::forfeit).containsOnly("illegal move take9");
    assertThat(recorded).containsExactly(4, 5);
    assertThat(closed).containsExactly("closed after 3 moves", "closed after 3 moves");
    assertThat(MatchTotals.of(games).losses()).isEqualTo(2);
  }

  @Test
  void bForfeitingIsAWinForA() {
    List<String> closed = new ArrayList<>();
    List<GameResult> games = MatchRunner.builder(RULES, s -> state -> new Take(1), s -> new ForfeitsAtThirdMove(closed))
        .games(1).build().play(List.of());
    assertThat(games.get(0).outcome()).isEqualTo(GameResult.Outcome.WIN);
    assertThat(games.get(0).forfeit()).isEqualTo("illegal move take9");
  }

  @Test
  void anyOtherFailureStillFailsTheMatchAndClosesBothBots() {
    AtomicInteger closes = new AtomicInteger();
    class Failing implements Bot<Pile, Take>, AutoCloseable {
      @Override
      public Take chooseMove(Pile state) {
        throw new IllegalStateException("a bug");
      }

      @Override
      public void close() {
        closes.incrementAndGet();
      }
    }
    class Fine implements Bot<Pile, Take>, AutoCloseable {
      @Override
      public Take chooseMove(Pile state) {
        return new Take(1);
      }

      @Override
      public void close() {
        closes.incrementAndGet();
      }
    }
    MatchRunner<Pile, Take> runner = MatchRunner.builder(RULES, s -> new Fine(), s -> new Failing()).games(1).build();
    assertThatThrownBy(() -> runner.play(List.of())).hasMessage("a bug");
    assertThat(closes).hasValue(2);
  }

  @Test
  void aForfeitIsWonOrLostNeverDrawn() {
    assertThatThrownBy(() -> new GameResult(0, 1, true, GameResult.Outcome.DRAW, 3, "crash"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("won or lost");
    assertThat(new GameResult(0, 1, true, GameResult.Outcome.WIN, 3).forfeit()).isNull();
  }
}
