package io.github.boardrules.nim.catalog;

import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionSolver;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.nim.solve.NimSolver;

/**
 * The NIM solvers as the catalogue's exact analysis: the solver's best move and whether the player
 * to move wins (the solvers know who wins, not in how many plies).
 */
final class NimHints {
  private NimHints() {}

  static <S extends Object, M extends Object> PositionSolver<S, M> of(NimSolver<S, M> solver) {
    return state -> solver.bestMove(state).map(move -> new Hint<>(move,
        solver.isWinForPlayerToMove(state) ? PositionValue.win(-1, false) : PositionValue.loss(-1, false)));
  }
}
