package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Rules;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Checks of a catalogue game's bot levels, for each game module's levels test: every level plays
 * legal moves to the end (or a ply cap) from the start and from random positions; the same seed
 * plays the same moves; a time budget per move is kept within a margin, over many moves. The bots
 * come from the {@link BotMaker} the check is made with, such as {@code Bots::of} of {@code
 * boardrules-bots}.
 *
 * <pre>{@code
 * BotLevelsCheck levels = BotLevelsCheck.of(Bots::of);
 * ConfiguredGame<?, ?> game = GameCatalog.load().game("zertz");
 * levels.everyLevelPlaysLegalMovesToTheEnd(game, Duration.ofMillis(5), 300, 2);
 * }</pre>
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class BotLevelsCheck {
  /**
   * Makes the bot of a level of a configured game. A method reference fits ({@code Bots::of});
   * a lambda cannot, as the method is generic.
   */
  @FunctionalInterface
  @API(status = MAINTAINED, since = "0.1.0")
  public interface BotMaker {
    /**
     * Makes a bot.
     *
     * @param game the configured game
     * @param settings the level, time budget, seed and threads
     * @param <S> the state type
     * @param <M> the move type
     * @return a new bot
     */
    <S, M> Bot<S, M> bot(ConfiguredGame<S, M> game, BotSettings settings);
  }

  private final BotMaker bots;

  private BotLevelsCheck(BotMaker bots) {
    this.bots = bots;
  }

  /**
   * Returns the checks of the bots a maker makes.
   *
   * @param bots makes the bot of a level, such as {@code Bots::of}
   * @return the checks
   */
  public static BotLevelsCheck of(BotMaker bots) {
    return new BotLevelsCheck(Objects.requireNonNull(bots, "bots"));
  }

  /**
   * Plays every level against itself with a small time budget per move, from the start and from
   * {@code randomStarts} positions reached by random moves, asserting each move is legal.
   *
   * @param game the game
   * @param time the time budget per move (small: the check is about legality, not strength)
   * @param plyCap the most plies a game is played
   * @param randomStarts how many random positions each level also starts from
   * @param <S> the state type
   * @param <M> the move type
   * @return the moves played, over all levels and games
   */
  public <S, M> int everyLevelPlaysLegalMovesToTheEnd(
      ConfiguredGame<S, M> game, Duration time, int plyCap, int randomStarts) {
    Rules<S, M> rules = game.rules();
    int played = 0;
    SplittableRandom random = new SplittableRandom(game.toString().hashCode());
    for (BotLevel level : game.levels()) {
      for (int start = 0; start <= randomStarts; start++) {
        S state = rules.initialState();
        if (start > 0) {
          state = randomPosition(rules, state, random);
        }
        Bot<S, M> bot = bots.bot(game, BotSettings.level(level.number()).seed(start).timePerMove(time));
        for (int ply = 0; ply < plyCap && !rules.legalMoves(state).isEmpty(); ply++) {
          M move = bot.chooseMove(state);
          assertThat(rules.isLegal(state, move))
              .as("%s level %d seed %d played %s in %s", game, level.number(), start, move,
                  game.positions().encode(state))
              .isTrue();
          state = rules.play(state, move);
          played++;
        }
      }
    }
    return played;
  }

  private static <S, M> S randomPosition(
      Rules<S, M> rules, S start, SplittableRandom random) {
    S state = start;
    int plies = 1 + random.nextInt(30);
    for (int i = 0; i < plies; i++) {
      List<M> moves = rules.legalMoves(state);
      if (moves.isEmpty()) {
        return start; // the random game ended early: start from the start instead
      }
      S next = rules.play(state, moves.get(random.nextInt(moves.size())));
      if (rules.legalMoves(next).isEmpty()) {
        return state; // keep a position where the game goes on
      }
      state = next;
    }
    return state;
  }

  /**
   * Asserts that the game hands out the five levels of a ladder and that every one plays legal
   * moves to the end, as {@link #everyLevelPlaysLegalMovesToTheEnd} plays them.
   *
   * @param game the game
   * @param time the time budget per move
   * @param plyCap the most plies a game is played
   * @param randomStarts how many random positions each level also starts from
   */
  public void everyLevelOfTheLadderPlaysLegalMoves(
      ConfiguredGame<?, ?> game, Duration time, int plyCap, int randomStarts) {
    assertThat(game.levels()).as("%s", game).hasSize(5);
    assertThat(everyLevelPlaysLegalMovesToTheEnd(game, time, plyCap, randomStarts)).as("%s", game).isPositive();
  }

  /**
   * Asserts that the same settings play the same moves twice, for level 1 (random) and level 2
   * (a search) with a seed, the search also on two threads: the levels' reproducibility.
   *
   * @param game the game
   */
  public void theSameSeedPlaysTheSameMoves(ConfiguredGame<?, ?> game) {
    for (BotSettings settings : List.of(BotSettings.level(1).seed(3), BotSettings.level(2).seed(3),
        BotSettings.level(2).seed(3).threads(2))) {
      List<? extends List<?>> games = twoGames(game, settings, 8);
      assertThat(games.get(0)).as("%s %s", game, settings).isNotEmpty().isEqualTo(games.get(1));
    }
  }

  /**
   * Plays the first {@code plies} plies of a game between two bots of one level and seed, twice,
   * and returns both move lists: they must be equal.
   *
   * @param game the game
   * @param settings the level (without a time budget), seed and threads
   * @param plies how far to play
   * @param <S> the state type
   * @param <M> the move type
   * @return the moves of the first and of the second game
   */
  public <S, M> List<List<M>> twoGames(
      ConfiguredGame<S, M> game, BotSettings settings, int plies) {
    List<List<M>> games = new ArrayList<>();
    for (int g = 0; g < 2; g++) {
      Bot<S, M> bot = bots.bot(game, settings);
      List<M> moves = new ArrayList<>();
      S state = game.rules().initialState();
      while (moves.size() < plies && !game.rules().legalMoves(state).isEmpty()) {
        M move = bot.chooseMove(state);
        moves.add(move);
        state = game.rules().play(state, move);
      }
      games.add(moves);
    }
    return games;
  }

  /**
   * Asserts that every searching level (Monte-Carlo or alpha-beta) given a time budget answers
   * within it, over {@code moves} moves each, from the start on: the mean move within the budget
   * plus 40 ms and the slowest within the budget plus 400 ms, timed as {@link #moveTimes} times
   * them (the searching thread's CPU time). The margins are loose on purpose: a search reads the
   * clock between playouts (Monte-Carlo) or every 1,024 positions (alpha-beta). Random and
   * perfect levels have no budget to keep (a solver answers as fast as it does).
   *
   * @param game the game
   * @param time the budget per move
   * @param moves the moves timed per level
   */
  public void everySearchKeepsItsTimeBudget(ConfiguredGame<?, ?> game, Duration time, int moves) {
    for (BotLevel level : game.levels()) {
      if (level.engine() == BotLevel.Engine.RANDOM || level.engine() == BotLevel.Engine.PERFECT) {
        continue;
      }
      List<Duration> times = moveTimes(game, BotSettings.level(level.number()).seed(1).timePerMove(time), moves);
      long total = 0;
      Duration slowest = Duration.ZERO;
      for (Duration t : times) {
        total += t.toNanos();
        slowest = t.compareTo(slowest) > 0 ? t : slowest;
      }
      assertThat(Duration.ofNanos(total / times.size()))
          .as("%s level %d: mean of %d moves with %s a move", game, level.number(), moves, time)
          .isLessThanOrEqualTo(time.plusMillis(40));
      assertThat(slowest).as("%s level %d: slowest of %d moves with %s a move", game, level.number(), moves, time)
          .isLessThanOrEqualTo(time.plusMillis(400));
    }
  }

  /**
   * Times {@code moves} moves of a level with a time budget, played from the start on (the bot
   * against itself), and returns each move's time: the CPU time of the calling thread, on which a
   * one-thread search runs. A search that ignores its deadline spends more CPU time than the
   * budget; the time a loaded machine keeps the thread waiting for a core is not the bot's doing,
   * and counting it made the check fail on a busy machine. Where the JVM cannot measure a
   * thread's CPU time, the wall-clock time is returned instead.
   *
   * @param game the game
   * @param settings the level with its time budget
   * @param moves how many moves to time
   * @param <S> the state type
   * @param <M> the move type
   * @return the durations, one per move
   */
  public <S, M> List<Duration> moveTimes(
      ConfiguredGame<S, M> game, BotSettings settings, int moves) {
    Rules<S, M> rules = game.rules();
    Bot<S, M> bot = bots.bot(game, settings);
    List<Duration> times = new ArrayList<>();
    S state = rules.initialState();
    while (times.size() < moves) {
      if (rules.legalMoves(state).isEmpty()) {
        state = rules.initialState();
      }
      long start = threadTime();
      M move = bot.chooseMove(state);
      times.add(Duration.ofNanos(threadTime() - start));
      state = rules.play(state, move);
    }
    return times;
  }

  private static long threadTime() {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : System.nanoTime();
  }
}
