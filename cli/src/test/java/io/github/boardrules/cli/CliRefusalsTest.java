package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 25's command lines: a configuration or flag the command would ignore, a number it would
 * clamp, a path it would fail on after the work: each refused at once (exit code 2) with a one-line
 * message in words; a long count shows its progress and stops when asked.
 */
class CliRefusalsTest {
  private static final String NL = System.lineSeparator();

  /** Every refusal here comes at once: well within this, or the test fails instead of hanging. */
  private static final Duration AT_ONCE = Duration.ofSeconds(20);

  private static CliRun quick(String... args) {
    return assertTimeoutPreemptively(AT_ONCE, () -> CliRun.of(args));
  }

  private static CliRun quickWithInput(String input, String... args) {
    return assertTimeoutPreemptively(AT_ONCE, () -> CliRun.withInput(input, args));
  }

  @Test
  void solveRefusesTheDrawOptionsItsTableDoesNotKnow(@TempDir Path dir) {
    Path table = dir.resolve("t.bin");
    assertThat(quick("solve", "pylos(plyLimit=10)", "--table", table.toString()).oneLineError(2))
        .contains("plyLimit");
    assertThat(quick("solve", "pylos(repetitionDraw=3)", "--table", table.toString()).oneLineError(2))
        .contains("repetitionDraw");
    assertThat(quick("solve", "pylos(ruleSet=children,plyLimit=40)", "--table", table.toString()).oneLineError(2))
        .contains("plyLimit");
    assertThat(quick("solve", "pylos(raiseWithEmptyReserve=true)", "--table", table.toString()).oneLineError(2))
        .contains("raiseWithEmptyReserve");
    assertThat(table).doesNotExist();
  }

  @Test
  void solveChecksItsTableBeforeAnyWork(@TempDir Path dir) throws Exception {
    for (String rules : new String[] {"pylos", "pylos(ruleSet=children)", "pylos(ruleSet=mature)"}) {
      assertThat(quick("solve", rules, "--table", "/nonexistent/dir/t.bin").oneLineError(2))
          .isEqualTo("boardrules: cannot write the table to /nonexistent/dir/t.bin: the directory"
              + " /nonexistent/dir does not exist; nothing was done");
      assertThat(quick("solve", rules, "--table", dir.toString()).oneLineError(2))
          .endsWith(": it is a directory; nothing was done");
    }
    Path file = Files.writeString(dir.resolve("plain.txt"), "x");
    assertThat(quick("solve", "pylos", "--table", file.resolve("t.bin").toString()).oneLineError(2))
        .contains(file + " is not a directory");
  }

  @Test
  void playChecksItsRecordBeforeTheGame() {
    CliRun run = quickWithInput("a1\nquit\n", "play", "nim", "--vs", "random", "--record", "/nonexistent/r.txt");
    assertThat(run.oneLineError(2)).isEqualTo("boardrules: cannot write the record to /nonexistent/r.txt:"
        + " the directory /nonexistent does not exist; nothing was done");
    assertThat(run.out()).as("no game was played").isEmpty();
  }

  @Test
  void svgChecksItsFileBeforeDrawing(@TempDir Path dir) {
    assertThat(quick("svg", "nim", "oooo/oooo/oooo/oooo 1", "-o", "/nonexistent/a.svg").oneLineError(2))
        .contains("the directory /nonexistent does not exist");
    assertThat(quick("svg", "nim", "oooo/oooo/oooo/oooo 1", "-o", dir.toString()).oneLineError(2))
        .contains("it is a directory");
  }

  @Test
  void aNumberPastItsRangeIsRefusedNotClamped() {
    assertThat(quick("perft", "nim", "2147483648").oneLineError(2))
        .isEqualTo("boardrules: the depth must be from 0 to 2,147,483,647, not 2147483648");
    assertThat(quick("perft", "nim", "-1").oneLineError(2)).contains("from 0 to 2,147,483,647");
    assertThat(quick("play", "nim", "--iterations", "100001").oneLineError(2))
        .contains("--iterations must be from 1 to 100,000");
    assertThat(quick("play", "pushfour", "--vs", "alphabeta", "--depth", "101").oneLineError(2))
        .contains("--depth must be from 1 to 100");
    assertThat(quick("play", "nim", "--seed", "9223372036854775808").oneLineError(2)).contains("--seed");
    assertThat(quick("solve", "pylos", "--table", "t.bin", "--threads", "1025").oneLineError(2))
        .contains("--threads must be from 1 to 1,024");
    assertThat(quick("solve", "pylos(ruleSet=children)", "--table", "t.bin", "--down-to", "29").oneLineError(2))
        .contains("--down-to must be from 0 to 28");
    // At the limit: accepted (the user quits at once).
    assertThat(quickWithInput("quit\n", "play", "nim", "--iterations", "100000").exitCode()).isZero();
  }

