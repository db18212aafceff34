package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReplayCommandTest {
  private static final String NL = System.lineSeparator();

  @TempDir Path dir;

  private String file(String name, String text) throws IOException {
    Path path = dir.resolve(name);
    Files.writeString(path, text, StandardCharsets.UTF_8);
    return path.toString();
  }

  private static String resource(String name) throws URISyntaxException {
    return Path.of(Objects.requireNonNull(ReplayCommandTest.class.getResource(name)).toURI()).toString();
  }

  @Test
  void aLegalRecordPrintsEveryPosition() throws IOException {
    String record = file("game.txt", """
        [Game "nim"]
        [Start "oooo/oooo/oooo/oooo 1"]

        1. a1-c1
        2. d1
        3. a2-a4
        """);
    CliRun run = CliRun.of("replay", record);
    assertThat(run.exitCode()).isZero();
    assertThat(run.err()).isEmpty();
    // Hand-worked: a1-c1 empties the bottom row but d1, d1 empties it, a2-a4 the a column above it.
    assertThat(run.out()).startsWith("nim game record, 3 moves" + NL)
        .contains("Start" + NL + "4 o o o o")
        .contains("After 1. a1-c1" + NL).contains("position: oooo/oooo/oooo/...o 2")
        .contains("After 2. d1" + NL).contains("position: oooo/oooo/oooo/.... 1")
        .contains("After 3. a2-a4" + NL).contains("position: .ooo/.ooo/.ooo/.... 2");
  }

  @Test
  void theFirstIllegalMoveStopsWithItsNumberAndReasonAndCode1() throws IOException {
    // Move 3 takes a1 again: it was emptied by move 1.
    String record = file("bad.txt", """
        [Game "nim"]
        [Start "oooo/oooo/oooo/oooo 1"]

        1. a1-c1
        2. d1
        3. a1
        4. b2
        """);
    CliRun run = CliRun.of("replay", record);
    String error = run.oneLineError(1);
    assertThat(error).contains("illegal record: move 3. a1 is illegal: ");
    assertThat(run.out()).contains("After 2. d1").doesNotContain("After 3.")
        .contains("Move 3. a1 is illegal: ");
    // The reason names the empty point.
    assertThat(error.substring(error.indexOf("is illegal: "))).contains("a1");
  }

  @Test
  void theGameOptionNamesTheGameOfARecordWithoutTag() throws IOException {
    String record = file("heaps.txt", "[Start \"2,3 1\"]\n\n1. h2:3\n2. h1:2\n");
    CliRun run = CliRun.of("replay", record, "--game", "heapnim", "--heaps", "2,3");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).contains("position: 0,0 1").contains("game over: SECOND took the last ball");
    assertThat(CliRun.of("replay", record).oneLineError(2)).contains("no [Game \"name\"] tag");
  }

  @Test
  void aMalformedRecordIsOneLineWithCode2() throws IOException {
    String record = file("broken.txt", "[Game \"nim\"]\n[Start \"oooo/oooo/oooo/oooo 1\"]\n\n1 a1\n");
    assertThat(CliRun.of("replay", record).oneLineError(2))
        .isEqualTo("boardrules: Cannot read game record: line 4: a move line is written \"1. <move>\"");
  }

  @Test
  void aMissingFileIsOneLineWithCode2() {
    assertThat(CliRun.of("replay", dir.resolve("none.txt").toString()).oneLineError(2))
        .contains("no such file");
  }

  @Test
  void aBoardspaceZertzRecord() throws URISyntaxException, IOException {
    String path = resource("boardspace-zertz.sgf");
    CliRun run = CliRun.of("replay", path);
    assertThat(run.exitCode()).as(run.err()).isZero();
    // Raccoons (P0, the first player) won, as the record's RE[Game won by Raccoons] says.
    String text = Files.readString(Path.of(path), StandardCharsets.UTF_8);
    assertThat(text).contains("RE[Game won by Raccoons]").contains("P0[id \"Raccoons\"]");
    assertThat(run.out()).startsWith("boardspace ZÈRTZ record, ");
    String last = run.out().strip().lines().reduce((a, b) -> b).orElseThrow();
    assertThat(last).startsWith("game over: FIRST ");
  }

  @Test
  void aLittleGolemTzaarRecord() throws URISyntaxException, IOException {
    String path = resource("littlegolem-tzaar.txt");
    String text = Files.readString(Path.of(path), StandardCharsets.UTF_8);
    // Every action of W[...] and B[...] (two a turn, joined by "-") is one move.
    int actions = 0;
    Matcher turn = Pattern.compile(";[WB]\\[([a-s-]*)\\]").matcher(text);
    while (turn.find()) {
      actions += turn.group(1).split("-", -1).length;
    }
    CliRun run = CliRun.of("replay", path);
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).startsWith("LittleGolem TZAAR record, " + actions + " moves" + NL)
        .contains("After " + actions + ". ");
    // The test data's README: WHITE wins, BLACK cannot capture at the start of his turn.
    assertThat(run.out().strip()).endsWith("WHITE wins");
  }

  @Test
  void anIllegalBoardspaceMoveIsCode1WithItsNumber() throws URISyntaxException, IOException {
    // P1's first placement (move 2) put on C 3, where P0 placed a white marble in move 1.
    String text = Files.readString(Path.of(resource("boardspace-zertz.sgf")), StandardCharsets.UTF_8);
    String changed = text.replace("P1[4 RtoB 2 0 E 4]", "P1[4 RtoB 2 0 C 3]");
    assertThat(changed).isNotEqualTo(text);
    String error = CliRun.of("replay", file("bad.sgf", changed)).oneLineError(1);
    assertThat(error).startsWith("boardrules: illegal record: ").contains("(move 2)").contains("c3");
  }

  @Test
  void anIllegalLittleGolemMoveIsCode1WithItsNumber() throws URISyntaxException, IOException {
    // BLACK's second action (move 3) repeats the first, whose source stack has just moved away.
    String text = Files.readString(Path.of(resource("littlegolem-tzaar.txt")), StandardCharsets.UTF_8);
    String changed = text.replace("B[prqq-kplp]", "B[prqq-prqq]");
    assertThat(changed).isNotEqualTo(text);
    String error = CliRun.of("replay", file("bad.txt", changed)).oneLineError(1);
    assertThat(error).startsWith("boardrules: illegal record: move 3 ").contains("is empty");
  }
}
