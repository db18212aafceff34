package io.github.boardrules.study;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.match.EloEstimate;
import io.github.boardrules.bots.match.RatingList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The published ladder tables are what their stored results give: the NIM page's two rating
 * columns equal the rating list that {@code study ratings} fits from the pair rows of {@code
 * nim/results/*-ladder.csv} (one rating method: {@link RatingList}), and so do the rating columns
 * of the files themselves.
 */
class PublishedLaddersTest {
  private static final Path ROOT = Path.of("..");
  private static final Path NIM_PAGE = ROOT.resolve("docs/games/nim.md");

  @Test
  void theNimPagesRatingColumnsAreTheStoredLaddersFits() throws IOException {
    RatingList nim = Main.ratingsOf(List.of(ROOT.resolve("nim/results/nim-ladder.csv")));
    RatingList heapnim = Main.ratingsOf(List.of(ROOT.resolve("nim/results/heapnim-ladder.csv")));
    List<String[]> rows = new ArrayList<>();
    for (String line : Files.readAllLines(NIM_PAGE)) {
      if (line.matches("\\| [1-5] `[a-z]+` \\|.*")) {
        rows.add(line.split(" \\| "));
      }
    }
    assertThat(rows).hasSize(5);
    for (int level = 1; level <= 5; level++) {
      String[] cells = rows.get(level - 1);
      assertThat(cells[1]).as("nim, level %d", level).isEqualTo(cell(nim, level - 1));
      assertThat(cells[2]).as("heapnim, level %d", level).isEqualTo(cell(heapnim, level - 1));
    }
  }

  @Test
  void theStoredRatingColumnsAreTheirPairRowsFits() throws IOException {
    for (String name : List.of("nim-ladder.csv", "heapnim-ladder.csv")) {
      Path file = ROOT.resolve("nim/results").resolve(name);
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

  /** The table's cell: 0 for level 1, the anchor; else the rating with its interval. */
  private static String cell(RatingList list, int index) {
    return index == 0 ? "0" : list.ratings().get(index).text();
  }
}
