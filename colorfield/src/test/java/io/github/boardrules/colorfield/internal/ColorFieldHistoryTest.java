package io.github.boardrules.colorfield.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Repetition counting: equal hashes are confirmed by the position itself. */
class ColorFieldHistoryTest {
  /** The team indices: FULL 0, EMPTY 1. */
  private static final int FULL = 0;
  private static final int EMPTY = 1;
  /** Pieces as bit sets; bit 40 of the first word stands for a RED piece still in its gate. */
  private static final long GATE = 1L << 40;
  private static final long[] SOME = {1L | GATE, 0, 0, 0};
  private static final long[] OTHER = {2L | GATE, 0, 0, 0};
  private static final long[] GATE_LEFT = {1L, 0, 0, 0};

  @Test
  void aPositionWithTheSameHashButOtherPiecesIsNotARepetition() {
    // Three nodes sharing the hash 42: the first and the last hold the same pieces (a copy, not
    // the same array), the middle one other pieces — a hash collision.
    ColorFieldHistory first = new ColorFieldHistory(42, SOME, FULL, ColorFieldHistory.NO_MOVE, null);
    ColorFieldHistory collision = new ColorFieldHistory(42, OTHER, FULL, 7, first);
    ColorFieldHistory again = new ColorFieldHistory(42, SOME.clone(), FULL, 9, collision);
    assertThat(collision.occurrences()).isEqualTo(1);
    assertThat(again.occurrences()).isEqualTo(2);
  }

  @Test
  void theGatesAndTheTeamToMoveArePartOfThePosition() {
    ColorFieldHistory first = new ColorFieldHistory(42, SOME, FULL, ColorFieldHistory.NO_MOVE, null);
    ColorFieldHistory otherGates = new ColorFieldHistory(42, GATE_LEFT, FULL, 7, first);
    ColorFieldHistory otherTeam = new ColorFieldHistory(42, SOME, EMPTY, 9, otherGates);
    ColorFieldHistory same = new ColorFieldHistory(42, SOME, FULL, 11, otherTeam);
    assertThat(otherGates.occurrences()).isEqualTo(1);
    assertThat(otherTeam.occurrences()).isEqualTo(1);
    assertThat(same.occurrences()).isEqualTo(2);
  }
}