  @Test
  void aDepthPastTheLongestGameIsAnsweredAtOnce() {
    // Heaps 2 and 1: every game lasts at most 3 plies (the rules' bound, one ball a move); the
    // 3-ply games take one ball at a time, the single ball of heap 2 first, second or third: 3.
    assertThat(quick("perft", "heapnim(heaps=2-1)", "3").out()).isEqualTo("3" + NL);
    assertThat(quick("perft", "heapnim(heaps=2-1)", "4").out()).isEqualTo("0" + NL);
    // No game of the 4x4 grid lasts more than 16 plies; a search would run for ever.
    assertThat(quick("perft", "nim", "99999").out()).isEqualTo("0" + NL);
    assertThat(quick("perft", "nim", "2147483647", "--divide").out()).endsWith("total 0" + NL);
    assertThat(quick("perft", "heapnim(heaps=1000)", "1001").out()).isEqualTo("0" + NL);
    // Without a bound (the puzzle never ends but at its goal), or from a position text, a depth
    // past 1,000 would neither finish nor fit the stack.
    assertThat(quick("perft", "intarsia", "2147483647").oneLineError(2))
        .contains("perft searches at most 1,000 plies deep, not 2,147,483,647")
        .contains("sets no bound");
    assertThat(quick("perft", "nim", "1001", "--from", "oooo/oooo/oooo/oooo 1").oneLineError(2))
        .contains("at most 1,000 plies deep");
  }

