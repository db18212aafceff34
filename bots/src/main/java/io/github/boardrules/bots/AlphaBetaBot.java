package io.github.boardrules.bots;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.Evaluation;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.ToLongFunction;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Alpha-beta search (negamax) with iterative deepening and a transposition table, scoring the
 * positions at the horizon with a per-game {@link Evaluation}. Won and lost positions score
 * {@link #WIN} minus the plies to reach them, so a quicker win is preferred and a found win is
 * never traded for a heuristic advantage.
 *
 * <pre>{@code
 * AlphaBetaBot<TzaarState, TzaarMove> bot = AlphaBetaBot.builder(rules, TzaarEvaluation.material())
 *     .maxDepth(4)                          // and/or .timeLimit(Duration.ofSeconds(1))
 *     .hash(TzaarState::zobristHash)        // state.hashCode() by default
 *     .build();
 * AlphaBetaBot.Search<TzaarMove> search = bot.search(state);
 * search.move();      // the best move of the deepest finished iteration
 * search.score();     // its value for the player to move
 * }</pre>
 *
 * <p><b>Who moves.</b> The search asks the rules who is to move in every position: when the same
 * player moves again (multi-part turns, forced captures), the child's value is not negated.
 *
 * <p><b>Transposition table.</b> Positions are keyed by the {@code hash} function: 64 bits, so an
 * incremental Zobrist hash of the game is the best choice; the default spreads {@code
 * hashCode()}. The table (2<sup>{@code tableBits}</sup> entries, always-replace) is the bot's
 * own and survives between moves; a stored best move is tried first.
 *
 * <p><b>Budget.</b> Iterative deepening from depth 1 up to {@code maxDepth}; with a time limit or
 * a node budget ({@link Builder#maxNodes}: positions visited a move, deterministic, unlike time),
 * an iteration that runs out is abandoned and the best move of the last finished one is played.
 * Depth 1 always finishes.
 *
 * <p>Deterministic: no random numbers are drawn. Not thread-safe: it holds its table.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class AlphaBetaBot<S extends Object, M extends Object> implements Bot<S, M> {
  /** The score of a position won now; a win {@code n} plies away scores {@code WIN - n}. */
  public static final int WIN = 1_000_000_000;

  private static final int WIN_BOUND = WIN - 100_000;
  private static final byte EXACT = 0;
  private static final byte LOWER = 1;
  private static final byte UPPER = 2;

  private final Rules<S, M> rules;
  private final Evaluation<S> evaluation;
  private final ToLongFunction<S> hash;
  private final int maxDepth;
  private final long timeLimitNanos;
  private final long maxNodes;
  private final int tableMask;
  private final long[] keys;
  private final int[] scores;
  private final byte[] depths;
  private final byte[] bounds;
  private final short[] bestMoves;

  private long nodes;
  private long deadline;

  private AlphaBetaBot(Builder<S, M> b) {
    this.rules = b.rules;
    this.evaluation = b.evaluation;
    this.hash = b.hash != null ? b.hash : state -> spread(state.hashCode());
    this.maxDepth = b.maxDepth;
    this.timeLimitNanos = b.timeLimitNanos;
    this.maxNodes = b.maxNodes;
    int size = 1 << b.tableBits;
    this.tableMask = size - 1;
    this.keys = new long[size];
    this.scores = new int[size];
    this.depths = new byte[size];
    this.bounds = new byte[size];
    this.bestMoves = new short[size];
  }

  /**
   * Returns a builder: depth 4, no time limit, a table of 2<sup>18</sup> entries, {@code
   * hashCode()} as the key.
   *
   * @param rules the game
   * @param evaluation the value of positions at the horizon
   * @param <S> the state type
   * @param <M> the move type
   * @return a new builder
   */
  public static <S extends Object, M extends Object> Builder<S, M> builder(
      Rules<S, M> rules, Evaluation<S> evaluation) {
    return new Builder<>(rules, evaluation);
  }

  private static long spread(int h) {
    long z = h * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    return z ^ (z >>> 31);
  }

  @Override
  public M chooseMove(S state) {
    return search(state).move();
  }

  /**
   * Searches a position and returns the best move with the search's figures.
   *
   * @param state a position where the game is not over
   * @return the search
   * @throws IllegalStateException if the game is over in {@code state}
   */
  public Search<M> search(S state) {
    List<M> moves = Bots.legalMovesOrThrow(rules, state);
    nodes = 0;
    deadline = timeLimitNanos > 0 ? System.nanoTime() + timeLimitNanos : Long.MAX_VALUE;
    int bestIndex = 0;
    int bestScore = 0;
    int reached = 0;
    for (int depth = 1; depth <= maxDepth; depth++) {
      int[] result = new int[2];
      try {
        rootSearch(state, moves, depth, bestIndex, result);
      } catch (OutOfTime e) {
        break;
      }
      bestIndex = result[0];
      bestScore = result[1];
      reached = depth;
      if (Math.abs(bestScore) >= WIN_BOUND) {
        break; // a forced result: deeper search cannot change it
      }
    }
    return new Search<>(moves.get(bestIndex), bestScore, reached, nodes);
  }

  private void rootSearch(S state, List<M> moves, int depth, int first, int[] result) {
    Player me = rules.toMove(state);
    int alpha = -WIN - 1;
    int bestIndex = first;
    for (int k = 0; k < moves.size(); k++) {
      int i = k == 0 ? first : k <= first ? k - 1 : k;
      S child = rules.playUnchecked(state, moves.get(i));
      int score = valueFor(me, child, depth - 1, alpha, WIN + 1, 1, depth > 1);
      if (score > alpha) {
        alpha = score;
        bestIndex = i;
      }
    }
    result[0] = bestIndex;
    result[1] = alpha;
  }

  /** The value of {@code child} for {@code parentMover}, by the child's own negamax value. */
  private int valueFor(
      Player parentMover, S child, int depth, int alpha, int beta, int ply, boolean timed) {
    if (rules.toMove(child) == parentMover) {
      return negamax(child, depth, alpha, beta, ply, timed);
    }
    return -negamax(child, depth, -beta, -alpha, ply, timed);
  }

  private int negamax(S state, int depth, int alpha, int beta, int ply, boolean timed) {
    nodes++;
    if (timed && (nodes > maxNodes || ((nodes & 1023) == 0 && System.nanoTime() >= deadline))) {
      throw OutOfTime.INSTANCE;
    }
    List<M> moves = rules.legalMoves(state);
    Player me = rules.toMove(state);
    if (moves.isEmpty()) {
      Player winner = rules.status(state).winner().orElse(null);
      return winner == null ? 0 : winner == me ? WIN - ply : -(WIN - ply);
    }
    if (depth == 0) {
      return Math.max(-Evaluation.MAX, Math.min(Evaluation.MAX, evaluation.evaluate(state, me)));
    }
    long key = hash.applyAsLong(state);
    int slot = (int) (key ^ (key >>> 32)) & tableMask;
    int first = 0;
    if (keys[slot] == key) {
      int stored = bestMoves[slot];
      if (stored < moves.size()) {
        first = stored;
      }
      if (depths[slot] >= depth) {
        int score = fromTable(scores[slot], ply);
        byte bound = bounds[slot];
        if (bound == EXACT
            || (bound == LOWER && score >= beta)
            || (bound == UPPER && score <= alpha)) {
          return score;
        }
      }
    }
    int originalAlpha = alpha;
    int best = -WIN - 1;
    int bestIndex = first;
    for (int k = 0; k < moves.size(); k++) {
      int i = k == 0 ? first : k <= first ? k - 1 : k;
      S child = rules.playUnchecked(state, moves.get(i));
      int score = valueFor(me, child, depth - 1, alpha, beta, ply + 1, timed);
      if (score > best) {
        best = score;
        bestIndex = i;
      }
      if (score > alpha) {
        alpha = score;
      }
      if (alpha >= beta) {
        break;
      }
    }
    keys[slot] = key;
    scores[slot] = toTable(best, ply);
    depths[slot] = (byte) Math.min(depth, Byte.MAX_VALUE);
    bounds[slot] = best <= originalAlpha ? UPPER : best >= beta ? LOWER : EXACT;
    bestMoves[slot] = (short) Math.min(bestIndex, Short.MAX_VALUE);
    return best;
  }

  /** Stores win scores relative to the position, so that they are right at any ply. */
  private static int toTable(int score, int ply) {
    return score >= WIN_BOUND ? score + ply : score <= -WIN_BOUND ? score - ply : score;
  }

  private static int fromTable(int score, int ply) {
    return score >= WIN_BOUND ? score - ply : score <= -WIN_BOUND ? score + ply : score;
  }

  /** Thrown through the search when the time is up; no stack trace, one shared instance. */
  private static final class OutOfTime extends RuntimeException {
    private static final long serialVersionUID = 1L;
    // The one instance is safe to share: it has no stack trace and no suppression (the super call
    // turns both off), so nothing about one search is recorded in it; it never leaves the bot.
    @SuppressWarnings("StaticAssignmentOfThrowable")
    static final OutOfTime INSTANCE = new OutOfTime();

    private OutOfTime() {
      super("out of time", null, false, false);
    }
  }

  /**
   * The outcome of one search.
   *
   * @param move the best move found
   * @param score its value for the player to move: {@link #WIN} minus plies for a forced win, the
   *     negation for a forced loss, otherwise the evaluation's scale
   * @param depth the depth of the deepest finished iteration
   * @param nodes the positions visited, over all iterations
   * @param <M> the move type
   */
  public record Search<M extends Object>(M move, int score, int depth, long nodes) {
    /**
     * Tells whether the search proved a win for the player to move.
     *
     * @return true when the score is a forced win
     */
    public boolean isForcedWin() {
      return score >= WIN_BOUND;
    }
  }

  /**
   * Configures an {@link AlphaBetaBot}.
   *
   * <pre>{@code
   * AlphaBetaBot<S, M> bot = AlphaBetaBot.builder(rules, evaluation).maxDepth(6).tableBits(20).build();
   * }</pre>
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  public static final class Builder<S extends Object, M extends Object> {
    private final Rules<S, M> rules;
    private final Evaluation<S> evaluation;
    private @Nullable ToLongFunction<S> hash;
    private int maxDepth = 4;
    private long timeLimitNanos;
    private long maxNodes = Long.MAX_VALUE;
    private int tableBits = 18;

    private Builder(Rules<S, M> rules, Evaluation<S> evaluation) {
      this.rules = Objects.requireNonNull(rules, "rules");
      this.evaluation = Objects.requireNonNull(evaluation, "evaluation");
    }

    /**
     * Sets the deepest iteration, in plies.
     *
     * @param depth 1 to 100
     * @return this builder
     * @throws IllegalArgumentException if {@code depth} is out of range
     */
    public Builder<S, M> maxDepth(int depth) {
      if (depth < 1 || depth > 100) {
        throw new IllegalArgumentException("The depth must be 1 to 100, not " + depth);
      }
      this.maxDepth = depth;
      return this;
    }

    /**
     * Sets a time budget per move; iterations deeper than 1 stop when it runs out.
     *
     * @param limit a positive duration
     * @return this builder
     * @throws IllegalArgumentException if {@code limit} is zero or negative
     */
    public Builder<S, M> timeLimit(Duration limit) {
      if (limit.isZero() || limit.isNegative()) {
        throw new IllegalArgumentException("The time limit must be positive, not " + limit);
      }
      this.timeLimitNanos = limit.toNanos();
      return this;
    }

    /**
     * Sets a node budget per move: an iteration deeper than 1 that would visit more than {@code
     * nodes} positions in the move's search (all iterations counted) is abandoned. Unlike a time
     * limit it plays the same moves on any machine.
     *
     * <pre>{@code
     * AlphaBetaBot.builder(rules, evaluation).maxDepth(100).maxNodes(200_000).build();
     * }</pre>
     *
     * @param nodes 1 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code nodes} is not positive
     */
    public Builder<S, M> maxNodes(long nodes) {
      if (nodes < 1) {
        throw new IllegalArgumentException("The node budget must be 1 or more, not " + nodes);
      }
      this.maxNodes = nodes;
      return this;
    }

    /**
     * Sets the key of the transposition table, such as the game's incremental Zobrist hash.
     *
     * @param hash a 64-bit hash of positions; equal positions must get equal hashes
     * @return this builder
     */
    public Builder<S, M> hash(ToLongFunction<S> hash) {
      this.hash = Objects.requireNonNull(hash, "hash");
      return this;
    }

    /**
     * Sets the table's size to 2<sup>{@code bits}</sup> entries (15 bytes each).
     *
     * @param bits 4 to 26
     * @return this builder
     * @throws IllegalArgumentException if {@code bits} is out of range
     */
    public Builder<S, M> tableBits(int bits) {
      if (bits < 4 || bits > 26) {
        throw new IllegalArgumentException("The table size must be 2^4 to 2^26 entries, not 2^" + bits);
      }
      this.tableBits = bits;
      return this;
    }

    /**
     * Builds the bot.
     *
     * @return the bot
     */
    public AlphaBetaBot<S, M> build() {
      return new AlphaBetaBot<>(this);
    }
  }

  @Override
  public String toString() {
    return "AlphaBetaBot[depth " + maxDepth
        + (maxNodes < Long.MAX_VALUE ? ", " + maxNodes + " nodes" : "")
        + (timeLimitNanos > 0 ? ", " + Duration.ofNanos(timeLimitNanos) : "") + "]";
  }
}
