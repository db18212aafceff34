package io.github.boardrules.pikkpakk;

import io.github.boardrules.testkit.SteeredRules;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A move-choice bias for the property tests: the same Pikk-Pakk game with the winning tie move,
 * whose {@link #legalMoves} lists only some of the legal moves, so that random games reach
 * positions where a tie line may be moved (it may only when the move wins at once), which uniform
 * random play seldom does. The tie moves are the moves the game lists that the same game without
 * the option does not. Listed first, when there are any: the tie moves; then the moves after which
 * the opponent has a tie move; then the moves that end nothing (longer games); otherwise every
 * legal move. The list is never empty while the real one is not, every listed move is legal, and
 * every other method is the real game's: the states are reachable ones.
 */
final class SteeredPikkPakkTie extends SteeredRules<PikkPakkState, PikkPakkMove, PikkPakk> {
  private final PikkPakk withoutTies;

  SteeredPikkPakkTie(PikkPakk rules, PikkPakk withoutTies) {
    super(rules);
    this.withoutTies = withoutTies;
  }

  /**
   * Returns the tie moves of a state: those the rules list and the rules without the option do not.
   *
   * @param state the state
   * @return the tie moves
   */
  List<PikkPakkMove> tieMoves(PikkPakkState state) {
    Set<PikkPakkMove> plain = new HashSet<>(withoutTies.legalMoves(state));
    List<PikkPakkMove> ties = new ArrayList<>();
    for (PikkPakkMove move : rules.legalMoves(state)) {
      if (!plain.contains(move)) {
        ties.add(move);
      }
    }
    return ties;
  }

  @Override
  public List<PikkPakkMove> legalMoves(PikkPakkState state) {
    List<PikkPakkMove> ties = tieMoves(state);
    if (!ties.isEmpty()) {
      return List.copyOf(ties);
    }
    List<PikkPakkMove> legal = rules.legalMoves(state);
    List<PikkPakkMove> givingATie = new ArrayList<>();
    List<PikkPakkMove> endingNothing = new ArrayList<>();
    for (PikkPakkMove move : legal) {
      PikkPakkState after = rules.playUnchecked(state, move);
      if (rules.status(after).isOver()) {
        continue;
      }
      endingNothing.add(move);
      if (!tieMoves(after).isEmpty()) {
        givingATie.add(move);
      }
    }
    return !givingATie.isEmpty() ? List.copyOf(givingATie)
        : !endingNothing.isEmpty() ? List.copyOf(endingNothing) : legal;
  }

  @Override
  public String toString() {
    return rules + ", steered: tie moves first, then moves giving one, then moves that end nothing";
  }
}
