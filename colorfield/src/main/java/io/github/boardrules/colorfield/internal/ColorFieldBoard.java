package io.github.boardrules.colorfield.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * A layout as the engine reads it: the primitive tables of the squares and gates, made by the
 * rules from their public layout ({@code ColorFieldLayout}). Locations are the squares, from 0,
 * then the gates; colours are the layout's colour indices, RED first ({@link #RED}); teams are
 * indices, 0 for FULL and 1 for EMPTY. The caller gives its arrays away and does not change them
 * afterwards; then a board is immutable.
 *
 * <pre>{@code
 * ColorFieldBoard board = new ColorFieldBoard(names, squares, colorNames, teamNames, squareColors,
 *     castle, gateTeams, neighbours, startTeams, startColors);
 * ColorFieldEngine engine = new ColorFieldEngine(board, 0, 0, 0, false);
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ColorFieldBoard {
  /** The colour index of RED in every layout. */
  public static final int RED = 0;

  /** The team or colour index of nothing: no piece starts on a square. */
  public static final int NONE = -1;

  private final String[] names;
  private final int squares;
  private final String[] colorNames;
  private final String[] teamNames;
  private final int[] squareColors;
  private final boolean[] castle;
  private final int[] gateTeams;
  private final int[][] neighbours;
  private final int[] startTeams;
  private final int[] startColors;
  private final int[] teamSizes = new int[2];
  private final int[] redCounts = new int[2];

  /**
   * Makes the tables of a layout.
   *
   * @param names each location's name, the squares then the gates
   * @param squares the number of squares
   * @param colorNames each colour's name, RED first
   * @param teamNames each team's name, FULL then EMPTY
   * @param squareColors each square's colour index
   * @param castle for each square, whether it is a castle square
   * @param gateTeams each gate's team index
   * @param neighbours each location's neighbours, ascending: the squares a piece there may step to
   * @param startTeams for each square, the team index of the piece starting there, or {@link
   *     #NONE}
   * @param startColors for each square, the colour index of the piece starting there, or {@link
   *     #NONE}
   */
  public ColorFieldBoard(String[] names, int squares, String[] colorNames, String[] teamNames,
      int[] squareColors, boolean[] castle, int[] gateTeams, int[][] neighbours, int[] startTeams,
      int[] startColors) {
    this.names = names;
    this.squares = squares;
    this.colorNames = colorNames;
    this.teamNames = teamNames;
    this.squareColors = squareColors;
    this.castle = castle;
    this.gateTeams = gateTeams;
    this.neighbours = neighbours;
    this.startTeams = startTeams;
    this.startColors = startColors;
    for (int team : startTeams) {
      if (team != NONE) {
        teamSizes[team]++;
      }
    }
    for (int team : gateTeams) {
      teamSizes[team]++;
      redCounts[team]++;
    }
  }

  /**
   * Returns the number of squares.
   *
   * @return the squares
   */
  public int squareCount() {
    return squares;
  }

  /**
   * Returns the number of gates.
   *
   * @return the gates
   */
  public int gateCount() {
    return gateTeams.length;
  }

  /**
   * Returns the number of locations: the squares and the gates.
   *
   * @return the locations
   */
  public int locationCount() {
    return names.length;
  }

  /**
   * Returns the number of colours.
   *
   * @return the colours, RED among them
   */
  public int colorCount() {
    return colorNames.length;
  }

  /**
   * Returns a location's name, such as {@code e5} or the gate {@code b0}.
   *
   * @param location the location
   * @return its name
   */
  public String name(int location) {
    return names[location];
  }

  /**
   * Returns a colour's name, such as {@code PURPLE}.
   *
   * @param color the colour index
   * @return its name
   */
  public String colorName(int color) {
    return colorNames[color];
  }

  /**
   * Returns a team's name, {@code FULL} or {@code EMPTY}.
   *
   * @param team the team index
   * @return its name
   */
  public String teamName(int team) {
    return teamNames[team];
  }

  /**
   * Returns a square's colour.
   *
   * @param square the square
   * @return its colour index
   */
  public int squareColor(int square) {
    return squareColors[square];
  }

  /**
   * Tells whether a square is a castle square.
   *
   * @param square the square
   * @return true for the castle
   */
  public boolean isCastle(int square) {
    return castle[square];
  }

  /**
   * Returns the team whose RED piece starts in a gate.
   *
   * @param gate the gate's number, from 0
   * @return its team index
   */
  public int gateTeam(int gate) {
    return gateTeams[gate];
  }

  /**
   * Returns the neighbours of a location, shared: callers must not change the array.
   *
   * @param location the location
   * @return the squares a piece there may step to, ascending
   */
  public int[] neighbours(int location) {
    return neighbours[location];
  }

  /**
   * Returns the team of the piece starting on a square.
   *
   * @param square the square
   * @return its team index, or {@link #NONE}
   */
  public int startTeam(int square) {
    return startTeams[square];
  }

  /**
   * Returns the colour of the piece starting on a square.
   *
   * @param square the square
   * @return its colour index, or {@link #NONE}
   */
  public int startColor(int square) {
    return startColors[square];
  }

  /**
   * Returns the pieces a team has at the start: on squares and in gates.
   *
   * @param team the team index
   * @return the pieces
   */
  public int teamSize(int team) {
    return teamSizes[team];
  }

  /**
   * Returns the RED pieces a team has at the start: one in each of its gates.
   *
   * @param team the team index
   * @return its gates
   */
  public int redCount(int team) {
    return redCounts[team];
  }
}
