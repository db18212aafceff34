package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The README shows only code that compiles here, and that code prints what the README says. */
class ReadmeSnippetsTest {
  private static final Path README = Path.of("..", "README.md");
  private static final Path SOURCE =
      Path.of("src", "main", "java", "io", "github", "boardrules", "examples", "ValidateMove.java");

  @Test
  void readmeShowsTheCompiledValidateMoveExample() throws IOException {
    String source = Files.readString(SOURCE, StandardCharsets.UTF_8);
    Matcher inSource =
        Pattern.compile("// snippet:validate-move\\n(.*?)\\n\\s*// end-snippet", Pattern.DOTALL).matcher(source);
    assertThat(inSource.find()).as("snippet markers in ValidateMove.java").isTrue();
    String code = inSource.group(1).replaceAll("(?m)^ {4}", "");

    String readme = Files.readString(README, StandardCharsets.UTF_8);
    Matcher inReadme =
        Pattern.compile("<!-- snippet:validate-move -->\\n```java\\n(.*?)\\n```", Pattern.DOTALL).matcher(readme);
    assertThat(inReadme.find()).as("snippet block in README.md").isTrue();
    assertThat(inReadme.group(1)).isEqualTo(code);
  }

  @Test
  void theExamplePrintsWhatItsCommentsSay() {
    String out = captureOutput(() -> ValidateMove.main(new String[0]));
    assertThat(out.lines())
        .containsExactly(
            "TOO_MANY: b1-b4 takes 4 balls; at most 3 may be taken in one move",
            "oooo/o.oo/o.oo/o.oo 2 ongoing");
  }

  @Test
  void theQuickStartGameEndsWithTheSolverWinning() {
    String out = captureOutput(() -> QuickStart.main(new String[] {"7"}));
    assertThat(out).contains("Is a1,b2 legal? false -> NOT_IN_ONE_LINE");
    assertThat(out).contains("play(a1-a4) refused -> TOO_MANY");
    assertThat(out).contains("parse(\"e9\") refused -> Cannot read move \"e9\" at index 0");
    // The full grid is lost for the player to move, so the perfect SECOND player must win.
    assertThat(out).contains("Result: SECOND wins");
  }

  private static String captureOutput(Runnable program) {
    PrintStream original = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      program.run();
    } finally {
      System.setOut(original);
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
