package io.github.boardrules.cli;

import io.github.boardrules.core.bots.Bot;

/**
 * A bot that holds something outside the JVM (an engine's process) and lets it go in {@link
 * #close}; the match runner closes such a bot when its game ends. The tool's wrappers (the move
 * clock, the stop) keep a wrapped bot closeable with {@link #around}.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
interface ClosingBot<S, M> extends Bot<S, M>, AutoCloseable {
  @Override
  void close();

  /**
   * Returns a wrapper's bot that closes the bot it wraps, when that one is closeable.
   *
   * @param wrapped the bot inside
   * @param wrapper the wrapper's moves, which call {@code wrapped}
   * @param <S> the state type
   * @param <M> the move type
   * @return {@code wrapper}, closeable if {@code wrapped} is
   */
  static <S, M> Bot<S, M> around(Bot<S, M> wrapped, Bot<S, M> wrapper) {
    if (!(wrapped instanceof ClosingBot<S, M> closing)) {
      return wrapper;
    }
    return new ClosingBot<S, M>() {
      @Override
      public M chooseMove(S state) {
        return wrapper.chooseMove(state);
      }

      @Override
      public void close() {
        closing.close();
      }
    };
  }
}
