package io.github.boardrules.pikkpakk.squareabalone;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.internal.BoardText;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A Square Abalone position: the balls on the 9x9 board, the player to move, the number of plies
 * played, and how many balls each player has pushed off.
 *
 * <p>{@link #toString()} is the position text ({@link SquareAbalone#positions()}), {@link
 * #render()} a diagram for people:
 *
 * <pre>{@code
 * SquareAbaloneState state = SquareAbalone.standard().initialState();
 * state.ballAt(Point.parse("e2"));     // Optional[LIGHT]
 * state.count(Ball.DARK);              // 18
 * state.captured(Player.FIRST);        // 0: DARK balls LIGHT has pushed off
 * state.toMove();                      // FIRST (LIGHT)
 * System.out.print(state.render());
 * }</pre>
 *
 * <p>Two states are equal when their boards, players to move, ply counts and captures are equal.
 * Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class SquareAbaloneState {
  /** The balls by the engine's kinds ({@link LineBoard#LIGHT} and so on), made once. */
  private static final Ball[] KINDS = Ball.values();

  /** Row {@code r}: bit {@code plane + column} for each kind of ball (LineBoard's line words). */
  private final long[] rows;
  /** Column {@code c}: bit {@code plane + row}. */
  private final long[] columns;

  private final Player toMove;
  private final int ply;
  /** DARK balls off the board: LIGHT's score. */
  private final int capturedByLight;
  /** LIGHT balls off the board: DARK's score. */
  private final int capturedByDark;

  /** The Zobrist hash: board, player to move, captures and the placement phase. */
  private final long positionHash;

  /**
   * Makes a state; takes ownership of the arrays, which must not change afterwards. The rules
   * compute the hash ({@code SquareAbaloneZobrist}), since only they know the placement phase.
   */
  SquareAbaloneState(
      long[] rows, long[] columns, Player toMove, int ply, int capturedByLight, int capturedByDark,
      long positionHash) {
    this.positionHash = positionHash;
    this.rows = rows;
    this.columns = columns;
    this.toMove = toMove;
    this.ply = ply;
    this.capturedByLight = capturedByLight;
    this.capturedByDark = capturedByDark;
  }

  long[] rows() {
    return rows;
  }

  long[] columns() {
    return columns;
  }

  /**
   * Returns a 64-bit Zobrist hash of the position: the balls on the board, the player to move,
   * both captured counts and, in the joint opening, whether the placement phase goes on (the ply
   * decides it: placements while the ply is below 48). The ply count itself is not covered: apart
   * from the placement phase the rules depend on it only through the ply limit, a library bound.
   * Updated incrementally by each move (only the rows the move changed); the key of transposition
   * tables, such as {@code AlphaBetaBot}'s. Positions of one game
   * that differ only in the ply count (both in the placement phase or both out of it) have equal
   * hashes, in every run.
   *
   * <pre>{@code
   * AlphaBetaBot.builder(rules, SquareAbaloneEvaluation.of(rules))
   *     .hash(SquareAbaloneState::positionHash).maxDepth(3).build();
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
   * Returns the player's score: how many balls of the opponent's colour have been pushed off the
   * board. With option f, a player's own balls pushed off count for the opponent.
   *
   * @param player the player
   * @return the number of the opponent's balls off the board
   */
  public int captured(Player player) {
    return player == Player.FIRST ? capturedByLight : capturedByDark;
  }

  /**
   * Returns the ball on a point.
   *
   * @param point a point of the 9x9 board
   * @return the ball, or empty for an empty point
   * @throws IllegalArgumentException if the point is not on the board
   */
  public Optional<Ball> ballAt(Point point) {
    if (!point.isOnBoard(SquareAbalone.SIZE)) {
      throw new IllegalArgumentException(point + " is not on the 9x9 board");
    }
    int kind = LineBoard.kind(rows, point.column(), point.row());
    return kind == LineBoard.EMPTY ? Optional.empty() : Optional.of(KINDS[kind]);
  }

  /**
   * Counts the balls of one kind on the board.
   *
   * @param kind the kind of ball; Square Abalone has only LIGHT and DARK balls
   * @return how many there are
   */
  public int count(Ball kind) {
    return LineBoard.count(rows, LineBoard.planeOf(kind.ordinal()));
  }

  /**
   * Returns a diagram of the board for people — a header of column letters, then the rows from
   * the top, each with its number and the balls ({@code X} LIGHT, {@code o} DARK, {@code .} empty)
   * separated by spaces — and a last line with the player to move and the captures. Lines end
   * with {@code \n}.
   *
   * <pre>
   *    a b c d e f g h i
   * 9  o o o o o o o o o
   * 8  o o o o o o o o o
   * 7  . . . . . . . . .
   * ...
   * 1  X X X X X X X X X
   * X to move, ply 0; pushed off: by X 0, by o 0
   * </pre>
   *
   * @return the diagram
   */
  public String render() {
    return BoardText.render(rows, SquareAbalone.SIZE)
        + Ball.of(toMove).symbol() + " to move, ply " + ply + "; pushed off: by X " + capturedByLight
        + ", by o " + capturedByDark + "\n";
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof SquareAbaloneState other)) {
      return false;
    }
    return toMove == other.toMove
        && ply == other.ply
        && capturedByLight == other.capturedByLight
        && capturedByDark == other.capturedByDark
        && Arrays.equals(rows, other.rows);
  }

  @Override
  public int hashCode() {
    // toMove's ordinal, not its identity hash: the same in every run (an AlphaBetaBot without a
    // Zobrist key keys its table by this).
    return Objects.hash(toMove.ordinal(), ply, capturedByLight, capturedByDark, Arrays.hashCode(rows));
  }

  /**
   * Returns the position text, as {@link SquareAbalone#positions()} writes it: the board's rows
   * from the top separated by {@code /}, the player to move, the ply count, and the balls LIGHT and
   * DARK have pushed off. The default opening is {@code
   * ooooooooo/ooooooooo/........./........./........./........./........./XXXXXXXXX/XXXXXXXXX X 0
   * 0 0}.
   *
   * @return the position text
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder(100);
    BoardText.append(out, rows, SquareAbalone.SIZE);
    return out.append(' ')
        .append(Ball.of(toMove).symbol())
        .append(' ')
        .append(ply)
        .append(' ')
        .append(capturedByLight)
        .append(' ')
        .append(capturedByDark)
        .toString();
  }
}
