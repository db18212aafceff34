package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

class SvgCommandTest {
  private static final String PIKKPAKK_OPENING =
      "........./.Xoooooo./.XoXXXXX./.XoXoooX./.XoXRXoX./.XoooXoX./.XXXXXoX./.ooooooX./......... X 0";

  private static Document parse(String svg) throws Exception {
    return DocumentBuilderFactory.newInstance()
        .newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void malformedPositionTextIsOneLineWithoutStackTrace() {
    // Row 1 from the top has 3 points on a 4-column board.
    String error = CliRun.of("svg", "nim", "ooo/oooo/oooo/oooo 1").oneLineError(2);
    assertThat(error).contains("Cannot read position \"ooo/oooo/oooo/oooo 1\"");
  }

  @Test
  void malformedLastMoveIsOneLine() {
    assertThat(CliRun.of("svg", "nim", "oooo/oooo/oooo/oooo 1", "--last", "z9").oneLineError(2))
        .contains("Cannot read move \"z9\"");
  }

  @Test
  void missingPosition() {
    assertThat(CliRun.of("svg", "nim").oneLineError(2)).contains("svg takes a game and a position text");
  }

  @Test
  void thePikkPakkOpeningIsAWellFormedPictureOnStandardOutput() throws Exception {
    CliRun run = CliRun.of("svg", "pikkpakk", PIKKPAKK_OPENING);
    assertThat(run.exitCode()).isZero();
    Document svg = parse(run.out());
    assertThat(svg.getDocumentElement().getTagName()).isEqualTo("svg");
    // 24 LIGHT + 24 DARK balls and the TARGET are drawn as circles, besides any decoration.
    assertThat(svg.getElementsByTagName("circle").getLength()).isGreaterThanOrEqualTo(49);
  }

  @Test
  void everyGameDrawsThePositionAfterItsLastMoveToAFile(@TempDir Path dir) throws Exception {
    for (String name : GameChoice.CATALOG.names()) {
      String[] positionAndMove = theFirstMove(GameChoice.of(name, null));
      Path file = dir.resolve(name + ".svg");
      CliRun run = CliRun.of(
          "svg", name, positionAndMove[0], "--last", positionAndMove[1], "-o", file.toString());
      assertThat(run.exitCode()).as(name + ": " + run.err()).isZero();
      assertThat(parse(Files.readString(file)).getDocumentElement().getTagName())
          .as(name).isEqualTo("svg");
    }
  }

  /** The start and its first listed move, as texts: --last plays the move from the position. */
  private static <S extends Object, M extends Object> String[] theFirstMove(ConfiguredGame<S, M> game) {
    S start = game.rules().initialState();
    M move = game.rules().legalMoves(start).get(0);
    return new String[] {game.positions().encode(start), game.notation().format(move)};
  }
}
