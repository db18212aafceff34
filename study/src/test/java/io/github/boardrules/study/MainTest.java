package io.github.boardrules.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's balance command, small, in local mode: its rows are the single-machine runner's. */
class MainTest {
  @TempDir Path dir;

  private record Run(int code, String out, String err) {
    List<String> rows() {
      return out.lines().filter(l -> l.startsWith("  ")).toList();
    }
  }

  private static Run run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = Main.run(args, o, e);
    }
    return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void theBalanceCommandOnSparkPrintsTheRunnersTable() {
    String[] study = {"balance", "--variant", "pushfour", "--variant", "nim", "--level", "1", "--games", "12",
        "--cores", "2", "--shard-size", "4"};
    Run spark = run(study);
    assertThat(spark.code()).as(spark.err()).isZero();
    assertThat(spark.out()).contains("Spark master local[2,4]").contains("spark runner, shards of 4 games");
    Run local = run(concat(study, "--runner", "local"));
    assertThat(local.code()).as(local.err()).isZero();
    assertThat(spark.rows()).hasSize(2).isEqualTo(local.rows());
    assertThat(spark.rows().get(0)).startsWith("  pushfour ");
  }

  @Test
  void mistakesAreOneLineWithTheReason() {
    Run noVariant = run("balance", "--runner", "local");
    assertThat(noVariant.code()).isEqualTo(2);
    assertThat(noVariant.err()).isEqualTo("study: balance needs one --variant or more, such as --variant pikkpakk"
        + System.lineSeparator());
    assertThat(run("match", "nim", "--levels", "1,2,3", "--runner", "local").err())
        .contains("match takes two levels");
    assertThat(run("match", "nim", "--levels", "1,2", "--runner", "cluster").err())
        .contains("--runner is spark or local, not cluster");
    assertThat(run("match", "nim", "--levels", "1,9", "--runner", "local").err()).contains("not 9");
  }

  @Test
  void everyBadResultFileIsOneLineWithCode2() throws IOException {
    String header = Main.PAIRS_HEADER + "\n";
    // Garbled: a short row, a row of words, a wins-draws-losses cell of two parts, binary bytes.
    assertRefused(file("short.csv", header + "1,2,3\n"), "short.csv line 2: a pair row has 5 numbers, not \"1,2,3\"");
    assertRefused(file("words.csv", header + "1,2,x,0,1\n"), "words.csv line 2: first_wins is a whole number,"
        + " at least 0, not \"x\"");
    assertRefused(file("wdl.csv", "level,vs_below_wdl\n1,\n2,3-1\n"), "wdl.csv line 3: vs_below_wdl is"
        + " wins-draws-losses, such as 2-0-18, not \"3-1\"");
    assertRefused(file("cells.csv", "level,below_wins,below_draws,below_losses\n2,1\n"), "cells.csv line 2: the row"
        + " has 2 cells, the header 4");
    Path binary = dir.resolve("binary.csv");
    Files.write(binary, new byte[] {'a', (byte) 0xFF, '\n'});
    assertRefused(binary.toString(), "binary.csv is not UTF-8 text: byte 1 does not start or continue a UTF-8"
        + " character");
    // Degenerate: a level against itself, negative counts, and levels that never met (1-2 and 3-4).
    assertRefused(file("self.csv", header + "2,2,1,0,1\n"), "self.csv line 2: a pair is of two levels, not level 2"
        + " twice");
    assertRefused(file("negative.csv", header + "1,2,-1,0,1\n"), "negative.csv line 2: first_wins is a whole"
        + " number, at least 0, not \"-1\"");
    assertThat(run("ratings", file("apart.csv", header + "1,2,3,0,1\n3,4,1,0,3\n")).err())
        .startsWith("study: no rating list of ").contains("apart.csv: ");
    // Input with no end is refused at the size bound, never read until memory runs out.
    assertRefused("/dev/zero", "/dev/zero is larger than 33,554,432 bytes, the most a result file may have");
    assertRefused(dir.resolve("none.csv").toString(), "cannot read " + dir.resolve("none.csv") + ": there is no"
        + " such file");
  }

  @Test
  void aRandomSetupWithoutASeedIsTheSetupOfTheStudysSeed() {
    // Every executor configures the game from its text: without seed= each would draw its own setup.
    assertThat(MatchSpec.setupSeeded("tzaar", 1)).isEqualTo("tzaar(seed=1)");
    assertThat(MatchSpec.setupSeeded("tzaar(seed=9)", 1)).isEqualTo("tzaar(seed=9)");
    assertThat(MatchSpec.setupSeeded("tzaar(setup=fixed)", 1)).isEqualTo("tzaar(setup=fixed)");
    assertThat(MatchSpec.setupSeeded("nim", 1)).isEqualTo("nim");
    assertThat(run("match", "tzaar", "--levels", "1,2", "--seed", "-3", "--runner", "local").err())
        .startsWith("study: --seed -3 also seeds the random setup of tzaar");
  }

  @Test
  void aByteOrderMarkStartsAResultFile() throws IOException {
    String rows = Main.PAIRS_HEADER + "\n1,2,3,0,1\n";
    Run plain = run("ratings", file("plain.csv", rows));
    Run marked = run("ratings", file("marked.csv", "\uFEFF" + rows));
    assertThat(marked.code()).as(marked.err()).isZero();
    assertThat(marked.out()).isEqualTo(plain.out()).contains("level 2");
  }

  private void assertRefused(String file, String message) {
    Run refused = run("ratings", file);
    assertThat(refused.code()).isEqualTo(2);
    assertThat(refused.err()).startsWith("study: ").contains(message).endsWith(System.lineSeparator())
        .doesNotContain("Exception").hasLineCount(1);
  }

  private String file(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8).toString();
  }

  private static String[] concat(String[] a, String... more) {
    String[] all = java.util.Arrays.copyOf(a, a.length + more.length);
    System.arraycopy(more, 0, all, a.length, more.length);
    return all;
  }
}
