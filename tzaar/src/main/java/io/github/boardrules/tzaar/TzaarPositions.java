package io.github.boardrules.tzaar;

import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.tzaar.internal.TzaarBoard;
import io.github.boardrules.tzaar.internal.TzaarEngine;
import io.github.boardrules.tzaar.internal.TzaarStacks;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The TZAAR position text: the nine columns A to I separated by {@code /}, each listing its points
 * from row 1 up (E5, the hole, skipped), a space, the colour to move ({@code w} or {@code b}), a
 * space and the phase word ({@code place}, {@code opening}, {@code capture} or {@code second}).
 *
 * <p>A point is {@code .} when empty, one piece letter for a single piece ({@code a b c} WHITE,
 * {@code A B C} BLACK: Tzaar, Tzarra, Tott), or its pieces in parentheses from the bottom to the
 * top for a stack of two or more ({@code (cca)}: two Totts under a Tzaar).
 */
final class TzaarPositions implements PositionFormat<TzaarState> {
  private static final String POSITION = "position";

  /** The one instance: the format has no options. */
  static final TzaarPositions INSTANCE = new TzaarPositions();

  static String write(TzaarState state) {
    StringBuilder out = new StringBuilder(80);
    int point = 0;
    for (int column = 0; column < 9; column++) {
      if (column > 0) {
        out.append('/');
      }
      int length = TzaarBoard.pointsInColumn(column);
      for (int i = 0; i < length; i++, point++) {
        long content = state.content(point);
        if (content == 0) {
          out.append('.');
          continue;
        }
        TzaarColour colour = state.colourAt(point);
        boolean tall = TzaarStacks.height(content) > 1;
        if (tall) {
          out.append('(');
        }
        for (long rest = content; rest != 0; rest >>>= 2) {
          out.append(TzaarPiece.of(colour, TzaarType.ofCode((int) (rest & 3))).letter());
        }
        if (tall) {
          out.append(')');
        }
      }
    }
    out.append(' ').append(state.colourToMove() == TzaarColour.WHITE ? 'w' : 'b');
    return out.append(' ').append(state.phase().word()).toString();
  }

  @Override
  public String encode(TzaarState state) {
    return write(state);
  }

  @Override
  public TzaarState decode(CharSequence text) {
    String input = text.toString();
    long[] stacks = new long[TzaarPoint.COUNT];
    long white = 0;
    int[][] counts = new int[2][3];
    boolean tallStack = false;
    int at = 0;
    int point = 0;
    for (int column = 0; column < 9; column++) {
      char name = (char) ('A' + column);
      if (column > 0) {
        if (at >= input.length() || input.charAt(at) != '/') {
          throw fail(input, at, at >= input.length()
              ? "only " + column + " columns; expected '/' and column " + name
              : "column " + (char) (name - 1) + " has more than "
                  + columnSize(column - 1) + " points (or expected '/')");
        }
        at++;
      }
      for (int i = 0; i < columnSize(column); i++, point++) {
        String where = "point " + TzaarPoint.ofIndex(point);
        if (at >= input.length()) {
          throw fail(input, at, "column " + name + " ends after " + i + " of " + columnSize(column)
              + " points; expected " + where);
        }
        char c = input.charAt(at);
        if (c == '.') {
          at++;
          continue;
        }
        if (c == '(') {
          int start = at;
          at++;
          long content = 0;
          int height = 0;
          @Nullable TzaarColour colour = null;
          while (at < input.length() && input.charAt(at) != ')') {
            TzaarPiece piece = piece(input, at, where);
            if (colour != null && piece.colour() != colour) {
              throw fail(input, at, where + ": a stack holds pieces of one colour only");
            }
            colour = piece.colour();
            if (height == 30) {
              throw fail(input, at, where + ": a stack holds at most 30 pieces");
            }
            content |= (long) piece.type().code() << (2 * height);
            height++;
            count(input, at, counts, piece);
            at++;
          }
          if (at >= input.length()) {
            throw fail(input, start, where + ": the stack's '(' is never closed");
          }
          if (height < 2 || colour == null) {
            throw fail(input, start, where + ": write a stack of " + height
                + " piece" + (height == 1 ? " without parentheses" : "s as '.'")
                + "; parentheses are for stacks of 2 or more");
          }
          at++;
          tallStack = true;
          stacks[point] = content;
          if (colour == TzaarColour.WHITE) {
            white |= 1L << point;
          }
          continue;
        }
        TzaarPiece piece = piece(input, at, where);
        count(input, at, counts, piece);
        stacks[point] = piece.type().code();
        if (piece.colour() == TzaarColour.WHITE) {
          white |= 1L << point;
        }
        at++;
      }
    }
    if (at < input.length() && input.charAt(at) == '/') {
      throw fail(input, at, "more than 9 columns; the board has columns A-I");
    }
    if (at >= input.length() || input.charAt(at) != ' ') {
      throw fail(input, at, at >= input.length()
          ? "expected a space and the colour to move"
          : "column I has more than 5 points (or expected a space)");
    }
    at++;
    int colourAt = at;
    if (at >= input.length() || (input.charAt(at) != 'w' && input.charAt(at) != 'b')) {
      throw fail(input, at, "expected the colour to move: w (WHITE) or b (BLACK)");
    }
    TzaarColour toMove = input.charAt(at) == 'w' ? TzaarColour.WHITE : TzaarColour.BLACK;
    at++;
    if (at >= input.length() || input.charAt(at) != ' ') {
      throw fail(input, at, "expected a space and the phase: place, opening, capture or second");
    }
    at++;
    int phaseAt = at;
    @Nullable TzaarPhase phase = null;
    for (TzaarPhase candidate : TzaarPhase.values()) {
      if (input.startsWith(candidate.word(), at)) {
        phase = candidate;
      }
    }
    if (phase == null) {
      throw fail(input, at, "expected the phase: place, opening, capture or second");
    }
    at += phase.word().length();
    if (at < input.length()) {
      throw fail(input, at, "unexpected text after the phase");
    }
    TzaarState state = TzaarState.of(stacks, white, toMove, phase);
    validate(input, state, counts, tallStack, colourAt, phaseAt);
    return state;
  }

