package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The learning guide's tables of the measured loop (docs/learning.md, "Measured against exact
 * values") are the stored results of {@code learning/python/measure_loop.py}, rendered row by row
 * ({@code measure_loop.py --table} prints the same lines), every learning figure beside its
 * baselines. The table shows generations 0 to 5, every fifth and the last; the file has them all.
 */
class LoopResultsTableTest {
  @ParameterizedTest
  @ValueSource(strings = {"loop-nim.csv", "loop-pylos-children.csv"})
  void theGuideShowsTheStoredResults(String file) throws IOException {
    List<String> lines = Files.readAllLines(Path.of("../bench/results/2026-11-28-learning-loop", file));
    List<String> header = new ArrayList<>();
    List<List<String>> rows = new ArrayList<>();
    for (String line : lines) {
      if (line.startsWith("#")) {
        continue;
      }
      if (header.isEmpty()) {
        header.addAll(Arrays.asList(line.split(",", -1)));
      } else {
        rows.add(Arrays.asList(line.split(",", -1)));
      }
    }
    assertThat(rows).isNotEmpty();
    List<String> table = table(header, rows);
    List<String> page = Files.readAllLines(Path.of("../docs/learning.md"));
    int marker = page.indexOf("<!-- loop-results:" + file + " -->");
    assertThat(marker).as("the marker of %s in docs/learning.md", file).isNotNegative();
    assertThat(page.subList(marker + 1, Math.min(page.size(), marker + 1 + table.size()))).isEqualTo(table);
    int after = marker + 1 + table.size();
    assertThat(after < page.size() ? page.get(after) : "").as("the line after the table of %s", file)
        .doesNotStartWith("|");
  }

  /**
   * The page's table: one line a generation, each learning figure beside its baseline on the same
   * positions (the majority answer, a random legal move); a match column a level, score and Elo.
   */
  private static List<String> table(List<String> header, List<List<String>> rows) {
    List<String> levels = new ArrayList<>();
    for (String column : header) {
      if (column.startsWith("score_vs_")) {
        levels.add(column.substring("score_vs_".length()));
      }
    }
    StringBuilder head = new StringBuilder("| Generation | Gating score | Self-play positions | Value sign right |"
        + " Majority answer | Top-prior move keeps the win | Random move keeps the win | PUCT move keeps the win |");
    StringBuilder rule = new StringBuilder("|---|---|---|---|---|---|---|---|");
    for (String level : levels) {
      head.append(" Against level ").append(level).append(" |");
      rule.append("---|");
    }
    List<String> table = new ArrayList<>(List.of(head.toString(), rule.toString()));
    int last = Integer.parseInt(field(header, rows.get(rows.size() - 1), "generation"));
    for (List<String> row : rows) {
      int generation = Integer.parseInt(field(header, row, "generation"));
      if (generation > 5 && generation % 5 != 0 && generation != last) {
        continue;
      }
      String gate = field(header, row, "gate_score");
      StringBuilder line = new StringBuilder("| ").append(field(header, row, "generation")).append(" | ")
          .append(gate.isEmpty() ? "—" : gate + (field(header, row, "kept").equals("true") ? ", kept" : ", not kept"))
          .append(" | ").append(field(header, row, "selfplay_positions"))
          .append(" | ").append(field(header, row, "value_sign_share"))
          .append(" | ").append(field(header, row, "majority_share"))
          .append(" | ").append(field(header, row, "prior_won_kept_share"))
          .append(" | ").append(field(header, row, "random_won_kept_share"))
          .append(" | ").append(field(header, row, "puct_won_kept_share")).append(" |");
      for (String level : levels) {
        String score = field(header, row, "score_vs_" + level);
        line.append(' ').append(score.isEmpty() ? "—" : score + " (Elo " + elo(header, row, level) + ")").append(" |");
      }
      table.add(line.toString());
    }
    return table;
  }

  /** The Elo difference with its interval, or the one bound of a sweep. */
  private static String elo(List<String> header, List<String> row, String level) {
    String elo = field(header, row, "elo_vs_" + level);
    String low = field(header, row, "elo_low_vs_" + level);
    String high = field(header, row, "elo_high_vs_" + level);
    if (!elo.isEmpty()) {
      return elo + " [" + low + ", " + high + "]";
    }
    return low.isEmpty() ? "≤ " + high : "≥ " + low;
  }

  private static String field(List<String> header, List<String> row, String column) {
    return row.get(header.indexOf(column));
  }
}
