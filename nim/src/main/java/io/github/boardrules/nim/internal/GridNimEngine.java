package io.github.boardrules.nim.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.api.API;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * The grid NIM engine: the candidate moves of one configured game, grouped by shape ({@link
 * MoveShapes}), and the one implementation of which moves are legal, what a move takes and the
 * random playout, on the primitive form of a position: the balls as a bit mask, bit {@code row *
 * columns + column}. The rules' legal moves, move masks, play and fast playout all run here, and
 * {@link GridNimLegality} judges moves with its geometry, so they cannot disagree. Immutable once
 * made.
 *
 * <pre>{@code
 * GridNimEngine engine = new GridNimEngine(4, 4, 3, true, false);   // "1, 2, 3" NIM
 * long[] buffer = new long[engine.candidateCount()];                 // 56
 * int count = engine.legalMoveMasks(engine.fullMask(), buffer);       // 56 from the full board
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1.0")
public final class GridNimEngine {
  /** The most candidate moves (moves legal on the full board) a game may have. */
  public static final int MAX_CANDIDATE_MOVES = 1 << 20;

  /**
   * Up to this many shapes, move lists find a move when asked; beyond it, finding one costs more
   * than copying all of them.
   */
  private static final int LAZY_LIST_MAX_SHAPES = 32;

  private final int rows;
  private final int columns;
  private final int maxTake;
  private final boolean touchingRequired;
  private final boolean misere;
  private final long full;
  /** Every move legal on the full board, grouped by shape. */
  private final MoveShapes shapes;
  /** Every move legal on the full board, in the order of the rules' legal moves. */
  private final long[] candidates;

  /**
   * Makes the candidate moves of a game.
   *
   * @param rows the board's rows
   * @param columns the board's columns
   * @param maxTake the most balls one move takes, or {@link Integer#MAX_VALUE} for no limit
   * @param touchingRequired whether the balls of a move must be consecutive in their line
   * @param misere whether the player who takes the last ball loses
   * @throws IllegalArgumentException if the game has more than {@value #MAX_CANDIDATE_MOVES}
   *     candidate moves
   */
  public GridNimEngine(int rows, int columns, int maxTake, boolean touchingRequired, boolean misere) {
    this.rows = rows;
    this.columns = columns;
    this.maxTake = maxTake;
    this.touchingRequired = touchingRequired;
    this.misere = misere;
    int points = rows * columns;
    this.full = points == Long.SIZE ? -1L : (1L << points) - 1;
    this.shapes = moveShapes(rows, columns, maxTake, touchingRequired);
    this.candidates = shapes.masks();
  }

  /**
   * Returns the board's rows.
   *
   * @return the rows
   */
  public int rows() {
    return rows;
  }

  /**
   * Returns the board's columns.
   *
   * @return the columns
   */
  public int columns() {
    return columns;
  }

  /**
   * Returns the most balls one move takes.
   *
   * @return the limit, or {@link Integer#MAX_VALUE}
   */
  public int maxTake() {
    return maxTake;
  }

  /**
   * Tells whether the balls of a move must touch.
   *
   * @return true when touching is required
   */
  public boolean touchingRequired() {
    return touchingRequired;
  }

  /**
   * Returns the mask of every point of the board.
   *
   * @return the full board
   */
  public long fullMask() {
    return full;
  }

  /**
   * Returns the number of candidate moves: the moves legal on the full board.
   *
   * @return the count
   */
  public int candidateCount() {
    return candidates.length;
  }

  /**
   * Returns the candidate masks in legal-move order, shared: callers must not change the array.
   *
   * @return the masks
   */
  public long[] candidateMasks() {
    return candidates;
  }

  /**
   * Returns the candidate moves grouped by shape, which list the legal moves of a position.
   *
   * @return the shapes
   */
  public MoveShapes shapes() {
    return shapes;
  }

  /**
   * Tells whether a list of legal moves should find each move when asked rather than hold them
   * all: true for games with few shapes (every touching game and every 4x4 variant).
   *
   * @return true for a lazy list
   */
  public boolean listsLazily() {
    return shapes.shapeCount() <= LAZY_LIST_MAX_SHAPES;
  }

  /**
   * Writes the masks of the legal moves with the given balls into {@code buffer}, in legal-move
   * order, without allocating.
   *
   * @param balls the points holding a ball
   * @param buffer receives the masks from index 0; at least {@link #candidateCount()} long
   * @return how many masks were written
   * @throws IllegalArgumentException if the buffer is too short
   */
  public int legalMoveMasks(long balls, long[] buffer) {
    if (buffer.length < candidates.length) {
      throw new IllegalArgumentException(
          "The buffer holds " + buffer.length + " moves; this game needs " + candidates.length);
    }
    int count = 0;
    for (int shape = 0; shape < shapes.shapeCount(); shape++) {
      long mask = shapes.shape(shape);
      for (long legal = shapes.legalAnchors(shape, balls); legal != 0; legal &= legal - 1) {
        buffer[count++] = mask << Long.numberOfTrailingZeros(legal);
      }
    }
    return count;
  }

  /**
   * Plays uniformly random legal moves until the last ball is taken or {@code plyCap} moves are
   * played, without allocating; each move is {@code random.nextInt(n)} over the legal moves in
   * legal-move order. The cap is checked by the caller.
   *
   * @param balls the points holding a ball at the start
   * @param toMove the player to move at the start
   * @param random the source of the moves
   * @param plyCap the most moves to play, 0 or more
   * @return the winner, or {@link PlayoutResult#UNFINISHED} when balls are left at the cap
   */
  public PlayoutResult randomPlayout(long balls, Player toMove, RandomGenerator random, int plyCap) {
    MoveShapes moves = shapes;
    for (int ply = 0; balls != 0; ply++) {
      if (ply == plyCap) {
        return PlayoutResult.UNFINISHED;
      }
      balls &= ~moves.legalMove(balls, random.nextInt(moves.countLegal(balls)));
      toMove = toMove.opponent();
    }
    // The player to move at the end did not take the last ball.
    return PlayoutResult.winOf(misere ? toMove : toMove.opponent());
  }

  /**
   * Returns the position hash after a move that took the balls {@code taken}: their keys and the
   * player key XORed out of {@code hash}.
   *
   * @param hash the hash before the move
   * @param taken the balls the move took
   * @return the hash after it
   */
  public static long hashAfter(long hash, long taken) {
    return hash ^ NimZobrist.points(taken) ^ NimZobrist.SECOND_TO_MOVE;
  }

  /**
   * Names the board in messages: {@code 4x4 board (a1-d4)}.
   *
   * @return the description
   */
  public String describeBoard() {
    return rows + "x" + columns + " board (a1-" + GridPoints.name(rows * columns - 1, columns) + ")";
  }

  /**
   * Returns the points of a move made for a board of {@code moveColumns} columns that do not exist
   * on this board, as bits of the move's board.
   *
   * @param moveMask the move's points, bits of its board
   * @param moveColumns the columns of the move's board
   * @return the points off this board; 0 when all are on it
   */
  public long offBoardPoints(long moveMask, int moveColumns) {
    if (moveColumns == columns) {
      return moveMask & ~full;
    }
    long off = 0;
    for (long rest = moveMask; rest != 0; rest &= rest - 1) {
      int index = Long.numberOfTrailingZeros(rest);
      if (index % moveColumns >= columns || index / moveColumns >= rows) {
        off |= 1L << index;
      }
    }
    return off;
  }

  /**
   * Returns the points of a move as bits of this board; all of them must be on it.
   *
   * @param moveMask the move's points, bits of its board
   * @param moveColumns the columns of the move's board
   * @return the same points, bits of this board
   */
  public long onBoardMask(long moveMask, int moveColumns) {
    if (moveColumns == columns) {
      return moveMask;
    }
    long mask = 0;
    for (long rest = moveMask; rest != 0; rest &= rest - 1) {
      int index = Long.numberOfTrailingZeros(rest);
      mask |= 1L << (index / moveColumns * columns + index % moveColumns);
    }
    return mask;
  }

  /** Makes the candidate moves, after refusing games with too many of them. */
  private static MoveShapes moveShapes(int rows, int columns, int maxTake, boolean touching) {
    int largest = Math.min(maxTake, Math.max(rows, columns));
    int[] lineLengths = new int[rows + columns];
    Arrays.fill(lineLengths, 0, rows, columns);
    Arrays.fill(lineLengths, rows, rows + columns, rows);
    countCandidates(lineLengths, rows * columns, largest, touching);
    return new MoveShapes(rows, columns, largest, touching);
  }

  /** Counts the candidate moves, refusing games with more than {@link #MAX_CANDIDATE_MOVES}. */
  private static long countCandidates(int[] lineLengths, int points, int largest, boolean touching) {
    long count = points;
    for (int length : lineLengths) {
      for (int size = 2; size <= Math.min(largest, length); size++) {
        // Stop as soon as the limit is passed, so that the binomials below cannot overflow.
        count += touching ? length - size + 1 : binomial(length, size, MAX_CANDIDATE_MOVES + 1L);
        if (count > MAX_CANDIDATE_MOVES) {
          throw new IllegalArgumentException(
              "This game has more than " + MAX_CANDIDATE_MOVES + " possible moves; lower maxTake"
                  + " or require touching");
        }
      }
    }
    return count;
  }

  /** Returns n choose k, or {@code cap} if it is larger than {@code cap}. */
  private static long binomial(int n, int k, long cap) {
    long result = 1;
    for (int i = 0; i < k; i++) {
      result = result * (n - i) / (i + 1); // exact: a product of i+1 consecutive numbers
      if (result > cap) {
        return cap;
      }
    }
    return result;
  }
}
