package io.github.boardrules.cli;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Replay;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.tzaar.TzaarLittleGolem;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarState;
import io.github.boardrules.zertz.BoardspaceGame;
import io.github.boardrules.zertz.BoardspaceRecords;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code replay <file>}: prints every position of a game record, or stops at the first illegal
 * move with its number and reason (exit code 1).
 *
 * <p>The format is detected from the text: a LittleGolem TZAAR record ({@code FF[TZAAR]}), a
 * boardspace.net ZÈRTZ record ({@code GM[} and {@code P0[}), otherwise the library's own game
 * record, whose {@code [Game "name"]} tag (or the {@code --game} option) names the game.
 */
final class ReplayCommand {
  private static final Pattern GAME_TAG = Pattern.compile("(?m)^\\s*\\[Game \"([^\"]*)\"\\]\\s*$");

  private ReplayCommand() {}

  /**
   * Runs the subcommand.
   *
   * @param options the arguments after {@code replay}
   * @param out the positions
   * @return the exit code: 0 when every move is legal
   * @throws CliException with exit code 1 at the first illegal move, 2 if the file cannot be read
   */
  static int run(Options options, PrintStream out) {
    List<String> words = options.positional();
    if (words.size() != 1) {
      throw CliException.usage("replay takes one file; usage: " + Usage.REPLAY_LINE);
    }
    String text = read(words.get(0));
    String gameOption = options.take("--game");
    if (text.contains("FF[TZAAR]")) {
      Game<TzaarState, TzaarMove> game = Games.tzaar(options);
      options.finish("replay");
      GameRecord<TzaarState, TzaarMove> record;
      try {
        record = TzaarLittleGolem.read(text);
      } catch (TextParseException e) {
        if (e.getCause() instanceof IllegalMoveException) {
          throw CliException.failure("illegal record: " + e.reason());
        }
        throw e;
      }
      return print(game, record, "LittleGolem TZAAR record", out);
    }
    if (text.contains("GM[") && text.contains("P0[")) {
      options.finish("replay");
      BoardspaceGame boardspace;
      try {
        boardspace = BoardspaceRecords.read(text);
      } catch (IllegalMoveException e) {
        throw CliException.failure("illegal record: " + e.getMessage());
      }
      return print(Games.zertz(boardspace.rules()), boardspace.record(), "boardspace ZÈRTZ record", out);
    }
    Game<?, ?> game = Games.create(gameOption == null ? gameTag(text) : gameOption, options);
    options.finish("replay");
    return readAndPrint(game, text, out);
  }

  private static <S extends Object, M extends Object> int readAndPrint(
      Game<S, M> game, String text, PrintStream out) {
    GameRecord<S, M> record = GameRecord.read(text, game.notation(), game.positions());
    return print(game, record, game.name() + " game record", out);
  }

  private static <S extends Object, M extends Object> int print(
      Game<S, M> game, GameRecord<S, M> record, String format, PrintStream out) {
    out.println(format + ", " + record.moves().size() + " moves");
    Replay<S, M> replay = record.replay(game.rules());
    List<S> states = replay.states();
    for (int i = 0; i < states.size(); i++) {
      out.println();
      out.println(i == 0 ? "Start" : "After " + i + ". " + game.notation().format(record.moves().get(i - 1)));
      Drawing.print(game, states.get(i), out);
    }
    if (!replay.isComplete()) {
      int number = replay.failedMoveNumber().orElseThrow();
      String move = game.notation().format(replay.failedMove().orElseThrow());
      String reason = replay.failure().orElseThrow().message();
      out.println();
      out.println("Move " + number + ". " + move + " is illegal: " + reason);
      throw CliException.failure("illegal record: move " + number + ". " + move + " is illegal: " + reason);
    }
    return 0;
  }

  private static String gameTag(String text) {
    Matcher tag = GAME_TAG.matcher(text);
    String name = tag.find() ? tag.group(1) : null;
    if (name == null) {
      throw CliException.usage("the record has no [Game \"name\"] tag; name the game with --game");
    }
    return name;
  }

  private static String read(String file) {
    try {
      return Files.readString(Path.of(file), StandardCharsets.UTF_8);
    } catch (IOException | InvalidPathException e) {
      throw CliException.usage("cannot read " + file + ": " + describe(e));
    }
  }

  private static String describe(Exception e) {
    if (e instanceof java.nio.file.NoSuchFileException) {
      return "no such file";
    }
    String message = e.getMessage();
    return message == null ? e.getClass().getSimpleName() : message;
  }
}
