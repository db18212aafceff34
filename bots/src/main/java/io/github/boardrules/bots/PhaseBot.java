package io.github.boardrules.bots;

import io.github.boardrules.core.bots.Bot;
import java.util.function.Predicate;

/**
 * The top level of a game with a {@linkplain io.github.boardrules.core.bots.PhaseLevel phase
 * level}: one bot moves while the phase lasts, the level's own search after it.
 */
final class PhaseBot<S extends Object, M extends Object> implements Bot<S, M> {
  private final Predicate<S> during;
  private final Bot<S, M> inPhase;
  private final Bot<S, M> otherwise;

  PhaseBot(Predicate<S> during, Bot<S, M> inPhase, Bot<S, M> otherwise) {
    this.during = during;
    this.inPhase = inPhase;
    this.otherwise = otherwise;
  }

  @Override
  public M chooseMove(S state) {
    return during.test(state) ? inPhase.chooseMove(state) : otherwise.chooseMove(state);
  }
}
