package io.github.boardrules.learning.selfplay;

import io.github.boardrules.bots.internal.Workers;
import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.learning.Evaluator;
import io.github.boardrules.learning.PuctResult;
import io.github.boardrules.learning.PuctSearch;
import io.github.boardrules.learning.UniformEvaluator;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Plays games of any catalogue game with the {@link PuctSearch} against itself and keeps what a
 * learner trains on: per position the observation, the legal actions, the search's visit
 * distribution, the action played and the game's outcome for the player to move ({@link
 * SelfPlayData}, written as a NumPy {@code .npz} file).
 *
 * <pre>{@code
 * ConfiguredGame<?, ?> game = GameCatalog.load().game("nim(rows=3,columns=5)");
 * SelfPlay<?, ?> run = SelfPlay.builder(game).simulations(100).seed(7).threads(2).build();
 * run.write(0, 1_000, Path.of("nim.npz"));   // games 0 to 999, written as they finish
 * SelfPlayData some = run.play(0, 50);       // games 0 to 49, in memory
 * }</pre>
 *
 * <p><b>Memory.</b> {@link #play} keeps the positions it returns in memory (sparse: the legal
 * actions, not a mask of every action); {@link #write} keeps one batch of {@code threads} games and
 * writes the rest to disk as it goes, so its memory does not grow with the number of games.
 *
 * <p><b>Seeds.</b> Game {@code i} depends only on the run's seed and {@code i}: its generator is
 * seeded with {@link MatchRunner#gameSeed MatchRunner.gameSeed(seed, i)} and draws, in order, the
 * start ({@link Rules#initialState(java.util.random.RandomGenerator)}, for games whose setup is
 * random), then for each ply the search's noise and playouts and the sampled move. So games can be
 * played in any order, on any number of threads or machines, and joined ({@link
 * SelfPlayData#concat}) into the same data: the same seed gives the same file, byte for byte.
 *
 * <p><b>Moves.</b> For the first {@code samplingPlies} plies of a game the move is drawn with
 * probability proportional to its visits (AlphaZero's temperature 1), later the most visited move
 * is played. A game not over after the ply cap stops, and its positions get the outcome 0.
 *
 * <p>Immutable and thread-safe, when the evaluator is.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class SelfPlay<S extends Object, M extends Object> {
  /** The default ply cap of a self-play game. */
  public static final int DEFAULT_PLY_CAP = 500;

  /** The default number of plies whose move is drawn from the visits. */
  public static final int DEFAULT_SAMPLING_PLIES = 10;

  /** The default Dirichlet parameter of the root noise. */
  public static final double DEFAULT_DIRICHLET_ALPHA = 0.3;

  /** The default weight of the root noise. */
  public static final double DEFAULT_NOISE_WEIGHT = 0.25;

  private final ConfiguredGame<S, M> game;
  private final Rules<S, M> rules;
  private final ActionEncoding<S, M> encoding;
  private final PuctSearch<S, M> search;
  private final long seed;
  private final int plyCap;
  private final int samplingPlies;
  private final int threads;

  private SelfPlay(Builder<S, M> b) {
    this.game = b.game;
    this.rules = b.game.rules();
    this.encoding = b.encoding;
    PuctSearch.Builder<S, M> search = PuctSearch.builder(rules, encoding)
        .simulations(b.simulations).cPuct(b.cPuct)
        .evaluator(b.evaluator != null ? b.evaluator
            : UniformEvaluator.withPlayouts(rules, encoding, b.game.playout(), b.plyCap));
    if (b.noiseWeight > 0) {
      search.dirichletNoise(b.dirichletAlpha, b.noiseWeight);
    }
    this.search = search.build();
    this.seed = b.seed;
    this.plyCap = b.plyCap;
    this.samplingPlies = b.samplingPlies;
    this.threads = b.threads;
  }

  /**
   * Starts a self-play run: {@value PuctSearch#DEFAULT_SIMULATIONS} simulations a move with the
   * {@link UniformEvaluator} on the game's own playout, {@code c_puct} {@value
   * PuctSearch#DEFAULT_C_PUCT}, Dirichlet noise α {@value #DEFAULT_DIRICHLET_ALPHA}, ε {@value
   * #DEFAULT_NOISE_WEIGHT}, the first {@value #DEFAULT_SAMPLING_PLIES} moves drawn from the visits,
   * a ply cap of {@value #DEFAULT_PLY_CAP}, seed 0, one thread.
   *
   * @param game a game of the catalogue with an encoding, for two players
   * @param <S> the state type
   * @param <M> the move type
   * @return a builder
   * @throws IllegalArgumentException if the game has no encoding or is a puzzle for one player
   */
  public static <S extends Object, M extends Object> Builder<S, M> builder(ConfiguredGame<S, M> game) {
    return new Builder<>(game);
  }

  /**
   * Plays the games {@code from} to {@code to − 1}, on the run's threads, and returns their
   * positions game by game in index order.
   *
   * @param from the first game's index, 0 or more
   * @param to one past the last game's index
   * @return the positions
   * @throws IllegalArgumentException if the range is empty or negative
   */
  public SelfPlayData play(int from, int to) {
    if (from < 0 || to <= from) {
      throw new IllegalArgumentException("games " + from + " to " + to + ": the range must be 0 <= from < to");
    }
    List<@Nullable SelfPlayData> games = new ArrayList<>();
    for (int i = from; i < to; i++) {
      games.add(null);
    }
    Workers.forEachIndex(from, to, threads, "selfplay", i -> {
      SelfPlayData data = playGame(i);
      synchronized (games) {
        games.set(i - from, data);
      }
    });
    List<SelfPlayData> done = new ArrayList<>();
    synchronized (games) {
      for (SelfPlayData data : games) {
        if (data == null) {
          throw new IllegalStateException("a game of " + from + " to " + to + " was not played");
        }
        done.add(data);
      }
    }
    return SelfPlayData.concat(done);
  }

  /**
   * Plays the games {@code from} to {@code to − 1} and writes them to a self-play file as they
   * finish, {@code threads} games at a time: memory holds one batch of games, whatever the number
   * of games. The file is the one {@code play(from, to).write(file)} writes, byte for byte, and it
   * appears only when every game is played (see {@link SelfPlayWriter}).
   *
   * @param from the first game's index, 0 or more
   * @param to one past the last game's index
   * @param file the file to write
   * @return the number of positions written
   * @throws IOException if the file cannot be written (checked before the first game)
   * @throws IllegalArgumentException if the range is empty or negative
   */
  public long write(int from, int to, Path file) throws IOException {
    if (from < 0 || to <= from) {
      throw new IllegalArgumentException("games " + from + " to " + to + ": the range must be 0 <= from < to");
    }
    try (SelfPlayWriter writer = SelfPlayWriter.open(file, game)) {
      int start = from;
      while (start < to) {
        int end = (int) Math.min(to, (long) start + threads);
        writer.append(play(start, end));
        start = end;
      }
      writer.finish();
      return writer.positions();
    }
  }

  /**
   * Plays one game by its index alone: what a worker on another machine calls for its share.
   *
   * @param index the game's index, 0 or more
   * @return its positions
   * @throws IllegalArgumentException if the index is negative
   */
  public SelfPlayData playGame(int index) {
    if (index < 0) {
      throw new IllegalArgumentException("game index must be 0 or more, not " + index);
    }
    SplittableRandom random = new SplittableRandom(MatchRunner.gameSeed(seed, index));
    S state = rules.initialState(random);
    List<float[]> observations = new ArrayList<>();
    List<int[]> legal = new ArrayList<>();
    List<float[]> policies = new ArrayList<>();
    List<Player> movers = new ArrayList<>();
    List<Integer> actions = new ArrayList<>();
    while (observations.size() < plyCap && rules.status(state).isOngoing()) {
      int ply = observations.size();
      PuctResult<M> result = search.search(state, random);
      int[] legalActions = encoding.legalActions(state);
      float[] policy = new float[legalActions.length];
      for (int k = 0; k < legalActions.length; k++) {
        policy[k] = (float) ((double) result.visits(legalActions[k]) / result.simulations());
      }
      int action = ply < samplingPlies ? sample(legalActions, result, random) : result.action();
      observations.add(encoding.observation(state));
      legal.add(legalActions);
      policies.add(policy);
      movers.add(rules.toMove(state));
      actions.add(action);
      state = rules.play(state, encoding.move(state, action));
    }
    double[] returns = encoding.returns(state);
    SelfPlayData.Builder data =
        new SelfPlayData.Builder(game.config().toString(), encoding.observationShape(), encoding.actionCount());
    for (int ply = 0; ply < observations.size(); ply++) {
      data.add(index, ply, observations.get(ply), legal.get(ply), policies.get(ply), actions.get(ply),
          (float) returns[movers.get(ply).ordinal()]);
    }
    return data.build();
  }

  private static int sample(int[] legalActions, PuctResult<?> result, SplittableRandom random) {
    int pick = random.nextInt(result.simulations());
    for (int action : legalActions) {
      pick -= result.visits(action);
      if (pick < 0) {
        return action;
      }
    }
    throw new IllegalStateException("the visits of the legal actions do not add up to the simulations");
  }

  @Override
  public String toString() {
    return "SelfPlay[" + game.config() + ", " + search + ", seed " + seed + ", plyCap " + plyCap
        + ", samplingPlies " + samplingPlies + ", threads " + threads + "]";
  }

  /**
   * Configures a {@link SelfPlay} run.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  public static final class Builder<S extends Object, M extends Object> {
    private final ConfiguredGame<S, M> game;
    private final ActionEncoding<S, M> encoding;
    private @Nullable Evaluator<S> evaluator;
    private int simulations = PuctSearch.DEFAULT_SIMULATIONS;
    private double cPuct = PuctSearch.DEFAULT_C_PUCT;
    private double dirichletAlpha = DEFAULT_DIRICHLET_ALPHA;
    private double noiseWeight = DEFAULT_NOISE_WEIGHT;
    private int samplingPlies = DEFAULT_SAMPLING_PLIES;
    private int plyCap = DEFAULT_PLY_CAP;
    private long seed;
    private int threads = 1;

    private Builder(ConfiguredGame<S, M> game) {
      this.game = Objects.requireNonNull(game, "game");
      this.encoding = game.encoding().orElseThrow(() ->
          new IllegalArgumentException(game.config() + " has no encoding for learning: no self-play"));
      if (game.isSolo()) {
        throw new IllegalArgumentException(game.config() + " is a puzzle for one player: no self-play");
      }
    }

    /**
     * Sets the evaluator of the search, such as a network's.
     *
     * @param evaluator priors and values
     * @return this builder
     */
    public Builder<S, M> evaluator(Evaluator<S> evaluator) {
      this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
      return this;
    }

    /**
     * Sets the simulations of each move's search.
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
     * Sets the search's exploration constant.
     *
     * @param c finite and 0 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code c} is negative, infinite or not a number
     */
    public Builder<S, M> cPuct(double c) {
      PuctSearch.builder(game.rules(), encoding).cPuct(c);
      this.cPuct = c;
      return this;
    }

    /**
     * Sets the root noise; an {@code epsilon} of 0 turns it off.
     *
     * @param alpha the Dirichlet parameter, above 0
     * @param epsilon the noise's weight, 0 to 1
     * @return this builder
     * @throws IllegalArgumentException if a number is out of range
     */
    public Builder<S, M> dirichletNoise(double alpha, double epsilon) {
      PuctSearch.builder(game.rules(), encoding).dirichletNoise(alpha, epsilon);
      this.dirichletAlpha = alpha;
      this.noiseWeight = epsilon;
      return this;
    }

    /**
     * Sets how many plies at the start of a game draw their move from the visits.
     *
     * @param plies 0 (always the most visited move) or more
     * @return this builder
     * @throws IllegalArgumentException if {@code plies} is negative
     */
    public Builder<S, M> samplingPlies(int plies) {
      if (plies < 0) {
        throw new IllegalArgumentException("samplingPlies is " + plies + "; it must be 0 or more");
      }
      this.samplingPlies = plies;
      return this;
    }

    /**
     * Sets the ply cap of a game (and of the default evaluator's playouts).
     *
     * @param cap 1 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code cap} is below 1
     */
    public Builder<S, M> plyCap(int cap) {
      if (cap < 1) {
        throw new IllegalArgumentException("plyCap is " + cap + "; it must be 1 or more");
      }
      this.plyCap = cap;
      return this;
    }

    /**
     * Sets the run's seed, from which every game's is derived.
     *
     * @param runSeed any number
     * @return this builder
     */
    public Builder<S, M> seed(long runSeed) {
      this.seed = runSeed;
      return this;
    }

    /**
     * Sets the number of games played at once.
     *
     * @param count 1 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code count} is below 1
     */
    public Builder<S, M> threads(int count) {
      if (count < 1) {
        throw new IllegalArgumentException("threads is " + count + "; it must be 1 or more");
      }
      this.threads = count;
      return this;
    }

    /**
     * Builds the run.
     *
     * @return the run
     */
    public SelfPlay<S, M> build() {
      return new SelfPlay<>(this);
    }
  }
}
