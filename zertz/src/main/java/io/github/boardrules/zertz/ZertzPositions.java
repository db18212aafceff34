package io.github.boardrules.zertz;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.zertz.internal.ZertzCounts;
import io.github.boardrules.zertz.internal.ZertzEngine;
import io.github.boardrules.zertz.internal.ZertzGeometry;

/**
 * The ZÈRTZ position text of one game (board and marble set). <b>Decision (this library's):</b>
 * eight fields separated by single spaces.
 *
 * <ol>
 *   <li>the board's ring count at the start: {@code 37}, {@code 48} or {@code 61};
 *   <li>the rings, column by column from {@code a}, columns separated by {@code /}, each column
 *       from row 1 up: {@code .} a vacant ring, {@code w}, {@code g}, {@code b} a ring holding a
 *       white, grey or black marble, {@code -} a removed ring;
 *   <li>the pool: white, grey and black counts separated by commas, such as {@code 5,7,9};
 *   <li>the marbles held by the first player, the same way;
 *   <li>the marbles held by the second player;
 *   <li>the player to move, {@code 1} or {@code 2};
 *   <li>the plies in a row without progress (see {@link Zertz.Builder#noProgressDraw}; at most {@link Zertz#MAX_QUIET_PLIES}, or the option's limit when it is on);
 *   <li>the passes in a row that led to the position: 0, 1 or 2.
 * </ol>
 *
 * <p>The start of the standard game: {@code 37 ..../...../....../......./....../...../.... 5,7,9
 * 0,0,0 0,0,0 1 0 0}. After {@code Bd4,a1}: {@code 37 -.../...../....../...b.../....../...../....
 * 5,7,8 0,0,0 0,0,0 2 0 0}.
 *
 * <p><b>Decision:</b> decoding accepts any position consistent with the rules, reachable or not
 * (for puzzles and analysis). It checks the text against the game: the board; that every colour adds up to the
 * marble set (pool, board and both players' marbles); at least one ring on the board; at most one
 * player holding a winning set, and then the player who just moved; no group of occupied rings cut
 * off while a ring elsewhere is vacant (it would have been captured); the counters in range, no
 * more passes than quiet plies, and passes only with an empty pool. Errors are {@link
 * TextParseException}s of kind {@code "position"} naming the index and the reason.
 */
final class ZertzPositions implements PositionFormat<ZertzState> {
  private static final String POSITION = "position";

  private final ZertzBoard board;
  private final MarbleSet marbleSet;
  /** The engine of the game: its winning sets and its ring rules. */
  private final ZertzEngine engine;
  private final int maxQuiet;

  ZertzPositions(ZertzBoard board, MarbleSet marbleSet, ZertzEngine engine, int maxQuiet) {
    this.board = board;
    this.maxQuiet = maxQuiet;
    this.marbleSet = marbleSet;
    this.engine = engine;
  }

  /** Writes the position text of a state; the text does not depend on the marble set. */
  static String encodeState(ZertzState state) {
    ZertzBoard board = state.board();
    StringBuilder out = new StringBuilder(board.ringCount() + 48);
    out.append(board.ringCount()).append(' ');
    int cell = 0;
    for (int x = 0; x < board.columnCount(); x++) {
      if (x > 0) {
        out.append('/');
      }
      for (int row = 0; row < board.columnLength(x); row++, cell++) {
        out.append(symbol(state, cell, '-'));
      }
    }
    out.append(' ');
    appendCounts(out, state.pool(Marble.WHITE), state.pool(Marble.GREY), state.pool(Marble.BLACK));
    for (Player p : Player.values()) {
      out.append(' ');
      appendCounts(out, state.captured(p, Marble.WHITE), state.captured(p, Marble.GREY),
          state.captured(p, Marble.BLACK));
    }
    return out.append(' ').append(state.toMove().number())
        .append(' ').append(state.quietPlies())
        .append(' ').append(state.passes()).toString();
  }

  private static char symbol(ZertzState state, int cell, char removed) {
    long bit = 1L << cell;
    if ((state.rings() & bit) == 0) {
      return removed;
    }
    if ((state.white() & bit) != 0) {
      return 'w';
    }
    if ((state.grey() & bit) != 0) {
      return 'g';
    }
    return (state.black() & bit) != 0 ? 'b' : '.';
  }

  private static void appendCounts(StringBuilder out, int w, int g, int b) {
    out.append(w).append(',').append(g).append(',').append(b);
  }

