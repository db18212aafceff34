package io.github.boardrules.nim.solve;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.nim.HeapNimMove;
import io.github.boardrules.nim.HeapNimState;
import java.util.Objects;
import java.util.Optional;

/**
 * Perfect play for heap Nim by the nim-sum rule, in constant memory and time linear in the
 * number of heaps.
 *
 * <p>Normal play: the player to move wins exactly when the nim-sum (the XOR of all heap sizes) is
 * not 0, and a winning move makes it 0. Misère play: while some heap holds two or more balls the
 * same holds, except that a winning move that would leave only heaps of at most one ball leaves an
 * odd number of them instead; when every heap holds at most one ball, the player to move wins
 * exactly when the number of one-ball heaps is even (with none left, the opponent took the last
 * ball and lost).
 *
 * <pre>{@code
 * HeapNim rules = HeapNim.triangle();
 * HeapNimSolver solver = HeapNimSolver.of(rules);
 * solver.nimSum(rules.initialState());                 // 8
 * solver.bestMove(rules.initialState());               // Optional[h8:8]
 * }</pre>
 *
 * <p>Solvers are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class HeapNimSolver implements NimSolver<HeapNimState, HeapNimMove> {
  private final int heapCount;
  private final boolean misere;

  private HeapNimSolver(int heapCount, boolean misere) {
    this.heapCount = heapCount;
    this.misere = misere;
  }

  /**
   * Makes the solver of a game; it is cheap and holds nothing but the number of heaps and the
   * play.
   *
   * <pre>{@code
   * HeapNimSolver solver = HeapNimSolver.of(HeapNim.of(3, 4, 5));
   * }</pre>
   *
   * @param rules the game
   * @return the solver
   */
  public static HeapNimSolver of(HeapNim rules) {
    Objects.requireNonNull(rules, "rules");
    return new HeapNimSolver(rules.heapCount(), rules.misere());
  }

  @Override
  public Player toMove(HeapNimState state) {
    return state.toMove();
  }

  /**
   * Returns the nim-sum: the XOR of the heap sizes. In normal play it is the position's
   * Sprague–Grundy value.
   *
   * @param state a state of the solver's game
   * @return the nim-sum
   * @throws IllegalArgumentException if the state has a different number of heaps
   */
  public int nimSum(HeapNimState state) {
    requireGame(state);
    return nimSum(state.heaps());
  }

  @Override
  public boolean isWinForPlayerToMove(HeapNimState state) {
    requireGame(state);
    return wins(state.heaps());
  }

  private static int nimSum(int[] heaps) {
    int sum = 0;
    for (int heap : heaps) {
      sum ^= heap;
    }
    return sum;
  }

  private boolean wins(int[] heaps) {
    if (misere && largest(heaps) <= 1) {
      return countOnes(heaps) % 2 == 0;
    }
    return nimSum(heaps) != 0;
  }

  /**
   * Returns a winning move when there is one; otherwise one ball from the largest heap (the
   * lowest-numbered if several are largest), which makes the game last longest.
   *
   * @param state a state of the solver's game
   * @return a legal move, or empty when the game is over
   * @throws IllegalArgumentException if the state has a different number of heaps
   */
  @Override
  public Optional<HeapNimMove> bestMove(HeapNimState state) {
    requireGame(state);
    int[] heaps = state.heaps();
    int largest = largest(heaps);
    if (largest == 0) {
      return Optional.empty();
    }
    if (wins(heaps)) {
      return Optional.of(winningMove(heaps, nimSum(heaps)));
    }
    for (int i = 0; i < heaps.length; i++) {
      if (heaps[i] == largest) {
        return Optional.of(HeapNimMove.of(i + 1, 1));
      }
    }
    throw new AssertionError("a heap holds the largest size");
  }

  /** Returns a move to a lost position; the position is won for the player to move. */
  private HeapNimMove winningMove(int[] heaps, int sum) {
    int big = 0; // heaps of two or more balls
    int bigIndex = -1;
    for (int i = 0; i < heaps.length; i++) {
      if (heaps[i] >= 2) {
        big++;
        bigIndex = i;
      }
    }
    if (misere && big <= 1) {
      if (big == 0) {
        // An even number of one-ball heaps: take one, leaving an odd number.
        return HeapNimMove.of(firstNonEmpty(heaps) + 1, 1);
      }
      // One big heap: reduce it to 0 or 1 so that an odd number of one-ball heaps remains.
      int ones = countOnes(heaps);
      int keep = ones % 2 == 1 ? 0 : 1;
      return HeapNimMove.of(bigIndex + 1, heaps[bigIndex] - keep);
    }
    for (int i = 0; i < heaps.length; i++) {
      int target = heaps[i] ^ sum;
      if (target < heaps[i]) {
        return HeapNimMove.of(i + 1, heaps[i] - target);
      }
    }
    throw new AssertionError("a heap holds the nim-sum's highest bit");
  }

  private static int largest(int[] heaps) {
    int largest = 0;
    for (int heap : heaps) {
      largest = Math.max(largest, heap);
    }
    return largest;
  }

  private static int countOnes(int[] heaps) {
    int ones = 0;
    for (int heap : heaps) {
      if (heap == 1) {
        ones++;
      }
    }
    return ones;
  }

  private static int firstNonEmpty(int[] heaps) {
    for (int i = 0; i < heaps.length; i++) {
      if (heaps[i] > 0) {
        return i;
      }
    }
    throw new AssertionError("a heap is not empty");
  }

  private void requireGame(HeapNimState state) {
    if (state.heapCount() != heapCount) {
      throw new IllegalArgumentException(
          "The state has " + state.heapCount() + " heaps; this game has " + heapCount);
    }
  }
}
