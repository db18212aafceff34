package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.bots.internal.Workers;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Adjudication;
import io.github.boardrules.core.bots.Bot;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Plays a match of {@code N} games between two bots, A and B, on several threads, seeded so that
 * every game depends only on the match seed and its index: game {@code i} gets the seed {@link
 * #gameSeed gameSeed(matchSeed, i)}, bot A moves first in the even games, and each game makes its
 * two bots afresh from seeds derived from the game's. The results therefore do not depend on the
 * threads, and any subset of the games can be played elsewhere ({@link #playGame}) and merged with
 * {@link MatchTotals#plus}.
 *
 * <pre>{@code
 * List<GameResult> games = MatchRunner.builder(rules, seed -> Bots.of(game, BotSettings.level(2).seed(seed)),
 *         seed -> Bots.of(game, BotSettings.level(4).seed(seed)))
 *     .games(200).threads(2).seed(1)
 *     .onProgress(p -> System.err.println(p.done() + "/" + p.total()))
 *     .onGame((result, start, moves) -> save(result, moves))
 *     .build()
 *     .play(List.of());                 // or the games of an earlier, stopped run
 * MatchTotals totals = MatchTotals.of(games);
 * totals.elo().text();                  // "+147.2 [+86.2, +218.2]"
 * }</pre>
 *
 * <p>Every move is played with {@link Rules#play}, so a bot's illegal move fails the match with
 * an {@link io.github.boardrules.core.IllegalMoveException}. A bot that throws a {@link
 * ForfeitException} instead (an outside engine that answered an illegal move, crashed or ran out
 * of time) loses the game, with the reason in its {@link GameResult#forfeit()}. A bot that is
 * {@link AutoCloseable} (such as one that runs a process) is closed when its game ends, also when
 * the game fails. A game that has not ended after the
 * match's ply cap ({@link Playouts#DEFAULT_PLY_CAP} unless set) stops and counts as unfinished,
 * scored ½ like a draw, unless the match adjudicates ({@link Builder#adjudication}): then the
 * side the adjudication names as leader wins it, and a game with no leader is a draw. Bots with a
 * time budget per move make the games depend on the machine's speed.
 *
 * <p><b>Random openings.</b> Bots without a time budget play the same moves from the same
 * position, so two copies of a deterministic search (alpha-beta with a node budget) would play one
 * game over and over. With {@link Builder#randomOpening randomOpening(k)} the first {@code k}
 * plies of every game are uniformly random legal moves drawn from the game's own seed (a generator
 * neither bot sees), then the bots play from there: the games differ, and game {@code i} is still
 * the same wherever it is played.
 *
 * <p><b>Paired openings.</b> Games {@code 2k} and {@code 2k + 1} are a pair: bot A moves first in
 * one and second in the other, and (by default, {@link Builder#pairedOpenings}) both start from the
 * same opening, the random plies drawn from the seed of game {@code 2k} and the position of an
 * opening list ({@link Builder#openings}) chosen by the pair. A lucky opening or a side's edge then
 * cancels within the pair; {@link Pentanomial} counts the results by pair.
 *
 * <p><b>Stopping early.</b> A {@link Builder#stopWhen stop rule} sees every game in index order and
 * can end the match after any of them, such as when a {@link Sprt} has decided: no further game is
 * begun, and {@link #play} returns the games up to that one, the same on any number of threads.
 *
 * <p>The runner is immutable; its callbacks are called on the game threads, one at a time.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class MatchRunner<S extends Object, M extends Object> {
  /**
   * Told of every game when it ends, such as to write its record.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @FunctionalInterface
  @API(status = MAINTAINED, since = "0.1.0")
  public interface GameListener<S extends Object, M extends Object> {
    /**
     * Takes a finished game.
     *
     * @param result its result
     * @param start its start
     * @param moves its moves
     */
    void gameFinished(GameResult result, S start, List<M> moves);
  }

  /**
   * Decides, game by game in index order, whether the match should end, such as a {@link Sprt} on
   * the pairs so far.
   *
   * <pre>{@code
   * builder.stopWhen(game -> game.index() == 9);   // at most 10 games
   * }</pre>
   */
  @FunctionalInterface
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public interface StopRule {
    /**
     * Takes the next game in index order (kept games first), on one thread at a time.
     *
     * @param game the game
     * @return true to end the match after this game
     */
    boolean stopAfter(GameResult game);
  }

  private final Rules<S, M> rules;
  private final LongFunction<Bot<S, M>> botA;
  private final LongFunction<Bot<S, M>> botB;
  private final int games;
  private final int threads;
  private final long seed;
  private final int plyCap;
  private final int openingPlies;
  private final @Nullable Adjudication<S> adjudication;
  private final List<S> openings;
  private final boolean pairedOpenings;
  private final @Nullable StopRule stopRule;
  private final Consumer<MatchProgress> progress;
  private final GameListener<S, M> listener;
  private final Object listenerLock = new Object();

  private MatchRunner(Builder<S, M> b) {
    this.rules = b.rules;
    this.botA = b.botA;
    this.botB = b.botB;
    this.games = b.games;
    this.threads = b.threads;
    this.seed = b.seed;
    this.plyCap = b.plyCap;
    this.openingPlies = b.openingPlies;
    this.adjudication = b.adjudication;
    this.openings = List.copyOf(b.openings);
    this.pairedOpenings = b.pairedOpenings;
    this.stopRule = b.stopRule;
    this.progress = b.progress;
    this.listener = b.listener;
  }

  /**
   * Starts a match: 100 games, one thread, seed 0, the default ply cap.
   *
   * @param rules the game
   * @param botA makes bot A from a seed
   * @param botB makes bot B from a seed
   * @param <S> the state type
   * @param <M> the move type
   * @return a builder
   */
  public static <S extends Object, M extends Object> Builder<S, M> builder(
      Rules<S, M> rules, LongFunction<Bot<S, M>> botA, LongFunction<Bot<S, M>> botB) {
    return new Builder<>(rules, botA, botB);
  }

  /**
   * The seed of game {@code index} of a match: the SplitMix64 mix of the match seed and the index,
   * and nothing else.
   *
   * @param matchSeed the match's seed
   * @param index the game's number, from 0
   * @return the game's seed
   */
  public static long gameSeed(long matchSeed, int index) {
    return mix(matchSeed + 0x9E3779B97F4A7C15L * (index + 1L));
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * Returns the number of games of the match.
   *
   * @return 1 or more
   */
  public int games() {
    return games;
  }

  /**
   * Plays the games that {@code alreadyPlayed} lacks, on the runner's threads, and returns all of
   * them. Resuming a stopped match with the games it kept gives the same totals as one run. With a
   * {@link Builder#stopWhen stop rule} that ends the match, it returns the games up to the one
   * after which the rule stopped (games begun after it on other threads are left out).
   *
   * @param alreadyPlayed results of this match kept from an earlier run (their index and seed must
   *     be this match's)
   * @return every game of the match (or up to the stop), in index order
   * @throws IllegalArgumentException if a kept game is not of this match
   */
  public List<GameResult> play(Collection<GameResult> alreadyPlayed) {
    TreeMap<Integer, GameResult> results = new TreeMap<>();
    for (GameResult kept : alreadyPlayed) {
      if (kept.index() >= games || kept.seed() != gameSeed(seed, kept.index())
          || kept.botAFirst() != (kept.index() % 2 == 0)) {
        throw new IllegalArgumentException("Game " + kept.index() + " (seed " + kept.seed()
            + ") is not of this match of " + games + " games with seed " + seed);
      }
      results.put(kept.index(), kept);
    }
    List<Integer> toPlay = new ArrayList<>();
    for (int i = 0; i < games; i++) {
      if (!results.containsKey(i)) {
        toPlay.add(i);
      }
    }
    long started = System.nanoTime();
    int keptCount = results.size();
    Object lock = new Object();
    StopState stop = new StopState();
    stop.advance(results);
    if (stop.stopped) {
      return List.copyOf(results.headMap(stop.end).values());
    }
    Workers.forEachIndex(0, toPlay.size(), threads, "match", k -> {
      synchronized (lock) {
        if (stop.stopped) {
          return;
        }
      }
      GameResult result = playGame(toPlay.get(k));
      synchronized (lock) {
        if (stop.stopped) {
          return;
        }
        results.put(result.index(), result);
        stop.advance(results);
        int done = results.size();
        Duration elapsed = Duration.ofNanos(System.nanoTime() - started);
        int playedNow = done - keptCount;
        Duration left = stop.stopped ? Duration.ZERO : elapsed.multipliedBy(games - done).dividedBy(playedNow);
        progress.accept(new MatchProgress(done, games, MatchTotals.of(results.values()), elapsed, left));
      }
    });
    List<GameResult> all = new ArrayList<>(stop.stopped ? results.headMap(stop.end).values() : results.values());
    all.sort(Comparator.comparingInt(GameResult::index));
    return all;
  }

  /** Feeds the stop rule the games in index order, as far as they are done without a gap. */
  private final class StopState {
    private int end;
    private boolean stopped;

    void advance(Map<Integer, GameResult> results) {
      StopRule rule = stopRule;
      while (rule != null && !stopped) {
        GameResult next = results.get(end);
        if (next == null) {
          return;
        }
        stopped = rule.stopAfter(next);
        end++;
      }
    }
  }

  /**
   * Plays one game of the match, by its index alone: what a runner on another machine calls for
   * its share of the games. The listener is told of the game; the progress callback is not.
   *
   * @param index 0 to {@code games() − 1}
   * @return the game's result
   * @throws IllegalArgumentException if the index is out of range
   */
  public GameResult playGame(int index) {
    if (index < 0 || index >= games) {
      throw new IllegalArgumentException("game index must be 0 to " + (games - 1) + ", not " + index);
    }
    long gameSeed = gameSeed(seed, index);
    boolean aFirst = index % 2 == 0;
    Bot<S, M> a = botA.apply(mix(gameSeed ^ 0xA));
    Bot<S, M> b;
    try {
      b = botB.apply(mix(gameSeed ^ 0xB));
    } catch (RuntimeException | Error e) {
      close(a, e);
      throw e;
    }
    GameResult result;
    try {
      result = playGame(index, gameSeed, aFirst, a, b);
    } catch (RuntimeException | Error e) {
      close(a, e);
      close(b, e);
      throw e;
    }
    close(a, null);
    close(b, null);
    return result;
  }

  private GameResult playGame(int index, long gameSeed, boolean aFirst, Bot<S, M> a, Bot<S, M> b) {
    int opening = pairedOpenings ? index / 2 : index;
    S start = openings.isEmpty() ? rules.initialState() : openings.get(opening % openings.size());
    S state = start;
    List<M> moves = new ArrayList<>();
    long openingSeed = pairedOpenings ? gameSeed(seed, 2 * opening) : gameSeed;
    SplittableRandom random = new SplittableRandom(mix(openingSeed ^ 0xC));
    while (moves.size() < plyCap && moves.size() < openingPlies) {
      List<M> legal = rules.legalMoves(state);
      if (legal.isEmpty()) {
        break;
      }
      M move = legal.get(random.nextInt(legal.size()));
      state = rules.play(state, move);
      moves.add(move);
    }
    @Nullable String forfeit = null;
    boolean aForfeited = false;
    while (moves.size() < plyCap && !rules.legalMoves(state).isEmpty()) {
      boolean aMoves = (rules.toMove(state) == Player.FIRST) == aFirst;
      M move;
      try {
        move = (aMoves ? a : b).chooseMove(state);
      } catch (ForfeitException e) {
        forfeit = e.reason();
        aForfeited = aMoves;
        break;
      }
      state = rules.play(state, move);
      moves.add(move);
    }
    GameResult result = forfeit == null
        ? new GameResult(index, gameSeed, aFirst, outcome(state, aFirst), moves.size())
        : forfeited(index, gameSeed, aFirst, aForfeited, moves.size(), forfeit);
    synchronized (listenerLock) {
      listener.gameFinished(result, start, List.copyOf(moves));
    }
    return result;
  }

  /** The result of a game that a bot lost by a {@link ForfeitException}: the other bot wins it. */
  private static GameResult forfeited(int index, long gameSeed, boolean aFirst, boolean aForfeited, int plies,
      String reason) {
    return new GameResult(index, gameSeed, aFirst,
        aForfeited ? GameResult.Outcome.LOSS : GameResult.Outcome.WIN, plies, reason);
  }

  /**
   * Closes a bot that holds something outside the JVM (an engine's process) when its game ends,
   * whether the game was played out or failed; a failure to close is added to the game's failure,
   * or thrown.
   */
  private static void close(Bot<?, ?> bot, @Nullable Throwable failure) {
    if (!(bot instanceof AutoCloseable closeable)) {
      return;
    }
    try {
      closeable.close();
    } catch (Exception e) {
      if (failure != null) {
        failure.addSuppressed(e);
      } else if (e instanceof RuntimeException unchecked) {
        throw unchecked;
      } else {
        throw new IllegalStateException("Cannot close a bot: " + e.getMessage(), e);
      }
    }
  }

  /** The result for bot A of a game that ended in {@code state} or was stopped there at the cap. */
  private GameResult.Outcome outcome(S state, boolean aFirst) {
    Optional<Player> winner;
    if (!rules.status(state).isOngoing()) {
      winner = rules.status(state).winner();
    } else {
      Adjudication<S> judge = adjudication;
      if (judge == null) {
        return GameResult.Outcome.UNFINISHED;
      }
      winner = judge.leader(state);
    }
    if (winner.isEmpty()) {
      return GameResult.Outcome.DRAW;
    }
    return (winner.get() == Player.FIRST) == aFirst ? GameResult.Outcome.WIN : GameResult.Outcome.LOSS;
  }

  /**
   * Configures a {@link MatchRunner}.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @API(status = MAINTAINED, since = "0.1.0")
  public static final class Builder<S extends Object, M extends Object> {
    private final Rules<S, M> rules;
    private final LongFunction<Bot<S, M>> botA;
    private final LongFunction<Bot<S, M>> botB;
    private int games = 100;
    private int threads = 1;
    private long seed;
    private int plyCap = Playouts.DEFAULT_PLY_CAP;
    private int openingPlies;
    private @Nullable Adjudication<S> adjudication;
    private List<S> openings = List.of();
    private boolean pairedOpenings = true;
    private @Nullable StopRule stopRule;
    private Consumer<MatchProgress> progress = p -> { };
    private GameListener<S, M> listener = (r, s, m) -> { };

    private Builder(Rules<S, M> rules, LongFunction<Bot<S, M>> botA, LongFunction<Bot<S, M>> botB) {
      this.rules = Objects.requireNonNull(rules, "rules");
      this.botA = Objects.requireNonNull(botA, "botA");
      this.botB = Objects.requireNonNull(botB, "botB");
    }

    /**
     * Sets the number of games.
     *
     * @param count 1 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code count} is less than 1
     */
    public Builder<S, M> games(int count) {
      if (count < 1) {
        throw new IllegalArgumentException("games: a match has 1 or more games, not " + count);
      }
      this.games = count;
      return this;
    }

    /**
     * Sets the number of games played at once.
     *
     * @param count 1 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code count} is less than 1
     */
    public Builder<S, M> threads(int count) {
      if (count < 1) {
        throw new IllegalArgumentException("threads: 1 or more, not " + count);
      }
      this.threads = count;
      return this;
    }

    /**
     * Sets the match seed, from which every game's seed is derived.
     *
     * @param matchSeed any number
     * @return this builder
     */
    public Builder<S, M> seed(long matchSeed) {
      this.seed = matchSeed;
      return this;
    }

    /**
     * Sets the ply cap: a game not over after it stops unfinished.
     *
     * @param cap 1 or more
     * @return this builder
     * @throws IllegalArgumentException if {@code cap} is less than 1
     */
    public Builder<S, M> plyCap(int cap) {
      if (cap < 1) {
        throw new IllegalArgumentException("plyCap: 1 or more, not " + cap);
      }
      this.plyCap = cap;
      return this;
    }

    /**
     * Makes the first {@code plies} plies of every game uniformly random legal moves, drawn from a
     * generator seeded by the game's seed alone; the bots play from there. The same {@code plies}
     * for every game of the match, so that matches of different variants stay comparable. A game
     * that ends within them ends there.
     *
     * <pre>{@code
     * MatchRunner.builder(rules, best, best).randomOpening(2).games(20).build();
     * }</pre>
     *
     * @param plies 0 (the default: the bots play from the start) or more
     * @return this builder
     * @throws IllegalArgumentException if {@code plies} is negative
     */
    public Builder<S, M> randomOpening(int plies) {
      if (plies < 0) {
        throw new IllegalArgumentException("randomOpening: 0 or more plies, not " + plies);
      }
      this.openingPlies = plies;
      return this;
    }

    /**
     * Starts the games from positions of an opening list instead of the initial position: pair
     * {@code k} (games {@code 2k} and {@code 2k + 1}) from {@code positions.get(k % size)}, or game
     * {@code i} from {@code positions.get(i % size)} when openings are not paired. Random opening
     * plies ({@link #randomOpening}), if any, are played from there.
     *
     * <pre>{@code
     * List<S> starts = lines.stream().map(game.positions()::decode).toList();
     * MatchRunner.builder(rules, a, b).openings(starts).games(2 * starts.size()).build();
     * }</pre>
     *
     * @param positions the openings, in order; empty for the initial position (the default)
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> openings(List<S> positions) {
      this.openings = List.copyOf(positions);
      return this;
    }

    /**
     * Sets whether the two games of a pair ({@code 2k}, {@code 2k + 1}: bot A first in one, second
     * in the other) start from the same opening: the default, so that an opening's luck cancels
     * within the pair. Unpaired, every game draws its own random plies and takes its own position
     * of the opening list.
     *
     * @param paired true (the default) for paired openings
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> pairedOpenings(boolean paired) {
      this.pairedOpenings = paired;
      return this;
    }

    /**
     * Sets a rule that can end the match early: it sees every game in index order, and after the
     * game for which it answers true no further game is begun.
     *
     * <pre>{@code
     * Sprt sprt = Sprt.parse("elo0=0,elo1=50,alpha=0.05,beta=0.05");
     * builder.stopWhen(sprt.stopRule(pairs -> System.out.println(pairs)));
     * }</pre>
     *
     * @param rule the rule
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> stopWhen(StopRule rule) {
      this.stopRule = Objects.requireNonNull(rule, "rule");
      return this;
    }

    /**
     * Scores the games stopped at the ply cap by an adjudication instead of as unfinished: the
     * leader it names wins the game, and a game without a leader is a draw. It changes the match's
     * scoring, not the rules: the records of such games end in a position that goes on.
     *
     * <pre>{@code
     * MatchRunner.builder(rules, a, b).plyCap(200).adjudication(material).build();
     * }</pre>
     *
     * @param leader names the leader of a stopped game
     * @return this builder
     */
    public Builder<S, M> adjudication(Adjudication<S> leader) {
      this.adjudication = Objects.requireNonNull(leader, "leader");
      return this;
    }

    /**
     * Sets the progress callback, called after every game.
     *
     * @param callback takes the progress
     * @return this builder
     */
    public Builder<S, M> onProgress(Consumer<MatchProgress> callback) {
      this.progress = Objects.requireNonNull(callback, "callback");
      return this;
    }

    /**
     * Sets the listener told of every finished game, such as to write its record.
     *
     * @param gameListener the listener
     * @return this builder
     */
    public Builder<S, M> onGame(GameListener<S, M> gameListener) {
      this.listener = Objects.requireNonNull(gameListener, "gameListener");
      return this;
    }

    /**
     * Builds the runner.
     *
     * @return the runner
     */
    public MatchRunner<S, M> build() {
      return new MatchRunner<>(this);
    }
  }
}
