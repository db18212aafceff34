package io.github.boardrules.cli;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.InputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A player of the tool as a UGI engine, the protocol of the cutegames tools (UCI generalised to any
 * game): it reads commands line by line and answers on its output, until {@code quit} or the end
 * of the input.
 *
 * <pre>{@code
 * > ugi                         < id name boardrules nim 3
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
 * <p><b>Positions.</b> {@code startpos} is the start of the configured game: for a random setup
 * that the game's text does not name, the setup of seed {@value GameChoice#DEFAULT_SEED} ({@code
 * tzaar(seed=1)}), so that every engine process agrees on it; the engine's name says which ({@code
 * id name boardrules tzaar(seed=1) 5}). {@code position fen <text>} is any position text of the
 * game, as {@code play} and {@code replay} write them. Moves are the game's notation.
 *
 * <p><b>A position the engine cannot take is never replaced by the old one.</b> A start text the
 * game cannot read leaves the engine without a position; a move list with a move the notation
 * cannot read or the rules refuse keeps the position before that move, and the player who made it
 * has lost: the engine validates the game for a runner that knows no rules, as cutegames relies on
 * it to. Either is said in an {@code info string error: ...}; then {@code query gameover} answers
 * {@code true}, {@code query result} the forfeit's winner ({@code none} without a position), and
 * {@code go} {@code bestmove (none)}, as for a finished game.
 *
 * <p><b>Searches.</b> {@code go} searches on a thread of its own, so {@code isready} is answered
 * and {@code stop} read while it thinks. {@code go infinite} thinks as a {@code go} without limits
 * does and answers only at {@code stop} (or at {@code quit} or the end of the input); a search with
 * a budget cannot be cut short, so {@code stop} during it changes nothing: its answer comes when
 * its budget ends. Every other command, {@code quit} included, waits for the search's answer
 * first (and ends a {@code go infinite} as {@code stop} does), so the answers come in the order of
 * the commands and no answer is lost. {@code nodes} sets the playouts of an MCTS
 * player and {@code depth} the depth of an alpha-beta player; a player of another kind, such as a
 * level of the ladder, plays its own budget and says so in an {@code info string}. The bot of a
 * game is made at the game's first {@code go} from the seed and the budget of that {@code go}, and
 * kept for the game's other moves (made again only when a {@code go} asks for another budget): a
 * game served this way plays the moves that the same player plays in {@code match} with that seed.
 * Unknown commands are ignored, as UCI does; a command that cannot be carried out is answered with
 * {@code info string error: ...}.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class UgiEngine<S, M> {
  /** The seed before any {@code setoption name Seed}: {@code match}'s default match seed. */
  static final long DEFAULT_SEED = GameChoice.DEFAULT_SEED;
  /** How long a named search thinks for a {@code go} without any time. */
  static final Duration DEFAULT_THINK = Duration.ofSeconds(1);

  private final ConfiguredGame<S, M> game;
  private final Rules<S, M> rules;
  private final InputStream in;
  private final PrintStream out;
  private final ExecutorService searcher = Executors.newSingleThreadExecutor(r -> {
    Thread thread = new Thread(r, "boardrules-ugi-search");
    thread.setDaemon(true); // quit ends the engine even while a search runs
    return thread;
  });
  private PlayerSpec player;
  private long seed = DEFAULT_SEED;
  private Position<S> position;
  private @Nullable Bot<S, M> bot;
  private @Nullable Budget botBudget;
  private @Nullable Future<?> search;
  /** Counted down by {@code stop}: a {@code go infinite} answers then. */
  private CountDownLatch stop = new CountDownLatch(0);

  /** What a {@code go} asks for: a player and its time, which make the game's bot. */
  private record Budget(PlayerSpec player, @Nullable Duration time) {}

  /**
   * The engine's position: a state, or the reason there is none to play from.
   *
   * @param state the position, or null when the last {@code position} could not be taken
   * @param refusal why, or null
   * @param loser who made the refused move, or null (a start text that cannot be read)
   */
  private record Position<T>(@Nullable T state, @Nullable String refusal, @Nullable Player loser) {
    static <T> Position<T> of(T state) {
      return new Position<>(state, null, null);
    }
  }

  /**
   * Makes the engine.
   *
   * @param game the game
   * @param player the player it serves (not an engine itself)
   * @param in the commands, UTF-8
   * @param out the answers
   */
  UgiEngine(ConfiguredGame<S, M> game, PlayerSpec player, InputStream in, PrintStream out) {
    this.game = game;
    this.rules = game.rules();
    this.player = player;
    this.in = in;
    this.out = out;
    this.position = Position.of(rules.initialState());
  }

  /**
   * Answers commands until {@code quit} or the end of the input.
   *
   * @throws TextInput.TooLong if a line of the input is longer than the tool reads
   */
  void run() {
    TextInput.Lines lines = TextInput.lines(in, "standard input");
    try {
      while (true) {
        @Nullable String line;
        try {
          line = lines.next();
        } catch (TextInput.NotText e) {
          say("info string error: " + e.getMessage());
          continue;
        }
        if (line == null) {
          awaitSearch(); // the end of the input ends an infinite search as stop does
          return;
        }
        List<String> words = Arrays.asList(line.strip().split("\\s+"));
        if (words.get(0).equals("quit")) {
          awaitSearch(); // as at the end of the input: a search's answer is not lost
          return;
        }
        try {
          answer(words);
        } catch (CliException | IllegalArgumentException e) {
          say("info string error: " + oneLine(e.getMessage()));
        }
      }
    } finally {
      searcher.shutdownNow();
    }
  }

  private void answer(List<String> words) {
    switch (words.get(0)) {
      case "isready" -> say("readyok"); // also while a search runs, as UCI asks
      case "stop" -> stop.countDown();
      case "ugi", "uginewgame", "setoption", "position", "go", "query" -> {
        awaitSearch(); // the answers keep the order of the commands
        switch (words.get(0)) {
          case "ugi" -> handshake();
          case "uginewgame" -> {
            position = Position.of(rules.initialState());
            bot = null;
          }
          case "setoption" -> setOption(words);
          case "position" -> position(words);
          case "query" -> query(words);
          default -> go(words);
        }
      }
      default -> { } // ponderhit, debug, unknown commands: nothing to do, as UCI does
    }
  }

  private void handshake() {
    say("id name boardrules " + game.config() + " " + player.text());
    say("id author boardrules");
    say("option name Seed type string default " + DEFAULT_SEED);
    if (player.kind() == PlayerSpec.Kind.LEVEL) {
      say("option name Level type spin default " + player.budget() + " min 1 max " + game.levels().size());
    }
    say("ugiok");
  }

  private void say(String line) {
    synchronized (out) {
      out.println(line);
      out.flush();
    }
  }

  /**
   * Waits for the running search's answer, if any. A {@code go infinite} still waiting for {@code
   * stop} is stopped: the command that came instead can only be read after its answer.
   */
  private void awaitSearch() {
    Future<?> running = search;
    if (running == null) {
      return;
    }
    stop.countDown();
    try {
      running.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException e) {
      // the search answered its own failure
    }
    search = null;
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

  /**
   * {@code position startpos|fen <position text> [moves <move> ...]}: a start the game cannot read
   * leaves no position; an unreadable or illegal move keeps the position before it, lost by its
   * mover. Either is said, and the old position is never kept.
   */
  private void position(List<String> words) {
    int moves = words.indexOf("moves");
    List<String> head = moves < 0 ? words : words.subList(0, moves);
    S start;
    if (head.size() == 2 && head.get(1).equals("startpos")) {
      start = rules.initialState();
    } else if (head.size() >= 3 && head.get(1).equals("fen")) {
      try {
        start = game.positions().decode(String.join(" ", head.subList(2, head.size())));
      } catch (TextParseException e) {
        refuse(new Position<>(null, "position: the start " + oneLine(e.getMessage())
            + "; there is no position until the next good position command", null));
        return;
      }
    } else {
      refuse(new Position<>(null, "position needs: position startpos|fen <position text> [moves ...]; there is"
          + " no position until the next good position command", null));
      return;
    }
    S next = start;
    List<String> played = moves < 0 ? List.of() : words.subList(moves + 1, words.size());
    for (int i = 0; i < played.size(); i++) {
      String text = played.get(i);
      Player mover = rules.toMove(next);
      String refusal;
      try {
        M move = game.notation().parse(text);
        Legality legality = rules.check(next, move);
        if (legality.isLegal()) {
          next = rules.playUnchecked(next, move);
          continue;
        }
        refusal = legality.refusal(game.notation().format(move), i + 1);
      } catch (TextParseException e) {
        refusal = "move " + (i + 1) + ": " + oneLine(e.getMessage());
      }
      refuse(new Position<>(next, "position: " + refusal + "; " + game.sideName(mover) + " ("
          + (mover == Player.FIRST ? "p1" : "p2") + ") made it and has lost", mover));
      return;
    }
    position = Position.of(next);
  }

  private void refuse(Position<S> refused) {
    position = refused;
    say("info string error: " + refused.refusal());
  }

  /**
   * {@code go [movetime T] [wtime|p1time T] [btime|p2time T] [winc|p1inc T] [binc|p2inc T] [nodes
   * N] [depth D] [infinite]}: starts the search.
   */
  // a word with a value steps over both: the loop moves i past the value it read.
  @SuppressWarnings("IncrementInForLoopAndHeader")
  private void go(List<String> words) {
    S state = position.state();
    if (state == null || position.refusal() != null || !rules.status(state).isOngoing()
        || rules.legalMoves(state).isEmpty()) {
      say("info string error: " + (position.refusal() != null ? "no position to play: " + position.refusal()
          : "the game is over in this position"));
      say("bestmove (none)");
      return;
    }
    @Nullable Duration time = null;
    long own = -1;
    long increment = 0;
    boolean infinite = false;
    boolean first = rules.toMove(state) == Player.FIRST;
    PlayerSpec asked = player;
    for (int i = 1; i < words.size(); i++) {
      String key = words.get(i);
      if (key.equals("infinite")) {
        infinite = true;
        continue;
      }
      if (i + 1 >= words.size()) {
        continue; // a word without its value, or a word of another go (ponder)
      }
      String value = words.get(i + 1);
      switch (key) {
        case "movetime" -> time = Duration.ofMillis(WholeNumber.parse("movetime", value, 1, Integer.MAX_VALUE));
        case "wtime", "p1time" -> own = first ? WholeNumber.parse(key, value, 0, Long.MAX_VALUE) : own;
        case "btime", "p2time" -> own = first ? own : WholeNumber.parse(key, value, 0, Long.MAX_VALUE);
        case "winc", "p1inc" -> increment = first ? WholeNumber.parse(key, value, 0, Long.MAX_VALUE) : increment;
        case "binc", "p2inc" -> increment = first ? increment : WholeNumber.parse(key, value, 0, Long.MAX_VALUE);
        case "nodes" -> asked = budgeted(asked, "nodes", value);
        case "depth" -> asked = budgeted(asked, "depth", value);
        default -> {
          continue; // a value, or a word of another go (ponder)
        }
      }
      i++;
    }
    if (infinite) {
      time = null; // thinks as a go without limits, then waits for stop
    } else if (time == null && own >= 0) {
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
    Bot<S, M> searching = current;
    CountDownLatch stopped = new CountDownLatch(infinite ? 1 : 0);
    stop = stopped;
    search = searcher.submit(() -> {
      String answer;
      try {
        answer = "bestmove " + game.notation().format(searching.chooseMove(state));
      } catch (RuntimeException e) {
        say("info string error: the search failed: " + oneLine(e.getMessage()));
        answer = "bestmove (none)";
      }
      try {
        stopped.await(); // go infinite: the move is ready, and comes at stop
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return; // quit
      }
      say(answer);
    });
  }

  /**
   * The player a {@code go nodes N} or {@code go depth D} asks for: the playouts of an MCTS player,
   * the depth of an alpha-beta player; another player keeps its own budget, which an {@code info
   * string} says.
   */
  private PlayerSpec budgeted(PlayerSpec asked, String limit, String value) {
    boolean mcts = asked.kind() == PlayerSpec.Kind.MCTS_TIMED || asked.kind() == PlayerSpec.Kind.MCTS_PLAYOUTS;
    boolean alphaBeta = asked.kind() == PlayerSpec.Kind.ALPHABETA_TIMED || asked.kind() == PlayerSpec.Kind.ALPHABETA_DEPTH;
    if (limit.equals("nodes") && mcts) {
      return PlayerSpec.parse("mcts:" + value);
    }
    if (limit.equals("depth") && alphaBeta) {
      return PlayerSpec.parse("alphabeta:" + value);
    }
    say("info string go " + limit + " is refused: it is a budget of " + (limit.equals("nodes") ? "an MCTS player"
        : "an alpha-beta player") + ", and " + asked.text() + " (" + asked.description(game) + ") plays its own");
    return asked;
  }

  /** {@code query gameover|p1turn|result}, answered with {@code response ...}. */
  private void query(List<String> words) {
    String question = words.size() < 2 ? "" : words.get(1);
    S state = position.state();
    if (position.refusal() != null) {
      // No position, or a game lost by an illegal move: over, the forfeit's winner, its mover's turn.
      Player loser = position.loser();
      switch (question) {
        case "gameover" -> say("response true");
        case "p1turn" -> say("response " + (state == null || rules.toMove(state) == Player.FIRST));
        case "result" -> say("response " + (loser == null ? "none" : loser == Player.FIRST ? "p2win" : "p1win"));
        default -> throw unknownQuery(question);
      }
      return;
    }
    if (state == null) {
      throw new IllegalStateException("a position without a refusal has a state");
    }
    S current = state;
    Status status = rules.status(current);
    switch (question) {
      case "gameover" -> say("response " + status.isOver());
      case "p1turn" -> say("response " + (rules.toMove(current) == Player.FIRST));
      case "result" -> say("response " + (status.isOngoing() ? "none"
          : status.winner().map(w -> w == Player.FIRST ? "p1win" : "p2win").orElse("draw")));
      default -> throw unknownQuery(question);
    }
  }

  private static IllegalArgumentException unknownQuery(String question) {
    return new IllegalArgumentException("no query \"" + question + "\"; the queries are gameover, p1turn and result");
  }

  private static String oneLine(@Nullable String text) {
    return Objects.requireNonNullElse(text, "error").replaceAll("\\R", " ");
  }
}
