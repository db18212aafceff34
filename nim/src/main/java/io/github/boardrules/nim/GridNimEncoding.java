package io.github.boardrules.nim;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.learning.AbstractActionEncoding;
import java.util.Arrays;

/**
 * Grid NIM for learning. The actions are the game's candidate moves, the moves legal on the full
 * board, in the order of {@link GridNim#legalMoves} from the full board: action {@code i} takes
 * the balls of the {@code i}-th candidate, so the standard game's actions 0–15 take one ball (a1,
 * b1, …, d4), then come the pairs and the triples. The observation is {@code {2, rows, columns}}:
 * plane 0 holds 1 where a ball is (row 0 the bottom row, column 0 the left column), plane 1 is all
 * ones when the first player is to move. NIM is impartial: the balls are nobody's, so the view of
 * the player to move is the board itself.
 */
final class GridNimEncoding extends AbstractActionEncoding<GridNimState, GridNimMove> {
  private final long[] sortedMasks;
  private final int[] actionOfSorted;
  private final int points;

  GridNimEncoding(GridNim rules, long[] candidates) {
    super(rules, candidates.length, 2, rules.rows(), rules.columns());
    this.points = rules.rows() * rules.columns();
    Integer[] order = new Integer[candidates.length];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> Long.compare(candidates[a], candidates[b]));
    sortedMasks = new long[order.length];
    actionOfSorted = new int[order.length];
    for (int i = 0; i < order.length; i++) {
      sortedMasks[i] = candidates[order[i]];
      actionOfSorted[i] = order[i];
    }
  }

  @Override
  protected int indexOfLegal(GridNimState state, GridNimMove move) {
    int at = Arrays.binarySearch(sortedMasks, move.mask());
    if (at < 0) {
      // A legal move is always a candidate; reaching here is a bug in the rules.
      throw new IllegalStateException("legal move " + move + " is not a candidate move");
    }
    return actionOfSorted[at];
  }

  @Override
  protected void observe(GridNimState state, float[] out) {
    for (long rest = state.balls(); rest != 0; rest &= rest - 1) {
      out[Long.numberOfTrailingZeros(rest)] = 1;
    }
    if (viewer(state) == Player.FIRST) {
      Arrays.fill(out, points, 2 * points, 1f);
    }
  }
}
