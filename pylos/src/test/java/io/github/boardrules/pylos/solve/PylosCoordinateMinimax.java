package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.PylosModel;
import java.util.HashMap;
import java.util.Map;

/**
 * Brute-force minimax on the coordinate model of {@link PylosModel}, which shares no code with
 * the engine: can the player to move make his opponent stand without a legal move within {@code
 * depth} plies, or can the opponent do that to him?
 */
final class PylosCoordinateMinimax {
  private final Map<String, Boolean> wins = new HashMap<>();
  private final Map<String, Boolean> losses = new HashMap<>();

  boolean win(PylosModel position, int depth) {
    if (depth < 1) {
      return false;
    }
    String key = position.key() + depth;
    Boolean known = wins.get(key);
    if (known != null) {
      return known;
    }
    boolean result = false;
    for (PylosModel next : position.successors().values()) {
      if (lose(next, depth - 1)) {
        result = true;
        break;
      }
    }
    wins.put(key, result);
    return result;
  }

  boolean lose(PylosModel position, int depth) {
    Map<String, PylosModel> moves = position.successors();
    if (moves.isEmpty()) {
      return true;
    }
    if (depth < 2) {
      return false;
    }
    String key = position.key() + depth;
    Boolean known = losses.get(key);
    if (known != null) {
      return known;
    }
    boolean result = true;
    for (PylosModel next : moves.values()) {
      if (!win(next, depth - 1)) {
        result = false;
        break;
      }
    }
    losses.put(key, result);
    return result;
  }
}
