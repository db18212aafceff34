package io.github.boardrules.colorfield;

import io.github.boardrules.core.TextParseException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A colour-field board as data: its squares (on a grid of cells, with holes, and with squares of
 * several cells), the colour of every square, the castle, the gates with the team each belongs to
 * and the squares each touches, and the starting squares with the colours of the pieces on them.
 * The RED pieces start in their team's gates, one in each. Nothing about the board is in the code:
 * the number of squares, of colours and of gates, the castle and the neighbours all come from the
 * layout text.
 *
 * <h2>The layout text</h2>
 *
 * <p>One statement per line; blank lines and lines starting with {@code #} are ignored, and tokens
 * are separated by spaces. The statements come in this order: {@code size}, the {@code row}s,
 * any {@code merge}s, at most one {@code castle}, then {@code gate}s and {@code start}s in any
 * order.
 *
 * <pre>
 * size 6x6                    the grid: columns x rows (1-26 columns, letters a-z; 1-999 rows)
 * row 6 . G B Y P .           a row's cells from column a: a colour letter, or . for a hole
 * row 5 G B Y P G B           (every row exactly once)
 * row 4 Y P R R B G
 * row 3 B G R R Y P
 * row 2 P Y G B P Y
 * row 1 . B P G Y .
 * merge c3 d3 c4 d4           one square of several cells: a filled rectangle of one colour,
 *                             named after its lowest cell (c3)
 * castle c3                   the castle's squares (red); without this line, every R square
 * gate c0 FULL                a gate: its name, its team, and the squares it touches; without
 * gate d0 FULL c1 d1 e1       squares, those beside the place its name gives (c0: b1 c1 d1)
 * gate d7 EMPTY
 * gate c7 EMPTY b6 c6 d6
 * start FULL B b1             a team's starting squares for pieces of one colour (not R)
 * start FULL P c1
 * start EMPTY G b6
 * start EMPTY B c6
 * </pre>
 *
 * <ul>
 *   <li><b>Squares.</b> The grid has {@code columns x rows} cells, named like chess squares:
 *       column letters from {@code a} at the left, row numbers from {@code 1} at the bottom. A
 *       cell is a square of the board, part of a merged square, or a hole ({@code .}); holes
 *       make boards of any shape. A square's name is the name of its lowest cell (the first in
 *       the order a1, b1, ..., a2, ...); square indices follow that order, from 0, so on a full
 *       rectangle square {@code (column, row)} is {@code row * columns + column}.
 *   <li><b>Colours.</b> A colour is a letter {@code A}–{@code Z} ({@link FieldColor}); the layout's
 *       colours are those of its squares, in {@link FieldColor}'s order, RED first. {@code R}
 *       is red, the colour of the castle and of the gates' pieces. There may be any number of
 *       colours.
 *   <li><b>Neighbours.</b> Two squares are neighbours when they touch, corners included (the
 *       rules: "corners touch too"): when a cell of one is one of the eight cells around a cell
 *       of the other. A square of four cells in the middle of the board has twelve neighbours;
 *       a hole separates the squares on its two sides.
 *   <li><b>Castle.</b> The squares listed on the {@code castle} line, every one red; without the
 *       line, all the red squares. A RED piece that steps onto any of them wins. The castle may
 *       be one merged square, such as the 2x2 centre of an even board.
 *   <li><b>Gates.</b> A gate is not a square: it is a place beside the board, named by a letter
 *       and a number that is not a cell of the board ({@code b0} below {@code b1}, {@code f11}
 *       above {@code f10} of a 10-row board). It belongs to a team and touches squares, which
 *       its RED piece may step to. The rules put the gates "at the edge of the field", so every
 *       square a gate touches must be on the board's edge: a square with a cell that touches,
 *       corners included, a cell outside the board (beyond the grid, or a hole that is open to
 *       it; a hole enclosed by squares is inside). Without squares on its line, a gate touches
 *       the squares around the cell its name gives, which must lie outside the board.
 *   <li><b>Starts.</b> A {@code start} line gives a team's pieces of one colour, each on a
 *       square; a start is never on the castle, and no square holds two.
 * </ul>
 *
 * <p>Reading validates the layout and names what is wrong, with the index of the offending token:
 * an unknown colour, a row given twice or missing, a merged square that is not a filled rectangle
 * of one colour, a castle square that is not red, no castle, a gate off the edge or touching no
 * square, a start on the castle or on a square taken twice, a team without a gate, team sizes
 * that differ, and so on. <b>Decision (the library's):</b> every team has at least one gate and
 * as many pieces as the other; the RED pieces are exactly the gates' pieces, so a {@code start}
 * line never names RED; the colour of a starting piece is one of the board's colours.
 *
 * <pre>{@code
 * ColorFieldLayout layout = ColorFieldLayout.standard();   // the library's provisional layout
 * ColorFieldLayout mine = ColorFieldLayout.parse(text);    // TextParseException if invalid
 * mine.toString();                                          // the canonical text; parses back
 * }</pre>
 *
 * <p>{@link #toString()} is the canonical text: every row, the merges, the {@code castle} line,
 * each gate with the squares it touches, and the starts by team and colour. It reads back to an
 * equal layout.
 *
 * <p>{@link #standard()} is the library's own, provisional layout: the published board of "Castle
 * of Mind" could not be found, so this one was designed for the library (see the module
 * documentation). Instances are immutable and thread-safe; equal layouts have equal canonical
 * texts.
 */
public final class ColorFieldLayout {
  /** The most columns a board may have: one letter each. */
  public static final int MAX_COLUMNS = 26;

  /** The most rows a board may have. */
  public static final int MAX_ROWS = 999;

  static final int NONE = -1;
  /** The index of RED among every layout's colours. */
  static final int RED = 0;

  private static final String KIND = "layout";
  private static final String STANDARD_RESOURCE = "standard.layout";

  private final int columns;
  private final int rows;
  private final int squares;
  /** For each cell ({@code row * columns + column}): the square covering it, or {@link #NONE}. */
  private final int[] cellSquare;
  /** For each square: its lowest cell, the one that names it. */
  private final int[] squareCell;
  private final int[] squareWidth;
  private final int[] squareHeight;
  /** The layout's colours, RED first. */
  private final FieldColor[] colors;
  /** Colour index (into {@link #colors}) of each square. */
  private final int[] squareColors;
  private final boolean[] castle;
  private final boolean[] edge;
  private final String[] gateNames;
  private final Team[] gateTeams;
  /** Squares each gate touches, ascending. */
  private final int[][] gateTouches;
  /** For each square: the team ordinal starting there, or {@link #NONE}. */
  private final int[] startTeams;
  /** For each square: the colour index of the piece starting there, or {@link #NONE}. */
  private final int[] startColors;
  /** Names of the squares then the gates. */
  private final String[] names;
  /** Every location by name, and the other cells of merged squares by theirs. */
  private final Map<String, Integer> indexByName;
  /** Each location's neighbours, ascending: the squares around a square; a gate's squares. */
  private final int[][] neighbours;
  private final String text;
  /** Per team: pieces at the start, and gates (its RED pieces). */
  private final int[] teamSizes = new int[2];
  private final int[] teamGates = new int[2];

  private ColorFieldLayout(Parser p) {
    this.columns = p.columns;
    this.rows = p.rows;
    this.cellSquare = p.cellSquare;
    this.squares = p.squareCells.size();
    this.squareCell = new int[squares];
    this.squareWidth = new int[squares];
    this.squareHeight = new int[squares];
    for (int s = 0; s < squares; s++) {
      int[] cells = p.squareCells.get(s);
      squareCell[s] = cells[0];
      squareWidth[s] = cells[cells.length - 1] % columns - cells[0] % columns + 1;
      squareHeight[s] = cells[cells.length - 1] / columns - cells[0] / columns + 1;
    }
    this.colors = p.colors.toArray(new FieldColor[0]);
    this.squareColors = new int[squares];
    for (int s = 0; s < squares; s++) {
      squareColors[s] = p.colors.indexOf(FieldColor.ofLetter(p.cellLetters[squareCell[s]]));
    }
    this.castle = p.castle.clone();
    this.edge = p.edge;
    this.gateNames = p.gateNames.toArray(new String[0]);
    this.gateTeams = p.gateTeams.toArray(new Team[0]);
    this.gateTouches = p.gateTouches.toArray(new int[0][]);
    this.startTeams = p.startTeams;
    this.startColors = new int[squares];
    for (int s = 0; s < squares; s++) {
      startColors[s] = p.startColors[s] == null
          ? NONE
          : p.colors.indexOf(Objects.requireNonNull(p.startColors[s]));
    }
    this.names = new String[squares + gateNames.length];
    Map<String, Integer> byName = new HashMap<>();
    for (int cell = 0; cell < cellSquare.length; cell++) {
      if (cellSquare[cell] != NONE) {
        byName.put(cellName(cell, columns), cellSquare[cell]);
      }
    }
    for (int s = 0; s < squares; s++) {
      names[s] = cellName(squareCell[s], columns);
    }
    for (int g = 0; g < gateNames.length; g++) {
      names[squares + g] = gateNames[g];
      byName.put(gateNames[g], squares + g);
    }
    this.indexByName = Collections.unmodifiableMap(byName);
    this.neighbours = new int[names.length][];
    for (int s = 0; s < squares; s++) {
      neighbours[s] = squareNeighbours(p.squareCells.get(s), cellSquare, columns, rows);
    }
    for (int g = 0; g < gateNames.length; g++) {
      neighbours[squares + g] = gateTouches[g].clone();
    }
    for (int t : startTeams) {
      if (t != NONE) {
        teamSizes[t]++;
      }
    }
    for (Team t : gateTeams) {
      teamSizes[t.index()]++;
      teamGates[t.index()]++;
    }
    this.text = write(p);
  }

  /**
   * Returns the library's default layout, read from the module's resource {@code
   * standard.layout}: 10x10 squares, the castle the four squares {@code e5 f5 e6 f6}, FULL's gates
   * {@code b0 e0 h0} below row 1, EMPTY's gates {@code i11 f11 c11} above row 10. It is the
   * library's own, provisional layout, not the published board.
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
   * Returns the number of columns of the grid.
   *
   * @return the columns, 1 to 26
   */
  public int columns() {
    return columns;
  }

  /**
   * Returns the number of rows of the grid.
   *
   * @return the rows, 1 to {@value #MAX_ROWS}
   */
  public int rows() {
    return rows;
  }

  /**
   * Returns the number of squares: the grid's cells less the holes, a merged square counted once.
   * Squares are numbered from 0 in the order of the cells that name them (a1, b1, ..., a2, ...).
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
   * Returns the square covering a cell of the grid.
   *
   * @param column the column, from 0 at the left
   * @param row the row, from 0 at the bottom
   * @return the square's index, or -1 for a hole or a cell off the grid
   */
  public int squareAt(int column, int row) {
    if (column < 0 || column >= columns || row < 0 || row >= rows) {
      return NONE;
    }
    return cellSquare[row * columns + column];
  }

  /**
   * Returns the column of a square's lowest, leftmost cell (the cell that names it).
   *
   * @param square the square's index
   * @return the column, from 0 at the left
   * @throws IndexOutOfBoundsException if there is no such square
   */
  public int column(int square) {
    return squareCell[Objects.checkIndex(square, squares)] % columns;
  }

  /**
   * Returns the row of a square's lowest, leftmost cell (the cell that names it).
   *
   * @param square the square's index
   * @return the row, from 0 at the bottom
   * @throws IndexOutOfBoundsException if there is no such square
   */
  public int row(int square) {
    return squareCell[Objects.checkIndex(square, squares)] / columns;
  }

  /**
   * Returns how many columns of cells a square covers: 1 but for merged squares.
   *
   * @param square the square's index
   * @return the width in cells
   * @throws IndexOutOfBoundsException if there is no such square
   */
  public int width(int square) {
    return squareWidth[Objects.checkIndex(square, squares)];
  }

  /**
   * Returns how many rows of cells a square covers: 1 but for merged squares.
   *
   * @param square the square's index
   * @return the height in cells
   * @throws IndexOutOfBoundsException if there is no such square
   */
  public int height(int square) {
    return squareHeight[Objects.checkIndex(square, squares)];
  }

  /**
   * Returns the colours of the layout: those of its squares, RED first, then in {@link
   * FieldColor}'s order.
   *
   * @return the colours, an unmodifiable list
   */
  public List<FieldColor> colors() {
    return List.of(colors);
  }

  /**
   * Returns the colour of a square.
   *
   * @param square the square's index
   * @return its colour; the castle's squares are {@link FieldColor#RED}
   * @throws IndexOutOfBoundsException if there is no such square
   */
  public FieldColor color(int square) {
    return colors[squareColors[Objects.checkIndex(square, squares)]];
  }

  /**
   * Tells whether a square belongs to the castle.
   *
   * @param square the square's index
   * @return true for a castle square
   * @throws IndexOutOfBoundsException if there is no such square
   */
  public boolean isCastle(int square) {
    return castle[Objects.checkIndex(square, squares)];
  }

  /**
   * Tells whether a square is on the board's edge: one of its cells touches, corners included, a
   * cell outside the board. Only edge squares may be touched by gates.
   *
   * @param square the square's index
   * @return true for an edge square
   * @throws IndexOutOfBoundsException if there is no such square
   */
  public boolean isEdge(int square) {
    return edge[Objects.checkIndex(square, squares)];
  }

  /**
   * Returns the neighbours of a location: for a square, the squares that touch it, corners
   * included; for a gate, the squares it touches. They are the places a piece there may step to,
   * occupancy and colours aside.
   *
   * @param location a square index, or {@code squareCount()} plus a gate number
   * @return the square indices, ascending, in a new array
   * @throws IndexOutOfBoundsException if there is no such location
   */
  public int[] neighbours(int location) {
    return neighbours[Objects.checkIndex(location, names.length)].clone();
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
   * Returns the index of a named square or gate. Any cell of a merged square names it.
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
        : Optional.of(colors[startColors[square]]);
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

  /** Returns the number of colours. */
  int colorCount() {
    return colors.length;
  }

  /** Returns the colour with an index of {@link #colors}. */
  FieldColor colorAt(int index) {
    return colors[index];
  }

  /** Returns the index of a colour among the layout's, or -1. */
  int colorIndex(FieldColor color) {
    for (int i = 0; i < colors.length; i++) {
      if (colors[i] == color) {
        return i;
      }
    }
    return NONE;
  }

  /** Returns the colour index of a square. */
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

  /** Returns the square covering a cell, or {@link #NONE} for a hole. */
  int cellSquare(int cell) {
    return cellSquare[cell];
  }

  /** Returns the cell that names a square. */
  int squareCell(int square) {
    return squareCell[square];
  }

  /** The squares around the cells of one square, ascending. */
  private static int[] squareNeighbours(int[] cells, int[] cellSquare, int columns, int rows) {
    int self = cellSquare[cells[0]];
    TreeSet<Integer> found = new TreeSet<>();
    for (int cell : cells) {
      int column = cell % columns;
      int row = cell / columns;
      for (int dr = -1; dr <= 1; dr++) {
        for (int dc = -1; dc <= 1; dc++) {
          int c = column + dc;
          int r = row + dr;
          int s = c >= 0 && c < columns && r >= 0 && r < rows ? cellSquare[r * columns + c] : NONE;
          if (s != NONE && s != self) {
            found.add(s);
          }
        }
      }
    }
    return found.stream().mapToInt(Integer::intValue).toArray();
  }

  static String cellName(int cell, int columns) {
    return "" + (char) ('a' + cell % columns) + (cell / columns + 1);
  }

  /** Writes the canonical text of a layout from what the parser read. */
  private static String write(Parser p) {
    int columns = p.columns;
    List<int[]> squareCells = p.squareCells;
    StringBuilder out = new StringBuilder();
    out.append("size ").append(columns).append('x').append(p.rows).append('\n');
    for (int row = p.rows - 1; row >= 0; row--) {
      out.append("row ").append(row + 1);
      for (int column = 0; column < columns; column++) {
        char letter = p.cellLetters[row * columns + column];
        out.append(' ').append(letter == 0 ? '.' : letter);
      }
      out.append('\n');
    }
    for (int[] cells : squareCells) {
      if (cells.length > 1) {
        out.append("merge");
        for (int cell : cells) {
          out.append(' ').append(cellName(cell, columns));
        }
        out.append('\n');
      }
    }
    out.append("castle");
    for (int s = 0; s < squareCells.size(); s++) {
      if (p.castle[s]) {
        out.append(' ').append(cellName(squareCells.get(s)[0], columns));
      }
    }
    out.append('\n');
    for (int gate = 0; gate < p.gateNames.size(); gate++) {
      out.append("gate ").append(p.gateNames.get(gate)).append(' ').append(p.gateTeams.get(gate).name());
      for (int square : p.gateTouches.get(gate)) {
        out.append(' ').append(cellName(squareCells.get(square)[0], columns));
      }
      out.append('\n');
    }
    for (Team team : Team.values()) {
      for (FieldColor color : p.colors) {
        StringBuilder line = new StringBuilder();
        for (int square = 0; square < squareCells.size(); square++) {
          if (p.startTeams[square] == team.index() && p.startColors[square] == color) {
            line.append(' ').append(cellName(squareCells.get(square)[0], columns));
          }
        }
        if (line.length() > 0) {
          out.append("start ").append(team.name()).append(' ')
              .append(color.letter()).append(line).append('\n');
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
    /** What the parser expects next: the statements come in this order. */
    private enum Stage { SIZE, ROWS, MERGES, CASTLE, PIECES }

    private final String input;
    private Stage stage = Stage.SIZE;
    private int columns;
    private int rows;
    /** Colour letter of each cell, or 0 for a hole. */
    private char[] cellLetters = new char[0];
    private boolean[] rowSeen = new boolean[0];
    /** Merge group of each cell, or {@link #NONE}. */
    private int[] cellMerge = new int[0];
    private int merges;
    // Made when the board is complete (at the first castle, gate or start line, or the end).
    private int[] cellSquare = new int[0];
    private final List<int[]> squareCells = new ArrayList<>();
    private final List<FieldColor> colors = new ArrayList<>();
    private boolean[] edge = new boolean[0];
    /** Cells of the padded grid (one more all round) that lie outside the board. */
    private boolean[] outside = new boolean[0];
    private boolean[] castle = new boolean[0];
    private boolean castleGiven;
    private final List<String> gateNames = new ArrayList<>();
    private final List<Team> gateTeams = new ArrayList<>();
    private final List<int[]> gateTouches = new ArrayList<>();
    private int[] startTeams = new int[0];
    private @Nullable FieldColor[] startColors = new @Nullable FieldColor[0];
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
        case "merge" -> merge();
        case "castle" -> castle();
        case "gate" -> gate();
        case "start" -> start();
        default -> throw fail(keyword.at, "unknown statement \"" + keyword.text
            + "\"; a line is size, row, merge, castle, gate or start (or a # comment)");
      }
    }

    private void size() {
      Token keyword = tokens.get(0);
      if (stage != Stage.SIZE) {
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
      if (r > MAX_ROWS) {
        throw fail(size.at, r + " rows; at most " + MAX_ROWS);
      }
      stage = Stage.ROWS;
      columns = c;
      rows = r;
      cellLetters = new char[c * r];
      rowSeen = new boolean[r];
      cellMerge = new int[c * r];
      Arrays.fill(cellMerge, NONE);
    }

    private int endOf(Token token) {
      return token.at + token.text.length();
    }

    private void requireSize(Token keyword) {
      if (stage == Stage.SIZE) {
        throw fail(keyword.at, "the size line must come first");
      }
    }

    private void row() {
      Token keyword = tokens.get(0);
      requireSize(keyword);
      if (stage != Stage.ROWS) {
        throw fail(keyword.at, "the rows come before merge, castle, gate and start lines");
      }
      if (tokens.size() < 2) {
        throw fail(endOf(keyword), "expected the row number after \"row\"");
      }
      Token number = tokens.get(1);
      int row = number(number.text);
      if (row < 1 || row > rows) {
        throw fail(number.at, "no row \"" + number.text + "\"; the rows are 1 to " + rows);
      }
      if (rowSeen[row - 1]) {
        throw fail(number.at, "row " + row + " is given twice");
      }
      rowSeen[row - 1] = true;
      if (tokens.size() - 2 != columns) {
        int at = tokens.size() - 2 > columns ? tokens.get(2 + columns).at : endOf(tokens.get(tokens.size() - 1));
        throw fail(at, "row " + row + " has " + (tokens.size() - 2) + " colours; the board has "
            + columns + " columns");
      }
      for (int column = 0; column < columns; column++) {
        Token color = tokens.get(2 + column);
        char c = color.text.length() == 1 ? color.text.charAt(0) : ' ';
        if (c == '.') {
          cellLetters[(row - 1) * columns + column] = 0;
        } else if (c >= 'A' && c <= 'Z') {
          cellLetters[(row - 1) * columns + column] = c;
        } else {
          throw fail(color.at, "unknown colour \"" + color.text
              + "\"; a cell is a colour letter A to Z (R is red), or . for a hole");
        }
      }
    }

    private void requireRows(Token keyword) {
      requireSize(keyword);
      for (int row = rows; row >= 1; row--) {
        if (!rowSeen[row - 1]) {
          throw fail(keyword.at, "row " + row + " is missing; every row comes before the merges, castle, gates and starts");
        }
      }
    }

    /** Reads a cell name of the grid, or returns {@link #NONE}. */
    private int cellOf(String name) {
      if (name.length() < 2 || name.charAt(0) < 'a' || name.charAt(0) > 'z') {
        return NONE;
      }
      int column = name.charAt(0) - 'a';
      int row = number(name.substring(1));
      return column < columns && row >= 1 && row <= rows ? (row - 1) * columns + column : NONE;
    }

    private String grid() {
      return columns + "x" + rows + " board (a1-" + cellName(columns * rows - 1, columns) + ")";
    }

    private void merge() {
      Token keyword = tokens.get(0);
      requireRows(keyword);
      if (stage.compareTo(Stage.MERGES) > 0) {
        throw fail(keyword.at, "merge lines come before the castle, gate and start lines");
      }
      stage = Stage.MERGES;
      if (tokens.size() < 3) {
        throw fail(endOf(tokens.get(tokens.size() - 1)),
            "a merge is written \"merge <cells>\" with two cells or more, such as merge e5 f5 e6 f6");
      }
      int group = merges++;
      int low = Integer.MAX_VALUE;
      int high = -1;
      int left = Integer.MAX_VALUE;
      int right = -1;
      int first = NONE;
      for (int i = 1; i < tokens.size(); i++) {
        Token token = tokens.get(i);
        int cell = cellOf(token.text);
        if (cell == NONE) {
          throw fail(token.at, "no cell \"" + token.text + "\" on the " + grid());
        }
        if (cellLetters[cell] == 0) {
          throw fail(token.at, token.text + " is a hole");
        }
        if (cellMerge[cell] == group) {
          throw fail(token.at, "this merge names " + token.text + " twice");
        }
        if (cellMerge[cell] != NONE) {
          throw fail(token.at, token.text + " is merged twice");
        }
        if (first == NONE) {
          first = cell;
        } else if (cellLetters[cell] != cellLetters[first]) {
          throw fail(token.at, token.text + " is " + cellLetters[cell] + " but " + tokens.get(1).text
              + " is " + cellLetters[first] + ": a merged square has one colour");
        }
        cellMerge[cell] = group;
        low = Math.min(low, cell / columns);
        high = Math.max(high, cell / columns);
        left = Math.min(left, cell % columns);
        right = Math.max(right, cell % columns);
      }
      int area = (high - low + 1) * (right - left + 1);
      if (area != tokens.size() - 1) {
        throw fail(keyword.at, "the cells of a merged square must fill a rectangle: "
            + cellName(low * columns + left, columns) + " to " + cellName(high * columns + right, columns)
            + " has " + area + " cells, not " + (tokens.size() - 1));
      }
    }

    /** Makes the squares from the rows and merges; once, when the board is complete. */
    private void buildBoard(Token keyword) {
      requireRows(keyword);
      if (stage.compareTo(Stage.CASTLE) >= 0) {
        return;
      }
      stage = Stage.CASTLE;
      cellSquare = new int[columns * rows];
      Arrays.fill(cellSquare, NONE);
      int[] groupSquare = new int[merges];
      Arrays.fill(groupSquare, NONE);
      List<List<Integer>> cells = new ArrayList<>();
      TreeSet<FieldColor> found = new TreeSet<>();
      for (int cell = 0; cell < cellSquare.length; cell++) {
        if (cellLetters[cell] == 0) {
          continue;
        }
        found.add(FieldColor.ofLetter(cellLetters[cell]));
        int group = cellMerge[cell];
        int square = group == NONE ? NONE : groupSquare[group];
        if (square == NONE) {
          square = cells.size();
          cells.add(new ArrayList<>());
          if (group != NONE) {
            groupSquare[group] = square;
          }
        }
        cellSquare[cell] = square;
        cells.get(square).add(cell);
      }
      for (List<Integer> c : cells) {
        squareCells.add(c.stream().mapToInt(Integer::intValue).toArray());
      }
      colors.add(FieldColor.RED);
      for (FieldColor color : found) {
        if (color != FieldColor.RED) {
          colors.add(color);
        }
      }
      int squares = squareCells.size();
      castle = new boolean[squares];
      startTeams = new int[squares];
      Arrays.fill(startTeams, NONE);
      startColors = new @Nullable FieldColor[squares];
      findEdge();
    }

    /**
     * Marks the cells outside the board — beyond the grid, and holes open to it through other
     * holes, side by side — and the squares that touch one, corners included.
     */
    private void findEdge() {
      int width = columns + 2;
      int height = rows + 2;
      outside = new boolean[width * height];
      ArrayDeque<Integer> queue = new ArrayDeque<>();
      for (int c = 0; c < width; c++) {
        for (int r = 0; r < height; r++) {
          if (c == 0 || r == 0 || c == width - 1 || r == height - 1) {
            outside[r * width + c] = true;
            queue.add(r * width + c);
          }
        }
      }
      while (!queue.isEmpty()) {
        int at = queue.poll();
        int c = at % width;
        int r = at / width;
        int[][] sides = {{c - 1, r}, {c + 1, r}, {c, r - 1}, {c, r + 1}};
        for (int[] side : sides) {
          if (side[0] < 1 || side[0] > columns || side[1] < 1 || side[1] > rows) {
            continue;
          }
          int next = side[1] * width + side[0];
          if (!outside[next] && cellLetters[(side[1] - 1) * columns + side[0] - 1] == 0) {
            outside[next] = true;
            queue.add(next);
          }
        }
      }
      edge = new boolean[squareCells.size()];
      for (int cell = 0; cell < cellSquare.length; cell++) {
        int square = cellSquare[cell];
        if (square == NONE) {
          continue;
        }
        int c = cell % columns + 1;
        int r = cell / columns + 1;
        for (int dr = -1; dr <= 1; dr++) {
          for (int dc = -1; dc <= 1; dc++) {
            if (outside[(r + dr) * width + c + dc]) {
              edge[square] = true;
            }
          }
        }
      }
    }

    /** Reads the name of a square, as the cell that names it. */
    private int square(Token token) {
      int cell = cellOf(token.text);
      if (cell == NONE) {
        throw fail(token.at, "no square \"" + token.text + "\" on the " + grid());
      }
      int square = cellSquare[cell];
      if (square == NONE) {
        throw fail(token.at, token.text + " is a hole, not a square");
      }
      int named = squareCells.get(square)[0];
      if (named != cell) {
        throw fail(token.at, token.text + " is part of the merged square "
            + cellName(named, columns) + "; name it " + cellName(named, columns));
      }
      return square;
    }

    private void castle() {
      Token keyword = tokens.get(0);
      if (castleGiven) {
        throw fail(keyword.at, "the castle is given twice");
      }
      if (stage == Stage.PIECES) {
        throw fail(keyword.at, "the castle line comes before the gate and start lines");
      }
      buildBoard(keyword);
      castleGiven = true;
      if (tokens.size() < 2) {
        throw fail(endOf(keyword), "a castle is written \"castle <squares>\", such as castle e5 f5 e6 f6");
      }
      for (int i = 1; i < tokens.size(); i++) {
        Token token = tokens.get(i);
        int square = square(token);
        if (castle[square]) {
          throw fail(token.at, "the castle names " + token.text + " twice");
        }
        char letter = cellLetters[squareCells.get(square)[0]];
        if (letter != 'R') {
          throw fail(token.at, "castle square " + token.text + " is " + letter
              + ", not R: the castle is red");
        }
        castle[square] = true;
      }
    }

    /** Makes the castle the red squares when no castle line was given; starts the pieces. */
    private void startPieces(Token keyword) {
      buildBoard(keyword);
      if (stage == Stage.CASTLE) {
        stage = Stage.PIECES;
        if (!castleGiven) {
          for (int s = 0; s < squareCells.size(); s++) {
            castle[s] = cellLetters[squareCells.get(s)[0]] == 'R';
          }
        }
      }
    }

    private void gate() {
      Token keyword = tokens.get(0);
      startPieces(keyword);
      if (tokens.size() < 3) {
        throw fail(endOf(tokens.get(tokens.size() - 1)),
            "a gate is written \"gate <name> FULL|EMPTY [<squares it touches>]\"");
      }
      Token name = tokens.get(1);
      if (!name.text.matches("[a-z][0-9]{1,4}")) {
        throw fail(name.at, "a gate's name is a letter and a number, such as b0, not \"" + name.text + "\"");
      }
      int column = name.text.charAt(0) - 'a';
      int row = number(name.text.substring(1));
      int cell = cellOf(name.text);
      if (cell != NONE && cellSquare[cell] != NONE) {
        throw fail(name.at, "gate " + name.text + " has the name of a square");
      }
      // Where the name puts the gate on the grid with a ring of cells around it, if anywhere.
      int width = columns + 2;
      boolean placed = row >= 0 && column <= columns && row <= rows + 1;
      if (placed && !outside[row * width + column + 1]) {
        throw fail(name.at, "gate " + name.text + " lies in a hole inside the board, not at its edge");
      }
      if (gateNames.contains(name.text)) {
        throw fail(name.at, "gate " + name.text + " is given twice");
      }
      Token teamToken = tokens.get(2);
      Team team = Team.byName(teamToken.text);
      if (team == null) {
        throw fail(teamToken.at, "unknown team \"" + teamToken.text + "\"; the teams are FULL and EMPTY");
      }
      boolean[] touched = new boolean[squareCells.size()];
      int count = 0;
      if (tokens.size() == 3) {
        // The squares around the gate's place.
        for (int dr = -1; placed && dr <= 1; dr++) {
          for (int dc = -1; dc <= 1; dc++) {
            int c = column + dc;
            int r = row + dr - 1;
            int s = c >= 0 && c < columns && r >= 0 && r < rows ? cellSquare[r * columns + c] : NONE;
            if (s != NONE && !touched[s]) {
              touched[s] = true;
              count++;
            }
          }
        }
        if (count == 0) {
          throw fail(endOf(teamToken), "gate " + name.text + " touches no square: list the squares"
              + " it touches, or name it after a place beside the board (such as b0 below b1)");
        }
      }
      for (int i = 3; i < tokens.size(); i++) {
        Token token = tokens.get(i);
        int square = square(token);
        if (touched[square]) {
          throw fail(token.at, "gate " + name.text + " names " + token.text + " twice");
        }
        if (!edge[square]) {
          throw fail(token.at, "gate " + name.text + " touches " + token.text
              + ", which is not at the board's edge (gates lie at the edge of the field)");
        }
        touched[square] = true;
        count++;
      }
      int[] touches = new int[count];
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
      startPieces(keyword);
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
        throw fail(colorToken.at, "unknown colour \"" + colorToken.text + "\"; a colour is a letter A to Z");
      }
      if (color == FieldColor.RED) {
        throw fail(colorToken.at, "RED pieces start in their team's gates, not on squares");
      }
      if (!colors.contains(color)) {
        throw fail(colorToken.at, "no square is " + color.letter() + ": the pieces' colours are the"
            + " squares' colours (" + letters() + ")");
      }
      for (int i = 3; i < tokens.size(); i++) {
        Token token = tokens.get(i);
        int square = square(token);
        if (castle[square]) {
          throw fail(token.at, "start " + token.text + " is a castle square");
        }
        if (startTeams[square] != NONE) {
          throw fail(token.at, "square " + token.text + " is a starting square twice");
        }
        startTeams[square] = team.index();
        startColors[square] = color;
      }
    }

    private String letters() {
      StringBuilder out = new StringBuilder();
      for (FieldColor color : colors) {
        out.append(out.length() == 0 ? "" : ", ").append(color.letter());
      }
      return out.toString();
    }

    private ColorFieldLayout finish() {
      int end = input.length();
      if (stage == Stage.SIZE) {
        throw fail(end, "no size line: a layout starts with \"size <columns>x<rows>\"");
      }
      for (int row = rows; row >= 1; row--) {
        if (!rowSeen[row - 1]) {
          throw fail(end, "row " + row + " is missing");
        }
      }
      startPieces(new Token("", end));
      if (squareCells.isEmpty()) {
        throw fail(end, "the board has no square: every cell is a hole");
      }
      boolean any = false;
      for (boolean c : castle) {
        any |= c;
      }
      if (!any) {
        throw fail(end, "the board has no castle: no castle line and no square is R");
      }
      int[] sizes = new int[2];
      int[] gates = new int[2];
      for (int t : startTeams) {
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
      return new ColorFieldLayout(this);
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
