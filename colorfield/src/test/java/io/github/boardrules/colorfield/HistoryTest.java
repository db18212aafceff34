package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Repetition counting: equal hashes are confirmed by the position itself. */
class HistoryTest {
  /** Pieces as bit sets; bit 40 of the first word stands for a RED piece still in its gate. */
  private static final long GATE = 1L << 40;
  private static final long[] SOME = {1L | GATE, 0, 0, 0};
  private static final long[] OTHER = {2L | GATE, 0, 0, 0};
  private static final long[] GATE_LEFT = {1L, 0, 0, 0};

  @Test
  void aPositionWithTheSameHashButOtherPiecesIsNotARepetition() {
    // Three nodes sharing the hash 42: the first and the last hold the same pieces (a copy, not
    // the same array), the middle one other pieces — a hash collision.
    History first = new History(42, SOME, Team.FULL, History.NO_MOVE, null);
    History collision = new History(42, OTHER, Team.FULL, 7, first);
    History again = new History(42, SOME.clone(), Team.FULL, 9, collision);
    assertThat(collision.occurrences()).isEqualTo(1);
    assertThat(again.occurrences()).isEqualTo(2);
  }

  @Test
  void theGatesAndTheTeamToMoveArePartOfThePosition() {
    History first = new History(42, SOME, Team.FULL, History.NO_MOVE, null);
    History otherGates = new History(42, GATE_LEFT, Team.FULL, 7, first);
    History otherTeam = new History(42, SOME, Team.EMPTY, 9, otherGates);
    History same = new History(42, SOME, Team.FULL, 11, otherTeam);
    assertThat(otherGates.occurrences()).isEqualTo(1);
    assertThat(otherTeam.occurrences()).isEqualTo(1);
    assertThat(same.occurrences()).isEqualTo(2);
  }
}
