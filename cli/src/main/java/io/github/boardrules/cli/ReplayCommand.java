package io.github.boardrules.cli;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Replay;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.tzaar.TzaarLittleGolem;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarState;
import io.github.boardrules.zertz.BoardspaceGame;
import io.github.boardrules.zertz.BoardspaceRecords;
import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code replay <file>}: prints every position of a game record, or stops at the first illegal
 * move with its number and reason (exit code 1).
 *
 * <p>The format is detected from the text: a LittleGolem TZAAR record ({@code FF[TZAAR]}), a
 * boardspace.net ZÈRTZ record ({@code GM[} and {@code P0[}), otherwise the library's own game
 * record, whose {@code [Game "…"]} tag names its configured game. {@code --game} names the game of
 * a record without that tag; given with a record whose tag names another game, or with a file of
 * another program (whose format fixes the game), it is an error rather than silently ignored.
 */
@Command(name = "replay",
    description = {
      "Print every position of a game record, or the first illegal move with its number and reason (exit code 1).",
      "",
      "Formats: the library's game record (its [Game \"...\"] tag names the configured game; --game names it for"
          + " a record without the tag), boardspace.net ZERTZ sgf, LittleGolem TZAAR."})
final class ReplayCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "<file>", description = "the game record")
  private Path file = Path.of("");

  @Option(names = "--game", paramLabel = "<game>", completionCandidates = GameChoice.Names.class,
      description = "the game of a record without a [Game \"...\"] tag, such as 'zertz(board=61)' (refused when"
          + " the tag names another game, and for a boardspace or LittleGolem file, whose format fixes the game)")
  private @Nullable String gameOption;

  private final PrintStream out;

  /**
   * Makes the command.
   *
   * @param out the positions
   */
  ReplayCommand(PrintStream out) {
    this.out = out;
  }

  /**
   * Runs the subcommand.
   *
   * @return the exit code: 0 when every move is legal
   * @throws CliException with exit code 1 at the first illegal move, 2 if the file cannot be read
   */
  @Override
  public Integer call() {
    String text = read(file.toString());
    if (text.contains("FF[TZAAR]")) {
      refuseGameOption(gameOption, "a LittleGolem TZAAR record");
      GameRecord<TzaarState, TzaarMove> record;
      try {
        record = TzaarLittleGolem.read(text);
      } catch (IllegalMoveException e) {
        throw CliException.failure("illegal record: " + refusal(e));
      }
      return printForeign(Formats.tzaarRecordText(record), "LittleGolem TZAAR record", out);
    }
    if (text.contains("GM[") && text.contains("P0[")) {
      refuseGameOption(gameOption, "a boardspace.net ZÈRTZ record");
      BoardspaceGame boardspace;
      try {
        boardspace = BoardspaceRecords.read(text);
      } catch (IllegalMoveException e) {
        throw CliException.failure("illegal record: " + refusal(e));
      }
      return printForeign(Formats.zertzRecordText(boardspace), "boardspace ZÈRTZ record", out);
    }
    return replay(gameOf(text, gameOption), text, out);
  }

  /** The record's own game, or the one {@code --game} names; both must agree when both are given. */
  private static ConfiguredGame<?, ?> gameOf(String text, @Nullable String gameOption) {
    String tagged = GameRecord.readTags(text).get(ConfiguredGame.GAME_TAG);
    if (gameOption == null) {
      if (tagged == null) {
        throw CliException.usage(
            "the record has no [Game \"...\"] tag naming its game; name it with --game, such as --game 'zertz(board=61)'");
      }
      return GameChoice.asWritten(tagged);
    }
    ConfiguredGame<?, ?> chosen = GameChoice.asWritten(gameOption);
    if (tagged != null) {
      GameConfig recorded = GameChoice.CATALOG.game(tagged).config();
      if (!recorded.equals(chosen.config())) {
        throw CliException.usage("the record is of " + recorded + ", not of " + chosen.config()
            + " as --game says; leave --game out to replay it as recorded");
      }
    }
    return chosen;
  }

  private static void refuseGameOption(@Nullable String gameOption, String format) {
    if (gameOption != null) {
      throw CliException.usage("the file is " + format + ", whose format fixes the game; leave --game out");
    }
  }

  /** Replays a record of another program, converted to the library's record text with its game tag. */
  private static int printForeign(String recordText, String format, PrintStream out) {
    ConfiguredGame<?, ?> game = GameChoice.CATALOG.gameOfRecord(recordText);
    return replay(game, recordText, format, out);
  }

  private static int replay(ConfiguredGame<?, ?> game, String text, PrintStream out) {
    return replay(game, text, game.config() + " game record", out);
  }

  private static <S, M> int replay(
      ConfiguredGame<S, M> game, String text, String format, PrintStream out) {
    GameRecord<S, M> record = game.readRecord(text);
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
      String refusal = replay.failure().orElseThrow().refusal(move, number); // names the move once
      out.println();
      out.println(refusal);
      throw CliException.failure("illegal record: " + refusal);
    }
    return 0;
  }

  /** The refusal of a foreign record's move, naming the move once. */
  private static String refusal(IllegalMoveException e) {
    return e.legality().refusal(String.valueOf(e.move()), e.moveNumber().orElse(0));
  }

  /**
   * Reads a record file: UTF-8 text of at most {@link TextInput#MAX_FILE_BYTES} bytes, a byte-order
   * mark skipped.
   *
   * @param file the path
   * @return the text
   * @throws CliException if the file cannot be read, is too large or is not UTF-8 text
   */
  static String read(String file) {
    Path path;
    try {
      path = Path.of(file);
    } catch (InvalidPathException e) {
      throw CliException.usage("replay: \"" + file + "\" is not a path (" + e.getReason() + ")");
    }
    return TextInput.readFile(path, "replay");
  }
}
