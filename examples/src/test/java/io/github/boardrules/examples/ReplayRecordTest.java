package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link ReplayRecord} replays every bundled record to the result the record itself states, and
 * stops at an illegal move with its number and reason.
 */
class ReplayRecordTest {
  private static final Path RECORDS = Path.of("src", "main", "resources", "records");

  @TempDir Path dir;

  /** The output and exit code of one run. */
  private record Run(int code, List<String> lines) {
    String last() {
      return lines.get(lines.size() - 1);
    }
  }

  private static Run replay(String... args) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int code = ReplayRecord.run(args, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return new Run(code, bytes.toString(StandardCharsets.UTF_8).lines().toList());
  }

  private static String group(Pattern pattern, String text) {
    Matcher m = pattern.matcher(text);
    assertThat(m.find()).as(pattern.pattern()).isTrue();
    return m.group(1);
  }

  @Test
  void everyBoardspaceRecordReplaysToItsRecordedWinner() throws IOException {
    List<Path> files;
    try (Stream<Path> list = Files.list(RECORDS)) {
      files = list.filter(f -> f.toString().endsWith(".sgf")).sorted().toList();
    }
    assertThat(files).hasSize(5); // the five games of the records' README
    for (Path file : files) {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      // What the file says: RE names the winner's id, P0/P1 the ids, "Start Pn" who moves first.
      String winnerId = group(Pattern.compile("RE\\[Game won by ([^\\]]+)\\]"), text);
      String starter = group(Pattern.compile("\\[0 Start (P[01])\\]"), text);
      String winnerSide = group(Pattern.compile("(P[01])\\[id \"" + Pattern.quote(winnerId) + "\"\\]"), text);
      String expected = winnerSide.equals(starter) ? "FIRST" : "SECOND";
      // One move per turn, and every turn ends with a Done action.
      long turns = Pattern.compile("\\[\\d+ Done ?\\]").matcher(text).results().count();

      Run run = replay(file.toString());

      assertThat(run.code()).as(file.toString()).isZero();
      assertThat(run.lines()).as(file.toString())
          .contains("Recorded result: Game won by " + winnerId + " (" + expected + ")");
      assertThat(run.lines()).as(file.toString()).anyMatch(l -> l.startsWith(turns + ". "));
      assertThat(run.lines()).as(file.toString()).noneMatch(l -> l.startsWith((turns + 1) + ". "));
      assertThat(run.last()).as(file.toString()).startsWith("Result: win for " + expected + ": ");
    }
  }

  @Test
  void theLittleGolemRecordsEndWithTheWhiteWinsTheirReadmeStates() throws IOException {
    // records/README.md: "Both end with a WHITE win: in game2552914 BLACK cannot capture at the
    // start of his turn; in game2558925 BLACK has lost a piece type." WHITE is Player.FIRST.
    String[][] games = {
      {"game2552914.txt", "BLACK cannot capture at the start of his turn; WHITE wins"},
      {"game2558925.txt", "; WHITE wins"},
    };
    for (String[] game : games) {
      Path file = RECORDS.resolve(game[0]);
      String text = Files.readString(file, StandardCharsets.UTF_8);
      // Each turn W[..] or B[..] is one action, two when it has a second action after '-'.
      long moves = 0;
      for (String turn : Pattern.compile(";[WB]\\[([^\\]]*)\\]").matcher(text).results()
          .map(r -> r.group(1)).toList()) {
        moves += turn.contains("-") ? 2 : 1;
      }
      Run run = replay(file.toString());

      assertThat(run.code()).isZero();
      assertThat(run.lines().get(0)).startsWith("LittleGolem TZAAR record: WHITE "
          + group(Pattern.compile("PW\\[([^\\]]*)\\]"), text));
      long lastMove = moves;
      assertThat(run.lines()).anyMatch(l -> l.startsWith(lastMove + ". "));
      assertThat(run.last()).startsWith("Result: win for FIRST: ").endsWith(game[1]);
    }
    // game2558925: BLACK lacks a type on top of his stacks.
    assertThat(replay(RECORDS.resolve("game2558925.txt").toString()).last())
        .matches("Result: win for FIRST: BLACK has no (Tzaar|Tzarra|Tott) on top of a stack; WHITE wins");
  }

