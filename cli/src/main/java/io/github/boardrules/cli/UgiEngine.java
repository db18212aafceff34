package io.github.boardrules.cli;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A player of the tool as a UGI engine, the protocol of the cutegames tools (UCI generalised to any
 * game): it reads commands line by line and answers on its output, until {@code quit} or the end
 * of the input.
 *
 * <pre>{@code
 * > ugi                         < id name boardrules nim level 3
 *                               < id author boardrules
 *                               < option name Seed type string default 1
 *                               < option name Level type spin default 3 min 1 max 5
 *                               < ugiok
 * > setoption name Seed value 7
 * > uginewgame
 * > isready                     < readyok
 * > position startpos moves a1
 * > go movetime 100             < bestmove b3
 * > query result                < response none
 * > quit
 * }</pre>
 *
 * <p>Positions are the game's position texts ({@code position fen <text> [moves ...]}), moves its
 * notation, as {@code play} and {@code replay} write them. {@code go} thinks on the reading thread:
 * its answer comes before the next command is read, so {@code stop} has nothing to stop. The bot
 * of a game is made at the game's first {@code go} from the seed and the time of that {@code go},
 * and kept for the game's other moves (made again only when a {@code go} asks for another budget):
 * a game served this way plays the moves that the same player plays in {@code match} with that
 * seed. Unknown commands are ignored, as UCI does; a command that cannot be carried out is
 * answered with {@code info string error: ...}.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class UgiEngine<S, M> {
  /** The seed before any {@code setoption name Seed}: {@code match}'s default match seed. */
  static final long DEFAULT_SEED = 1;
  /** How long a named search thinks for a {@code go} without any time. */
  static final Duration DEFAULT_THINK = Duration.ofSeconds(1);

  private final ConfiguredGame<S, M> game;
  private final Rules<S, M> rules;
  private final BufferedReader in;
  private final PrintStream out;
  private PlayerSpec player;
  private long seed = DEFAULT_SEED;
  private S state;
  private @Nullable Bot<S, M> bot;
  private @Nullable Budget botBudget;

  /** What a {@code go} asks for: a player and its time, which make the game's bot. */
  private record Budget(PlayerSpec player, @Nullable Duration time) {}

  /**
   * Makes the engine.
   *
   * @param game the game
   * @param player the player it serves (not an engine itself)
   * @param in the commands
   * @param out the answers
   */
  UgiEngine(ConfiguredGame<S, M> game, PlayerSpec player, BufferedReader in, PrintStream out) {
    this.game = game;
    this.rules = game.rules();
    this.player = player;
    this.in = in;
    this.out = out;
    this.state = rules.initialState();
  }

  /**
   * Answers commands until {@code quit} or the end of the input.
   *
   * @throws IOException if the input cannot be read
   */
  void run() throws IOException {
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      List<String> words = Arrays.asList(line.strip().split("\\s+"));
      if (words.get(0).equals("quit")) {
        return;
      }
      try {
        answer(words);
      } catch (CliException | IllegalArgumentException e) {
        say("info string error: " + oneLine(e.getMessage()));
      }
      out.flush();
    }
  }

  private void answer(List<String> words) {
    switch (words.get(0)) {
      case "ugi" -> {
        say("id name boardrules " + game.config() + " " + player.text());
        say("id author boardrules");
        say("option name Seed type string default " + DEFAULT_SEED);
        if (player.kind() == PlayerSpec.Kind.LEVEL) {
          say("option name Level type spin default " + player.budget() + " min 1 max " + game.levels().size());
        }
        say("ugiok");
      }
      case "isready" -> say("readyok");
      case "uginewgame" -> {
        state = rules.initialState();
        bot = null;
      }
      case "setoption" -> setOption(words);
      case "position" -> position(words);
      case "go" -> go(words);
      case "query" -> query(words);
      default -> { } // stop, ponderhit, debug, unknown commands: nothing to do, as UCI does
    }
  }

  private void say(String line) {
    out.println(line);
  }

  /** {@code setoption name Seed value 7}, {@code setoption name Level value 3}: names in any case. */
  private void setOption(List<String> words) {
    int value = words.indexOf("value");
    if (words.size() < 3 || !words.get(1).equals("name") || value < 3 || value == words.size() - 1) {
      throw new IllegalArgumentException("setoption needs: setoption name <name> value <value>");
    }
    String name = String.join(" ", words.subList(2, value));
    String text = String.join(" ", words.subList(value + 1, words.size()));
    switch (name.toLowerCase(Locale.ROOT)) {
      case "seed" -> seed = WholeNumber.parse("Seed", text, Long.MIN_VALUE, Long.MAX_VALUE);
      case "level" -> {
        int level = (int) WholeNumber.parse("Level", text, 1, game.levels().size());
        player = PlayerSpec.parse(Integer.toString(level));
      }
      default -> throw new IllegalArgumentException("no option " + name + "; the options are Seed and Level");
    }
    bot = null; // the next go makes the bot with the new setting
  }

  /** {@code position startpos|fen <position text> [moves <move> ...]}; a bad one keeps the old position. */
  private void position(List<String> words) {
    int moves = words.indexOf("moves");
    List<String> head = moves < 0 ? words : words.subList(0, moves);
    S start;
    if (head.size() == 2 && head.get(1).equals("startpos")) {
      start = rules.initialState();
    } else if (head.size() >= 3 && head.get(1).equals("fen")) {
      start = game.positions().decode(String.join(" ", head.subList(2, head.size())));
    } else {
      throw new IllegalArgumentException("position needs: position startpos|fen <position text> [moves ...]");
    }
    S next = start;
    if (moves >= 0) {
      for (String move : words.subList(moves + 1, words.size())) {
        next = rules.play(next, game.notation().parse(move));
      }
    }
    state = next;
  }

  /** {@code go [movetime T] [wtime|p1time T] [btime|p2time T] [winc|p1inc T] [binc|p2inc T] [nodes N] [depth D]}. */
  private void go(List<String> words) {
    if (!rules.status(state).isOngoing() || rules.legalMoves(state).isEmpty()) {
      say("info string error: the game is over in this position");
      say("bestmove (none)");
      return;
    }
    @Nullable Duration time = null;
    long own = -1;
    long increment = 0;
    boolean first = rules.toMove(state) == Player.FIRST;
    PlayerSpec asked = player;
    for (int i = 1; i + 1 < words.size(); i++) {
      String key = words.get(i);
      String value = words.get(i + 1);
      switch (key) {
        case "movetime" -> time = Duration.ofMillis(WholeNumber.parse("movetime", value, 1, Integer.MAX_VALUE));
        case "wtime", "p1time" -> own = first ? WholeNumber.parse(key, value, 0, Long.MAX_VALUE) : own;
        case "btime", "p2time" -> own = first ? own : WholeNumber.parse(key, value, 0, Long.MAX_VALUE);
        case "winc", "p1inc" -> increment = first ? WholeNumber.parse(key, value, 0, Long.MAX_VALUE) : increment;
        case "binc", "p2inc" -> increment = first ? increment : WholeNumber.parse(key, value, 0, Long.MAX_VALUE);
        case "nodes" -> asked = isMcts(player) ? PlayerSpec.parse("mcts:" + value) : asked;
        case "depth" -> asked = isAlphaBeta(player) ? PlayerSpec.parse("alphabeta:" + value) : asked;
        default -> {
          continue; // a value, or a word of another go (infinite, ponder)
        }
      }
      i++;
    }
    if (time == null && own >= 0) {
      // A clock: a twentieth of what is left and half the increment, never more than half of what is left.
      time = Duration.ofMillis(Math.max(1, Math.min(own / 20 + increment / 2, own / 2)));
    }
    if (time == null && (asked.kind() == PlayerSpec.Kind.MCTS_TIMED || asked.kind() == PlayerSpec.Kind.ALPHABETA_TIMED)) {
      time = DEFAULT_THINK;
    }
    if (asked.kind() == PlayerSpec.Kind.MCTS_PLAYOUTS || asked.kind() == PlayerSpec.Kind.ALPHABETA_DEPTH) {
      time = null; // a fixed budget: the same moves whatever the clock, as in match
    }
    Budget budget = new Budget(asked, time);
    Bot<S, M> current = bot;
    if (current == null || !Objects.equals(budget, botBudget)) {
      current = asked.bots(game, time, 1).apply(seed);
      bot = current;
      botBudget = budget;
    }
    M move = current.chooseMove(state);
    say("bestmove " + game.notation().format(move));
  }

  private static boolean isMcts(PlayerSpec spec) {
    return spec.kind() == PlayerSpec.Kind.MCTS_TIMED || spec.kind() == PlayerSpec.Kind.MCTS_PLAYOUTS;
  }

  private static boolean isAlphaBeta(PlayerSpec spec) {
    return spec.kind() == PlayerSpec.Kind.ALPHABETA_TIMED || spec.kind() == PlayerSpec.Kind.ALPHABETA_DEPTH;
  }

  /** {@code query gameover|p1turn|result}, answered with {@code response ...}. */
  private void query(List<String> words) {
    String question = words.size() < 2 ? "" : words.get(1);
    Status status = rules.status(state);
    switch (question) {
      case "gameover" -> say("response " + status.isOver());
      case "p1turn" -> say("response " + (rules.toMove(state) == Player.FIRST));
      case "result" -> say("response " + (status.isOngoing() ? "none"
          : status.winner().map(w -> w == Player.FIRST ? "p1win" : "p2win").orElse("draw")));
      default -> throw new IllegalArgumentException("no query \"" + question + "\"; the queries are gameover,"
          + " p1turn and result");
    }
  }

  private static String oneLine(@Nullable String text) {
    return Objects.requireNonNullElse(text, "error").replaceAll("\\R", " ");
  }
}
