package io.github.boardrules.colorfield;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.colorfield.internal.ColorFieldBoard;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
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
@API(status = STABLE, since = "0.1.0")
public final class ColorFieldLayout {
  /** The most columns a board may have: one letter each. */
  public static final int MAX_COLUMNS = 26;

  /** The most rows a board may have. */
  public static final int MAX_ROWS = 999;

  static final int NONE = ColorFieldBoard.NONE;
  /** The index of RED among every layout's colours. */
  static final int RED = ColorFieldBoard.RED;

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

  /** Makes the layout the reader read; only {@link ColorFieldLayoutReader} calls it. */
  ColorFieldLayout(ColorFieldLayoutReader p) {
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
    return new ColorFieldLayoutReader(text.toString()).read();
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

  /**
   * Returns the layout as the engine reads it: its primitive tables, in new arrays (the
   * neighbours' shared), with teams and colours as indices and their names for messages.
   */
  ColorFieldBoard board() {
    String[] colorNames = new String[colors.length];
    for (int c = 0; c < colors.length; c++) {
      colorNames[c] = colors[c].name();
    }
    String[] teamNames = new String[Team.values().length];
    for (Team team : Team.values()) {
      teamNames[team.index()] = team.name();
    }
    int[] gateTeamIndices = new int[gateTeams.length];
    for (int g = 0; g < gateTeams.length; g++) {
      gateTeamIndices[g] = gateTeams[g].index();
    }
    return new ColorFieldBoard(names.clone(), squares, colorNames, teamNames, squareColors.clone(),
        castle.clone(), gateTeamIndices, neighbours.clone(), startTeams.clone(), startColors.clone());
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

  /** Writes the canonical text of a layout from what the reader read. */
  private static String write(ColorFieldLayoutReader p) {
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
}
