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
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every page a user reads says which version it describes (the one this build makes, the branch
 * main's) and marks what is newer than the last release with {@code *(new in X)*}, X being the
 * version this build leads to; and the CHANGELOG names each release's commit, since the
 * repository has no tags.
 */
class DocumentedVersionTest {
  private static final Path ROOT = Path.of("..");
  private static final Pattern RELEASE_HEADING =
      Pattern.compile("(?m)^## \\[(\\d+\\.\\d+\\.\\d+)\\] - (\\d{4}-\\d{2}-\\d{2})(.*)$");
  private static final Pattern MARK = Pattern.compile("\\(new in ([^)]*)\\)");

  private static String nextVersion() throws IOException {
    return DocumentedDependencyTest.buildVersion().replace("-SNAPSHOT", "");
  }

  /** The newest release in the CHANGELOG other than the one this build leads to. */
  private static String lastRelease() throws IOException {
    String next = nextVersion();
    Matcher m = RELEASE_HEADING.matcher(Files.readString(ROOT.resolve("CHANGELOG.md"), StandardCharsets.UTF_8));
    while (m.find()) {
      if (!m.group(1).equals(next)) {
        return m.group(1);
      }
    }
    throw new AssertionError("CHANGELOG.md names no release before " + next);
  }

  /** The README, the guide and the module READMEs (not the integration tests' notes). */
  private static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>();
    pages.add(ROOT.resolve("README.md"));
    try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    try (Stream<Path> modules = Files.list(ROOT)) {
      modules.filter(Files::isDirectory)
          .filter(d -> !d.getFileName().toString().equals("it"))
          .map(d -> d.resolve("README.md"))
          .filter(Files::isRegularFile)
          .sorted()
          .forEach(pages::add);
    }
    return pages;
  }

  @Test
  void everyPageSaysWhichVersionItDescribes() throws IOException {
    String version = DocumentedDependencyTest.buildVersion();
    List<String> expected = List.of(
        "> This page describes boardrules " + version + ", the version the branch main builds;",
        "> *(new in " + nextVersion() + ")* marks what is newer than the last release, " + lastRelease() + ".");
    List<String> wrong = new ArrayList<>();
    for (Path page : pages()) {
      List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
      if (lines.size() < 4 || !lines.subList(2, 4).equals(expected)) {
        wrong.add(page + (lines.size() < 4 ? "" : ": " + lines.get(2) + " / " + lines.get(3)));
      }
    }
    assertThat(wrong).as("pages without the version lines %s", expected).isEmpty();
    assertThat(pages()).hasSizeGreaterThan(30);
  }

  @Test
  void marksNameTheVersionThisBuildLeadsTo() throws IOException {
    String next = nextVersion();
    List<String> stale = new ArrayList<>();
    for (Path page : pages()) {
      Matcher m = MARK.matcher(Files.readString(page, StandardCharsets.UTF_8));
      while (m.find()) {
        if (!m.group(1).equals(next)) {
          stale.add(page + ": " + m.group());
        }
      }
    }
    assertThat(stale).as("marks of another version than %s (the last release has them)", next).isEmpty();
  }

  @Test
  void everyReleaseHeadingNamesItsCommit() throws IOException {
    String changelog = Files.readString(ROOT.resolve("CHANGELOG.md"), StandardCharsets.UTF_8);
    Matcher m = RELEASE_HEADING.matcher(changelog);
    List<String> unnamed = new ArrayList<>();
    int releases = 0;
    String building = DocumentedDependencyTest.buildVersion();
    while (m.find()) {
      releases++;
      if (m.group(1).equals(building)) {
        continue; // the release commit itself: its hash is written in the commit after it (RELEASING.md, step 8)
      }
      if (!m.group(3).matches(" \\(commit [0-9a-f]{7,40}\\)")) {
        unnamed.add(m.group());
      }
    }
    assertThat(releases).isGreaterThanOrEqualTo(1);
    assertThat(unnamed).as("release headings without their commit").isEmpty();
    assertThat(changelog).as("links to tags, which the repository does not have").doesNotContainPattern("/(tag|tree)/v\\d");
  }

  @Test
  void theUnreleasedNotesAreOneLineAChangeAndShort() throws IOException {
    List<String> lines = Files.readAllLines(ROOT.resolve("CHANGELOG.md"), StandardCharsets.UTF_8);
    int start = lines.indexOf("## [Unreleased]");
    int end = start + 1;
    while (end < lines.size() && !lines.get(end).startsWith("## [")) {
      end++;
    }
    List<String> section = lines.subList(start, end);
    assertThat(section).as("the [Unreleased] section").hasSizeLessThanOrEqualTo(60);
    assertThat(section).as("continuation lines: one line a change")
        .noneMatch(line -> line.startsWith(" ") || line.startsWith("\t"));
  }
}