  @Test
  void aLongCountShowsItsProgressOnStandardErrorAndStopsWhenAsked() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    long stopAt = System.nanoTime() + Duration.ofMillis(1500).toNanos();
    int code = assertTimeoutPreemptively(AT_ONCE, () -> {
      try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
          PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
        return Main.run(new String[] {"perft", "pushfour", "40"}, new ByteArrayInputStream(new byte[0]), o, e,
            new Controls(e, Duration.ofMillis(200), () -> System.nanoTime() - stopAt > 0));
      }
    });
    String errText = err.toString(StandardCharsets.UTF_8);
    assertThat(code).as(errText).isEqualTo(CliException.STOPPED);
    assertThat(out.toString(StandardCharsets.UTF_8)).as("no partial count as a result").isEmpty();
    assertThat(errText.lines().filter(l -> l.startsWith("perft: ") && l.contains("sequences counted")))
        .as(errText).isNotEmpty();
    assertThat(errText.strip().lines().reduce((a, b) -> b).orElseThrow())
        .startsWith("boardrules: perft stopped as asked after ").contains("the count is incomplete");
    assertThat(errText).doesNotContain("Exception");
  }

  @Test
  void heapsTheLibraryCannotDrawOrListAreRefusedWithTheLimit() {
    for (String command : new String[] {"svg", "perft"}) {
      String[] args = command.equals("svg")
          ? new String[] {"svg", "heapnim(heaps=1000000000)", "1000000000 1"}
          : new String[] {"perft", "heapnim(heaps=1000000000)", "2"};
      assertThat(quick(args).oneLineError(2)).contains("at most 1000 balls a heap");
    }
    assertThat(quickWithInput("moves\nquit\n", "play", "heapnim(heaps=1000000000)").oneLineError(2))
        .contains("at most 1000 balls a heap");
    assertThat(quick("perft", "heapnim(heaps=" + "1-".repeat(100) + "1)", "1").oneLineError(2))
        .contains("101 heaps; the catalogue takes at most 100 heaps");
    // At the limit: a heap of 1000 balls is drawn and counted at once. Depth 2: the first move
    // takes k balls (1 to 1000), leaving 1000 - k moves: 999 + 998 + ... + 0 = 499,500.
    assertThat(quick("perft", "heapnim(heaps=1000)", "2").out()).isEqualTo("499500" + NL);
    assertThat(quick("svg", "heapnim(heaps=1000)", "1000 1").out()).startsWith("<?xml");
    assertThat(quick("games").out()).contains("at most 100 heaps of 1 to 1000 balls");
  }

  @Test
  void aSeedGivenTwiceMustAgree() {
    assertThat(quick("perft", "tzaar(seed=7)", "1", "--seed", "8").oneLineError(2))
        .isEqualTo("boardrules: --seed 8 contradicts the game's own seed=7 in tzaar(seed=7); give the seed once");
    assertThat(quick("perft", "tzaar(seed=7)", "1", "--seed", "7").out())
        .isEqualTo(quick("perft", "tzaar(seed=7)", "1").out());
    assertThat(quickWithInput("quit\n", "play", "tzaar(seed=7)", "--seed", "8").oneLineError(2))
        .contains("contradicts");
  }

  @Test
  void svgPlaysTheLastMoveAndRefusesAnIllegalOne() {
    assertThat(quick("svg", "nim", "oooo/oooo/oooo/oooo 1", "--last", "a1-d1").oneLineError(2))
        .contains("--last: Illegal move: a1-d1 takes 4 balls");
    // a1 is empty: taking it cannot be the move.
    assertThat(quick("svg", "nim", "oooo/oooo/oooo/.ooo 2", "--last", "a1").oneLineError(2))
        .contains("--last: Illegal move: a1 ");
    CliRun drawn = quick("svg", "nim", "oooo/oooo/oooo/oooo 1", "--last", "a1");
    assertThat(drawn.exitCode()).isZero();
    assertThat(drawn.out()).startsWith("<?xml")
        .isNotEqualTo(quick("svg", "nim", "oooo/oooo/oooo/oooo 1").out())
        .isNotEqualTo(quick("svg", "nim", "oooo/oooo/oooo/.ooo 2").out());
  }

  @Test
  void flagsThatDoNotApplyAreRefused() {
    assertThat(quick("play", "intarsia", "--second").oneLineError(2)).contains("--second").contains("one player");
    assertThat(quick("play", "intarsia", "--vs", "random").oneLineError(2)).contains("--vs");
    assertThat(quick("play", "intarsia", "--seed", "3").oneLineError(2)).contains("--seed");
    assertThat(quick("play", "pushfour", "--vs", "mcts", "--depth", "3").oneLineError(2))
        .contains("--depth is for --vs alphabeta");
    assertThat(quick("play", "pushfour", "--depth", "3").oneLineError(2)).contains("--depth is for --vs alphabeta");
    assertThat(quick("play", "pushfour", "--vs", "random", "--iterations", "5").oneLineError(2))
        .contains("--iterations is for --vs mcts");
    assertThat(quick("play", "pushfour", "--vs", "alphabeta", "--seed", "5").oneLineError(2))
        .contains("--seed").contains("pushfour has no random setup");
    assertThat(quick("play", "nim", "--vs", "solver", "--seed", "5").oneLineError(2)).contains("--seed");
    assertThat(quick("perft", "nim", "1", "--seed", "5").oneLineError(2)).contains("nim has none");
    assertThat(quick("solve", "pylos", "--table", "t.bin", "--down-to", "3").oneLineError(2))
        .contains("--down-to is for the children's rules");
  }

  @Test
  void playFromAFinishedPositionIsRefused() {
    CliRun run = quickWithInput("quit\n", "play", "nim", "--vs", "random", "--from", "..../..../..../.... 1");
    assertThat(run.oneLineError(2)).contains("the game is over in the position of --from");
    assertThat(run.out()).isEmpty();
  }

  @Test
  void everyWordIsReadInAnyCase() {
    assertThat(quick("PERFT", "ZERTZ", "1").out()).isEqualTo(quick("perft", "zertz", "1").out());
    assertThat(quick("perft", "Nim(MISERE=TRUE,Rows=3)", "1", "--DIVIDE").out())
        .isEqualTo(quick("perft", "nim(misere=true,rows=3)", "1", "--divide").out());
    assertThat(quick("perft", "intarsia(start=SPIRAL,goal=Halves)", "1").out())
        .isEqualTo(quick("perft", "intarsia(start=spiral,goal=halves)", "1").out());
    assertThat(quick("perft", "colorfield(layout=STANDARD)", "1").out())
        .isEqualTo(quick("perft", "colorfield", "1").out());
    assertThat(quickWithInput("quit\n", "play", "nim", "--VS", "RANDOM").out())
        .isEqualTo(quickWithInput("quit\n", "play", "nim", "--vs", "random").out());
    assertThat(quick("Games").out()).startsWith("Names are read in any case");
  }

  @Test
  void aMatchRefusesWhatItCouldNeverPlayBeforeTheFirstGame(@TempDir Path dir) throws Exception {
    // 2,147,483,647 games took 5.8 GB before the first game: the runner lists the games up front.
    assertThat(quick("match", "nim", "--levels", "1,2", "--games", "2147483647").oneLineError(2))
        .isEqualTo("boardrules: --games must be from 1 to 1,000,000, not 2147483647");
    assertThat(quick("match", "nim", "--levels", "1,2", "--ply-cap", "1000001").oneLineError(2))
        .contains("--ply-cap must be from 1 to 1,000,000");
    // A file where the directory of records should be was found only after the header, in Java's
    // words ("the file system refused it").
    Path file = Files.writeString(dir.resolve("plain.txt"), "x");
    CliRun onAFile = quick("match", "nim", "--levels", "1,2", "--games", "2", "--out", file.toString());
    assertThat(onAFile.oneLineError(2)).isEqualTo("boardrules: cannot write the match records to " + file
        + ": it is a file, not a directory; nothing was done");
    assertThat(onAFile.out()).as("no game was played").isEmpty();
    assertThat(quick("match", "nim", "--levels", "1,2", "--out", file.resolve("games").toString()).oneLineError(2))
        .contains(file + " is not a directory");
    assertThat(quick("match", "nim", "--levels", "1,2", "--out", "").oneLineError(2))
        .contains("--out needs a directory");
    assertThat(Files.readString(file)).isEqualTo("x");
  }

  @Test
  void aStoppedMatchKeepsWholeGamesThatResumeToTheTotalsOfOneRun(@TempDir Path dir) throws Exception {
    String[] match = {"match", "nim", "--levels", "1,2", "--games", "200"};
    CliRun whole = quick(match);
    assertThat(whole.exitCode()).as(whole.err()).isZero();
    Path out = dir.resolve("games");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    // The user's Ctrl-C, as soon as the first game is kept.
    int code = assertTimeoutPreemptively(AT_ONCE, () -> {
      try (PrintStream o = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
          PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
        return Main.run(new String[] {"match", "nim", "--levels", "1,2", "--games", "200", "--out", out.toString()},
            new ByteArrayInputStream(new byte[0]), o, e,
            new Controls(e, Duration.ofMillis(200), () -> Files.exists(out.resolve("game-000000.txt"))));
      }
    });
    String errText = err.toString(StandardCharsets.UTF_8);
    assertThat(code).as(errText).isEqualTo(CliException.STOPPED);
    String last = errText.strip().lines().reduce((a, b) -> b).orElseThrow();
    assertThat(last).startsWith("boardrules: match stopped as asked after ").contains(" of 200 games; ")
        .contains(" games are kept in " + out + ", and the same command with --resume plays the rest");
    Thread.sleep(300); // a game that was in play at the stop must not be written after it
    List<Path> kept;
    try (Stream<Path> files = Files.list(out)) {
      kept = files.toList();
    }
    assertThat(kept).isNotEmpty().hasSizeLessThan(200)
        .allSatisfy(f -> assertThat(f.getFileName().toString()).matches("game-\\d{6}\\.txt"));
    assertThat(last).as("the message counts the games kept").contains("after " + kept.size() + " of 200 games; "
        + kept.size() + " games are kept");
    for (Path game : kept) {
      assertThat(quick("replay", game.toString()).exitCode()).as(game.toString()).isZero();
    }
    String[] resume = {"match", "nim", "--levels", "1,2", "--games", "200", "--out", out.toString(), "--resume"};
    CliRun resumed = quick(resume);
    assertThat(resumed.exitCode()).as(resumed.err()).isZero();
    // The results are those of one run; the line of times a move is left out: it measures this
    // run's clock over the moves this run played.
    assertThat(resumed.out().lines().filter(l -> !l.startsWith("records:") && !l.startsWith("time:")).toList())
        .isEqualTo(whole.out().lines().filter(l -> !l.startsWith("time:")).toList())
        .hasSizeGreaterThanOrEqualTo(4);
  }

  @Test
  void aMatchIsNotResumedUnderOtherConditionsThanItWasPlayed(@TempDir Path dir) {
    Path out = dir.resolve("games");
    CliRun played = quick("match", "nim", "--levels", "1,2", "--games", "4", "--out", out.toString());
    assertThat(played.exitCode()).as(played.err()).isZero();
    // The same bots and seed, but a random opening, another cap or adjudication: other games.
    for (String[] other : List.of(new String[] {"--random-plies", "2"}, new String[] {"--ply-cap", "50"})) {
      List<String> args = new ArrayList<>(List.of("match", "nim", "--levels", "1,2", "--games", "8",
          "--out", out.toString(), "--resume"));
      args.addAll(List.of(other));
      CliRun resumed = quick(args.toArray(new String[0]));
      assertThat(resumed.exitCode()).as(resumed.err()).isEqualTo(2);
      assertThat(resumed.err()).contains("another match").contains("MatchConditions")
          .contains("\"ply cap 10000\""); // the documented default cap
    }
    CliRun same = quick("match", "nim", "--levels", "1,2", "--games", "8", "--out", out.toString(), "--resume");
    assertThat(same.exitCode()).as(same.err()).isZero();
  }
}
