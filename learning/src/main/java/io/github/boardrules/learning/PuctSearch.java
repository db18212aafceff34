package io.github.boardrules.learning;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
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
 * edge; equal scores go to the lowest action index. The first position off the tree is added: a
 * finished game is worth its returns to the player to move there, any other position is given to
 * the evaluator, whose priors (kept to the legal actions and scaled to sum to 1; equal if they sum
 * to 0) go on its edges and whose value is backed up: each edge on the path adds the value as seen
 * by the player to move at its position ({@code +v} if that is the leaf's player to move, {@code
 * −v} otherwise, so games with extra turns are searched right). The root is evaluated before the
 * first simulation; with noise, its priors become {@code (1 − ε) · P + ε · η}, {@code η} drawn
 * from a symmetric Dirichlet distribution with parameter {@code α} over the legal actions. The
 * chosen move is the most visited root action (the lowest index among equals).
 *
 * <p>The search is immutable and thread-safe; all its randomness (noise, the evaluator's playouts)
 * comes from the generator of each call, so the same seed gives the same visits.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class PuctSearch<S extends Object, M extends Object> {
  /** The default number of simulations per search. */
  public static final int DEFAULT_SIMULATIONS = 200;

  /** The default exploration constant. */
  public static final double DEFAULT_C_PUCT = 1.25;

  /** The default ply cap of the default evaluator's random playouts. */
  public static final int DEFAULT_PLAYOUT_PLY_CAP = 1_000;

  private final Rules<S, M> rules;
  private final ActionEncoding<S, M> encoding;
  private final Evaluator<S> evaluator;
  private final int simulations;
  private final double cPuct;
  private final double dirichletAlpha;
  private final double noiseWeight;

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
    Node<S> root = newNode(state, random);
    if (root.terminal) {
      throw new IllegalStateException(
          "The game is over, there is nothing to search: " + rules.status(state).description());
    }
    if (noiseWeight > 0) {
      addNoise(root, random);
    }
    double[] rootPriors = new double[encoding.actionCount()];
    for (int i = 0; i < root.actions.length; i++) {
      rootPriors[root.actions[i]] = root.priors[i];
    }
    double rootTotal = 0;
    List<Node<S>> pathNodes = new ArrayList<>();
    List<Integer> pathEdges = new ArrayList<>();
    for (int sim = 0; sim < simulations; sim++) {
      pathNodes.clear();
      pathEdges.clear();
      Node<S> node = root;
      Node<S> leaf;
      double value;
      while (true) {
        int edge = select(node);
        pathNodes.add(node);
        pathEdges.add(edge);
        Node<S> child = node.children[edge];
        if (child == null) {
          S next = rules.playUnchecked(node.state, encoding.move(node.state, node.actions[edge]));
          child = newNode(next, random);
          node.children[edge] = child;
          leaf = child;
          value = child.value;
          break;
        }
        if (child.terminal) {
          leaf = child;
          value = child.value;
          break;
        }
        node = child;
      }
      for (int k = 0; k < pathNodes.size(); k++) {
        Node<S> n = pathNodes.get(k);
        int edge = pathEdges.get(k);
        double seen = n.toMove == leaf.toMove ? value : -value;
        n.visits[edge]++;
        n.values[edge] += seen;
        n.total++;
        if (n == root) {
          rootTotal += seen;
        }
      }
    }
    int[] visits = new int[encoding.actionCount()];
    int best = 0;
    for (int i = 0; i < root.actions.length; i++) {
      visits[root.actions[i]] = root.visits[i];
      if (root.visits[i] > root.visits[best]) {
        best = i;
      }
    }
    M move = encoding.move(state, root.actions[best]);
    return new PuctResult<>(move, root.actions[best], visits, rootPriors, simulations,
        rootTotal / simulations, root.actions, root.values);
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

  private int select(Node<S> node) {
    double sqrtTotal = Math.sqrt(node.total);
    int best = 0;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < node.actions.length; i++) {
      int n = node.visits[i];
      double q = n == 0 ? 0 : node.values[i] / n;
      double score = q + cPuct * node.priors[i] * sqrtTotal / (1 + n);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best;
  }

  private Node<S> newNode(S state, RandomGenerator random) {
    int[] actions = encoding.legalActions(state);
    Player toMove = rules.toMove(state);
    if (actions.length == 0) {
      return new Node<>(state, toMove, actions, new double[0], encoding.returns(state)[toMove.ordinal()], true);
    }
    Prediction prediction = evaluator.evaluate(state, actions.clone(), random);
    if (prediction.actionCount() != encoding.actionCount()) {
      throw new IllegalStateException("The evaluator gave priors for " + prediction.actionCount()
          + " actions; the encoding has " + encoding.actionCount());
    }
    double[] priors = new double[actions.length];
    double sum = 0;
    for (int i = 0; i < actions.length; i++) {
      priors[i] = prediction.prior(actions[i]);
      sum += priors[i];
    }
    for (int i = 0; i < actions.length; i++) {
      priors[i] = sum > 0 ? priors[i] / sum : 1.0 / actions.length;
    }
    return new Node<>(state, toMove, actions, priors, prediction.value(), false);
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
      this.value = value;
      this.terminal = terminal;
    }
  }

  /**
   * Configures a {@link PuctSearch}.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  public static final class Builder<S extends Object, M extends Object> {
    private final Rules<S, M> rules;
    private final ActionEncoding<S, M> encoding;
    private @Nullable Evaluator<S> evaluator;
    private int simulations = DEFAULT_SIMULATIONS;
    private double cPuct = DEFAULT_C_PUCT;
    private double dirichletAlpha;
    private double noiseWeight;

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
     * Builds the search.
     *
     * @return the search
     */
    public PuctSearch<S, M> build() {
      return new PuctSearch<>(this);
    }
  }
}
