package io.github.boardrules.nim.solve;

import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import java.util.HashMap;
import java.util.Map;

/**
 * Independent perfect play for the tests: plain minimax and Grundy values over the public rules
 * API only ({@code legalMoves}, {@code play}, {@code status}), memoised by state.
 */
final class BruteForce<S extends Object, M extends Object> {
  private final Rules<S, M> rules;
  private final Map<S, Boolean> wins = new HashMap<>();
  private final Map<S, Integer> grundy = new HashMap<>();

  BruteForce(Rules<S, M> rules) {
    this.rules = rules;
  }

  /** Whether the player to move wins with perfect play; at the end, whether they are the winner. */
  boolean moverWins(S state) {
    Boolean known = wins.get(state);
    if (known != null) {
      return known;
    }
    Status status = rules.status(state);
    boolean result;
    if (status.isOver()) {
      result = status.winner().orElseThrow() == rules.toMove(state);
    } else {
      result = false;
      for (M move : rules.legalMoves(state)) {
        if (!moverWins(rules.play(state, move))) {
          result = true;
          break;
        }
      }
    }
    wins.put(state, result);
    return result;
  }

  /** The Sprague–Grundy value under normal play: the mex of the values after each move. */
  int grundy(S state) {
    Integer known = grundy.get(state);
    if (known != null) {
      return known;
    }
    boolean[] seen = new boolean[rules.legalMoves(state).size() + 1];
    for (M move : rules.legalMoves(state)) {
      int value = grundy(rules.play(state, move));
      if (value < seen.length) {
        seen[value] = true;
      }
    }
    int mex = 0;
    while (seen[mex]) {
      mex++;
    }
    grundy.put(state, mex);
    return mex;
  }
}
