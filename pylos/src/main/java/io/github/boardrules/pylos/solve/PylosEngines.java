package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.internal.PylosEngine;
import io.github.boardrules.pylos.internal.PylosMoveCode;
import io.github.boardrules.pylos.internal.PylosVariant;

/**
 * What the solvers take from the rules: the engine of a rules object's rule set and end reading,
 * and the move of an engine's code. The solvers play the pure game, so the engine has no ply
 * limit, whatever the rules' draw options.
 */
final class PylosEngines {
  private PylosEngines() {}

  /** Returns an engine that plays the rule set and end reading of {@code rules}. */
  static PylosEngine of(Pylos rules) {
    PylosVariant variant = switch (rules.ruleSet()) {
      case CHILDREN -> PylosVariant.CHILDREN;
      case STANDARD -> PylosVariant.STANDARD;
      case MATURE -> PylosVariant.MATURE;
    };
    return new PylosEngine(variant, rules.raiseWithEmptyReserve(), 0);
  }

  /** Returns the move of a code: for the solvers' answers, not their inner loops. */
  static PylosMove move(int code) {
    int from = PylosMoveCode.from(code);
    int to = PylosMoveCode.to(code);
    PylosMove move = from < 0 ? PylosMove.place(to) : PylosMove.raise(from, to);
    int low = PylosMoveCode.lowTakeBack(code);
    int high = PylosMoveCode.highTakeBack(code);
    return low < 0 ? move : high < 0 ? move.withTakeBacks(low) : move.withTakeBacks(low, high);
  }
}
