package io.github.boardrules.pylos.solve;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.internal.Board;
import io.github.boardrules.pylos.internal.PylosEngine;
import io.github.boardrules.pylos.internal.PylosMoveCode;
import java.util.Objects;
import java.util.Optional;

/**
 * A proof search for Pylos: it proves that the player to move wins, or loses, within a number of
 * plies, by depth-first search over every legal move, with a transposition table, the eight
 * symmetries of the square and the colour symmetry folded into one key, and iterative
 * deepening.
 *
 * <pre>{@code
 * Pylos rules = Pylos.standard();
 * PylosSolver solver = PylosSolver.of(rules);                 // ~24 MB: make it once, keep it
 * PylosSolver.Result result = solver.solve(state, 15);
 * result.verdict();    // WIN, LOSS or UNKNOWN, for the player to move
 * result.plies();      // the shortest win, or the longest resistance, in plies
 * result.bestMove();   // a winning move, when the verdict is WIN
 * }</pre>
 *
 * <p><b>What is proved.</b> "Win within d" means that the player to move can make the opponent
 * stand without a legal move after at most {@code d} plies, whatever the opponent does; "loss
 * within d" that the opponent can do that to him. Cycles need no special care: a proof within d
 * plies is a finite strategy tree. The search plays the pure game of the rules' {@link
 * PylosRuleSet} and end reading ({@link Pylos#raiseWithEmptyReserve()}): it ignores the ply limit and repetition draws. As iterative
 * deepening tries d = 1, 2, ..., the plies reported are exact: the shortest forced win, or the
 * longest the loser can hold out.
 *
 * <p><b>Pruning by reserves.</b> A player can be without a move only when his reserve is empty,
 * and his reserve falls by at most one ball per turn of his; so the player to move cannot win
 * within fewer than {@code 2r + 1} plies when the opponent has {@code r} balls in reserve, nor lose
 * within fewer than {@code 2r} plies with {@code r} of his own. A win ends after an odd number of
 * plies and a loss after an even number, so depths are rounded down to those before the table is
 * asked. Moves are tried with two take-backs first, then one, raises before placements.
 *
 * <p><b>Reach.</b> From the start the shortest proof is 30 plies or more; this search proves
 * positions late in the game (measured figures: the guide's Pylos page, {@code docs/games/pylos.md},
 * and {@code pylos/results/solver-reach.csv}), not the whole game.
 * The table holds {@code 2^tableBits} entries of 16 bytes (default {@value #DEFAULT_TABLE_BITS}
 * bits: 16 MB, plus an 8 MB move stack), made with the solver and reused by its later searches:
 * make a solver once and keep it.
 *
 * <p>A solver is thread-safe: searches run one at a time.
 */
@API(status = STABLE, since = "0.1.0")
public final class PylosSolver {
  /** The default size of the transposition table, as a power of two. */
  public static final int DEFAULT_TABLE_BITS = 20;

  /** The deepest search: depths are stored in one byte. */
  public static final int MAX_DEPTH = 250;

  private static final int STACK = 1 << 21;
  private static final int NONE = 255;

  /** What the search proved about the player to move. */
  @API(status = STABLE, since = "0.1.0")
  public enum Verdict {
    /**
     * The player to move can force a win within the plies reported: in exactly that many with
     * best play unless {@link Result#isBound()}.
     */
    WIN,
    /**
     * The opponent can force a win within the plies reported, whatever the player to move does:
     * the player to move holds out exactly that many with best play unless {@link
     * Result#isBound()}.
     */
    LOSS,
    /**
     * Neither player can force the end: with best play the game goes on for ever (complete a
     * square, take balls back). {@link #solveExactly} answers it, having seen every position
     * reachable, and so does a finished standard or mature {@link PylosTable}; the depth search
     * cannot tell it from UNKNOWN. The rules know no draw, so this is the value of the position,
     * not a game result.
     */
    DRAW,
    /** Nothing was proved within the depth searched or the positions allowed. */
    UNKNOWN
  }

