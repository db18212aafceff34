package io.github.boardrules.cli;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.Bots;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.learning.Evaluator;
import io.github.boardrules.learning.PuctSearch;
import io.github.boardrules.learning.onnx.OnnxEvaluator;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.LongFunction;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A player of {@code match} (and the player behind {@code ugi}), named by its spec:
 *
 * <ul>
 *   <li>{@code 3}: level 3 of the game's ladder;
 *   <li>{@code mcts:20000}: Monte-Carlo tree search with 20,000 playouts a move;
 *   <li>{@code alphabeta:4}: alpha-beta with the game's evaluation to depth 4;
 *   <li>{@code mcts}, {@code alphabeta}: that search for the whole {@code --time-per-move};
 *   <li>{@code ugi:java -jar x.jar ugi nim}: an outside engine speaking UGI, started as a process
 *       (its command split into words as {@link CommandWords} says);
 *   <li>{@code puct:nim.onnx}, {@code puct:nim.onnx,sims=400}: the PUCT search with a trained
 *       network (an ONNX model, {@link OnnxEvaluator}), {@value #DEFAULT_SIMULATIONS} simulations a
 *       move unless {@code sims=} says otherwise.
 * </ul>
 *
 * <p>Words are read in any case; the command of {@code ugi:} and the model's path are kept as
 * written.
 *
 * @param kind what plays
 * @param budget the level, the playouts, the depth or the simulations; 0 for the named searches
 *     and engines
 * @param command the engine's command words, empty unless {@code kind} is {@link Kind#UGI}
 * @param model the model file of {@link Kind#PUCT}, empty otherwise
 * @param text the spec as it names the player in records and result lines
 */
record PlayerSpec(Kind kind, int budget, List<String> command, String model, String text) {
  /** The simulations a move of {@code puct:MODEL} without {@code sims=}. */
  static final int DEFAULT_SIMULATIONS = PuctSearch.DEFAULT_SIMULATIONS;

  /** The most simulations of {@code puct:MODEL,sims=N}. */
  static final int MAX_SIMULATIONS = 1_000_000;

  /** The most playouts of {@code mcts:N}: a move in seconds on the biggest boards. */
  static final int MAX_PLAYOUTS = 10_000_000;

  /** The deepest {@code alphabeta:D}. */
  static final int MAX_DEPTH = BotChoice.MAX_DEPTH;

  /** The kinds of players. */
  enum Kind {
    /** A level of the game's ladder. */
    LEVEL,
    /** Monte-Carlo tree search for the whole time a move. */
    MCTS_TIMED,
    /** Alpha-beta deepening for the whole time a move. */
    ALPHABETA_TIMED,
    /** Monte-Carlo tree search with a number of playouts a move. */
    MCTS_PLAYOUTS,
    /** Alpha-beta to a fixed depth. */
    ALPHABETA_DEPTH,
    /** An outside engine speaking UGI. */
    UGI,
    /** The PUCT search with an ONNX model's priors and values. */
    PUCT
  }

  PlayerSpec {
    command = List.copyOf(command);
  }

  /** A spec without an engine's command or a model. */
  PlayerSpec(Kind kind, int budget, String text) {
    this(kind, budget, List.of(), "", text);
  }

  /**
   * Reads a spec.
   *
   * @param written the spec, such as {@code 3}, {@code mcts:20000} or {@code ugi:./engine}
   * @return the player
   * @throws CliException a usage error naming the spec and what is wrong with it
   */
  static PlayerSpec parse(String written) {
    String spec = written.strip();
    int colon = spec.indexOf(':');
    String head = (colon < 0 ? spec : spec.substring(0, colon)).strip().toLowerCase(Locale.ROOT);
    if (colon < 0) {
      switch (head) {
        case "mcts" -> {
          return new PlayerSpec(Kind.MCTS_TIMED, 0, "mcts");
        }
        case "alphabeta" -> {
          return new PlayerSpec(Kind.ALPHABETA_TIMED, 0, "alphabeta");
        }
        case "ugi" -> throw refused(written, "ugi needs the engine's command after a colon, such as ugi:./engine");
        case "puct" -> throw refused(written, "puct needs the model file after a colon, such as puct:nim.onnx");
        default -> {
          int level = (int) number(written, head, "a level", Integer.MAX_VALUE);
          return new PlayerSpec(Kind.LEVEL, level, Integer.toString(level));
        }
      }
    }
    String rest = spec.substring(colon + 1).strip();
    switch (head) {
      case "mcts" -> {
        int playouts = (int) number(written, rest, "the playouts a move", MAX_PLAYOUTS);
        return new PlayerSpec(Kind.MCTS_PLAYOUTS, playouts, "mcts:" + playouts);
      }
      case "alphabeta" -> {
        int depth = (int) number(written, rest, "the search depth", MAX_DEPTH);
        return new PlayerSpec(Kind.ALPHABETA_DEPTH, depth, "alphabeta:" + depth);
      }
      case "ugi" -> {
        List<String> words;
        try {
          words = CommandWords.split(rest);
        } catch (IllegalArgumentException e) {
          throw refused(written, "its command cannot be read: " + e.getMessage());
        }
        if (words.isEmpty()) {
          throw refused(written, "ugi needs the engine's command after the colon, such as ugi:./engine");
        }
        return new PlayerSpec(Kind.UGI, 0, words, "", "ugi:" + rest);
      }
      case "puct" -> {
        return puct(written, rest);
      }
      default -> throw refused(written, "a player is a level (3), mcts:PLAYOUTS, alphabeta:DEPTH, mcts,"
          + " alphabeta, ugi:COMMAND or puct:MODEL, not \"" + head + ":\"");
    }
  }

  /** Reads {@code MODEL[,sims=N]}: the model's path, then the simulations if given. */
  private static PlayerSpec puct(String written, String rest) {
    String model = rest;
    int simulations = DEFAULT_SIMULATIONS;
    int comma = rest.lastIndexOf(',');
    if (comma >= 0) {
      String option = rest.substring(comma + 1).strip();
      model = rest.substring(0, comma).strip();
      if (!option.toLowerCase(Locale.ROOT).startsWith("sims=")) {
        throw refused(written, "after the model comes only sims=N, the simulations a move, not \"" + option + "\"");
      }
      try {
        simulations = (int) WholeNumber.parse("player " + written + " (sims)", option.substring(5), 1, MAX_SIMULATIONS);
      } catch (CliException e) {
        throw refused(written, "sims is a whole number from 1 to " + MAX_SIMULATIONS);
      }
    }
    if (model.isEmpty()) {
      throw refused(written, "puct needs the model file after the colon, such as puct:nim.onnx");
    }
    String text = "puct:" + model + (simulations == DEFAULT_SIMULATIONS ? "" : ",sims=" + simulations);
    return new PlayerSpec(Kind.PUCT, simulations, List.of(), model, text);
  }

  private static long number(String written, String digits, String what, long max) {
    try {
      return WholeNumber.parse("player " + written + " (" + what + ")", digits, 1, max);
    } catch (CliException e) {
      throw refused(written, "a player is a level (3), mcts:PLAYOUTS, alphabeta:DEPTH, mcts, alphabeta,"
          + " ugi:COMMAND or puct:MODEL; " + what + " is a whole number from 1 to " + max);
    }
  }

  private static CliException refused(String written, String why) {
    return CliException.usage("player \"" + written.strip() + "\": " + why);
  }

  /**
   * Returns the bot maker of a {@code puct:MODEL} player, over a model already loaded.
   *
   * @param game the game
   * @param network the model, loaded for the game's encoding
   * @param <S> the state type
   * @param <M> the move type
   * @return the bot maker: the same bot for the same seed
   */
  <S, M> LongFunction<Bot<S, M>> puctBots(ConfiguredGame<S, M> game, Evaluator<S> network) {
    PuctSearch<S, M> search = PuctSearch.builder(game.rules(), game.encoding().orElseThrow())
        .evaluator(network).simulations(budget).build();
    return search::bot;
  }

  /** Whether the player is an engine outside the JVM. */
  boolean isEngine() {
    return kind == Kind.UGI;
  }

  /**
   * Whether {@code --bot-threads} reaches this player: not a fixed-depth alpha-beta, which keeps
   * one thread so that its moves repeat, nor an engine or a model, which the match does not search.
   */
  boolean usesBotThreads() {
    return kind != Kind.ALPHABETA_DEPTH && kind != Kind.UGI && kind != Kind.PUCT;
  }

  /**
   * Describes what plays.
   *
   * @param game the game
   * @return one phrase
   */
  String description(ConfiguredGame<?, ?> game) {
    return switch (kind) {
      case LEVEL -> game.levelDescription(budget);
      case MCTS_TIMED -> "Monte-Carlo tree search for the whole time";
      case ALPHABETA_TIMED -> "alpha-beta with the game's evaluation, deepening for the whole time";
      case MCTS_PLAYOUTS -> String.format(Locale.ROOT, "Monte-Carlo tree search, %,d playouts a move", budget);
      case ALPHABETA_DEPTH -> "alpha-beta with the game's evaluation to depth " + budget;
      case UGI -> "an outside engine over UGI: " + String.join(" ", command);
      case PUCT -> String.format(Locale.ROOT, "PUCT search with the network %s, %,d simulations a move", model,
          budget);
    };
  }

  /**
   * Returns what makes this in-process player's bot from a seed: the same bot for the same seed,
   * whether the match plays it or {@code ugi} serves it to another program.
   *
   * @param game the game
   * @param time the time a move, or null for the player's fixed budget
   * @param threads the threads of a Monte-Carlo search and of a timed alpha-beta search
   * @param <S> the state type
   * @param <M> the move type
   * @return the bot maker
   * @throws CliException if the game lacks what the player needs (the level, an evaluation, a time)
   * @throws IllegalStateException for an engine, which is no bot of this JVM
   */
  <S, M> LongFunction<Bot<S, M>> bots(ConfiguredGame<S, M> game, @Nullable Duration time, int threads) {
    switch (kind) {
      case LEVEL -> {
        if (budget > game.levels().size()) {
          throw refused(text, game + " has levels 1 to " + game.levels().size());
        }
        return seed -> {
          BotSettings settings = BotSettings.level(budget).seed(seed).threads(threads);
          return Bots.of(game, time == null ? settings : settings.timePerMove(time));
        };
      }
      case MCTS_TIMED, MCTS_PLAYOUTS -> {
        if (kind == Kind.MCTS_TIMED && time == null) {
          throw refused(text, "a named search needs --time-per-move, the time it is given");
        }
        return seed -> {
          MctsBot.Builder<S, M> builder = MctsBot.builder(game.rules()).playout(game.playout())
              .threads(threads).seed(seed);
          if (kind == Kind.MCTS_PLAYOUTS) {
            builder.iterations(budget);
          } else if (time != null) {
            builder.timeLimit(time);
          }
          return builder.build();
        };
      }
      case ALPHABETA_TIMED, ALPHABETA_DEPTH -> {
        if (kind == Kind.ALPHABETA_TIMED && time == null) {
          throw refused(text, "a named search needs --time-per-move, the time it is given");
        }
        if (game.evaluation().isEmpty()) {
          throw refused(text, game + " has no evaluation for alpha-beta");
        }
        return seed -> {
          AlphaBetaBot.Builder<S, M> builder = AlphaBetaBot.builder(game.rules(), game.evaluation().orElseThrow());
          if (kind == Kind.ALPHABETA_DEPTH) {
            builder.maxDepth(budget);
          } else if (time != null) {
            builder.maxDepth(MAX_DEPTH).timeLimit(time).threads(threads); // Lazy SMP only with a time limit
          }
          game.hash().ifPresent(builder::hash);
          return builder.build();
        };
      }
      case PUCT -> throw refused(text, "a model plays in match (--player " + text + "), where its file is loaded"
          + " once for every game");
      default -> throw new IllegalStateException("an engine is started as a process, not made here: " + text);
    }
  }
}
