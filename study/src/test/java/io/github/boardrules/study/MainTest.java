package io.github.boardrules.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's balance command, small, in local mode: its rows are the single-machine runner's. */
class MainTest {
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

  private static String[] concat(String[] a, String... more) {
    String[] all = java.util.Arrays.copyOf(a, a.length + more.length);
    System.arraycopy(more, 0, all, a.length, more.length);
    return all;
  }
}
