package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosState;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Plain minimax through the rules API, independent of the solver's search: can the player to
 * move force a win (the opponent without a move) within {@code depth} plies?
 */
final class PylosMinimax {
  private final Pylos rules;
  private final Map<String, Boolean> wins = new HashMap<>();
  private final Map<String, Boolean> losses = new HashMap<>();

  PylosMinimax(Pylos rules) {
    this.rules = rules;
  }

  boolean win(PylosState state, int depth) {
    if (depth < 1) {
      return false;
    }
    String key = state.light() + "/" + state.dark() + "/" + state.toMove() + "/" + depth;
    Boolean known = wins.get(key);
    if (known != null) {
      return known;
    }
    boolean result = false;
    for (PylosMove move : rules.legalMoves(state)) {
      if (lose(rules.play(state, move), depth - 1)) {
        result = true;
        break;
      }
    }
    wins.put(key, result);
    return result;
  }

  boolean lose(PylosState state, int depth) {
    List<PylosMove> moves = rules.legalMoves(state);
    if (moves.isEmpty()) {
      return true;
    }
    if (depth < 2) {
      return false;
    }
    String key = state.light() + "/" + state.dark() + "/" + state.toMove() + "/" + depth;
    Boolean known = losses.get(key);
    if (known != null) {
      return known;
    }
    boolean result = true;
    for (PylosMove move : moves) {
      if (!win(rules.play(state, move), depth - 1)) {
        result = false;
        break;
      }
    }
    losses.put(key, result);
    return result;
  }
}
