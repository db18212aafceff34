package io.github.boardrules.pikkpakk;

import io.github.boardrules.testkit.StandardOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** What a documentation snippet prints, and the pages that show it, for the guide tests. */
public final class GuideOutput {
  /** The module's front page. */
  public static final Path README = Path.of("README.md");

  /** The guide page of Pikk-Pakk and what the module's games share. */
  public static final Path PIKKPAKK_GUIDE = Path.of("..", "docs", "games", "pikkpakk.md");

  /** The guide page of push-four and five-in-a-row with a shifting phase. */
  public static final Path PUSHFOUR_GUIDE = Path.of("..", "docs", "games", "pikkpakk-pushfour.md");

  /** The guide page of square Abalone. */
  public static final Path ABALONE_GUIDE = Path.of("..", "docs", "games", "square-abalone.md");

  /** The guide page of the intarsia puzzles. */
  public static final Path INTARSIA_GUIDE = Path.of("..", "docs", "games", "intarsia.md");

  private GuideOutput() {}

  /** Runs a snippet and returns what it printed. */
  public static String of(Runnable snippet) {
    return StandardOutput.capture(snippet);
  }

  /** A page's text. */
  public static String page(Path page) throws IOException {
    return Files.readString(page, StandardCharsets.UTF_8);
  }
}
