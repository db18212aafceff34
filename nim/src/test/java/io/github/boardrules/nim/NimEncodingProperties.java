package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.testkit.EncodingContract;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class NimEncodingProperties {

  @TestFactory
  Stream<DynamicTest> everyOptionSampleKeepsTheEncodingContract() {
    return Stream.of(
            "nim",
            "nim(misere=true)",
            "nim(touching=false)",
            "nim(rows=3,columns=7,maxTake=7,touching=false)",
            "nim(rows=8,columns=8,maxTake=8)",
            "nim(rows=1,columns=1)",
            "heapnim",
            "heapnim(heaps=1-3-5-7)",
            "heapnim(heaps=3-4-5,misere=true)",
            "heapnim(heaps=9)")
        .flatMap(name -> EncodingContract.of(GameCatalog.load().game(name)).games(10).tests());
  }

  @Test
  void gridActionsFollowTheCandidateOrder() {
    GridNim rules = GridNim.standard();
    ActionEncoding<GridNimState, GridNimMove> encoding = rules.encoding();
    // 16 single balls, 4 rows x 3 row pairs, 4 columns x 3 column pairs, 8 + 8 triples.
    assertThat(encoding.actionCount()).isEqualTo(16 + 12 + 12 + 8 + 8);
    GridNimState start = rules.initialState();
    assertThat(encoding.move(start, 0)).isEqualTo(rules.notation().parse("a1"));
    assertThat(encoding.move(start, 15)).isEqualTo(rules.notation().parse("d4"));
    assertThat(encoding.move(start, 16)).isEqualTo(rules.notation().parse("a1-b1"));
    assertThat(encoding.move(start, 28)).isEqualTo(rules.notation().parse("a1-a2"));
    assertThat(encoding.observationShape()).containsExactly(2, 4, 4);
  }

  @Test
  void gridObservationHoldsTheBallsFromTheBottomLeft() {
    GridNim rules = GridNim.standard();
    float[] planes = rules.encoding().observation(rules.state(0b1001, Player.SECOND));
    float[] expected = new float[32];
    expected[0] = 1; // a1
    expected[3] = 1; // d1
    assertThat(planes).containsExactly(expected);
  }

  @Test
  void heapActionsCountEachHeapsBalls() {
    HeapNim rules = HeapNim.of(3, 4, 5);
    ActionEncoding<HeapNimState, HeapNimMove> encoding = rules.encoding();
    assertThat(encoding.actionCount()).isEqualTo(12);
    HeapNimState start = rules.initialState();
    assertThat(encoding.index(start, HeapNimMove.of(1, 1))).isZero();
    assertThat(encoding.index(start, HeapNimMove.of(2, 1))).isEqualTo(3);
    assertThat(encoding.index(start, HeapNimMove.of(3, 5))).isEqualTo(11);
    assertThat(encoding.observationShape()).containsExactly(2, 3, 6);
    float[] planes = encoding.observation(rules.state(new int[] {0, 4, 2}, Player.FIRST));
    assertThat(planes[0]).isEqualTo(1f); // heap 1 empty
    assertThat(planes[6 + 4]).isEqualTo(1f);
    assertThat(planes[12 + 2]).isEqualTo(1f);
    assertThat(planes[18]).as("first player to move").isEqualTo(1f);
  }

  @Test
  void theCatalogueGivesTheTriangleItsShape() {
    ConfiguredGame<?, ?> game = GameCatalog.load().game("heapnim(heaps=1-2-3-4-5)");
    assertThat(game.encoding().orElseThrow().observationShape()).containsExactly(2, 5, 6);
    assertThat(game.encoding().orElseThrow().actionCount()).isEqualTo(15);
  }
}
