package io.github.boardrules.cli;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.SvgRenderer;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * {@code svg <game> <position text>}: draws a position as an SVG document, to standard output or
 * to the file of {@code -o}; {@code --last <move>} marks the move that led to the position.
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
    String svg = draw(game, position, last);
    if (file == null) {
      out.print(svg);
    } else {
      write(file, svg);
    }
    return 0;
  }

  private static <S, M> String draw(
      ConfiguredGame<S, M> game, String position, @Nullable String last) {
    SvgRenderer<S, M> pictures = game.pictures().orElseThrow(
        () -> CliException.usage(game.config().name() + " has no pictures"));
    S state = game.positions().decode(position);
    @Nullable M lastMove = last == null ? null : game.notation().parse(last);
    return pictures.render(state, lastMove);
  }

  private static void write(String file, String svg) {
    try {
      Files.writeString(Path.of(file), svg, StandardCharsets.UTF_8);
    } catch (IOException | InvalidPathException e) {
      throw CliException.usage("cannot write " + file + ": " + e.getMessage());
    }
  }
}
