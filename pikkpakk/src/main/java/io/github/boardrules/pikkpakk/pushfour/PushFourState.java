package io.github.boardrules.pikkpakk.pushfour;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.internal.BoardText;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.LineZobrist;
import io.github.boardrules.pikkpakk.pushfour.internal.PushFourEngine;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A push-four position: the LIGHT and DARK balls on the inner 7x7 field (the rim is empty between
 * moves), the player to move and the number of plies played.
 *
 * <p>{@link #toString()} is the position text ({@link PushFour#positions()}), {@link #render()} a
 * diagram for people:
 *
 * <pre>{@code
 * PushFourState state = rules.play(rules.initialState(), PushFourMove.parse("a3"));
 * state.ballAt(Point.parse("b3"));      // Optional[LIGHT]
 * state.count(Ball.LIGHT);              // 1
 * state.toMove();                       // SECOND (DARK)
 * state.fourInARow(Player.FIRST);       // []: no four yet
 * System.out.println(state.render());
 * }</pre>
 *
 * <p>Two states are equal when their boards, players to move and ply counts are equal. Instances
 * are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class PushFourState {
  /** The balls by the engine's kinds ({@link LineBoard#LIGHT} and so on), made once. */
  private static final Ball[] KINDS = Ball.values();

  /** Row {@code r}: bit {@code plane + column} for each colour (the line words of the machinery). */
  private final long[] rows;
  /** Column {@code c}: bit {@code plane + row} for each colour. */
  private final long[] columns;

  private final Player toMove;
  private final int ply;

  /** The Zobrist hash of the board and the player to move. */
  private final long positionHash;

  /** Who has four in a row ({@code PushFourEngine.fours}): found once, read by the moves, check and status. */
  private final int fours;

  /**
   * Makes a state, computing its position hash; takes ownership of the arrays, which must not
   * change afterwards.
   */
  PushFourState(long[] rows, long[] columns, Player toMove, int ply) {
    this(rows, columns, toMove, ply, LineZobrist.fromScratch(rows, toMove));
  }

  /** Makes a state with a position hash updated by the move that made it. */
  PushFourState(long[] rows, long[] columns, Player toMove, int ply, long positionHash) {
    this.positionHash = positionHash;
    this.fours = PushFourEngine.fours(rows);
    this.rows = rows;
    this.columns = columns;
    this.toMove = toMove;
    this.ply = ply;
  }

  long[] rows() {
    return rows;
  }

  long[] columns() {
    return columns;
  }

  /** Returns who has four in a row, as {@code PushFourEngine.fours} of the rows. */
  int fours() {
    return fours;
  }

  /**
   * Returns a 64-bit Zobrist hash of the position: the balls on the board and the player to move
   * (not the ply count). Updated incrementally by each push; the key of transposition tables, such
   * as {@code AlphaBetaBot}'s. Equal boards with the same player to
   * move have equal hashes, in every run.
   *
   * <pre>{@code
   * AlphaBetaBot.builder(rules, PushFourEvaluation.standard()).hash(PushFourState::positionHash);
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
   * Returns the number of plies (single moves) played since the game's start.
   *
   * @return the ply count, 0 at the start
   */
  public int ply() {
    return ply;
  }

  /**
   * Returns the ball on a point.
   *
   * @param point a point of the 9x9 board
   * @return LIGHT, DARK, or empty for an empty point (every rim point is empty)
   * @throws IllegalArgumentException if the point is not on the 9x9 board
   */
  public Optional<Ball> ballAt(Point point) {
    if (!point.isOnBoard(PushFour.SIZE)) {
      throw new IllegalArgumentException(point + " is not on the 9x9 board");
    }
    int kind = LineBoard.kind(rows, point.column(), point.row());
    return kind == LineBoard.EMPTY ? Optional.empty() : Optional.of(KINDS[kind]);
  }

  /**
   * Counts the balls of one kind on the board.
   *
   * @param kind the kind of ball
   * @return how many there are; always 0 for TARGET and NEUTRAL, which push-four does not use
   */
  public int count(Ball kind) {
    return LineBoard.count(rows, LineBoard.planeOf(kind.ordinal()));
  }

  /**
   * Returns a four in a row of one player's balls, if there is one: the game is then over.
   *
   * <p>When there are several, this is the first by its first point (rows from the bottom, within
   * a row from the left), then by direction: horizontal (its points listed from the left),
   * vertical (from the bottom), rising diagonal (towards the upper right), falling diagonal
   * (towards the upper left). Of five or more in a row, it is the first four.
   *
   * <pre>{@code
   * state.fourInARow(Player.FIRST);   // [b2, c3, d4, e5]: a rising diagonal
   * }</pre>
   *
   * @param player whose balls
   * @return the four points, or an empty list when that player has no four in a row
   */
  public List<Point> fourInARow(Player player) {
    return FourInARow.find(rows, LineBoard.plane(player));
  }

  /**
   * Returns a diagram of the board for people: a header of column letters, then the rows from the
   * top, each with its number and the points ({@code X} LIGHT, {@code o} DARK, {@code .} empty)
   * separated by spaces. Lines end with {@code \n}.
   *
   * <pre>
   *    a b c d e f g h i
   * 9  . . . . . . . . .
   * 8  . . . . . . . . .
   * ...
   * 3  . X o . . . . . .
   * 2  . . . . . . . . .
   * 1  . . . . . . . . .
   * </pre>
   *
   * @return the diagram
   */
  public String render() {
    return BoardText.render(rows, PushFour.SIZE);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof PushFourState other)) {
      return false;
    }
    return toMove == other.toMove && ply == other.ply && Arrays.equals(rows, other.rows);
  }

  @Override
  public int hashCode() {
    // toMove's ordinal, not its identity hash: the same in every run (an AlphaBetaBot without a
    // Zobrist key keys its table by this).
    return Objects.hash(toMove.ordinal(), ply, Arrays.hashCode(rows));
  }

  /**
   * Returns the position text, as {@link PushFour#positions()} writes it: the board's rows from
   * the top separated by {@code /}, the player to move and the ply count, such as {@code
   * ........./........./ ... /........./......... X 0} at the start.
   *
   * @return the position text
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder(100);
    BoardText.append(out, rows, PushFour.SIZE);
    return out.append(' ').append(Ball.of(toMove).symbol()).append(' ').append(ply).toString();
  }
}