  /**
   * The answer of {@link #solve}, {@link #solveExactly} and {@link PylosTable#solve}. Its plies are
   * the exact distance with best play, except from a standard or mature {@link PylosTable}, whose
   * sweeps store bounds ({@link #isBound()}) until its refinement has run; its text says "in" for
   * an exact distance and "within" for a bound. Instances are immutable.
   *
   * <pre>{@code
   * solver.solve(state, 15).toString();                 // "WIN in 7 plies (a1), 1234 nodes"
   * table.solve(Pylos.standard().initialState()).toString();
   *     // "LOSS in 40 plies (b2), 30 nodes" (refined); "LOSS within 42 plies (b2), 30 nodes" (sweeps only)
   * }</pre>
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Result {
    private final Verdict verdict;
    private final int plies;
    private final Optional<PylosMove> bestMove;
    private final long nodes;
    private final boolean bound;

    /** A result whose plies are exact (or, for UNKNOWN, the depth searched). */
    Result(Verdict verdict, int plies, Optional<PylosMove> bestMove, long nodes) {
      this(verdict, plies, bestMove, nodes, false);
    }

    /** A result whose plies are a bound on the distance when {@code bound}. */
    Result(Verdict verdict, int plies, Optional<PylosMove> bestMove, long nodes, boolean bound) {
      this.verdict = verdict;
      this.plies = plies;
      this.bestMove = bestMove;
      this.nodes = nodes;
      this.bound = bound;
    }

    /**
     * Returns what was proved for the player to move.
     *
     * @return win, loss or unknown
     */
    public Verdict verdict() {
      return verdict;
    }

    /**
     * Returns the length of the proof: for a win the fewest plies to make the opponent stand
     * without a move, for a loss the most plies the player to move can hold out; for a draw 0; for
     * unknown the depth searched (0 after {@link #solveExactly} and from a table). When {@link
     * #isBound()}, a win or loss is only known to end within that many plies.
     *
     * @return the plies
     */
    public int plies() {
      return plies;
    }

    /**
     * Tells whether {@link #plies()} is a bound rather than the exact distance: the game ends
     * within that many plies (the winner playing {@link #bestMove()} at each turn, whatever the
     * loser does), but the shortest win, or the longest loss, may be shorter.
     *
     * @return true for a win or loss read from a standard or mature {@link PylosTable}; false for
     *     {@link #solve}, {@link #solveExactly} and a children's table, whose distances are exact,
     *     and for a draw or unknown
     */
    public boolean isBound() {
      return bound;
    }

    /**
     * Returns a move that keeps the win within {@link #plies()}; after {@link #solveExactly} also
     * one that keeps a draw, or, in a lost position that can still move, one that holds out the
     * {@link #plies()} the loss takes.
     *
     * @return the move when the verdict is {@link Verdict#WIN}, {@link Verdict#DRAW} or (after
     *     {@code solveExactly}) {@link Verdict#LOSS} with a move left, otherwise empty
     */
    public Optional<PylosMove> bestMove() {
      return bestMove;
    }

    /**
     * Returns the number of positions the search visited (for {@link #solveExactly}: the distinct
     * positions up to symmetry it enumerated), for measurements.
     *
     * @return the node count
     */
    public long nodes() {
      return nodes;
    }

