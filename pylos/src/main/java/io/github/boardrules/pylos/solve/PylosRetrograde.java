package io.github.boardrules.pylos.solve;

import io.github.boardrules.core.Player;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.internal.Board;
import io.github.boardrules.pylos.internal.PylosEngine;
import java.util.Arrays;
import java.util.Optional;

/**
 * Retrograde analysis of every position reachable from one position: the exact value — win, loss
 * or draw by endless play — and the distance to the end of each, for any rule set. Behind {@link
 * PylosSolver#solveExactly}.
 *
 * <p>It enumerates the reachable positions once (breadth first, the eight board symmetries folded
 * into one key, as in {@link PylosSolver}), keeps each move as an edge, and then works back from
 * the ends: a position whose player cannot move is lost in 0; a position with a move to a lost
 * one is won, in one ply more than the shortest such; a position all of whose moves lead to won
 * ones is lost, in one ply more than the longest. Positions are taken in order of their
 * distances, so the distances are exact. What is neither won nor lost at the end is a draw: from
 * there neither player can force the end, and the game goes on for ever with best play (only the
 * rule sets that take balls back have such positions; the children's game is finite).
 */
final class PylosRetrograde {
  private static final byte UNSOLVED = 0;
  private static final byte WON = 1;
  private static final byte LOST = 2;

  private final PylosEngine engine;
  private final int maxPositions;

  /** Open-addressing set of canonical keys (0 for a free slot); the index of each is beside it. */
  private long[] slotKey = new long[0];

  private int[] slotIndex = new int[0];
  private long[] keyOf = new long[0];
  private int positions;

  /** The edges: from {@link #edgeFrom} to {@link #edgeTo}, one per legal move. */
  private int[] edgeFrom = new int[0];

  private int[] edgeTo = new int[0];
  private long edges;

  PylosRetrograde(PylosEngine engine, int maxPositions) {
    this.engine = engine;
    this.maxPositions = maxPositions;
  }

  /** Solves a state for its player to move: the one entry of the solver and the perfect bot. */
  static PylosSolver.Result solve(PylosEngine engine, PylosState state, int maxPositions) {
    Player mover = state.toMove();
    return new PylosRetrograde(engine, maxPositions)
        .solve(state.balls(mover), state.balls(mover.opponent()));
  }

  /**
   * Solves the position {@code (own, opponent)}, the player with {@code own} to move.
   *
   * @return the result, or an {@link PylosSolver.Verdict#UNKNOWN} one when more than {@code
   *     maxPositions} positions are reachable
   */
  PylosSolver.Result solve(long own, long opponent) {
    // The set starts small and doubles as positions come (indexOf): most solves reach far fewer
    // positions than their budget, and a set sized to the budget (up to 48 MB) is slow to clear
    // and to probe, each look-up a cache miss. The positions' indexes do not depend on its size.
    int capacity = Integer.highestOneBit(Math.max(16, Math.min(maxPositions, 1 << 13)) * 2);
    slotKey = new long[capacity];
    slotIndex = new int[capacity];
    keyOf = new long[1024];
    edgeFrom = new int[4096];
    edgeTo = new int[4096];
    positions = 0;
    edges = 0;
    int[] buffer = new int[PylosEngine.MAX_MOVES];
    int root = indexOf(canonical(own, opponent));
    for (int next = 0; next < positions; next++) {
      long key = keyOf[next];
      long mine = key & Board.FULL;
      long theirs = (key >>> Board.SPOTS) & Board.FULL;
      if (!engine.canMove(mine, theirs)) {
        continue;
      }
      int end = engine.generate(mine, theirs, buffer, 0);
      for (int i = 0; i < end; i++) {
        int child = indexOf(canonical(theirs, PylosEngine.apply(mine, buffer[i])));
        if (child < 0) {
          return new PylosSolver.Result(
              PylosSolver.Verdict.UNKNOWN, 0, Optional.empty(), positions);
        }
        addEdge(next, child);
      }
    }
    byte[] value = new byte[positions];
    int[] distance = new int[positions];
    int[] movesLeft = new int[positions];
    for (long e = 0; e < edges; e++) {
      movesLeft[edgeFrom[(int) e]]++;
    }
    // Predecessors in compressed rows: the edges sorted by their target.
    int[] firstPredecessor = new int[positions + 1];
    for (long e = 0; e < edges; e++) {
      firstPredecessor[edgeTo[(int) e] + 1]++;
    }
    for (int i = 0; i < positions; i++) {
      firstPredecessor[i + 1] += firstPredecessor[i];
    }
    int[] predecessors = new int[(int) edges];
    int[] fill = Arrays.copyOf(firstPredecessor, positions);
    for (long e = 0; e < edges; e++) {
      predecessors[fill[edgeTo[(int) e]]++] = edgeFrom[(int) e];
    }
    edgeFrom = new int[0]; // the predecessor rows hold the edges now: let the lists go
    edgeTo = new int[0];
    int[] queue = new int[positions];
    int head = 0;
    int tail = 0;
    for (int i = 0; i < positions; i++) {
      if (movesLeft[i] == 0) { // cannot move, or no legal move: lost now
        value[i] = LOST;
        queue[tail++] = i;
      }
    }
    while (head < tail) {
      int child = queue[head++];
      for (int p = firstPredecessor[child]; p < firstPredecessor[child + 1]; p++) {
        int parent = predecessors[p];
        if (value[parent] != UNSOLVED) {
          continue;
        }
        if (value[child] == LOST) {
          value[parent] = WON;
          distance[parent] = distance[child] + 1;
          queue[tail++] = parent;
        } else if (--movesLeft[parent] == 0) {
          value[parent] = LOST;
          distance[parent] = distance[child] + 1;
          queue[tail++] = parent;
        }
      }
    }
    return result(own, opponent, root, value, distance, buffer);
  }

