package io.github.boardrules.pikkpakk;

import io.github.boardrules.core.learning.AbstractActionEncoding;
import io.github.boardrules.pikkpakk.internal.RunActions;

/**
 * Pikk-Pakk for learning: the actions and first five planes of {@link RunActions} on the game's
 * board, shifts going up to {@code n - 1} points, and a sixth plane of ones in the joint opening's
 * placement phase.
 */
final class PikkPakkEncoding extends AbstractActionEncoding<PikkPakkState, PikkPakkMove> {
  private final PikkPakk rules;
  private final RunActions actions;

  PikkPakkEncoding(PikkPakk rules) {
    this(rules, new RunActions(rules.size(), rules.size() - 1, false));
  }

  private PikkPakkEncoding(PikkPakk rules, RunActions actions) {
    super(rules, actions.count(), RunActions.BALL_PLANES + 1, rules.size(), rules.size());
    this.rules = rules;
    this.actions = actions;
  }

  @Override
  protected int indexOfLegal(PikkPakkState state, PikkPakkMove move) {
    return move.kind() == PikkPakkMove.Kind.PLACE
        ? actions.place(move.point().column(), move.point().row())
        : actions.run(move.written(), false);
  }

  @Override
  protected void observe(PikkPakkState state, float[] out) {
    actions.observeBalls(out, viewer(state), state.rows());
    if (rules.placing(state)) {
      actions.fillPlane(out, RunActions.BALL_PLANES, 1);
    }
  }
}
