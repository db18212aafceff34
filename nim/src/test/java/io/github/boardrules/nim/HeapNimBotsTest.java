package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.bots.Evaluation;
import org.junit.jupiter.api.Test;

/** Core's alpha-beta bot on heap Nim, with a trivial evaluation and the position hash. */
class HeapNimBotsTest {
  private final HeapNim rules = HeapNim.of(3, 4, 5);

  /** Only heap 3 holds balls: h3:5 takes the last five and wins; every other move leaves some. */
  @Test
  void alphaBetaFindsTheWinInOne() {
    HeapNimState state = rules.positions().decode("0,0,5 1");
    AlphaBetaBot.Search<HeapNimMove> search = alphaBeta().search(state);

    assertThat(search.move()).isEqualTo(HeapNimMove.of(3, 5));
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 1);
  }

  /**
   * Heaps 1 and 2: no move takes both. h2:1 leaves 1 and 1: the opponent empties one heap and the
   * mover takes the last ball. h1:1 and h2:2 leave a single heap for the opponent to take.
   */
  @Test
  void alphaBetaFindsTheWinInTwo() {
    HeapNimState state = rules.positions().decode("1,2,0 1");
    AlphaBetaBot.Search<HeapNimMove> search = alphaBeta().search(state);

    assertThat(search.move()).isEqualTo(HeapNimMove.of(2, 1));
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 3);
  }

  private AlphaBetaBot<HeapNimState, HeapNimMove> alphaBeta() {
    Evaluation<HeapNimState> even = (state, player) -> 0;
    return AlphaBetaBot.builder(rules, even).hash(HeapNimState::positionHash).maxDepth(4).build();
  }
}
