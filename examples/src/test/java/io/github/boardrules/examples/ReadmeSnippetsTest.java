package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.StandardOutput;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * The example programs whose code the README shows print what the README says
 * (DocumentationSnippetsTest checks that the README shows exactly their code).
 */
class ReadmeSnippetsTest {

  @Test
  void thePicturesExampleWritesAWellFormedSvgWithTheMoveMarked(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("zertz.svg");
    String out = StandardOutput.capture(() -> {
      try {
        DrawPosition.main(new String[] {file.toString()});
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
    assertThat(out.strip()).isEqualTo("wrote " + file);
    String svg = Files.readString(file, StandardCharsets.UTF_8);
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    assertThat(doc.getDocumentElement().getTagName()).isEqualTo("svg");
    // The move's notation is written beside the board when a last move is given.
    assertThat(svg).contains("Wd4,a1");
  }

  @Test
  void theBotsMatchPlaysFourGames() {
    String out = StandardOutput.capture(() -> PlayBots.main(new String[0]));
    Matcher m =
        Pattern.compile("MatchResult\\[games=4, firstBotWins=(\\d), secondBotWins=(\\d), draws=(\\d), unfinished=(\\d), averagePlies=([0-9.]+)\\]\\s*")
            .matcher(out);
    assertThat(m.matches()).as(out).isTrue();
    int total = Integer.parseInt(m.group(1)) + Integer.parseInt(m.group(2)) + Integer.parseInt(m.group(3))
        + Integer.parseInt(m.group(4));
    assertThat(total).isEqualTo(4);
    // Push-four knows no draw, so nothing is drawn; a game stops at the match's cap of 100 plies.
    assertThat(Integer.parseInt(m.group(3))).isZero();
    assertThat(Double.parseDouble(m.group(5))).isLessThanOrEqualTo(100.0);
  }

  @Test
  void theSessionExampleClicksAMoveAndMarksTargets() {
    String out = StandardOutput.capture(() -> PlaySession.main(new String[0]));
    // After Wd4,a1 and a black marble on c3 (inside), the 37-ring board's 18 edge rings less a1 are free.
    assertThat(out.lines()).containsExactly(
        "17 rings may be removed next",
        "[Wd4,a1, Bc3,g1], FIRST to move",
        "true true");
  }

  @Test
  void theExamplePrintsWhatItsCommentsSay() {
    String out = StandardOutput.capture(() -> ValidateMove.main(new String[0]));
    assertThat(out.lines())
        .containsExactly(
            "TOO_MANY: b1-b4 takes 4 balls; at most 3 may be taken in one move",
            "oooo/o.oo/o.oo/o.oo 2 ongoing");
  }

  @Test
  void theQuickStartGameEndsWithTheSolverWinning() {
    String out = StandardOutput.capture(() -> QuickStart.main(new String[] {"7"}));
    assertThat(out).contains("Is a1,b2 legal? false -> NOT_IN_ONE_LINE");
    assertThat(out).contains("play(a1-a4) refused -> TOO_MANY");
    assertThat(out).contains("parse(\"e9\") refused -> Cannot read move \"e9\" at index 0");
    // The full grid is lost for the player to move, so the perfect SECOND player must win.
    assertThat(out).contains("Result: SECOND wins");
  }
}
