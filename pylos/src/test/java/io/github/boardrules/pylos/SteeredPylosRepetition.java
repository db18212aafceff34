package io.github.boardrules.pylos;

import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.SteeredRules;
import java.util.ArrayList;
import java.util.List;

/**
 * A move-choice bias for the property tests: the same Pylos game, whose {@link #legalMoves} lists
 * only some of the legal moves, so that random games repeat positions, which uniform random play
 * almost never does (a repetition needs both players to complete a square and take the same ball
 * back, again and again). Listed first, when there are any: the moves that lead to a position of the
 * game's history (the state's own keys); then the moves after which the mover's balls are as they
 * were (a ball placed or raised and taken back); otherwise every legal move. The list is never empty
 * while the real one is not, every listed move is legal, and every other method is the real game's:
 * the states are reachable ones.
 */
final class SteeredPylosRepetition extends SteeredRules<PylosState, PylosMove, Pylos> {
  SteeredPylosRepetition(Pylos rules) {
    super(rules);
  }

  @Override
  public List<PylosMove> legalMoves(PylosState state) {
    List<PylosMove> legal = rules.legalMoves(state);
    List<PylosMove> repeating = new ArrayList<>();
    List<PylosMove> undone = new ArrayList<>();
    Player mover = state.toMove();
    for (PylosMove move : legal) {
      PylosState after = rules.playUnchecked(state, move);
      if (seen(state, after.key())) {
        repeating.add(move);
      } else if (after.balls(mover) == state.balls(mover)) {
        undone.add(move);
      }
    }
    return !repeating.isEmpty() ? List.copyOf(repeating) : !undone.isEmpty() ? List.copyOf(undone) : legal;
  }

  private static boolean seen(PylosState state, long key) {
    if (state.key() == key) {
      return true;
    }
    for (long earlier : state.history()) {
      if (earlier == key) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return rules + ", steered: moves repeating a position first, then moves taking back the ball played";
  }
}
