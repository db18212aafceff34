package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads TZAAR game records in LittleGolem's format into {@link GameRecord}s of this library, to
 * replay, check or write in the library's own record text.
 *
 * <pre>{@code
 * GameRecord<TzaarState, TzaarMove> record = TzaarLittleGolem.read(text);
 * record.tags().get("PW");                                  // the WHITE player's name
 * TzaarState end = record.replay(Tzaar.fixedSetup()).orThrow();
 * Tzaar.fixedSetup().status(end);                          // e.g. BLACK cannot capture; WHITE wins
 * String mine = record.write(rules.notation(), rules.positions());
 * }</pre>
 *
 * <h2>The format</h2>
 *
 * <p>{@code (;FF[TZAAR]VA[RANDOM]PB[...]PW[...]POS[60 letters];W[npmq];B[prqq-kplp];...;B[osoq-pass])}.
 *
 * <ul>
 *   <li>A point is two letters {@code k} to {@code s} giving axial coordinates x and y from -4 to 4
 *       ({@code o} is 0); the 61 cells have |x|, |y|, |x + y| at most 4, and (0, 0) is the hole.
 *       In boardspace coordinates the column is {@code A + (x + 4)} and the row {@code y - max(-4,
 *       -4 - x) + 1}: {@code np} (x = -1, y = 1) is D5.
 *   <li>{@code POS} lists the 60 points column by column (x from -4 to 4, y ascending, the hole
 *       skipped), which is {@link TzaarPoint#index()} order: {@code a b c} WHITE Tzaar, Tzarra,
 *       Tott, {@code A B C} BLACK. It is required: the record's start is this position with WHITE
 *       to make the opening capture, whatever {@code VA} says.
 *   <li>A turn {@code W[...]} or {@code B[...]}, alternating from WHITE, is {@code from+to} (the
 *       compulsory capture), then {@code -from+to} or {@code -pass} for the second action. WHITE's
 *       first turn has one capture only. A turn may lack its second action only when it is the last
 *       node (the first capture ended the game, or the record stops there).
 * </ul>
 *
 * <p><b>Decision (ours):</b> the record does not say whether {@code from+to} captures or stacks, so
 * reading replays the game: an action onto an enemy stack is a capture, onto an own stack a stack.
 * Each action is one move of the {@link GameRecord}, numbered from 1 (WHITE's opening capture is
 * move 1, BLACK's two actions moves 2 and 3). An action that is not legal stops reading with an
 * {@link IllegalMoveException} with its move number and the {@link TzaarReason}, as core's {@code
 * Replay.orThrow} and ZÈRTZ's {@code BoardspaceRecords} do; text that cannot be read is a {@link
 * TextParseException} naming the index and why. The
 * properties other than {@code POS} become the record's tags under their own names ({@code FF},
 * {@code VA}, {@code EV}, {@code PB}, {@code PW}, {@code SO}, ...), line breaks turned into spaces.
 *
 * <p>The record is tagged {@code [Game "tzaar"]}, the random setup of the rules text, which is what
 * LittleGolem's games use ({@code VA[RANDOM]}); the setup drawn for the game has no seed and is the
 * record's {@code [Start]} tag. A record whose {@code POS} is the standard position is tagged
 * {@code [Game "tzaar(setup=fixed)"]}. The rules of every setup are the same, so either replays.
 *
 * <p>A UTF-8 byte-order mark before the record is skipped, and line ends (CRLF, CR or LF) are
 * white space like any other, as in every reader of the library.
 */
@API(status = STABLE, since = "0.1.0")
public final class TzaarLittleGolem {
  private static final String KIND = "LittleGolem record";
  private static final Tzaar RULES = Tzaar.fixedSetup();
  private static final String RANDOM_SETUP_GAME = "tzaar";
  private static final String FIXED_SETUP_GAME = "tzaar(setup=fixed)";

  private TzaarLittleGolem() {}

  /**
   * Reads a LittleGolem TZAAR record, replaying it to tell captures from stacks.
   *
   * @param text the record
   * @return the record as a game record of this library: the start from {@code POS}, every
   *     action as one move, and the other properties as tags
   * @throws TextParseException if the text is malformed, {@code POS} is missing or wrong, or the
   *     turns do not alternate; naming the index and why
   * @throws IllegalMoveException if an action is illegal, with its move number (from 1) and reason
   */
  public static GameRecord<TzaarState, TzaarMove> read(CharSequence text) {
    return new Reader(text.toString()).read();
  }

