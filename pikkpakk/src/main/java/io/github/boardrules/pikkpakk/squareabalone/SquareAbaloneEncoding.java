package io.github.boardrules.pikkpakk.squareabalone;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.learning.AbstractActionEncoding;
import io.github.boardrules.pikkpakk.internal.RunActions;

/**
 * Square Abalone for learning: the actions of {@link RunActions} on the 9x9 board with sideways
 * moves as their own kind and pushes going up to 9 points; its five planes, then plane 5 all ones
 * in the joint opening's placement phase, planes 6 and 7 filled with the balls pushed off by the
 * player to move and by the opponent, divided by N (the win-at count).
 */
final class SquareAbaloneEncoding extends AbstractActionEncoding<SquareAbaloneState, SquareAbaloneMove> {
  private static final RunActions ACTIONS =
      new RunActions(SquareAbalone.SIZE, SquareAbalone.SIZE, true);

  private final SquareAbalone rules;

  SquareAbaloneEncoding(SquareAbalone rules) {
    super(rules, ACTIONS.count(), RunActions.BALL_PLANES + 3, SquareAbalone.SIZE, SquareAbalone.SIZE);
    this.rules = rules;
  }

  @Override
  protected int indexOfLegal(SquareAbaloneState state, SquareAbaloneMove move) {
    return switch (move.kind()) {
      case PLACE -> ACTIONS.place(move.point().column(), move.point().row());
      case PUSH -> ACTIONS.run(move.written(), false);
      case SIDEWAYS -> ACTIONS.run(move.written(), true);
    };
  }

  @Override
  protected void observe(SquareAbaloneState state, float[] out) {
    Player viewer = viewer(state);
    ACTIONS.observeBalls(out, viewer, state.rows());
    if (rules.placing(state.ply())) {
      ACTIONS.fillPlane(out, RunActions.BALL_PLANES, 1);
    }
    ACTIONS.fillPlane(out, RunActions.BALL_PLANES + 1, state.captured(viewer) / (float) rules.winAt());
    ACTIONS.fillPlane(
        out, RunActions.BALL_PLANES + 2, state.captured(viewer.opponent()) / (float) rules.winAt());
  }
}