  @Test
  void theBundledNimRecordEndsWithSecondTakingTheLastBall() {
    Run run = replay(RECORDS.resolve("grid-nim.txt").toString());

    assertThat(run.code()).isZero();
    // a1-a3 empties column a's three lowest points: the rows from the top read oooo, then .ooo
    assertThat(run.lines()).startsWith("boardrules record: nim, GridNim[4x4, take 1-3, touching, normal play]",
        "Start", "4 o o o o", "3 o o o o", "2 o o o o", "1 o o o o", "  a b c d",
        "1. a1-a3 (FIRST)", "4 o o o o", "3 . o o o", "2 . o o o", "1 . o o o");
    // eight moves take the sixteen balls; SECOND's d4 is the last
    assertThat(run.lines()).containsSubsequence("8. d4 (SECOND)", "4 . . . .", "3 . . . .", "2 . . . .", "1 . . . .");
    assertThat(run.last()).isEqualTo("Result: win for SECOND: SECOND took the last ball and wins");
  }

  @Test
  void aLibraryRecordWithAnIllegalMoveStopsThereWithItsNumberAndReason() throws IOException {
    Path file = dir.resolve("pylos.txt");
    Files.writeString(file, "[Game \"pylos\"]\n"
        + "[Start \"..../..../..../.... .../.../... ../.. . L 0\"]\n"
        + "\n1. b2\n2. c3\n3. c3\n");

    Run run = replay(file.toString());

    assertThat(run.code()).isEqualTo(ReplayRecord.ILLEGAL_MOVE).isEqualTo(1);
    assertThat(run.lines()).contains("1. b2 (LIGHT)", "2. c3 (DARK)");
    assertThat(run.lines()).noneMatch(l -> l.startsWith("3. "));
    assertThat(run.last()).isEqualTo("Illegal move (move 3): c3 already holds a ball (SPOT_TAKEN)");
  }

  @Test
  void anOngoingLibraryRecordOfAnotherGameSaysSo() throws IOException {
    Path file = dir.resolve("pikk-pakk.txt");
    Files.writeString(file, "[Game \"pikkpakk\"]\n"
        + "[Start \"........./.Xoooooo./.XoXXXXX./.XoXoooX./.XoXRXoX./.XoooXoX./.XXXXXoX./.ooooooX./......... X 0\"]\n"
        + "\n1. b7-h7>\n");

    Run run = replay(file.toString());

    assertThat(run.code()).isZero();
    assertThat(run.lines()).contains("1. b7-h7> (LIGHT)", "7  . . X o X X X X X");
    assertThat(run.last()).isEqualTo("Result: ongoing (the record ends before the game does)");
  }

  @Test
  void aZertzLibraryRecordIsReplayedWithTheBoardAndMarbleSetOfItsTag() throws IOException {
    // The tag names the tournament set; its pool is 6, 8, 10.
    Path file = dir.resolve("zertz.txt");
    Files.writeString(file, "[Game \"zertz(marbleSet=tournament)\"]\n"
        + "[Start \"37 ..../...../....../......./....../...../.... 6,8,10 0,0,0 0,0,0 1 0 0\"]\n"
        + "\n1. Bd4,a1\n");

    Run run = replay(file.toString());

    assertThat(run.code()).isZero();
    assertThat(run.lines()).startsWith("boardrules record: zertz(marbleSet=tournament), Zertz[37 rings, TOURNAMENT marbles]");
    assertThat(run.lines()).contains("1. Bd4,a1 (FIRST)",
        "pool W6 G8 B9 | FIRST W0 G0 B0 | SECOND W0 G0 B0 | SECOND to move");
    assertThat(run.last()).isEqualTo("Result: ongoing (the record ends before the game does)");
  }