  /**
   * Returns the point with LittleGolem coordinates, such as {@code np} for D5.
   *
   * @param name two letters {@code k} to {@code s}
   * @return the point
   * @throws IllegalArgumentException if the letters name no point of the board
   */
  public static TzaarPoint point(String name) {
    if (name.length() != 2) {
      throw new IllegalArgumentException("\"" + name + "\" is not two letters k-s");
    }
    String problem = problem(name.charAt(0), name.charAt(1));
    if (!problem.isEmpty()) {
      throw new IllegalArgumentException("\"" + name + "\": " + problem);
    }
    return toPoint(name.charAt(0), name.charAt(1));
  }

  /** Returns why two letters name no point, or "" when they name one. */
  private static String problem(char first, char second) {
    if (first < 'k' || first > 's' || second < 'k' || second > 's') {
      return "coordinates are letters k to s";
    }
    int x = first - 'o';
    int y = second - 'o';
    if (Math.abs(x + y) > 4) {
      return "x = " + x + ", y = " + y + " is off the board (|x + y| > 4)";
    }
    if (x == 0 && y == 0) {
      return "oo is the centre hole";
    }
    return "";
  }

  private static TzaarPoint toPoint(char first, char second) {
    int x = first - 'o';
    int y = second - 'o';
    return TzaarPoint.of((char) ('A' + x + 4), y - Math.max(-4, -4 - x) + 1);
  }

  /** One read of one text. */
  private static final class Reader {
    private final String input;
    private int at;

    Reader(String input) {
      this.input = input;
      this.at = input.startsWith("\uFEFF") ? 1 : 0; // a byte-order mark is no part of the record
    }

    GameRecord<TzaarState, TzaarMove> read() {
      skipSpace();
      expect('(', "a record starts with \"(;\"");
      skipSpace();
      expect(';', "a record starts with \"(;\"");
      Map<String, String> tags = new LinkedHashMap<>();
      int posAt = -1;
      String pos = "";
      while (at < input.length() && Character.isUpperCase(input.charAt(at))) {
        int keyAt = at;
        String key = identifier();
        int valueAt = at + 1;
        String value = value();
        if (key.equals("POS")) {
          posAt = valueAt;
          pos = value;
        } else {
          if (key.equals("FF") && !value.equals("TZAAR")) {
            throw fail(valueAt, "FF[" + value + "] is not a TZAAR record (FF[TZAAR])");
          }
          if (tags.containsKey(key)) {
            throw fail(keyAt, "property " + key + " appears twice");
          }
          tags.put(key, value.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' '));
        }
        skipSpace();
      }
      if (posAt < 0) {
        throw fail(at, "the POS property with the starting position is missing");
      }
      TzaarState start = start(pos, posAt);
      List<TzaarMove> moves = new ArrayList<>();
      TzaarState state = start;
      int turn = 0;
      while (at < input.length() && input.charAt(at) == ';') {
        at++;
        skipSpace();
        turn++;
        int nodeAt = at;
        String key = identifier();
        TzaarColour colour = key.equals("W") ? TzaarColour.WHITE
            : key.equals("B") ? TzaarColour.BLACK : null;
        if (colour == null) {
          throw fail(nodeAt, "turn " + turn + ": expected W[...] or B[...], found " + key);
        }
        int valueAt = at + 1;
        String value = value();
        skipSpace();
        boolean last = at >= input.length() || input.charAt(at) != ';';
        state = turn(state, colour, value, valueAt, turn, last, moves);
      }
      expect(')', "expected ';' and a turn, or ')' at the end of the record");
      skipSpace();
      if (at < input.length()) {
        throw fail(at, "unexpected text after the record's ')'");
      }
      // Tagged with the setup the game had: LittleGolem's random setup (seed unknown: the start is
      // in the record's Start tag), or the fixed one when the POS is the standard position.
      GameRecord<TzaarState, TzaarMove> record =
          GameRecord.of(start, moves).withTag(ConfiguredGame.GAME_TAG, gameOf(start));
      for (Map.Entry<String, String> tag : tags.entrySet()) {
        record = record.withTag(tag.getKey(), tag.getValue());
      }
      return record;
    }

    private static String gameOf(TzaarState start) {
      return start.equals(Tzaar.standardPosition()) ? FIXED_SETUP_GAME : RANDOM_SETUP_GAME;
    }

