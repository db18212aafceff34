package io.github.boardrules.tzaar;

import io.github.boardrules.core.learning.AbstractActionEncoding;
import java.util.Arrays;
import java.util.Optional;

/**
 * TZAAR for learning. With the 60 points numbered as {@link TzaarPoint#index()}: a capture from
 * {@code f} to {@code t} is {@code f * 60 + t}; a stack is {@code 3600 + f * 60 + t}; a placement
 * of piece {@code p} (white Tzaar, Tzarra, Tott, then black's, 0 to 5) on {@code t} is {@code 7200 +
 * p * 60 + t}; the pass is 7560: 7,561 actions.
 *
 * <p>The observation is {@code {19, 9, 9}} on the axial grid of the hexagonal board (column A–I,
 * row {@code floor((y + x) / 2)} less its least value for the doubled row {@code y}; the hole E5 and
 * the grid's corners are zeros). Planes: 0–2 the stacks of the player to move topped by a Tzaar, a
 * Tzarra, a Tott; 3 their heights; 4–7 the same for the opponent; then planes of one value: 8 ones
 * when the first player (WHITE) is to move; 9–12 the phase, one-hot (placement, opening, capture,
 * second action); 13–15 the pieces of the player to move still in hand (Tzaar, Tzarra, Tott) and
 * 16–18 the opponent's. The pieces under a stack's top are left out: the rules read only its top
 * and its height.
 */
final class TzaarEncoding extends AbstractActionEncoding<TzaarState, TzaarMove> {
  private static final int N = TzaarPoint.COUNT;
  private static final int STACKS = N * N;
  private static final int PLACES = 2 * STACKS;
  private static final int PASS = PLACES + 6 * N;
  private static final int[] GRID = new int[N];
  private static final int ROWS;
  private static final int COLUMNS = 9;
  private static final int CELLS;

  static {
    int parity = (TzaarPoint.ofIndex(0).x() + TzaarPoint.ofIndex(0).y()) & 1;
    int min = Integer.MAX_VALUE;
    int max = Integer.MIN_VALUE;
    for (int i = 0; i < N; i++) {
      int r = axialRow(TzaarPoint.ofIndex(i), parity);
      min = Math.min(min, r);
      max = Math.max(max, r);
    }
    ROWS = max - min + 1;
    CELLS = ROWS * COLUMNS;
    for (int i = 0; i < N; i++) {
      TzaarPoint point = TzaarPoint.ofIndex(i);
      GRID[i] = (axialRow(point, parity) - min) * COLUMNS + (point.column() - 'A');
    }
  }

  private static int axialRow(TzaarPoint point, int parity) {
    int sum = point.x() + point.y();
    if ((sum & 1) != parity) {
      throw new IllegalStateException("point " + point + " breaks the axial grid's parity");
    }
    return (sum - parity) / 2;
  }

  TzaarEncoding(Tzaar rules) {
    super(rules, PASS + 1, 19, ROWS, COLUMNS);
  }

  @Override
  protected int indexOfLegal(TzaarState state, TzaarMove move) {
    int to = move.to().map(TzaarPoint::index).orElse(0);
    int from = move.from().map(TzaarPoint::index).orElse(0);
    return switch (move.kind()) {
      case CAPTURE -> from * N + to;
      case STACK -> STACKS + from * N + to;
      case PLACE -> PLACES + piece(move.piece().orElseThrow()) * N + to;
      case PASS -> PASS;
    };
  }

  private static int piece(TzaarPiece piece) {
    return piece.colour().ordinal() * 3 + piece.type().ordinal();
  }

  @Override
  protected void observe(TzaarState state, float[] out) {
    TzaarColour mine = state.colourToMove();
    for (int i = 0; i < N; i++) {
      Optional<TzaarStack> stack = state.stack(TzaarPoint.ofIndex(i));
      if (stack.isPresent()) {
        int first = stack.get().colour() == mine ? 0 : 4;
        out[(first + stack.get().top().ordinal()) * CELLS + GRID[i]] = 1;
        out[(first + 3) * CELLS + GRID[i]] = stack.get().height();
      }
    }
    if (mine == TzaarColour.WHITE) {
      fill(out, 8, 1);
    }
    fill(out, 9 + state.phase().ordinal(), 1);
    TzaarColour theirs = mine == TzaarColour.WHITE ? TzaarColour.BLACK : TzaarColour.WHITE;
    for (TzaarType type : TzaarType.values()) {
      fill(out, 13 + type.ordinal(), state.piecesInHand(mine, type));
      fill(out, 16 + type.ordinal(), state.piecesInHand(theirs, type));
    }
  }

  private static void fill(float[] out, int plane, float value) {
    Arrays.fill(out, plane * CELLS, (plane + 1) * CELLS, value);
  }
}
