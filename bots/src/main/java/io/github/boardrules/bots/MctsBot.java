package io.github.boardrules.bots;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.bots.internal.Workers;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.RandomPlayout;
import io.github.boardrules.core.bots.RootMoves;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Monte-Carlo tree search with the UCT selection rule: it grows a tree of positions, each iteration
 * selecting children by {@code wins/visits + c * sqrt(ln(parentVisits) / visits)}, expanding one
 * untried move, playing the game out at random and counting the result (1 for a win, ½ for a draw)
 * on the path back. It chooses the root move with the most visits.
 *
 * <p><b>Finite playouts.</b> The rules of many games let a game go on for ever, so a playout stops
 * after a ply cap ({@value #DEFAULT_PLY_CAP} plies unless set with {@link Builder#plyCap}); a
 * playout cut there is {@link PlayoutResult#UNFINISHED} and counts {@link Builder#unfinishedScore}
 * (½, like a draw, unless set). These are the bot's limits, not the game's: the rules never see
 * them.
 *
 * <pre>{@code
 * MctsBot<PylosState, PylosMove> bot = MctsBot.builder(rules)
 *     .iterations(5_000)                  // or .timeLimit(Duration.ofMillis(200))
 *     .playout(rules::randomPlayout)      // the game's fast path; the generic one by default
 *     .plyCap(500)                        // playouts longer than this count as unfinished
 *     .seed(42)
 *     .build();
 * MctsBot.Search<PylosMove> search = bot.search(state);
 * search.move();          // the choice
 * search.iterations();    // how many playouts it took
 * }</pre>
 *
 * <p><b>Proven values (MCTS-Solver).</b> Unless {@link Builder#solver solver(false)} turns it off,
 * the tree also keeps what its finished positions prove, after Winands, Björnsson and Saito's
 * MCTS-Solver (2008): a position where the game is over is a proven win or loss for the player who
 * moved into it; a position is a proven win for its player to move when one move leads to a proven
 * win for him, and a proven loss when every move has been tried and leads to a proven loss for him.
 * Proofs are backed up the path of each iteration as they appear. Selection never enters a child
 * that is a proven loss for the player choosing; a proof at the root ends the search at once, and
 * the bot then plays a proven winning move (the first in the order of {@link Rules#legalMoves}
 * among those proven). A draw is not a proof: it counts ½ as before. Where nothing is proven the
 * search is plain UCT; a proven loss deeper in the tree changes only which child selection visits,
 * so with the same seed the moves can differ from {@code solver(false)} there.
 *
 * <p><b>Threads.</b> With {@code threads(k)} the bot searches {@code k} independent trees at once
 * (root parallelisation), each with its own generator split from the bot's, and adds their root
 * visit counts. With an iteration budget the result depends only on the seed, whatever the
 * threads' timing; with a time budget it depends on the machine's speed.
 *
 * <p><b>Who moves.</b> The tree asks the rules who is to move in every position, so games where a
 * player moves several times in a row (captures, placements) are searched correctly.
 *
 * <p>Not thread-safe: it holds its generator.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public final class MctsBot<S extends Object, M extends Object> implements Bot<S, M> {
  /** The ply cap of a playout unless {@link Builder#plyCap} sets another. */
  public static final int DEFAULT_PLY_CAP = 1_000;

  private final Rules<S, M> rules;
  private final RandomPlayout<S> playout;
  private final int iterations;
  private final long timeLimitNanos;
  private final boolean iterationsWithinTime;
  private final double exploration;
  private final int plyCap;
  private final double unfinishedScore;
  private final int threads;
  private final boolean solver;
  private final @Nullable RootMoves<S, M> rootMoves;
  private final SplittableRandom random;

  private MctsBot(Builder<S, M> b) {
    this.rules = b.rules;
    this.playout = b.playout != null ? b.playout : RandomPlayout.generic(b.rules);
    this.iterations = b.iterations;
    this.timeLimitNanos = b.timeLimitNanos;
    this.iterationsWithinTime = b.iterationsWithinTime;
    this.exploration = b.exploration;
    this.plyCap = b.plyCap;
    this.unfinishedScore = b.unfinishedScore;
    this.threads = b.threads;
    this.solver = b.solver;
    this.rootMoves = b.rootMoves;
    this.random = new SplittableRandom(b.seed);
  }

  /**
   * Returns a builder: 1,000 iterations, exploration constant √2, one thread, seed 0, the generic
   * playout capped at {@value #DEFAULT_PLY_CAP} plies, an unfinished playout scored ½, proven values
   * kept.
   *
   * @param rules the game
   * @param <S> the state type
   * @param <M> the move type
   * @return a new builder
   */
  public static <S extends Object, M extends Object> Builder<S, M> builder(Rules<S, M> rules) {
    return new Builder<>(rules);
  }

  @Override
  public M chooseMove(S state) {
    return search(state).move();
  }

  /**
   * Searches a position and returns the chosen move with the search's figures.
   *
   * @param state a position where the game is not over
   * @return the search
   * @throws IllegalStateException if the game is over in {@code state}, or if the {@linkplain
   *     Builder#rootMoves root's moves} are none or not legal there
   */
  public Search<M> search(S state) {
    // The time limit counts from here: narrowing the root's moves is part of the move's time.
    long deadline = timeLimitNanos > 0 ? System.nanoTime() + timeLimitNanos : Long.MAX_VALUE;
    List<M> moves = Bots.legalMovesOrThrow(rules, state);
    if (rootMoves != null) {
      moves = narrowed(state, moves, rootMoves, deadline);
    }
    int budget = timeLimitNanos > 0 && !iterationsWithinTime ? Integer.MAX_VALUE : iterations;
    List<Tree> trees = new ArrayList<>(threads);
    for (int t = 0; t < threads; t++) {
      int share = budget == Integer.MAX_VALUE ? budget : budget / threads + (t < budget % threads ? 1 : 0);
      trees.add(new Tree(state, moves, random.split(), share, deadline));
    }
    if (threads == 1) {
      trees.get(0).run();
    } else {
      Workers.runEachOnItsThread(trees, "mcts");
      for (Tree tree : trees) {
        if (tree.failure != null) {
          throw new IllegalStateException("A search thread failed", tree.failure);
        }
      }
    }
    int[] visits = new int[moves.size()];
    double[] rewards = new double[moves.size()];
    boolean[] provenWin = new boolean[moves.size()];
    boolean[] provenLoss = new boolean[moves.size()];
    int total = 0;
    for (Tree tree : trees) {
      total += tree.root.visits;
      for (int i = 0; i < visits.length; i++) {
        Node<S, M> child = tree.root.child(i);
        if (child != null) {
          visits[i] += child.visits;
          rewards[i] += child.reward;
          provenWin[i] |= child.proof == Proof.WIN;
          provenLoss[i] |= child.proof == Proof.LOSS;
        }
      }
    }
    for (int i = 0; i < provenWin.length; i++) {
      if (provenWin[i]) {
        return new Search<>(moves.get(i), total, 1, Proof.WIN);
      }
    }
    // The most visited move that is not a proven loss; the most visited of all when every move is.
    int best = -1;
    int mostVisited = 0;
    for (int i = 0; i < visits.length; i++) {
      if (visits[i] > visits[mostVisited]) {
        mostVisited = i;
      }
      if (!provenLoss[i] && (best < 0 || visits[i] > visits[best])) {
        best = i;
      }
    }
    boolean allLost = best < 0;
    if (allLost) {
      best = mostVisited;
    }
    double winRate = allLost ? 0 : visits[best] == 0 ? 0.5 : rewards[best] / visits[best];
    return new Search<>(moves.get(best), total, winRate, allLost ? Proof.LOSS : Proof.NONE);
  }

  /** The root's moves as {@code rootMoves} gives them, checked against the legal ones. */
  private static <S extends Object, M extends Object> List<M> narrowed(
      S state, List<M> legal, RootMoves<S, M> rootMoves, long deadline) {
    List<M> chosen = List.copyOf(rootMoves.moves(state, deadline));
    if (chosen.isEmpty()) {
      throw new IllegalStateException("rootMoves: no move to search in " + state);
    }
    Set<M> legalSet = new HashSet<>(legal);
    for (M move : chosen) {
      if (!legalSet.contains(move)) {
        throw new IllegalStateException("rootMoves: " + move + " is not a legal move in " + state);
      }
    }
    return chosen;
  }

  /**
   * The outcome of one search.
   *
   * @param move the chosen move: the root move visited most (the first such in the order of {@link
   *     Rules#legalMoves} when tied)
   * @param iterations the playouts made, over all threads
   * @param winRate the chosen move's average result for the player to move, 0 to 1 (½ per draw);
   *     1 when the move is a proven win, 0 when the position is a proven loss
   * @param proof what the tree proved about the position for the player to move
   * @param <M> the move type
   */
  @API(status = STABLE, since = "0.1.0")
  public record Search<M extends Object>(M move, int iterations, double winRate,
      @API(status = EXPERIMENTAL, since = "0.2.0") Proof proof) {}

  /**
   * What a search proved about a position, for the player to move: a game-theoretic value that
   * holds whatever the playouts say.
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public enum Proof {
    /** Nothing proven. */
    NONE,
    /** The player to move can force a win: the search's move is one that does. */
    WIN,
    /** The opponent can force a win whatever the player to move does. */
    LOSS
  }

  /** A position of the tree. */
  private static final class Node<S extends Object, M extends Object> {
    /** What an unexpanded node has for its children and their order: nothing yet. */
    private static final Node<?, ?>[] NO_CHILDREN = new Node<?, ?>[0];

    private static final int[] NO_ORDER = new int[0];

    final S state;
    /** Who made the move into this node; null at the root. */
    final @Nullable Player mover;
    final Player toMove;
    final List<M> moves;
    /** The number of {@link #moves}. */
    final int moveCount;
    /**
     * The children by move index, made at the first expansion with {@link #order}: most nodes
     * are leaves that are never expanded, and the tree lives until the move is chosen, so the
     * collector would copy these arrays again and again.
     */
    @Nullable Node<S, M>[] children;
    /** Move indices in expansion order: those from {@code tried} on are not expanded yet. */
    int[] order = NO_ORDER;
    int tried;
    int visits;
    double reward;
    /** {@code reward / visits}, worked out when they change rather than at every selection. */
    double mean;
    /** Whether the game is over here: no legal moves. */
    final boolean terminal;
    /** How the game ended here; {@link PlayoutResult#UNFINISHED} while it goes on. */
    final PlayoutResult result;
    /** What is proven here for {@link #mover}, the player who moved into this node. */
    Proof proof = Proof.NONE;

    @SuppressWarnings("unchecked") // a generic array: only Node<S, M> objects are ever stored in it
    Node(S state, @Nullable Player mover, Player toMove, List<M> moves, PlayoutResult result) {
      this.state = state;
      this.mover = mover;
      this.toMove = toMove;
      this.moves = moves;
      this.moveCount = moves.size();
      this.children = (@Nullable Node<S, M>[]) NO_CHILDREN;
      this.terminal = moves.isEmpty();
      this.result = result;
    }

    /** Makes the children's array and the expansion order, before the first expansion. */
    @SuppressWarnings("unchecked") // a generic array: only Node<S, M> objects are ever stored in it
    void prepareExpansion() {
      children = (@Nullable Node<S, M>[]) new Node<?, ?>[moveCount];
      order = new int[moveCount];
      for (int i = 0; i < moveCount; i++) {
        order[i] = i;
      }
    }

    /** The child of a move, or null while it is not expanded. */
    @Nullable Node<S, M> child(int index) {
      return index < children.length ? children[index] : null;
    }
  }

  /** The visit counts below which a selection keeps the exploration terms it works out. */
  private static final int TERMS_KEPT = 1024;

  /** The keys of an empty table of exploration terms: NaN, which equals no logarithm. */
  private static double[] newTermLogs() {
    double[] logs = new double[TERMS_KEPT];
    Arrays.fill(logs, Double.NaN);
    return logs;
  }

  /** One tree, searched by one thread. */
  private final class Tree implements Runnable {
    final Node<S, M> root;
    final SplittableRandom random;
    final int budget;
    final long deadline;
    /** Whether the root's value is proven, which ends the search. */
    boolean rootProven;
    @Nullable Throwable failure;
    /** The exploration terms of the visit counts below {@link #TERMS_KEPT}, by count. */
    final double[] termValue = new double[TERMS_KEPT];
    /** The {@code ln(parentVisits)} each entry of {@link #termValue} was worked out for; NaN for none. */
    final double[] termLog = newTermLogs();

    Tree(S state, List<M> moves, SplittableRandom random, int budget, long deadline) {
      this.root = new Node<>(state, null, rules.toMove(state), moves, PlayoutResult.UNFINISHED);
      this.random = random;
      this.budget = budget;
      this.deadline = deadline;
    }

    @Override
    public void run() {
      try {
        for (int i = 0; i < budget; i++) {
          if (deadline != Long.MAX_VALUE && i > 0 && System.nanoTime() >= deadline) {
            return;
          }
          if (rootProven) {
            return;
          }
          iterate();
        }
      } catch (RuntimeException | Error e) {
        failure = e;
        if (threads == 1) {
          throw e;
        }
      }
    }

    private void iterate() {
      List<Node<S, M>> path = new ArrayList<>();
      Node<S, M> node = root;
      path.add(node);
      while (!node.terminal) {
        if (node.tried < node.moveCount) {
          node = expand(node);
          path.add(node);
          break;
        }
        node = select(node);
        path.add(node);
      }
      PlayoutResult result = node.terminal ? node.result : playout.play(node.state, random, plyCap);
      for (Node<S, M> n : path) {
        n.visits++;
        Player mover = n.mover;
        n.reward += mover == null ? 0.5 : result.score(mover, unfinishedScore);
        n.mean = n.reward / n.visits;
      }
      if (solver && node.terminal && node.proof != Proof.NONE) {
        backUpProof(path);
      }
    }

    /**
     * The exploration term {@code c * sqrt(ln(parentVisits) / visits)} of a child. Most children
     * of a node share a few small visit counts, so the term of a small count is kept with the
     * {@code ln(parentVisits)} it was worked out for and used again while that is the same: the
     * same value, without a division and a square root for every child.
     */
    private double explorationTerm(double logParent, int visits) {
      if (visits >= TERMS_KEPT) {
        return exploration * Math.sqrt(logParent / visits);
      }
      if (termLog[visits] != logParent) {
        termLog[visits] = logParent;
        termValue[visits] = exploration * Math.sqrt(logParent / visits);
      }
      return termValue[visits];
    }

    /**
     * Proves what the proven leaf of {@code path} implies for its ancestors, from the leaf's
     * parent up, and stops at the first ancestor whose value it leaves unproven.
     */
    private void backUpProof(List<Node<S, M>> path) {
      for (int i = path.size() - 2; i >= 0; i--) {
        Node<S, M> node = path.get(i);
        if (node.proof != Proof.NONE) {
          return;
        }
        // Every child's mover is node.toMove: its proofs are for the player choosing here.
        boolean win = false;
        boolean allLost = node.tried == node.moveCount;
        for (Node<S, M> child : node.children) {
          if (child != null) {
            win |= child.proof == Proof.WIN;
            allLost &= child.proof == Proof.LOSS;
          }
        }
        if (!win && !allLost) {
          return;
        }
        if (node.mover == null) {
          rootProven = true;
          return;
        }
        boolean moverWins = win == (node.mover == node.toMove);
        node.proof = moverWins ? Proof.WIN : Proof.LOSS;
      }
    }

    private Node<S, M> expand(Node<S, M> node) {
      if (node.tried == 0) {
        node.prepareExpansion();
      }
      int[] order = node.order;
      int pick = node.tried + random.nextInt(order.length - node.tried);
      int index = order[pick];
      order[pick] = order[node.tried];
      order[node.tried] = index;
      node.tried++;
      S next = rules.playUnchecked(node.state, node.moves.get(index));
      List<M> moves = rules.legalMoves(next);
      PlayoutResult result =
          moves.isEmpty() ? PlayoutResult.of(rules.status(next)) : PlayoutResult.UNFINISHED;
      Node<S, M> child = new Node<>(next, node.toMove, rules.toMove(next), moves, result);
      if (solver && result.isFinished()) {
        Player winner = result.winner().orElse(null);
        child.proof = winner == null ? Proof.NONE : winner == node.toMove ? Proof.WIN : Proof.LOSS;
      }
      node.children[index] = child;
      return child;
    }

    private Node<S, M> select(Node<S, M> node) {
      double logParent = Math.log(node.visits);
      Node<S, M> best = node;
      double bestScore = Double.NEGATIVE_INFINITY;
      for (Node<S, M> child : node.children) {
        // A proven loss for the player choosing here is never worth a visit.
        if (child == null || child.proof == Proof.LOSS) {
          continue;
        }
        double score = child.mean + explorationTerm(logParent, child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      return best;
    }
  }

  /**
   * Configures an {@link MctsBot}.
   *
   * <pre>{@code
   * MctsBot<S, M> bot = MctsBot.builder(rules).timeLimit(Duration.ofMillis(500)).threads(2).build();
   * }</pre>
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder<S extends Object, M extends Object> {
    private final Rules<S, M> rules;
    private @Nullable RandomPlayout<S> playout;
    private int iterations = 1_000;
    private long timeLimitNanos;
    private boolean iterationsWithinTime;
    private double exploration = Math.sqrt(2);
    private int plyCap = DEFAULT_PLY_CAP;
    private double unfinishedScore = 0.5;
    private int threads = 1;
    private boolean solver = true;
    private @Nullable RootMoves<S, M> rootMoves;
    private long seed;

    private Builder(Rules<S, M> rules) {
      this.rules = Objects.requireNonNull(rules, "rules");
    }

    /**
     * Sets an iteration budget per move (and clears any time limit).
     *
     * @param iterations 1 or more playouts per move
     * @return this builder
     * @throws IllegalArgumentException if {@code iterations} is less than 1
     */
    public Builder<S, M> iterations(int iterations) {
      if (iterations < 1) {
        throw new IllegalArgumentException("The iteration budget must be 1 or more, not " + iterations);
      }
      this.iterations = iterations;
      this.timeLimitNanos = 0;
      this.iterationsWithinTime = false;
      return this;
    }

    /**
     * Sets both budgets: the search stops after {@code iterations} playouts or when {@code limit}
     * has passed, whichever comes first. At least one iteration is always made.
     *
     * <pre>{@code
     * MctsBot.builder(rules).budget(5_000, Duration.ofMillis(100)).build();
     * }</pre>
     *
     * @param iterations 1 or more playouts per move
     * @param limit a positive duration
     * @return this builder
     * @throws IllegalArgumentException if {@code iterations} is less than 1 or {@code limit} is
     *     zero or negative
     */
    public Builder<S, M> budget(int iterations, Duration limit) {
      iterations(iterations);
      timeLimit(limit);
      this.iterationsWithinTime = true;
      return this;
    }

    /**
     * Sets a time budget per move (and clears the iteration budget). At least one iteration is
     * always made.
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
      this.iterationsWithinTime = false;
      return this;
    }

    /**
     * Sets the UCT exploration constant {@code c}.
     *
     * @param c a non-negative number; √2 by default
     * @return this builder
     * @throws IllegalArgumentException if {@code c} is negative or not a number
     */
    public Builder<S, M> exploration(double c) {
      if (!(c >= 0) || Double.isInfinite(c)) {
        throw new IllegalArgumentException("The exploration constant must be finite and >= 0, not " + c);
      }
      this.exploration = c;
      return this;
    }

    /**
     * Sets the most plies a playout plays before it stops unfinished. The bot's limit, not the
     * game's: it only bounds the simulations.
     *
     * @param plyCap 1 or more; {@value MctsBot#DEFAULT_PLY_CAP} by default
     * @return this builder
     * @throws IllegalArgumentException if {@code plyCap} is less than 1
     */
    public Builder<S, M> plyCap(int plyCap) {
      if (plyCap < 1) {
        throw new IllegalArgumentException("The ply cap must be 1 or more, not " + plyCap);
      }
      this.plyCap = plyCap;
      return this;
    }

    /**
     * Sets what a playout cut at the ply cap is worth to each player.
     *
     * @param score 0 to 1; ½ by default, as a draw
     * @return this builder
     * @throws IllegalArgumentException if {@code score} is outside 0 to 1
     */
    public Builder<S, M> unfinishedScore(double score) {
      if (!(score >= 0 && score <= 1)) {
        throw new IllegalArgumentException("The unfinished score must be 0 to 1, not " + score);
      }
      this.unfinishedScore = score;
      return this;
    }

    /**
     * Sets the number of threads, each searching its own tree.
     *
     * @param threads 1 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code threads} is less than 1
     */
    public Builder<S, M> threads(int threads) {
      if (threads < 1) {
        throw new IllegalArgumentException("The number of threads must be 1 or more, not " + threads);
      }
      this.threads = threads;
      return this;
    }

    /**
     * Sets whether the tree keeps proven wins and losses (MCTS-Solver, see the class comment).
     *
     * @param solver true (the default) to keep them, false for plain UCT
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> solver(boolean solver) {
      this.solver = solver;
      return this;
    }

    /**
     * Sets the seed of the bot's generator.
     *
     * @param seed any number
     * @return this builder
     */
    public Builder<S, M> seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * Narrows the moves searched at the root to those a function gives, such as the moves after
     * which a game's analysis finds no forced win for the opponent. The search plays one of them;
     * below the root every legal move is searched. By default every legal move is searched. The
     * function's time counts toward a {@linkplain #timeLimit time limit}: it gets the search's
     * deadline ({@link RootMoves#NO_DEADLINE} without a time limit), so that it can stop in time.
     *
     * <pre>{@code
     * MctsBot<FiveShiftState, PikkPakkMove> bot = MctsBot.builder(rules)
     *     .rootMoves(rules::safeMoves).iterations(100_000).build();
     * }</pre>
     *
     * @param moves gives, for a position where the game goes on and the search's deadline, some of
     *     its legal moves, at least one; thread-safe with more than one thread
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> rootMoves(RootMoves<S, M> moves) {
      this.rootMoves = Objects.requireNonNull(moves, "moves");
      return this;
    }

    /**
     * Sets the playout, such as a game's fast path {@code rules::randomPlayout}.
     *
     * @param playout the playout; it must be thread-safe with more than one thread
     * @return this builder
     */
    public Builder<S, M> playout(RandomPlayout<S> playout) {
      this.playout = Objects.requireNonNull(playout, "playout");
      return this;
    }

    /**
     * Builds the bot.
     *
     * @return the bot
     */
    public MctsBot<S, M> build() {
      return new MctsBot<>(this);
    }
  }

  @Override
  public String toString() {
    return "MctsBot["
        + (timeLimitNanos > 0 ? Duration.ofNanos(timeLimitNanos) + "" : iterations + " iterations")
        + (timeLimitNanos > 0 && iterationsWithinTime ? " or " + iterations + " iterations" : "")
        + ", c=" + exploration + ", plyCap=" + plyCap + ", threads=" + threads
        + (solver ? "" : ", solver off") + (rootMoves == null ? "" : ", root moves narrowed") + "]";
  }
}
