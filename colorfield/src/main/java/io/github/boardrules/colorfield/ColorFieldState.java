package io.github.boardrules.colorfield;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.colorfield.internal.ColorFieldEngine;
import io.github.boardrules.colorfield.internal.ColorFieldHistory;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import java.util.Arrays;
import java.util.Objects;
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
 * status and the number of its legal moves are computed once, when it is made, and the list of its
 * moves once, when first needed. Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class ColorFieldState {
  /**
   * The pieces, a RED piece in its gate included, as bit sets of locations: see {@link
   * ColorFieldEngine}.
   */
  private final long[] pieces;
  private final Team toMove;
  private final int plies;
  private final @Nullable ColorFieldHistory history;
  private final ColorField rules;
  /** How many moves {@code legalMoves} lists, 0 when the game is over. */
  private final int moveCount;
  /** True when the capturing-step rule leaves only the capturing steps to list. */
  private final boolean capturesOnly;
  /**
   * The listed move codes, made on first need by {@link ColorField}: a random game reads one move
   * of each state, which the rules find from the counts without listing. A benign race: threads
   * that find it unset each compute the same codes, published through the record's final field.
   */
  private @Nullable ListedCodes listed;
  private final Status status;
  /** The Zobrist hash, see {@link #positionHash()}. */
  private final long hash;

  ColorFieldState(
      ColorField rules, long[] pieces, Team toMove, int plies, @Nullable ColorFieldHistory history,
      int moveCount, boolean capturesOnly, Status status, long hash) {
    this.rules = rules;
    this.pieces = pieces;
    this.toMove = toMove;
    this.plies = plies;
    this.history = history;
    this.moveCount = moveCount;
    this.capturesOnly = capturesOnly;
    this.status = status;
    this.hash = hash;
  }

  /** The listed move codes of a state, never changed once made. */
  // a package-private carrier of arrays, never compared and never handed out: copies would only cost.
  @SuppressWarnings("ArrayRecordComponent")
  private record ListedCodes(long[] codes) {}

  long[] pieces() {
    return pieces;
  }

  @Nullable ColorFieldHistory history() {
    return history;
  }

  ColorField rules() {
    return rules;
  }

  int moveCount() {
    return moveCount;
  }

  boolean capturesOnly() {
    return capturesOnly;
  }

  /** Returns the listed move codes if they were made already, or null. */
  long @Nullable [] listedCodes() {
    ListedCodes l = listed;
    return l == null ? null : l.codes();
  }

  /** Keeps the listed move codes, which the caller no longer changes. */
  void keepListedCodes(long[] codes) {
    listed = new ListedCodes(codes);
  }

  Status cachedStatus() {
    return status;
  }

  /**
   * Returns a 64-bit Zobrist hash of the position: the XOR of a fixed random key for each piece
   * (its team, colour and square), for each gate still holding its RED piece, and for EMPTY when
   * EMPTY is to move. It covers everything the moves and the result depend on — the pieces, the
   * gates and the team to move; the captured pieces follow from them — and leaves out the ply
   * count and the repetition history, so that the same position reached by different move orders
   * has the same hash, as a transposition table wants. The rules update it with each move,
   * changing only the keys of the squares and gates the move changes; it is also the key of
   * repetition detection, which confirms equal hashes by comparing the pieces.
   *
   * <pre>{@code
   * ColorField rules = ColorField.standard();
   * MoveNotation<ColorFieldMove> n = rules.notation();
   * ColorFieldState start = rules.initialState();
   * ColorFieldState a = rules.play(rules.play(rules.play(start, n.parse("a1-a2")), n.parse("a10-a9")), n.parse("j1-j2"));
   * ColorFieldState b = rules.play(rules.play(rules.play(start, n.parse("j1-j2")), n.parse("a10-a9")), n.parse("a1-a2"));
   * a.positionHash() == b.positionHash();   // true: the same pieces, EMPTY to move
   * }</pre>
   *
   * <p>The keys are a table of the layout, filled from a fixed seed, so states of different
   * layouts may share a hash; different positions of one layout share one with a chance of about
   * 2<sup>-64</sup> a pair.
   *
   * @return the hash
   */
  public long positionHash() {
    return hash;
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
    return code < 0 ? Optional.empty() : Optional.of(Team.ofIndex(code / rules.engine().colors()));
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
    return code < 0
        ? Optional.empty()
        : Optional.of(layout().colorAt(code % rules.engine().colors()));
  }

  /** Returns team * colours + colour of the piece on a square, or -1. */
  int pieceCode(int square) {
    Objects.checkIndex(square, rules.layout().squareCount());
    return rules.engine().pieceCode(pieces, square);
  }

  /**
   * Tells whether a gate still holds its RED piece.
   *
   * @param gate the gate's number
   * @return true while the gate's RED piece has not stepped out
   * @throws IndexOutOfBoundsException if there is no such gate
   */
  public boolean gateOccupied(int gate) {
    Objects.checkIndex(gate, rules.layout().gateCount());
    return rules.engine().pieceCode(pieces, rules.layout().squareCount() + gate) >= 0;
  }

  /**
   * Returns how many pieces of a team stand on squares.
   *
   * @param team the team
   * @return the pieces on the board
   */
  public int piecesOnBoard(Team team) {
    ColorFieldEngine engine = rules.engine();
    int count = 0;
    for (int c = 0; c < engine.colors(); c++) {
      count += engine.countOnSquares(pieces, engine.set(team.index(), c));
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
    ColorFieldEngine engine = rules.engine();
    return engine.countInGates(pieces, engine.set(team.index(), ColorFieldLayout.RED));
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
    ColorFieldEngine engine = rules.engine();
    int set = engine.set(team.index(), ColorFieldLayout.RED);
    return engine.countOnSquares(pieces, set) + engine.countInGates(pieces, set);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (o == this) {
      return true;
    }
    if (!(o instanceof ColorFieldState other)) {
      return false;
    }
    return toMove == other.toMove
        && plies == other.plies
        && Arrays.equals(pieces, other.pieces)
        && ColorFieldHistory.same(history, other.history)
        && rules.layout().equals(other.rules.layout());
  }

  @Override
  public int hashCode() {
    return (Arrays.hashCode(pieces) * 31 + toMove.index()) * 31 + plies * 7 + ColorFieldHistory.hash(history);
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
