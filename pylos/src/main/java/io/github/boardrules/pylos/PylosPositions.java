package io.github.boardrules.pylos;

import io.github.boardrules.core.PlyCount;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.pylos.internal.Board;

/** The Pylos position text of one rules object; see {@link Pylos#positions()}. */
final class PylosPositions implements PositionFormat<PylosState> {
  private static final String KIND = "position";
  private static final int KEY_DIGITS = 16;

  private final boolean history;
  private final int maxPlies;

  PylosPositions(boolean history, int maxPlies) {
    this.history = history;
    this.maxPlies = maxPlies;
  }

  static String write(PylosState state) {
    StringBuilder out = new StringBuilder(64);
    for (int level = 0; level < 4; level++) {
      int n = 4 - level;
      for (int row = n - 1; row >= 0; row--) {
        for (int column = 0; column < n; column++) {
          long bit = 1L << Board.index(level, column, row);
          out.append((state.light() & bit) != 0 ? 'L' : (state.dark() & bit) != 0 ? 'D' : '.');
        }
        out.append(row == 0 ? ' ' : '/');
      }
    }
    out.append(state.toMove() == Player.FIRST ? 'L' : 'D').append(' ').append(state.plies());
    long[] keys = state.history();
    for (int i = 0; i < keys.length; i++) {
      out.append(i == 0 ? ' ' : ',');
      String hex = Long.toHexString(keys[i]);
      for (int pad = hex.length(); pad < KEY_DIGITS; pad++) {
        out.append('0');
      }
      out.append(hex);
    }
    return out.toString();
  }

  @Override
  public String encode(PylosState state) {
    return write(state);
  }

  @Override
  public PylosState decode(CharSequence text) {
    String input = text.toString();
    long light = 0;
    long dark = 0;
    int at = 0;
    for (int level = 0; level < 4; level++) {
      int n = 4 - level;
      for (int row = n - 1; row >= 0; row--) {
        for (int column = 0; column < n; column++) {
          if (at >= input.length()) {
            throw new TextParseException(KIND, input, at, where(level, row)
                + " ends after " + column + " of " + n + " spots; expected L, D or .");
          }
          char c = input.charAt(at);
          long bit = 1L << Board.index(level, column, row);
          if (c == 'L') {
            light |= bit;
          } else if (c == 'D') {
            dark |= bit;
          } else if (c != '.') {
            throw new TextParseException(KIND, input, at,
                c == '/' || c == ' '
                    ? where(level, row) + " has " + column + " spots; level " + level + " has "
                        + n + " columns"
                    : "expected L (light), D (dark) or . (empty), found '" + c + "'");
          }
          at++;
        }
        char expected = row == 0 ? ' ' : '/';
        if (at >= input.length() || input.charAt(at) != expected) {
          String found = at >= input.length() ? "the end" : "'" + input.charAt(at) + "'";
          throw new TextParseException(KIND, input, at, row == 0
              ? "expected a space after level " + level + " (" + n + " rows), found " + found
              : "expected '/' after " + where(level, row) + " (" + n + " spots), found " + found);
        }
        at++;
      }
    }
    int lightCount = Long.bitCount(light);
    int darkCount = Long.bitCount(dark);
    if (lightCount > Board.BALLS_PER_PLAYER || darkCount > Board.BALLS_PER_PLAYER) {
      throw new TextParseException(KIND, input, 0,
          (lightCount > Board.BALLS_PER_PLAYER ? "LIGHT has " + lightCount : "DARK has " + darkCount)
              + " balls on the board; each player has 15");
    }
    long floating = Board.unsupported(light | dark);
    if (floating != 0) {
      int spot = Long.numberOfTrailingZeros(floating);
      throw new TextParseException(KIND, input, indexOf(spot), "the ball on "
          + PylosSpots.name(spot) + " does not rest on four balls (under it: "
          + PylosSpots.list(Board.support(spot)) + ")");
    }
    if (at >= input.length() || (input.charAt(at) != 'L' && input.charAt(at) != 'D')) {
      throw new TextParseException(KIND, input, at,
          "expected the player to move, L (light) or D (dark)"
              + (at < input.length() ? ", found '" + input.charAt(at) + "'" : ""));
    }
    Player toMove = input.charAt(at) == 'L' ? Player.FIRST : Player.SECOND;
    at++;
    if (at >= input.length() || input.charAt(at) != ' ') {
      throw new TextParseException(KIND, input, at,
          "expected a space and the number of plies played after the player to move");
    }
    at++;
    int start = at;
    long plies = 0;
    while (at < input.length() && input.charAt(at) >= '0' && input.charAt(at) <= '9') {
      if (at > start && plies == 0) {
        throw new TextParseException(KIND, input, start, "the ply count has a leading zero");
      }
      plies = plies * 10 + input.charAt(at) - '0';
      if (plies > maxPlies) {
        throw new TextParseException(KIND, input, start,
            maxPlies == PlyCount.MAX
                ? "the ply count is more than the largest one, " + PlyCount.MAX
                : "the ply count is more than these rules' ply limit of " + maxPlies + " plies");
      }
      at++;
    }
    if (at == start) {
      throw new TextParseException(KIND, input, at, "expected the number of plies played");
    }
    long[] keys = new long[0];
    if (at < input.length()) {
      if (input.charAt(at) != ' ') {
        throw new TextParseException(KIND, input, at, "unexpected text after the ply count");
      }
      at++;
      if (!history) {
        throw new TextParseException(KIND, input, at,
            "these rules do not detect repetitions, so a position has no history field");
      }
      keys = readHistory(input, at, (int) plies);
    }
    return new PylosState(light, dark, toMove, (int) plies, keys);
  }