  private PylosSolver.Result result(
      long own, long opponent, int root, byte[] value, int[] distance, int[] buffer) {
    PylosSolver.Verdict verdict =
        value[root] == WON
            ? PylosSolver.Verdict.WIN
            : value[root] == LOST ? PylosSolver.Verdict.LOSS : PylosSolver.Verdict.DRAW;
    // A win: a move to a lost position one ply nearer the end; a draw: a move to a drawn one; a
    // loss: a move to a won position (for the opponent) as far from the end as the root allows.
    Optional<PylosMove> best = Optional.empty();
    if (engine.canMove(own, opponent)) {
      int end = engine.generate(own, opponent, buffer, 0);
      for (int i = 0; i < end && best.isEmpty(); i++) {
        int child = find(canonical(opponent, PylosEngine.apply(own, buffer[i])));
        boolean keeps =
            switch (verdict) {
              case WIN -> value[child] == LOST && distance[child] == distance[root] - 1;
              case LOSS -> value[child] == WON && distance[child] == distance[root] - 1;
              default -> value[child] == UNSOLVED;
            };
        if (keeps) {
          best = Optional.of(PylosEngines.move(buffer[i]));
        }
      }
    }
    int plies = verdict == PylosSolver.Verdict.DRAW ? 0 : distance[root];
    return new PylosSolver.Result(verdict, plies, best, positions);
  }

  private void addEdge(int from, int to) {
    if (edges == edgeFrom.length) {
      if (edges >= Integer.MAX_VALUE - 8) {
        throw new IllegalStateException("more than 2^31 moves among the positions");
      }
      int grown = (int) Math.min(Integer.MAX_VALUE - 8, edges * 2);
      edgeFrom = Arrays.copyOf(edgeFrom, grown);
      edgeTo = Arrays.copyOf(edgeTo, grown);
    }
    edgeFrom[(int) edges] = from;
    edgeTo[(int) edges] = to;
    edges++;
  }

  /** The index of a position, added when new; -1 when the budget is spent. */
  private int indexOf(long key) {
    int slot = slot(key);
    while (slotKey[slot] != 0) {
      if (slotKey[slot] == key) {
        return slotIndex[slot];
      }
      slot = (slot + 1) & (slotKey.length - 1);
    }
    if (positions == maxPositions) {
      return -1;
    }
    if (2 * (positions + 1) > slotKey.length) {
      grow();
      return indexOf(key);
    }
    slotKey[slot] = key;
    slotIndex[slot] = positions;
    if (positions == keyOf.length) {
      keyOf = Arrays.copyOf(keyOf, positions * 2);
    }
    keyOf[positions] = key;
    return positions++;
  }

  private int find(long key) {
    int slot = slot(key);
    while (slotKey[slot] != key) {
      slot = (slot + 1) & (slotKey.length - 1);
    }
    return slotIndex[slot];
  }

  private void grow() {
    long[] oldKeys = slotKey;
    int[] oldIndexes = slotIndex;
    slotKey = new long[oldKeys.length * 2];
    slotIndex = new int[oldKeys.length * 2];
    for (int s = 0; s < oldKeys.length; s++) {
      if (oldKeys[s] != 0) {
        int slot = slot(oldKeys[s]);
        while (slotKey[slot] != 0) {
          slot = (slot + 1) & (slotKey.length - 1);
        }
        slotKey[slot] = oldKeys[s];
        slotIndex[slot] = oldIndexes[s];
      }
    }
  }

  /** The home slot of a key: the top bits of a multiplicative hash, as many as the table needs. */
  private int slot(long key) {
    int bits = Integer.numberOfTrailingZeros(slotKey.length);
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - bits));
  }

  /** The smallest of the eight symmetric images, own balls in the low bits, marked used. */
  static long canonical(long own, long opponent) {
    long best = Long.MAX_VALUE;
    for (int s = 0; s < Board.SYMMETRIES; s++) {
      long key = Board.transformMask(s, own) | Board.transformMask(s, opponent) << Board.SPOTS;
      best = Math.min(best, key);
    }
    return best | 1L << 62;
  }
}
