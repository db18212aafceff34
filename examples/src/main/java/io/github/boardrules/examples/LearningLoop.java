package io.github.boardrules.examples;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.learning.ActionEncoding;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A learning loop that knows no game: it plays any game of the catalogue by integers and tensors
 * alone, as self-play for a learning agent does. Each step reads the observation and the
 * legal-action mask, asks a policy for an action index, and turns it back into a move; the game's
 * returns label every step from the view of the player who took it.
 *
 * <pre>
 * java -cp examples/target/boardrules-examples.jar io.github.boardrules.examples.LearningLoop 'zertz(board=61)'
 * </pre>
 *
 * <p>The policy here is the uniform one over the mask, a stand-in for a network's output. The loop
 * itself is {@link EpisodeLoop}, the code docs/learning.md shows.
 */
public final class LearningLoop {
  private LearningLoop() {}

  /**
   * Plays an episode of each named game (all the catalogue's when none) and prints what a learner
   * sees.
   *
   * @param args configured games, such as {@code pylos(ruleSet=mature)}
   */
  public static void main(String[] args) {
    GameCatalog catalog = GameCatalog.load();
    List<String> names = args.length > 0 ? List.of(args) : catalog.names();
    for (String name : names) {
      ConfiguredGame<?, ?> game = catalog.game(name);
      ActionEncoding<?, ?> encoding = game.encoding().orElseThrow();
      EpisodeLoop.Episode episode = EpisodeLoop.play(game, 300, new SplittableRandom(2026));
      System.out.printf("%-40s observation %-14s %7d actions  %3d steps  returns %s%s%n",
          game.config(), Arrays.toString(encoding.observationShape()), encoding.actionCount(),
          episode.steps().size(), Arrays.toString(episode.returns()),
          episode.finished() ? "" : " (cut)");
    }
  }
}
