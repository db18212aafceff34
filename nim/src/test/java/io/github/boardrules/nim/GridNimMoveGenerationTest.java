package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Perft;
import io.github.boardrules.core.Player;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GridNimMoveGenerationTest {

  @Test
  void standardGameHas56FirstMoves16Singles24Pairs16Triples() {
    List<GridNimMove> moves = GridNim.standard().legalMoves(GridNim.standard().initialState());
    assertThat(moves).hasSize(56).doesNotHaveDuplicates();
    assertThat(moves.stream().filter(m -> m.size() == 1)).hasSize(16);
    assertThat(moves.stream().filter(m -> m.size() == 2)).hasSize(24);
    assertThat(moves.stream().filter(m -> m.size() == 3)).hasSize(16);
  }

  @Test
  void standardFirstMovesFallIntoNineClassesUnderTheSymmetriesOfTheSquare() {
    GridNim rules = GridNim.standard();
    Set<List<Integer>> classes = new HashSet<>();
    for (GridNimMove move : rules.legalMoves(rules.initialState())) {
      List<Integer> canonical = null;
      for (int symmetry = 0; symmetry < 8; symmetry++) {
        List<Integer> image = new ArrayList<>();
        for (int column = 0; column < 4; column++) {
          for (int row = 0; row < 4; row++) {
            if (move.contains(column, row)) {
              int[] p = transform(symmetry, column, row, 3);
              image.add(p[1] * 4 + p[0]);
            }
          }
        }
        image.sort(null);
        if (canonical == null || image.toString().compareTo(canonical.toString()) < 0) {
          canonical = image;
        }
      }
      classes.add(canonical);
    }
    assertThat(classes).hasSize(9);
  }

  /** The 8 symmetries of a square with coordinates 0..max, on (x, y). */
  static int[] transform(int symmetry, int x, int y, int max) {
    int a = (symmetry & 4) != 0 ? y : x; // reflect in the diagonal
    int b = (symmetry & 4) != 0 ? x : y;
    if ((symmetry & 1) != 0) {
      a = max - a;
    }
    if ((symmetry & 2) != 0) {
      b = max - b;
    }
    return new int[] {a, b};
  }

  @Test
  void variantsHaveTheFirstMoveCountsOfTheirRules() {
    // Not touching: per line of 4, C(4,2)=6 pairs and C(4,3)=4 triples, 8 lines, plus 16 singles.
    assertThat(GridNim.touchingNotRequired().legalMoves(GridNim.standard().initialState()))
        .hasSize(16 + 8 * 6 + 8 * 4);
    // Any number: also the whole line, once per line.
    assertThat(GridNim.anyNumberFromLine().legalMoves(GridNim.standard().initialState()))
        .hasSize(16 + 8 * 6 + 8 * 4 + 8);
  }

  @Test
  void legalMovesOfTheFullBoardMatchTheIndependentModelInEveryConfiguration() {
    // The random positions are checked in GridNimMoveGenerationProperties; this is the full board.
    for (int[] c : GridNimMoveGenerationProperties.CONFIGS) {
      GridNim rules = GridNimMoveGenerationProperties.rules(c);
      long full = GridNimMoveGenerationProperties.full(rules);
      GridNimMoveGenerationProperties.assertMovesMatchModel(c, rules, full);
      if (rules.pointCount() <= 16) {
        assertThat(rules.candidateMoveCount())
            .isEqualTo(GridModel.legalMoves(c[0], c[1], c[2], c[3] == 1, full).size());
      }
    }
  }

  @Test
  void standardOrderIsSinglesThenRowPairsThenColumnPairsThenTriples() {
    GridNim rules = GridNim.standard();
    List<String> names = new ArrayList<>();
    rules.legalMoves(rules.initialState()).forEach(m -> names.add(m.toString()));
    assertThat(names.subList(0, 5)).containsExactly("a1", "b1", "c1", "d1", "a2");
    assertThat(names.get(15)).isEqualTo("d4");
    assertThat(names.subList(16, 20)).containsExactly("a1-b1", "b1-c1", "c1-d1", "a2-b2");
    assertThat(names.subList(28, 32)).containsExactly("a1-a2", "b1-b2", "c1-c2", "d1-d2");
    assertThat(names.subList(40, 42)).containsExactly("a1-c1", "b1-d1");
    assertThat(names.get(48)).isEqualTo("a1-a3");
    assertThat(names.get(55)).isEqualTo("d2-d4");
  }

  @Test
  void notTouchingOrderPacksShapesClosestFirst() {
    GridNim rules = GridNim.touchingNotRequired();
    List<String> names = new ArrayList<>();
    rules.legalMoves(rules.initialState()).forEach(m -> names.add(m.toString()));
    // Row pairs: offsets (0,1) at every fitting anchor, then (0,2), then (0,3).
    assertThat(names.subList(16, 19)).containsExactly("a1-b1", "b1-c1", "c1-d1");
    assertThat(names.get(28)).isEqualTo("a1,c1");
    assertThat(names.get(36)).isEqualTo("a1,d1");
  }

  @Test
  void perftTwoPliesMatchesTheIndependentModel() {
    GridNim rules = GridNim.standard();
    long expected = 0;
    for (long first : GridModel.legalMoves(4, 4, 3, true, 0xFFFFL)) {
      expected += GridModel.legalMoves(4, 4, 3, true, 0xFFFFL & ~first).size();
    }
    assertThat(Perft.count(rules, rules.initialState(), 2)).isEqualTo(expected);
  }

  @Test
  void noMovesWhenTheGameIsOver() {
    GridNim rules = GridNim.standard();
    assertThat(rules.legalMoves(rules.state(0, Player.SECOND))).isEmpty();
    assertThat(rules.legalMoveMasks(0, new long[56])).isZero();
  }

  @Test
  void fastPathRefusesASmallBuffer() {
    assertThatThrownBy(() -> GridNim.standard().legalMoveMasks(0xFFFFL, new long[55]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("56");
  }

  @Test
  void listsAreUnmodifiable() {
    GridNim rules = GridNim.standard();
    List<GridNimMove> moves = rules.legalMoves(rules.initialState());
    assertThatThrownBy(() -> moves.remove(0)).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> moves.get(56)).isInstanceOf(IndexOutOfBoundsException.class);
  }
}
