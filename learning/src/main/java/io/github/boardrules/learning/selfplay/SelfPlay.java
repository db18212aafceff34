package io.github.boardrules.learning.selfplay;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.bots.internal.Workers;
import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.learning.Evaluator;
import io.github.boardrules.learning.Prediction;
import io.github.boardrules.learning.PuctResult;
import io.github.boardrules.learning.PuctSearch;
import io.github.boardrules.learning.UniformEvaluator;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Plays games of any catalogue game with the {@link PuctSearch} against itself and keeps what a
 * learner trains on: per position the observation, the legal actions, the search's visit
 * distribution, its value of the position and the Q of the action played, the action and the
 * game's outcome for the player to move; per game its seed, its start and whether it was cut at
 * the ply cap; and the run's {@linkplain #settings() settings} ({@link SelfPlayData}, written as a
 * NumPy {@code .npz} file).
 *
 * <pre>{@code
 * ConfiguredGame<?, ?> game = GameCatalog.load().game("nim(rows=3,columns=5)");
 * SelfPlay<?, ?> run = SelfPlay.builder(game).simulations(100).seed(7).threads(2).build();
 * run.write(0, 1_000, Path.of("nim.npz"));   // games 0 to 999, written as they finish
 * SelfPlayData some = run.play(0, 50);       // games 0 to 49, in memory
 * }</pre>
 *
 * <p><b>Memory.</b> {@link #play} keeps the positions it returns in memory (sparse: the legal
 * actions, not a mask of every action); {@link #write} keeps one batch of {@code threads ×
 * gameBatch} games and writes the rest to disk as it goes, so its memory does not grow with the
 * number of games.
 *
 * <p><b>Batches.</b> With {@link Builder#gameBatch} each thread plays several games side by side
 * and a network's evaluator values their new positions in one call ({@link PuctSearch#searchAll});
 * the data stay those of one game at a time.
 *
 * <p><b>Seeds.</b> Game {@code i} depends only on the run's seed and {@code i}: its generator is
 * seeded with {@link MatchRunner#gameSeed MatchRunner.gameSeed(seed, i)} and draws, in order, the
 * setup's seed (for a game configured with a random setup named by a seed, see below), the start
 * ({@link Rules#initialState(java.util.random.RandomGenerator)}, for games whose setup is random),
 * the random opening's length and moves ({@link Builder#randomOpening}, when set), then for each
 * ply the search's noise and playouts, the sampled move and the evaluator's draws for the policy
 * target ({@link Builder#childValuePolicy}, when set). So games can be played
 * in any order, on any number of threads or machines, and joined ({@link SelfPlayData#concat})
 * into the same data: the same seed gives the same file, byte for byte.
 *
 * <p><b>Setups.</b> A catalogue game whose random setup is named by a {@code seed} option (TZAAR's
 * {@code tzaar}, which the catalogue configures with a drawn seed, such as {@code tzaar(seed=1234)})
 * would start every game from that one setup. By default ({@link Builder#setupPerGame}) each game draws its own setup
 * instead: its generator draws a seed in the option's range and the game is configured with it
 * through the catalogue ({@link GameProvider#configure}); the data's game is then the
 * configuration without the seed ({@code tzaar}), and each game's start text says which setup it
 * had. Games whose start the rules draw from the generator get different starts anyway.
 *
 * <p><b>Moves.</b> For the first {@code samplingPlies} plies of a game the move is drawn with
 * probability proportional to its visits (AlphaZero's temperature 1), later the most visited move
 * is played. A game not over after the ply cap stops: its positions get the outcome 0 and the game
 * is marked truncated ({@link SelfPlayGame#truncated()}); a game that ends on the cap's last ply
 * is not truncated.
 *
 * <p>Immutable and thread-safe, when the evaluator is.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = EXPERIMENTAL, since = "0.1.0")
public final class SelfPlay<S extends Object, M extends Object> {
  /** The default ply cap of a self-play game. */
  public static final int DEFAULT_PLY_CAP = 500;

  /** The default number of plies whose move is drawn from the visits. */
  public static final int DEFAULT_SAMPLING_PLIES = 10;

  /** The default Dirichlet parameter of the root noise. */
  public static final double DEFAULT_DIRICHLET_ALPHA = 0.3;

  /** The default weight of the root noise. */
  public static final double DEFAULT_NOISE_WEIGHT = 0.25;

  /** The catalogue option that names a random setup. */
  static final String SEED_OPTION = "seed";

  private final ConfiguredGame<S, M> game;
  private final ActionEncoding<S, M> encoding;
  private final Builder<S, M> settingsOf;
  private final PuctSearch<S, M> search;
  /** The search's evaluator, which also values the moves of child-value policy targets. */
  private final Evaluator<S> evaluator;
  private final SelfPlaySettings settings;
  private final long seed;
  private final int plyCap;
  private final int samplingPlies;
  private final int randomOpening;
  private final double childValuePolicy;
  private final int threads;
  private final int gameBatch;
  /** Where each game's own setup is configured from; null when every game starts from the game's. */
  private final @Nullable PerGameSetup setups;

  /** A provider and the configuration without its seed, from which each game's setup is made. */
  private record PerGameSetup(GameProvider provider, GameConfig unseeded, GameOption seedOption) {}

  private SelfPlay(Builder<S, M> b) {
    this.game = b.game;
    this.encoding = b.encoding;
    this.settingsOf = b.copy();
    this.evaluator = evaluatorOf(settingsOf, b.game);
    this.search = newSearch(settingsOf, b.game, evaluator);
    this.seed = b.seed;
    this.plyCap = b.plyCap;
    this.samplingPlies = b.samplingPlies;
    this.randomOpening = b.randomOpening;
    this.childValuePolicy = b.childValuePolicy;
    this.threads = b.threads;
    this.gameBatch = b.gameBatch;
    this.setups = b.setupPerGame ? perGameSetup(b.game) : null;
    GameConfig recorded = setups != null ? setups.unseeded() : b.game.config();
    String evaluatorName = b.evaluatorName != null ? b.evaluatorName : nameOf(evaluator);
    this.settings = new SelfPlaySettings(recorded.toString(), b.simulations, b.cPuct, b.dirichletAlpha,
        b.noiseWeight, b.samplingPlies, b.plyCap, b.seed, evaluatorName, setups != null, b.leafBatch,
        b.firstPlayUrgency, b.randomOpening, b.childValuePolicy);
  }

  /** The search of a game's rules, with a builder's settings. */
  private static <S extends Object, M extends Object> PuctSearch<S, M> newSearch(Builder<S, M> b,
      ConfiguredGame<S, M> configured, Evaluator<S> evaluator) {
    PuctSearch.Builder<S, M> search = PuctSearch.builder(configured.rules(), encodingOf(configured))
        .simulations(b.simulations).cPuct(b.cPuct).evaluator(evaluator);
    if (b.noiseWeight > 0) {
      search.dirichletNoise(b.dirichletAlpha, b.noiseWeight);
    }
    search.leafBatch(b.leafBatch);
    if (b.firstPlayUrgency != SelfPlaySettings.NO_FIRST_PLAY_URGENCY) {
      search.firstPlayUrgency(b.firstPlayUrgency);
    }
    return search.build();
  }

  /** The builder's evaluator, or the default: equal priors and the game's own playouts, capped. */
  private static <S extends Object, M extends Object> Evaluator<S> evaluatorOf(Builder<S, M> b,
      ConfiguredGame<S, M> configured) {
    Evaluator<S> chosen = b.evaluator;
    return chosen != null ? chosen
        : UniformEvaluator.withPlayouts(configured.rules(), encodingOf(configured), configured.playout(), b.plyCap);
  }

  private static <S extends Object, M extends Object> ActionEncoding<S, M> encodingOf(ConfiguredGame<S, M> game) {
    return game.encoding().orElseThrow(() ->
        new IllegalArgumentException(game.config() + " has no encoding for learning: no self-play"));
  }

  /**
   * The evaluator's name for the settings: its {@code toString} when its class has one; a lambda's
   * would name a class made at run time, different from run to run, and so would the file's bytes.
   */
  private static String nameOf(Evaluator<?> evaluator) {
    try {
      if (evaluator.getClass().getMethod("toString").getDeclaringClass() != Object.class) {
        return evaluator.toString();
      }
    } catch (NoSuchMethodException e) {
      throw new AssertionError("every object has toString", e);
    }
    return "unnamed evaluator";
  }

  /** How each game gets its own setup, or null when the game has no random setup named by a seed. */
  private static @Nullable PerGameSetup perGameSetup(ConfiguredGame<?, ?> game) {
    GameConfig config = game.config();
    Optional<GameOption> seedOption = config.options().stream().filter(o -> o.name().equals(SEED_OPTION)).findFirst();
    if (seedOption.isEmpty() || config.value(SEED_OPTION).isEmpty()) {
      return null;
    }
    GameProvider provider = GameCatalog.load().provider(config.name()).orElseThrow(() -> new IllegalArgumentException(
        config + " has a random setup named by its seed, but the catalogue has no game " + config.name() + " to"
            + " configure each game's setup: call setupPerGame(false) to play every game from " + config));
    GameConfig unseeded = GameConfig.defaults(config.name(), config.options());
    for (Map.Entry<String, String> value : config.values().entrySet()) {
      if (!value.getKey().equals(SEED_OPTION)) {
        unseeded = unseeded.with(value.getKey(), value.getValue());
      }
    }
    return new PerGameSetup(provider, unseeded, seedOption.get());
  }

  /** The game configured with a setup's seed, of this run's types (one provider makes one game). */
  @SuppressWarnings("unchecked") // checked below: the provider that made this run's game, same rules class
  private ConfiguredGame<S, M> withSetup(PerGameSetup per, long setupSeed) {
    ConfiguredGame<?, ?> made = per.provider().configure(per.unseeded().with(SEED_OPTION, Long.toString(setupSeed)));
    if (made.rules().getClass() != game.rules().getClass()) {
      throw new IllegalStateException(per.unseeded() + " with seed " + setupSeed + " made rules of "
          + made.rules().getClass() + ", not of " + game.rules().getClass());
    }
    return (ConfiguredGame<S, M>) made;
  }

  /**
   * Returns the settings this run records in its data and files.
   *
   * @return the settings
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public SelfPlaySettings settings() {
    return settings;
  }

  /**
   * Returns the shape of the observations this run records.
   *
   * @return the encoding's observation shape, a new array
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public int[] observationShape() {
    return encoding.observationShape();
  }

  /**
   * Returns the number of actions of the game's encoding.
   *
   * @return 1 or more
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public int actionCount() {
    return encoding.actionCount();
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
    // Groups of gameBatch consecutive games, each played by one worker with its searches side by side.
    int groups = (to - from + gameBatch - 1) / gameBatch;
    Workers.forEachIndex(0, groups, threads, "selfplay", g -> {
      int first = from + g * gameBatch;
      List<SelfPlayData> data = playGames(first, Math.min(to, first + gameBatch));
      synchronized (games) {
        for (int k = 0; k < data.size(); k++) {
          games.set(first - from + k, data.get(k));
        }
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
   * finish, {@code threads × gameBatch} games at a time: memory holds one batch of games,
   * whatever the number of games. The file is the one {@code play(from, to).write(file)} writes, byte for byte, and it
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
    try (SelfPlayWriter writer = SelfPlayWriter.open(file, this)) {
      int start = from;
      while (start < to) {
        int end = (int) Math.min(to, (long) start + (long) threads * gameBatch);
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
    return playGames(index, index + 1).get(0);
  }

  /**
   * Plays games {@code from} to {@code to - 1} side by side on this thread: each ply, the searches
   * of all the games still going on run together ({@link PuctSearch#searchAll}), so that a
   * network's evaluator gets their new positions in one call. Each game draws from its own
   * generator in the order it would alone, so the data are those of {@link #playGame} one game at
   * a time. Games that draw their own setup (and so their own rules) are played one after the
   * other.
   */
  private List<SelfPlayData> playGames(int from, int to) {
    List<Game<S, M>> games = new ArrayList<>();
    for (int i = from; i < to; i++) {
      games.add(start(i));
    }
    if (setups != null) {
      List<SelfPlayData> played = new ArrayList<>();
      for (Game<S, M> game : games) {
        while (game.goesOn()) {
          game.play(game.search.search(game.state, game.random));
        }
        played.add(game.finish());
      }
      return played;
    }
    List<Game<S, M>> going = new ArrayList<>(games);
    List<S> states = new ArrayList<>();
    List<SplittableRandom> randoms = new ArrayList<>();
    while (true) {
      going.removeIf(game -> !game.goesOn());
      if (going.isEmpty()) {
        break;
      }
      states.clear();
      randoms.clear();
      for (Game<S, M> game : going) {
        states.add(game.state);
        randoms.add(game.random);
      }
      List<PuctResult<M>> results = search.searchAll(states, randoms);
      for (int k = 0; k < going.size(); k++) {
        going.get(k).play(results.get(k));
      }
    }
    List<SelfPlayData> played = new ArrayList<>();
    for (Game<S, M> game : games) {
      played.add(game.finish());
    }
    return played;
  }

  /** Game {@code index} at its start: its generator, its setup, its rules and its search. */
  private Game<S, M> start(int index) {
    long gameSeed = MatchRunner.gameSeed(seed, index);
    SplittableRandom random = new SplittableRandom(gameSeed);
    ConfiguredGame<S, M> played = game;
    PuctSearch<S, M> gameSearch = search;
    Evaluator<S> gameEvaluator = evaluator;
    PerGameSetup per = setups;
    if (per != null) {
      long min = per.seedOption().min();
      long max = per.seedOption().max();
      long setupSeed = max < Long.MAX_VALUE ? random.nextLong(min, max + 1) : random.nextLong(min, max);
      played = withSetup(per, setupSeed);
      gameEvaluator = evaluatorOf(settingsOf, played);
      gameSearch = newSearch(settingsOf, played, gameEvaluator);
    }
    return new Game<>(this, index, gameSeed, random, played, gameSearch, gameEvaluator);
  }

  /** One self-play game being played: its position and what its plies recorded so far. */
  private static final class Game<S extends Object, M extends Object> {
    final SelfPlay<S, M> run;
    final int index;
    final long gameSeed;
    final SplittableRandom random;
    final Rules<S, M> rules;
    final ActionEncoding<S, M> encoding;
    final PuctSearch<S, M> search;
    final Evaluator<S> evaluator;
    final String start;
    final List<Player> movers = new ArrayList<>();
    final List<Position> positions = new ArrayList<>();
    S state;

    Game(SelfPlay<S, M> run, int index, long gameSeed, SplittableRandom random, ConfiguredGame<S, M> played,
        PuctSearch<S, M> search, Evaluator<S> evaluator) {
      this.run = run;
      this.index = index;
      this.gameSeed = gameSeed;
      this.random = random;
      this.rules = played.rules();
      this.encoding = encodingOf(played);
      this.search = search;
      this.evaluator = evaluator;
      S initial = played.rules().initialState(random);
      S opened = run.randomOpening > 0 ? randomOpening(rules, initial, random.nextInt(run.randomOpening + 1), random)
          : initial;
      this.state = opened;
      this.start = played.positions().encode(opened);
    }

    /**
     * Plays up to {@code plies} uniformly random legal moves from {@code state}, stopping before a
     * move that would end the game: a recorded game always has a position to search.
     */
    private static <S extends Object, M extends Object> S randomOpening(Rules<S, M> rules, S state, int plies,
        SplittableRandom random) {
      S now = state;
      for (int ply = 0; ply < plies; ply++) {
        List<M> moves = rules.legalMoves(now);
        S next = rules.play(now, moves.get(random.nextInt(moves.size())));
        if (!rules.status(next).isOngoing()) {
          break;
        }
        now = next;
      }
      return now;
    }

    boolean goesOn() {
      return positions.size() < run.plyCap && rules.status(state).isOngoing();
    }

    /** Records the position with its search's result and plays the chosen move. */
    void play(PuctResult<M> result) {
      int ply = positions.size();
      int[] legalActions = result.legalActions();
      int action = ply < run.samplingPlies ? sample(legalActions, result.legalVisits(), result.simulations(), random)
          : result.action();
      float[] policy = run.childValuePolicy > 0 ? childValuePolicy(legalActions) : result.legalPolicy();
      positions.add(new Position(encoding.observation(state), legalActions, policy, action,
          (float) result.value(), (float) result.actionQ(action)));
      movers.add(rules.toMove(state));
      state = rules.play(state, encoding.move(state, action));
    }

    /**
     * The softmax over the legal actions of the sharpness times each action's value for the mover:
     * the result's, where the action ends the game, else the evaluator's value of the position it
     * leads to (negated when the other side moves there), all valued in one batch.
     */
    private float[] childValuePolicy(int[] legalActions) {
      Player mover = rules.toMove(state);
      double[] values = new double[legalActions.length];
      List<S> open = new ArrayList<>();
      List<int[]> openLegal = new ArrayList<>();
      List<Integer> openIndex = new ArrayList<>();
      for (int i = 0; i < legalActions.length; i++) {
        S child = rules.play(state, encoding.move(state, legalActions[i]));
        if (rules.status(child).isOngoing()) {
          open.add(child);
          openLegal.add(encoding.legalActions(child));
          openIndex.add(i);
        } else {
          values[i] = encoding.returns(child)[mover.ordinal()];
        }
      }
      if (!open.isEmpty()) {
        List<Prediction> predictions = evaluator.evaluateBatch(open, openLegal, random);
        for (int k = 0; k < open.size(); k++) {
          double value = predictions.get(k).value();
          values[openIndex.get(k)] = rules.toMove(open.get(k)) == mover ? value : -value;
        }
      }
      double best = Double.NEGATIVE_INFINITY;
      for (double value : values) {
        best = Math.max(best, value);
      }
      double sum = 0;
      for (int i = 0; i < values.length; i++) {
        values[i] = Math.exp(run.childValuePolicy * (values[i] - best)); // the softmax's weight, in place
        sum += values[i];
      }
      float[] policy = new float[values.length];
      for (int i = 0; i < values.length; i++) {
        policy[i] = (float) (values[i] / sum);
      }
      return policy;
    }

    SelfPlayData finish() {
      boolean truncated = rules.status(state).isOngoing();
      double[] returns = encoding.returns(state);
      SelfPlayData.Builder data = new SelfPlayData.Builder(run.settings, run.encoding.observationShape(),
          run.encoding.actionCount());
      for (int ply = 0; ply < positions.size(); ply++) {
        Position p = positions.get(ply);
        data.add(index, ply, p.observation(), p.legal(), p.policy(), p.action(),
            (float) returns[movers.get(ply).ordinal()], p.rootValue(), p.actionQ());
      }
      data.endGame(gameSeed, truncated, start);
      return data.build();
    }
  }

  /** What one ply records before the game's outcome is known. */
  // a package-private carrier of arrays, never compared and never handed out: copies would only cost.
  @SuppressWarnings("ArrayRecordComponent")
  private record Position(float[] observation, int[] legal, float[] policy, int action, float rootValue,
      float actionQ) {}

  private static int sample(int[] legalActions, int[] visits, int simulations, SplittableRandom random) {
    int pick = random.nextInt(simulations);
    for (int i = 0; i < legalActions.length; i++) {
      pick -= visits[i];
      if (pick < 0) {
        return legalActions[i];
      }
    }
    throw new IllegalStateException("the visits of the legal actions do not add up to the simulations");
  }

  @Override
  public String toString() {
    return "SelfPlay[" + settings.game() + ", " + search + ", seed " + seed + ", plyCap " + plyCap
        + ", samplingPlies " + samplingPlies + (setups != null ? ", a setup per game" : "") + ", threads " + threads
        + (gameBatch > 1 ? ", " + gameBatch + " games at once a thread" : "") + "]";
  }

  /**
   * Configures a {@link SelfPlay} run.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
  public static final class Builder<S extends Object, M extends Object> {
    private final ConfiguredGame<S, M> game;
    private final ActionEncoding<S, M> encoding;
    private @Nullable Evaluator<S> evaluator;
    private int simulations = PuctSearch.DEFAULT_SIMULATIONS;
    private double cPuct = PuctSearch.DEFAULT_C_PUCT;
    private double dirichletAlpha = DEFAULT_DIRICHLET_ALPHA;
    private double noiseWeight = DEFAULT_NOISE_WEIGHT;
    private int samplingPlies = DEFAULT_SAMPLING_PLIES;
    private int randomOpening;
    private double childValuePolicy;
    private int plyCap = DEFAULT_PLY_CAP;
    private long seed;
    private int threads = 1;
    private int gameBatch = 1;
    private boolean setupPerGame = true;
    private int leafBatch = 1;
    private double firstPlayUrgency = SelfPlaySettings.NO_FIRST_PLAY_URGENCY;
    private @Nullable String evaluatorName;

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
     * Gathers up to {@code size} leaves of each search under virtual loss for one {@link
     * Evaluator#evaluateBatch} call (see {@code PuctSearch.Builder.leafBatch}), such as a network's
     * batch; 1 (the default) evaluates one position at a time. The data depends on it.
     *
     * <pre>{@code
     * SelfPlay.builder(game).evaluator(network).leafBatch(8).build();
     * }</pre>
     *
     * @param size 1 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code size} is below 1
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> leafBatch(int size) {
      PuctSearch.builder(game.rules(), encoding).leafBatch(size);
      this.leafBatch = size;
      return this;
    }

    /**
     * Values each search's unvisited moves by first-play urgency with this reduction (see {@code
     * PuctSearch.Builder.firstPlayUrgency}); none by default (unvisited moves are valued 0).
     *
     * @param reduction finite and 0 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code reduction} is negative or not finite
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> firstPlayUrgency(double reduction) {
      PuctSearch.builder(game.rules(), encoding).firstPlayUrgency(reduction);
      this.firstPlayUrgency = reduction;
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
     * Starts each game after a random opening: a number of plies drawn uniformly from 0 to {@code
     * maxPlies}, each a uniformly random legal move (one that would end the game is not played).
     * Those plies are not recorded; the game's start ({@link SelfPlayGame#start()}) is the
     * position after them, and its plies count from there. The positions a learner sees then
     * reach beyond the few lines that a strong search plays, while every recorded position's
     * outcome still comes from the search's own play. 0 (the default) plays no random move and
     * draws nothing from the game's generator.
     *
     * <pre>{@code
     * SelfPlay.builder(game).evaluator(network).randomOpening(8).build();
     * }</pre>
     *
     * @param maxPlies 0 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code maxPlies} is negative
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> randomOpening(int maxPlies) {
      if (maxPlies < 0) {
        throw new IllegalArgumentException("randomOpening is " + maxPlies + "; it must be 0 or more");
      }
      this.randomOpening = maxPlies;
      return this;
    }

    /**
     * Records as each position's policy target, instead of the search's visit shares, the softmax
     * of {@code sharpness} times each legal move's value for the mover: the game's result where
     * the move ends it, else the evaluator's value of the position it leads to. The evaluator
     * values every move, where the search's visits follow its priors and, with few simulations
     * among many moves, never reach a move the priors underrate; a network whose values are right
     * then teaches its policy the moves those values prefer. The move played is still the
     * search's. 0 (the default) records the visit shares.
     *
     * <pre>{@code
     * SelfPlay.builder(game).evaluator(network).childValuePolicy(10).build();
     * }</pre>
     *
     * @param sharpness 0 (the visit shares), or finite and above 0
     * @return this builder
     * @throws IllegalArgumentException if {@code sharpness} is negative or not finite
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> childValuePolicy(double sharpness) {
      if (!(sharpness >= 0) || Double.isInfinite(sharpness)) {
        throw new IllegalArgumentException("childValuePolicy is " + sharpness + "; it must be 0 or more and finite");
      }
      this.childValuePolicy = sharpness;
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
     * Sets how many games each thread plays side by side: each ply, their searches run together
     * ({@link PuctSearch#searchAll}) and a {@linkplain Evaluator#isBatchInvariant batch-invariant}
     * evaluator (a network's) gets the new positions of all of them in one call, which is what
     * makes a network's self-play fast. The data do not depend on it (as on {@code threads}): each
     * game draws from its own generator as it would alone. Other evaluators, and games that draw
     * their own setup, play one game after the other. 1 by default.
     *
     * <pre>{@code
     * SelfPlay.builder(game).evaluator(network).threads(2).gameBatch(64).build();
     * }</pre>
     *
     * @param games 1 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code games} is below 1
     */
    public Builder<S, M> gameBatch(int games) {
      if (games < 1) {
        throw new IllegalArgumentException("gameBatch is " + games + "; it must be 1 or more");
      }
      this.gameBatch = games;
      return this;
    }

    /**
     * Sets whether each game draws its own setup, for a catalogue game whose random setup is named
     * by a {@code seed} option (TZAAR's): true (the default) draws each game's setup from its seed
     * (see {@link SelfPlay}); false starts every game from the configured game's setup, such as
     * the one {@code tzaar(seed=42)} names. Games without such a setup ignore it.
     *
     * @param perGame whether each game draws its setup
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> setupPerGame(boolean perGame) {
      this.setupPerGame = perGame;
      return this;
    }

    /**
     * Names the evaluator in the recorded settings; by default its {@code toString()} when its class
     * has one, or {@code "unnamed evaluator"} (a lambda's text would differ from run to run, and so
     * would the file's bytes).
     *
     * @param name such as the network file's name and version
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> evaluatorName(String name) {
      this.evaluatorName = Objects.requireNonNull(name, "name");
      return this;
    }

    /**
     * Builds the run.
     *
     * @return the run
     * @throws IllegalArgumentException if each game is to draw its setup but the catalogue has no
     *     game of this name to configure it
     */
    public SelfPlay<S, M> build() {
      return new SelfPlay<>(this);
    }

    /** A copy, so that the run keeps its settings when this builder changes. */
    private Builder<S, M> copy() {
      Builder<S, M> copy = new Builder<>(game);
      copy.evaluator = evaluator;
      copy.simulations = simulations;
      copy.cPuct = cPuct;
      copy.dirichletAlpha = dirichletAlpha;
      copy.noiseWeight = noiseWeight;
      copy.samplingPlies = samplingPlies;
      copy.randomOpening = randomOpening;
      copy.childValuePolicy = childValuePolicy;
      copy.plyCap = plyCap;
      copy.seed = seed;
      copy.threads = threads;
      copy.gameBatch = gameBatch;
      copy.setupPerGame = setupPerGame;
      copy.evaluatorName = evaluatorName;
      copy.leafBatch = leafBatch;
      copy.firstPlayUrgency = firstPlayUrgency;
      return copy;
    }
  }
}
