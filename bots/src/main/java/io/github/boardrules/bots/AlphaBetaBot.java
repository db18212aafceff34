package io.github.boardrules.bots;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.core.bots.QuietMoves;
import io.github.boardrules.bots.internal.PositionKeys;
import io.github.boardrules.bots.internal.Workers;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Alpha-beta search (negamax) with iterative deepening, a transposition table, move ordering and
 * quiescence, scoring the positions at the horizon with a per-game {@link Evaluation}. Won and
 * lost positions score {@link #WIN} minus the plies to reach them, so a quicker win is preferred
 * and a found win is never traded for a heuristic advantage.
 *
 * <pre>{@code
 * AlphaBetaBot<TzaarState, TzaarMove> bot = AlphaBetaBot.builder(rules, TzaarEvaluation.standard())
 *     .maxDepth(4)                          // and/or .timeLimit(Duration.ofSeconds(1))
 *     .hash(TzaarState::positionHash)       // state.hashCode() by default
 *     .build();
 * AlphaBetaBot.Search<TzaarMove> search = bot.search(state);
 * search.move();      // the best move of the deepest finished iteration
 * search.score();     // its value for the player to move
 * }</pre>
 *
 * <p><b>Who moves.</b> The search asks the rules who is to move in every position: when the same
 * player moves again (multi-part turns, forced captures), the child's value is not negated.
 *
 * <p><b>Search.</b> Principal variation search: the first move with the full window, the others
 * with a null window and searched again when they beat it. Moves are tried in this order: the
 * move the transposition table stored for the position, the two killer moves of the ply (moves
 * that cut the search off in a sibling position), then the others by their history score (how
 * often, and how deep, they cut off anywhere). Where the {@linkplain Evaluation#isQuiet
 * evaluation says} a position at the horizon is not quiet (a capture pending, a turn half
 * played), the search goes on through it, up to {@value #QUIESCENCE_PLIES} plies past the
 * horizon, and scores the first quiet position. Where the evaluation {@linkplain
 * Evaluation#extendsNotQuiet asks for it} (ZÈRTZ), the moves of a position that is not quiet
 * cost no depth before the horizon either, up to ply 96: a depth then counts the moves of quiet
 * positions only. A line that reaches ply 127 ends there: the position is scored by the evaluation
 * (or by the rules where the game is over), whatever depth is left.
 * One ply before the horizon, where the evaluation gives a {@linkplain Evaluation#quietMoveBound
 * bound} on what a move to a quiet position can reach and the bound is no better than alpha, each
 * move is played and its position checked (the game goes on, quiet, no repetition) but not
 * evaluated: it cannot raise alpha, and the bound stands for its value. The search's value is the
 * same; such positions still count as positions visited. With the game's {@linkplain
 * Builder#quietMoves test of quiet moves}, a move it names is not even played there.
 * Nodes with more than 256 moves are sorted by history only two or more plies before the
 * horizon. At the root, each iteration tries the last one's best move first; at a root of more
 * than 256 moves, then the others by the values the last iteration gave them, highest first (else
 * in the rules' order): an iteration that the budget cuts short (in ZÈRTZ, with a thousand moves
 * a turn, the last one mostly is) has then searched the moves likeliest to beat the best. With
 * {@linkplain Builder#lateMoveReductions late-move reductions} (off by default), late moves are
 * searched a ply shallower first; with
 * {@linkplain Builder#logarithmicReductions logarithmic reductions}, more plies the deeper the
 * search and the later the move.
 *
 * <p><b>Repetitions.</b> With {@linkplain Builder#avoidRepetitions repetitions avoided} (off by
 * default), the bot remembers the positions of the game it plays (those it was asked to move in
 * and those its moves made), and a position that repeats one of them, or one earlier on the line
 * searched, is worth at most a draw to it: the search stops there and scores the evaluation, capped
 * at 0 for the bot. Going round a cycle gets nowhere, so a bot that is ahead looks for another way;
 * one that is behind is not drawn into cycles either, since in a game whose rules do not end a
 * cycle the opponent can always leave it. The rules are unchanged; it matters in games where
 * positions can come back (push-four, Pikk-Pakk). Such a bot belongs to one game: make a new one
 * for the next.
 *
 * <p><b>Transposition table.</b> Positions are keyed by the {@code hash} function: 64 bits, so an
 * incremental Zobrist hash of the game is the best choice; the default spreads {@code
 * hashCode()}. The table (2<sup>{@code tableBits}</sup> entries of 16 bytes, always-replace,
 * each entry checked against its key so that threads may share it) is the bot's own and survives
 * between moves; a stored best move is tried first. The history of good moves is indexed by
 * the moves' {@code hashCode()}. For a fixed budget to give the same move in every run, the key
 * and the moves' {@code hashCode()} must be the same in every JVM: mix an enum in by its {@code
 * ordinal()}, never by its {@code hashCode()}, which is an identity hash.
 *
 * <p><b>Budget.</b> Iterative deepening from depth 1 up to {@code maxDepth}; with a time limit or
 * a node budget ({@link Builder#maxNodes}: positions visited a move, deterministic, unlike time),
 * an iteration that runs out is abandoned. The move played is the best of the last finished
 * iteration, or of the abandoned one where that iteration had already searched the previous best
 * move in full and found a better one. Depth 1 always finishes. A position with one legal move is
 * searched to depth 1 only: its move is played at once, and the budget is not spent on it. With a time limit, the search
 * starts no new iteration after 60 % of the time when its best move held still over the last two
 * iterations, and uses the whole time where the best move changed or its score fell: more time
 * where the position is critical, never more than the limit.
 *
 * <p><b>Threads.</b> With {@link Builder#threads} above 1 (Lazy SMP), helper threads search the
 * same position at once, every other one an iteration deeper, sharing the table; the first
 * thread's result is played. The node budget counts the first thread's positions. Several threads
 * make moves depend on timing: only one thread is deterministic.
 *
 * <p>Not thread-safe: it holds its table, killers and history.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public final class AlphaBetaBot<S extends Object, M extends Object> implements Bot<S, M> {
  /** The score of a position won now; a win {@code n} plies away scores {@code WIN - n}. */
  public static final int WIN = 1_000_000_000;

  /** How far past the horizon the search follows positions that are not quiet. */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public static final int QUIESCENCE_PLIES = 12;

  private static final int WIN_BOUND = WIN - 100_000;
  /** The bits of a root move's index in the sort keys of {@code rootOrder}. */
  private static final int ROOT_INDEX_BITS = 24;
  private static final int ROOT_INDEX_MASK = (1 << ROOT_INDEX_BITS) - 1;
  private static final int EXACT = 0;
  private static final int LOWER = 1;
  private static final int UPPER = 2;
  private static final int MAX_PLY = 128;
  private static final int HISTORY_BITS = 14;
  /**
   * Nodes with more moves than this are sorted by history only where {@value #SORTED_LONG_DEPTH}
   * or more plies remain (see {@code orderMoves}).
   */
  private static final int SORTED_MOVES = 256;
  /** The shallowest depth whose long move lists are sorted by history. */
  private static final int SORTED_LONG_DEPTH = 2;
  /**
   * With an evaluation that {@linkplain Evaluation#extendsNotQuiet extends positions that are
   * not quiet}: the deepest ply where a position is still extended, so that the depth left is
   * still searched; a line that reaches the arrays' last ply ({@code MAX_PLY - 1}) is scored there.
   */
  private static final int EXTENDED_TO_PLY = 96;
  /** With late-move reductions: the moves of a node searched at full depth first. */
  private static final int FULL_DEPTH_MOVES = 3;
  /** With late-move reductions: the shallowest depth whose late moves are reduced. */
  private static final int REDUCED_FROM_DEPTH = 3;
  /** After this share of a time limit, no new iteration starts while the best move holds still. */
  private static final double SOFT_SHARE = 0.6;

  private final Rules<S, M> rules;
  private final Evaluation<S> evaluation;
  private final ToLongFunction<S> hash;
  private final int maxDepth;
  private final long timeLimitNanos;
  private final long maxNodes;
  private final int threads;
  private final boolean reductions;
  /** With logarithmic reductions: their divisor; 0 for reductions of one ply. */
  private final double reductionDivisor;
  private final boolean avoidRepetitions;
  /** Whether the moves of a position that is not quiet cost no depth (the evaluation's choice). */
  private final boolean extendsNotQuiet;
  /** The game's moves that certainly lead to positions scored at once, or null. */
  private final @Nullable QuietMoves<S, M> quietMoves;
  /** With repetitions avoided: the keys of the positions of the game so far. */
  private final PositionKeys played = new PositionKeys();
  private final int tableMask;
  /** Each entry's key xor its data, so that an entry torn by two threads fails its check. */
  private final long[] keys;
  private final long[] data;

  private AlphaBetaBot(Builder<S, M> b) {
    this.rules = b.rules;
    this.evaluation = b.evaluation;
    this.hash = b.hash != null ? b.hash : state -> spread(state.hashCode());
    this.maxDepth = b.maxDepth;
    this.timeLimitNanos = b.timeLimitNanos;
    this.maxNodes = b.maxNodes;
    this.threads = b.threads;
    this.reductions = b.reductions;
    this.reductionDivisor = b.reductionDivisor;
    this.avoidRepetitions = b.avoidRepetitions;
    this.extendsNotQuiet = b.evaluation.extendsNotQuiet();
    this.quietMoves = b.quietMoves;
    int size = 1 << b.tableBits;
    this.tableMask = size - 1;
    this.keys = new long[size];
    this.data = new long[size];
  }

  /**
   * Returns a builder: depth 4, no time limit, one thread, a table of 2<sup>18</sup> entries,
   * {@code hashCode()} as the key.
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
    if (avoidRepetitions) {
      played.add(hash.applyAsLong(state));
    }
    Search<M> search = searchWithThreads(state, moves);
    if (avoidRepetitions) {
      played.add(hash.applyAsLong(rules.playUnchecked(state, search.move())));
    }
    return search;
  }

  private Search<M> searchWithThreads(S state, List<M> moves) {
    long start = System.nanoTime();
    long deadline = timeLimitNanos > 0 ? start + timeLimitNanos : Long.MAX_VALUE;
    long softDeadline = timeLimitNanos > 0 ? start + (long) (timeLimitNanos * SOFT_SHARE) : Long.MAX_VALUE;
    Searcher main = new Searcher(deadline, maxNodes, 0);
    if (moves.size() == 1) {
      // The one legal move is played at once; one ply still gives its score.
      main.deepest = 1;
      return main.deepen(state, moves, softDeadline);
    }
    if (threads == 1) {
      return main.deepen(state, moves, softDeadline);
    }
    List<Searcher> helpers = new ArrayList<>();
    for (int t = 1; t < threads; t++) {
      helpers.add(new Searcher(deadline, Long.MAX_VALUE, t));
    }
    AtomicBoolean stop = new AtomicBoolean();
    for (Searcher helper : helpers) {
      helper.stop = stop;
    }
    List<Runnable> tasks = new ArrayList<>();
    @Nullable Search<M>[] result = newResultHolder();
    List<Throwable> failures = new ArrayList<>();
    tasks.add(() -> {
      try {
        result[0] = main.deepen(state, moves, softDeadline);
      } catch (RuntimeException | Error e) {
        synchronized (failures) {
          failures.add(e);
        }
      } finally {
        stop.set(true);
      }
    });
    for (Searcher helper : helpers) {
      tasks.add(() -> {
        try {
          helper.deepen(state, moves, Long.MAX_VALUE);
        } catch (RuntimeException | Error e) {
          stop.set(true);
          synchronized (failures) {
            failures.add(e);
          }
        }
      });
    }
    Workers.runEachOnItsThread(tasks, "alphabeta");
    Search<M> found = result[0];
    synchronized (failures) {
      if (found == null || !failures.isEmpty()) {
        throw new IllegalStateException(
            "A search thread failed", failures.isEmpty() ? null : failures.get(0));
      }
    }
    long helperNodes = 0;
    for (Searcher helper : helpers) {
      helperNodes += helper.nodes;
    }
    return new Search<>(found.move(), found.score(), found.depth(), found.nodes() + helperNodes);
  }

  @SuppressWarnings("unchecked") // a one-element array of a generic record; only Search<M> is stored
  private static <M extends Object> @Nullable Search<M>[] newResultHolder() {
    return (@Nullable Search<M>[]) new Search<?>[1];
  }

  /** One thread's search: its own node count, killers and history; the table is shared. */
  private final class Searcher {
    final long deadline;
    final long nodeLimit;
    final int index;
    /** The deepest iteration: the bot's, or 1 where the root has one legal move. */
    int deepest = maxDepth;
    @Nullable AtomicBoolean stop;
    long nodes;
    final @Nullable Object[][] killers = new @Nullable Object[MAX_PLY][2];
    final int[] history = new int[1 << HISTORY_BITS];
    /** With repetitions avoided: the line's keys by ply, from 1 (the root's is in {@code played}). */
    final long[] line = new long[MAX_PLY];
    /** The player to move at the root, for whom a repetition is worth at most a draw. */
    @Nullable Player rootPlayer;
    /** Root: the index of the best move found so far in the running iteration, or -1. */
    int iterationBest;
    int iterationScore;
    /** Root: each move's value from the last iteration (fail-soft: a bound where it failed low). */
    int @Nullable [] rootScores;

    Searcher(long deadline, long nodeLimit, int index) {
      this.deadline = deadline;
      this.nodeLimit = nodeLimit;
      this.index = index;
    }

    Search<M> deepen(S state, List<M> moves, long softDeadline) {
      int bestIndex = 0;
      int bestScore = 0;
      int reached = 0;
      int steady = 0;
      int first = index % 2 == 0 ? 1 : 2;
      if (avoidRepetitions) {
        rootPlayer = rules.toMove(state);
      }
      for (int depth = first; depth <= deepest; depth++) {
        iterationBest = -1;
        try {
          rootSearch(state, moves, depth, bestIndex, depth > 1);
        } catch (OutOfTime e) {
          if (iterationBest >= 0 && iterationBest != bestIndex) {
            bestIndex = iterationBest;
            bestScore = iterationScore;
          }
          break;
        }
        steady = iterationBest == bestIndex && iterationScore >= bestScore - 50 ? steady + 1 : 0;
        bestIndex = iterationBest;
        bestScore = iterationScore;
        reached = depth;
        if (Math.abs(bestScore) >= WIN_BOUND) {
          break; // a forced result: deeper search cannot change it
        }
        if (steady >= 2 && System.nanoTime() >= softDeadline) {
          break;
        }
      }
      return new Search<>(moves.get(bestIndex), bestScore, reached, nodes);
    }

    private void rootSearch(S state, List<M> moves, int depth, int first, boolean timed) {
      Player me = rules.toMove(state);
      int alpha = -WIN - 1;
      int childDepth = extended(state, depth, 0) ? depth : depth - 1;
      int[] order = rootOrder(moves.size(), first);
      int[] scores = new int[moves.size()];
      rootScores = scores;
      for (int k = 0; k < moves.size(); k++) {
        int i = order[k];
        S child = rules.playUnchecked(state, moves.get(i));
        int score;
        if (k == 0) {
          score = valueFor(me, child, childDepth, alpha, WIN + 1, 1, timed);
        } else {
          score = valueFor(me, child, childDepth, alpha, alpha + 1, 1, timed);
          if (score > alpha) {
            score = valueFor(me, child, childDepth, alpha, WIN + 1, 1, timed);
          }
        }
        scores[i] = score;
        if (score > alpha) {
          alpha = score;
          iterationBest = i;
          iterationScore = score;
        }
      }
    }

    /**
     * The order of the root's moves: {@code first} (the last iteration's best), then, at a root
     * of more than {@value #SORTED_MOVES} moves, the others by the values the last iteration gave
     * them, highest first, ties in the rules' order; elsewhere, and in the first iteration, the
     * others in the rules' order. With a thousand moves a turn (ZÈRTZ) the last iteration rarely
     * finishes: in this order it has searched the moves likeliest to beat the best, in the
     * rules' order arbitrary ones (measured in ZÈRTZ; smaller roots, whose iterations finish far
     * more often, keep the order the other games measured).
     */
    private int[] rootOrder(int count, int first) {
      int[] order = new int[count];
      int[] last = rootScores;
      if (last == null || count <= SORTED_MOVES || count > ROOT_INDEX_MASK) {
        for (int k = 0; k < count; k++) {
          order[k] = k == 0 ? first : k <= first ? k - 1 : k;
        }
        return order;
      }
      long[] keyed = new long[count];
      for (int i = 0; i < count; i++) {
        long rank = i == first ? Integer.MAX_VALUE : last[i];
        // Sorted ascending: the highest value first, then the lower index (scores are within ±2^31).
        keyed[i] = (-rank << ROOT_INDEX_BITS) | i;
      }
      Arrays.sort(keyed);
      for (int k = 0; k < count; k++) {
        order[k] = (int) (keyed[k] & ROOT_INDEX_MASK);
      }
      return order;
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
      if (timed && (nodes > nodeLimit || ((nodes & 1023) == 0 && outOfTime()))) {
        throw OutOfTime.INSTANCE;
      }
      Player me = rules.toMove(state);
      if (avoidRepetitions) {
        long key = hash.applyAsLong(state);
        if (repeats(key, ply)) {
          return repetitionScore(state, me);
        }
        line[ply] = key;
      }
      if (depth <= 0 || ply >= MAX_PLY - 1) {
        // At the horizon, and where the line has used the plies the search keeps, the status
        // tells the end without generating the moves.
        Status status = rules.status(state);
        if (status.isOver()) {
          return endScore(status, me, ply);
        }
        if (depth <= -QUIESCENCE_PLIES || ply >= MAX_PLY - 1 || evaluation.isQuiet(state)) {
          return Math.max(-Evaluation.MAX, Math.min(Evaluation.MAX, evaluation.evaluate(state, me)));
        }
      }
      List<M> moves = rules.legalMoves(state);
      if (moves.isEmpty()) {
        return endScore(rules.status(state), me, ply);
      }
      long key = avoidRepetitions ? line[ply] : hash.applyAsLong(state);
      int slot = (int) (key ^ (key >>> 32)) & tableMask;
      int tableMove = -1;
      long entry = data[slot];
      if ((keys[slot] ^ entry) == key && entry != 0) {
        int stored = move(entry);
        if (stored < moves.size()) {
          tableMove = stored;
        }
        // Past the horizon an entry may have been searched with more plies of quiescence left:
        // only its move is used there.
        if (depth >= 0 && depth(entry) >= depth) {
          int score = fromTable(score(entry), ply);
          int bound = bound(entry);
          if (bound == EXACT
              || (bound == LOWER && score >= beta)
              || (bound == UPPER && score <= alpha)) {
            return score;
          }
        }
      }
      int count = moves.size();
      @Nullable Object[] killer = killers[ply];
      int side = me.ordinal() << (HISTORY_BITS - 1);
      int[] order = orderMoves(moves, tableMove, killer, side, depth);
      boolean extended = extended(state, depth, ply);
      int childDepth = extended ? depth : depth - 1;
      // One move before the horizon, the most a move to a quiet position can score there. Where
      // the evaluation extends positions that are not quiet, not extending this one says it is quiet.
      int ceiling = depth == 1 && !extended
          && ((extendsNotQuiet && ply < EXTENDED_TO_PLY) || evaluation.isQuiet(state))
          ? evaluation.quietMoveBound(state) : Evaluation.MAX;
      int originalAlpha = alpha;
      int best = -WIN - 1;
      int bestIndex = order[0];
      @Nullable Predicate<M> quiet = null;
      for (int k = 0; k < count; k++) {
        int i = order[k];
        M move = moves.get(i);
        if (ceiling < Evaluation.MAX && ceiling <= alpha && quietMoves != null && ply + 1 < MAX_PLY - 1) {
          if (quiet == null) {
            quiet = quietMoves.at(state);
          }
          if (quiet.test(move)) {
            // What scoredAsQuiet would find after playing it, known without playing it.
            countPosition(timed);
            if (ceiling > best) {
              best = ceiling;
              bestIndex = i;
            }
            continue;
          }
        }
        S child = rules.playUnchecked(state, move);
        int score;
        if (ceiling < Evaluation.MAX && ceiling <= alpha && scoredAsQuiet(child, ply + 1, timed)) {
          // It would be evaluated, and could not beat alpha: the bound is its value's upper bound.
          score = ceiling;
        } else if (k == 0) {
          score = valueFor(me, child, childDepth, alpha, beta, ply + 1, timed);
        } else {
          score = alpha + 1;
          if (reductions && !extended && depth >= REDUCED_FROM_DEPTH && k >= FULL_DEPTH_MOVES) {
            // A late move, after the table move, the killers and the best by history: first a
            // shallower null-window search; only a move that beats alpha there is searched in full.
            score = valueFor(me, child, depth - 1 - reduction(depth, k), alpha, alpha + 1, ply + 1, timed);
          }
          if (score > alpha) {
            score = valueFor(me, child, childDepth, alpha, alpha + 1, ply + 1, timed);
          }
          if (score > alpha && score < beta) {
            score = valueFor(me, child, childDepth, alpha, beta, ply + 1, timed);
          }
        }
        if (score > best) {
          best = score;
          bestIndex = i;
        }
        if (score > alpha) {
          alpha = score;
        }
        if (alpha >= beta) {
          M cut = moves.get(i);
          if (depth > 0) {
            if (!cut.equals(killer[0])) {
              killer[1] = killer[0];
              killer[0] = cut;
            }
            int h = historySlot(cut, side);
            history[h] = Math.min(history[h] + depth * depth, 1 << 24);
          }
          break;
        }
      }
      if (depth >= 0) {
        int bound = best <= originalAlpha ? UPPER : best >= beta ? LOWER : EXACT;
        long stored = pack(toTable(best, ply), depth, bound, bestIndex);
        data[slot] = stored;
        keys[slot] = key ^ stored;
      }
      return best;
    }

    /**
     * Whether a child one move before the horizon would be scored by the evaluation (the game goes
     * on, the position is quiet and repeats none before it); if so it is counted as a position
     * visited, as searching it would.
     */
    private boolean scoredAsQuiet(S child, int ply, boolean timed) {
      if (rules.status(child).isOver() || !evaluation.isQuiet(child)
          || ply >= MAX_PLY - 1
          || (avoidRepetitions && repeats(hash.applyAsLong(child), ply))) {
        return false;
      }
      countPosition(timed);
      return true;
    }

    /** Counts a position scored without being searched, as searching it would. */
    private void countPosition(boolean timed) {
      nodes++;
      if (timed && (nodes > nodeLimit || ((nodes & 1023) == 0 && outOfTime()))) {
        throw OutOfTime.INSTANCE;
      }
    }

    /**
     * Whether the moves of a position with moves, {@code depth} plies before the horizon, cost no
     * depth: only before the horizon (past it, quiescence follows such positions anyway), only
     * where the evaluation asks for it and says the position is not quiet, and not past {@value
     * #EXTENDED_TO_PLY} plies.
     */
    private boolean extended(S state, int depth, int ply) {
      return extendsNotQuiet && depth > 0 && ply < EXTENDED_TO_PLY && !evaluation.isQuiet(state);
    }

    /**
     * The plies a late move's first search is reduced by: one, or with logarithmic reductions
     * {@code max(1, floor(ln(depth) ln(k) / divisor))}, leaving the move at least one ply.
     */
    private int reduction(int depth, int k) {
      if (reductionDivisor == 0) {
        return 1;
      }
      int plies = Math.max(1, (int) (Math.log(depth) * Math.log(k) / reductionDivisor));
      return Math.min(plies, depth - 2);
    }

    /**
     * The order to try a node's moves in: the table's move, the killers, then the others by their
     * history, highest first (ties in the rules' order). Past {@value #SORTED_MOVES} moves, within
     * {@value #SORTED_LONG_DEPTH} plies of the horizon, only the table's move and the killers are
     * put first, the rest in the rules' order: such lists are often made lazily, and there sorting
     * them would cost more than it saves; deeper, a node's subtrees cost far more than its sort.
     */
    private int[] orderMoves(List<M> moves, int tableMove, @Nullable Object[] killer, int side, int depth) {
      int count = moves.size();
      int[] order = new int[count];
      if (count > SORTED_MOVES && (depth < SORTED_LONG_DEPTH || count > 0xFFFF)) {
        int front = 0;
        int[] first = {tableMove, indexOf(moves, killer[0]), indexOf(moves, killer[1])};
        for (int f : first) {
          if (f >= 0 && !contains(order, front, f)) {
            order[front++] = f;
          }
        }
        int k = front;
        for (int i = 0; i < count; i++) {
          if (!contains(order, front, i)) {
            order[k++] = i;
          }
        }
        return order;
      }
      long[] keyed = new long[count];
      for (int i = 0; i < count; i++) {
        M move = moves.get(i);
        long rank = i == tableMove ? (1L << 26) + 2
            : move.equals(killer[0]) ? (1L << 26) + 1
            : move.equals(killer[1]) ? 1L << 26
            : history[historySlot(move, side)];
        // Sorted ascending: the highest rank first, then the lower index.
        keyed[i] = (-rank << 16) | i;
      }
      Arrays.sort(keyed);
      for (int i = 0; i < count; i++) {
        order[i] = (int) (keyed[i] & 0xFFFF);
      }
      return order;
    }

    /**
     * A repeated position's value for the player to move: its evaluation, but never better than a
     * draw for the root player (nor worse than a draw for the other).
     */
    private int repetitionScore(S state, Player toMove) {
      int value = Math.max(-Evaluation.MAX, Math.min(Evaluation.MAX, evaluation.evaluate(state, toMove)));
      return toMove == rootPlayer ? Math.min(value, 0) : Math.max(value, 0);
    }

    /** Whether a position {@code ply} plies into the line was in the game or earlier on the line. */
    private boolean repeats(long key, int ply) {
      for (int p = ply - 1; p >= 1; p--) {
        if (line[p] == key) {
          return true;
        }
      }
      return played.contains(key);
    }

    private boolean outOfTime() {
      AtomicBoolean s = stop;
      return System.nanoTime() >= deadline || (s != null && s.get());
    }
  }

  /** The score of a finished game for the player to move, {@code ply} plies from the root. */
  private static int endScore(Status status, Player toMove, int ply) {
    Player winner = status.winner().orElse(null);
    return winner == null ? 0 : winner == toMove ? WIN - ply : -(WIN - ply);
  }

  private static <M extends Object> int indexOf(List<M> moves, @Nullable Object move) {
    return move == null ? -1 : moves.indexOf(move);
  }

  private static boolean contains(int[] values, int length, int value) {
    for (int i = 0; i < length; i++) {
      if (values[i] == value) {
        return true;
      }
    }
    return false;
  }

  private static int historySlot(Object move, int side) {
    int h = move.hashCode() * 0x9E3779B1;
    return (h >>> (33 - HISTORY_BITS)) ^ side;
  }

  /** Packs an entry: score (32 bits), depth (8), bound (2), move index (16), a set bit 63. */
  private static long pack(int score, int depth, int bound, int move) {
    return (score & 0xFFFF_FFFFL)
        | ((long) Math.min(depth, 255) << 32)
        | ((long) bound << 40)
        | ((long) Math.min(move, 0xFFFF) << 42)
        | Long.MIN_VALUE;
  }

  private static int score(long entry) {
    return (int) entry;
  }

  private static int depth(long entry) {
    return (int) (entry >>> 32) & 0xFF;
  }

  private static int bound(long entry) {
    return (int) (entry >>> 40) & 0x3;
  }

  private static int move(long entry) {
    return (int) (entry >>> 42) & 0xFFFF;
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
  @API(status = STABLE, since = "0.1.0")
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
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder<S extends Object, M extends Object> {
    private final Rules<S, M> rules;
    private final Evaluation<S> evaluation;
    private @Nullable ToLongFunction<S> hash;
    private int maxDepth = 4;
    private long timeLimitNanos;
    private long maxNodes = Long.MAX_VALUE;
    private int tableBits = 18;
    private int threads = 1;
    private boolean reductions;
    private double reductionDivisor;
    private boolean avoidRepetitions;
    private @Nullable QuietMoves<S, M> quietMoves;

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
     * @param hash a 64-bit hash of positions; equal positions must get equal hashes, and the same
     *     in every run for the bot's moves to repeat
     * @return this builder
     */
    public Builder<S, M> hash(ToLongFunction<S> hash) {
      this.hash = Objects.requireNonNull(hash, "hash");
      return this;
    }

    /**
     * Sets the number of threads searching each move (Lazy SMP: they share the table). More than
     * one makes the moves depend on timing.
     *
     * <pre>{@code
     * AlphaBetaBot.builder(rules, evaluation).maxDepth(100).timeLimit(Duration.ofSeconds(1)).threads(2).build();
     * }</pre>
     *
     * @param count 1 to 256
     * @return this builder
     * @throws IllegalArgumentException if {@code count} is out of range
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> threads(int count) {
      if (count < 1 || count > 256) {
        throw new IllegalArgumentException("The threads must be 1 to 256, not " + count);
      }
      this.threads = count;
      return this;
    }

    /**
     * Turns late-move reductions on or off (off by default). With them, at depth 3 or more, every
     * move after the first three of the node's order (the table move, the killers, the best by
     * history) is searched first one ply shallower with a null window, and searched at full depth
     * only when it beats the best so far there. The search reaches deeper in the same time but is
     * no longer a full-width search of its depth: its score may differ from plain minimax's, and a
     * move that only a full search shows good can be missed. A win or loss it proves is still
     * real, though a quicker win (or a longer defence) may exist.
     *
     * <pre>{@code
     * AlphaBetaBot.builder(rules, evaluation).maxDepth(100).maxNodes(200_000).lateMoveReductions(true).build();
     * }</pre>
     *
     * @param on whether to reduce late moves
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> lateMoveReductions(boolean on) {
      this.reductions = on;
      this.reductionDivisor = 0;
      return this;
    }

    /**
     * Turns on late-move reductions that grow with the depth and the move's place: the {@code
     * k}-th move of a node's order (counting from 0; from the fourth on, at depth 3 or more) is
     * first searched {@code max(1, floor(ln(depth) ln(k) / divisor))} plies shallower, and at
     * least one ply deep, with a null window; as with {@link #lateMoveReductions one-ply
     * reductions}, only a move that beats the best so far there is searched at full depth. A
     * smaller divisor reduces more: the search goes deeper in the same positions and misses more
     * of what only a full search shows. {@code lateMoveReductions(false)} turns them off again.
     * TZAAR's level 5 uses a divisor of 1 (measured stronger than one-ply reductions:
     * docs/bots.md).
     *
     * <pre>{@code
     * AlphaBetaBot.builder(rules, evaluation).maxDepth(100).maxNodes(1_000_000).logarithmicReductions(1.0).build();
     * }</pre>
     *
     * @param divisor a finite number above 0
     * @return this builder
     * @throws IllegalArgumentException if {@code divisor} is not a finite number above 0
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> logarithmicReductions(double divisor) {
      if (!(divisor > 0) || Double.isInfinite(divisor)) {
        throw new IllegalArgumentException(
            "The reductions' divisor must be a finite number above 0, not " + divisor);
      }
      this.reductions = true;
      this.reductionDivisor = divisor;
      return this;
    }

    /**
     * Turns on or off avoiding repetitions (off by default): the bot remembers the positions of its
     * game, those it is asked to move in and those its moves make, and in its search a position
     * that repeats one of them, or one earlier on the line, is worth at most a draw to the bot (its
     * evaluation, capped at 0 for the bot). The rules are not changed: this steers a bot that is
     * ahead out of cycles that the game's rules do not end. A bot built with it plays one game;
     * make a new one for the next.
     *
     * <pre>{@code
     * AlphaBetaBot.builder(rules, evaluation).maxNodes(1_000_000).maxDepth(100).avoidRepetitions(true).build();
     * }</pre>
     *
     * @param on whether to avoid repetitions
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> avoidRepetitions(boolean on) {
      this.avoidRepetitions = on;
      return this;
    }

    /**
     * Gives the search the game's test of the moves that lead, for certain, to positions it would
     * score at once (none by default). One move before the horizon, where the evaluation's
     * {@linkplain Evaluation#quietMoveBound bound} cannot beat the best found, such a move gets the
     * bound without being played: the same moves, values and position counts, in less time.
     *
     * <pre>{@code
     * ZertzEvaluation evaluation = ZertzEvaluation.of(rules);
     * AlphaBetaBot.builder(rules, evaluation).quietMoves(evaluation::quietPlacements).build();
     * }</pre>
     *
     * @param quietMoves the test, which must agree with the evaluation and the rules
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> quietMoves(QuietMoves<S, M> quietMoves) {
      this.quietMoves = Objects.requireNonNull(quietMoves, "quietMoves");
      return this;
    }

    /**
     * Sets the table's size to 2<sup>{@code bits}</sup> entries (16 bytes each).
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
        + (timeLimitNanos > 0 ? ", " + Duration.ofNanos(timeLimitNanos) : "")
        + (threads > 1 ? ", " + threads + " threads" : "")
        + (reductions ? (reductionDivisor > 0 ? ", logarithmic reductions (divisor "
            + reductionDivisor + ")" : ", late-move reductions") : "")
        + (avoidRepetitions ? ", repetitions avoided" : "") + "]";
  }
}
