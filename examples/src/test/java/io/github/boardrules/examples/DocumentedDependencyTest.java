package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's short dependency block is part of the guide's complete consumer POM, and every page
 * names one boardrules version. The complete POM itself is built, as written, by the module
 * {@code it}, which also checks that it names the documented version.
 */
class DocumentedDependencyTest {
  private static final Path README = Path.of("..", "README.md");
  private static final Path GUIDE = Path.of("..", "docs", "getting-started.md");

  private static String xmlBlockAfter(String marker, Path file) throws IOException {
    Matcher m = Pattern.compile(Pattern.quote(marker) + "\\n```xml\\n(.*?)\\n```", Pattern.DOTALL)
        .matcher(Files.readString(file, StandardCharsets.UTF_8));
    assertThat(m.find()).as("%s followed by an xml block in %s", marker, file).isTrue();
    return m.group(1);
  }

  private static List<String> lines(String block) {
    return block.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
  }

  @Test
  void theReadmesBlockIsInTheGuidesPom() throws IOException {
    List<String> shortBlock = lines(xmlBlockAfter("<!-- dependency -->", README));
    List<String> pom = lines(xmlBlockAfter("<!-- consumer-pom -->", GUIDE));
    // The short block's lines appear in the POM in the same order.
    int at = 0;
    for (String line : shortBlock) {
      while (at < pom.size() && !pom.get(at).equals(line)) {
        at++;
      }
      assertThat(at).as("line %s of the README's block, in order in the guide's POM", line).isLessThan(pom.size());
      at++;
    }
  }

  @Test
  void everyPageNamesTheGuidesVersion() throws IOException {
    Matcher bom = Pattern.compile("<artifactId>boardrules-bom</artifactId>\\s*<version>([^<]+)</version>")
        .matcher(xmlBlockAfter("<!-- consumer-pom -->", GUIDE));
    assertThat(bom.find()).isTrue();
    String version = bom.group(1);
    Pattern named = Pattern.compile(
        "boardrules-bom:([0-9A-Za-z.-]+)|<artifactId>boardrules-bom</artifactId>\\s*<version>([^<]+)</version>");
    List<String> others = new ArrayList<>();
    int count = 0;
    for (Path file : DocumentationSnippetsTest.markdownFiles()) {
      if (file.getFileName().toString().equals("CHANGELOG.md") || file.getFileName().toString().equals("RELEASING.md")) {
        continue; // past versions and the release steps' placeholders
      }
      Matcher m = named.matcher(Files.readString(file, StandardCharsets.UTF_8));
      while (m.find()) {
        count++;
        String v = m.group(1) != null ? m.group(1) : m.group(2);
        if (!v.equals(version)) {
          others.add(file + ": " + v);
        }
      }
    }
    assertThat(others).as("pages naming another version than the guide's %s", version).isEmpty();
    assertThat(count).as("places naming the BOM's version").isGreaterThanOrEqualTo(4);
  }
}
