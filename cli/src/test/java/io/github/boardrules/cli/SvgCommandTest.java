package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SvgCommandTest {
  @Test
  void malformedPositionTextIsOneLineWithoutStackTrace() {
    // Row 1 from the top has 3 points on a 4-column board.
    String error = CliRun.of("svg", "nim", "ooo/oooo/oooo/oooo 1").oneLineError(2);
    assertThat(error).contains("Cannot read position \"ooo/oooo/oooo/oooo 1\"");
  }

  @Test
  void malformedLastMoveIsOneLine() {
    assertThat(CliRun.of("svg", "nim", "oooo/oooo/oooo/oooo 1", "--last", "z9").oneLineError(2))
        .contains("Cannot read move \"z9\"");
  }

  @Test
  void aGameWithoutPicturesSaysSo() {
    // Heap Nim has no picture class (only grid NIM has GridNimSvg).
    assertThat(CliRun.of("svg", "heapnim", "1,2,3,4,5,6,7,8 1").oneLineError(2))
        .isEqualTo("boardrules: SVG pictures are not available for heapnim yet");
  }

  @Test
  void missingPosition() {
    assertThat(CliRun.of("svg", "nim").oneLineError(2)).contains("svg takes a game and a position text");
  }
}
