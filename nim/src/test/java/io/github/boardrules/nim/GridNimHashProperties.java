package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.nim.internal.NimZobrist;
import io.github.boardrules.testkit.ForAll;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The incremental position hash of grid NIM against the hash recomputed from the balls. */
class GridNimHashProperties {
  private static final List<GridNim> RULES = List.of(
      GridNim.standard(),
      GridNim.anyNumberFromLine(),
      GridNim.builder().rows(3).columns(7).misere(true).build(),
      GridNim.builder().rows(8).columns(8).maxTake(GridNim.UNLIMITED).build());

  @Test
  void theIncrementalHashEqualsTheRecomputedOneInRandomGames() {
    for (GridNim rules : RULES) {
      ForAll.games("incremental hash " + rules, 60, rules, game -> {
        for (GridNimState state : game.states()) {
          assertThat(state.positionHash()).as("hash of %s", state)
              .isEqualTo(NimZobrist.grid(state.balls(), state.toMove()));
        }
      });
    }
  }

  @Test
  void aDecodedPositionHasTheHashOfThePlayedOne() {
    for (GridNim rules : RULES) {
      ForAll.games("decoded hash " + rules, 30, rules, game -> {
        for (GridNimState state : game.states()) {
          GridNimState decoded = rules.positions().decode(rules.positions().encode(state));
          assertThat(decoded).isEqualTo(state);
          assertThat(decoded.positionHash()).as("hash of decoded %s", state)
              .isEqualTo(state.positionHash());
        }
      });
    }
  }

  @Test
  void twoMoveOrdersReachingOnePositionHaveOneHash() {
    GridNim rules = GridNim.standard();
    // a1-c1 then b4-d4, or b4-d4 then a1-c1: the same balls left, the first player to move.
    GridNimState one = play(rules, "a1-c1", "b4-d4");
    GridNimState other = play(rules, "b4-d4", "a1-c1");
    assertThat(one).isEqualTo(other).hasToString("o.../oooo/oooo/...o 1");
    assertThat(one.positionHash()).isEqualTo(other.positionHash());
    // The same balls with the second player to move: another hash.
    GridNimState secondToMove = rules.state(one.balls(), Player.SECOND);
    assertThat(secondToMove.positionHash()).isNotEqualTo(one.positionHash());
    // The same number of balls taken from other points: another hash.
    assertThat(play(rules, "a1-a3", "b4-d4").positionHash()).isNotEqualTo(one.positionHash());
  }

  private static GridNimState play(GridNim rules, String... moves) {
    GridNimState state = rules.initialState();
    for (String move : moves) {
      state = rules.play(state, rules.notation().parse(move));
    }
    return state;
  }
}
