package io.github.boardrules.bench;

import io.github.boardrules.core.Rules;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A fixed sample of positions from random games where the game goes on, handed out in turn, so
 * that move generation is measured on the mix of positions a game really reaches rather than on
 * the start alone. The sample is the same on every run (seed 42).
 *
 * @param <S> the state type
 */
final class RandomPositions<S extends Object> {
  private static final int COUNT = 1024; // a power of two: the index wraps with a mask

  private final Object[] positions = new Object[COUNT];
  private int next;

  /**
   * Draws the sample: each position is {@code start} after 0 to {@code maxPlies - 1} random
   * legal moves, stopping one move short of a game's end, so that every position has moves.
   */
  <M extends Object> RandomPositions(Rules<S, M> rules, S start, int maxPlies) {
    SplittableRandom random = new SplittableRandom(42);
    for (int i = 0; i < COUNT; i++) {
      S state = start;
      int plies = random.nextInt(0, maxPlies);
      for (int p = 0; p < plies; p++) {
        List<M> moves = rules.legalMoves(state);
        S after = rules.play(state, moves.get(random.nextInt(moves.size())));
        if (rules.status(after).isOver()) {
          break;
        }
        state = after;
      }
      positions[i] = state;
    }
  }

  /** Returns the next position of the sample, cycling. */
  @SuppressWarnings("unchecked") // every element was stored as an S by the constructor
  S next() {
    next = (next + 1) & (COUNT - 1);
    return (S) positions[next];
  }
}
