package io.github.boardrules.pikkpakk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import org.junit.jupiter.api.Test;

class RunCheckTest {
  /** A shift written as the legality checks receive it. */
  private static int move(String text) {
    PikkPakkMove move = PikkPakkMove.parse(text);
    return WrittenMove.run(
        move.from().column(), move.from().row(), move.to().column(), move.to().row(),
        move.direction().ordinal(), move.distance());
  }

  @Test
  void exactRunStartsFindsWholeRunsOfTheLengthOnly() {
    assertThat(RunCheck.exactRunStarts(0b0_0111_1111, 7)).isEqualTo(0b1);
    assertThat(RunCheck.exactRunStarts(0b0_1111_1110, 7)).isEqualTo(0b10);
    // 8 and 9 touching balls: runs longer than 7
    assertThat(RunCheck.exactRunStarts(0b1_1111_1110, 7)).isZero();
    assertThat(RunCheck.exactRunStarts(0b1_1111_1111, 7)).isZero();
    assertThat(RunCheck.exactRunStarts(0b0_0011_1111, 7)).isZero();
    // two runs of 7 on a 15-point line: a1-g1 and i1-o1
    assertThat(RunCheck.exactRunStarts(0b111_1111_0111_1111, 7)).isEqualTo(1 | 1 << 8);
    assertThat(RunCheck.exactRunStarts(0b111_0111, 3)).isEqualTo(1 | 1 << 4);
    assertThat(RunCheck.exactRunStarts(0b101, 1)).isEqualTo(0b101);
  }

  @Test
  void findsTheFirstFaultOfARunAndNamesThePoints() {
    // row 1 (index 0): LIGHT a1-c1 and e1, DARK d1
    long word = 0b1_0111L << LineBoard.LIGHT_PLANE | 0b0_1000L << LineBoard.DARK_PLANE;
    assertThat(RunCheck.wholeRun(word, move("a1-e1>"), 9)).isNull();
    RunCheck.Finding gap = RunCheck.filled(word, move("a1-f1>"));
    assertThat(gap).isEqualTo(
        new RunCheck.Finding(RunCheck.Fault.NOT_A_RUN, "The run a1-f1 has no ball on f1"));
    RunCheck.Finding part = RunCheck.maximal(word, move("b1-e1>"), 9);
    assertThat(part).isEqualTo(
        new RunCheck.Finding(
            RunCheck.Fault.NOT_MAXIMAL,
            "The run b1-e1 goes on to a1: only a whole run of touching balls moves"));
    assertThat(RunCheck.length(move("a1-e1>"), 7, "pushed"))
        .isEqualTo(
            new RunCheck.Finding(
                RunCheck.Fault.WRONG_LENGTH, "The run a1-e1 holds 5 balls; exactly 7 may be pushed"));
    assertThat(RunCheck.majority(word, move("a1-e1>"), Player.FIRST, false, ""))
        .isNull();
    assertThat(RunCheck.majority(word, move("a1-e1>"), Player.SECOND, false, ""))
        .isEqualTo(
            new RunCheck.Finding(
                RunCheck.Fault.NO_MAJORITY,
                "a1-e1 holds 1 DARK and 4 LIGHT balls: the mover needs more of his own"));
    assertThat(RunCheck.lead(word, LineBoard.DARK_PLANE, 0b1_1111)).isEqualTo(-3);
  }
}