  @Test
  void aTzaarLibraryRecordStopsAtACaptureOfAnOwnStack() throws IOException {
    // The fixed setup; WHITE's D5 Tott takes BLACK's E6; then BLACK "captures" with his Tzarra on
    // E8 his own Tott on the neighbouring F8, which is no capture.
    Path file = dir.resolve("tzaar.txt");
    Files.writeString(file, "[Game \"tzaar(setup=fixed)\"]\n"
        + "[Start \"CCCCc/cBBBbc/cbAAabc/cbaCcabc/cbacCABC/CBACcABC/CBAaaBC/CBbbbC/Ccccc w opening\"]\n"
        + "\n1. D5xE6\n2. E8xF8\n");

    Run run = replay(file.toString());

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.lines()).contains("1. D5xE6 (WHITE)");
    assertThat(run.last()).startsWith("Illegal move E8xF8 (move 2): ").endsWith(" (OWN_STACK)");
  }

  @Test
  void aBoardspaceRecordWithAnIllegalMoveNamesItsNumberAndReason() throws IOException {
    // Turn 2 of the Raccoons game places its marble on C 3, where turn 1 put one.
    String text = Files.readString(
        RECORDS.resolve("T!Z11-Raccoons-ddyer-2025-10-25-1801.sgf"), StandardCharsets.UTF_8);
    assertThat(text).contains("P1[4 RtoB 2 0 E 4]");
    Path file = dir.resolve("broken.sgf");
    Files.writeString(file, text.replace("P1[4 RtoB 2 0 E 4]", "P1[4 RtoB 2 0 C 3]"));

    Run run = replay(file.toString());

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.last()).startsWith("Illegal move ").contains("(move 2): ").endsWith(" (RING_OCCUPIED)");
  }

  @Test
  void aLittleGolemRecordWithAnIllegalActionNamesItsNumberAndReason() throws IOException {
    // BLACK's first turn B[prqq-kplp] made illegal: its second action repeats the capture from
    // pr (F8), which the first action has just left. Actions: WHITE's opening 1, BLACK's 2 and 3.
    // In boardspace names pr is x = 1, y = 3: column F, row 3 - (-4) + 1 = 8; qq is G7.
    String text = Files.readString(RECORDS.resolve("game2552914.txt"), StandardCharsets.UTF_8);
    assertThat(text).contains(";B[prqq-kplp];");
    Path file = dir.resolve("broken.txt");
    Files.writeString(file, text.replace(";B[prqq-kplp];", ";B[prqq-prqq];"));

    Run run = replay(file.toString());

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.last()).isEqualTo("Illegal move F8xG7 (move 3): F8 is empty (NO_STACK_THERE)");
  }

  @Test
  void badInputIsAnsweredWithoutAStackTrace() throws IOException {
    Run usage = replay();
    assertThat(usage.code()).isEqualTo(ReplayRecord.BAD_INPUT).isEqualTo(2);
    assertThat(usage.lines().get(0)).isEqualTo("Usage: ReplayRecord <record file>");

    Run missing = replay(dir.resolve("nothing.txt").toString());
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.last()).isEqualTo("Cannot read " + dir.resolve("nothing.txt") + ": no such file");

    Path unknown = dir.resolve("chess.txt");
    Files.writeString(unknown, "[Game \"chess\"]\n[Start \"x\"]\n");
    assertThat(replay(unknown.toString()).last())
        .startsWith("Not a record of a catalogue game, ").contains("unknown game \"chess\"");

    // e9 starts at index 49: 13 characters of the Game line, 32 of the Start line, a blank line
    // and "1. " before it.
    Path broken = dir.resolve("broken-nim.txt");
    Files.writeString(broken, "[Game \"nim\"]\n[Start \"oooo/oooo/oooo/oooo 1\"]\n\n1. e9\n");
    Run unreadable = replay(broken.toString());
    assertThat(unreadable.code()).isEqualTo(2);
    assertThat(unreadable.last()).isEqualTo("Not a readable nim record, at index 49: line 4: move 1: "
        + "Cannot read move \"e9\" at index 0: column e is off the board (columns a-d)");
    assertThat(unreadable.lines()).noneMatch(l -> l.contains("Exception"));
  }
}
