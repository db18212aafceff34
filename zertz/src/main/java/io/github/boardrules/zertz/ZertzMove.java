package io.github.boardrules.zertz;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.Arrays;
import java.util.Objects;
import java.util.OptionalInt;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A ZÈRTZ move: one whole turn. It is a placement (a marble colour, the vacant ring it goes on,
 * and the free ring removed, or none when no ring was free), a capture (the jump chain: the
 * jumping marble's ring, then each ring it lands on), or a pass (only when a player has no other
 * move, see {@link Zertz}).
 *
 * <p>{@link #toString()} gives the move's notation: {@code Bd4,a1}, {@code Wd4} (no removal),
 * {@code xd4-d6-f4} (a capture chain of two jumps), {@code pass}.
 *
 * <pre>{@code
 * ZertzBoard board = ZertzBoard.RINGS_37;
 * ZertzMove place = ZertzMove.placement(board, Marble.BLACK, "d4", "a1");   // Bd4,a1
 * ZertzMove jump = ZertzMove.capture(board, "d4", "d6", "f4");             // xd4-d6-f4
 * jump.jumpCount();                                                       // 2
 * }</pre>
 *
 * <p><b>Decision:</b> a move names rings of one board, and is illegal ({@link
 * ZertzReason#WRONG_BOARD}) in a game on another. Whether it is legal is for {@link Zertz#check}. Instances
 * are immutable; two moves are equal when they are the same kind, on the same board, with the same
 * parts.
 */
@API(status = STABLE, since = "0.1.0")
public final class ZertzMove {
  /** The three kinds of move. */
  @API(status = STABLE, since = "0.1.0")
  public enum Kind {
    /** A marble placed on a vacant ring, then a free ring removed (or none when none is free). */
    PLACEMENT,
    /** A chain of jumps by one marble, each capturing the marble jumped over. */
    CAPTURE,
    /** No move: allowed only when the player can neither capture nor place. */
    PASS
  }

  private static final int[] NO_PATH = {};

  private final Kind kind;
  private final ZertzBoard board;
  private final @Nullable Marble marble;
  private final int cell;
  private final int removed;
  private final int[] path;

  private ZertzMove(
      Kind kind, ZertzBoard board, @Nullable Marble marble, int cell, int removed, int[] path) {
    this.kind = kind;
    this.board = board;
    this.marble = marble;
    this.cell = cell;
    this.removed = removed;
    this.path = path;
  }

  /** A placement on checked cells; {@code removed} is -1 for none. */
  static ZertzMove placementOf(ZertzBoard board, Marble marble, int cell, int removed) {
    return new ZertzMove(Kind.PLACEMENT, board, marble, cell, removed, NO_PATH);
  }

  /** A capture over a path the caller owns and has checked. */
  static ZertzMove captureOf(ZertzBoard board, int[] path) {
    return new ZertzMove(Kind.CAPTURE, board, null, path[0], -1, path);
  }

  /**
   * Returns a placement.
   *
   * @param board the board
   * @param marble the colour placed
   * @param cell the cell index of the ring the marble goes on
   * @param removedRing the cell index of the ring removed, or -1 when no ring is removed
   * @return the move
   * @throws IllegalArgumentException if a cell is not on the board
   */
  public static ZertzMove placement(ZertzBoard board, Marble marble, int cell, int removedRing) {
    Objects.requireNonNull(marble, "marble");
    requireCell(board, cell);
    if (removedRing != -1) {
      requireCell(board, removedRing);
    }
    return placementOf(board, marble, cell, removedRing);
  }

  /**
   * Returns a placement, with cells by name.
   *
   * @param board the board
   * @param marble the colour placed
   * @param cell the ring the marble goes on, such as {@code d4}
   * @param removedRing the ring removed, or null when no ring is removed
   * @return the move
   * @throws IllegalArgumentException if a cell is not on the board
   */
  public static ZertzMove placement(
      ZertzBoard board, Marble marble, String cell, @Nullable String removedRing) {
    return placement(board, marble, board.cell(cell), removedRing == null ? -1 : board.cell(removedRing));
  }

  /**
   * Returns a capture chain.
   *
   * @param board the board
   * @param cells the jumping marble's ring, then each ring it lands on, in order; at least two
   * @return the move
   * @throws IllegalArgumentException if fewer than two cells are given or a cell is not on the board
   */
  public static ZertzMove capture(ZertzBoard board, int... cells) {
    if (cells.length < 2) {
      throw new IllegalArgumentException(
          "A capture names the jumping marble's ring and at least one landing ring, not " + cells.length + " ring(s)");
    }
    for (int c : cells) {
      requireCell(board, c);
    }
    return captureOf(board, cells.clone());
  }

  /**
   * Returns a capture chain, with cells by name.
   *
   * @param board the board
   * @param cells the jumping marble's ring, then each ring it lands on, such as {@code "d4", "f4"}
   * @return the move
   * @throws IllegalArgumentException if fewer than two cells are given or a cell is not on the board
   */
  public static ZertzMove capture(ZertzBoard board, String... cells) {
    int[] path = new int[cells.length];
    for (int i = 0; i < cells.length; i++) {
      path[i] = board.cell(cells[i]);
    }
    return capture(board, path);
  }

  /**
   * Returns the pass of a board.
   *
   * @param board the board
   * @return the pass move
   */
  public static ZertzMove pass(ZertzBoard board) {
    return Passes.PASSES[board.ordinal()];
  }

  private static void requireCell(ZertzBoard board, int cell) {
    if (cell < 0 || cell >= board.ringCount()) {
      throw new IllegalArgumentException("No cell " + cell + " on the " + board);
    }
  }

  /**
   * Returns the kind of move.
   *
   * @return placement, capture or pass
   */
  public Kind kind() {
    return kind;
  }

  /**
   * Returns the board whose rings the move names.
   *
   * @return the board
   */
  public ZertzBoard board() {
    return board;
  }

  /**
   * Returns the colour of a placed marble.
   *
   * @return the colour
   * @throws IllegalStateException if the move is not a placement
   */
  public Marble marble() {
    if (marble == null) {
      throw new IllegalStateException(this + " is not a placement");
    }
    return marble;
  }

  /**
   * Returns the ring a placement puts its marble on, or the ring a capture chain starts from.
   *
   * @return the cell index
   * @throws IllegalStateException if the move is a pass
   */
  public int cell() {
    if (kind == Kind.PASS) {
      throw new IllegalStateException("A pass has no cell");
    }
    return cell;
  }

  /**
   * Returns the ring a placement removes.
   *
   * @return the cell index, or empty when the placement removes no ring or the move is not a
   *     placement
   */
  public OptionalInt removedRing() {
    return removed < 0 ? OptionalInt.empty() : OptionalInt.of(removed);
  }

  /**
   * Returns a capture's path: the jumping marble's ring, then each landing ring.
   *
   * @return a new array; empty when the move is not a capture
   */
  public int[] path() {
    return path.clone();
  }

  /**
   * Returns how many jumps (and so captured marbles) a capture chain has.
   *
   * @return the number of jumps; 0 when the move is not a capture
   */
  public int jumpCount() {
    return path.length == 0 ? 0 : path.length - 1;
  }

  /** Returns the path, shared: callers must not change it. */
  int[] pathShared() {
    return path;
  }

  /** Returns the removed ring, -1 for none. */
  int removedOrNone() {
    return removed;
  }

  /** Returns the colour's ordinal, or -1 when not a placement. */
  int marbleOrdinal() {
    return marble == null ? -1 : marble.ordinal();
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof ZertzMove other)) {
      return false;
    }
    return kind == other.kind
        && board == other.board
        && marble == other.marble
        && cell == other.cell
        && removed == other.removed
        && Arrays.equals(path, other.path);
  }

  @Override
  public int hashCode() {
    int h = kind.ordinal();
    h = h * 31 + board.ordinal();
    h = h * 31 + (marble == null ? 3 : marble.ordinal());
    h = h * 31 + cell;
    h = h * 31 + removed;
    return h * 31 + Arrays.hashCode(path);
  }

  /**
   * Returns the move's notation, such as {@code Bd4,a1}, {@code xd4-f4} or {@code pass}.
   *
   * @return the notation
   */
  @Override
  public String toString() {
    switch (kind) {
      case PLACEMENT:
        String placed = marble().letter() + board.cellName(cell);
        return removed < 0 ? placed : placed + "," + board.cellName(removed);
      case CAPTURE:
        StringBuilder out = new StringBuilder("x");
        for (int i = 0; i < path.length; i++) {
          out.append(i == 0 ? "" : "-").append(board.cellName(path[i]));
        }
        return out.toString();
      default:
        return "pass";
    }
  }

  /** The pass move of each board, made once. */
  private static final class Passes {
    private static final ZertzMove[] PASSES = make();

    private Passes() {}

    private static ZertzMove[] make() {
      ZertzBoard[] boards = ZertzBoard.values();
      ZertzMove[] passes = new ZertzMove[boards.length];
      for (ZertzBoard b : boards) {
        passes[b.ordinal()] = new ZertzMove(Kind.PASS, b, null, -1, -1, NO_PATH);
      }
      return passes;
    }
  }
}
