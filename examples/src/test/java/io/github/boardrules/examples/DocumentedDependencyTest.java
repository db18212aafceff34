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
 * names one boardrules version: the one this build makes, which the guide describes. The complete
 * POM itself is built, as written, by the module {@code it}; the README's install command and its
 * block are run on a fresh clone by {@code .ci/check-readme-install.sh}.
 */
class DocumentedDependencyTest {
  private static final Path README = Path.of("..", "README.md");
  private static final Path GUIDE = Path.of("..", "docs", "getting-started.md");
  private static final Path PARENT_POM = Path.of("..", "pom.xml");

  /** The version this build makes: the parent POM's. */
  static String buildVersion() throws IOException {
    Matcher m = Pattern.compile("<artifactId>boardrules-parent</artifactId>\\s*<version>([^<]+)</version>")
        .matcher(Files.readString(PARENT_POM, StandardCharsets.UTF_8));
    assertThat(m.find()).as("the parent POM's version").isTrue();
    return m.group(1);
  }

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
  void everyPageNamesTheVersionThisBuildMakes() throws IOException {
    String version = buildVersion();
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
    assertThat(others).as("pages naming another version than this build's %s", version).isEmpty();
    assertThat(count).as("places naming the BOM's version").isGreaterThanOrEqualTo(4);
  }
}
