package io.github.boardrules.colorfield;

import io.github.boardrules.testkit.SteeredRules;
import java.util.ArrayList;
import java.util.List;

/**
 * A move-choice bias for the property tests: the same colour-field game, whose {@link #legalMoves}
 * lists only some of the legal moves, so that random games repeat positions before a capture or a
 * piece leaving its gate resets the count. Listed first, when there are any: the moves
 * that repeat a position (the game's own verdict, used only to steer); then the moves after which
 * the opponent has such a move (a step the mover can take back next); then the reversible moves
 * (no capture, no piece leaving its gate); otherwise every legal move. The list is never empty while
 * the real one is not, every listed move is legal, and every other method is the real game's: the
 * states are reachable ones.
 */
final class SteeredColorFieldRepetition extends SteeredRules<ColorFieldState, ColorFieldMove, ColorField> {
  SteeredColorFieldRepetition(ColorField rules) {
    super(rules);
  }

  @Override
  public List<ColorFieldMove> legalMoves(ColorFieldState state) {
    List<ColorFieldMove> legal = rules.legalMoves(state);
    List<ColorFieldMove> repeating = new ArrayList<>();
    List<ColorFieldMove> leadingToARepetition = new ArrayList<>();
    List<ColorFieldMove> reversible = new ArrayList<>();
    int squares = state.layout().squareCount();
    for (ColorFieldMove move : legal) {
      if (move.isCapture() || move.from() >= squares) {
        continue;
      }
      reversible.add(move);
      ColorFieldState after = rules.playUnchecked(state, move);
      if (repeats(after)) {
        repeating.add(move);
      } else if (repeatingMoveExists(after, squares)) {
        leadingToARepetition.add(move);
      }
    }
    return !repeating.isEmpty() ? List.copyOf(repeating)
        : !leadingToARepetition.isEmpty() ? List.copyOf(leadingToARepetition)
        : !reversible.isEmpty() ? List.copyOf(reversible) : legal;
  }

  private boolean repeats(ColorFieldState state) {
    return rules.status(state).termination().orElse(null) == ColorFieldTermination.REPETITION;
  }

  private boolean repeatingMoveExists(ColorFieldState state, int squares) {
    for (ColorFieldMove reply : rules.legalMoves(state)) {
      if (!reply.isCapture() && reply.from() < squares && repeats(rules.playUnchecked(state, reply))) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return rules + ", steered: repeating moves first, then moves that can be taken back, then reversible ones";
  }
}