  private static void validate(
      String input, TzaarState state, int[][] counts, boolean tallStack, int colourAt, int phaseAt) {
    int whites = counts[0][0] + counts[0][1] + counts[0][2];
    int blacks = counts[1][0] + counts[1][1] + counts[1][2];
    TzaarPhase phase = state.phase();
    if (phase == TzaarPhase.PLACEMENT) {
      if (tallStack) {
        throw fail(input, phaseAt, "no stack can form while pieces are being placed");
      }
      if (whites + blacks == TzaarPoint.COUNT) {
        throw fail(input, phaseAt, "all 60 pieces are placed: the phase is opening");
      }
      TzaarColour next = whites == blacks ? TzaarColour.WHITE : TzaarColour.BLACK;
      if (whites != blacks && whites != blacks + 1) {
        throw fail(input, phaseAt, "WHITE has placed " + whites + " pieces and BLACK " + blacks
            + "; placing alternately from WHITE, WHITE has as many as BLACK or one more");
      }
      if (state.colourToMove() != next) {
        throw fail(input, colourAt, "with " + whites + " WHITE and " + blacks
            + " BLACK pieces placed, " + next + " places next");
      }
      return;
    }
    if (phase == TzaarPhase.OPENING) {
      if (state.colourToMove() != TzaarColour.WHITE) {
        throw fail(input, colourAt, "the opening is WHITE's turn");
      }
      if (tallStack || whites + blacks != TzaarPoint.COUNT) {
        throw fail(input, phaseAt, "the opening starts with all 60 pieces on the board, unstacked");
      }
      return;
    }
    TzaarEngine position = state.engineView();
    if (position.lacksAType(state.white()) && position.lacksAType(state.black())) {
      throw fail(input, phaseAt, "both players lack a type on top of their stacks; no game reaches"
          + " this, since a game ends when the first player does");
    }
  }

  private static int columnSize(int column) {
    return TzaarBoard.pointsInColumn(column);
  }

  private static TzaarPiece piece(String input, int at, String where) {
    TzaarPiece piece = TzaarPiece.ofLetterOrNull(input.charAt(at));
    if (piece == null) {
      throw fail(input, at, where + ": expected '.', a piece letter (a b c WHITE, A B C BLACK) or"
          + " '(', found '" + input.charAt(at) + "'");
    }
    return piece;
  }

  private static void count(String input, int at, int[][] counts, TzaarPiece piece) {
    int count = ++counts[piece.colour().ordinal()][piece.type().ordinal()];
    if (count > piece.type().count()) {
      throw fail(input, at, piece.colour() + " has only " + piece.type().count() + " pieces of type '"
          + piece.type().letter() + "'; this is number " + count);
    }
  }

  private static TextParseException fail(String input, int at, String reason) {
    return new TextParseException(POSITION, input, at, reason);
  }
}
