package io.github.boardrules.cli;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code play <game>}: the user against a bot in the terminal, moves read from standard input.
 *
 * <p>After every move the position is drawn. A line that is not a move of the notation, or an
 * illegal move, is answered with the reason and the user is asked again; {@code moves} lists the
 * legal moves and {@code quit} stops. {@code --ply-cap N} stops the game unfinished after N plies:
 * the tool's limit, not a rule, so no draw is declared. {@code --record FILE} writes the game
 * played, however it stopped, as a record tagged with its configured game, which {@code replay}
 * reads back; the record is written beside the file and moved over it, so no half-written record
 * is ever left. Ctrl-C stops the game at once, even while the bot thinks, writing the record of
 * the moves so far (exit code 130). Exit code 0 when the user wins, draws, quits or reaches the
 * cap, 1 when the bot wins.
 */
@Command(name = "play",
    description = {
      "Play against a bot in the terminal.",
      "",
      "Type a move in the game's notation, \"moves\" for the legal moves, \"quit\" to stop. The position is"
          + " drawn after every move; a move that cannot be read or is illegal is answered with the reason."
          + " A puzzle for one player (intarsia) has no bot: --vs, --first, --second, --iterations and --depth"
          + " are refused with it. Ctrl-C stops the game at once (exit code 130).",
      "",
      "Exit code 1 when the bot wins, 0 otherwise."},
    footer = GameChoice.GAME_HELP)
