package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of the documentation leads somewhere: to a file or directory of the
 * repository and, with a {@code #fragment} into a Markdown file, to one of its headings. Links to
 * the web are not followed (the build runs offline); links into build output ({@code target/}) are
 * refused, since a fresh clone has none.
 */
class DocumentationLinksTest {
  private static final Path ROOT = Path.of("..");

  /** An inline link or image, {@code [text](target)} or {@code ![alt](target "title")}. */
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");

  private static final Pattern FENCE = Pattern.compile("(?ms)^```.*?^```");
  private static final Pattern CODE_SPAN = Pattern.compile("`[^`\\n]*`");
  private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6} +(.+?) *#* *$");
  private static final Pattern HTML_ANCHOR = Pattern.compile("<a (?:name|id)=\"([^\"]+)\"");

  @Test
  void everyRelativeLinkResolves() throws IOException {
    List<String> broken = new ArrayList<>();
    Map<Path, Set<String>> anchorsByFile = new HashMap<>();
    for (Path file : DocumentationSnippetsTest.markdownFiles()) {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      String prose = CODE_SPAN.matcher(FENCE.matcher(text).replaceAll("")).replaceAll("");
      Matcher link = LINK.matcher(prose);
      while (link.find()) {
        String target = link.group(1);
        if (target.matches("^[a-z][a-z0-9+.-]*:.*")) {
          continue; // https:, mailto: and the like: not checked offline
        }
        int hash = target.indexOf('#');
        String pathPart = hash < 0 ? target : target.substring(0, hash);
        String fragment = hash < 0 ? null : target.substring(hash + 1);
        Path resolved = pathPart.isEmpty() ? file : file.getParent().resolve(pathPart).normalize();
        String where = ROOT.relativize(file) + ": " + target;
        if (resolved.toString().replace('\\', '/').contains("/target/")) {
          broken.add(where + " (build output, absent from a fresh clone)");
        } else if (!Files.exists(resolved)) {
          broken.add(where + " (no such file)");
        } else if (fragment != null && resolved.toString().endsWith(".md")
            && !anchorsByFile.computeIfAbsent(resolved, DocumentationLinksTest::anchors).contains(fragment)) {
          broken.add(where + " (no such heading)");
        }
      }
    }
    assertThat(broken).isEmpty();
  }

  @Test
  void headingsBecomeGithubAnchors() {
    assertThat(anchorOf("Add the dependency")).isEqualTo("add-the-dependency");
    assertThat(anchorOf("ZÈRTZ: the `Zertz` rules, 37 rings")).isEqualTo("zèrtz-the-zertz-rules-37-rings");
    assertThat(anchorOf("Bots, levels and matches (`bots`)")).isEqualTo("bots-levels-and-matches-bots");
  }

  /** The anchors GitHub makes of a file's headings, and any explicit HTML anchors. */
  private static Set<String> anchors(Path file) {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalStateException("cannot read " + file, e);
    }
    Set<String> anchors = new HashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    Matcher heading = HEADING.matcher(FENCE.matcher(text).replaceAll(""));
    while (heading.find()) {
      String anchor = anchorOf(heading.group(1));
      int n = seen.merge(anchor, 1, Integer::sum);
      anchors.add(n == 1 ? anchor : anchor + "-" + (n - 1));
    }
    Matcher html = HTML_ANCHOR.matcher(text);
    while (html.find()) {
      anchors.add(html.group(1));
    }
    return anchors;
  }

  /**
   * GitHub's anchor of a heading: the text without link targets and markup, lower-cased, every
   * character other than a letter, digit, space, hyphen or underscore dropped, spaces made hyphens.
   */
  static String anchorOf(String heading) {
    String text = heading.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1").toLowerCase(Locale.ROOT);
    StringBuilder anchor = new StringBuilder();
    text.codePoints().forEach(c -> {
      if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
        anchor.appendCodePoint(c);
      } else if (c == ' ') {
        anchor.append('-');
      }
    });
    return anchor.toString();
  }
}
