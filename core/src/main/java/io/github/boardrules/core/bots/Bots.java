package io.github.boardrules.core.bots;

import io.github.boardrules.core.Rules;
import java.util.List;

/** What every bot does first: the legal moves, or a clear refusal when the game is over. */
final class Bots {
  private Bots() {}

  static <S extends Object, M extends Object> List<M> legalMovesOrThrow(Rules<S, M> rules, S state) {
    List<M> moves = rules.legalMoves(state);
    if (moves.isEmpty()) {
      throw new IllegalStateException(
          "The game is over, there is no move to choose: " + rules.status(state).description());
    }
    return moves;
  }
}
