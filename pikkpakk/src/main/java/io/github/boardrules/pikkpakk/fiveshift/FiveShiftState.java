package io.github.boardrules.pikkpakk.fiveshift;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftEngine;
import io.github.boardrules.pikkpakk.internal.BoardText;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.LineZobrist;
import java.util.Arrays;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A position of five-in-a-row with a shifting phase: the LIGHT and DARK balls on the 9x9 board and
 * the number of plies played. The phase and the player to move follow from the ply count: the
 * first {@value FiveShift#PLACEMENTS} plies are placements, and LIGHT moves at even plies (he
 * makes the first and the 49th placement, DARK the first shift).
 *
 * <p>{@link #toString()} is the position text ({@link FiveShift#positions()}), {@link #render()} a
 * diagram for people:
 *
 * <pre>{@code
 * FiveShift rules = FiveShift.standard();
 * FiveShiftState state = rules.play(rules.initialState(), PikkPakkMove.parse("e5"));
 * state.ballAt(Point.parse("e5"));   // Optional[LIGHT]
 * state.toMove();                    // SECOND (DARK)
 * state.phase();                     // PLACEMENT
 * state.toString();                  // "........./........./........./........./....X..../ ... o 1"
 * System.out.println(state.render());
 * }</pre>
 *
 * <p>States are made by a {@link FiveShift} rules object. Two states are equal when their boards
 * and ply counts are. Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class FiveShiftState {
  /** The balls by the engine's kinds ({@link LineBoard#LIGHT} and so on), made once. */
  private static final Ball[] KINDS = Ball.values();

  /** Row {@code r}: the shared line words of {@link LineBoard}. */
  private final long[] rows;
  /** Column {@code c}: the same balls, by column. */
  private final long[] columns;

  private final int ply;

  /** The Zobrist hash of the board and the player to move. */
  private final long positionHash;

  /**
   * The plane of the side with five in a row ({@link FiveShiftEngine#fiveWinner}), -1 for none:
   * found once when the state is made, as {@code legalMoves} and {@code status} both ask.
   */
  private final int fiveWinner;

  /**
   * Makes a state, computing its position hash and five in a row; takes ownership of the arrays,
   * which must not change afterwards.
   */
  FiveShiftState(long[] rows, long[] columns, int ply) {
    this(
        rows,
        columns,
        ply,
        LineZobrist.fromScratch(rows, moverAt(ply)),
        FiveShiftEngine.fiveWinner(rows, LineBoard.plane(moverAt(ply).opponent())));
  }

  /** Makes a state with a position hash and five in a row updated by the move that made it. */
  FiveShiftState(long[] rows, long[] columns, int ply, long positionHash, int fiveWinner) {
    this.rows = rows;
    this.columns = columns;
    this.ply = ply;
    this.positionHash = positionHash;
    this.fiveWinner = fiveWinner;
  }

  /**
   * Returns a 64-bit Zobrist hash of the position: the balls on the board and the player to move
   * (not the ply count, though the phase follows from it: in the placement phase the number of
   * balls tells the ply). Updated incrementally by each move; the key of transposition tables such
   * as {@code AlphaBetaBot}'s.
   *
   * <pre>{@code
   * AlphaBetaBot.builder(rules, evaluation).hash(FiveShiftState::positionHash);
   * }</pre>
   *
   * @return the hash
   */
  public long positionHash() {
    return positionHash;
  }

  long[] rows() {
    return rows;
  }

  long[] columns() {
    return columns;
  }

  /** Returns the plane of the side with five in a row, as {@link FiveShiftEngine#fiveWinner} tells, or -1. */
  int fiveWinner() {
    return fiveWinner;
  }

  /**
   * Returns the player to move: LIGHT ({@link Player#FIRST}) at even plies, DARK ({@link
   * Player#SECOND}) at odd ones.
   *
   * @return the player to move; when the game is over, the player who would move next
   */
  public Player toMove() {
    return moverAt(ply);
  }

  static Player moverAt(int ply) {
    return ply % 2 == 0 ? Player.FIRST : Player.SECOND;
  }

  /**
   * Returns the number of plies (placements and shifts) played since the game's start.
   *
   * @return the ply count, 0 at the start
   */
  public int ply() {
    return ply;
  }

  /**
   * Returns the phase: placement for the first {@value FiveShift#PLACEMENTS} plies, then shifting.
   *
   * @return the phase
   */
  public FiveShiftPhase phase() {
    return ply < FiveShift.PLACEMENTS ? FiveShiftPhase.PLACEMENT : FiveShiftPhase.SHIFTING;
  }

  /**
   * Returns the ball on a point.
   *
   * @param point a point of the 9x9 board
   * @return LIGHT, DARK, or empty for an empty point
   * @throws IllegalArgumentException if the point is not on the 9x9 board
   */
  public Optional<Ball> ballAt(Point point) {
    if (!point.isOnBoard(FiveShift.SIZE)) {
      throw new IllegalArgumentException(
          point + " is not on the " + FiveShift.SIZE + "x" + FiveShift.SIZE + " board");
    }
    int kind = LineBoard.kind(rows, point.column(), point.row());
    return kind == LineBoard.EMPTY ? Optional.empty() : Optional.of(KINDS[kind]);
  }

  /**
   * Counts the balls of one kind on the board.
   *
   * @param kind the kind of ball
   * @return how many there are; always 0 for TARGET and NEUTRAL, which this game does not use
   */
  public int count(Ball kind) {
    return LineBoard.count(rows, LineBoard.planeOf(kind.ordinal()));
  }

  /**
   * Returns a diagram of the board for people: a header of column letters, then the rows from the
   * top, each with its number and the balls ({@code X} LIGHT, {@code o} DARK, {@code .} empty)
   * separated by spaces. Lines end with {@code \n}.
   *
   * <pre>
   *    a b c d e f g h i
   * 9  . . . . . . . . .
   * 8  . X o X o o X X .
   * ...
   * </pre>
   *
   * @return the diagram
   */
  public String render() {
    return BoardText.render(rows, FiveShift.SIZE);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof FiveShiftState other)) {
      return false;
    }
    return ply == other.ply && Arrays.equals(rows, other.rows);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(rows) + ply;
  }

  /**
   * Returns the position text, as {@link FiveShift#positions()} writes it: the board's rows from
   * the top separated by {@code /}, a space, the player to move ({@code X} or {@code o}), a space
   * and the ply count; the start is {@code ........./ ... /......... X 0}.
   *
   * @return the position text
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder(FiveShift.SIZE * (FiveShift.SIZE + 1) + 12);
    BoardText.append(out, rows, FiveShift.SIZE);
    out.append(' ').append(Ball.of(toMove()).symbol()).append(' ').append(ply);
    return out.toString();
  }
}
