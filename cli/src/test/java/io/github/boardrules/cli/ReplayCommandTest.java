package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
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
    assertThat(error).startsWith("boardrules: illegal record: Illegal move (move 3): a1 ");
    assertThat(run.out()).contains("After 2. d1").doesNotContain("After 3.")
        .contains(error.substring("boardrules: illegal record: ".length()));
    // The refusal names the move once, with the rules' reason after it.
    assertThat(error.split("a1", -1)).as(error).hasSize(2);
  }

  @Test
  void theGameOptionNamesTheGameOfARecordWithoutTag() throws IOException {
    String record = file("heaps.txt", "[Start \"2,3 1\"]\n\n1. h2:3\n2. h1:2\n");
    CliRun run = CliRun.of("replay", record, "--game", "heapnim(heaps=2-3)");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).contains("position: 0,0 1").contains("game over: SECOND took the last ball");
    assertThat(CliRun.of("replay", record).oneLineError(2)).contains("no [Game \"...\"] tag");
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
    assertThat(error).startsWith("boardrules: illegal record: Illegal move F8xG7 (move 3)").contains("is empty");
  }

  @Test
  void aGameOptionThatContradictsTheRecordIsRefusedNotIgnored() throws IOException, URISyntaxException {
    String record = file("misere.txt", "[Game \"nim(misere=true)\"]\n[Start \"oooo/oooo/oooo/oooo 1\"]\n\n1. a1\n");
    assertThat(CliRun.of("replay", record, "--game", "nim").oneLineError(2))
        .contains("the record is of nim(misere=true), not of nim");
    // Written out with the defaults, it is the same configured game.
    assertThat(CliRun.of("replay", record, "--game", "nim(misere=true,rows=4)").exitCode()).isZero();
    // The files of other programs fix their game.
    assertThat(CliRun.of("replay", resource("littlegolem-tzaar.txt"), "--game", "zertz").oneLineError(2))
        .contains("LittleGolem TZAAR record").contains("leave --game out");
  }

  @Test
  void aRecordWithAByteOrderMarkAndCrlfLineEndsIsRead() throws IOException {
    String record = file("windows.txt",
        "\uFEFF[Game \"nim\"]\r\n[Start \"oooo/oooo/oooo/oooo 1\"]\r\n\r\n1. a1-c1\r\n2. d1\r\n");
    CliRun run = CliRun.of("replay", record);
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("position: oooo/oooo/oooo/.... 1");
  }

  @Test
  void aBinaryFileIsOneLineNamingTheByte() throws IOException {
    Path path = dir.resolve("picture.png");
    // A PNG file's signature: byte 0 is 0x89, which no UTF-8 text starts with.
    Files.write(path, new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
    assertThat(CliRun.of("replay", path.toString()).oneLineError(2))
        .isEqualTo("boardrules: replay: " + path + " is not UTF-8 text: the byte at offset 0 of 8 (line 1) does not"
            + " start or continue a UTF-8 character");
  }

  @Test
  void everyRecordOfTheRepositoryReplays() throws IOException, URISyntaxException {
    List<Path> records = new ArrayList<>();
    for (Path folder : List.of(Path.of("..", "examples", "src", "main", "resources", "records"),
        Path.of(resource("boardspace-zertz.sgf")).getParent())) {
      try (Stream<Path> files = Files.list(folder)) {
        files.filter(f -> f.toString().endsWith(".sgf") || f.toString().endsWith(".txt")).forEach(records::add);
      }
    }
    // The five boardspace games, the two LittleGolem games and the NIM record of the examples,
    // and the two records of this module's tests.
    assertThat(records).hasSizeGreaterThanOrEqualTo(10);
    for (Path record : records) {
      CliRun run = CliRun.of("replay", record.toString());
      assertThat(run.exitCode()).as(record + ": " + run.err()).isZero();
    }
  }
}
