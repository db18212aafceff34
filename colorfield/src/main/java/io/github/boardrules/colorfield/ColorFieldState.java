package io.github.boardrules.colorfield;

import io.github.boardrules.core.Status;
import java.util.Arrays;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A colour-field position: the pieces on the squares, the gates that still hold their RED piece,
 * the team to move, the plies played and, when repetition detection is on, the positions since
 * the last capture or gate exit.
 *
 * <p>{@link #toString()} is the position text (see {@link ColorField#positions()}).
 *
 * <pre>{@code
 * ColorFieldState state = rules.initialState();
 * state.toMove();                       // FULL
 * state.teamAt(layout.indexOf("a1"));   // Optional[FULL]
 * state.piecesOnBoard(Team.EMPTY);      // 14
 * state.piecesInGates(Team.EMPTY);      // 3
 * }</pre>
 *
 * <p>States are made by a {@link ColorField} rules object and remember which, so that its legal
 * moves and status are computed once. Instances are immutable and thread-safe.
 */
public final class ColorFieldState {
  /** Bit masks: index {@code team * 10 + color * 2 + half}, square {@code half * 64 + bit}. */
  private final long[] pieces;
  /** Bit {@code g} set when gate {@code g} still holds its RED piece. */
  private final int gates;
  private final Team toMove;
  private final int plies;
  private final @Nullable History history;
  private final ColorField rules;
  /** The legal move codes, empty when the game is over. */
  private final int[] moves;
  private final Status status;

  ColorFieldState(
      ColorField rules, long[] pieces, int gates, Team toMove, int plies, @Nullable History history,
      int[] moves, Status status) {
    this.rules = rules;
    this.pieces = pieces;
    this.gates = gates;
    this.toMove = toMove;
    this.plies = plies;
    this.history = history;
    this.moves = moves;
    this.status = status;
  }

  long[] pieces() {
    return pieces;
  }

  int gates() {
    return gates;
  }

  @Nullable History history() {
    return history;
  }

  ColorField rules() {
    return rules;
  }

  int[] moveCodes() {
    return moves;
  }

  Status cachedStatus() {
    return status;
  }

  /**
   * Returns the team to move; when the game is over, the team that would move next.
   *
   * @return the team to move
   */
  public Team toMove() {
    return toMove;
  }

  /**
   * Returns the number of plies (single moves) played since the start of the game.
   *
   * @return the plies, 0 at the start
   */
  public int plies() {
    return plies;
  }

  /**
   * Returns the layout the state is played on.
   *
   * @return the layout
   */
  public ColorFieldLayout layout() {
    return rules.layout();
  }

  /**
   * Returns the team of the piece on a square.
   *
   * @param square the square's index
   * @return the team, or empty for an empty square
   * @throws IndexOutOfBoundsException if there is no such square
   */
  public Optional<Team> teamAt(int square) {
    int code = pieceCode(square);
    return code < 0 ? Optional.empty() : Optional.of(Team.ofIndex(code / 5));
  }

  /**
   * Returns the colour of the piece on a square.
   *
   * @param square the square's index
   * @return the colour, or empty for an empty square
   * @throws IndexOutOfBoundsException if there is no such square
   */
  public Optional<FieldColor> pieceColorAt(int square) {
    int code = pieceCode(square);
    return code < 0 ? Optional.empty() : Optional.of(FieldColor.ofIndex(code % 5));
  }

  /** Returns team * 5 + colour of the piece on a square, or -1. */
  int pieceCode(int square) {
    java.util.Objects.checkIndex(square, rules.layout().squareCount());
    int half = square >>> 6;
    long bit = 1L << (square & 63);
    for (int i = 0; i < 10; i++) {
      if ((pieces[i * 2 + half] & bit) != 0) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Tells whether a gate still holds its RED piece.
   *
   * @param gate the gate's number
   * @return true while the gate's RED piece has not stepped out
   * @throws IndexOutOfBoundsException if there is no such gate
   */
  public boolean gateOccupied(int gate) {
    java.util.Objects.checkIndex(gate, rules.layout().gateCount());
    return (gates & (1 << gate)) != 0;
  }

  /**
   * Returns how many pieces of a team stand on squares.
   *
   * @param team the team
   * @return the pieces on the board
   */
  public int piecesOnBoard(Team team) {
    int count = 0;
    for (int i = team.index() * 10; i < team.index() * 10 + 10; i++) {
      count += Long.bitCount(pieces[i]);
    }
    return count;
  }

  /**
   * Returns how many pieces of a team are still in their gates: RED pieces that have not moved.
   *
   * @param team the team
   * @return the pieces in gates
   */
  public int piecesInGates(Team team) {
    ColorFieldLayout layout = rules.layout();
    int count = 0;
    for (int g = 0; g < layout.gateCount(); g++) {
      if ((gates & (1 << g)) != 0 && layout.gateTeam(g) == team) {
        count++;
      }
    }
    return count;
  }

  /**
   * Returns how many pieces of a team have been captured: its pieces at the start less those on
   * the board and in gates.
   *
   * @param team the team
   * @return the captured pieces
   */
  public int capturedPieces(Team team) {
    return rules.layout().teamSize(team) - piecesOnBoard(team) - piecesInGates(team);
  }

  /**
   * Returns how many RED pieces a team still has, on the board or in gates.
   *
   * @param team the team
   * @return the RED pieces not captured
   */
  public int redPieces(Team team) {
    int base = team.index() * 10 + FieldColor.RED.index() * 2;
    return Long.bitCount(pieces[base]) + Long.bitCount(pieces[base + 1]) + piecesInGates(team);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (o == this) {
      return true;
    }
    if (!(o instanceof ColorFieldState other)) {
      return false;
    }
    return gates == other.gates
        && toMove == other.toMove
        && plies == other.plies
        && Arrays.equals(pieces, other.pieces)
        && History.same(history, other.history)
        && rules.layout().equals(other.rules.layout());
  }

  @Override
  public int hashCode() {
    return ((Arrays.hashCode(pieces) * 31 + gates) * 31 + toMove.index()) * 31
        + plies * 7 + History.hash(history);
  }

  /**
   * Returns the position text, such as the start of the default layout; see {@link
   * ColorField#positions()}.
   *
   * @return the position text
   */
  @Override
  public String toString() {
    return ColorFieldPositions.write(this);
  }
}
