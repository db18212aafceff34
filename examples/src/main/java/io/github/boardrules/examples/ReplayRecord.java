package io.github.boardrules.examples;

import io.github.boardrules.colorfield.ColorField;
import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Replay;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.pushfour.PushFour;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbalone;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.tzaar.TzaarLittleGolem;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarState;
import io.github.boardrules.zertz.BoardspaceGame;
import io.github.boardrules.zertz.BoardspaceRecords;
import io.github.boardrules.zertz.MarbleSet;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzBoard;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
 *   <li>the library's own record text (core's {@link GameRecord}) for every game, whose {@code
 *       [Game "..."]} tag names the game: {@code grid-nim}, {@code heap-nim}, {@code Pikk-Pakk},
 *       {@code push-four}, {@code five-shift}, {@code Square Abalone}, {@code ZÈRTZ}, {@code
 *       Pylos}, {@code TZAAR} or {@code colour-field} (case, accents, spaces and hyphens do not
 *       matter; {@code nim} and {@code color-field} are read too).
 * </ul>
 *
 * <p><b>Decision (this example):</b> a library record names its game but not the game's options,
 * so it is replayed with the game's default rules, fitted to the record's start where the start
 * tells: the NIM grid's size or heaps, ZÈRTZ's board and marble set, TZAAR's placement phase. A
 * record of a variant (Pikk-Pakk's capture variant, a Pylos rule set, a ply limit) is replayed in
 * code with its own rules object: {@code record.replay(rules)}.
 *
 * <pre>
 * java -cp examples/target/boardrules-examples.jar io.github.boardrules.examples.ReplayRecord game.txt
 * </pre>
 *
 * <p>Exit codes: 0 when every move was legal (the last line is {@code Result: } and the status),
 * 1 at an illegal move ({@code Move 2 (b2) is illegal: SPOT_TAKEN: ...}), 2 when the file cannot be
 * read or is not a record.
 */
public final class ReplayRecord {
  /** The exit code when every move of the record was legal. */
  public static final int OK = 0;

  /** The exit code when a move of the record is illegal. */
  public static final int ILLEGAL_MOVE = 1;

  /** The exit code for a wrong command line, an unreadable file or text that is not a record. */
  public static final int BAD_INPUT = 2;

  private static final Pattern GAME_TAG =
      Pattern.compile("^\\s*\\[Game \"((?:[^\"\\\\]|\\\\.)*)\"\\]", Pattern.MULTILINE);
  private static final Pattern START_TAG =
      Pattern.compile("^\\s*\\[Start \"((?:[^\"\\\\]|\\\\.)*)\"\\]", Pattern.MULTILINE);

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
    } catch (TextParseException e) {
      // An illegal action stops reading; the exception's cause says which move and why.
      if (e.getCause() instanceof IllegalMoveException) {
        return illegal((IllegalMoveException) e.getCause(), out);
      }
      out.println("Not a readable LittleGolem TZAAR record, " + describe(e));
      return BAD_INPUT;
    }
    out.println("LittleGolem TZAAR record: WHITE " + record.tags().getOrDefault("PW", "?")
        + ", BLACK " + record.tags().getOrDefault("PB", "?"));
    Tzaar rules = Tzaar.randomSetup(); // the record's start is its own random setup
    return replay(new Game<>(rules, rules.notation(), rules.positions(), TzaarState::diagram), record, out);
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
    return replay(new Game<>(rules, rules.notation(), rules.positions(), ZertzState::diagram), game.record(), out);
  }

  // ---------------------------------------------------------------- the library's own records

  private static int library(String text, PrintStream out) {
    Matcher game = GAME_TAG.matcher(text);
    if (!game.find()) {
      out.println("Not a record: no [Game \"...\"] tag names the game, and it is neither a"
          + " boardspace.net nor a LittleGolem record");
      return BAD_INPUT;
    }
    String name = group(game);
    Matcher start = START_TAG.matcher(text);
    String startText = start.find() ? group(start) : "";
    List<Game<?, ?>> candidates;
    try {
      candidates = candidates(normalise(name), startText);
    } catch (IllegalArgumentException e) {
      out.println("Cannot make rules for the start \"" + startText + "\": " + e.getMessage());
      return BAD_INPUT;
    }
    if (candidates.isEmpty()) {
      out.println("Unknown game \"" + name + "\"; known: grid-nim, heap-nim,"
          + " Pikk-Pakk, push-four, five-shift, Square Abalone, ZÈRTZ, Pylos, TZAAR, colour-field");
      return BAD_INPUT;
    }
    // The first rules whose notation and position text read the whole record replay it.
    List<String> errors = new ArrayList<>();
    for (Game<?, ?> candidate : candidates) {
      try {
        return readAndReplay(candidate, text, out);
      } catch (TextParseException e) {
        errors.add(describe(e));
      }
    }
    out.println("Not a readable " + name + " record, " + errors.get(0));
    return BAD_INPUT;
  }

  private static <S extends Object, M extends Object> int readAndReplay(
      Game<S, M> game, String text, PrintStream out) {
    GameRecord<S, M> record = GameRecord.read(text, game.notation(), game.positions());
    out.println("boardrules record: " + game.rules());
    return replay(game, record, out);
  }

  /** The rules that may have made a record of the named game, most likely first. */
  private static List<Game<?, ?>> candidates(String name, String start) {
    List<Game<?, ?>> games = new ArrayList<>();
    switch (name) {
      case "nim":
      case "gridnim": {
        // The grid's size is the start's: rows separated by '/', before the player to move.
        String[] rows = start.split(" ")[0].split("/");
        GridNim rules = GridNim.builder().rows(rows.length).columns(rows[0].length()).build();
        games.add(new Game<>(rules, rules.notation(), rules.positions(), Object::toString));
        break;
      }
      case "heapnim": {
        // The heaps are the start's: sizes separated by ',', before the player to move.
        int[] heaps =
            Pattern.compile(",").splitAsStream(start.split(" ")[0]).mapToInt(Integer::parseInt).toArray();
        HeapNim rules = HeapNim.of(heaps);
        games.add(new Game<>(rules, rules.notation(), rules.positions(), Object::toString));
        break;
      }
      case "pikkpakk": {
        PikkPakk rules = PikkPakk.standard();
        games.add(new Game<>(rules, rules.notation(), rules.positions(), s -> s.render()));
        break;
      }
      case "pushfour": {
        PushFour rules = PushFour.standard();
        games.add(new Game<>(rules, rules.notation(), rules.positions(), s -> s.render()));
        break;
      }
      case "fiveshift": {
        FiveShift rules = FiveShift.standard();
        games.add(new Game<>(rules, rules.notation(), rules.positions(), s -> s.render()));
        break;
      }
      case "squareabalone": {
        SquareAbalone rules = SquareAbalone.standard();
        games.add(new Game<>(rules, rules.notation(), rules.positions(), s -> s.render()));
        break;
      }
      case "zertz":
        // Decoding refuses a start of another board or marble set, so exactly one fits.
        for (ZertzBoard board : ZertzBoard.values()) {
          for (MarbleSet set : MarbleSet.values()) {
            Zertz rules = Zertz.builder().board(board).marbleSet(set).build();
            games.add(new Game<>(rules, rules.notation(), rules.positions(), ZertzState::diagram));
          }
        }
        break;
      case "pylos": {
        Pylos rules = Pylos.standard();
        games.add(new Game<>(rules, rules.notation(), rules.positions(), s -> s.diagram()));
        break;
      }
      case "tzaar": {
        Tzaar random = Tzaar.randomSetup();
        Tzaar tournament = Tzaar.tournament();
        boolean placing = start.endsWith(" place");
        for (Tzaar rules : placing ? List.of(tournament, random) : List.of(random, tournament)) {
          games.add(new Game<>(rules, rules.notation(), rules.positions(), TzaarState::diagram));
        }
        break;
      }
      case "colourfield":
      case "colorfield": {
        ColorField rules = ColorField.standard();
        games.add(new Game<>(rules, rules.notation(), rules.positions(), rules::render));
        break;
      }
      default:
        break;
    }
    return games;
  }

  // ---------------------------------------------------------------- replaying and printing

  /** Replays the record, printing each position; stops at the first illegal move. */
  private static <S extends Object, M extends Object> int replay(
      Game<S, M> game, GameRecord<S, M> record, PrintStream out) {
    Replay<S, M> replay = record.replay(game.rules());
    List<S> states = replay.states();
    out.println("Start");
    out.print(diagram(game, states.get(0)));
    for (int i = 1; i < states.size(); i++) {
      Player mover = game.rules().toMove(states.get(i - 1));
      out.println(i + ". " + game.notation().format(record.moves().get(i - 1)) + " (" + mover + ")");
      out.print(diagram(game, states.get(i)));
    }
    if (!replay.isComplete()) {
      int number = replay.failedMoveNumber().getAsInt();
      Legality why = replay.failure().orElseThrow();
      out.println("Move " + number + " (" + game.notation().format(replay.failedMove().orElseThrow())
          + ") is illegal: " + why.reason().orElseThrow() + ": " + why.message());
      return ILLEGAL_MOVE;
    }
    Status status = game.rules().status(replay.finalState());
    out.println(status.isOngoing()
        ? "Result: ongoing (the record ends before the game does)"
        : "Result: " + status);
    return OK;
  }

  private static <S extends Object> String diagram(Game<S, ?> game, S state) {
    String text = game.diagram().apply(state);
    return text.endsWith("\n") ? text : text + "\n";
  }

  private static int illegal(IllegalMoveException e, PrintStream out) {
    String number = e.moveNumber().isPresent() ? String.valueOf(e.moveNumber().getAsInt()) : "?";
    out.println("Move " + number + " (" + e.move() + ") is illegal: " + e.reason() + ": "
        + e.legality().message());
    return ILLEGAL_MOVE;
  }

  /** "ZÈRTZ" → "zertz", "Square Abalone" → "squareabalone", "grid-nim" → "gridnim". */
  private static String normalise(String name) {
    String plain = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
    return plain.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
  }

  /** Where the text went wrong and why, on one line (the exception's message quotes the text). */
  private static String describe(TextParseException e) {
    return "at index " + e.errorIndex() + ": " + e.reason();
  }

  /** The tag value the matcher found, unescaped. */
  private static String group(Matcher tag) {
    String value = tag.group(1);
    return value == null ? "" : unescape(value);
  }

  private static String unescape(String tagValue) {
    return tagValue.replaceAll("\\\\(.)", "$1");
  }

  /** A game's rules with what the replay needs that {@link Rules} does not have. */
  private record Game<S extends Object, M extends Object>(
      Rules<S, M> rules,
      MoveNotation<M> notation,
      PositionFormat<S> positions,
      Function<S, String> diagram) {}
}
