package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Move generation against the independent {@link GridModel}, on random positions of many games. */
class GridNimMoveGenerationProperties {
  /** Rows, columns, maxTake, touching (1/0). */
  static final int[][] CONFIGS = {
    {4, 4, 3, 1}, {4, 4, 3, 0}, {4, 4, GridNim.UNLIMITED, 0}, {3, 5, 2, 1}, {5, 3, 4, 0},
    {1, 7, 3, 0}, {6, 1, GridNim.UNLIMITED, 1}, {2, 6, 1, 1}, {3, 3, GridNim.UNLIMITED, 1},
    {8, 8, 3, 1}, {4, 6, 5, 0}
  };

  static GridNim rules(int[] config) {
    return GridNim.builder()
        .rows(config[0])
        .columns(config[1])
        .maxTake(config[2])
        .touchingRequired(config[3] == 1)
        .build();
  }

  static long full(GridNim rules) {
    return rules.pointCount() == 64 ? -1L : (1L << rules.pointCount()) - 1;
  }

  @Test
  void legalMovesMatchAnIndependentModelOnRandomPositionsOfManyGames() {
    for (int[] config : CONFIGS) {
      GridNim rules = rules(config);
      long full = full(rules);
      Gen<Long> positions = random -> random.nextLong() & full;
      ForAll.values(
          "legal moves match the independent model on random positions: " + rules,
          200,
          positions,
          balls -> assertMovesMatchModel(config, rules, balls));
    }
  }

  /**
   * Checks the moves of {@code balls}, FIRST to move, against the model: the same set, and the
   * allocation-free masks in the order of the list.
   */
  static void assertMovesMatchModel(int[] config, GridNim rules, long balls) {
    GridNimState state = rules.state(balls, Player.FIRST);
    Set<Long> expected = GridModel.legalMoves(config[0], config[1], config[2], config[3] == 1, balls);
    List<GridNimMove> moves = rules.legalMoves(state);
    Set<Long> actual = new HashSet<>();
    for (GridNimMove move : moves) {
      actual.add(move.mask());
    }
    assertThat(moves).as("%s %s", rules, state).hasSize(expected.size());
    assertThat(actual).as("%s %s", rules, state).isEqualTo(expected);
    long[] buffer = new long[rules.candidateMoveCount()];
    int count = rules.legalMoveMasks(balls, buffer);
    List<Long> fast = new ArrayList<>();
    List<Long> listed = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      fast.add(buffer[i]);
      listed.add(moves.get(i).mask());
    }
    assertThat(fast).as("%s %s: same order", rules, state).isEqualTo(listed);
    List<GridNimMove> iterated = new ArrayList<>(moves);
    assertThat(iterated).as("iteration and get agree").isEqualTo(moves);
  }
}
