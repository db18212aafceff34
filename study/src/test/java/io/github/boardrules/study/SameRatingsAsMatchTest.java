package io.github.boardrules.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One rating method everywhere: the study's ladder and the {@code match} command play the same
 * games for the same seed (pair k with the match seed {@code gameSeed(seed, k)}, the same bots),
 * so they must print the same rating list, line for line, and the same Elo for each pair.
 */
class SameRatingsAsMatchTest {
  @Test
  void theStudyLadderAndTheMatchTournamentPrintTheSameRatingList() {
    String[] common = {"--levels", "1,2,3", "--games", "10", "--seed", "11", "--ply-cap", "1000"};
    String study = output(common, true);
    String match = output(common, false);
    List<String> studyList = ratingList(study);
    List<String> matchList = ratingList(match);
    assertThat(studyList).hasSize(4); // the header and three levels
    assertThat(studyList.get(0)).contains("one virtual draw a pair").contains("level 1 = +0.0");
    assertThat(matchList).isEqualTo(studyList);
    // Each pair's Elo, as both print it ("Elo +x [a, b]"), is the same too.
    assertThat(elos(match)).hasSize(3).isEqualTo(elos(study));
  }

  /** Runs the study (its output captured) or the match command, and returns what it printed. */
  private static String output(String[] common, boolean ofStudy) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = ofStudy
          ? Main.run(concat(new String[] {"ladder", "nim", "--runner", "local", "--cores", "2"}, common), o, e)
          : io.github.boardrules.cli.Main.run(concat(new String[] {"match", "nim", "--threads", "2"}, common),
              new ByteArrayInputStream(new byte[0]), o, e);
    }
    assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
    return out.toString(StandardCharsets.UTF_8);
  }

  private static List<String> ratingList(String output) {
    List<String> lines = output.lines().toList();
    int header = 0;
    while (header < lines.size() && !lines.get(header).startsWith("rating list")) {
      header++;
    }
    assertThat(header).as(output).isLessThan(lines.size());
    return lines.subList(header, Math.min(lines.size(), header + 4));
  }

  private static List<String> elos(String output) {
    // The Elo ends at its interval's "]", or for a sweep ("at most -277.4") at the next comma.
    return output.lines().filter(l -> l.contains(", Elo ")).map(l -> {
      String rest = l.substring(l.indexOf(", Elo ") + 6);
      return rest.startsWith("at ") ? rest.substring(0, rest.indexOf(',')) : rest.substring(0, rest.indexOf(']') + 1);
    }).toList();
  }

  private static String[] concat(String[] a, String[] b) {
    String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    return all;
  }
}
