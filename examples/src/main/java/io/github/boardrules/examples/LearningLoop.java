package io.github.boardrules.examples;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.learning.ActionEncoding;
import java.util.ArrayList;
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
 * <p>The policy here is the uniform one over the mask, a stand-in for a network's output.
 */
public final class LearningLoop {
  private LearningLoop() {}

  /**
   * One step of an episode, as a learner stores it.
   *
   * @param observation the observation tensor, from the view of {@code player}
   * @param mask the legal actions
   * @param action the action taken
   * @param player who took it
   */
  public record Step(float[] observation, boolean[] mask, int action, Player player) {}

  /**
   * A played episode.
   *
   * @param game the configured game's text
   * @param shape the observation shape
   * @param actionCount the number of distinct actions
   * @param steps the steps, in order
   * @param returns the final returns of both players, {@code {0, 0}} when cut at the ply cap
   * @param finished whether the game ended by its rules (not at the cap)
   */
  public record Episode(
      String game, int[] shape, int actionCount, List<Step> steps, double[] returns, boolean finished) {

    /**
     * Returns the value target of one step: the return of the player who took it.
     *
     * @param step the step's number
     * @return {@code +1}, {@code -1} or {@code 0}
     */
    public double target(int step) {
      return returns[steps.get(step).player().ordinal()];
    }
  }

  /**
   * Plays an episode of each named game (all the catalogue's when none) and prints what a learner
   * sees.
   *
   * @param args configured games, such as {@code pylos(ruleSet=mature)}
   */
  public static void main(String[] args) {
    List<String> names = args.length > 0 ? List.of(args) : GameCatalog.load().names();
    for (String name : names) {
      Episode episode = play(name, 300, 2026);
      System.out.printf("%-40s observation %-14s %7d actions  %3d steps  returns %s%s%n",
          episode.game(), Arrays.toString(episode.shape()), episode.actionCount(),
          episode.steps().size(), Arrays.toString(episode.returns()),
          episode.finished() ? "" : " (cut)");
    }
  }

  /**
   * Plays one episode of a configured game by integers and tensors.
   *
   * @param name the configured game's text
   * @param plies the most plies: a tool's cap, not a rule
   * @param seed the policy's seed
   * @return the episode
   */
  public static Episode play(String name, int plies, long seed) {
    return play(GameCatalog.load().game(name), plies, new SplittableRandom(seed));
  }

  private static <S, M> Episode play(ConfiguredGame<S, M> game, int plies, SplittableRandom random) {
    // snippet:learning-loop
    ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
    Rules<S, M> rules = game.rules();
    S state = rules.initialState(random);
    List<Step> steps = new ArrayList<>();
    while (steps.size() < plies && rules.status(state).isOngoing()) {
      float[] observation = encoding.observation(state);   // observationShape(), mover's view
      boolean[] mask = encoding.legalMask(state);          // actionCount() flags
      int action = samplePolicy(mask, random);             // a network's masked policy here
      steps.add(new Step(observation, mask, action, rules.toMove(state)));
      state = rules.play(state, encoding.move(state, action));
    }
    double[] returns = encoding.returns(state);            // +1 / -1 / 0 per player
    // end-snippet
    return new Episode(game.config().toString(), encoding.observationShape(), encoding.actionCount(),
        List.copyOf(steps), returns, rules.status(state).isOver());
  }

  /** The uniform policy over the legal actions: where a network's masked softmax would go. */
  private static int samplePolicy(boolean[] mask, SplittableRandom random) {
    int legal = 0;
    for (boolean b : mask) {
      legal += b ? 1 : 0;
    }
    int pick = random.nextInt(legal);
    for (int action = 0; ; action++) {
      if (mask[action] && pick-- == 0) {
        return action;
      }
    }
  }
}
