package io.github.boardrules.colorfield;

import static io.github.boardrules.colorfield.ColorFieldLayout.MAX_COLUMNS;
import static io.github.boardrules.colorfield.ColorFieldLayout.MAX_ROWS;
import static io.github.boardrules.colorfield.ColorFieldLayout.NONE;
import static io.github.boardrules.colorfield.ColorFieldLayout.cellName;

import io.github.boardrules.core.TextParseException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Reads a layout text ({@link ColorFieldLayout} documents the format) and checks it, throwing a
 * {@link TextParseException} (kind {@code "layout"}) at the offending token; the layout is made
 * from what it read. One instance per text; not thread-safe, and never shared.
 */
final class ColorFieldLayoutReader {
  private static final String KIND = "layout";

  /** What the reader expects next: the statements come in this order. */
  private enum Stage { SIZE, ROWS, MERGES, CASTLE, PIECES }

  private final String input;
  private Stage stage = Stage.SIZE;
  // The fields without "private" are what was read: the layout's constructor takes them.
  int columns;
  int rows;
  /** Colour letter of each cell, or 0 for a hole. */
  char[] cellLetters = new char[0];
  private boolean[] rowSeen = new boolean[0];
  /** Merge group of each cell, or {@link ColorFieldLayout#NONE}. */
  private int[] cellMerge = new int[0];
  private int merges;
  // Made when the board is complete (at the first castle, gate or start line, or the end).
  int[] cellSquare = new int[0];
  final List<int[]> squareCells = new ArrayList<>();
  final List<FieldColor> colors = new ArrayList<>();
  boolean[] edge = new boolean[0];
  /** Cells of the padded grid (one more all round) that lie outside the board. */
  private boolean[] outside = new boolean[0];
  boolean[] castle = new boolean[0];
  private boolean castleGiven;
  final List<String> gateNames = new ArrayList<>();
  final List<Team> gateTeams = new ArrayList<>();
  final List<int[]> gateTouches = new ArrayList<>();
  int[] startTeams = new int[0];
  @Nullable FieldColor[] startColors = new @Nullable FieldColor[0];
  private final List<Token> tokens = new ArrayList<>();

  ColorFieldLayoutReader(String input) {
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

  /** Reads the whole text and returns the layout it describes. */
  ColorFieldLayout read() {
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

  /** Reads a cell name of the grid, or returns {@link ColorFieldLayout#NONE}. */
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
