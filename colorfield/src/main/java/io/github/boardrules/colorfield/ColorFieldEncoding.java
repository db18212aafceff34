package io.github.boardrules.colorfield;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.learning.AbstractActionEncoding;
import java.util.Arrays;
import java.util.Optional;

/**
 * The colour-field game for learning, on the configured layout ({@code S} squares, {@code G}
 * gates, {@code K} colours, a grid of {@code rows x columns}).
 *
 * <p>Actions: the steps are numbered location by location (squares, then gates), and for each
 * location by the squares it may step to, in ascending order ({@link ColorFieldLayout#neighbours}):
 * step {@code s} of {@code T} steps. A move is {@code s * (S + 1) + c + 1}, with {@code c} the
 * captured square or {@code -1}: {@code T * (S + 1)} actions.
 *
 * <p>Observation {@code {3K + G + 2, rows, columns}}, a merged square filling every cell it covers:
 * planes {@code 0…K-1} the pieces of the team to move by colour (in the layout's order of
 * colours), {@code K…2K-1} the opponent's, {@code 2K…3K-1} the squares' colours, {@code 3K} the
 * castle, {@code 3K+1…3K+G} gate {@code g} still holding its RED piece, marked on the squares it
 * touches, and {@code 3K+G+1} all ones when the first player is to move. It leaves out the ply
 * count and the history the ply-limit and repetition options read.
 */
final class ColorFieldEncoding extends AbstractActionEncoding<ColorFieldState, ColorFieldMove> {
  private final ColorFieldLayout layout;
  private final int squares;
  private final int colours;
  private final int cells;
  private final int[] stepStart;
  private final int[][] steps;
  private final float[] board;

  ColorFieldEncoding(ColorField rules) {
    this(rules, rules.layout());
  }

  private ColorFieldEncoding(ColorField rules, ColorFieldLayout layout) {
    super(rules, stepCount(layout) * (layout.squareCount() + 1),
        3 * layout.colors().size() + layout.gateCount() + 2, layout.rows(), layout.columns());
    this.layout = layout;
    this.squares = layout.squareCount();
    this.colours = layout.colors().size();
    this.cells = layout.rows() * layout.columns();
    int locations = squares + layout.gateCount();
    this.stepStart = new int[locations];
    this.steps = new int[locations][];
    int start = 0;
    for (int location = 0; location < locations; location++) {
      stepStart[location] = start;
      steps[location] = layout.neighbours(location);
      start += steps[location].length;
    }
    // The board's planes 2K…3K: the squares' colours, then the castle.
    this.board = new float[(colours + 1) * cells];
    for (int cell = 0; cell < cells; cell++) {
      int square = layout.squareAt(cell % layout.columns(), cell / layout.columns());
      if (square >= 0) {
        board[layout.colorIndex(layout.color(square)) * cells + cell] = 1;
        if (layout.isCastle(square)) {
          board[colours * cells + cell] = 1;
        }
      }
    }
  }

  private static int stepCount(ColorFieldLayout layout) {
    int count = 0;
    for (int location = 0; location < layout.squareCount() + layout.gateCount(); location++) {
      count += layout.neighbours(location).length;
    }
    return count;
  }

  @Override
  protected int indexOfLegal(ColorFieldState state, ColorFieldMove move) {
    int at = Arrays.binarySearch(steps[move.from()], move.to());
    if (at < 0) {
      throw new IllegalStateException("move " + move + " steps to a square that does not touch its start");
    }
    return (stepStart[move.from()] + at) * (squares + 1) + move.capture().orElse(-1) + 1;
  }

  @Override
  protected void observe(ColorFieldState state, float[] out) {
    Team mine = state.toMove();
    int columns = layout.columns();
    for (int cell = 0; cell < cells; cell++) {
      int square = layout.squareAt(cell % columns, cell / columns);
      if (square >= 0) {
        Optional<Team> team = state.teamAt(square);
        if (team.isPresent()) {
          int colour = layout.colorIndex(state.pieceColorAt(square).orElseThrow());
          out[((team.get() == mine ? 0 : colours) + colour) * cells + cell] = 1;
        }
      }
    }
    System.arraycopy(board, 0, out, 2 * colours * cells, board.length);
    for (int gate = 0; gate < layout.gateCount(); gate++) {
      if (state.gateOccupied(gate)) {
        int plane = 3 * colours + 1 + gate;
        for (int square : layout.gateTouches(gate)) {
          for (int dy = 0; dy < layout.height(square); dy++) {
            for (int dx = 0; dx < layout.width(square); dx++) {
              out[plane * cells + (layout.row(square) + dy) * columns + layout.column(square) + dx] = 1;
            }
          }
        }
      }
    }
    if (viewer(state) == Player.FIRST) {
      int plane = 3 * colours + 1 + layout.gateCount();
      Arrays.fill(out, plane * cells, (plane + 1) * cells, 1f);
    }
  }
}
