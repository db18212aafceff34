package io.github.boardrules.zertz;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.zertz.internal.ZertzOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Reads and writes boardspace.net ZÈRTZ game records (their "sgf", which is not SGF FF[4]).
 *
 * <pre>
 * (;
 * GM[22]VV[2]
 * SU[Zertz+11]
 * RE[Game won by Raccoons]
 * P0[id "Raccoons"]
 * P1[id "ddyer"]
 * ; P0[0 Start P0]
 * ; P0[1 RtoB 2 2 C 3]TM[23890]
 * ; P0[2 R- H 1]TM[38238]
 * ; P0[3 Done ]TM[39378]
 * ; P1[4 RtoB 2 0 E 4]TM[10249]
 * ; P1[5 R- A 5]TM[11849]
 * ; P1[6 Done ]TM[13779]
 * ...
 * ; P1[16 BtoB D 4 F 4]TM[175566]
 * ; P1[17 Done ]TM[176942]
 * ...
 * )
 * </pre>
 *
 * <p>A UTF-8 byte-order mark before the record is skipped, and line ends (CRLF, CR or LF) are
 * white space like any other, as in every reader of the library.
 *
 * <p>The header's {@code SU} names the board ({@code Zertz}, {@code Zertz+11}, {@code Zertz+24});
 * {@code P0[id "…"]} and {@code P1[id "…"]} the players; {@code RE} the result. Each later node is
 * one action {@code P<player>[<index> <op> <args>]}, with an optional {@code TM[<ms>]}:
 *
 * <ul>
 *   <li>{@code Start P0} (or {@code P1}): who moves first; that player is {@link Player#FIRST};
 *   <li>{@code RtoB <rack> <colour> <col> <row>}: place a marble; rack 2 is the pool, 0 and 1 the
 *       player's own captured marbles (only once the pool is empty); colour 0 white, 1 grey, 2
 *       black;
 *   <li>{@code R- <col> <row>}: remove a ring, before or after the {@code RtoB} of the turn;
 *   <li>{@code BtoB <from col> <from row> <to col> <to row>}: one jump; a chain is consecutive
 *       {@code BtoB} actions;
 *   <li>{@code Done}: ends the turn.
 *   <li>{@code Resign}: the player to move resigns and the record ends there; the opponent is the
 *       recorded winner, the actions of the unfinished turn are dropped, and an action after it is
 *       refused. The result is the record's {@code RE} or, without one, {@code Resigned by <id>}.
 * </ul>
 *
 * <p>The actions between two {@code Done}s make one {@link ZertzMove}. A trailing node of {@code
 * P0[time …]} properties is skipped. <b>Decision:</b> the reader refuses the user-interface actions
 * of old or hand-edited records ({@code Pick}, {@code Pickb}, {@code BtoR}, {@code R+}, …) with a
 * {@link TextParseException} naming the action, rather than guess at their effect. {@code Swap} is
 * boardspace's pie rule, which its own source (the ZÈRTZ board's {@code MOVE_SWAP}) offers only
 * after the set-up of its {@code Zertz+xx} board, where the first player arranges the rings and the
 * other chooses who places first: that board is not one of the rules text's, so its records are
 * refused by their {@code SU}, and a {@code Swap} on a rules board is refused as an action that
 * cannot occur there. A turn of a lone {@code Done} is read (and a pass written) as a {@link
 * ZertzMove.Kind#PASS}, which boardspace itself never records. The reader replays the moves as it
 * reads them: the rack of each {@code RtoB} must agree with the position (2 while the pool holds a
 * marble, otherwise the mover's own number), and an illegal move throws {@link
 * IllegalMoveException} with its move (turn) number and reason.
 *
 * <p>boardspace.net plays every board with the tournament marble set, which {@link
 * #read(CharSequence)} uses; {@link #read(CharSequence, MarbleSet)} reads with another.
 */
@API(status = STABLE, since = "0.1.0")
public final class BoardspaceRecords {
  private static final Pattern LINE_BREAK = Pattern.compile("\\R");

  private static final String KIND = "boardspace record";

  private BoardspaceRecords() {}

  /**
   * Reads a record with the tournament marble set, as boardspace.net plays.
   *
   * @param text the record
   * @return the game
   * @throws TextParseException if the record is malformed, names an unknown cell or action, or an
   *     action does not fit its turn; the index points into {@code text}
   * @throws IllegalMoveException if a move is illegal, with its move number (from 1) and reason
   */
  public static BoardspaceGame read(CharSequence text) {
    return read(text, MarbleSet.TOURNAMENT);
  }

  /**
   * Reads a record with a given marble set.
   *
   * @param text the record
   * @param marbleSet the marble set the game was played with
   * @return the game
   * @throws TextParseException if the record is malformed, names an unknown cell or action, or an
   *     action does not fit its turn; the index points into {@code text}
   * @throws IllegalMoveException if a move is illegal, with its move number (from 1) and reason
   */
  public static BoardspaceGame read(CharSequence text, MarbleSet marbleSet) {
    return new Reader(text.toString(), marbleSet).read();
  }

  /**
   * Writes a game as a boardspace record: a header, then one node per action, numbered from 0.
   * The result {@code RE[Game won by <id>]} is written when the moves end in a win.
   *
   * @param rules the rules the moves are played with
   * @param moves the moves from the initial state
   * @param firstId the boardspace id of the first player (written as {@code P0})
   * @param secondId the boardspace id of the second player ({@code P1})
   * @return the record text
   * @throws IllegalMoveException if a move is illegal, with its move number
   * @throws IllegalArgumentException if an id holds {@code "}, {@code ]} or a line break
   */
  public static String write(Zertz rules, List<ZertzMove> moves, String firstId, String secondId) {
    requireId(firstId);
    requireId(secondId);
    ZertzBoard board = rules.board();
    StringBuilder nodes = new StringBuilder();
    ZertzState state = rules.initialState();
    int index = 0;
    node(nodes, Player.FIRST, index++, "Start P0");
    for (int i = 0; i < moves.size(); i++) {
      ZertzMove move = moves.get(i);
      Legality legality = rules.check(state, move);
      if (!legality.isLegal()) {
        throw new IllegalMoveException(move, legality, i + 1);
      }
      Player p = state.toMove();
      switch (move.kind()) {
        case PLACEMENT:
          int rack = state.poolSize() > 0 ? 2 : p.ordinal();
          node(nodes, p, index++, "RtoB " + rack + " " + move.marble().ordinal() + " " + cell(board, move.cell()));
          if (move.removedRing().isPresent()) {
            node(nodes, p, index++, "R- " + cell(board, move.removedRing().getAsInt()));
          }
          break;
        case CAPTURE:
          int[] path = move.path();
          for (int j = 1; j < path.length; j++) {
            node(nodes, p, index++, "BtoB " + cell(board, path[j - 1]) + " " + cell(board, path[j]));
          }
          break;
        default:
          break;
      }
      node(nodes, p, index++, "Done ");
      state = rules.playUnchecked(state, move);
    }
    StringBuilder out = new StringBuilder("(;\nGM[22]VV[2]\nSU[").append(board.boardspaceName()).append("]\n");
    Status status = rules.status(state);
    if (status.winner().isPresent()) {
      out.append("RE[Game won by ").append(status.winner().get() == Player.FIRST ? firstId : secondId).append("]\n");
    }
    out.append("P0[id \"").append(firstId).append("\"]\n");
    out.append("P1[id \"").append(secondId).append("\"]\n");
    return out.append(nodes).append(")\n").toString();
  }

  private static void requireId(String id) {
    if (id.indexOf('"') >= 0 || id.indexOf(']') >= 0 || id.indexOf('\n') >= 0 || id.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("A boardspace id cannot hold \", ] or a line break: \"" + id + "\"");
    }
  }

  private static void node(StringBuilder out, Player p, int index, String action) {
    out.append("; P").append(p.ordinal()).append('[').append(index).append(' ').append(action).append("]\n");
  }

  private static String cell(ZertzBoard board, int cell) {
    return Character.toUpperCase((char) ('a' + board.column(cell))) + " " + board.row(cell);
  }

  /** One property of a node: its key, value and where the value starts. */
  private static final class Property {
    final String key;
    final String value;
    final int at;

    Property(String key, String value, int at) {
      this.key = key;
      this.value = value;
      this.at = at;
    }
  }

  /** Reads one record. */
  private static final class Reader {
    private final String input;
    private final MarbleSet marbleSet;
    private int at;

    Reader(String input, MarbleSet marbleSet) {
      this.input = input;
      this.marbleSet = marbleSet;
      this.at = input.startsWith("\uFEFF") ? 1 : 0; // a byte-order mark is no part of the record
    }

    TextParseException fail(int index, String reason) {
      return new TextParseException(KIND, input, Math.min(Math.max(index, 0), input.length()), reason);
    }

    BoardspaceGame read() {
      List<List<Property>> nodes = nodes();
      if (nodes.isEmpty()) {
        throw fail(at, "no header node: a record starts with \"(;\" and the header properties");
      }
      Map<String, Property> header = new LinkedHashMap<>();
      for (Property p : nodes.get(0)) {
        header.putIfAbsent(p.key, p);
      }
      Property su = header.get("SU");
      if (su == null) {
        throw fail(0, "the header has no SU[...] naming the board (Zertz, Zertz+11 or Zertz+24)");
      }
      ZertzBoard board;
      try {
        board = ZertzBoard.ofBoardspaceName(su.value.strip());
      } catch (IllegalArgumentException e) {
        throw fail(su.at, "unknown board SU[" + su.value + "]: expected Zertz, Zertz+11 or Zertz+24");
      }
      Property gm = header.get("GM");
      if (gm != null && !gm.value.strip().equals("22")) {
        throw fail(gm.at, "GM[" + gm.value + "] is not a ZERTZ record (GM[22])");
      }
      String[] ids = {id(header.get("P0")), id(header.get("P1"))};
      Property re = header.get("RE");
      Zertz rules = Zertz.builder().board(board).marbleSet(marbleSet).build();
      return replay(rules, nodes.subList(1, nodes.size()), ids, re == null ? null : re.value.strip());
    }

    private String id(@Nullable Property p) {
      if (p == null) {
        return "";
      }
      String v = p.value.strip();
      if (v.startsWith("id ")) {
        v = v.substring(3).strip();
      }
      if (v.length() >= 2 && v.startsWith("\"") && v.endsWith("\"")) {
        v = v.substring(1, v.length() - 1);
      }
      return v;
    }

    private BoardspaceGame replay(Zertz rules, List<List<Property>> nodes, String[] ids, @Nullable String recorded) {
      @Nullable String result = recorded;
      ZertzBoard board = rules.board();
      ZertzState state = rules.initialState();
      List<ZertzMove> moves = new ArrayList<>();
      int starter = -1; // boardspace number (0/1) of the first player
      Turn turn = new Turn();
      @Nullable Player resigned = null; // who resigned, ending the record
      for (List<Property> node : nodes) {
        Property action = null;
        for (Property p : node) {
          if ((p.key.equals("P0") || p.key.equals("P1")) && !p.value.startsWith("time")) {
            if (action != null) {
              throw fail(p.at, "two actions in one node");
            }
            action = p;
          }
        }
        if (action == null) {
          continue; // TM, time summaries and other properties without an action
        }
        String[] words = action.value.strip().split("\\s+");
        if (words.length < 2 || !words[0].chars().allMatch(Character::isDigit)) {
          throw fail(action.at, "an action is \"<index> <op> <args>\", not \"" + action.value + "\"");
        }
        String op = words[1];
        int nodePlayer = action.key.charAt(1) - '0';
        if (resigned != null) {
          throw fail(action.at, "action " + words[0] + " comes after the resignation, which ends the game");
        }
        if (starter < 0) {
          if (!op.equals("Start")) {
            throw fail(action.at, "the first action must be Start P0 or Start P1, not " + op);
          }
          if (words.length != 3 || !(words[2].equals("P0") || words[2].equals("P1"))) {
            throw fail(action.at, "Start names the first player, P0 or P1");
          }
          starter = words[2].charAt(1) - '0';
          continue;
        }
        int mover = state.toMove() == Player.FIRST ? starter : 1 - starter;
        if (nodePlayer != mover) {
          throw fail(action.at, "action " + words[0] + " is by P" + nodePlayer + ", but P" + mover
              + " is to move (move " + (moves.size() + 1) + ")");
        }
        switch (op) {
          case "RtoB":
            arity(action, words, 4);
            if (turn.placed >= 0 || turn.path.size() > 0) {
              throw fail(action.at, "a second RtoB, or RtoB after a jump, in move " + (moves.size() + 1));
            }
            int rack = digit(action, words[2], "rack", 2);
            int colour = digit(action, words[3], "colour", 2);
            boolean fromPool = state.poolSize() > 0;
            if (fromPool ? rack != 2 : rack != mover) {
              throw fail(action.at, fromPool
                  ? "rack " + rack + " is a player's captures, but the pool still holds marbles (rack 2)"
                  : "rack " + rack + ": the pool is empty, so P" + mover + " places from rack " + mover);
            }
            turn.colour = colour;
            turn.placed = cell(board, action, words[4], words[5]);
            break;
          case "R-":
            arity(action, words, 2);
            if (turn.removed >= 0 || turn.path.size() > 0) {
              throw fail(action.at, "a second R-, or R- after a jump, in move " + (moves.size() + 1));
            }
            turn.removed = cell(board, action, words[2], words[3]);
            break;
          case "BtoB":
            arity(action, words, 4);
            if (turn.placed >= 0 || turn.removed >= 0) {
              throw fail(action.at, "a jump in the same move as a placement or removal (move " + (moves.size() + 1) + ")");
            }
            int from = cell(board, action, words[2], words[3]);
            int to = cell(board, action, words[4], words[5]);
            if (turn.path.isEmpty()) {
              turn.path.add(from);
            } else if (turn.path.get(turn.path.size() - 1) != from) {
              throw fail(action.at, "the jump starts on " + board.cellName(from) + ", but the previous one ended on "
                  + board.cellName(turn.path.get(turn.path.size() - 1)));
            }
            turn.path.add(to);
            break;
          case "Done":
            if (turn.removed >= 0 && turn.placed < 0) {
              throw fail(action.at, "move " + (moves.size() + 1) + " removes a ring but places no marble");
            }
            ZertzMove move = turn.move(board);
            Legality legality = rules.check(state, move);
            if (!legality.isLegal()) {
              throw new IllegalMoveException(move, legality, moves.size() + 1);
            }
            moves.add(move);
            state = rules.playUnchecked(state, move);
            turn = new Turn();
            break;
          case "Resign":
            // The mover resigns: the game ends here, for the opponent; the unfinished turn's
            // actions (boardspace lets a player resign in mid-turn) are dropped.
            arity(action, words, 0);
            resigned = state.toMove();
            turn = new Turn();
            break;
          case "Swap":
            throw fail(action.at, "Swap is the pie rule of boardspace's player-arranged Zertz+xx"
                + " board and cannot occur on the " + board.boardspaceName() + " board");
          default:
            throw fail(action.at, "unsupported boardspace action \"" + op
                + "\": only Start, RtoB, R-, BtoB, Done and Resign are read");
        }
      }
      if (starter < 0) {
        throw fail(input.length(), "the record has no Start action");
      }
      if (!turn.isEmpty()) {
        throw fail(input.length(), "the record ends inside move " + (moves.size() + 1) + " (no Done)");
      }
      String firstId = ids[starter];
      String secondId = ids[1 - starter];
      Player winner = null;
      if (resigned != null) {
        winner = resigned.opponent();
        if (result == null) {
          result = "Resigned by " + (resigned == Player.FIRST ? firstId : secondId);
        }
      } else if (result != null && result.startsWith("Game won by ")) {
        String name = result.substring("Game won by ".length()).strip();
        winner = name.equals(firstId) ? Player.FIRST : name.equals(secondId) ? Player.SECOND : null;
      }
      // The tags name the configured game, so the record replays by itself; a line break in a
      // player id (boardspace allows one) becomes a space, since a tag is one line.
      GameRecord<ZertzState, ZertzMove> record = GameRecord.of(rules.initialState(), moves)
          .withTag(ConfiguredGame.GAME_TAG, gameText(rules))
          .withTag("Board", board.boardspaceName())
          .withTag("First", oneLine(firstId))
          .withTag("Second", oneLine(secondId));
      if (result != null && result.indexOf('\n') < 0 && result.indexOf('\r') < 0) {
        record = record.withTag("Result", oneLine(result));
      }
      return new BoardspaceGame(rules, record, firstId, secondId, result, winner, state);
    }

    private void arity(Property action, String[] words, int args) {
      if (words.length != args + 2) {
        throw fail(action.at, words[1] + " takes " + args + " arguments, found " + (words.length - 2));
      }
    }

    private int digit(Property action, String word, String what, int max) {
      if (word.length() != 1 || word.charAt(0) < '0' || word.charAt(0) > '0' + max) {
        throw fail(action.at, what + " must be 0 to " + max + ", not \"" + word + "\"");
      }
      return word.charAt(0) - '0';
    }

    private int cell(ZertzBoard board, Property action, String column, String row) {
      if (column.length() == 1 && row.chars().allMatch(Character::isDigit) && row.length() <= 2 && !row.isEmpty()) {
        char c = Character.toLowerCase(column.charAt(0));
        var cell = board.cell(c - 'a', Integer.parseInt(row));
        if (cell.isPresent()) {
          return cell.getAsInt();
        }
      }
      throw fail(action.at, "no cell " + column + " " + row + " on the " + board);
    }

    /** Splits the text into nodes of properties. */
    private List<List<Property>> nodes() {
      List<List<Property>> nodes = new ArrayList<>();
      skipSpace();
      if (at >= input.length() || input.charAt(at) != '(') {
        throw fail(at, "a record starts with \"(;\"");
      }
      at++;
      List<Property> node = null;
      while (true) {
        skipSpace();
        if (at >= input.length()) {
          throw fail(at, "the record ends without \")\"");
        }
        char c = input.charAt(at);
        if (c == ')') {
          at++;
          skipSpace();
          if (at < input.length()) {
            throw fail(at, "unexpected text after the closing \")\"");
          }
          break;
        }
        if (c == ';') {
          node = new ArrayList<>();
          nodes.add(node);
          at++;
          continue;
        }
        if (node == null) {
          throw fail(at, "expected \";\" to start a node");
        }
        int keyStart = at;
        while (at < input.length() && Character.isLetterOrDigit(input.charAt(at))) {
          at++;
        }
        if (at == keyStart) {
          throw fail(at, "expected a property such as P0[...], found '" + c + "'");
        }
        String key = input.substring(keyStart, at);
        skipSpace();
        if (at >= input.length() || input.charAt(at) != '[') {
          throw fail(at, "expected '[' after the property " + key);
        }
        int valueStart = ++at;
        StringBuilder value = new StringBuilder();
        while (true) {
          if (at >= input.length()) {
            throw fail(valueStart - 1, "the value of " + key + " has no closing ']'");
          }
          char v = input.charAt(at);
          if (v == ']') {
            at++;
            break;
          }
          if (v == '\\' && at + 1 < input.length()) {
            at++;
            v = input.charAt(at);
          }
          value.append(v);
          at++;
        }
        node.add(new Property(key, value.toString(), valueStart));
      }
      return nodes;
    }

    private void skipSpace() {
      while (at < input.length() && Character.isWhitespace(input.charAt(at))) {
        at++;
      }
    }
  }

  /** The actions of the turn being read. */
  private static final class Turn {
    int colour = -1;
    int placed = -1;
    int removed = -1;
    final List<Integer> path = new ArrayList<>();

    boolean isEmpty() {
      return placed < 0 && removed < 0 && path.isEmpty();
    }

    ZertzMove move(ZertzBoard board) {
      if (!path.isEmpty()) {
        int[] cells = new int[path.size()];
        for (int i = 0; i < cells.length; i++) {
          cells[i] = path.get(i);
        }
        return ZertzMove.captureOf(board, cells);
      }
      if (placed >= 0) {
        return ZertzMove.placementOf(board, Marble.ofOrdinal(colour), placed, removed);
      }
      return ZertzMove.pass(board);
    }
  }

  /**
   * Returns the configured-game text of rules, such as {@code zertz(board=61,marbleSet=tournament)}:
   * what the catalogue makes the same rules from.
   */
  static String gameText(Zertz rules) {
    return ZertzOptions.configText(rules.board().ringCount(),
        rules.marbleSet().name().toLowerCase(Locale.ROOT), rules.noProgressDraw().orElse(0));
  }

  private static String oneLine(String text) {
    return LINE_BREAK.matcher(text).replaceAll(" ");
  }
}
