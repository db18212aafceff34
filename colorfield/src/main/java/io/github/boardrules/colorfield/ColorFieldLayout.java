package io.github.boardrules.colorfield;

import io.github.boardrules.core.TextParseException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A colour-field board as data: its size, the colour of every square, the castle (its red
 * squares), the gates with the team each belongs to and the squares each touches, and the starting
 * squares with the colours of the pieces on them. The RED pieces start in their team's gates, one
 * in each.
 *
 * <p>The layout text has one statement per line; blank lines and lines starting with {@code #} are
 * ignored, and tokens are separated by spaces:
 *
 * <pre>
 * size 10x10                          columns x rows, at most 26 columns and 128 squares
 * row 10 P P G G P P G G Y Y          a row's colours from column a; every row once
 * gate b0 FULL a1 b1 c1               a gate: its name, its team, the squares it touches
 * start FULL G a1 e1 i1 g2            a team's starting squares for pieces of one colour
 * </pre>
 *
 * <p>Squares are named like chess squares: column letters from {@code a} at the left, row numbers
 * from {@code 1} at the bottom. Colours are {@code R} (red), {@code G}, {@code B}, {@code Y} and
 * {@code P}; the red squares are the castle. A gate's name is a letter and a number that is not a
 * square of the board, such as {@code b0} for a gate below {@code b1}.
 *
 * <p>Reading validates the layout and names what is wrong, with the index of the offending token:
 * an unknown colour, a row given twice or missing, no castle, a gate touching no square, a start
 * on a castle square or on a square taken twice, a team without a gate, team sizes that differ, and
 * so on. <b>Decision (the library's):</b> every team has at least one gate and as many pieces as
 * the other; the RED pieces are exactly the gates' pieces, so a {@code start} line never names
 * RED.
 *
 * <pre>{@code
 * ColorFieldLayout layout = ColorFieldLayout.standard();   // the library's provisional layout
 * ColorFieldLayout mine = ColorFieldLayout.parse(text);    // TextParseException if invalid
 * mine.toString();                                          // the canonical text; parses back
 * }</pre>
 *
 * <p>{@link #standard()} is the library's own, provisional layout: the published board of "Castle
 * of Mind" could not be found, so this one was designed for the library (see the module
 * documentation). Instances are immutable and thread-safe; equal layouts have equal canonical
 * texts.
 */
public final class ColorFieldLayout {
  /** The most squares a board may have: two {@code long} bit masks. */
  public static final int MAX_SQUARES = 128;

  /** The most columns a board may have: one letter each. */
  public static final int MAX_COLUMNS = 26;

  /** The most gates a layout may have. */
  public static final int MAX_GATES = 16;

  static final int NONE = -1;
  private static final String KIND = "layout";
  private static final String STANDARD_RESOURCE = "standard.layout";

  private final int columns;
  private final int rows;
  private final int squares;
  /** Colour ordinal of each square. */
  private final byte[] squareColors;
  private final String[] gateNames;
  private final Team[] gateTeams;
  /** Squares each gate touches, ascending. */
  private final int[][] gateTouches;
  /** For each square: the team ordinal starting there, or {@link #NONE}. */
  private final int[] startTeams;
  /** For each square: the colour ordinal of the piece starting there, or {@link #NONE}. */
  private final int[] startColors;
  /** Names of the squares then the gates. */
  private final String[] names;
  private final Map<String, Integer> indexByName;
  /** Each location's neighbours, ascending: the 8 around a square; the squares a gate touches. */
  private final int[][] neighbours;
  private final String text;
  /** Per team: pieces at the start, and gates (its RED pieces). */
  private final int[] teamSizes = new int[2];
  private final int[] teamGates = new int[2];

  private ColorFieldLayout(
      int columns,
      int rows,
      byte[] squareColors,
      List<String> gateNames,
      List<Team> gateTeams,
      List<int[]> gateTouches,
      int[] startTeams,
      int[] startColors) {
    this.columns = columns;
    this.rows = rows;
    this.squares = columns * rows;
    this.squareColors = squareColors;
    this.gateNames = gateNames.toArray(new String[0]);
    this.gateTeams = gateTeams.toArray(new Team[0]);
    this.gateTouches = gateTouches.toArray(new int[0][]);
    this.startTeams = startTeams;
    this.startColors = startColors;
    this.names = new String[squares + this.gateNames.length];
    Map<String, Integer> byName = new HashMap<>();
    for (int i = 0; i < names.length; i++) {
      names[i] = i < squares ? squareName(i, columns) : this.gateNames[i - squares];
      byName.put(names[i], i);
    }
    this.indexByName = Collections.unmodifiableMap(byName);
    this.neighbours = new int[names.length][];
    for (int square = 0; square < squares; square++) {
      neighbours[square] = squareNeighbours(square, columns, rows);
    }
    for (int gate = 0; gate < this.gateNames.length; gate++) {
      neighbours[squares + gate] = this.gateTouches[gate].clone();
    }
    for (int t : startTeams) {
      if (t != NONE) {
        teamSizes[t]++;
      }
    }
    for (Team t : this.gateTeams) {
      teamSizes[t.index()]++;
      teamGates[t.index()]++;
    }
    this.text = write(columns, rows, squareColors, this.gateNames, this.gateTeams, this.gateTouches,
        startTeams, startColors, names);
  }

  /**
   * Returns the library's default layout, read from the module's resource {@code
   * standard.layout}: 10x10, castle {@code e5 f5 e6 f6}, FULL's gates {@code b0 e0 h0} below row
   * 1, EMPTY's gates {@code i11 f11 c11} above row 10. It is the library's own, provisional layout,
   * not the published board.
   *
   * @return the default layout
   */
  public static ColorFieldLayout standard() {
    return Standard.LAYOUT;
  }

  /** Holds the standard layout, read once on first use. */
  private static final class Standard {
    static final ColorFieldLayout LAYOUT = load();

    private Standard() {}

    private static ColorFieldLayout load() {
      try (InputStream in = ColorFieldLayout.class.getResourceAsStream(STANDARD_RESOURCE)) {
        if (in == null) {
          throw new IllegalStateException("Resource " + STANDARD_RESOURCE + " is missing");
        }
        return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException("Cannot read resource " + STANDARD_RESOURCE, e);
      }
    }
  }

  /**
   * Reads a layout text; see the class documentation for the format.
   *
   * @param text the layout text
   * @return the layout
   * @throws TextParseException (kind {@code "layout"}) naming the index of the offending token and
   *     what is wrong
   */
  public static ColorFieldLayout parse(CharSequence text) {
    return new Parser(text.toString()).parse();
  }

  /**
   * Returns the number of columns.
   *
   * @return the columns, 1 to 26
   */
  public int columns() {
    return columns;
  }

  /**
   * Returns the number of rows.
   *
   * @return the rows
   */
  public int rows() {
    return rows;
  }

  /**
   * Returns the number of squares, columns times rows. Square {@code (column, row)}, both from 0
   * at the bottom left, has index {@code row * columns() + column}.
   *
   * @return the number of squares
   */
  public int squareCount() {
    return squares;
  }

  /**
   * Returns the number of gates. Gate {@code g} has location index {@code squareCount() + g}.
   *
   * @return the number of gates
   */
  public int gateCount() {
    return gateNames.length;
  }

  /**
   * Returns the colour of a square.
   *
   * @param square the square's index
   * @return its colour; the castle's squares are {@link FieldColor#RED}
   * @throws IndexOutOfBoundsException if there is no such square
   */
  public FieldColor color(int square) {
    Objects.checkIndex(square, squares);
    return FieldColor.ofIndex(squareColors[square]);
  }

  /**
   * Tells whether a square belongs to the castle (is red).
   *
   * @param square the square's index
   * @return true for a castle square
   * @throws IndexOutOfBoundsException if there is no such square
   */
  public boolean isCastle(int square) {
    return color(square) == FieldColor.RED;
  }

  /**
   * Returns the name of a location: a square such as {@code e5}, or a gate such as {@code b0}.
   *
   * @param location a square index, or {@code squareCount()} plus a gate number
   * @return the name
   * @throws IndexOutOfBoundsException if there is no such location
   */
  public String name(int location) {
    return names[Objects.checkIndex(location, names.length)];
  }

  /**
   * Returns the index of a named square or gate.
   *
   * @param name a square name such as {@code e5} or a gate name such as {@code b0}
   * @return the index, or -1 if the layout has no such location
   */
  public int indexOf(String name) {
    Integer index = indexByName.get(name);
    return index == null ? NONE : index;
  }

  /**
   * Returns the team a gate belongs to.
   *
   * @param gate the gate's number, from 0 in the order of the layout text
   * @return its team
   * @throws IndexOutOfBoundsException if there is no such gate
   */
  public Team gateTeam(int gate) {
    return gateTeams[Objects.checkIndex(gate, gateTeams.length)];
  }

  /**
   * Returns the squares a gate touches: the squares its RED piece may step to.
   *
   * @param gate the gate's number
   * @return the square indices, ascending, in a new array
   * @throws IndexOutOfBoundsException if there is no such gate
   */
  public int[] gateTouches(int gate) {
    return gateTouches[Objects.checkIndex(gate, gateTouches.length)].clone();
  }

  /**
   * Returns the team whose piece starts on a square.
   *
   * @param square the square's index
   * @return the team, or empty if no piece starts there
   * @throws IndexOutOfBoundsException if there is no such square
   */
  public Optional<Team> startTeam(int square) {
    Objects.checkIndex(square, squares);
    return startTeams[square] == NONE
        ? Optional.empty()
        : Optional.of(Team.ofIndex(startTeams[square]));
  }

  /**
   * Returns the colour of the piece that starts on a square.
   *
   * @param square the square's index
   * @return the colour, or empty if no piece starts there
   * @throws IndexOutOfBoundsException if there is no such square
   */
  public Optional<FieldColor> startColor(int square) {
    Objects.checkIndex(square, squares);
    return startColors[square] == NONE
        ? Optional.empty()
        : Optional.of(FieldColor.ofIndex(startColors[square]));
  }

  /**
   * Returns the number of pieces of a team at the start: its starting squares plus its gates.
   *
   * @param team the team
   * @return the pieces, 17 in the default layout
   */
  public int teamSize(Team team) {
    return teamSizes[team.index()];
  }

  /**
   * Returns the number of RED pieces of a team: one in each of its gates.
   *
   * @param team the team
   * @return the number of its gates
   */
  public int redCount(Team team) {
    return teamGates[team.index()];
  }

  /** Returns the neighbours of a location, shared: callers must not change the array. */
  int[] neighboursOf(int location) {
    return neighbours[location];
  }

  /** Returns the colour ordinal of a square. */
  int colorOrdinal(int square) {
    return squareColors[square];
  }

  int startTeamOrdinal(int square) {
    return startTeams[square];
  }

  int startColorOrdinal(int square) {
    return startColors[square];
  }

  int locationCount() {
    return names.length;
  }

  private static int[] squareNeighbours(int square, int columns, int rows) {
    int column = square % columns;
    int row = square / columns;
    int[] found = new int[8];
    int count = 0;
    for (int dr = -1; dr <= 1; dr++) {
      for (int dc = -1; dc <= 1; dc++) {
        int c = column + dc;
        int r = row + dr;
        if ((dc != 0 || dr != 0) && c >= 0 && c < columns && r >= 0 && r < rows) {
          found[count++] = r * columns + c;
        }
      }
    }
    return Arrays.copyOf(found, count);
  }

  static String squareName(int square, int columns) {
    return "" + (char) ('a' + square % columns) + (square / columns + 1);
  }

  private static String write(int columns, int rows, byte[] squareColors, String[] gateNames,
      Team[] gateTeams, int[][] gateTouches, int[] startTeams, int[] startColors, String[] names) {
    int squares = columns * rows;
    StringBuilder out = new StringBuilder();
    out.append("size ").append(columns).append('x').append(rows).append('\n');
    for (int row = rows - 1; row >= 0; row--) {
      out.append("row ").append(row + 1);
      for (int column = 0; column < columns; column++) {
        out.append(' ').append(FieldColor.ofIndex(squareColors[row * columns + column]).letter());
      }
      out.append('\n');
    }
    for (int gate = 0; gate < gateNames.length; gate++) {
      out.append("gate ").append(gateNames[gate]).append(' ').append(gateTeams[gate].name());
      for (int square : gateTouches[gate]) {
        out.append(' ').append(names[square]);
      }
      out.append('\n');
    }
    for (Team team : Team.values()) {
      for (int color = 1; color < FieldColor.values().length; color++) {
        StringBuilder line = new StringBuilder();
        for (int square = 0; square < squares; square++) {
          if (startTeams[square] == team.index() && startColors[square] == color) {
            line.append(' ').append(names[square]);
          }
        }
        if (line.length() > 0) {
          out.append("start ").append(team.name()).append(' ')
              .append(FieldColor.ofIndex(color).letter()).append(line).append('\n');
        }
      }
    }
    return out.toString();
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o == this || (o instanceof ColorFieldLayout other && text.equals(other.text));
  }

  @Override
  public int hashCode() {
    return text.hashCode();
  }

  /**
   * Returns the canonical layout text, which {@link #parse} reads back to an equal layout.
   *
   * @return the layout text, one statement per line
   */
  @Override
  public String toString() {
    return text;
  }

  /** Reads a layout text; one instance per text. */
  private static final class Parser {
    private final String input;
    private int columns;
    private int rows;
    private boolean sized;
    private byte[] colors = new byte[0];
    private boolean[] rowSeen = new boolean[0];
    private final List<String> gateNames = new ArrayList<>();
    private final List<Team> gateTeams = new ArrayList<>();
    private final List<int[]> gateTouches = new ArrayList<>();
    private int[] startTeams = new int[0];
    private int[] startColors = new int[0];
    /** Index of the token naming each square's start, for "taken twice" messages. */
    private final List<Token> tokens = new ArrayList<>();

    Parser(String input) {
      this.input = input;
    }

    /** A token of a line and where it starts in the input. */
    private static final class Token {
      final String text;
      final int at;

      Token(String text, int at) {
        this.text = text;
        this.at = at;
      }
    }

    ColorFieldLayout parse() {
      int lineStart = 0;
      while (lineStart <= input.length()) {
        int lineEnd = input.indexOf('\n', lineStart);
        if (lineEnd < 0) {
          lineEnd = input.length();
        }
        tokenize(lineStart, lineEnd);
        if (!tokens.isEmpty() && !tokens.get(0).text.startsWith("#")) {
          statement();
        }
        lineStart = lineEnd + 1;
      }
      return finish();
    }

    private void tokenize(int from, int to) {
      tokens.clear();
      int i = from;
      while (i < to) {
        char c = input.charAt(i);
        if (c == ' ' || c == '\t' || c == '\r') {
          i++;
          continue;
        }
        int start = i;
        while (i < to && " \t\r".indexOf(input.charAt(i)) < 0) {
          i++;
        }
        tokens.add(new Token(input.substring(start, i), start));
      }
    }

    private TextParseException fail(int at, String reason) {
      return new TextParseException(KIND, input, at, reason);
    }

    private void statement() {
      Token keyword = tokens.get(0);
      switch (keyword.text) {
        case "size" -> size();
        case "row" -> row();
        case "gate" -> gate();
        case "start" -> start();
        default -> throw fail(keyword.at, "unknown statement \"" + keyword.text
            + "\"; a line is size, row, gate or start (or a # comment)");
      }
    }

    private void size() {
      Token keyword = tokens.get(0);
      if (sized) {
        throw fail(keyword.at, "the size is given twice");
      }
      if (tokens.size() != 2) {
        throw fail(tokens.size() < 2 ? endOf(keyword) : tokens.get(2).at,
            "the size is written \"size <columns>x<rows>\", such as size 10x10");
      }
      Token size = tokens.get(1);
      int x = size.text.indexOf('x');
      int c = x > 0 ? number(size.text.substring(0, x)) : -1;
      int r = x > 0 ? number(size.text.substring(x + 1)) : -1;
      if (c < 1 || r < 1) {
        throw fail(size.at, "the size is written <columns>x<rows>, such as 10x10, not \"" + size.text + "\"");
      }
      if (c > MAX_COLUMNS) {
        throw fail(size.at, c + " columns; at most " + MAX_COLUMNS + " (letters a-z)");
      }
      if (c * (long) r > MAX_SQUARES) {
        throw fail(size.at, "a " + size.text + " board has " + c * (long) r + " squares; at most "
            + MAX_SQUARES);
      }
      sized = true;
      columns = c;
      rows = r;
      colors = new byte[c * r];
      rowSeen = new boolean[r];
      startTeams = new int[c * r];
      startColors = new int[c * r];
      Arrays.fill(startTeams, NONE);
      Arrays.fill(startColors, NONE);
    }

    private int endOf(Token token) {
      return token.at + token.text.length();
    }

    private void requireSize(Token keyword) {
      if (!sized) {
        throw fail(keyword.at, "the size line must come first");
      }
    }

    private void row() {
      Token keyword = tokens.get(0);
      requireSize(keyword);
      byte[] cs = colors;
      boolean[] seen = rowSeen;
      if (tokens.size() < 2) {
        throw fail(endOf(keyword), "expected the row number after \"row\"");
      }
      Token number = tokens.get(1);
      int row = number(number.text);
      if (row < 1 || row > rows) {
        throw fail(number.at, "no row \"" + number.text + "\"; the rows are 1 to " + rows);
      }
      if (seen[row - 1]) {
        throw fail(number.at, "row " + row + " is given twice");
      }
      seen[row - 1] = true;
      if (tokens.size() - 2 != columns) {
        int at = tokens.size() - 2 > columns ? tokens.get(2 + columns).at : endOf(tokens.get(tokens.size() - 1));
        throw fail(at, "row " + row + " has " + (tokens.size() - 2) + " colours; the board has "
            + columns + " columns");
      }
      for (int column = 0; column < columns; column++) {
        Token color = tokens.get(2 + column);
        FieldColor c = color.text.length() == 1 ? FieldColor.byLetter(color.text.charAt(0)) : null;
        if (c == null || !Character.isUpperCase(color.text.charAt(0))) {
          throw fail(color.at, "unknown colour \"" + color.text + "\"; the colours are R, G, B, Y and P");
        }
        cs[(row - 1) * columns + column] = (byte) c.index();
      }
    }

    private void requireRows(Token keyword) {
      requireSize(keyword);
      boolean[] seen = rowSeen;
      for (int row = rows; row >= 1; row--) {
        if (!seen[row - 1]) {
          throw fail(keyword.at, "row " + row + " is missing; every row comes before the gates and starts");
        }
      }
    }

    private int square(Token token) {
      int column = token.text.isEmpty() ? -1 : token.text.charAt(0) - 'a';
      int row = token.text.length() < 2 ? -1 : number(token.text.substring(1));
      if (column < 0 || column >= columns || row < 1 || row > rows) {
        throw fail(token.at, "no square \"" + token.text + "\" on the " + columns + "x" + rows
            + " board (a1-" + squareName(columns * rows - 1, columns) + ")");
      }
      return (row - 1) * columns + column;
    }

    private void gate() {
      Token keyword = tokens.get(0);
      requireRows(keyword);
      if (tokens.size() < 3) {
        throw fail(endOf(tokens.get(tokens.size() - 1)),
            "a gate is written \"gate <name> FULL|EMPTY <squares it touches>\"");
      }
      Token name = tokens.get(1);
      if (!name.text.matches("[a-z][0-9]{1,3}")) {
        throw fail(name.at, "a gate's name is a letter and a number, such as b0, not \"" + name.text + "\"");
      }
      int column = name.text.charAt(0) - 'a';
      int row = number(name.text.substring(1));
      if (column < columns && row >= 1 && row <= rows) {
        throw fail(name.at, "gate " + name.text + " has the name of a square");
      }
      if (gateNames.contains(name.text)) {
        throw fail(name.at, "gate " + name.text + " is given twice");
      }
      if (gateNames.size() == MAX_GATES) {
        throw fail(name.at, "more than " + MAX_GATES + " gates");
      }
      Token teamToken = tokens.get(2);
      Team team = Team.byName(teamToken.text);
      if (team == null) {
        throw fail(teamToken.at, "unknown team \"" + teamToken.text + "\"; the teams are FULL and EMPTY");
      }
      if (tokens.size() == 3) {
        throw fail(endOf(teamToken), "gate " + name.text + " touches no square");
      }
      boolean[] touched = new boolean[columns * rows];
      for (int i = 3; i < tokens.size(); i++) {
        int square = square(tokens.get(i));
        if (touched[square]) {
          throw fail(tokens.get(i).at, "gate " + name.text + " names " + tokens.get(i).text + " twice");
        }
        touched[square] = true;
      }
      int[] touches = new int[tokens.size() - 3];
      int n = 0;
      for (int square = 0; square < touched.length; square++) {
        if (touched[square]) {
          touches[n++] = square;
        }
      }
      gateNames.add(name.text);
      gateTeams.add(team);
      gateTouches.add(touches);
    }

    private void start() {
      Token keyword = tokens.get(0);
      requireRows(keyword);
      byte[] cs = colors;
      int[] teams = startTeams;
      int[] pieceColors = startColors;
      if (tokens.size() < 4) {
        throw fail(endOf(tokens.get(tokens.size() - 1)),
            "a start line is written \"start FULL|EMPTY <colour> <squares>\"");
      }
      Token teamToken = tokens.get(1);
      Team team = Team.byName(teamToken.text);
      if (team == null) {
        throw fail(teamToken.at, "unknown team \"" + teamToken.text + "\"; the teams are FULL and EMPTY");
      }
      Token colorToken = tokens.get(2);
      FieldColor color =
          colorToken.text.length() == 1 && Character.isUpperCase(colorToken.text.charAt(0))
              ? FieldColor.byLetter(colorToken.text.charAt(0))
              : null;
      if (color == null) {
        throw fail(colorToken.at, "unknown colour \"" + colorToken.text + "\"; the colours are R, G, B, Y and P");
      }
      if (color == FieldColor.RED) {
        throw fail(colorToken.at, "RED pieces start in their team's gates, not on squares");
      }
      for (int i = 3; i < tokens.size(); i++) {
        Token token = tokens.get(i);
        int square = square(token);
        if (cs[square] == FieldColor.RED.index()) {
          throw fail(token.at, "start " + token.text + " is a castle square");
        }
        if (teams[square] != NONE) {
          throw fail(token.at, "square " + token.text + " is a starting square twice");
        }
        teams[square] = team.index();
        pieceColors[square] = color.index();
      }
    }

    private ColorFieldLayout finish() {
      int end = input.length();
      if (!sized) {
        throw fail(end, "no size line: a layout starts with \"size <columns>x<rows>\"");
      }
      boolean[] seen = rowSeen;
      for (int row = rows; row >= 1; row--) {
        if (!seen[row - 1]) {
          throw fail(end, "row " + row + " is missing");
        }
      }
      boolean castle = false;
      for (byte c : colors) {
        castle |= c == FieldColor.RED.index();
      }
      if (!castle) {
        throw fail(end, "the board has no castle: no square is R");
      }
      int[] teams = startTeams;
      int[] sizes = new int[2];
      int[] gates = new int[2];
      for (int t : teams) {
        if (t != NONE) {
          sizes[t]++;
        }
      }
      for (Team t : gateTeams) {
        gates[t.index()]++;
        sizes[t.index()]++;
      }
      for (Team t : Team.values()) {
        if (gates[t.index()] == 0) {
          throw fail(end, "team " + t + " has no gate, so no RED piece");
        }
      }
      if (sizes[0] != sizes[1]) {
        throw fail(end, "team sizes differ: FULL has " + sizes[0] + " pieces, EMPTY " + sizes[1]
            + " (starting squares plus gates)");
      }
      return new ColorFieldLayout(columns, rows, colors, gateNames, gateTeams, gateTouches, teams,
          startColors);
    }

    /** Reads a decimal number without sign or leading zero, or returns -1. */
    private static int number(String text) {
      if (text.isEmpty() || text.length() > 4 || (text.length() > 1 && text.charAt(0) == '0')) {
        return text.equals("0") ? 0 : -1;
      }
      int value = 0;
      for (int i = 0; i < text.length(); i++) {
        char c = text.charAt(i);
        if (c < '0' || c > '9') {
          return -1;
        }
        value = value * 10 + c - '0';
      }
      return value;
    }
  }
}
