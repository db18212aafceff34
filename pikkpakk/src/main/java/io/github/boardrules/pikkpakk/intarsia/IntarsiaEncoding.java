package io.github.boardrules.pikkpakk.intarsia;

import io.github.boardrules.core.learning.AbstractActionEncoding;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import java.util.List;

/**
 * Intarsia puzzles for learning: 28 actions, one per rotation in the order of {@link
 * Rotation#all()}, and six 7x7 planes: the LIGHT balls, the DARK balls and the TARGET of the
 * pattern, then the same three of the goal (row 0 the bottom row, column 0 column {@code a}).
 */
final class IntarsiaEncoding extends AbstractActionEncoding<IntarsiaState, Rotation> {
  private static final List<Rotation> ALL = Rotation.all();
  private static final int CELLS = Pattern.POINTS;

  private final Pattern goal;

  IntarsiaEncoding(IntarsiaPuzzle rules) {
    super(rules, Rotation.COUNT, 6, Pattern.SIZE, Pattern.SIZE);
    this.goal = rules.goal();
  }

  @Override
  protected int indexOfLegal(IntarsiaState state, Rotation move) {
    return ALL.indexOf(move);
  }

  @Override
  protected void observe(IntarsiaState state, float[] out) {
    fill(out, 0, state.pattern());
    fill(out, 3, goal);
  }

  private static void fill(float[] out, int firstPlane, Pattern pattern) {
    for (int row = 0; row < Pattern.SIZE; row++) {
      for (int column = 0; column < Pattern.SIZE; column++) {
        Ball ball = pattern.ballAt(Point.of(column, row));
        int plane = firstPlane + (ball == Ball.LIGHT ? 0 : ball == Ball.DARK ? 1 : 2);
        out[plane * CELLS + row * Pattern.SIZE + column] = 1;
      }
    }
  }
}
