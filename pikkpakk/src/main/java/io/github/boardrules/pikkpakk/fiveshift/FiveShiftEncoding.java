package io.github.boardrules.pikkpakk.fiveshift;

import io.github.boardrules.core.learning.AbstractActionEncoding;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.internal.RunActions;

/**
 * Five-in-a-row with a shifting phase for learning: the actions and first five planes of {@link
 * RunActions} on the 9x9 board, shifts going up to 8 points, and a sixth plane of ones in the
 * placement phase.
 */
final class FiveShiftEncoding extends AbstractActionEncoding<FiveShiftState, PikkPakkMove> {
  private static final RunActions ACTIONS = new RunActions(FiveShift.SIZE, FiveShift.SIZE - 1, false);

  FiveShiftEncoding(FiveShift rules) {
    super(rules, ACTIONS.count(), RunActions.BALL_PLANES + 1, FiveShift.SIZE, FiveShift.SIZE);
  }

  @Override
  protected int indexOfLegal(FiveShiftState state, PikkPakkMove move) {
    return move.kind() == PikkPakkMove.Kind.PLACE
        ? ACTIONS.place(move.point().column(), move.point().row())
        : ACTIONS.run(FiveShift.written(move), false);
  }

  @Override
  protected void observe(FiveShiftState state, float[] out) {
    ACTIONS.observeBalls(out, viewer(state), state.rows());
    if (state.phase() == FiveShiftPhase.PLACEMENT) {
      ACTIONS.fillPlane(out, RunActions.BALL_PLANES, 1);
    }
  }
}
