package io.github.boardrules.cli;

import io.github.boardrules.core.Perft;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * {@code perft <game> <depth>}: counts the move sequences of a length from the start (or from
 * {@code --from <position>}); {@code --divide} counts them per first move. A random setup starts
 * from the setup of its seed ({@code --seed} or the game's {@code seed} option).
 */
final class PerftCommand {
  private PerftCommand() {}

  /**
   * Runs the subcommand.
   *
   * @param options the arguments after {@code perft}
   * @param out the count; with {@code --divide} one {@code move count} line per move, then
   *     {@code total count}
   * @return the exit code 0
   */
  static int run(Options options, PrintStream out) {
    List<String> words = options.positional();
    if (words.size() != 2) {
      throw CliException.usage("perft takes a game and a depth; usage: " + Usage.PERFT_LINE);
    }
    String seed = options.take("--seed");
    ConfiguredGame<?, ?> game = GameChoice.of(words.get(0), seed);
    if (seed != null && game.config().value(GameChoice.SEED_OPTION).isEmpty()) {
      // perft has no bot: a seed that chooses no random setup would be silently ignored.
      throw CliException.usage("--seed chooses a random setup, and " + game.config() + " has none");
    }
    boolean divide = options.flag("--divide");
    int depth = (int) Math.min(Options.number("the depth", words.get(1), divide ? 1 : 0), Integer.MAX_VALUE);
    String from = options.take("--from");
    options.finish("perft " + game.config());
    count(game, depth, divide, from, out);
    return 0;
  }

  private static <S, M> void count(
      ConfiguredGame<S, M> game, int depth, boolean divide, @Nullable String from, PrintStream out) {
    S start = from == null ? game.rules().initialState() : game.positions().decode(from);
    if (!divide) {
      out.println(Perft.count(game.rules(), start, depth));
      return;
    }
    long total = 0;
    for (Map.Entry<M, Long> entry : Perft.divide(game.rules(), start, depth).entrySet()) {
      out.println(game.notation().format(entry.getKey()) + " " + entry.getValue());
      total += entry.getValue();
    }
    out.println("total " + total);
  }
}
