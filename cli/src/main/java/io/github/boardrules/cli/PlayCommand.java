package io.github.boardrules.cli;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.bots.Bot;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * {@code play <game>}: the user against a bot in the terminal, moves read from standard input.
 *
 * <p>After every move the position is drawn. A line that is not a move of the notation, or an
 * illegal move, is answered with the reason and the user is asked again; {@code moves} lists the
 * legal moves and {@code quit} stops. {@code --ply-cap N} stops the game unfinished after N plies:
 * the tool's limit, not a rule, so no draw is declared. Exit code 0 when the user wins, draws,
 * quits or reaches the cap, 1 when the bot wins.
 */
final class PlayCommand {
  private PlayCommand() {}

  /**
   * Runs the subcommand.
   *
   * @param options the arguments after {@code play}
   * @param in the user's moves
   * @param out the board and the answers
   * @return the exit code
   */
  static int run(Options options, InputStream in, PrintStream out) {
    List<String> words = options.positional();
    if (words.size() != 1) {
      throw CliException.usage("play takes one game; usage: " + Usage.PLAY_LINE);
    }
    Game<?, ?> game = Games.create(words.get(0), options);
    boolean first = options.flag("--first");
    boolean second = options.flag("--second");
    if (first && second) {
      throw CliException.usage("choose --first or --second, not both");
    }
    BotChoice bot = new BotChoice(
        options.take("--vs", "mcts"),
        options.number("--seed", 1, Long.MIN_VALUE),
        (int) options.number("--iterations", 1000, 1),
        (int) options.number("--depth", 4, 1));
    String from = options.take("--from");
    long plyCap = options.number("--ply-cap", Long.MAX_VALUE, 1);
    options.finish("play " + game.name());
    return play(game, second ? Player.SECOND : Player.FIRST, bot, from, plyCap, in, out);
  }

  private static <S extends Object, M extends Object> int play(
      Game<S, M> game, Player human, BotChoice choice, @Nullable String from, long plyCap,
      InputStream in, PrintStream out) {
    Rules<S, M> rules = game.rules();
    @Nullable Bot<S, M> bot = game.solo() ? null : choice.create(game);
    S state = from == null ? rules.initialState(new SplittableRandom(choice.seed())) : game.position(from);
    BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    out.println(bot == null
        ? game.name() + ": you make every move."
        : game.name() + ": you are player " + human.number() + ", " + choice.kind()
            + " is player " + human.opponent().number() + ".");
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
        @Nullable M chosen = ask(game, state, reader, out);
        if (chosen == null) {
          return 0;
        }
        move = chosen;
      } else {
        move = bot.chooseMove(state);
        out.println(choice.kind() + " plays " + game.notation().format(move));
      }
      state = rules.playUnchecked(state, move);
    }
  }

  /** Asks until the user types a legal move; null when the user quits or the input ends. */
  private static <S extends Object, M extends Object> @Nullable M ask(
      Game<S, M> game, S state, BufferedReader reader, PrintStream out) {
    while (true) {
      out.print("your move (player " + game.rules().toMove(state).number() + ")> ");
      out.flush();
      String line = readLine(reader);
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
        move = game.move(text);
      } catch (TextParseException e) {
        out.println("Not a move: " + e.reason() + " (at index " + e.errorIndex() + " of \"" + text + "\")");
        continue;
      }
      Legality legality = game.rules().check(state, move);
      if (!legality.isLegal()) {
        out.println("Illegal move " + text + ": " + legality.message());
        continue;
      }
      return move;
    }
  }

  private static @Nullable String readLine(BufferedReader reader) {
    try {
      return reader.readLine();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
