package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.nim.internal.NimZobrist;
import io.github.boardrules.testkit.ForAll;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The incremental position hash of heap Nim against the hash recomputed from the heaps. */
class HeapNimHashProperties {
  private static final List<HeapNim> RULES = List.of(
      HeapNim.triangle(),
      HeapNim.of(3, 4, 5),
      HeapNim.builder().heaps(1_000, 1, 70_000).misere(true).build());

  @Test
  void theIncrementalHashEqualsTheRecomputedOneInRandomGames() {
    for (HeapNim rules : RULES) {
      ForAll.games("incremental hash " + rules, 60, rules, game -> {
        for (HeapNimState state : game.states()) {
          assertThat(state.positionHash()).as("hash of %s", state)
              .isEqualTo(NimZobrist.heaps(state.heaps(), state.toMove()));
        }
      });
    }
  }

  @Test
  void aDecodedPositionHasTheHashOfThePlayedOne() {
    for (HeapNim rules : RULES) {
      ForAll.games("decoded hash " + rules, 20, rules, game -> {
        for (HeapNimState state : game.states()) {
          HeapNimState decoded = rules.positions().decode(rules.positions().encode(state));
          assertThat(decoded).isEqualTo(state);
          assertThat(decoded.positionHash()).as("hash of decoded %s", state)
              .isEqualTo(state.positionHash());
        }
      });
    }
  }

  @Test
  void twoMoveOrdersReachingOnePositionHaveOneHash() {
    HeapNim rules = HeapNim.of(3, 4, 5);
    // h1:1 then h3:2, or h3:2 then h1:1: heaps 2, 4, 3 with the first player to move.
    HeapNimState one = play(rules, "h1:1", "h3:2");
    HeapNimState other = play(rules, "h3:2", "h1:1");
    assertThat(one).isEqualTo(other).hasToString("2,4,3 1");
    assertThat(one.positionHash()).isEqualTo(other.positionHash());
    assertThat(rules.state(new int[] {2, 4, 3}, Player.SECOND).positionHash())
        .isNotEqualTo(one.positionHash());
    // Heaps 3, 4, 2: the same sizes on other heaps, another position and another hash.
    assertThat(rules.state(new int[] {3, 4, 2}, Player.FIRST).positionHash())
        .isNotEqualTo(one.positionHash());
  }

  private static HeapNimState play(HeapNim rules, String... moves) {
    HeapNimState state = rules.initialState();
    for (String move : moves) {
      state = rules.play(state, rules.notation().parse(move));
    }
    return state;
  }
}
