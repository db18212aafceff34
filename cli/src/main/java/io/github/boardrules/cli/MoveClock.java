package io.github.boardrules.cli;

import io.github.boardrules.core.bots.Bot;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Adds up the time a side of a match thinks: every bot it makes is wrapped so that each move's
 * time is counted. Thread-safe: the games of a match run on several threads.
 */
final class MoveClock {
  private final AtomicLong nanos = new AtomicLong();
  private final AtomicLong moves = new AtomicLong();

  /** Wraps a bot so that its moves are timed on this clock. */
  <S, M> Bot<S, M> timed(Bot<S, M> bot) {
    return ClosingBot.around(bot, state -> {
      long start = System.nanoTime();
      M move = bot.chooseMove(state);
      nanos.addAndGet(System.nanoTime() - start);
      moves.incrementAndGet();
      return move;
    });
  }

  /** The moves timed so far. */
  long moves() {
    return moves.get();
  }

  /**
   * Describes the average time a move.
   *
   * @return such as {@code "12.3 ms a move over 1,200 moves"}, or {@code "no moves timed"}
   */
  String text() {
    long n = moves.get();
    if (n == 0) {
      return "no moves timed";
    }
    return String.format(Locale.ROOT, "%.2f ms a move over %,d moves", nanos.get() / 1e6 / n, n);
  }
}
