package io.github.boardrules.cli;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The opponent of {@code play}: {@code random}, {@code mcts}, {@code alphabeta} or {@code solver}.
 *
 * @param kind the bot's name
 * @param seed the seed of the random and MCTS bots
 * @param iterations MCTS iterations a move
 * @param depth the alpha-beta search depth
 */
record BotChoice(String kind, long seed, int iterations, int depth) {
  /** The most MCTS iterations a move: a move in seconds on the biggest boards. */
  static final int MAX_ITERATIONS = 100_000;

  /** The deepest alpha-beta search the bot has. */
  static final int MAX_DEPTH = 100;

  private static final List<String> KINDS = List.of("random", "mcts", "alphabeta", "solver");

  /** The players of {@code --vs}: what the shell completes. */
  static final class Kinds implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return KINDS.iterator();
    }
  }

  /**
   * Reads the opponent of {@code play} from its options, refusing an option that the chosen bot
   * (or a game without a bot) would ignore.
   *
   * @param game the game
   * @param vs {@code --vs}, in any case, or null for {@code mcts}
   * @param seed {@code --seed}, or null for 1
   * @param iterations {@code --iterations}, or null for 1000
   * @param depth {@code --depth}, or null for 4
   * @return the choice
   * @throws CliException if a value is out of range or an option does not apply
   */
  static BotChoice of(ConfiguredGame<?, ?> game, @Nullable String vs, @Nullable String seed,
      @Nullable String iterations, @Nullable String depth) {
    boolean seedsSetup = GameChoice.hasSeededSetup(game);
    long seedValue = seed == null ? 1 : WholeNumber.parse("--seed", seed, Long.MIN_VALUE, Long.MAX_VALUE);
    if (game.isSolo()) {
      String given = vs != null ? "--vs" : iterations != null ? "--iterations" : depth != null ? "--depth" : null;
      if (given == null && seed != null && !seedsSetup) {
        given = "--seed";
      }
      if (given != null) {
        throw CliException.usage(given + " is for the bot; " + game.config()
            + " is a puzzle for one player, who makes every move, and has no random setup");
      }
      return new BotChoice("none", seedValue, 0, 0);
    }
    String kind = vs == null ? "mcts" : vs.toLowerCase(Locale.ROOT);
    if (!KINDS.contains(kind)) {
      throw CliException.usage("unknown player \"" + vs + "\" for --vs; choose random, mcts, alphabeta or solver");
    }
    if (iterations != null && !kind.equals("mcts")) {
      throw CliException.usage("--iterations is for --vs mcts; the " + kind + " bot has no iterations");
    }
    if (depth != null && !kind.equals("alphabeta")) {
      throw CliException.usage("--depth is for --vs alphabeta; the " + kind + " bot has no search depth");
    }
    if (seed != null && !seedsSetup && (kind.equals("alphabeta") || kind.equals("solver"))) {
      throw CliException.usage("--seed seeds the random and MCTS bots and a random setup; the " + kind
          + " bot plays without chance and " + game.config() + " has no random setup");
    }
    if (kind.equals("alphabeta") && game.evaluation().isEmpty()) {
      throw CliException.usage(game.config().name() + " has no alpha-beta evaluation; use --vs mcts or random");
    }
    if (kind.equals("solver") && game.perfectPlayer().isEmpty()) {
      throw CliException.usage(game.config().name() + " has no solver; the NIM games have one");
    }
    return new BotChoice(kind, seedValue,
        iterations == null ? 1000 : (int) WholeNumber.parse("--iterations", iterations, 1, MAX_ITERATIONS),
        depth == null ? 4 : (int) WholeNumber.parse("--depth", depth, 1, MAX_DEPTH));
  }

  /**
   * Creates the bot for a game.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the bot
   * @throws CliException if the game has no evaluation or solver for it
   */
  <S, M> Bot<S, M> create(ConfiguredGame<S, M> game) {
    return switch (kind) {
      case "random" -> RandomBot.of(game.rules(), seed);
      case "alphabeta" -> {
        Evaluation<S> evaluation = game.evaluation().orElseThrow(() -> CliException.usage(
            game.config().name() + " has no alpha-beta evaluation; use --vs mcts or random"));
        AlphaBetaBot.Builder<S, M> builder =
            AlphaBetaBot.builder(game.rules(), evaluation).maxDepth(depth);
        game.hash().ifPresent(builder::hash);
        yield builder.build();
      }
      case "solver" -> game.perfectPlayer().orElseThrow(() -> CliException.usage(
          game.config().name() + " has no solver; the NIM games have one"));
      default -> MctsBot.builder(game.rules()).iterations(iterations).playout(game.playout())
          .seed(seed).build();
    };
  }
}
