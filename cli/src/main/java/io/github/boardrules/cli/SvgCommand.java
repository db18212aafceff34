package io.github.boardrules.cli;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.SvgRenderer;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * {@code svg <game> <position text>}: draws a position as an SVG document, to standard output or
 * to the file of {@code -o}. {@code --last <move>} plays a move from the position and draws the
 * position after it with the move marked: the move is checked against the rules, so an illegal
 * one is refused with its reason rather than drawn. The file of {@code -o} is checked before the
 * drawing starts.
 */
final class SvgCommand {
  private SvgCommand() {}

  /**
   * Runs the subcommand.
   *
   * @param options the arguments after {@code svg}
   * @param out the SVG document when there is no {@code -o}
   * @return the exit code 0
   * @throws CliException if the position or move cannot be read, the game has no pictures yet or
   *     the file cannot be written (exit code 2)
   */
  static int run(Options options, PrintStream out) {
    List<String> words = options.positional();
    if (words.size() < 2) {
      throw CliException.usage("svg takes a game and a position text; usage: " + Usage.SVG_LINE);
    }
    ConfiguredGame<?, ?> game = GameChoice.of(words.get(0), null);
    // The position text has spaces: taken whole when quoted, joined again when not.
    String position = String.join(" ", words.subList(1, words.size()));
    String last = options.take("--last");
    String file = options.take("-o");
    options.finish("svg " + game.config());
    Path target = file == null ? null : OutputFile.check(file, "the picture", false);
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
      throw CliException.usage("--last " + last + " is illegal in the position given: " + legality.message()
          + " (--last is played from the position, and the position after it is drawn)");
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
