package io.github.boardrules.examples;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Replay;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.tzaar.TzaarLittleGolem;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarState;
import io.github.boardrules.zertz.BoardspaceGame;
import io.github.boardrules.zertz.BoardspaceRecords;
import io.github.boardrules.zertz.Zertz;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * Replays a game record file and prints every position, or stops at the first illegal move with
 * its number and reason.
 *
 * <p>Three formats are read; the text tells which:
 *
 * <ul>
 *   <li>a LittleGolem TZAAR record, {@code (;FF[TZAAR]...POS[...];W[npmq];B[...]...)}, read with
 *       {@link TzaarLittleGolem};
 *   <li>a boardspace.net ZÈRTZ record, {@code (; GM[22] ... SU[Zertz+11] ... ; P0[1 RtoB 2 2 C 3]
 *       ...)}, read with {@link BoardspaceRecords};
 *   <li>the library's own record text (core's {@link GameRecord}) for every game of the
 *       catalogue, whose {@code [Game "..."]} tag names the configured game, options included,
 *       such as {@code [Game "zertz(board=61)"]}: {@link GameCatalog#gameOfRecord} makes the game
 *       from the tag, so the record replays by itself.
 * </ul>
 *
 * <p>The records of the other programs are converted to the library's record text with their
 * game tag and replayed the same way.
 *
 * <pre>
 * java -cp examples/target/boardrules-examples.jar io.github.boardrules.examples.ReplayRecord game.txt
 * </pre>
 *
 * <p>Exit codes: 0 when every move was legal (the last line is {@code Result: } and the status),
 * 1 at an illegal move ({@code Illegal move (move 2): b2 already holds a ball (SPOT_TAKEN)}), 2 when the file cannot be
 * read or is not a record.
 */
public final class ReplayRecord {
  /** The exit code when every move of the record was legal. */
  public static final int OK = 0;

  /** The exit code when a move of the record is illegal. */
  public static final int ILLEGAL_MOVE = 1;

  /** The exit code for a wrong command line, an unreadable file or text that is not a record. */
  public static final int BAD_INPUT = 2;

  private ReplayRecord() {}

  /**
   * Replays the record file named by the only argument and exits with {@link #run}'s code.
   *
   * @param args the path of the record file
   */
  public static void main(String[] args) {
    int code = run(args, System.out);
    if (code != OK) {
      System.exit(code);
    }
  }

  /**
   * Replays the record file named by the only argument, printing to {@code out}.
   *
   * @param args the path of the record file
   * @param out where the positions and the result are printed
   * @return {@link #OK}, {@link #ILLEGAL_MOVE} or {@link #BAD_INPUT}
   */
  public static int run(String[] args, PrintStream out) {
    if (args.length != 1) {
      out.println("Usage: ReplayRecord <record file>");
      out.println("  a boardspace.net ZÈRTZ sgf, a LittleGolem TZAAR record, or a boardrules record");
      return BAD_INPUT;
    }
    String text;
    try {
      text = Files.readString(Path.of(args[0]), StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      out.println("Cannot read " + args[0] + ": no such file");
      return BAD_INPUT;
    } catch (IOException | RuntimeException e) {
      out.println("Cannot read " + args[0] + ": " + e.getClass().getSimpleName() + " " + e.getMessage());
      return BAD_INPUT;
    }
    String trimmed = text.strip();
    if (trimmed.startsWith("(;") && trimmed.contains("FF[TZAAR]")) {
      return littleGolem(text, out);
    }
    if (trimmed.startsWith("(;")) {
      return boardspace(text, out);
    }
    return library(text, out);
  }

  // ---------------------------------------------------------------- LittleGolem TZAAR

  private static int littleGolem(String text, PrintStream out) {
    GameRecord<TzaarState, TzaarMove> record;
    try {
      record = TzaarLittleGolem.read(text);
    } catch (IllegalMoveException e) {
      return illegal(e, out);
    } catch (TextParseException e) {
      out.println("Not a readable LittleGolem TZAAR record, " + describe(e));
      return BAD_INPUT;
    }
    out.println("LittleGolem TZAAR record: WHITE " + record.tags().getOrDefault("PW", "?")
        + ", BLACK " + record.tags().getOrDefault("PB", "?"));
    // The rules of every setup are the same; the record's start is its own random setup.
    Tzaar rules = Tzaar.fixedSetup();
    return library(record.write(rules.notation(), rules.positions()), out); // tagged by the reader
  }

  // ---------------------------------------------------------------- boardspace ZÈRTZ

  private static int boardspace(String text, PrintStream out) {
    BoardspaceGame game;
    try {
      game = BoardspaceRecords.read(text); // replays as it reads
    } catch (IllegalMoveException e) {
      return illegal(e, out);
    } catch (TextParseException e) {
      out.println("Not a readable boardspace ZÈRTZ record, " + describe(e));
      return BAD_INPUT;
    }
    out.println("boardspace.net ZÈRTZ record: " + game.rules() + ", FIRST "
        + game.playerId(Player.FIRST) + ", SECOND " + game.playerId(Player.SECOND));
    out.println("Recorded result: " + game.result().orElse("none")
        + game.recordedWinner().map(p -> " (" + p + ")").orElse(""));
    Zertz rules = game.rules();
    // The reader tags the record with its configured game: zertz(board=48,marbleSet=tournament)
    return library(game.record().write(rules.notation(), rules.positions()), out);
  }

  // ---------------------------------------------------------------- the library's own records

  private static int library(String text, PrintStream out) {
    ConfiguredGame<?, ?> game;
    try {
      game = GameCatalog.load().gameOfRecord(text); // the [Game "..."] tag names the configured game
    } catch (TextParseException e) {
      out.println("Not a record of a catalogue game, " + describe(e));
      return BAD_INPUT;
    }
    return readAndReplay(game, text, out);
  }

  private static <S, M> int readAndReplay(
      ConfiguredGame<S, M> game, String text, PrintStream out) {
    GameRecord<S, M> record;
    try {
      record = game.readRecord(text);
    } catch (TextParseException e) {
      out.println("Not a readable " + game.config() + " record, " + describe(e));
      return BAD_INPUT;
    }
    out.println("boardrules record: " + game.config() + ", " + game.rules());
    Replay<S, M> replay = record.replay(game.rules());
    List<S> states = replay.states();
    out.println("Start");
    out.print(diagram(game, states.get(0)));
    for (int i = 1; i < states.size(); i++) {
      Player mover = game.rules().toMove(states.get(i - 1));
      out.println(i + ". " + game.notation().format(record.moves().get(i - 1))
          + " (" + game.sideName(mover) + ")");
      out.print(diagram(game, states.get(i)));
    }
    if (!replay.isComplete()) {
      int number = replay.failedMoveNumber().getAsInt();
      Legality why = replay.failure().orElseThrow();
      // "Illegal move (move 3): c3 already holds a ball (SPOT_TAKEN)": the move named once.
      out.println(why.refusal(game.notation().format(replay.failedMove().orElseThrow()), number)
          + " (" + why.reason().orElseThrow() + ")");
      return ILLEGAL_MOVE;
    }
    Status status = game.rules().status(replay.finalState());
    out.println(status.isOngoing()
        ? "Result: ongoing (the record ends before the game does)"
        : "Result: " + status);
    return OK;
  }

  private static <S> String diagram(ConfiguredGame<S, ?> game, S state) {
    String text = game.diagram(state);
    return text.endsWith("\n") ? text : text + "\n";
  }

  private static int illegal(IllegalMoveException e, PrintStream out) {
    // The refusal's line names the move once (the exception's message repeats a move the game's
    // message begins with).
    out.println(e.legality().refusal(String.valueOf(e.move()), e.moveNumber().orElse(0)) + " (" + e.reason() + ")");
    return ILLEGAL_MOVE;
  }

  /** Where the text went wrong and why, on one line (the exception's message quotes the text). */
  private static String describe(TextParseException e) {
    return "at index " + e.errorIndex() + ": " + e.reason();
  }
}
