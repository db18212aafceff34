package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class PerftCommandTest {
  private static final String NL = System.lineSeparator();

  @Test
  void perftNimDepth1IsTheHandCount() {
    // 16 single balls, 3 pairs and 2 triples in each of the 8 lines: 16 + 24 + 16.
    CliRun run = CliRun.of("perft", "nim", "1");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).isEqualTo("56" + NL);
  }

  @Test
  void perftNimDepth2IsAnIndependentCount() {
    CliRun run = CliRun.of("perft", "nim", "2");
    assertThat(run.exitCode()).isZero();
    assertThat(run.err()).isEmpty();
    assertThat(run.out()).isEqualTo(countGridNim(0xFFFF, 2) + NL);
  }

  @Test
  void divideListsEveryFirstMoveAndTheTotal() {
    CliRun run = CliRun.of("perft", "nim", "1", "--divide");
    assertThat(run.exitCode()).isZero();
    List<String> lines = run.out().lines().toList();
    assertThat(lines).hasSize(57).contains("a1 1", "b2-b4 1", "a1-c1 1");
    assertThat(lines.get(56)).isEqualTo("total 56");
  }

  @Test
  void fromAPosition() {
    // Only a1 and b1 are left: a1, b1 and a1-b1.
    CliRun run = CliRun.of("perft", "nim", "1", "--from", "..../..../..../oo.. 1");
    assertThat(run.out()).isEqualTo("3" + NL);
  }

  @Test
  void heapNimFromTheCommandLineHeaps() {
    // Heaps 2 and 3: 2 + 3 first moves.
    assertThat(CliRun.of("perft", "heapnim(heaps=2-3)", "1").out()).isEqualTo("5" + NL);
  }

  @Test
  void malformedStartPositionIsOneLine() {
    assertThat(CliRun.of("perft", "nim", "1", "--from", "ooo/oooo 1").oneLineError(2))
        .contains("Cannot read position");
  }

  /**
   * Counts "1, 2, 3" NIM move sequences on the 4x4 grid from a ball mask (bit 4 * row + column):
   * a move empties 1 to 3 consecutive points of one row or column that all hold a ball.
   */
  private static long countGridNim(int balls, int depth) {
    if (depth == 0) {
      return 1;
    }
    long total = 0;
    for (int move : moves(balls)) {
      total += countGridNim(balls & ~move, depth - 1);
    }
    return total;
  }

  private static List<Integer> moves(int balls) {
    Set<Integer> moves = new TreeSet<>(); // a single ball lies in a row and a column: count once
    for (int line = 0; line < 4; line++) {
      for (int start = 0; start < 4; start++) {
        for (int length = 1; length <= 3 && start + length <= 4; length++) {
          int row = 0;
          int column = 0;
          for (int i = start; i < start + length; i++) {
            row |= 1 << (4 * line + i);
            column |= 1 << (4 * i + line);
          }
          if ((balls & row) == row) {
            moves.add(row);
          }
          if ((balls & column) == column) {
            moves.add(column);
          }
        }
      }
    }
    return new ArrayList<>(moves);
  }

  @Test
  void theSeedChoosesTheRandomSetupThatPerftCountsFrom() {
    // The issue: perft of "the random setup" counted the fixed one. The seed's setup is counted,
    // the same for the same seed, given either way.
    String seven = CliRun.of("perft", "tzaar(setup=random)", "1", "--divide", "--seed", "7").out();
    assertThat(CliRun.of("perft", "tzaar(seed=7)", "1", "--divide").out()).isEqualTo(seven);
    assertThat(CliRun.of("perft", "tzaar(setup=fixed)", "1", "--divide").out()).isNotEqualTo(seven);
    assertThat(CliRun.of("perft", "tzaar(setup=fixed)", "1", "--seed", "7").oneLineError(2))
        .contains("random setup");
  }

  @Test
  void theBiggerZertzBoardsAreReached() {
    // The issue: svg zertz "48 ..." was refused as "played on the 37-ring board". The 48-ring
    // start: every ring vacant, 8 columns of 5 6 7 8 7 6 5 4 rings.
    String start48 = "48 ...../....../......./......../......./....../...../.... 6,8,10 0,0,0 0,0,0 1 0 0";
    CliRun svg = CliRun.of("svg", "zertz(board=48,marbleSet=tournament)", start48);
    assertThat(svg.exitCode()).as(svg.err()).isZero();
    assertThat(svg.out()).startsWith("<?xml");
    // 61 rings, 24 on the rim, all free on the empty board: a marble of 3 colours on one of the
    // 37 inner rings with any of the 24 rim rings removed, or on a rim ring with one of the 23
    // others: 3 x (37 x 24 + 24 x 23) = 4,320 (the 37-ring count, 3 x (19 x 18 + 18 x 17) =
    // 1,944, is ZertzPerftTest's).
    assertThat(CliRun.of("perft", "zertz(board=61)", "1").out().strip()).isEqualTo("4320");
  }
}
