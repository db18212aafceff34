package io.github.boardrules.nim;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The grid NIM engine: the candidate moves of one configured game, grouped by shape ({@link
 * MoveShapes}), and the one implementation of which moves are legal, why a move is not, what a
 * move does and the random playout. {@link GridNim#legalMoves}, {@link GridNim#check}, {@link
 * GridNim#playUnchecked}, {@link GridNim#legalMoveMasks} and {@link GridNim#randomPlayout} all
 * run here, so they cannot disagree. Immutable once made.
 */
final class GridNimEngine {
  /**
   * Up to this many shapes, move lists find a move when asked ({@link LegalMoveList}); beyond it,
   * finding one costs more than copying all of them.
   */
  private static final int LAZY_LIST_MAX_SHAPES = 32;

  private static final int MAX_CANDIDATES = GridNim.MAX_CANDIDATE_MOVES;

  private final int rows;
  private final int columns;
  private final int maxTake;
  private final boolean touchingRequired;
  private final boolean misere;
  private final long full;
  /** Every move legal on the full board, grouped by shape. */
  private final MoveShapes shapes;
  /** Every move legal on the full board, in the order of {@link GridNim#legalMoves}. */
  private final long[] candidates;
  /** The move objects for {@link #candidates}, made once so that listing moves makes none. */
  private final GridNimMove[] candidateMoves;

  /**
   * Makes the candidate moves of a game.
   *
   * @throws IllegalArgumentException if the game has more than {@link
   *     GridNim#MAX_CANDIDATE_MOVES} candidate moves
   */
  GridNimEngine(int rows, int columns, int maxTake, boolean touchingRequired, boolean misere) {
    this.rows = rows;
    this.columns = columns;
    this.maxTake = maxTake;
    this.touchingRequired = touchingRequired;
    this.misere = misere;
    int points = rows * columns;
    this.full = points == Long.SIZE ? -1L : (1L << points) - 1;
    this.shapes = moveShapes(rows, columns, maxTake, touchingRequired);
    this.candidates = shapes.masks();
    this.candidateMoves = new GridNimMove[candidates.length];
    for (int i = 0; i < candidates.length; i++) {
      candidateMoves[i] = new GridNimMove(candidates[i], columns);
    }
  }

  int candidateCount() {
    return candidates.length;
  }

  /** Returns the candidate masks, shared: callers must not change the array. */
  long[] candidateMasks() {
    return candidates;
  }

  /** Returns the move objects of the candidates, shared: callers must not change the array. */
  GridNimMove[] candidateMoveObjects() {
    return candidateMoves;
  }

  /** Returns the legal moves with these balls, in the order {@link GridNim} documents. */
  List<GridNimMove> legalMoves(long balls) {
    if (shapes.shapeCount() <= LAZY_LIST_MAX_SHAPES) {
      return new LegalMoveList(shapes, candidateMoves, balls);
    }
    GridNimMove[] moves = new GridNimMove[shapes.countLegal(balls)];
    int next = 0;
    for (int shape = 0; next < moves.length; shape++) {
      for (long legal = shapes.legalAnchors(shape, balls); legal != 0; legal &= legal - 1) {
        moves[next++] = candidateMoves[shapes.moveIndex(shape, Long.numberOfTrailingZeros(legal))];
      }
    }
    return new MoveList<>(moves);
  }

  /** See {@link GridNim#legalMoveMasks}. */
  int legalMoveMasks(long balls, long[] buffer) {
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

  /** See {@link GridNim#randomPlayout}; the cap is checked by the caller. */
  PlayoutResult randomPlayout(long balls, Player toMove, RandomGenerator random, int plyCap) {
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

  /** Returns the state after a move (not checked), its hash updated. */
  GridNimState play(GridNimState state, GridNimMove move) {
    long mask = move.columns() == columns ? move.mask() : onBoardMask(move);
    long taken = state.balls() & mask;
    long hash = state.positionHash() ^ NimZobrist.points(taken) ^ NimZobrist.SECOND_TO_MOVE;
    return new GridNimState(state.balls() & ~mask, state.toMove().opponent(), rows, columns, hash);
  }

  /** Says whether a move is legal with these balls, and if not, why; see {@link GridNim#check}. */
  Legality check(long balls, GridNimMove move) {
    if (balls == 0) {
      return Legality.illegal(GridNimReason.GAME_OVER, "The game is over: no ball is left");
    }
    long offBoard = offBoardPoints(move);
    if (offBoard != 0) {
      return Legality.illegal(
          GridNimReason.OFF_BOARD,
          GridPoints.list(offBoard, move.columns())
              + (Long.bitCount(offBoard) == 1 ? " is" : " are")
              + " not on the "
              + describeBoard());
    }
    long mask = onBoardMask(move);
    long empty = mask & ~balls;
    if (empty != 0) {
      return Legality.illegal(
          GridNimReason.NO_BALL_THERE,
          GridPoints.list(empty, columns)
              + (Long.bitCount(empty) == 1 ? " has no ball" : " have no balls"));
    }
    if (!inOneLine(mask)) {
      return Legality.illegal(
          GridNimReason.NOT_IN_ONE_LINE,
          move + ": the points are not in one row or one column");
    }
    int count = Long.bitCount(mask);
    if (count > maxTake) {
      return Legality.illegal(
          GridNimReason.TOO_MANY,
          move + " takes " + count + " balls; at most " + maxTake + " may be taken in one move");
    }
    if (touchingRequired) {
      long gap = span(mask) & ~mask;
      if (gap != 0) {
        return Legality.illegal(
            GridNimReason.NOT_TOUCHING,
            move + ": the balls do not touch; " + GridPoints.list(gap, columns)
                + (Long.bitCount(gap) == 1 ? " lies" : " lie") + " between");
      }
    }
    return Legality.legal();
  }

  /** Names the board in messages: {@code 4x4 board (a1-d4)}. */
  String describeBoard() {
    return rows + "x" + columns + " board (a1-" + GridPoints.name(rows * columns - 1, columns) + ")";
  }

  /** Returns the move's points that do not exist on this board, as bits of the move's board. */
  private long offBoardPoints(GridNimMove move) {
    int moveColumns = move.columns();
    if (moveColumns == columns) {
      return move.mask() & ~full;
    }
    long off = 0;
    for (long rest = move.mask(); rest != 0; rest &= rest - 1) {
      int index = Long.numberOfTrailingZeros(rest);
      if (index % moveColumns >= columns || index / moveColumns >= rows) {
        off |= 1L << index;
      }
    }
    return off;
  }

  /** Returns the move's points as bits of this board; all of them must be on it. */
  private long onBoardMask(GridNimMove move) {
    int moveColumns = move.columns();
    if (moveColumns == columns) {
      return move.mask();
    }
    long mask = 0;
    for (long rest = move.mask(); rest != 0; rest &= rest - 1) {
      int index = Long.numberOfTrailingZeros(rest);
      mask |= 1L << (index / moveColumns * columns + index % moveColumns);
    }
    return mask;
  }

  private boolean inOneLine(long mask) {
    int low = Long.numberOfTrailingZeros(mask);
    int high = 63 - Long.numberOfLeadingZeros(mask);
    if (low / columns == high / columns) {
      return true; // every index between two points of one row is in that row
    }
    int column = low % columns;
    for (long rest = mask; rest != 0; rest &= rest - 1) {
      if (Long.numberOfTrailingZeros(rest) % columns != column) {
        return false;
      }
    }
    return true;
  }

  /** Returns every point of the line from the lowest to the highest point of a one-line mask. */
  private long span(long mask) {
    return GridPoints.between(
        Long.numberOfTrailingZeros(mask), 63 - Long.numberOfLeadingZeros(mask), columns);
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

  /**
   * Counts the candidate moves, refusing games with more than {@link GridNim#MAX_CANDIDATE_MOVES}.
   */
  private static long countCandidates(int[] lineLengths, int points, int largest, boolean touching) {
    long count = points;
    for (int length : lineLengths) {
      for (int size = 2; size <= Math.min(largest, length); size++) {
        // Stop as soon as the limit is passed, so that the binomials below cannot overflow.
        count += touching ? length - size + 1 : binomial(length, size, MAX_CANDIDATES + 1L);
        if (count > MAX_CANDIDATES) {
          throw new IllegalArgumentException(
              "This game has more than " + MAX_CANDIDATES + " possible moves; lower maxTake"
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