    private TzaarState start(String pos, int posAt) {
      if (pos.length() != TzaarPoint.COUNT) {
        throw fail(posAt, "POS has " + pos.length() + " letters; it lists all 60 points");
      }
      long[] stacks = new long[TzaarPoint.COUNT];
      long white = 0;
      int[] counts = new int[6];
      for (int p = 0; p < TzaarPoint.COUNT; p++) {
        TzaarPiece piece = TzaarPiece.ofLetterOrNull(pos.charAt(p));
        if (piece == null) {
          throw fail(posAt + p, "POS letters are a b c (WHITE) and A B C (BLACK), not '"
              + pos.charAt(p) + "' (point " + TzaarPoint.ofIndex(p) + ")");
        }
        if (++counts[piece.ordinal()] > piece.type().count()) {
          throw fail(posAt + p, piece.colour() + " has only " + piece.type().count()
              + " pieces '" + piece.letter() + "'");
        }
        stacks[p] = piece.type().code();
        if (piece.colour() == TzaarColour.WHITE) {
          white |= 1L << p;
        }
      }
      return TzaarState.of(stacks, white, TzaarColour.WHITE, TzaarPhase.OPENING);
    }

    private TzaarState turn(
        TzaarState before,
        TzaarColour colour,
        String value,
        int valueAt,
        int turn,
        boolean last,
        List<TzaarMove> moves) {
      if (RULES.status(before).isOver()) {
        throw fail(valueAt - 2, "turn " + turn + ": the game is already over ("
            + RULES.status(before).description() + ")");
      }
      if (colour != before.colourToMove()) {
        throw fail(valueAt - 2, "turn " + turn + ": " + before.colourToMove() + " is to move, not "
            + colour);
      }
      TzaarState state = action(before, value, 0, valueAt, moves);
      if (value.length() == 4) {
        if (!last && before.phase() != TzaarPhase.OPENING && RULES.status(state).isOngoing()) {
          throw fail(valueAt + 4, "turn " + turn + ": the second action is missing; write"
              + " -from+to or -pass");
        }
        return state;
      }
      if (value.charAt(4) != '-') {
        throw fail(valueAt + 4, "expected '-' and the second action");
      }
      if (before.phase() == TzaarPhase.OPENING) {
        throw fail(valueAt + 4, "turn " + turn + ": WHITE's opening turn is a single capture");
      }
      if (value.substring(5).equals("pass")) {
        return play(state, TzaarMove.pass(), moves);
      }
      if (value.length() != 9) {
        throw fail(valueAt + Math.min(value.length(), 9), "a second action is four letters or pass");
      }
      return action(state, value, 5, valueAt, moves);
    }

    private TzaarState action(
        TzaarState state, String value, int offset, int valueAt, List<TzaarMove> moves) {
      if (value.length() < offset + 4) {
        throw fail(valueAt + value.length(), "an action is four letters k-s: from and to");
      }
      TzaarPoint from = point(value, offset, valueAt);
      TzaarPoint to = point(value, offset + 2, valueAt);
      boolean stack =
          state.height(to) != 0
              && state.height(from) != 0
              && state.colourAt(to.index()) == state.colourAt(from.index());
      TzaarMove move = stack ? TzaarMove.stack(from, to) : TzaarMove.capture(from, to);
      return play(state, move, moves);
    }

    private TzaarState play(TzaarState state, TzaarMove move, List<TzaarMove> moves) {
      int number = moves.size() + 1;
      Legality legality = RULES.check(state, move);
      if (!legality.isLegal()) {
        // As core's Replay.orThrow and BoardspaceRecords: a readable move the rules refuse.
        throw new IllegalMoveException(move, legality, number);
      }
      moves.add(move);
      return RULES.playUnchecked(state, move);
    }

    private TzaarPoint point(String value, int offset, int valueAt) {
      String problem = problem(value.charAt(offset), value.charAt(offset + 1));
      if (!problem.isEmpty()) {
        throw fail(valueAt + offset, "\"" + value.substring(offset, offset + 2) + "\": " + problem);
      }
      return toPoint(value.charAt(offset), value.charAt(offset + 1));
    }

    private String identifier() {
      int start = at;
      while (at < input.length() && Character.isUpperCase(input.charAt(at))
          && input.charAt(at) < 128) {
        at++;
      }
      if (at == start) {
        throw fail(at, "expected a property name in capitals, like PW or W");
      }
      return input.substring(start, at);
    }

    private String value() {
      expect('[', "expected '[' and the property's value");
      StringBuilder value = new StringBuilder();
      while (true) {
        if (at >= input.length()) {
          throw fail(at, "the value has no closing ']'");
        }
        char c = input.charAt(at++);
        if (c == ']') {
          return value.toString();
        }
        if (c == '\\' && at < input.length()) {
          c = input.charAt(at++);
        }
        value.append(c);
      }
    }

    private void expect(char c, String reason) {
      if (at >= input.length() || input.charAt(at) != c) {
        throw fail(at, reason);
      }
      at++;
    }

    private void skipSpace() {
      while (at < input.length() && Character.isWhitespace(input.charAt(at))) {
        at++;
      }
    }

    private TextParseException fail(int index, String reason) {
      return new TextParseException(KIND, input, Math.min(index, input.length()), reason);
    }
  }
}
