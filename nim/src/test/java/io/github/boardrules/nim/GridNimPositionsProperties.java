package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Position text round trips on random positions of several boards. */
class GridNimPositionsProperties {

  /** Any set of balls on the board, either player to move. */
  private static Gen<GridNimState> positions(GridNim game) {
    long full = game.pointCount() == 64 ? -1L : (1L << game.pointCount()) - 1;
    return random ->
        game.state(random.nextLong() & full, random.nextBoolean() ? Player.FIRST : Player.SECOND);
  }

  @Test
  void decodesWhatItWritesOnSeveralBoards() {
    List<GridNim> games =
        List.of(
            GridNim.standard(),
            GridNim.builder().rows(3).columns(5).build(),
            GridNim.builder().rows(1).columns(26).build(),
            GridNim.builder().rows(8).columns(8).build());
    for (GridNim game : games) {
      ForAll.values(
          "position text decodes to the position it was written from: " + game,
          200,
          positions(game),
          state -> {
            String text = game.positions().encode(state);
            assertThat(game.positions().decode(text)).as("%s", text).isEqualTo(state);
            assertThat(state.toString()).isEqualTo(text);
          });
    }
  }
}
