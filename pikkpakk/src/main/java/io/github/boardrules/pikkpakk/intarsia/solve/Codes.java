package io.github.boardrules.pikkpakk.intarsia.solve;

import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;

/**
 * The searches' primitive forms of the public values: a pattern as its {@link IntarsiaEngine}
 * code and a rotation as its index in {@link Rotation#all()}, read through the values' public
 * methods (the patterns keep their code to themselves). Each search reads its ends once.
 *
 * <pre>{@code
 * long code = Codes.of(Pattern.spiral());
 * Rotation r = Codes.rotation(IntarsiaEngine.ROWS_END);   // a^
 * }</pre>
 */
final class Codes {
  private Codes() {}

  /** Returns a pattern's code. */
  static long of(Pattern pattern) {
    long light = 0;
    for (int row = 0; row < Pattern.SIZE; row++) {
      for (int column = 0; column < Pattern.SIZE; column++) {
        if (pattern.ballAt(Point.of(column, row)) == Ball.LIGHT) {
          light |= 1L << (row * Pattern.SIZE + column);
        }
      }
    }
    Point target = pattern.target();
    return IntarsiaEngine.code(light, target.row() * Pattern.SIZE + target.column());
  }

  /** Returns a rotation's index. */
  static int index(Rotation rotation) {
    return Rotation.all().indexOf(rotation);
  }

  /** Returns the rotation of an index. */
  static Rotation rotation(int index) {
    return Rotation.all().get(index);
  }
}
