package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code solve} on the top layer of the children's Pylos table (28 balls on the board, two
 * seconds), stopped there and resumed; the whole table is a tool run (the Pylos README).
 */
class SolveCommandTest {
  private static final String CHILDREN = "pylos(ruleSet=children)";

  @Test
  void theTopLayerIsSolvedThenReadBackFromTheFile(@TempDir Path dir) {
    String table = dir.resolve("children.pylos").toString();
    Path opening = dir.resolve("opening.pylos.gz");
    CliRun first = CliRun.of("solve", CHILDREN, "--table", table, "--down-to", "28", "--threads", "2",
        "--opening", "3", "--out", opening.toString());
    assertThat(first.exitCode()).isZero();
    assertThat(first.err()).isEmpty();
    // A progress line within the layer (two spaces first) comes only when the layer takes 10 s.
    List<String> lines = first.out().lines().filter(l -> !l.startsWith("  ")).toList();
    // Every 28-ball position is lost in two plies: the player fills the last level-2 spot with
    // his last reserve ball, and the opponent puts the top ball.
    assertThat(lines.get(0)).startsWith(
        "layer 28:    40,116,600 positions,   0.0 % won by the player to move, longest  2 plies; "
            + "40,116,600 of 1,686,262,193 (2.4 %)");
    assertThat(lines.subList(lines.size() - 2, lines.size())).containsExactly(
        "stopped after layer 28; run solve again with the same --table to go on",
        "opening: not written, the table is not finished");
    assertThat(opening).doesNotExist();
    CliRun again = CliRun.of("solve", CHILDREN, "--table", table, "--down-to", "28");
    assertThat(again.exitCode()).isZero();
    assertThat(again.out().lines().findFirst().orElseThrow()).contains("(from the file)");
  }

  @Test
  void onlyPylosWithTheDefaultEndHasATable(@TempDir Path dir) {
    String table = dir.resolve("t.pylos").toString();
    assertThat(CliRun.of("solve", "pylos(raiseWithEmptyReserve=true)", "--table", table).oneLineError(2))
        .contains("the table knows the default end", "not raiseWithEmptyReserve");
    assertThat(CliRun.of("solve", "nim", "--table", table).oneLineError(2))
        .contains("solve knows Pylos; nim has no table");
    assertThat(CliRun.of("solve", "pylos", "--table", table, "--down-to", "5").oneLineError(2))
        .contains("--down-to is for the children's rules; pylos is solved by sweeps over every layer");
    assertThat(CliRun.of("solve", CHILDREN).oneLineError(2)).contains("solve needs --table");
    assertThat(CliRun.of("solve", CHILDREN, "--table", table, "--down-to", "29").oneLineError(2))
        .contains("--down-to must be from 0 to 28, not 29");
    assertThat(CliRun.of("solve", CHILDREN, "--table", table, "--opening", "12").oneLineError(2))
        .contains("--opening <balls> and --out <file> go together");
    assertThat(CliRun.of("solve", CHILDREN, "--table", table, "--out", "o.gz").oneLineError(2))
        .contains("--opening <balls> and --out <file> go together");
    assertThat(CliRun.of("solve", CHILDREN, "--table", table, "--opening", "28", "--out", "o.gz").oneLineError(2))
        .contains("--opening must be from 0 to 27, not 28");
    assertThat(CliRun.of("solve", CHILDREN, "--table", table, "--opening", "12", "--out",
        dir.resolve("no/such/o.gz").toString()).oneLineError(2))
        .contains("the directory " + dir.resolve("no/such") + " does not exist");
    assertThat(dir.resolve("t.pylos")).doesNotExist();
  }

  @Test
  void aFileThatIsNotATableIsRefused(@TempDir Path dir) throws IOException {
    Path text = Files.writeString(dir.resolve("notes.txt"), "not a table at all, just some text\n".repeat(3));
    assertThat(CliRun.of("solve", CHILDREN, "--table", text.toString()).oneLineError(2))
        .contains("notes.txt: at byte 0: not a Pylos table");
    Path cut = Files.writeString(dir.resolve("cut.pylos"), "boardrules pylos table\n");
    assertThat(CliRun.of("solve", CHILDREN, "--table", cut.toString()).oneLineError(2))
        .contains("cut.pylos: at byte 23: the file is shorter than a table's header");
  }

  @Test
  void anEmptyFileIsRefusedNotOverwritten(@TempDir Path dir) throws IOException {
    Path empty = Files.createFile(dir.resolve("empty.pylos"));
    for (String game : List.of(CHILDREN, "pylos", "pylos(ruleSet=mature)")) {
      assertThat(CliRun.of("solve", game, "--table", empty.toString()).oneLineError(2))
          .contains("empty.pylos: at byte 0: the file is empty, not a table");
      assertThat(Files.size(empty)).isZero();
    }
  }

  @Test
  void aBoundSaysWithinAndAnExactDistanceSaysIn() {
    // A standard or mature table's distance is a bound: never "with best play", which is exact.
    assertThat(SolveCommand.distance(42, true))
        .startsWith("within 42 plies")
        .doesNotContain("with best play");
    assertThat(SolveCommand.distance(36, false)).isEqualTo("in 36 plies with best play");
  }
}
