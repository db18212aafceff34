package io.github.boardrules.cli;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.SvgRenderer;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code svg <game> <position text>}: draws a position as an SVG document, to standard output or
 * to the file of {@code -o}. {@code --last <move>} plays a move from the position and draws the
 * position after it with the move marked: the move is checked against the rules, so an illegal
 * one is refused with its reason rather than drawn. The file of {@code -o} is checked before the
 * drawing starts.
 */
@Command(name = "svg",
    description = {
      "Draw a position as an SVG document.",
      "",
      "Quote the position text: it has spaces (words given apart are joined with one space)."},
    footer = GameChoice.GAME_HELP)
final class SvgCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "<game>", completionCandidates = GameChoice.Names.class,
      description = GameChoice.GAME_ARGUMENT)
  private String gameText = "";

  @Parameters(index = "1..*", arity = "1..*", paramLabel = "<position text>",
      description = "the position, in the game's position text")
  private List<String> positionWords = new ArrayList<>();

  @Option(names = "--last", paramLabel = "<move>",
      description = "play this move from the position and draw the position after it, the move marked (an illegal"
          + " move is refused with the reason)")
  private @Nullable String last;

  @Option(names = "-o", paramLabel = "<file>",
      description = "write to this file instead of standard output (checked before drawing)")
  private @Nullable Path file;

  private final PrintStream out;

  /**
   * Makes the command.
   *
   * @param out the SVG document when there is no {@code -o}
   */
  SvgCommand(PrintStream out) {
    this.out = out;
  }

  /**
   * Runs the subcommand.
   *
   * @return the exit code 0
   * @throws CliException if the position or move cannot be read, the game has no pictures yet or
   *     the file cannot be written (exit code 2)
   */
  @Override
  public Integer call() {
    ConfiguredGame<?, ?> game = GameChoice.of(gameText, null);
    // The position text has spaces: taken whole when quoted, joined again when not.
    String position = String.join(" ", positionWords);
    Path target = file == null ? null : OutputFile.check(file.toString(), "the picture", false);
    String svg = draw(game, position, last);
    if (target == null) {
      out.print(svg);
    } else {
      write(target, svg);
    }
    return 0;
  }

  private static <S, M> String draw(
      ConfiguredGame<S, M> game, String position, @Nullable String last) {
    SvgRenderer<S, M> pictures = game.pictures().orElseThrow(
        () -> CliException.usage(game.config().name() + " has no pictures"));
    S state = game.positions().decode(position);
    if (last == null) {
      return pictures.render(state, null);
    }
    M move = game.notation().parse(last);
    Legality legality = game.rules().check(state, move);
    if (!legality.isLegal()) {
      throw CliException.usage("--last: " + legality.refusal(game.notation().format(move))
          + " (--last is played from the position given, and the position after it is drawn)");
    }
    return pictures.render(game.rules().playUnchecked(state, move), move);
  }

  private static void write(Path file, String svg) {
    try {
      Files.writeString(file, svg, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw CliException.usage("cannot write the picture to " + file + ": " + OutputFile.reason(e));
    }
  }
}