final class PlayCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "<game>", completionCandidates = GameChoice.Names.class,
      description = GameChoice.GAME_ARGUMENT)
  private String gameText = "";

  @Option(names = "--vs", paramLabel = "random|mcts|alphabeta|solver", completionCandidates = BotChoice.Kinds.class,
      description = "the opponent (default mcts); solver: the NIM games only; alphabeta: the games with an"
          + " evaluation (not nim, heapnim, fiveshift, intarsia)")
  private @Nullable String vs;

  @Option(names = "--first", description = "you move first (the default)")
  private boolean first;

  @Option(names = "--second", description = "the bot moves first")
  private boolean second;

  @Option(names = "--seed", paramLabel = "N",
      description = "the seed of the random and MCTS bots (default 1), and of a random setup whose game text"
          + " gives no seed (a different seed= in the text is an error)")
  private @Nullable String seed;

  @Option(names = "--iterations", paramLabel = "N",
      description = "MCTS iterations a move, 1 to " + BotChoice.MAX_ITERATIONS + " (default 1000); --vs mcts only")
  private @Nullable String iterations;

  @Option(names = "--depth", paramLabel = "N",
      description = "alpha-beta depth, 1 to " + BotChoice.MAX_DEPTH + " (default 4); --vs alphabeta only")
  private @Nullable String depth;

  @Option(names = "--from", paramLabel = "<position>",
      description = "start from this position text (not a finished one) instead of the start")
  private @Nullable String from;

  @Option(names = "--ply-cap", paramLabel = "N",
      description = "stop the game, unfinished, after N plies: the tool's limit, not a rule, so no draw is"
          + " declared (the games' plyLimit option is the rule)")
  private @Nullable String plyCapText;

  @Option(names = "--record", paramLabel = "<file>",
      description = "write the game to this file as a record that replay reads back (checked before the game"
          + " starts; Ctrl-C writes the game so far)")
  private @Nullable Path recordFile;

  private final InputStream in;
  private final PrintStream out;
  private final Controls controls;

  /**
   * Makes the command.
   *
   * @param in the user's moves
   * @param out the board and the answers
   * @param controls whether the user asked to stop (Ctrl-C)
   */
  PlayCommand(InputStream in, PrintStream out, Controls controls) {
    this.in = in;
    this.out = out;
    this.controls = controls;
  }

  /**
   * Runs the subcommand.
   *
   * @return the exit code
   * @throws CliException with exit code 130 when the user stopped the game
   */
  @Override
  public Integer call() {
    ConfiguredGame<?, ?> game = GameChoice.of(gameText, seed);
    long plyCap = plyCapText == null ? Long.MAX_VALUE : WholeNumber.parse("--ply-cap", plyCapText, 1, Long.MAX_VALUE);
    if (first && second) {
      throw CliException.usage("choose --first or --second, not both");
    }
    BotChoice bot = BotChoice.of(game, vs, seed, iterations, depth);
    if (game.isSolo()) {
      refuseForSolo(game, first || second ? (first ? "--first" : "--second") : null);
    }
    Path record = recordFile == null ? null : OutputFile.check(recordFile.toString(), "the record", false);
    return play(game, second ? Player.SECOND : Player.FIRST, bot, from, plyCap, record, in, out, controls);
  }

  /** A game without a bot has no sides to choose: a side flag would be silently ignored. */
  private static void refuseForSolo(ConfiguredGame<?, ?> game, @Nullable String side) {
    if (side != null) {
      throw CliException.usage(side + " chooses your side against a bot; " + game.config()
          + " is a puzzle for one player, who makes every move");
    }
  }

  private static <S, M> int play(
      ConfiguredGame<S, M> game, Player human, BotChoice choice, @Nullable String from, long plyCap,
      @Nullable Path recordFile, InputStream in, PrintStream out, Controls controls) {
    Rules<S, M> rules = game.rules();
    @Nullable Bot<S, M> bot = game.isSolo() ? null : choice.create(game);
    S start = from == null ? rules.initialState() : game.positions().decode(from);
    Status startStatus = rules.status(start);
    if (startStatus.isOver()) {
      throw CliException.usage("the game is over in the position of --from (" + startStatus.description()
          + "); play starts from a position where a move is to be made");
    }
    List<M> played = new ArrayList<>();
    // Reading the terminal and a bot's search cannot be interrupted: they run on threads of their
    // own, daemons, so that a stop ends the tool at once.
    ExecutorService helpers = Executors.newCachedThreadPool(r -> {
      Thread thread = new Thread(r, "boardrules-play");
      thread.setDaemon(true);
      return thread;
    });
    try {
      Supplier<CliException> onStop = () -> CliException.stopped("play stopped as asked after "
          + played.size() + (played.size() == 1 ? " move" : " moves")
          + (recordFile == null ? "" : "; the game so far is written to " + recordFile));
      Turns<S, M> turns = new Turns<>(new InputLines(in, helpers), helpers, controls, onStop);
      return play(game, human, bot, choice, start, plyCap, played, turns, out);
    } finally {
      helpers.shutdownNow();
      if (recordFile != null) {
        writeRecord(recordFile, game.writeRecord(game.record(start, played)));
        out.println("Record written to " + recordFile);
      }
    }
  }

  private static <S, M> int play(
      ConfiguredGame<S, M> game, Player human, @Nullable Bot<S, M> bot, BotChoice choice, S start,
      long plyCap, List<M> played, Turns<S, M> turns, PrintStream out) {
    Rules<S, M> rules = game.rules();
    S state = start;
    out.println(bot == null
        ? game.config() + ": you make every move."
        : game.config() + ": you are " + Drawing.side(game, human) + ", " + choice.kind()
            + " is " + Drawing.side(game, human.opponent()) + ".");
    out.println("Type a move, \"moves\" for the legal moves, \"quit\" to stop.");
    for (long ply = 0; ; ply++) {
      out.println();
      Drawing.print(game, state, out);
      Status status = rules.status(state);
      if (status.isOver()) {
        boolean lost = bot != null && status.winner().isPresent() && status.winner().get() != human;
        out.println(lost ? "You lose." : status.winner().isPresent() ? "You win." : "Draw.");
        return lost ? CliException.FAILURE : 0;
      }
      if (ply >= plyCap) {
        out.println("Stopped unfinished at the ply cap of " + plyCap + ": the rules have not ended the game.");
        return 0;
      }
      Player mover = rules.toMove(state);
      M move;
      if (bot == null || mover == human) {
        @Nullable M chosen = ask(game, state, turns, out);
        if (chosen == null) {
          return 0;
        }
        move = chosen;
      } else {
        move = turns.botMove(bot, state);
        out.println(choice.kind() + " plays " + game.notation().format(move));
      }
      state = rules.playUnchecked(state, move);
      played.add(move);
    }
  }

  /** Asks until the user types a legal move; null when the user quits or the input ends. */
  private static <S, M> @Nullable M ask(
      ConfiguredGame<S, M> game, S state, Turns<S, M> turns, PrintStream out) {
    while (true) {
      out.print("your move, " + Drawing.side(game, game.rules().toMove(state)) + "> ");
      out.flush();
      @Nullable String line;
      try {
        line = turns.nextLine();
      } catch (TextInput.NotText e) {
        out.println("Not a move: " + e.getMessage());
        continue;
      }
      if (line == null) {
        out.println();
        out.println("End of input: stopped.");
        return null;
      }
      String text = line.strip();
      if (text.isEmpty()) {
        continue;
      }
      if (text.equals("quit")) {
        out.println("Stopped.");
        return null;
      }
      if (text.equals("moves")) {
        StringBuilder moves = new StringBuilder();
        for (M move : game.rules().legalMoves(state)) {
          moves.append(moves.length() == 0 ? "" : " ").append(game.notation().format(move));
        }
        out.println(moves);
        continue;
      }
      M move;
      try {
        move = game.notation().parse(text);
      } catch (TextParseException e) {
        out.println("Not a move: " + e.reason() + " (at index " + e.errorIndex() + " of \"" + text + "\")");
        continue;
      }
      Legality legality = game.rules().check(state, move);
      if (!legality.isLegal()) {
        out.println(legality.refusal(game.notation().format(move))); // names the move once
        continue;
      }
      return move;
    }
  }

  /**
   * Writes the record beside its place and moves it there, so that a tool ended in the middle of
   * the write (a second Ctrl-C, a kill) leaves the old file or the whole record, never a part.
   */
  private static void writeRecord(Path file, String text) {
    Path absolute = file.toAbsolutePath();
    Path dir = absolute.getParent();
    Path temporary = null;
    try {
      // Not createTempFile: its file is private to the owner, and the record is an ordinary file.
      temporary = Files.createFile((dir == null ? Path.of(".") : dir)
          .resolve("." + absolute.getFileName() + "." + ProcessHandle.current().pid() + ".part"));
      Files.writeString(temporary, text, StandardCharsets.UTF_8);
      try {
        Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      if (temporary != null) {
        try {
          Files.deleteIfExists(temporary);
        } catch (IOException ignored) {
          // the write's own failure is the one to report
        }
      }
      throw CliException.usage("cannot write the record to " + file + ": " + OutputFile.reason(e));
    }
  }

  /** The two waits of a turn, each answering the user's stop at once. */
  private static final class Turns<S, M> {
    private final InputLines lines;
    private final ExecutorService helpers;
    private final Controls controls;
    private final Supplier<CliException> onStop;

    Turns(InputLines lines, ExecutorService helpers, Controls controls, Supplier<CliException> onStop) {
      this.lines = lines;
      this.helpers = helpers;
      this.controls = controls;
      this.onStop = onStop;
    }

    @Nullable String nextLine() {
      @Nullable String line = lines.next(controls, onStop);
      if (line == null && controls.stopRequested().getAsBoolean()) {
        throw onStop.get(); // a signal may close the input too: the stop is what happened
      }
      return line;
    }

    M botMove(Bot<S, M> bot, S state) {
      return Interruptible.await(helpers.submit(() -> bot.chooseMove(state)), controls, onStop);
    }
  }
}