  private static long[] readHistory(String input, int from, int plies) {
    long[] keys = new long[8];
    int at = from;
    int read = 0;
    while (true) {
      if (read == plies) {
        throw new TextParseException(KIND, input, at,
            "the history holds more positions than the " + plies + " plies played");
      }
      long key = 0;
      for (int d = 0; d < KEY_DIGITS; d++, at++) {
        char c = at < input.length() ? input.charAt(at) : ' ';
        int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (digit < 0) {
          throw new TextParseException(KIND, input, at,
              "a history entry is " + KEY_DIGITS + " lower-case hexadecimal digits");
        }
        key = key << 4 | digit;
      }
      long light = key & Board.FULL;
      long dark = (key >>> Board.SPOTS) & Board.FULL;
      if ((key >>> 61) != 0 || (light & dark) != 0
          || Long.bitCount(light) > Board.BALLS_PER_PLAYER
          || Long.bitCount(dark) > Board.BALLS_PER_PLAYER
          || Board.unsupported(light | dark) != 0) {
        throw new TextParseException(KIND, input, at - KEY_DIGITS,
            "history entry " + (read + 1) + " is not a valid position");
      }
      if (read == keys.length) {
        keys = java.util.Arrays.copyOf(keys, read * 2);
      }
      keys[read++] = key;
      if (at == input.length()) {
        return java.util.Arrays.copyOf(keys, read);
      }
      if (input.charAt(at) != ',') {
        throw new TextParseException(KIND, input, at,
            "expected ',' between history entries, found '" + input.charAt(at) + "'");
      }
      at++;
    }
  }

  /** Returns where spot {@code spot}'s character is in an encoded position text. */
  private static int indexOf(int spot) {
    int at = 0;
    for (int level = 0; level < Board.level(spot); level++) {
      at += (4 - level) * (5 - level);
    }
    int n = 4 - Board.level(spot);
    return at + (n - 1 - Board.row(spot)) * (n + 1) + Board.column(spot);
  }

  private static String where(int level, int row) {
    return "row " + (row + 1) + " of level " + level;
  }
}
