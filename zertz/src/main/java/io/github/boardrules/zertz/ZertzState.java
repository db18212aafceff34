package io.github.boardrules.zertz;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.zertz.internal.ZertzCounts;
import io.github.boardrules.zertz.internal.ZertzZobrist;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A ZÈRTZ position: the rings still on the board, the marbles on them, the pool, each player's
 * captured marbles, the player to move, and the two counters that end stuck games (plies without
 * progress, passes in a row).
 *
 * <p>Cell {@code i} of the {@link ZertzBoard} is bit {@code i} of {@link #rings()} and of {@link
 * #marbles(Marble)}. <b>Decision:</b> {@link #toString()} gives the one-line position text (see
 * {@link Zertz#positions()}), which reads back, in the style of {@code java.time}; {@link
 * #diagram()} draws the hexagon in characters for debugging.
 *
 * <pre>{@code
 * Zertz rules = Zertz.standard();
 * ZertzState state = rules.initialState();
 * state.toString();   // "37 ..../...../....../......./....../...../.... 5,7,9 0,0,0 0,0,0 1 0 0"
 * state.pool(Marble.BLACK);                         // 9
 * state = rules.play(state, rules.notation().parse("Bd4,a1"));
 * state.marbleAt(ZertzBoard.RINGS_37.cell("d4"));   // Optional[BLACK]
 * state.hasRing(0);                                 // false: a1 was removed
 * }</pre>
 *
 * <p>States are obtained from a {@link Zertz} rules object or its position text. Instances are
 * immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class ZertzState {
  private final ZertzBoard board;
  private final long rings;
  private final long white;
  private final long grey;
  private final long black;
  /** Nine 5-bit counts ({@link ZertzCounts}): pool W,G,B, FIRST's captures W,G,B, SECOND's W,G,B. */
  private final long counts;
  private final Player toMove;
  private final int quietPlies;
  private final int passes;
  /** The Zobrist hash, see {@link #positionHash()}. */
  private final long hash;

  /** Makes a state and computes its hash from scratch. */
  ZertzState(
      ZertzBoard board,
      long rings,
      long white,
      long grey,
      long black,
      long counts,
      Player toMove,
      int quietPlies,
      int passes) {
    this(board, rings, white, grey, black, counts, toMove, quietPlies, passes,
        ZertzZobrist.fromScratch(
            rings, white, grey, black, counts, toMove.ordinal(), quietPlies, passes));
  }

  /** Makes a state with its hash, updated incrementally by the caller. */
  ZertzState(
      ZertzBoard board,
      long rings,
      long white,
      long grey,
      long black,
      long counts,
      Player toMove,
      int quietPlies,
      int passes,
      long hash) {
    this.hash = hash;
    this.board = board;
    this.rings = rings;
    this.white = white;
    this.grey = grey;
    this.black = black;
    this.counts = counts;
    this.toMove = toMove;
    this.quietPlies = quietPlies;
    this.passes = passes;
  }

  /**
   * Returns the board.
   *
   * @return the board
   */
  public ZertzBoard board() {
    return board;
  }

  /**
   * Returns the rings still on the board, bit {@code i} for cell {@code i}.
   *
   * @return the mask
   */
  public long rings() {
    return rings;
  }

  /**
   * Returns the rings that hold a marble of one colour.
   *
   * @param colour the colour
   * @return the mask
   */
  public long marbles(Marble colour) {
    switch (colour) {
      case WHITE:
        return white;
      case GREY:
        return grey;
      default:
        return black;
    }
  }

  /**
   * Returns the rings that hold a marble.
   *
   * @return the mask
   */
  public long occupied() {
    return white | grey | black;
  }

  /**
   * Returns the rings that hold no marble.
   *
   * @return the mask
   */
  public long vacant() {
    return rings & ~(white | grey | black);
  }

  /**
   * Returns how many rings are left on the board.
   *
   * @return the number of rings
   */
  public int ringCount() {
    return Long.bitCount(rings);
  }

  /**
   * Tells whether a ring is still on the board.
   *
   * @param cell the cell index
   * @return true when the ring is there
   * @throws IndexOutOfBoundsException if the board has no such cell
   */
  public boolean hasRing(int cell) {
    requireCell(cell);
    return (rings & (1L << cell)) != 0;
  }

  /**
   * Returns the marble on a ring.
   *
   * @param cell the cell index
   * @return the colour, or empty when the ring is vacant or removed
   * @throws IndexOutOfBoundsException if the board has no such cell
   */
  public Optional<Marble> marbleAt(int cell) {
    requireCell(cell);
    long bit = 1L << cell;
    if ((white & bit) != 0) {
      return Optional.of(Marble.WHITE);
    }
    if ((grey & bit) != 0) {
      return Optional.of(Marble.GREY);
    }
    return (black & bit) != 0 ? Optional.of(Marble.BLACK) : Optional.empty();
  }

  private void requireCell(int cell) {
    if (cell < 0 || cell >= board.ringCount()) {
      throw new IndexOutOfBoundsException("No cell " + cell + " on the " + board);
    }
  }

  /**
   * Returns how many marbles of a colour are left in the pool.
   *
   * @param colour the colour
   * @return the count
   */
  public int pool(Marble colour) {
    return ZertzCounts.count(counts, ZertzCounts.POOL + colour.ordinal());
  }

  /**
   * Returns how many marbles are left in the pool, all colours.
   *
   * @return the count
   */
  public int poolSize() {
    return ZertzCounts.poolSize(counts);
  }

  /**
   * Returns how many marbles of a colour a player holds: captured, less any placed again once the
   * pool was empty.
   *
   * @param player the player
   * @param colour the colour
   * @return the count
   */
  public int captured(Player player, Marble colour) {
    return ZertzCounts.count(counts, ZertzCounts.captureIndex(player.ordinal(), colour.ordinal()));
  }

  /**
   * Returns the player to move.
   *
   * @return the player to move; when the game is over, the player who did not make the last move
   */
  public Player toMove() {
    return toMove;
  }

  /**
   * Returns the number of plies in a row that took no marble from the pool and removed no ring;
   * see {@link Zertz.Builder#noProgressDraw}.
   *
   * @return the count, 0 after a move that made progress
   */
  public int quietPlies() {
    return quietPlies;
  }

  /**
   * Returns the number of passes in a row that led to this position.
   *
   * @return 0, 1 or 2 (two passes end the game in a draw)
   */
  public int passes() {
    return passes;
  }

  /**
   * Returns a 64-bit Zobrist hash of the position, for transposition tables and repetition checks:
   * equal states have equal hashes, and different states almost always different ones.
   *
   * <pre>{@code
   * AlphaBetaBot<ZertzState, ZertzMove> bot =
   *     AlphaBetaBot.builder(rules, ZertzEvaluation.standard()).hash(ZertzState::positionHash).build();
   * }</pre>
   *
   * <p>It covers everything {@link #equals} compares and the rules depend on: each ring still on
   * the board, the colour of the marble on each ring, the pool and both players' captured marbles
   * (each count), the player to move, the plies without progress and the passes in a row (both
   * can end the game). The board is not hashed: states of different boards are not compared. The
   * hash is the exclusive or of fixed 64-bit keys, one per ring, per marble colour and ring, per
   * value of each count, for the second player to move, and per value of each counter; the rules
   * update it incrementally as a move is played (only the keys of what the move changes), and it
   * is the same in every run of every JVM.
   *
   * @return the hash
   */
  public long positionHash() {
    return hash;
  }

  long white() {
    return white;
  }

  long grey() {
    return grey;
  }

  long black() {
    return black;
  }

  long counts() {
    return counts;
  }

  /** Returns the marbles of a colour by ordinal. */
  long marbles(int colour) {
    return colour == 0 ? white : colour == 1 ? grey : black;
  }

  /**
   * Draws the position: the hexagon of rings in characters ({@code .} a vacant ring, {@code w},
   * {@code g}, {@code b} a marble, blank where a ring was removed), the column letters beneath,
   * and lines for the pool, the captures and the player to move.
   *
   * <pre>
   *       .
   *     .   .
   *   .   .   .
   * .   .   .   .
   * ...
   * </pre>
   *
   * @return the drawing, several lines, each ending with a line break
   */
  public String diagram() {
    return ZertzPositions.diagram(this);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof ZertzState other)) {
      return false;
    }
    return board == other.board
        && rings == other.rings
        && white == other.white
        && grey == other.grey
        && black == other.black
        && counts == other.counts
        && toMove == other.toMove
        && quietPlies == other.quietPlies
        && passes == other.passes;
  }

  @Override
  public int hashCode() {
    long h = rings * 31 + white;
    h = h * 31 + grey;
    h = h * 31 + black;
    h = h * 31 + counts;
    h = h * 31 + toMove.ordinal();
    h = h * 31 + quietPlies;
    h = h * 31 + passes;
    h = h * 31 + board.ordinal();
    return Long.hashCode(h);
  }

  /**
   * Returns the position text, such as {@code 37 ..../...../....../......./....../...../....
   * 5,7,9 0,0,0 0,0,0 1 0 0}.
   *
   * @return the position text
   */
  @Override
  public String toString() {
    return ZertzPositions.encodeState(this);
  }
}
