package io.github.boardrules.study;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.match.EloEstimate;
import io.github.boardrules.bots.match.MatchTotals;
import io.github.boardrules.bots.match.RatingList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The published ladder tables are what their stored results give: the rating columns of the game
 * pages (NIM, heap NIM, ZÈRTZ, TZAAR, the colour-field game) equal the rating list that {@code
 * study ratings} fits from the stored pairs of their result files (one rating method: {@link
 * RatingList}), and so do the rating columns of the files themselves.
 */
class PublishedLaddersTest {
  private static final Path ROOT = Path.of("..");
  private static final Path NIM_PAGE = ROOT.resolve("docs/games/nim.md");

  @Test
  void theNimPagesRatingColumnsAreTheStoredLaddersFits() throws IOException {
    RatingList nim = Main.ratingsOf(List.of(ROOT.resolve("nim/results/nim-ladder.csv")));
    RatingList heapnim = Main.ratingsOf(List.of(ROOT.resolve("nim/results/heapnim-ladder.csv")));
    List<String[]> rows = firstLevelTable(Files.readAllLines(NIM_PAGE));
    assertThat(rows).hasSize(5);
    for (int level = 1; level <= 5; level++) {
      String[] cells = rows.get(level - 1);
      assertThat(cells[1]).as("nim, level %d", level).isEqualTo(cell(nim, level - 1));
      assertThat(cells[2]).as("heapnim, level %d", level).isEqualTo(cell(heapnim, level - 1));
    }
  }

  @Test
  void theOtherGamePagesLadderTablesAreTheirStoredResultsFits() throws IOException {
    for (String game : List.of("zertz", "tzaar", "colorfield")) {
      RatingList fit = Main.ratingsOf(List.of(ROOT.resolve(game + "/results/ladder.csv")));
      List<String[]> rows = firstLevelTable(Files.readAllLines(ROOT.resolve("docs/games/" + game + ".md")));
      assertThat(rows).as(game).hasSize(5);
      for (int level = 1; level <= 5; level++) {
        assertThat(rows.get(level - 1)[1]).as("%s, level %d", game, level).isEqualTo(cell(fit, level - 1));
      }
    }
  }

  @Test
  void thePikkPakkFamilysLadderTableIsItsStoredResultsFits() throws IOException {
    // The page rounds to whole Elo: | Push-four | +645 | +925 | +1204 | +1344 | ...
    List<String> page = Files.readAllLines(ROOT.resolve("docs/games/pikkpakk.md"));
    String[][] games = {{"pushfour", "Push-four"}, {"fiveshift", "Five-in-a-row with shifting"},
        {"pikkpakk", "Pikk-Pakk"}, {"squareabalone", "Square Abalone"}};
    for (String[] game : games) {
      RatingList fit = Main.ratingsOf(List.of(Path.of(ROOT.resolve("pikkpakk/results/ladders.csv") + "#" + game[0])));
      StringBuilder row = new StringBuilder("| " + game[1] + " |");
      for (int level = 2; level <= 5; level++) {
        row.append(String.format(Locale.ROOT, " %+.0f |", fit.ratings().get(level - 1).elo()));
      }
      assertThat(page).as(game[0]).anyMatch(l -> l.startsWith(row.toString()));
    }
  }

  @Test
  void theStoredRatingColumnsAreTheirPairRowsFits() throws IOException {
    for (String name : List.of("nim/results/nim-ladder.csv", "nim/results/heapnim-ladder.csv",
        "zertz/results/ladder.csv", "tzaar/results/ladder.csv", "colorfield/results/ladder.csv",
        "pylos/results/ladder-standard.csv")) {
      Path file = ROOT.resolve(name);
      RatingList fit = Main.ratingsOf(List.of(file));
      List<String> lines = Files.readAllLines(file);
      int headerLine = 0;
      while (!lines.get(headerLine).startsWith("level,")) {
        headerLine++;
      }
      List<String> header = List.of(lines.get(headerLine).split(","));
      int rating = header.indexOf("rating");
      for (int level = 2; level <= 5; level++) {
        // The level rows follow the header, one a level; a quoted cell may hold commas.
        String[] row = lines.get(headerLine + level).split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", -1);
        assertThat(row[0]).isEqualTo(Integer.toString(level));
        EloEstimate r = fit.ratings().get(level - 1);
        assertThat(row[rating] + " [" + row[rating + 1] + ", " + row[rating + 2] + "]").as("%s level %d", name, level)
            .isEqualTo(String.format(Locale.ROOT, "%.1f [%.1f, %.1f]", r.elo(), r.low(), r.high()));
      }
    }
  }

  @Test
  void theBalanceTableIsItsStoredCountsWithTheirIntervals() throws IOException {
    // Each row of bench/results/balance.csv: the stored interval is what MatchTotals gives for the
    // stored counts, and docs/bots.md shows that row's score and interval.
    List<String> page = Files.readAllLines(ROOT.resolve("docs/bots.md"));
    int checked = 0;
    for (String line : Files.readAllLines(ROOT.resolve("bench/results/balance.csv"))) {
      if (line.startsWith("#") || line.startsWith("game,") || line.isBlank()) {
        continue;
      }
      String[] c = line.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", -1);
      String game = c[0].replace("\"", "");
      double[] interval = MatchTotals.of(Integer.parseInt(c[5]), Integer.parseInt(c[6]), Integer.parseInt(c[7]),
          Integer.parseInt(c[8])).scoreInterval();
      String shown = String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", Double.parseDouble(c[2]), interval[0], interval[1]);
      assertThat(c[2] + " [" + c[3] + ", " + c[4] + "]").as(game).isEqualTo(shown);
      String row = "| `" + game + "` | " + c[1] + " | " + shown + " |";
      assertThat(page).as(game).anyMatch(l -> l.startsWith(row));
      checked++;
    }
    assertThat(checked).isGreaterThan(10);
  }

  /** The table's cell: 0 for level 1, the anchor; else the rating with its interval. */
  private static String cell(RatingList list, int index) {
    return index == 0 ? "0" : list.ratings().get(index).text();
  }

  /**
   * The rows, split into cells, of a page's first table of levels (rows such as "| 2 `easy` | …"):
   * the ladder, which comes before the move-accuracy tables that have rows of the same form.
   */
  private static List<String[]> firstLevelTable(List<String> page) {
    List<String[]> rows = new ArrayList<>();
    for (String line : page) {
      if (line.matches("\\| [1-5] `[a-z]+` \\|.*")) {
        rows.add(line.split(" \\| "));
      } else if (!rows.isEmpty()) {
        break;
      }
    }
    return rows;
  }
}
