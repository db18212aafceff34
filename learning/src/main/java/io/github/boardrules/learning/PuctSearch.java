package io.github.boardrules.learning;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.RandomPlayout;
import io.github.boardrules.core.learning.ActionEncoding;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * AlphaZero's tree search (PUCT) over a game's {@link ActionEncoding}, with its priors and leaf
 * values from a pluggable {@link Evaluator}, so that a trained network can take the place of the
 * default {@link UniformEvaluator} (equal priors, the value of one random playout).
 *
 * <pre>{@code
 * PuctSearch<S, M> search = PuctSearch.builder(game.rules(), game.encoding().orElseThrow())
 *     .simulations(200).cPuct(1.25).dirichletNoise(0.3, 0.25).build();
 * PuctResult<M> result = search.search(state, new SplittableRandom(7));
 * result.move();                 // the most visited move
 * result.policy();               // visits / simulations, over the encoding's actions
 * Bot<S, M> bot = search.bot(7); // the same search as a bot, with its own seeded generator
 * }</pre>
 *
 * <p><b>The search.</b> Every edge {@code (s, a)} keeps a visit count {@code N}, a total value
 * {@code W} for the player to move at {@code s} and a prior {@code P}. A simulation walks down from
 * the root choosing at each position the action with the largest {@code Q(s, a) + c_puct · P(s, a)
 * · √(Σ_b N(s, b)) / (1 + N(s, a))}, where {@code Q = W / N} and {@code Q = 0} for an unvisited
 * edge (or, with {@link Builder#firstPlayUrgency first-play urgency}, the evaluator's value of
 * {@code s} less a reduction); equal scores go to the lowest action index. The first position off
 * the tree is added: a finished game is worth its returns to the player to move there, any other
 * position is given to the evaluator, whose priors over its legal actions (scaled to sum to 1;
 * equal if they sum to 0) go on its edges and whose value is backed up: each edge on the path adds the value as seen
 * by the player to move at its position ({@code +v} if that is the leaf's player to move, {@code
 * −v} otherwise, so games with extra turns are searched right). The root is evaluated before the
 * first simulation; with noise, its priors become {@code (1 − ε) · P + ε · η}, {@code η} drawn
 * from a symmetric Dirichlet distribution with parameter {@code α} over the legal actions. The
 * chosen move is the most visited root action (the lowest index among equals). With {@link
 * Builder#leafBatch leaf batches}, several walks are gathered under virtual loss and their new
 * positions evaluated in one call.
 *
 * <p>The search is immutable and thread-safe; all its randomness (noise, the evaluator's playouts)
 * comes from the generator of each call, so the same seed gives the same visits.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = EXPERIMENTAL, since = "0.1.0")
public final class PuctSearch<S extends Object, M extends Object> {
  /** The default number of simulations per search. */
  public static final int DEFAULT_SIMULATIONS = 200;

  /** The default exploration constant. */
  public static final double DEFAULT_C_PUCT = 1.25;

  /** The default ply cap of the default evaluator's random playouts. */
  public static final int DEFAULT_PLAYOUT_PLY_CAP = 1_000;

  /**
   * A first-play-urgency reduction to start from: Leela Zero's default ({@code
   * cfg_fpu_reduction}). Not the search's default, which values unvisited moves at 0.
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public static final double SUGGESTED_FPU_REDUCTION = 0.25;

  /** What an edge on the path of a leaf waiting in a batch counts as lost, for the other walks. */
  private static final double VIRTUAL_LOSS = 1;

  private final Rules<S, M> rules;
  private final ActionEncoding<S, M> encoding;
  private final Evaluator<S> evaluator;
  private final int simulations;
  private final double cPuct;
  private final double dirichletAlpha;
  private final double noiseWeight;
  private final int leafBatch;
  /** The first-play-urgency reduction, or −1 for AlphaZero's value 0 of unvisited edges. */
  private final double fpuReduction;

  private PuctSearch(Builder<S, M> b) {
    this.rules = b.rules;
    this.encoding = b.encoding;
    Evaluator<S> chosen = b.evaluator;
    this.evaluator = chosen != null ? chosen
        : UniformEvaluator.withPlayouts(b.rules, b.encoding, RandomPlayout.generic(b.rules),
            DEFAULT_PLAYOUT_PLY_CAP);
    this.simulations = b.simulations;
    this.cPuct = b.cPuct;
    this.dirichletAlpha = b.dirichletAlpha;
    this.noiseWeight = b.noiseWeight;
    this.leafBatch = b.leafBatch;
    this.fpuReduction = b.fpuReduction;
  }

  /**
   * Starts a search: {@value #DEFAULT_SIMULATIONS} simulations, {@code c_puct} {@value
   * #DEFAULT_C_PUCT}, no noise, the {@link UniformEvaluator} with random playouts of the generic
   * {@link RandomPlayout} capped at {@value #DEFAULT_PLAYOUT_PLY_CAP} plies.
   *
   * @param rules the game
   * @param encoding its encoding, such as {@code game.encoding().orElseThrow()}
   * @param <S> the state type
   * @param <M> the move type
   * @return a builder
   */
  public static <S extends Object, M extends Object> Builder<S, M> builder(
      Rules<S, M> rules, ActionEncoding<S, M> encoding) {
    return new Builder<>(rules, encoding);
  }

  /**
   * Returns the number of simulations per search.
   *
   * @return 1 or more
   */
  public int simulations() {
    return simulations;
  }

  /**
   * Searches a position.
   *
   * @param state a position where the game goes on
   * @param random the generator of the noise and of the evaluator's draws
   * @return the visits and the chosen move
   * @throws IllegalStateException if the game is over in {@code state}, or the evaluator's priors
   *     do not cover the encoding's actions
   */
  public PuctResult<M> search(S state, RandomGenerator random) {
    Objects.requireNonNull(random, "random");
    Run run = new Run(state, random);
    while (run.advance()) {
      run.accept(evaluate(run.pendingStates, run.pendingActions, random));
    }
    return run.result();
  }

  /**
   * Searches several positions at once, each with its own generator: the same results, in order,
   * as {@link #search} called for each position with its generator. When the evaluator {@linkplain
   * Evaluator#isBatchInvariant is batch-invariant} (a network's), the searches advance together
   * and the new positions of all of them go to the evaluator in one {@link Evaluator#evaluateBatch}
   * call a step, which is how self-play batches a network's work across games; otherwise they run
   * one after the other, each drawing from its own generator.
   *
   * <pre>{@code
   * List<PuctResult<M>> results = search.searchAll(List.of(a, b), List.of(new SplittableRandom(1), new SplittableRandom(2)));
   * }</pre>
   *
   * @param states positions where the game goes on
   * @param randoms one generator per position, for its noise and its evaluator's draws
   * @return one result per position, in order
   * @throws IllegalArgumentException if the lists differ in size
   * @throws IllegalStateException as {@link #search} does
   */
  public List<PuctResult<M>> searchAll(List<S> states, List<? extends RandomGenerator> randoms) {
    if (states.size() != randoms.size()) {
      throw new IllegalArgumentException(states.size() + " positions and " + randoms.size() + " generators");
    }
    List<PuctResult<M>> results = new ArrayList<>(states.size());
    if (!evaluator.isBatchInvariant() || states.size() == 1) {
      for (int i = 0; i < states.size(); i++) {
        results.add(search(states.get(i), randoms.get(i)));
      }
      return results;
    }
    List<Run> running = new ArrayList<>(states.size());
    for (int i = 0; i < states.size(); i++) {
      running.add(new Run(states.get(i), Objects.requireNonNull(randoms.get(i), "random")));
    }
    List<Run> waiting = new ArrayList<>();
    List<S> pooledStates = new ArrayList<>();
    List<int[]> pooledActions = new ArrayList<>();
    while (true) {
      waiting.clear();
      pooledStates.clear();
      pooledActions.clear();
      for (Run run : running) {
        if (!run.finished && run.advance()) {
          waiting.add(run);
          pooledStates.addAll(run.pendingStates);
          pooledActions.addAll(run.pendingActions);
        }
      }
      if (waiting.isEmpty()) {
        break;
      }
      List<Prediction> pooled = checked(evaluator.evaluateBatch(pooledStates, copies(pooledActions),
          randoms.get(0)), pooledActions);
      int from = 0;
      for (Run run : waiting) {
        int to = from + run.pendingStates.size();
        run.accept(pooled.subList(from, to));
        from = to;
      }
    }
    for (Run run : running) {
      results.add(run.result());
    }
    return results;
  }

  /**
   * One search in progress, advanced step by step so that several can share the evaluator's
   * calls: {@link #advance} walks down to the next new positions, {@link #accept} takes their
   * predictions and backs them up. The first step evaluates the root.
   */
  private final class Run {
    final S state;
    final RandomGenerator random;
    final int[] rootActions;
    @Nullable Node<S> root;
    final List<Walk<S>> walks = new ArrayList<>();
    final List<Walk<S>> open = new ArrayList<>();
    final List<S> pendingStates = new ArrayList<>();
    final List<int[]> pendingActions = new ArrayList<>();
    double rootTotal;
    int done;
    boolean finished;

    Run(S state, RandomGenerator random) {
      this.state = state;
      this.random = random;
      this.rootActions = encoding.legalActions(state);
      if (rootActions.length == 0) {
        throw new IllegalStateException(
            "The game is over, there is nothing to search: " + rules.status(state).description());
      }
    }

    /**
     * Walks down to the positions the evaluator must value next.
     *
     * @return false when the search has done its simulations
     */
    boolean advance() {
      pendingStates.clear();
      pendingActions.clear();
      Node<S> top = root;
      if (top == null) {
        pendingStates.add(state);
        pendingActions.add(rootActions);
        return true;
      }
      while (done < simulations) {
        walks.clear();
        open.clear();
        int wanted = Math.min(leafBatch, simulations - done);
        while (walks.size() < wanted) {
          Walk<S> walk = descend(top);
          if (walk == null) {
            break; // it met a leaf already waiting in this batch: evaluate what there is
          }
          walks.add(walk);
          if (leafBatch > 1) {
            walk.addVirtualLoss();
          }
          S leaf = walk.leaf;
          int[] leafActions = walk.leafActions;
          if (leaf != null && leafActions != null) {
            open.add(walk);
            pendingStates.add(leaf);
            pendingActions.add(leafActions);
          }
        }
        if (!open.isEmpty()) {
          return true;
        }
        backUp(); // every walk ended in a finished game: nothing to evaluate
      }
      finished = true;
      return false;
    }

    /** Takes the predictions of the positions {@link #advance} gave, in order. */
    void accept(List<Prediction> predictions) {
      if (root == null) {
        Prediction rootPrediction = predictions.get(0);
        Node<S> made = new Node<>(state, rules.toMove(state), rootActions,
            priors(rootPrediction, rootActions), rootPrediction.value(), false);
        if (noiseWeight > 0) {
          addNoise(made, random);
        }
        root = made;
        return;
      }
      for (int k = 0; k < open.size(); k++) {
        Walk<S> walk = open.get(k);
        Prediction prediction = predictions.get(k);
        Node<S> parent = walk.nodes.get(walk.nodes.size() - 1);
        int edge = walk.edges.get(walk.edges.size() - 1);
        Player toMove = walk.leafToMove;
        S leaf = walk.leaf;
        int[] leafActions = walk.leafActions;
        if (toMove == null || leaf == null || leafActions == null) {
          throw new IllegalStateException("a walk to a new position lost its position or player to move");
        }
        parent.children[edge] = new Node<>(leaf, toMove, leafActions, priors(prediction, leafActions),
            prediction.value(), false);
        parent.waiting[edge] = false;
        walk.finish(toMove, prediction.value());
      }
      backUp();
    }

    private void backUp() {
      for (Walk<S> walk : walks) {
        rootTotal += walk.backUp(leafBatch > 1);
      }
      done += walks.size();
    }

    PuctResult<M> result() {
      Node<S> top = root;
      if (top == null || done < simulations) {
        throw new IllegalStateException("the search has not done its simulations");
      }
      int best = 0;
      for (int i = 0; i < top.actions.length; i++) {
        if (top.visits[i] > top.visits[best]) {
          best = i;
        }
      }
      M move = encoding.move(state, top.actions[best]);
      return new PuctResult<>(move, top.actions[best], encoding.actionCount(), top.actions, top.visits.clone(),
          top.priors.clone(), simulations, rootTotal / simulations, top.values.clone());
    }
  }

  /**
   * Returns this search as a bot that plays the most visited move, drawing from its own generator.
   *
   * @param seed the seed of the bot's generator
   * @return a new bot; like every bot that draws, not thread-safe
   */
  public Bot<S, M> bot(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    return state -> search(state, random).move();
  }

  /**
   * Walks down from the root by the selection rule to the first edge off the tree or to a
   * finished game, adding a finished game's node at once.
   *
   * @return the walk, or null if it ended on an edge whose position waits for the evaluator in
   *     this batch (a collision)
   */
  private @Nullable Walk<S> descend(Node<S> root) {
    Walk<S> walk = new Walk<>();
    Node<S> node = root;
    while (true) {
      int edge = select(node);
      walk.nodes.add(node);
      walk.edges.add(edge);
      Node<S> child = node.children[edge];
      if (child == null) {
        if (node.waiting[edge]) {
          return null;
        }
        S next = rules.playUnchecked(node.state, encoding.move(node.state, node.actions[edge]));
        int[] actions = encoding.legalActions(next);
        Player toMove = rules.toMove(next);
        if (actions.length == 0) {
          child = new Node<>(next, toMove, actions, new double[0],
              encoding.returns(next)[toMove.ordinal()], true);
          node.children[edge] = child;
          walk.finish(toMove, child.value);
        } else {
          node.waiting[edge] = true;
          walk.leaf = next;
          walk.leafActions = actions;
          walk.leafToMove = toMove;
        }
        return walk;
      }
      if (child.terminal) {
        walk.finish(child.toMove, child.value);
        return walk;
      }
      node = child;
    }
  }

  /**
   * Calls the evaluator: {@link Evaluator#evaluate} one position at a time when leaves are not
   * batched, {@link Evaluator#evaluateBatch} otherwise; checks what it returns.
   */
  private List<Prediction> evaluate(List<S> states, List<int[]> actions, RandomGenerator random) {
    if (leafBatch == 1) {
      return checked(List.of(evaluator.evaluate(states.get(0), actions.get(0).clone(), random)), actions);
    }
    return checked(evaluator.evaluateBatch(states, copies(actions), random), actions);
  }

  private static List<int[]> copies(List<int[]> actions) {
    List<int[]> copies = new ArrayList<>(actions.size());
    for (int[] a : actions) {
      copies.add(a.clone());
    }
    return copies;
  }

  private static List<Prediction> checked(List<Prediction> predictions, List<int[]> actions) {
    if (predictions.size() != actions.size()) {
      throw new IllegalStateException("The evaluator gave " + predictions.size()
          + " predictions for a batch of " + actions.size() + " positions");
    }
    for (int k = 0; k < predictions.size(); k++) {
      if (predictions.get(k).size() != actions.get(k).length) {
        throw new IllegalStateException("The evaluator gave " + predictions.get(k).size()
            + " priors for a position with " + actions.get(k).length + " legal actions");
      }
    }
    return predictions;
  }

  /** The priors scaled to sum to 1, or equal if they sum to 0. */
  private static double[] priors(Prediction prediction, int[] actions) {
    double[] priors = prediction.priors();
    double sum = 0;
    for (double p : priors) {
      sum += p;
    }
    for (int i = 0; i < priors.length; i++) {
      priors[i] = sum > 0 ? priors[i] / sum : 1.0 / actions.length;
    }
    return priors;
  }

  private int select(Node<S> node) {
    double sqrtTotal = Math.sqrt(node.total);
    double unvisitedQ = 0;
    if (fpuReduction >= 0) {
      double visitedPriors = 0;
      for (int i = 0; i < node.actions.length; i++) {
        if (node.visits[i] > 0) {
          visitedPriors += node.priors[i];
        }
      }
      unvisitedQ = node.value - fpuReduction * Math.sqrt(visitedPriors);
    }
    int best = 0;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < node.actions.length; i++) {
      int n = node.visits[i];
      double q = n == 0 ? unvisitedQ : node.values[i] / n;
      double score = q + cPuct * node.priors[i] * sqrtTotal / (1 + n);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best;
  }

  private void addNoise(Node<S> root, RandomGenerator random) {
    double[] noise = new double[root.actions.length];
    double sum = 0;
    for (int i = 0; i < noise.length; i++) {
      noise[i] = gamma(dirichletAlpha, random);
      sum += noise[i];
    }
    for (int i = 0; i < noise.length; i++) {
      double eta = sum > 0 ? noise[i] / sum : 1.0 / noise.length;
      root.priors[i] = (1 - noiseWeight) * root.priors[i] + noiseWeight * eta;
    }
  }

  /** A Gamma(alpha, 1) draw: Marsaglia and Tsang's method, boosted for alpha below 1. */
  static double gamma(double alpha, RandomGenerator random) {
    if (alpha < 1) {
      double u = 1 - random.nextDouble(); // in (0, 1]
      return gamma(alpha + 1, random) * Math.pow(u, 1 / alpha);
    }
    double d = alpha - 1.0 / 3;
    double c = 1 / Math.sqrt(9 * d);
    while (true) {
      double x = random.nextGaussian();
      double v = 1 + c * x;
      if (v <= 0) {
        continue;
      }
      v = v * v * v;
      double u = 1 - random.nextDouble();
      if (u < 1 - 0.0331 * x * x * x * x || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) {
        return d * v;
      }
    }
  }

  @Override
  public String toString() {
    return "PuctSearch[" + simulations + " simulations, c_puct=" + cPuct
        + (noiseWeight > 0 ? ", Dirichlet(" + dirichletAlpha + ") noise " + noiseWeight : "")
        + (fpuReduction >= 0 ? ", first-play urgency reduction " + fpuReduction : "")
        + (leafBatch > 1 ? ", leaves in batches of " + leafBatch : "")
        + ", " + evaluator + "]";
  }

  /** A position of the tree, with its edges in ascending action order. */
  private static final class Node<S extends Object> {
    final S state;
    final Player toMove;
    final int[] actions;
    final double[] priors;
    final int[] visits;
    final double[] values;
    final @Nullable Node<S>[] children;
    /** Whether an edge's position waits for the evaluator in the batch being gathered. */
    final boolean[] waiting;
    int total;
    /** The evaluator's value, or the returns of a finished game, for the player to move. */
    final double value;
    final boolean terminal;

    @SuppressWarnings("unchecked") // a generic array: only Node<S> objects are ever stored in it
    Node(S state, Player toMove, int[] actions, double[] priors, double value, boolean terminal) {
      this.state = state;
      this.toMove = toMove;
      this.actions = actions;
      this.priors = priors;
      this.visits = new int[actions.length];
      this.values = new double[actions.length];
      this.children = (@Nullable Node<S>[]) new Node<?>[actions.length];
      this.waiting = new boolean[actions.length];
      this.value = value;
      this.terminal = terminal;
    }
  }

  /**
   * One simulation's path: the nodes and edges from the root, and where it ended: a new position
   * for the evaluator, then the value to back up for the player to move at its end.
   */
  private static final class Walk<S extends Object> {
    final List<Node<S>> nodes = new ArrayList<>();
    final List<Integer> edges = new ArrayList<>();
    @Nullable S leaf;
    int @Nullable [] leafActions;
    @Nullable Player leafToMove;
    double value;

    void finish(Player toMove, double endValue) {
      this.leafToMove = toMove;
      this.value = endValue;
    }

    /** Counts the walk's edges as visited and lost while its leaf waits, steering the batch's other walks away. */
    void addVirtualLoss() {
      for (int k = 0; k < nodes.size(); k++) {
        Node<S> n = nodes.get(k);
        int edge = edges.get(k);
        n.visits[edge]++;
        n.values[edge] -= VIRTUAL_LOSS;
        n.total++;
      }
    }

    /**
     * Adds the value along the path, each edge seeing it from its own player to move, and takes
     * back the virtual loss.
     *
     * @return the value the root's edge received
     */
    double backUp(boolean virtualLossAdded) {
      Player end = leafToMove;
      if (end == null) {
        throw new IllegalStateException("a simulation ended with no value to back up");
      }
      double atRoot = 0;
      for (int k = 0; k < nodes.size(); k++) {
        Node<S> n = nodes.get(k);
        int edge = edges.get(k);
        double seen = n.toMove == end ? value : -value;
        if (virtualLossAdded) {
          n.values[edge] += VIRTUAL_LOSS + seen;
        } else {
          n.visits[edge]++;
          n.values[edge] += seen;
          n.total++;
        }
        if (k == 0) {
          atRoot = seen;
        }
      }
      return atRoot;
    }
  }

  /**
   * Configures a {@link PuctSearch}.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
  public static final class Builder<S extends Object, M extends Object> {
    private final Rules<S, M> rules;
    private final ActionEncoding<S, M> encoding;
    private @Nullable Evaluator<S> evaluator;
    private int simulations = DEFAULT_SIMULATIONS;
    private double cPuct = DEFAULT_C_PUCT;
    private double dirichletAlpha;
    private double noiseWeight;
    private int leafBatch = 1;
    private double fpuReduction = -1;

    private Builder(Rules<S, M> rules, ActionEncoding<S, M> encoding) {
      this.rules = Objects.requireNonNull(rules, "rules");
      this.encoding = Objects.requireNonNull(encoding, "encoding");
    }

    /**
     * Sets the evaluator of new positions.
     *
     * @param evaluator priors and values, such as a network's
     * @return this builder
     */
    public Builder<S, M> evaluator(Evaluator<S> evaluator) {
      this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
      return this;
    }

    /**
     * Sets the number of simulations per search.
     *
     * @param count 1 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code count} is below 1
     */
    public Builder<S, M> simulations(int count) {
      if (count < 1) {
        throw new IllegalArgumentException("simulations is " + count + "; it must be 1 or more");
      }
      this.simulations = count;
      return this;
    }

    /**
     * Sets the exploration constant {@code c_puct}.
     *
     * @param c finite and 0 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code c} is negative, infinite or not a number
     */
    public Builder<S, M> cPuct(double c) {
      if (!(c >= 0) || Double.isInfinite(c)) {
        throw new IllegalArgumentException("cPuct is " + c + "; it must be finite and 0 or more");
      }
      this.cPuct = c;
      return this;
    }

    /**
     * Mixes Dirichlet noise into the root's priors, as AlphaZero's self-play does (α 0.3 for
     * chess, 0.03 for Go, roughly 10 / the typical number of legal moves; ε 0.25).
     *
     * @param alpha the Dirichlet parameter, finite and above 0
     * @param epsilon the noise's weight, 0 (none) to 1
     * @return this builder
     * @throws IllegalArgumentException if {@code alpha} is not above 0 or {@code epsilon} is
     *     outside 0 to 1
     */
    public Builder<S, M> dirichletNoise(double alpha, double epsilon) {
      if (!(alpha > 0) || Double.isInfinite(alpha)) {
        throw new IllegalArgumentException("Dirichlet alpha is " + alpha + "; it must be finite and above 0");
      }
      if (!(epsilon >= 0 && epsilon <= 1)) {
        throw new IllegalArgumentException("noise weight epsilon is " + epsilon + "; it must be 0 to 1");
      }
      this.dirichletAlpha = alpha;
      this.noiseWeight = epsilon;
      return this;
    }

    /**
     * Gathers up to {@code size} leaves before calling the evaluator, in one {@link
     * Evaluator#evaluateBatch} call: each walk down adds a virtual loss (one visit, value −1) to
     * the edges it took, so that the next walk of the batch tends elsewhere, and the loss is taken
     * back when the values are backed up. A walk that meets a leaf already waiting in the batch
     * ends the gathering early. The simulations stay the same number; with 1 (the default) the
     * evaluator is called through {@link Evaluator#evaluate}, one position at a time, as before.
     * The results depend on the size, and for a fixed size only on the seed.
     *
     * @param size the most leaves a batch, 1 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code size} is below 1
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> leafBatch(int size) {
      if (size < 1) {
        throw new IllegalArgumentException("leafBatch is " + size + "; it must be 1 or more");
      }
      this.leafBatch = size;
      return this;
    }

    /**
     * Values unvisited moves by first-play urgency, as Leela Zero's "FPU reduction": an edge not
     * visited yet gets {@code Q = v(s) − reduction · √(Σ P of the visited edges of s)}, where
     * {@code v(s)} is the evaluator's value of its position, instead of AlphaZero's {@code Q = 0}
     * (the default). A network's value then steers the search away from moves that look worse
     * than what was already tried. {@link #SUGGESTED_FPU_REDUCTION} is a starting point.
     *
     * @param reduction finite and 0 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code reduction} is negative or not finite
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> firstPlayUrgency(double reduction) {
      if (!(reduction >= 0) || Double.isInfinite(reduction)) {
        throw new IllegalArgumentException(
            "first-play urgency reduction is " + reduction + "; it must be finite and 0 or more");
      }
      this.fpuReduction = reduction;
      return this;
    }

    /**
     * Builds the search.
     *
     * @return the search
     */
    public PuctSearch<S, M> build() {
      return new PuctSearch<>(this);
    }
  }
}
