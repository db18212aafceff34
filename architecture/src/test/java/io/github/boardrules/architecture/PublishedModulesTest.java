package io.github.boardrules.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The modules the architecture tests check as published ({@link PublishedModules}) are the
 * artifacts the BOM manages, so that a new artifact is checked (its exports, its {@code @API}
 * statuses) from the day it is published.
 */
class PublishedModulesTest {
  private static final Pattern ARTIFACT = Pattern.compile("<artifactId>(boardrules-[\\w-]+)</artifactId>");

  @Test
  void theyAreTheArtifactsTheBomManages() throws IOException {
    String bom = Files.readString(Path.of("..", "bom", "pom.xml"), StandardCharsets.UTF_8);
    String managed = bom.substring(bom.indexOf("<dependencyManagement>"), bom.indexOf("</dependencyManagement>"));
    Set<String> checked = new TreeSet<>();
    for (Class<?> member : PublishedModules.MEMBERS) {
      checked.add(artifactOf(member));
    }
    assertThat(checked).as("the artifacts of PublishedModules.MEMBERS").isEqualTo(matches(managed));
  }

  /** The artifact a class comes from: a jar's name, or the POM of the module whose classes directory it is. */
  private static String artifactOf(Class<?> member) throws IOException {
    Path location;
    try {
      location = Path.of(member.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new AssertionError(e);
    }
    if (Files.isDirectory(location)) {
      String pom = Files.readString(location.getParent().getParent().resolve("pom.xml"), StandardCharsets.UTF_8);
      Matcher own = ARTIFACT.matcher(pom.substring(pom.indexOf("</parent>")));
      assertThat(own.find()).as("the artifactId of %s", location).isTrue();
      return own.group(1);
    }
    return location.getFileName().toString().replaceFirst("-\\d.*\\.jar$", "");
  }

  private static Set<String> matches(String text) {
    Set<String> found = new TreeSet<>();
    Matcher m = ARTIFACT.matcher(text);
    while (m.find()) {
      found.add(m.group(1));
    }
    return found;
  }
}
