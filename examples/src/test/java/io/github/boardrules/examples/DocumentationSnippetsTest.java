package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every Java block of the documentation is code that compiles and runs in this build.
 *
 * <p>A Markdown file shows Java only as a named snippet: a {@code <!-- snippet:NAME -->} line right
 * before a {@code ```java} fence. The block is its imports, a blank line and its code (the guide's
 * convention; StandaloneSnippetsTest compiles each block on its own). The code must equal, character
 * for character, the region between {@code // snippet:NAME} and {@code // end-snippet} in one Java
 * source of the repository (unindented by the marker's indentation), whose own imports serve it: a
 * region has none. A region lives in test sources, where a test runs it
 * and checks what it does, or in this module's example programs, which the examples' tests run.
 * Names are unique across the repository, and every region is shown somewhere, so that no
 * compiled copy drifts away from a page nobody reads any more.
 */
class DocumentationSnippetsTest {
  private static final Path ROOT = Path.of("..");

  private static final Pattern JAVA_FENCE = Pattern.compile("(?m)^```java\\s*$");
  private static final Pattern MARKDOWN_SNIPPET =
      Pattern.compile("<!-- snippet:([a-z0-9-]+) -->\\n```java\\n(.*?)\\n```", Pattern.DOTALL);
  private static final Pattern SOURCE_SNIPPET =
      Pattern.compile("\\n( *)// snippet:([a-z0-9-]+)\\n(.*?)\\n\\s*// end-snippet", Pattern.DOTALL);

  /** One shown or compiled snippet and where it is. */
  record Snippet(String name, String code, Path file) {}

  static List<Path> markdownFiles() throws IOException {
    try (Stream<Path> all = Files.walk(ROOT)) {
      return all.filter(p -> p.toString().endsWith(".md"))
          .filter(DocumentationSnippetsTest::isRepositoryFile)
          .sorted()
          .toList();
    }
  }

  static boolean isRepositoryFile(Path path) {
    String s = path.toString().replace('\\', '/');
    return !s.contains("/target/") && !s.contains("/.git/") && !s.contains("/.mvn/")
        && !s.contains("/node_modules/");
  }

  private static List<Path> javaSources() throws IOException {
    try (Stream<Path> all = Files.walk(ROOT)) {
      return all.filter(p -> p.toString().endsWith(".java"))
          .filter(DocumentationSnippetsTest::isRepositoryFile)
          .filter(p -> p.toString().replace('\\', '/').matches(".*/src/(main|test|testFixtures)/java/.*"))
          .sorted()
          .toList();
    }
  }

  static List<Snippet> shown() throws IOException {
    List<Snippet> snippets = new ArrayList<>();
    for (Path file : markdownFiles()) {
      Matcher m = MARKDOWN_SNIPPET.matcher(Files.readString(file, StandardCharsets.UTF_8));
      while (m.find()) {
        snippets.add(new Snippet(m.group(1), m.group(2), file));
      }
    }
    return snippets;
  }

  private static List<Snippet> compiled() throws IOException {
    List<Snippet> snippets = new ArrayList<>();
    for (Path file : javaSources()) {
      Matcher m = SOURCE_SNIPPET.matcher(Files.readString(file, StandardCharsets.UTF_8));
      while (m.find()) {
        snippets.add(new Snippet(m.group(2), m.group(3).replaceAll("(?m)^" + m.group(1), ""), file));
      }
    }
    return snippets;
  }

  @Test
  void everyJavaBlockIsANamedSnippet() throws IOException {
    List<String> unnamed = new ArrayList<>();
    for (Path file : markdownFiles()) {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      int fences = 0;
      Matcher fence = JAVA_FENCE.matcher(text);
      while (fence.find()) {
        fences++;
      }
      int named = 0;
      Matcher snippet = MARKDOWN_SNIPPET.matcher(text);
      while (snippet.find()) {
        named++;
      }
      if (fences != named) {
        unnamed.add(file + ": " + (fences - named) + " of " + fences + " java blocks have no snippet marker");
      }
    }
    assertThat(unnamed).isEmpty();
  }

  @Test
  void everyShownSnippetIsTheCompiledCode() throws IOException {
    Map<String, Snippet> sources = new TreeMap<>();
    for (Snippet s : compiled()) {
      sources.put(s.name(), s);
    }
    List<String> problems = new ArrayList<>();
    for (Snippet s : shown()) {
      Snippet source = sources.get(s.name());
      if (source == null) {
        problems.add(s.file() + ": snippet " + s.name() + " is in no Java source");
      } else if (source.code().startsWith("import ")) {
        problems.add(source.file() + ": snippet " + s.name() + " starts with imports: the file's own imports serve it");
      } else {
        String code;
        try {
          code = JavaBlock.parse(s.code()).code();
        } catch (IllegalArgumentException e) {
          problems.add(s.file() + ": snippet " + s.name() + ": " + e.getMessage());
          continue;
        }
        if (!source.code().equals(code)) {
          problems.add(s.file() + ": snippet " + s.name() + " differs from " + source.file()
              + " (after its imports and the blank line)\n--- shown\n" + code + "\n--- compiled\n" + source.code());
        }
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void snippetNamesAreUniqueAndEveryRegionIsShown() throws IOException {
    Set<String> seen = new TreeSet<>();
    List<String> duplicates = new ArrayList<>();
    for (Snippet s : compiled()) {
      if (!seen.add(s.name())) {
        duplicates.add(s.name() + " (again in " + s.file() + ")");
      }
    }
    assertThat(duplicates).as("snippet regions with the same name").isEmpty();
    Set<String> shownNames = new TreeSet<>();
    for (Snippet s : shown()) {
      shownNames.add(s.name());
    }
    Set<String> unshown = new TreeSet<>(seen);
    unshown.removeAll(shownNames);
    assertThat(unshown).as("snippet regions that no Markdown file shows").isEmpty();
  }

  @Test
  void snippetsOutsideTestsAreExamplePrograms() throws IOException {
    List<Path> elsewhere = new ArrayList<>();
    for (Snippet s : compiled()) {
      String file = s.file().toString().replace('\\', '/');
      if (!file.contains("/src/test/java/") && !file.contains("/src/testFixtures/java/")
          && !file.startsWith("../examples/src/main/java/")) {
        elsewhere.add(s.file());
      }
    }
    assertThat(elsewhere).as("snippet regions that no test runs").isEmpty();
  }
}
