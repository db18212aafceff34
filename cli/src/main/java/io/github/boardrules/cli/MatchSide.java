package io.github.boardrules.cli;

import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.time.Duration;
import java.util.function.LongFunction;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * One side of a match: a level of the game's ladder, a search or an engine, with the clock that
 * times its moves.
 *
 * <pre>{@code
 * MatchSide<S, M> side = MatchSide.of(game, PlayerSpec.parse("3"), settings, engines);
 * side.label();   // "level 3 (medium)"
 * }</pre>
 *
 * @param id {@code level3}, {@code mcts} or the spec made safe for a file name: names the
 *     directory of a pair's records
 * @param label {@code level 3 (medium)} or the spec, with the time and threads if given: names the
 *     side in the records ({@code BotA}, {@code BotB}) and the result lines
 * @param name the level's name, or the spec
 * @param number the level's number, or 0 for a search or an engine
 * @param description what plays
 * @param bots makes the side's bot of a game from the game's seed
 * @param clock times its moves
 * @param <S> the state type
 * @param <M> the move type
 */
record MatchSide<S, M>(String id, String label, String name, int number, String description,
    LongFunction<Bot<S, M>> bots, MoveClock clock) {

  /**
   * Makes the side of a player.
   *
   * @param game the game
   * @param player the player
   * @param settings the match, for the time a move and the threads
   * @param engines where engines are started and models loaded
   * @param <S> the state type
   * @param <M> the move type
   * @return the side
   * @throws CliException if the game lacks what the player needs (the level, an evaluation, a time)
   */
  static <S, M> MatchSide<S, M> of(ConfiguredGame<S, M> game, PlayerSpec player, MatchSettings settings,
      Engines engines) {
    return switch (player.kind()) {
      case LEVEL -> level(game, player, settings);
      case MCTS_TIMED, ALPHABETA_TIMED -> timedSearch(game, player, settings);
      default -> ofSpec(game, player, settings, engines);
    };
  }

  /** A level of the ladder, with the match's time a move and threads if given. */
  private static <S, M> MatchSide<S, M> level(ConfiguredGame<S, M> game, PlayerSpec player, MatchSettings settings) {
    int number = player.budget();
    if (number > game.levels().size()) {
      throw CliException.usage("--levels: " + game + " has levels 1 to " + game.levels().size() + ", not " + number);
    }
    BotLevel level = game.level(number);
    return new MatchSide<>("level" + number, "level " + number + " (" + level.name() + ")" + extras(settings),
        level.name(), number, game.levelDescription(number),
        player.bots(game, settings.timePerMove(), settings.botThreads()), new MoveClock());
  }

  /** {@code mcts} or {@code alphabeta}: that search for the whole time a move. */
  private static <S, M> MatchSide<S, M> timedSearch(ConfiguredGame<S, M> game, PlayerSpec player,
      MatchSettings settings) {
    String spec = player.text();
    Duration time = settings.timePerMove();
    if (time == null) {
      throw CliException.usage("--levels " + spec + ": a named search needs --time-per-move, the time it is given");
    }
    if (player.kind() == PlayerSpec.Kind.ALPHABETA_TIMED && game.evaluation().isEmpty()) {
      throw CliException.usage("--levels alphabeta: " + game + " has no evaluation");
    }
    return new MatchSide<>(spec, spec + extras(settings), spec, 0, player.description(game),
        player.bots(game, time, settings.botThreads()), new MoveClock());
  }

  /**
   * A spec with a colon: {@code mcts:PLAYOUTS}, {@code alphabeta:DEPTH} (fixed budgets: the time a
   * move does not change them), {@code puct:MODEL} or {@code ugi:COMMAND}, an outside engine that
   * the match starts for each game and stops after it.
   */
  private static <S, M> MatchSide<S, M> ofSpec(ConfiguredGame<S, M> game, PlayerSpec player, MatchSettings settings,
      Engines engines) {
    String id = player.text().replaceAll("[^A-Za-z0-9._-]+", "_");
    String shortId = id.length() > 40 ? id.substring(0, 40) : id;
    String spec = player.text();
    if (player.isEngine()) {
      @Nullable Duration time = settings.timePerMove();
      String label = spec + (time == null ? "" : ", " + time.toMillis() + " ms a move");
      return new MatchSide<>(shortId, label, spec, 0, player.description(game),
          seed -> engines.start(game, player, seed, time), new MoveClock());
    }
    if (player.kind() == PlayerSpec.Kind.PUCT) {
      return new MatchSide<>(shortId, spec, spec, 0, player.description(game),
          player.puctBots(game, engines.model(game, player)), new MoveClock());
    }
    boolean threaded = settings.botThreads() > 1 && player.usesBotThreads();
    String label = spec + (threaded ? ", " + settings.botThreads() + " threads" : "");
    return new MatchSide<>(shortId, label, spec, 0, player.description(game),
        player.bots(game, null, settings.botThreads()), new MoveClock());
  }

  /** The time a move and the threads, as the label of a level or named search shows them. */
  private static String extras(MatchSettings settings) {
    Duration time = settings.timePerMove();
    return (time == null ? "" : ", " + time.toMillis() + " ms a move")
        + (settings.botThreads() == 1 ? "" : ", " + settings.botThreads() + " threads");
  }

  /**
   * Makes the side's bot for a game, timed by its clock.
   *
   * @param seed the game's seed for this side
   * @return the bot
   */
  Bot<S, M> bot(long seed) {
    return clock.timed(bots.apply(seed));
  }

  /**
   * Names the side in the result lines and the rating list.
   *
   * @return {@code level 3}, or the spec: {@code mcts}, {@code mcts:20000}
   */
  String shown() {
    return number == 0 ? name : "level " + number;
  }
}
