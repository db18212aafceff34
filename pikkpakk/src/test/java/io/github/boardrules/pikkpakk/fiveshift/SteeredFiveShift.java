package io.github.boardrules.pikkpakk.fiveshift;

import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.SteeredRules;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import java.util.ArrayList;
import java.util.List;

/**
 * A move-choice bias for the property tests: the same game, whose {@link #legalMoves} lists only
 * some of the legal moves, so that random games reach the rules uniform random play rarely reaches.
 * A uniform random placement game makes a five before the field is full about nine times in ten;
 * these games place no five while a placement without one is left, so many more of them reach the
 * shifting phase by its real transition at ply 49. In phase 2 the {@link Shifts} choice says which
 * shifts are listed. The list is never empty while the real one is not, every listed move is legal,
 * and every other method is the real game's: the states are reachable ones.
 */
final class SteeredFiveShift extends SteeredRules<FiveShiftState, PikkPakkMove, FiveShift> {
  /** Which phase-2 moves are listed. */
  enum Shifts {
    /** All of them: uniform random shifting. */
    ALL,
    /**
     * Those that give the opponent a five (alone, or besides the mover's: the both-players rule),
     * when there are any.
     */
    OPPONENTS_FIVE,
    /**
     * Those that make nobody a five, when there are any: long games, which end by a player having
     * no legal move (with rim removal the balls run out) or by the ply limit.
     */
    NO_FIVE
  }

  private final Shifts shifts;

  SteeredFiveShift(FiveShift rules, Shifts shifts) {
    super(rules);
    this.shifts = shifts;
  }

  @Override
  public List<PikkPakkMove> legalMoves(FiveShiftState state) {
    List<PikkPakkMove> legal = rules.legalMoves(state);
    char mover = state.toMove() == Player.FIRST ? 'X' : 'o';
    char opponent = mover == 'X' ? 'o' : 'X';
    List<PikkPakkMove> chosen = new ArrayList<>();
    if (state.phase() == FiveShiftPhase.PLACEMENT) {
      for (PikkPakkMove move : legal) {
        if (!FiveShiftGridModel.hasFive(FiveShiftGridModel.grid(rules.play(state, move)), mover)) {
          chosen.add(move);
        }
      }
    } else if (shifts != Shifts.ALL) {
      for (PikkPakkMove move : legal) {
        char[][] after = FiveShiftGridModel.grid(rules.play(state, move));
        boolean opponentsFive = FiveShiftGridModel.hasFive(after, opponent);
        boolean noFive = !opponentsFive && !FiveShiftGridModel.hasFive(after, mover);
        if (shifts == Shifts.OPPONENTS_FIVE ? opponentsFive : noFive) {
          chosen.add(move);
        }
      }
    }
    return chosen.isEmpty() ? legal : List.copyOf(chosen);
  }

  @Override
  public String toString() {
    return rules + ", steered: no placement five while one can be avoided, shifts " + shifts;
  }
}
