package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Repetition counting: equal hashes are confirmed by the position itself. */
class HistoryTest {
  private static final long[] SOME = {1L, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  private static final long[] OTHER = {2L, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};

  @Test
  void aPositionWithTheSameHashButOtherPiecesIsNotARepetition() {
    // Three nodes sharing the hash 42: the first and the last hold the same pieces (a copy, not
    // the same array), the middle one other pieces — a hash collision.
    History first = new History(42, SOME, 0b11, Team.FULL, History.NO_MOVE, null);
    History collision = new History(42, OTHER, 0b11, Team.FULL, 7, first);
    History again = new History(42, SOME.clone(), 0b11, Team.FULL, 9, collision);
    assertThat(collision.occurrences()).isEqualTo(1);
    assertThat(again.occurrences()).isEqualTo(2);
  }

  @Test
  void theGatesAndTheTeamToMoveArePartOfThePosition() {
    History first = new History(42, SOME, 0b11, Team.FULL, History.NO_MOVE, null);
    History otherGates = new History(42, SOME, 0b01, Team.FULL, 7, first);
    History otherTeam = new History(42, SOME, 0b11, Team.EMPTY, 9, otherGates);
    History same = new History(42, SOME, 0b11, Team.FULL, 11, otherTeam);
    assertThat(otherGates.occurrences()).isEqualTo(1);
    assertThat(otherTeam.occurrences()).isEqualTo(1);
    assertThat(same.occurrences()).isEqualTo(2);
  }
}
