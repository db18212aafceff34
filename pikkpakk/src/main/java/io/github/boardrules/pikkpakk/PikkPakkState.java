package io.github.boardrules.pikkpakk;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.BoardText;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.LineZobrist;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A Pikk-Pakk position: the balls on the board, the player to move, the number of plies played,
 * and — only with the rules' repetition draw — the earlier positions that can still recur.
 *
 * <p>{@link #toString()} is the position text ({@link PikkPakk#positions()}), {@link #render()} a
 * diagram for people:
 *
 * <pre>{@code
 * PikkPakkState state = PikkPakk.standard().initialState();
 * state.ballAt(Point.parse("e5"));   // Optional[TARGET]
 * state.count(Ball.LIGHT);           // 24
 * state.toMove();                    // FIRST (LIGHT)
 * System.out.println(state.render());
 * }</pre>
 *
 * <p>States are made by a {@link PikkPakk} rules object and belong to its board size. Two states
 * are equal when their boards, players to move, ply counts and earlier positions are equal.
 * Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class PikkPakkState {
  /** Bit offsets of the four ball kinds inside a packed line word. */
  static final int LIGHT_PLANE = LineBoard.LIGHT_PLANE;

  static final int DARK_PLANE = LineBoard.DARK_PLANE;
  static final int TARGET_PLANE = LineBoard.TARGET_PLANE;
  static final int NEUTRAL_PLANE = LineBoard.NEUTRAL_PLANE;

  /** The balls by the engine's kinds ({@link LineBoard#LIGHT} and so on), made once. */
  private static final Ball[] KINDS = Ball.values();

  private final int size;
  /** Row {@code r} of the board: bit {@code plane + column} for each kind of ball. */
  private final long[] rows;
  /** Column {@code c} of the board: bit {@code plane + row} for each kind of ball. */
  private final long[] columns;
  /** The target's point, {@code row * size + column}. */
  private final int target;

  private final Player toMove;
  private final int ply;
  /** The previous position, with the repetition draw, when no irreversible move came between. */
  private final @Nullable PikkPakkState earlier;
  /** How often this position occurred in the chain of earlier positions, this one included. */
  private final int occurrences;

  private int hash;

  /** The Zobrist hash of the board and the player to move. */
  private final long positionHash;

  /**
   * Makes a state, computing its position hash; takes ownership of the arrays, which must not
   * change afterwards.
   */
  PikkPakkState(
      int size,
      long[] rows,
      long[] columns,
      int target,
      Player toMove,
      int ply,
      @Nullable PikkPakkState earlier) {
    this(size, rows, columns, target, toMove, ply, earlier, LineZobrist.fromScratch(rows, toMove));
  }

  /** Makes a state with a position hash updated by the move that made it. */
  PikkPakkState(
      int size,
      long[] rows,
      long[] columns,
      int target,
      Player toMove,
      int ply,
      @Nullable PikkPakkState earlier,
      long positionHash) {
    this.size = size;
    this.positionHash = positionHash;
    this.rows = rows;
    this.columns = columns;
    this.target = target;
    this.toMove = toMove;
    this.ply = ply;
    this.earlier = earlier;
    int count = 1;
    for (PikkPakkState e = earlier; e != null; e = e.earlier) {
      if (e.positionHash == positionHash && e.toMove == toMove && Arrays.equals(e.rows, rows)) {
        count++;
      }
    }
    this.occurrences = count;
    if (earlier != null) {
      // Computed now, so that a long chain never hashes recursively.
      this.hash = computeHash();
    }
  }

  long[] rows() {
    return rows;
  }

  long[] columns() {
    return columns;
  }

  int targetIndex() {
    return target;
  }

  @Nullable PikkPakkState earlier() {
    return earlier;
  }

  /**
   * This position and its earlier ones with ply counts that end at {@code lastPly} and fall by one
   * for each earlier position, as the position text reads them back. Used only when the ply count
   * saturates ({@link io.github.boardrules.core.PlyCount}), so the chain is rebuilt, oldest first,
   * without recursion.
   */
  PikkPakkState renumbered(int lastPly) {
    List<PikkPakkState> chain = new ArrayList<>();
    for (PikkPakkState e = this; e != null; e = e.earlier) {
      chain.add(e);
    }
    int oldest = chain.size() - 1;
    PikkPakkState o = chain.get(oldest);
    PikkPakkState rebuilt =
        new PikkPakkState(o.size, o.rows, o.columns, o.target, o.toMove, lastPly - oldest, null, o.positionHash);
    for (int k = oldest - 1; k >= 0; k--) {
      PikkPakkState e = chain.get(k);
      rebuilt = new PikkPakkState(e.size, e.rows, e.columns, e.target, e.toMove, lastPly - k, rebuilt, e.positionHash);
    }
    return rebuilt;
  }

  /**
   * Returns the number of rows and columns of the board.
   *
   * @return the board size, such as 9
   */
  public int size() {
    return size;
  }

  /**
   * Returns a 64-bit Zobrist hash of the position: the balls on the board and the player to move
   * (not the ply count, nor the earlier positions). Updated incrementally by each move; the key of
   * transposition tables, such as {@code AlphaBetaBot}'s, and the
   * first test of the repetition draw. Equal boards with the same player to move have equal
   * hashes, in every run.
   *
   * <pre>{@code
   * AlphaBetaBot.builder(rules, PikkPakkEvaluation.standard()).hash(PikkPakkState::positionHash);
   * }</pre>
   *
   * @return the hash
   */
  public long positionHash() {
    return positionHash;
  }

  /**
   * Returns the player to move. LIGHT is {@link Player#FIRST}, DARK {@link Player#SECOND}.
   *
   * @return the player to move; when the game is over, the player who would move next
   */
  public Player toMove() {
    return toMove;
  }

  /**
   * Returns the number of plies (single moves, placements included) played since the game's
   * start.
   *
   * @return the ply count, 0 at the start
   */
  public int ply() {
    return ply;
  }

  /**
   * Returns the point of the TARGET ball.
   *
   * @return the target's point
   */
  public Point target() {
    return Point.of(target % size, target / size);
  }

  /**
   * Returns the ball on a point.
   *
   * @param point a point of the board
   * @return the ball, or empty for an empty point
   * @throws IllegalArgumentException if the point is not on the board
   */
  public Optional<Ball> ballAt(Point point) {
    if (!point.isOnBoard(size)) {
      throw new IllegalArgumentException(point + " is not on the " + size + "x" + size + " board");
    }
    return Optional.ofNullable(ball(point.column(), point.row()));
  }

  @Nullable Ball ball(int column, int row) {
    int kind = LineBoard.kind(rows, column, row);
    return kind == LineBoard.EMPTY ? null : KINDS[kind];
  }

  /**
   * Counts the balls of one kind on the board.
   *
   * @param kind the kind of ball
   * @return how many there are
   */
  public int count(Ball kind) {
    return LineBoard.count(rows, plane(kind));
  }

  static int plane(Ball kind) {
    return LineBoard.planeOf(kind.ordinal());
  }

  /**
   * Returns how often this position — board and player to move — has occurred in the game so far,
   * this time included. Counted only with the rules' repetition draw ({@link
   * PikkPakk#drawOptions()}); otherwise 1.
   *
   * @return 1 or more; the repetition draw's count ends the game in a draw
   */
  public int occurrences() {
    return occurrences;
  }

  /**
   * Returns the points that hold a ball, as a bit mask per row: bit {@code column} of element
   * {@code row}, for the given kind. A copy: changing it does not change the state.
   *
   * @param kind the kind of ball
   * @return one mask per row, row 0 (row {@code 1}) first
   */
  public int[] rowMasks(Ball kind) {
    int plane = plane(kind);
    int[] masks = new int[size];
    for (int r = 0; r < size; r++) {
      masks[r] = (int) ((rows[r] >>> plane) & 0xFFFF);
    }
    return masks;
  }

  /**
   * Returns a diagram of the board for people, as in the rules text: a header of column letters,
   * then the rows from the top, each with its number and the balls ({@code X} LIGHT, {@code o}
   * DARK, {@code R} TARGET, {@code N} NEUTRAL, {@code .} empty) separated by spaces. Lines end
   * with {@code \n}.
   *
   * <pre>
   *    a b c d e f g h i
   * 9  . . . . . . . . .
   * 8  . X o o o o o o .
   * ...
   * </pre>
   *
   * @return the diagram
   */
  public String render() {
    return BoardText.render(rows, size);
  }

  /** Appends the board part of the position text: rows from the top, separated by '/'. */
  void appendBoard(StringBuilder out) {
    BoardText.append(out, rows, size);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof PikkPakkState other) || other.hashCode() != hashCode()) {
      return false;
    }
    PikkPakkState a = this;
    PikkPakkState b = other;
    while (a != null && b != null) {
      if (a == b) {
        return true;
      }
      if (a.size != b.size
          || a.toMove != b.toMove
          || a.ply != b.ply
          || a.target != b.target
          || !Arrays.equals(a.rows, b.rows)) {
        return false;
      }
      a = a.earlier;
      b = b.earlier;
    }
    return a == null && b == null;
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = computeHash();
      hash = h;
    }
    return h;
  }

  private int computeHash() {
    // toMove's ordinal, not its identity hash: the same in every run (an AlphaBetaBot without a
    // Zobrist key keys its table by this).
    int h = Objects.hash(size, toMove.ordinal(), ply, Arrays.hashCode(rows));
    if (earlier != null) {
      h = 31 * h + earlier.hashCode();
    }
    return h == 0 ? 1 : h;
  }

  /**
   * Returns the position text, as {@link PikkPakk#positions()} writes it: for the basic game's
   * start {@code ........./.Xoooooo./.XoXXXXX./ ... /.ooooooX./......... X 0}.
   *
   * @return the position text
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder((size + 1) * size + 16);
    appendBoard(out);
    out.append(' ').append(Ball.of(toMove).symbol()).append(' ').append(ply);
    int depth = 0;
    for (PikkPakkState e = earlier; e != null; e = e.earlier) {
      depth++;
    }
    PikkPakkState[] chain = new PikkPakkState[depth];
    int i = depth;
    for (PikkPakkState e = earlier; e != null; e = e.earlier) {
      chain[--i] = e;
    }
    for (PikkPakkState e : chain) {
      out.append(' ');
      e.appendBoard(out);
    }
    return out.toString();
  }
}
