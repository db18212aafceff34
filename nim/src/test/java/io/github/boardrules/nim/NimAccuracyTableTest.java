package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.MoveAccuracy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The move-accuracy tables of the NIM page are the stored results, and the stored results are
 * what the measurement gives: it depends only on seeds, so the test runs it again for the heap
 * game (a few seconds) and compares.
 */
class NimAccuracyTableTest {
  private static final Path RESULTS = Path.of("results/nim-accuracy.csv");
  private static final Path PAGE = Path.of("../docs/games/nim.md");

  @Test
  void thePageShowsTheStoredResultsOfEachGame() throws IOException {
    List<List<String>> rows = MoveAccuracy.readCsv(RESULTS);
    List<String> page = Files.readAllLines(PAGE);
    for (String game : NimAccuracy.GAMES) {
      List<String> table = MoveAccuracy.markdownTable(rows, game);
      assertThat(table).as(game).hasSizeGreaterThan(2);
      int marker = page.indexOf("<!-- accuracy:" + game + " -->");
      assertThat(marker).as("the marker of the table of %s on the page", game).isNotNegative();
      assertThat(page.subList(marker + 1, Math.min(page.size(), marker + 1 + table.size()))).isEqualTo(table);
    }
  }

  @Test
  void theStoredResultsOfHeapNimAreWhatTheMeasurementGives() throws IOException {
    List<String> measured = NimAccuracy.measure(GameCatalog.load().game("heapnim")).stream()
        .map(MoveAccuracy.Row::csv).toList();
    List<String> stored = Files.readAllLines(RESULTS).stream().filter(line -> line.startsWith("heapnim,")).toList();
    assertThat(measured).isEqualTo(stored);
  }
}
