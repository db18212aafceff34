package io.github.boardrules.bots;

import io.github.boardrules.core.bots.Bot;
import java.util.Objects;

/**
 * Plays a forced win where a small alpha-beta search without evaluation proves one, and asks
 * another bot elsewhere. The Monte-Carlo levels from 3 up use it: their random playouts can miss a
 * win in two or three turns that a few thousand positions of exhaustive search prove.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class ForcedWinFirstBot<S extends Object, M extends Object> implements Bot<S, M> {
  private final AlphaBetaBot<S, M> prover;
  private final Bot<S, M> otherwise;

  ForcedWinFirstBot(AlphaBetaBot<S, M> prover, Bot<S, M> otherwise) {
    this.prover = Objects.requireNonNull(prover, "prover");
    this.otherwise = Objects.requireNonNull(otherwise, "otherwise");
  }

  @Override
  public M chooseMove(S state) {
    AlphaBetaBot.Search<M> search = prover.search(state);
    return search.isForcedWin() ? search.move() : otherwise.chooseMove(state);
  }

  @Override
  public String toString() {
    return "ForcedWinFirst[" + prover + ", else " + otherwise + "]";
  }
}
