package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same command gives the same games and counts, a random setup included: TZAAR without {@code
 * seed=} is the setup of the command's seed (1 by default), printed, and {@code --resume} of the
 * same command goes on with its games. Before, each run drew a setup of its own: {@code perft
 * tzaar 2} printed 5,189, 5,937 and 7,007 on three runs.
 */
class RepeatableRunsTest {
  @TempDir Path dir;

  /** The lines of a match's result, without the times a move, which are measured. */
  private static List<String> results(CliRun run) {
    assertThat(run.exitCode()).as(run.err()).isZero();
    return run.out().lines().filter(l -> !l.startsWith("time:")).toList();
  }

  @Test
  void perftOfARandomSetupCountsTheSetupOfItsSeedAndNamesIt() {
    CliRun first = CliRun.of("perft", "tzaar", "2");
    assertThat(first.exitCode()).as(first.err()).isZero();
    assertThat(CliRun.of("perft", "tzaar", "2")).isEqualTo(first);
    // Seed 1 is the default: the same count as the setup named by its seed.
    assertThat(first.out()).isEqualTo(CliRun.of("perft", "tzaar(seed=1)", "2").out());
    assertThat(first.err()).isEqualTo("perft: counting tzaar(seed=1)" + System.lineSeparator());
    assertThat(CliRun.of("perft", "tzaar", "2", "--seed", "1").out()).isEqualTo(first.out());
  }

  @Test
  void aTzaarMatchPlaysTheSameGamesOnEveryRunAndResumes() {
    String[] match = {"match", "tzaar", "--levels", "1,2", "--games", "2", "--seed", "5"};
    List<String> once = results(CliRun.of(match));
    assertThat(once.get(0)).startsWith("tzaar(seed=5): level 1 (random) vs level 2 (easy), 2 games, seed 5");
    assertThat(results(CliRun.of(match))).isEqualTo(once);
    // The records name the same game on every run, so the same command resumes them.
    String out = dir.resolve("games").toString();
    CliRun started = CliRun.of("match", "tzaar", "--levels", "1,2", "--games", "2", "--seed", "5", "--out", out);
    assertThat(results(started)).startsWith(once.toArray(String[]::new));
    CliRun resumed = CliRun.of("match", "tzaar", "--levels", "1,2", "--games", "2", "--seed", "5", "--out", out,
        "--resume");
    assertThat(resumed.err()).contains("all 2 games were played already");
    assertThat(results(resumed)).isEqualTo(results(started));
  }

  @Test
  void aSeedOutsideTheSetupsSeedsIsRefusedNotFolded() {
    assertThat(CliRun.of("match", "tzaar", "--levels", "1,2", "--seed", "-4").oneLineError(2))
        .isEqualTo("boardrules: --seed -4 also seeds the random setup of tzaar, whose seeds are 0 to 2,147,483,647;"
            + " give another --seed, or the setup's own seed in the game text, such as tzaar(seed=7)");
    // The text's own setup seed leaves --seed to the match.
    assertThat(results(CliRun.of("match", "tzaar(seed=7)", "--levels", "1,1", "--games", "1", "--seed", "-4",
        "--ply-cap", "2")).get(0)).startsWith("tzaar(seed=7): level 1 (random) vs level 1 (random), 1 games, seed -4");
  }

  @Test
  void theSevenInputsThatGaveStackTracesGiveOneLineEach() throws IOException {
    // (1) An engine's endless line: UgiMatchTest.anEndlessLineLosesTheGameForWhatItIsAndTheEngineIsStopped.
    // (2, 3) study ratings on a garbled file and on degenerate rows: MainTest of the study module.
    // (4 to 6) Input with no end into --openings, replay and ugi; (7, study ratings) in MainTest.
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--openings", "/dev/zero").oneLineError(2))
        .isEqualTo("boardrules: --openings: /dev/zero is larger than 33,554,432 bytes, the most the tool reads"
            + " (is it the right file?)");
    assertThat(CliRun.of("replay", "/dev/zero").oneLineError(2))
        .isEqualTo("boardrules: replay: /dev/zero is larger than 33,554,432 bytes, the most the tool reads"
            + " (is it the right file?)");
    // ugi's bounded line: UgiEngineTest.inputWithNoLineEndIsRefusedInOneLineWithoutReadingItAll.
    // A missing openings file is named once, as missing.
    Path missing = dir.resolve("openings.txt");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--openings", missing.toString()).oneLineError(2))
        .isEqualTo("boardrules: --openings: cannot read " + missing + ": there is no such file");
  }

  @Test
  void anOpeningsFileWithAByteOrderMarkIsReadAndBadBytesAreNamed() throws IOException {
    Path marked = Files.writeString(dir.resolve("marked.txt"), "\uFEFF# two openings\noooo/oooo/oooo/ooo. 2\n"
        + "oooo/oooo/oooo/.ooo 2\n", StandardCharsets.UTF_8);
    Path plain = Files.writeString(dir.resolve("plain.txt"), "# two openings\noooo/oooo/oooo/ooo. 2\n"
        + "oooo/oooo/oooo/.ooo 2\n", StandardCharsets.UTF_8);
    List<String> withMark = results(CliRun.of("match", "nim", "--levels", "1,2", "--games", "4", "--openings",
        marked.toString()));
    List<String> without = results(CliRun.of("match", "nim", "--levels", "1,2", "--games", "4", "--openings",
        plain.toString()));
    assertThat(withMark.subList(1, withMark.size())).isEqualTo(without.subList(1, without.size()));
    Path latin1 = dir.resolve("latin1.txt");
    Files.write(latin1, new byte[] {'#', ' ', 'c', (byte) 0xE9, '\n'});
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--openings", latin1.toString()).oneLineError(2))
        .isEqualTo("boardrules: --openings: " + latin1 + " is not UTF-8 text: the byte at offset 3 of 5 (line 1)"
            + " does not start or continue a UTF-8 character");
  }

  @Test
  void anSprtThatCouldNeverDecideIsRefusedBeforeTheFirstGame() {
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--sprt", "elo0=0,elo1=7000,alpha=0.05,beta=0.05")
        .oneLineError(2)).isEqualTo("boardrules: --sprt: SPRT: elo1=7000 is beyond what games can measure: its"
            + " expected score rounds to 1, so the ratio is undefined and the test could never decide");
  }
}