  /** Draws the hexagon; see {@link ZertzState#diagram()}. */
  static String diagram(ZertzState state) {
    ZertzBoard board = state.board();
    StringBuilder out = new StringBuilder();
    int columns = board.columnCount();
    ZertzGeometry geometry = board.geometry();
    for (int y = geometry.maxDoubledRow(); y >= 0; y--) {
      StringBuilder line = new StringBuilder();
      for (int x = 0; x < columns; x++) {
        int offset = y - geometry.firstDoubledRow(x);
        char c = ' ';
        if (offset >= 0 && offset % 2 == 0 && offset / 2 < board.columnLength(x)) {
          c = symbol(state, board.cell(x, offset / 2 + 1).getAsInt(), ' ');
        }
        line.append(x == 0 ? "" : "  ").append(c);
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
    StringBuilder letters = new StringBuilder();
    for (int x = 0; x < columns; x++) {
      letters.append(x == 0 ? "" : "  ").append((char) ('a' + x));
    }
    out.append(letters).append('\n');
    out.append("pool ").append(counts(state.pool(Marble.WHITE), state.pool(Marble.GREY), state.pool(Marble.BLACK)));
    for (Player p : Player.values()) {
      out.append(" | ").append(p).append(' ').append(counts(state.captured(p, Marble.WHITE),
          state.captured(p, Marble.GREY), state.captured(p, Marble.BLACK)));
    }
    out.append(" | ").append(state.toMove()).append(" to move\n");
    return out.toString();
  }

  private static String counts(int w, int g, int b) {
    return "W" + w + " G" + g + " B" + b;
  }

  @Override
  public String encode(ZertzState state) {
    if (state.board() != board) {
      throw new IllegalArgumentException(
          "The state is on the " + state.board() + "; this position format is for the " + board);
    }
    return encodeState(state);
  }

  @Override
  public ZertzState decode(CharSequence text) {
    String input = text.toString();
    Reader in = new Reader(input);
    int boardAt = in.at;
    int rings = in.number("the board's ring count (37, 48 or 61)", 2);
    if (rings != board.ringCount()) {
      throw in.fail(boardAt, "this game is played on the " + board + ", not on " + rings + " rings");
    }
    in.expect(' ', "a space after the ring count");
    int cellsAt = in.at;
    long ringMask = 0;
    long[] colours = new long[3];
    int cell = 0;
    for (int x = 0; x < board.columnCount(); x++) {
      if (x > 0) {
        in.expect('/', "'/' after column " + (char) ('a' + x - 1) + " (" + board.columnLength(x - 1) + " rings)");
      }
      for (int row = 1; row <= board.columnLength(x); row++, cell++) {
        if (in.at >= input.length()) {
          throw in.fail(in.at, "column " + (char) ('a' + x) + " ends after " + (row - 1) + " of "
              + board.columnLength(x) + " rings");
        }
        char c = input.charAt(in.at);
        long bit = 1L << cell;
        switch (c) {
          case '-':
            break;
          case '.':
            ringMask |= bit;
            break;
          case 'w':
          case 'g':
          case 'b':
            ringMask |= bit;
            colours[c == 'w' ? 0 : c == 'g' ? 1 : 2] |= bit;
            break;
          default:
            throw in.fail(in.at, c == '/' || c == ' '
                ? "column " + (char) ('a' + x) + " has " + (row - 1) + " rings; it has "
                    + board.columnLength(x) + " on this board"
                : "expected '.', 'w', 'g', 'b' or '-' for ring " + board.cellName(cell) + ", found '" + c + "'");
        }
        in.at++;
      }
    }
    if (in.at < input.length() && input.charAt(in.at) != ' ') {
      throw in.fail(in.at, input.charAt(in.at) == '/'
          ? "more than " + board.columnCount() + " columns"
          : "column " + (char) ('a' + board.columnCount() - 1) + " has more than "
              + board.columnLength(board.columnCount() - 1) + " rings");
    }
    in.expect(' ', "a space after the rings");
    int poolAt = in.at;
    int[] pool = in.counts("the pool");
    in.expect(' ', "a space after the pool");
    int firstAt = in.at;
    int[] first = in.counts("the first player's marbles");
    in.expect(' ', "a space after the first player's marbles");
    int[] second = in.counts("the second player's marbles");
    in.expect(' ', "a space after the second player's marbles");
    int playerAt = in.at;
    int player = in.number("the player to move, 1 or 2", 1);
    if (player != 1 && player != 2) {
      throw in.fail(playerAt, "the player to move is 1 or 2, not " + player);
    }
    Player toMove = Player.ofNumber(player);
    in.expect(' ', "a space after the player to move");
    int quietAt = in.at;
    int quiet = in.number("the plies without progress", 4);
    if (quiet > maxQuiet) {
      throw in.fail(quietAt, "at most " + maxQuiet + " plies without progress, not " + quiet);
    }
    in.expect(' ', "a space after the plies without progress");
    int passesAt = in.at;
    int passes = in.number("the passes in a row, 0 to 2", 1);
    if (in.at < input.length()) {
      throw in.fail(in.at, "unexpected text after the passes");
    }
    if (passes > 2) {
      throw in.fail(passesAt, "at most 2 passes in a row, not " + passes);
    }
    if (passes > quiet) {
      throw in.fail(passesAt, passes + " passes in a row but only " + quiet + " plies without progress");
    }
    if (passes > 0 && pool[0] + pool[1] + pool[2] > 0) {
      throw in.fail(passesAt, "a player passes only when the pool is empty");
    }
    MarbleSet set = marbleSet;
    for (Marble m : Marble.values()) {
      int c = m.ordinal();
      int onBoard = Long.bitCount(colours[c]);
      int sum = pool[c] + onBoard + first[c] + second[c];
      if (sum != set.pool(m)) {
        throw in.fail(poolAt, m.name().toLowerCase(java.util.Locale.ROOT) + " marbles: " + pool[c]
            + " in the pool + " + onBoard + " on the board + " + first[c] + " + " + second[c]
            + " held = " + sum + ", but the " + set.name().toLowerCase(java.util.Locale.ROOT)
            + " set has " + set.pool(m));
      }
    }
    if (ringMask == 0) {
      throw in.fail(cellsAt, "no ring is left on the board");
    }
    long counts = 0;
    for (int c = 0; c < 3; c++) {
      counts = ZertzCounts.add(counts, ZertzCounts.POOL + c, pool[c]);
      counts = ZertzCounts.add(counts, ZertzCounts.captureIndex(0, c), first[c]);
      counts = ZertzCounts.add(counts, ZertzCounts.captureIndex(1, c), second[c]);
    }
    if (engine.winningKind(counts, toMove.ordinal()) >= 0) {
      throw in.fail(firstAt, "player " + player + " holds a winning set but is to move: only the player "
          + "who just moved can hold one");
    }
    long occupied = colours[0] | colours[1] | colours[2];
    long cutOff = engine.rings().isolatedOccupied(ringMask, occupied, ringMask);
    if (cutOff != 0) {
      throw in.fail(cellsAt, "the occupied rings " + board.geometry().cellList(cutOff) + " are cut off while a ring elsewhere "
          + "is vacant: they would have been captured");
    }
    return new ZertzState(board, ringMask, colours[0], colours[1], colours[2], counts, toMove, quiet, passes);
  }

  /** A cursor over the text being decoded. */
  private static final class Reader {
    private final String input;
    private int at;

    Reader(String input) {
      this.input = input;
    }

    TextParseException fail(int index, String reason) {
      return new TextParseException(POSITION, input, index, reason);
    }

    void expect(char c, String what) {
      if (at >= input.length() || input.charAt(at) != c) {
        throw fail(at, "expected " + what
            + (at >= input.length() ? ", found the end" : ", found '" + input.charAt(at) + "'"));
      }
      at++;
    }

    int number(String what, int maxDigits) {
      int start = at;
      int value = 0;
      while (at < input.length() && input.charAt(at) >= '0' && input.charAt(at) <= '9') {
        if (at - start >= maxDigits) {
          throw fail(start, what + ": too many digits");
        }
        value = value * 10 + (input.charAt(at) - '0');
        at++;
      }
      if (at == start) {
        throw fail(at, "expected " + what
            + (at >= input.length() ? ", found the end" : ", found '" + input.charAt(at) + "'"));
      }
      if (at - start > 1 && input.charAt(start) == '0') {
        throw fail(start, what + ": no leading zeros");
      }
      return value;
    }

    int[] counts(String what) {
      int[] counts = new int[3];
      String[] colours = {"white", "grey", "black"};
      for (int c = 0; c < 3; c++) {
        if (c > 0) {
          expect(',', "',' and the " + colours[c] + " count of " + what);
        }
        counts[c] = number("the " + colours[c] + " count of " + what, 2);
      }
      return counts;
    }
  }
}
