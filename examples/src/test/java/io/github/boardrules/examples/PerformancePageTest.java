package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The table of current benchmark figures in {@code docs/performance.md} is the data file of the
 * run it names, {@code bench/results/2026-11-25-house/compare.csv} (its "after" column), row for
 * row: no figure typed by hand, none left out, none that the data does not hold.
 */
class PerformancePageTest {
  private static final Path ROOT = Path.of("..");
  private static final Path PAGE = ROOT.resolve("docs/performance.md");
  private static final Path DATA = ROOT.resolve("bench/results/2026-11-25-house/compare.csv");

  /** A row of the page's table: {@code | `Benchmark.method(param)` | score | error | unit |}. */
  private static final Pattern ROW =
      Pattern.compile("(?m)^\\| `([A-Za-z]+Benchmark\\.[^`]+)` \\| ([0-9.,]+) \\| ([0-9.,]+) \\| ([a-z/]+) \\|$");

  private static final Pattern COMMA = Pattern.compile(",");

  /** How the page shows a figure: whole numbers from 100 up, three decimals below. */
  static String shown(double value) {
    return value >= 100 ? String.format(Locale.ROOT, "%,d", Math.round(value))
        : String.format(Locale.ROOT, "%.3f", value);
  }

  @Test
  void figuresAreShownWholeFromAHundredAndWithThreeDecimalsBelow() {
    assertThat(shown(203799776.009)).isEqualTo("203,799,776");
    assertThat(shown(682.749)).isEqualTo("683");
    assertThat(shown(40.247)).isEqualTo("40.247");
    assertThat(shown(0.267)).isEqualTo("0.267");
  }

  @Test
  void theCurrentTableIsTheDataFilesAfterColumn() throws IOException {
    Map<String, String> expected = new LinkedHashMap<>();
    List<String> lines = Files.readAllLines(DATA, StandardCharsets.UTF_8);
    assertThat(lines.get(0)).isEqualTo("benchmark,mode,unit,before,before_error,after,after_error,after_speed_vs_before");
    for (String line : lines.subList(1, lines.size())) {
      // A benchmark's name may hold commas inside its parameters: the seven other cells are the last.
      String[] cells = COMMA.split(line);
      int n = cells.length;
      String name = String.join(",", List.of(cells).subList(0, n - 7));
      expected.put(name, shown(Double.parseDouble(cells[n - 3])) + " | "
          + shown(Double.parseDouble(cells[n - 2])) + " | " + cells[n - 6]);
    }
    Map<String, String> shownRows = new LinkedHashMap<>();
    Matcher row = ROW.matcher(Files.readString(PAGE, StandardCharsets.UTF_8));
    while (row.find()) {
      shownRows.put(row.group(1), row.group(2) + " | " + row.group(3) + " | " + row.group(4));
    }
    assertThat(expected).hasSize(93);
    // One line a difference, so that a failure names the rows rather than printing both tables.
    List<String> differences = new ArrayList<>();
    expected.forEach((name, figures) -> {
      if (!figures.equals(shownRows.get(name))) {
        differences.add(name + ": the data says " + figures + ", the page " + shownRows.get(name));
      }
    });
    shownRows.keySet().stream().filter(name -> !expected.containsKey(name))
        .forEach(name -> differences.add(name + ": on the page, not in the data"));
    assertThat(differences).isEmpty();
  }
}
