package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.testkit.EncodingContract;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class ZertzEncodingProperties {
  /** 3 colours x 37 cells x 38 removals (none or a ring). */
  private static final int PLACEMENTS_37 = 3 * 37 * 38;

  @TestFactory
  Stream<DynamicTest> everyBoardAndMarbleSetKeepsTheEncodingContract() {
    return Stream.of(
            "zertz",
            "zertz(marbleSet=tournament)",
            "zertz(board=48)",
            "zertz(board=61,marbleSet=tournament)",
            "zertz(noProgressDraw=12)")
        .flatMap(name -> EncodingContract.of(GameCatalog.load().game(name)).games(5).tests());
  }

  @Test
  void eachBoardHasItsShapeAndActionCount() {
    for (int[] expected : new int[][] {{37, 7, 7}, {48, 8, 8}, {61, 9, 9}}) {
      int n = expected[0];
      ActionEncoding<?, ?> encoding =
          GameCatalog.load().game("zertz(board=" + n + ")").encoding().orElseThrow();
      assertThat(encoding.observationShape()).containsExactly(16, expected[1], expected[2]);
      assertThat(encoding.actionCount()).isEqualTo(3 * n * (n + 1) + 6 * n * ZertzEncoding.BRANCHES + 1);
    }
  }

  @Test
  void aPlacementIsColourCellAndRemovedRing() {
    Zertz rules = Zertz.standard();
    ActionEncoding<ZertzState, ZertzMove> encoding = rules.encoding();
    // Grey (1) on c3 (cell 4 + 5 + 2 = 11), removing g1 (cell 4+5+6+7+6+5 = 33).
    ZertzMove move = rules.notation().parse("Gc3,g1");
    assertThat(encoding.index(rules.initialState(), move)).isEqualTo((37 + 11) * 38 + 33 + 1);
  }

  @Test
  void chainsFromOneJumpAreRankedByTheirCells() {
    Zertz rules = Zertz.standard();
    // ZertzCaptureTest's position with a grey marble on c5 added: after d4 jumps d5 to d6, the
    // chain branches: over c5 to b4 (cell 7), or over e5 to f4 (cell 31).
    ZertzState state =
        Setup.on(rules).marble('w', "d4").marble('g', "d5", "c5").marble('b', "e3", "e5").state();
    ZertzMove toB4 = rules.notation().parse("xd4-d6-b4");
    ZertzMove toF4 = rules.notation().parse("xd4-d6-f4");
    assertThat(rules.legalMoves(state)).contains(toB4, toF4);
    ActionEncoding<ZertzState, ZertzMove> encoding = rules.encoding();
    // The jump from d4 (cell 18) in direction 2, (x, y + 2): the ring above, d5, jumped to d6.
    int firstJump = PLACEMENTS_37 + (18 * 6 + 2) * ZertzEncoding.BRANCHES;
    assertThat(encoding.index(state, toB4)).isEqualTo(firstJump);
    assertThat(encoding.index(state, toF4)).isEqualTo(firstJump + 1);
    assertThat(encoding.move(state, firstJump + 1)).isEqualTo(toF4);
  }
}
