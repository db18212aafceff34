package io.github.boardrules.pylos;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.learning.AbstractActionEncoding;
import java.util.Arrays;

/**
 * Pylos for learning. A move is a whole turn: where the ball comes from ({@code s = 0} the reserve,
 * {@code s = f + 1} the spot {@code f} of a raise), the spot {@code t} it goes to, and the set of
 * balls taken back, numbered {@code k}: 0 none, {@code 1 + a} the one spot {@code a}, and {@code
 * 31 + 29a - a(a - 1)/2 + (b - a - 1)} the two spots {@code a < b} ({@value #TAKE_BACKS} sets). The
 * action is {@code (s * 30 + t) * 466 + k}: {@code 31 * 30 * 466 = 433,380} actions. Each part of a
 * move has its own factor, so learning code may also use a factorised policy (source, spot,
 * take-backs).
 *
 * <p>The observation is {@code {11, 4, 4}}: planes 0–3 the balls of the player to move on levels
 * 0–3 (level {@code l} fills the {@code (4 - l) x (4 - l)} corner, row 0 row {@code 1}, column 0
 * column {@code a}), planes 4–7 the opponent's, then planes of one value: 8 the reserve of the
 * player to move and 9 the opponent's, each divided by 15, and 10 ones when the first player is to
 * move. It leaves out the ply count and the history the ply-limit and repetition options read.
 */
final class PylosEncoding extends AbstractActionEncoding<PylosState, PylosMove> {
  static final int TAKE_BACKS = 1 + 30 + 30 * 29 / 2;
  private static final int SPOTS = 30;
  private static final int CELLS = 16;

  PylosEncoding(Pylos rules) {
    super(rules, (SPOTS + 1) * SPOTS * TAKE_BACKS, 11, 4, 4);
  }

  @Override
  protected int indexOfLegal(PylosState state, PylosMove move) {
    int source = move.from().orElse(-1) + 1;
    return (source * SPOTS + move.to()) * TAKE_BACKS + takeBacks(move.takeBackMask());
  }

  static int takeBacks(long mask) {
    return switch (Long.bitCount(mask)) {
      case 0 -> 0;
      case 1 -> 1 + Long.numberOfTrailingZeros(mask);
      case 2 -> {
        int a = Long.numberOfTrailingZeros(mask);
        int b = 63 - Long.numberOfLeadingZeros(mask);
        yield 31 + 29 * a - a * (a - 1) / 2 + (b - a - 1);
      }
      default -> throw new IllegalStateException("a move takes back at most two balls, not " + Long.bitCount(mask));
    };
  }

  @Override
  protected void observe(PylosState state, float[] out) {
    Player viewer = viewer(state);
    fillBalls(out, 0, state.balls(viewer));
    fillBalls(out, 4, state.balls(viewer.opponent()));
    Arrays.fill(out, 8 * CELLS, 9 * CELLS, state.reserve(viewer) / 15f);
    Arrays.fill(out, 9 * CELLS, 10 * CELLS, state.reserve(viewer.opponent()) / 15f);
    if (viewer == Player.FIRST) {
      Arrays.fill(out, 10 * CELLS, 11 * CELLS, 1f);
    }
  }

  private static void fillBalls(float[] out, int firstPlane, long balls) {
    for (long rest = balls; rest != 0; rest &= rest - 1) {
      int spot = Long.numberOfTrailingZeros(rest);
      int plane = firstPlane + PylosSpots.level(spot);
      out[plane * CELLS + PylosSpots.row(spot) * 4 + PylosSpots.column(spot)] = 1;
    }
  }
}
