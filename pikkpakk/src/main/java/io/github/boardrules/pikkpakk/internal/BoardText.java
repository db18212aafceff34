package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import java.text.ParsePosition;
import java.util.function.IntFunction;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The board part of the position texts of the booklet's games, and the diagram for people. A
 * board is written as its rows from the top, separated by {@code /}, one character per point:
 * {@code X} LIGHT, {@code o} DARK, {@code R} TARGET, {@code N} NEUTRAL, {@code .} empty.
 *
 * <pre>{@code
 * StringBuilder out = new StringBuilder();
 * BoardText.append(out, rows, 9);            // "........./.Xoooooo./ ... /........."
 * int end = BoardText.read(text, 0, 9, "position", kind -> null, rows, columns);
 * }</pre>
 *
 * <p>Kinds of ball are {@link LineBoard}'s ({@link LineBoard#LIGHT} and so on).
 *
 * <pre>{@code
 * BoardText.render(rows, 9);                 // the diagram for people
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class BoardText {
  /** The most digits a count (a ply count, a move count, captured balls) may have. */
  public static final int MAX_DIGITS = 9;

  private BoardText() {}

  /**
   * Reads one space at the parse position and moves past it.
   *
   * @param input the whole text
   * @param at where the space should be; advanced past it
   * @param kind what the text is, for the exception
   * @param what what the space introduces, for the message, such as {@code "a space and the ply
   *     count"}
   * @throws TextParseException if there is no space there
   */
  public static void expectSpace(String input, ParsePosition at, String kind, String what) {
    int i = at.getIndex();
    if (i >= input.length() || input.charAt(i) != ' ') {
      throw new TextParseException(kind, input, i, "expected " + what);
    }
    at.setIndex(i + 1);
  }

  /**
   * Reads the player to move, {@code X} (LIGHT, {@link Player#FIRST}) or {@code o} (DARK, {@link
   * Player#SECOND}), and moves past it.
   *
   * @param input the whole text
   * @param at where the letter should be; advanced past it
   * @param kind what the text is, for the exception
   * @return the player
   * @throws TextParseException if neither letter is there
   */
  public static Player readToMove(String input, ParsePosition at, String kind) {
    int i = at.getIndex();
    if (i >= input.length() || (input.charAt(i) != 'X' && input.charAt(i) != 'o')) {
      throw new TextParseException(kind, input, i, "expected the player to move, X (LIGHT) or o (DARK)");
    }
    at.setIndex(i + 1);
    return input.charAt(i) == 'X' ? Player.FIRST : Player.SECOND;
  }

  /**
   * Reads a count: decimal digits from 0, without leading zero, at most {@value #MAX_DIGITS} of
   * them; moves past it.
   *
   * @param input the whole text
   * @param at where the count starts; advanced past it
   * @param kind what the text is, for the exception
   * @param what the count's name for the message, such as {@code "the ply count"}
   * @return the count
   * @throws TextParseException if there is no count there, or it is malformed
   */
  public static int readCount(String input, ParsePosition at, String kind, String what) {
    int start = at.getIndex();
    int i = start;
    if (i >= input.length() || input.charAt(i) < '0' || input.charAt(i) > '9') {
      throw new TextParseException(kind, input, i, "expected " + what + ", a number from 0");
    }
    int value = 0;
    while (i < input.length() && input.charAt(i) >= '0' && input.charAt(i) <= '9') {
      if (i - start == MAX_DIGITS) {
        throw new TextParseException(kind, input, start, what + " has more than " + MAX_DIGITS + " digits");
      }
      value = value * 10 + input.charAt(i) - '0';
      i++;
    }
    if (i - start > 1 && input.charAt(start) == '0') {
      throw new TextParseException(kind, input, start, what + " has no leading zero");
    }
    at.setIndex(i);
    return value;
  }

  /**
   * Reads what follows the board in the position texts of the two-player games: a space, the
   * player to move, a space and the ply count.
   *
   * <pre>{@code
   * ParsePosition at = new ParsePosition(boardEnd);
   * BoardText.SideAndPly rest = BoardText.readSideAndPly(input, at, "position");  // " X 12"
   * }</pre>
   *
   * @param input the whole text
   * @param at where the space after the board is; advanced past the ply count
   * @param kind what the text is, for the exception
   * @return the player to move and the ply count, with where each stood
   * @throws TextParseException if the text does not go on that way
   */
  public static SideAndPly readSideAndPly(String input, ParsePosition at, String kind) {
    expectSpace(input, at, kind, "a space and the player to move (X or o) after the board");
    int sideIndex = at.getIndex();
    Player toMove = readToMove(input, at, kind);
    expectSpace(input, at, kind, "a space and the ply count after the player to move");
    int plyIndex = at.getIndex();
    int ply = readCount(input, at, kind, "the ply count");
    return new SideAndPly(toMove, sideIndex, ply, plyIndex);
  }

  /**
   * The player to move and the ply count of a position text.
   *
   * @param toMove the player to move
   * @param sideIndex where the player's letter stands in the text
   * @param ply the ply count
   * @param plyIndex where the ply count starts in the text
   */
  @API(status = INTERNAL, since = "0.1.0")
  public record SideAndPly(Player toMove, int sideIndex, int ply, int plyIndex) {}

  /**
   * Appends a board: its rows from the top, separated by {@code /}.
   *
   * @param out where to write
   * @param rows the row words
   * @param size the board size
   */
  public static void append(StringBuilder out, long[] rows, int size) {
    for (int r = size - 1; r >= 0; r--) {
      for (int c = 0; c < size; c++) {
        int kind = LineBoard.kind(rows, c, r);
        out.append(kind == LineBoard.EMPTY ? '.' : LineBoard.symbol(kind));
      }
      if (r > 0) {
        out.append('/');
      }
    }
  }

  /**
   * Returns a diagram of the board for people: a header of column letters, then the rows from the
   * top, each with its number and the points separated by spaces; lines end with {@code \n}.
   *
   * <pre>
   *    a b c d e f g h i
   * 9  . . . . . . . . .
   * 8  . X o o o o o o .
   * </pre>
   *
   * @param rows the row words
   * @param size the board size
   * @return the diagram
   */
  public static String render(long[] rows, int size) {
    StringBuilder out = new StringBuilder((size + 2) * (2 * size + 4));
    out.append("  ");
    for (int c = 0; c < size; c++) {
      out.append(' ').append((char) ('a' + c));
    }
    out.append('\n');
    for (int r = size - 1; r >= 0; r--) {
      String label = Integer.toString(r + 1);
      out.append(label.length() == 1 ? label + " " : label);
      for (int c = 0; c < size; c++) {
        int kind = LineBoard.kind(rows, c, r);
        out.append(' ').append(kind == LineBoard.EMPTY ? '.' : LineBoard.symbol(kind));
      }
      out.append('\n');
    }
    return out.toString();
  }

  /**
   * Reads a board that starts at {@code start} into empty row and column words. It ends at the
   * end of the text or at a space.
   *
   * @param input the whole text
   * @param start where the board starts
   * @param size the board size
   * @param kind what the text is, for the exception, such as {@code "position"}
   * @param refusal says why a kind of ball ({@link LineBoard#LIGHT} and so on) may not appear in
   *     this game, or null when it may
   * @param rows the row words to fill, all 0
   * @param columns the column words to fill, all 0
   * @return the index after the board
   * @throws TextParseException naming the index and the reason, if the board is malformed
   */
  public static int read(
      String input,
      int start,
      int size,
      String kind,
      IntFunction<@Nullable String> refusal,
      long[] rows,
      long[] columns) {
    int i = start;
    for (int r = size - 1; r >= 0; r--) {
      int rowStart = i;
      for (int c = 0; c < size; c++, i++) {
        if (i >= input.length() || input.charAt(i) == '/' || input.charAt(i) == ' ') {
          throw new TextParseException(
              kind, input, i,
              "row " + (r + 1) + " has " + (i - rowStart) + (i - rowStart == 1 ? " point" : " points")
                  + "; the board is " + size + "x" + size);
        }
        char ch = input.charAt(i);
        if (ch == '.') {
          continue;
        }
        int ball = LineBoard.kindOfSymbol(ch);
        if (ball == LineBoard.EMPTY) {
          throw new TextParseException(
              kind, input, i,
              "'" + ch + "' is not a point: use . X o R N (empty, LIGHT, DARK, TARGET, NEUTRAL)");
        }
        String refused = refusal.apply(ball);
        if (refused != null) {
          throw new TextParseException(kind, input, i, refused);
        }
        LineBoard.set(rows, columns, c, r, LineBoard.planeOf(ball));
      }
      if (r > 0) {
        if (i >= input.length() || input.charAt(i) != '/') {
          throw new TextParseException(
              kind, input, i,
              i < input.length() && input.charAt(i) != ' '
                  ? "row " + (r + 1) + " has more than " + size + " points; the board is " + size
                      + "x" + size
                  : "expected '/' and row " + r + ": the board has " + size + " rows");
        }
        i++;
      }
    }
    if (i < input.length() && input.charAt(i) != ' ') {
      throw new TextParseException(
          kind, input, i,
          input.charAt(i) == '/'
              ? "more than " + size + " rows; the board is " + size + "x" + size
              : "row 1 has more than " + size + " points; the board is " + size + "x" + size);
    }
    return i;
  }

  /**
   * Returns the index in a board text of a point's character.
   *
   * @param boardStart where the board starts in the text
   * @param size the board size
   * @param column the point's column
   * @param row the point's row
   * @return the index of its character
   */
  public static int indexOf(int boardStart, int size, int column, int row) {
    return boardStart + (size - 1 - row) * (size + 1) + column;
  }
}
