package io.github.boardrules.zertz;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.learning.AbstractActionEncoding;
import java.util.Arrays;
import java.util.List;

/**
 * ZÈRTZ for learning. With {@code n} rings on the board:
 *
 * <ul>
 *   <li>a placement of colour {@code c} (white 0, grey 1, black 2) on cell {@code p} removing ring
 *       {@code r} is {@code (c * n + p) * (n + 1) + r + 1}, with {@code r = -1} when no ring was
 *       free: {@code 3n(n + 1)} actions;
 *   <li>a capture chain is factorised: its first jump (from cell {@code f}, direction {@code d} of
 *       {@link ZertzBoard#neighbour}) and its rank {@code k} among the legal chains of the state
 *       that begin with that jump, in lexicographic order of their cells: {@code 3n(n + 1) + (f * 6
 *       + d) * B + k}, with {@value #BRANCHES} ({@code B}) ranks per first jump. A chain forced
 *       after its first jump has rank 0, so it is encoded by its first jump alone;
 *   <li>the pass is the last action, {@code 3n(n + 1) + 6nB}.
 * </ul>
 *
 * <p>The observation is {@code {16, rows, columns}} on the axial grid of the hexagonal board
 * (column {@code x} the board's column, row {@code floor((y + x) / 2)} less its least value, for
 * the doubled row {@code y}), so that the six neighbours of a cell are its grid neighbours but two diagonal ones.
 * Planes: 0 the rings, 1–3 the white, grey and black marbles; then planes of one value: 4–6 the
 * pool's white, grey, black; 7–9 those the player to move has captured; 10–12 those the opponent
 * has; 13 ones when the first player is to move; 14 the quiet plies divided by 100; 15 the passes in
 * a row.
 */
final class ZertzEncoding extends AbstractActionEncoding<ZertzState, ZertzMove> {
  /** The ranks per first jump: more chains from one jump than this is refused. */
  static final int BRANCHES = 64;

  private static final int PLANES = 16;
  private static final Marble[] COLOURS = Marble.values();

  private final ZertzBoard board;
  private final int cells;
  private final int placements;
  private final int[] gridCell;
  private final int gridSize;

  ZertzEncoding(Zertz rules, ZertzBoard board) {
    this(rules, board, grid(board));
  }

  private ZertzEncoding(Zertz rules, ZertzBoard board, int[][] grid) {
    super(rules, actionCount(board), PLANES, grid[1][0], grid[1][1]);
    this.board = board;
    this.cells = board.ringCount();
    this.placements = 3 * cells * (cells + 1);
    this.gridCell = grid[0];
    this.gridSize = grid[1][0] * grid[1][1];
  }

  private static int actionCount(ZertzBoard board) {
    int n = board.ringCount();
    return 3 * n * (n + 1) + 6 * n * BRANCHES + 1;
  }

  /** Returns {grid index of each cell}, {rows, columns}. */
  private static int[][] grid(ZertzBoard board) {
    int n = board.ringCount();
    int minR = Integer.MAX_VALUE;
    int maxR = Integer.MIN_VALUE;
    for (int cell = 0; cell < n; cell++) {
      int r = axialRow(board, cell);
      minR = Math.min(minR, r);
      maxR = Math.max(maxR, r);
    }
    int rows = maxR - minR + 1;
    int columns = board.columnCount();
    int[] at = new int[n];
    for (int cell = 0; cell < n; cell++) {
      at[cell] = (axialRow(board, cell) - minR) * columns + board.column(cell);
    }
    return new int[][] {at, {rows, columns}};
  }

  /** Doubled row plus column has one parity on each board, so half of it is a grid row. */
  private static int axialRow(ZertzBoard board, int cell) {
    int sum = board.geometry().doubledRow(cell) + board.column(cell);
    int parity = (board.geometry().doubledRow(0) + board.column(0)) & 1;
    if ((sum & 1) != parity) {
      throw new IllegalStateException("cell " + board.cellName(cell) + " breaks the axial grid's parity");
    }
    return (sum - parity) / 2;
  }

  @Override
  protected int indexOfLegal(ZertzState state, ZertzMove move) {
    return switch (move.kind()) {
      case PLACEMENT ->
          (move.marble().ordinal() * cells + move.cell()) * (cells + 1) + move.removedRing().orElse(-1) + 1;
      case CAPTURE -> placements + firstJump(move.path()) * BRANCHES + rank(state, move);
      case PASS -> placements + 6 * cells * BRANCHES;
    };
  }

  private int firstJump(int[] path) {
    int[] jumps = board.geometry().jumpTable();
    for (int direction = 0; direction < 6; direction++) {
      if (jumps[path[0] * 6 + direction] == path[1]) {
        return path[0] * 6 + direction;
      }
    }
    throw new IllegalStateException("capture " + Arrays.toString(path) + " does not start with a jump");
  }

  /** The chain's place among the legal chains with its first jump, in order of their cells. */
  private int rank(ZertzState state, ZertzMove move) {
    int[] path = move.path();
    List<ZertzMove> moves = rules().legalMoves(state);
    int rank = 0;
    for (ZertzMove other : moves) {
      if (other.kind() == ZertzMove.Kind.CAPTURE) {
        int[] otherPath = other.path();
        if (otherPath[0] == path[0] && otherPath[1] == path[1] && Arrays.compare(otherPath, path) < 0) {
          rank++;
        }
      }
    }
    if (rank >= BRANCHES) {
      throw new IllegalStateException(
          "more than " + BRANCHES + " capture chains start with the jump of " + move + " in " + state);
    }
    return rank;
  }

  @Override
  protected void observe(ZertzState state, float[] out) {
    long rings = state.rings();
    for (int cell = 0; cell < cells; cell++) {
      if ((rings >>> cell & 1) != 0) {
        out[gridCell[cell]] = 1;
      }
    }
    for (Marble colour : COLOURS) {
      for (long rest = state.marbles(colour); rest != 0; rest &= rest - 1) {
        out[(1 + colour.ordinal()) * gridSize + gridCell[Long.numberOfTrailingZeros(rest)]] = 1;
      }
    }
    Player viewer = viewer(state);
    for (Marble colour : COLOURS) {
      int c = colour.ordinal();
      fill(out, 4 + c, state.pool(colour));
      fill(out, 7 + c, state.captured(viewer, colour));
      fill(out, 10 + c, state.captured(viewer.opponent(), colour));
    }
    fill(out, 13, viewer == Player.FIRST ? 1 : 0);
    fill(out, 14, state.quietPlies() / 100f);
    fill(out, 15, state.passes());
  }

  private void fill(float[] out, int plane, float value) {
    Arrays.fill(out, plane * gridSize, (plane + 1) * gridSize, value);
  }
}
