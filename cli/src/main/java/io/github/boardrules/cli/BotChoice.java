package io.github.boardrules.cli;

import io.github.boardrules.core.bots.AlphaBetaBot;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.core.bots.MctsBot;
import io.github.boardrules.core.bots.RandomBot;
import io.github.boardrules.core.catalog.ConfiguredGame;

/**
 * The opponent of {@code play}: {@code random}, {@code mcts}, {@code alphabeta} or {@code solver}.
 *
 * @param kind the bot's name
 * @param seed the seed of the random and MCTS bots
 * @param iterations MCTS iterations a move
 * @param depth the alpha-beta search depth
 */
record BotChoice(String kind, long seed, int iterations, int depth) {

  /**
   * Creates the bot for a game.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the bot
   * @throws CliException if the kind is unknown or the game has no evaluation or solver for it
   */
  <S, M> Bot<S, M> create(ConfiguredGame<S, M> game) {
    return switch (kind) {
      case "random" -> RandomBot.of(game.rules(), seed);
      case "mcts" -> MctsBot.builder(game.rules()).iterations(iterations).playout(game.playout())
            .seed(seed).build();
      case "alphabeta" -> {
        Evaluation<S> evaluation = game.evaluation().orElseThrow(() -> CliException.usage(
            game.config().name() + " has no alpha-beta evaluation; use --vs mcts or random"));
        AlphaBetaBot.Builder<S, M> builder =
            AlphaBetaBot.builder(game.rules(), evaluation).maxDepth(depth);
        game.hash().ifPresent(builder::hash);
        yield builder.build();
      }
      case "solver" -> {
        yield game.perfectPlayer().orElseThrow(() -> CliException.usage(
            game.config().name() + " has no solver; the NIM games have one"));
      }
      default -> throw CliException.usage(
          "unknown player \"" + kind + "\" for --vs; choose random, mcts, alphabeta or solver");
    };
  }
}
