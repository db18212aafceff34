package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The side names the documentation quotes are what the code returns: the table of docs/contract.md
 * for every game of the catalogue, and every {@code sideName(Player.X) // "NAME"} example in the
 * guide and the Javadoc.
 */
class DocumentedSideNamesTest {
  private static final Path ROOT = Path.of("..");
  private static final Pattern TABLE_ROW = Pattern.compile("^\\| `([a-z]+)` \\| `([A-Z]+)` \\| `([A-Z]+)` \\|$");
  private static final Pattern QUOTED_CALL =
      Pattern.compile("([A-Za-z][\\w.]*(?:\\(\\))?)\\.sideName\\(Player\\.(FIRST|SECOND)\\);\\s*//\\s*\"([A-Z]+)\"");
  private static final Pattern CATALOGUE_GAME = Pattern.compile("GameCatalog\\.load\\(\\)\\.game\\(\"([^\"]+)\"\\)");
  private static final List<String> FACADE_PACKAGES = List.of(
      "io.github.boardrules.zertz", "io.github.boardrules.tzaar", "io.github.boardrules.pylos",
      "io.github.boardrules.pikkpakk", "io.github.boardrules.pikkpakk.pushfour",
      "io.github.boardrules.pikkpakk.fiveshift", "io.github.boardrules.pikkpakk.squareabalone",
      "io.github.boardrules.pikkpakk.intarsia", "io.github.boardrules.nim", "io.github.boardrules.colorfield");

  @Test
  void theContractPagesTableIsWhatEveryGameAnswers() throws IOException {
    Map<String, List<String>> documented = new TreeMap<>();
    List<String> lines = Files.readAllLines(ROOT.resolve("docs/contract.md"), StandardCharsets.UTF_8);
    int table = lines.indexOf("<!-- side-names -->");
    assertThat(table).as("the side-names table of docs/contract.md").isNotNegative();
    for (String line : lines.subList(table + 3, lines.size())) {
      Matcher row = TABLE_ROW.matcher(line);
      if (!row.matches()) {
        break;
      }
      documented.put(row.group(1), List.of(row.group(2), row.group(3)));
    }
    Map<String, List<String>> actual = new TreeMap<>();
    GameCatalog catalog = GameCatalog.load();
    for (String name : catalog.names()) {
      ConfiguredGame<?, ?> game = catalog.game(name);
      actual.put(name, List.of(game.sideName(Player.FIRST), game.sideName(Player.SECOND)));
    }
    assertThat(documented).isEqualTo(actual);
  }

  @Test
  void everyQuotedSideNameIsWhatTheCodeReturns() throws Exception {
    List<String> wrong = new ArrayList<>();
    int quoted = 0;
    for (Path file : documentsAndSources()) {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      Matcher call = QUOTED_CALL.matcher(text);
      while (call.find()) {
        quoted++;
        Player player = Player.valueOf(call.group(2));
        String actual = sideName(call.group(1), player, text.substring(0, call.start()), file);
        if (!actual.equals(call.group(3))) {
          wrong.add(file + ": " + call.group() + " returns \"" + actual + "\"");
        }
      }
    }
    assertThat(wrong).isEmpty();
    assertThat(quoted).as("quoted side names found").isGreaterThanOrEqualTo(3);
  }

  /**
   * What {@code receiver.sideName(player)} returns: a facade's factory such as {@code
   * Tzaar.fixedSetup()}, or a variable that holds the catalogue game last loaded before it.
   */
  private static String sideName(String receiver, Player player, String before, Path file) throws Exception {
    Matcher factory = Pattern.compile("([A-Z]\\w*)\\.(\\w+)\\(\\)").matcher(receiver);
    if (factory.matches()) {
      Method made = facade(factory.group(1)).getMethod(factory.group(2));
      return ((Rules<?, ?>) made.invoke(null)).sideName(player);
    }
    Matcher loaded = CATALOGUE_GAME.matcher(before);
    String game = null;
    while (loaded.find()) {
      game = loaded.group(1);
    }
    assertThat(game).as("%s: the catalogue game that %s holds", file, receiver).isNotNull();
    return GameCatalog.load().game(game).sideName(player);
  }

  private static Class<?> facade(String simpleName) {
    for (String pkg : FACADE_PACKAGES) {
      try {
        return Class.forName(pkg + "." + simpleName);
      } catch (ClassNotFoundException notHere) {
        // try the next game's package
      }
    }
    throw new AssertionError("no game facade named " + simpleName);
  }

  private static List<Path> documentsAndSources() throws IOException {
    List<Path> files = new ArrayList<>(DocumentationSnippetsTest.markdownFiles());
    try (Stream<Path> all = Files.walk(ROOT)) {
      all.filter(p -> p.toString().endsWith(".java"))
          .filter(DocumentationSnippetsTest::isRepositoryFile)
          .filter(p -> p.toString().replace('\\', '/').contains("/src/main/java/"))
          .sorted()
          .forEach(files::add);
    }
    return files;
  }
}
