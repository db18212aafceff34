package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.GameCatalog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every configured-game text that the documentation shows — {@code zertz(board=61,marbleSet=tournament)}
 * in a Javadoc code tag or pre block, pylos(ruleSet=mature) in a README's code span — is read by the catalogue. The texts are extracted from the sources rather than
 * compiled as snippets: a text is data that no compiler checks, and the extraction finds every one
 * in Javadoc comments and examples' string literals ({@code src/main/java} of every module) and
 * in every Markdown file, in code spans and string literals.
 *
 * <p>A text counts when it starts with a catalogue game's name and an opening parenthesis; texts
 * that elide part of themselves with {@code ...} or {@code …} are examples of a shape, not games,
 * and are skipped.
 */
class DocumentedGameTextsTest {
  private static final Path ROOT = Path.of("..");

  /**
   * Texts the documentation shows as refused (the catalogue's limits): each must be refused, and
   * the rest read.
   */
  private static final Set<String> DOCUMENTED_REFUSALS = Set.of("heapnim(heaps=1000000000)");
  private static final GameCatalog CATALOG = GameCatalog.load();

  /** A game text, name(...), in a Javadoc code tag or a string literal. */
  private static final Pattern JAVA_TEXT =
      Pattern.compile("(?:\\{@code |\")([a-z]+\\((?:[^(){}\"\\\\]|\\\\\")*\\))(?:\\}|\")");

  private static final Pattern MARKDOWN_TEXT =
      Pattern.compile("[`\"]([a-z]+\\([^`\"()]*\\))[`\"]");

  /** Lines of documentation in a Java file: Javadoc and comments. */
  private static final Pattern COMMENT_LINE = Pattern.compile("^\\s*(\\*|//|/\\*\\*)");

  private static List<Path> files(String suffix) throws IOException {
    List<Path> found = new ArrayList<>();
    try (Stream<Path> all = Files.walk(ROOT)) {
      all.filter(p -> p.toString().endsWith(suffix))
          .filter(p -> !p.toString().contains("/target/") && !p.toString().contains("/.git/")
              && !p.toString().contains("/.mvn/"))
          .filter(p -> suffix.equals(".md") || p.toString().contains("/src/main/java/"))
          .sorted()
          .forEach(found::add);
    }
    return found;
  }

  /** The documented texts, each with where it was found. */
  private static List<String[]> documentedTexts() throws IOException {
    Set<String> names = new TreeSet<>(CATALOG.names());
    List<String[]> texts = new ArrayList<>();
    for (Path file : files(".java")) {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      boolean example = file.toString().contains("/examples/");
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (!example && !COMMENT_LINE.matcher(line).find()) {
          continue; // the library's own code is tested where it lives; here only what it shows
        }
        collect(JAVA_TEXT.matcher(line), names, file + ":" + (i + 1), texts);
      }
    }
    for (Path file : files(".md")) {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      for (int i = 0; i < lines.size(); i++) {
        collect(MARKDOWN_TEXT.matcher(lines.get(i)), names, file + ":" + (i + 1), texts);
      }
    }
    return texts;
  }

  private static void collect(Matcher m, Set<String> names, String where, List<String[]> texts) {
    while (m.find()) {
      String text = m.group(1).replace("\\\"", "\"");
      String name = text.substring(0, text.indexOf('('));
      if (names.contains(name) && !text.contains("...") && !text.contains("…")) {
        texts.add(new String[] {text, where});
      }
    }
  }

  @Test
  void everyConfiguredGameTheDocumentationShowsIsReadByTheCatalogue() throws IOException {
    List<String[]> texts = documentedTexts();
    List<String> refused = new ArrayList<>();
    List<String> read = new ArrayList<>();
    for (String[] text : texts) {
      try {
        CATALOG.game(text[0]);
        if (DOCUMENTED_REFUSALS.contains(text[0])) {
          read.add(text[1] + ": " + text[0]);
        }
      } catch (TextParseException e) {
        if (!DOCUMENTED_REFUSALS.contains(text[0])) {
          refused.add(text[1] + ": " + text[0] + " -> " + e.getMessage());
        }
      }
    }
    assertThat(refused).as("documented game texts the catalogue refuses").isEmpty();
    assertThat(read).as("texts documented as refused that the catalogue reads").isEmpty();
    // The extraction finds the examples it exists for: the catalogue's own Javadoc and the READMEs.
    assertThat(texts).extracting(t -> t[0])
        .contains("zertz(board=61,marbleSet=tournament)", "pylos(ruleSet=mature)");
    assertThat(texts).extracting(t -> t[1]).anyMatch(where -> where.contains("GameCatalog.java"))
        .anyMatch(where -> where.contains(".md:"));
  }

  @Test
  void theExtractionSeesTheWrongOptionNameItWasWrittenFor() {
    // The text the issue found in the Javadoc: its option is marbleSet, and marbles is refused.
    Matcher m = JAVA_TEXT.matcher(" * such as {@code zertz(board=61,marbles=tournament)}, without");
    assertThat(m.find()).isTrue();
    assertThat(m.group(1)).isEqualTo("zertz(board=61,marbles=tournament)");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> CATALOG.game(m.group(1)))
        .isInstanceOf(TextParseException.class)
        .hasMessageContaining("marbles");
    Matcher md = MARKDOWN_TEXT.matcher("| `colorfield(capturingStep=true)` | a game |");
    assertThat(md.find()).isTrue();
    assertThat(md.group(1)).isEqualTo("colorfield(capturingStep=true)");
  }
}