    /**
     * Describes the result: {@code "WIN in 7 plies (a1), 1234 nodes"} for an exact distance,
     * {@code "LOSS within 42 plies (b2), 30 nodes"} for a bound, {@code "DRAW (a1), 5 nodes"},
     * {@code "UNKNOWN (nothing proved within 15 plies), 99 nodes"}.
     *
     * @return the verdict, the distance, the best move if any and the nodes
     */
    @Override
    public String toString() {
      String distance = switch (verdict) {
        case WIN, LOSS -> (bound ? " within " : " in ") + plies + " plies";
        case DRAW -> "";
        case UNKNOWN -> plies > 0 ? " (nothing proved within " + plies + " plies)" : "";
      };
      return verdict + distance + bestMove.map(m -> " (" + m + ")").orElse("") + ", " + nodes + " nodes";
    }
  }

  private final PylosEngine engine;
  private final int mask;
  private final long[] keys;
  /** Per entry: win-min, no-win-max, loss-min, no-loss-max, one byte each; 255 for none. */
  private final int[] data;
  /** Per entry: the code (canonical orientation) + 1 of the move that last won or escaped; 0 none. */
  private final int[] hints;
  private int lastSymmetry;
  /** The move lists of the search path, one after the other; grows when a path needs more. */
  private int[] stack = new int[STACK];
  private long nodes;

  PylosSolver(Pylos rules, int tableBits) {
    this.engine = PylosEngines.of(rules);
    this.mask = (1 << tableBits) - 1;
    this.keys = new long[1 << tableBits];
    this.data = new int[1 << tableBits];
    this.hints = new int[1 << tableBits];
  }

  /**
   * Makes a solver with a table of the default size, {@code 2^}{@value #DEFAULT_TABLE_BITS}
   * entries, for the rule set and end reading of {@code rules}.
   *
   * <pre>{@code
   * PylosSolver solver = PylosSolver.of(Pylos.standard());
   * solver.solve(state, 20).verdict();   // WIN, LOSS or UNKNOWN
   * }</pre>
   *
   * @param rules the rules
   * @return the solver
   */
  public static PylosSolver of(Pylos rules) {
    return of(rules, DEFAULT_TABLE_BITS);
  }

  /**
   * Makes a solver with a table of {@code 2^tableBits} entries, for the rule set and end reading
   * of {@code rules}.
   *
   * @param rules the rules
   * @param tableBits 10 to 28
   * @return the solver
   * @throws IllegalArgumentException if {@code tableBits} is out of range
   */
  public static PylosSolver of(Pylos rules, int tableBits) {
    Objects.requireNonNull(rules, "rules");
    if (tableBits < 10 || tableBits > 28) {
      throw new IllegalArgumentException("tableBits must be 10 to 28, not " + tableBits);
    }
    return new PylosSolver(rules, tableBits);
  }

  /**
   * Searches for a forced win or loss of the player to move within {@code maxPlies} plies.
   *
   * @param state the position; its ply count, history and the rules' draw options are ignored
   * @param maxPlies how deep to search, 0 to {@value #MAX_DEPTH}
   * @return the verdict for the player to move, the exact proof length, and a winning move
   * @throws IllegalArgumentException if {@code maxPlies} is out of range
   */
  public synchronized Result solve(PylosState state, int maxPlies) {
    if (maxPlies < 0 || maxPlies > MAX_DEPTH) {
      throw new IllegalArgumentException("maxPlies must be 0 to " + MAX_DEPTH + ", not " + maxPlies);
    }
    nodes = 0;
    Player mover = state.toMove();
    long own = state.balls(mover);
    long opponent = state.balls(mover.opponent());
    if (!engine.canMove(own, opponent)) {
      return new Result(Verdict.LOSS, 0, Optional.empty(), 1);
    }
    for (int depth = 1; depth <= maxPlies; depth++) {
      // Wins end after an odd number of plies, losses after an even number.
      if ((depth & 1) == 1 && win(own, opponent, depth, 0)) {
        return new Result(Verdict.WIN, depth, Optional.of(winningMove(own, opponent, depth)), nodes);
      }
      if ((depth & 1) == 0 && lose(own, opponent, depth, 0)) {
        return new Result(Verdict.LOSS, depth, Optional.empty(), nodes);
      }
    }
    return new Result(Verdict.UNKNOWN, maxPlies, Optional.empty(), nodes);
  }

  /**
   * Solves a position exactly by retrograde analysis: it enumerates every position reachable from
   * it (up to the board's eight symmetries), then works back from the ends, so it tells a draw by
   * endless play from a win or loss, with exact distances. It needs no depth, but memory in
   * proportion to the positions and moves it meets (some 50 bytes a move), so it suits late
   * positions; past {@code maxPositions} it gives up with {@link Verdict#UNKNOWN}.
   *
   * <pre>{@code
   * PylosSolver.Result result = solver.solveExactly(state, 2_000_000);
   * result.verdict();   // WIN, LOSS, DRAW or UNKNOWN (more positions than allowed)
   * result.plies();     // for a win or loss, the exact distance to the end with best play
   * }</pre>
   *
   * @param state the position; its ply count, history and the rules' draw options are ignored
   * @param maxPositions the most positions to enumerate, 1 or more
   * @return the value for the player to move, its distance, a move that keeps a win or draw or
   *     holds out longest in a loss
   * @throws IllegalArgumentException if {@code maxPositions} is not positive
   */
  public Result solveExactly(PylosState state, int maxPositions) {
    if (maxPositions < 1) {
      throw new IllegalArgumentException("maxPositions must be 1 or more, not " + maxPositions);
    }
    return PylosRetrograde.solve(engine, state, maxPositions);
  }

  /**
   * Tells whether the player to move can force a win within {@code maxPlies} plies.
   *
   * @param state the position
   * @param maxPlies how deep to search, 0 to {@value #MAX_DEPTH}
   * @return true when a win within that many plies is proved
   * @throws IllegalArgumentException if {@code maxPlies} is out of range
   */
  public synchronized boolean isWinWithin(PylosState state, int maxPlies) {
    if (maxPlies < 0 || maxPlies > MAX_DEPTH) {
      throw new IllegalArgumentException("maxPlies must be 0 to " + MAX_DEPTH + ", not " + maxPlies);
    }
    Player mover = state.toMove();
    return win(state.balls(mover), state.balls(mover.opponent()), maxPlies, 0);
  }

  private PylosMove winningMove(long own, long opponent, int depth) {
    int end = engine.generate(own, opponent, stack, 0);
    for (int i = 0; i < end; i++) {
      if (lose(opponent, PylosEngine.apply(own, stack[i]), depth - 1, end)) {
        return PylosEngines.move(stack[i]);
      }
    }
    throw new IllegalStateException("a proved win has a winning move");
  }

  /** Can the player with {@code own} to move force a win within {@code plies} plies? */
  private boolean win(long own, long opponent, int plies, int top) {
    nodes++;
    // The opponent can only be stuck after an odd number of plies: "within 2k" is "within 2k-1".
    int depth = plies - 1 + (plies & 1);
    int reserve = Board.BALLS_PER_PLAYER - Long.bitCount(opponent);
    if (depth < 2 * reserve + 1 || !engine.canMove(own, opponent)) {
      return false;
    }
    long key = canonical(own, opponent);
    int symmetry = lastSymmetry;
    int slot = slot(key);
    int entry = keys[slot] == key ? data[slot] : NONE_ENTRY;
    int hint = keys[slot] == key ? hints[slot] - 1 : -1;
    int winMin = (entry >>> WIN_MIN) & 0xFF;
    int noWinMax = (entry >>> NO_WIN_MAX) & 0xFF;
    if (winMin != NONE && winMin <= depth) {
      return true;
    }
    if (noWinMax != NONE && noWinMax >= depth) {
      return false;
    }
    int end = engine.generate(own, opponent, room(top), top);
    int start = hintFirst(hint, symmetry, top, end);
    int found = -1;
    if (start > top && lose(opponent, PylosEngine.apply(own, stack[top]), depth - 1, end)) {
      found = stack[top];
    }
    for (int priority = 5; priority >= 0 && found < 0; priority--) {
      for (int i = start; i < end; i++) {
        int code = stack[i];
        if (priority(code) == priority
            && lose(opponent, PylosEngine.apply(own, code), depth - 1, end)) {
          found = code;
          break;
        }
      }
    }
    boolean result = found >= 0;
    store(key, result ? WIN_MIN : NO_WIN_MAX, depth);
    if (result) {
      hints[slot] = PylosMoveCode.transform(symmetry, found) + 1;
    }
    return result;
  }

  /** Must the player with {@code own} to move lose within {@code plies} plies? */
  private boolean lose(long own, long opponent, int plies, int top) {
    nodes++;
    // The player to move can only be stuck after an even number of plies.
    int depth = plies - (plies & 1);
    if (!engine.canMove(own, opponent)) {
      return true;
    }
    int reserve = Board.BALLS_PER_PLAYER - Long.bitCount(own);
    if (depth < 2 * reserve || depth < 2) {
      return false;
    }
    long key = canonical(own, opponent);
    int symmetry = lastSymmetry;
    int slot = slot(key);
    int entry = keys[slot] == key ? data[slot] : NONE_ENTRY;
    int hint = keys[slot] == key ? hints[slot] - 1 : -1;
    int loseMin = (entry >>> LOSE_MIN) & 0xFF;
    int noLoseMax = (entry >>> NO_LOSE_MAX) & 0xFF;
    if (loseMin != NONE && loseMin <= depth) {
      return true;
    }
    if (noLoseMax != NONE && noLoseMax >= depth) {
      return false;
    }
    int end = engine.generate(own, opponent, room(top), top);
    int start = hintFirst(hint, symmetry, top, end);
    int escape = -1;
    if (start > top && !win(opponent, PylosEngine.apply(own, stack[top]), depth - 1, end)) {
      escape = stack[top];
    }
    for (int priority = 5; priority >= 0 && escape < 0; priority--) {
      for (int i = start; i < end; i++) {
        int code = stack[i];
        if (priority(code) == priority
            && !win(opponent, PylosEngine.apply(own, code), depth - 1, end)) {
          escape = code;
          break;
        }
      }
    }
    boolean result = escape < 0;
    store(key, result ? LOSE_MIN : NO_LOSE_MAX, depth);
    if (!result) {
      hints[slot] = PylosMoveCode.transform(symmetry, escape) + 1;
    }
    return result;
  }

  /** Marks a used table entry, so that an empty slot (key 0) never matches a position. */
  private static final long USED = 1L << 62;

  private static final int NONE_ENTRY = -1;
  private static final int WIN_MIN = 0;
  private static final int NO_WIN_MAX = 8;
  private static final int LOSE_MIN = 16;
  private static final int NO_LOSE_MAX = 24;

  /**
   * Moves the table's hint — the move that won or escaped here before, stored in the canonical
   * orientation — to {@code top} when it is among the moves, and returns where the other moves
   * start: {@code top + 1} if it was found, else {@code top}. A hint only orders the moves.
   */
  private int hintFirst(int hint, int symmetry, int top, int end) {
    if (hint < 0) {
      return top;
    }
    int code = PylosMoveCode.transform(Board.inverse(symmetry), hint);
    for (int i = top; i < end; i++) {
      if (stack[i] == code) {
        stack[i] = stack[top];
        stack[top] = code;
        return top + 1;
      }
    }
    return top;
  }

  /** Records a proved bound: a shift of the fields above and the depth. */
  private void store(long key, int field, int depth) {
    int slot = slot(key);
    int entry = keys[slot] == key ? data[slot] : NONE_ENTRY;
    if (keys[slot] != key) {
      hints[slot] = 0;
    }
    keys[slot] = key;
    int old = (entry >>> field) & 0xFF;
    int value;
    if (old == NONE) {
      value = depth;
    } else if (field == WIN_MIN || field == LOSE_MIN) {
      value = Math.min(old, depth);
    } else {
      value = Math.max(old, depth);
    }
    data[slot] = (entry & ~(0xFF << field)) | value << field;
  }

  /** Returns the stack, grown if it cannot take the most moves a position has after {@code top}. */
  private int[] room(int top) {
    if (stack.length - top < PylosEngine.MAX_MOVES) {
      stack = java.util.Arrays.copyOf(stack, stack.length * 2);
    }
    return stack;
  }

  /** The top bits of a multiplicative hash, as many as the table has (it had 24 at most before). */
  private int slot(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h >>> (64 - Integer.bitCount(mask)));
  }

  /** Two take-backs first, then one, raises before placements. */
  private static int priority(int code) {
    return PylosMoveCode.takeBackCount(code) * 2 + (PylosMoveCode.isRaise(code) ? 1 : 0);
  }

  /**
   * Returns the smallest of the eight symmetric images of (own, opponent), as one number marked
   * used, and leaves the symmetry that gives it in {@link #lastSymmetry}.
   */
  private long canonical(long own, long opponent) {
    long best = Long.MAX_VALUE;
    for (int s = 0; s < Board.SYMMETRIES; s++) {
      long key = Board.transformMask(s, own) | Board.transformMask(s, opponent) << Board.SPOTS;
      if (key < best) {
        best = key;
        lastSymmetry = s;
      }
    }
    return best | USED;
  }
}
