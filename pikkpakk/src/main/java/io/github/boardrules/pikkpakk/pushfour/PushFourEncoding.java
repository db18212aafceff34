package io.github.boardrules.pikkpakk.pushfour;

import io.github.boardrules.core.learning.AbstractActionEncoding;
import io.github.boardrules.pikkpakk.internal.RunActions;
import java.util.List;

/**
 * Push-four for learning: 28 actions, one per entry point in the order of {@link
 * PushFourMove#all()}, and the five planes of {@link RunActions} on the 9x9 board.
 */
final class PushFourEncoding extends AbstractActionEncoding<PushFourState, PushFourMove> {
  private static final RunActions PLANES = new RunActions(PushFour.SIZE, 1, false);
  private static final List<PushFourMove> ALL = PushFourMove.all();

  PushFourEncoding(PushFour rules) {
    super(rules, PushFourMove.ENTRY_POINTS, RunActions.BALL_PLANES, PushFour.SIZE, PushFour.SIZE);
  }

  @Override
  protected int indexOfLegal(PushFourState state, PushFourMove move) {
    return ALL.indexOf(move);
  }

  @Override
  protected void observe(PushFourState state, float[] out) {
    PLANES.observeBalls(out, viewer(state), state.rows());
  }
}
