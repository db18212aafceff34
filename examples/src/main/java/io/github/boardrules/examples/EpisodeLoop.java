package io.github.boardrules.examples;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.learning.ActionEncoding;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

// The learning loop of docs/learning.md, which LearningLoop runs on any game of the catalogue.
// snippet:learning-loop
// Its records carry the arrays a network reads; they are never compared.
@SuppressWarnings("ArrayRecordComponent")
final class EpisodeLoop {
  /** One step: what the player to move saw, could do and did. */
  record Step(float[] observation, boolean[] mask, int action, Player player) {}

  /** A played game: its steps, its returns and whether it ended by its rules (not at the cap). */
  record Episode(List<Step> steps, double[] returns, boolean finished) {}

  static <S, M> Episode play(ConfiguredGame<S, M> game, int plies, SplittableRandom random) {
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
    return new Episode(List.copyOf(steps), returns, rules.status(state).isOver());
  }

  /** The uniform policy over the legal actions: where a network's masked softmax would go. */
  static int samplePolicy(boolean[] mask, SplittableRandom random) {
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
// end-snippet
