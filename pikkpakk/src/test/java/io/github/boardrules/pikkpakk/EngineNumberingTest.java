package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.pikkpakk.internal.Directions;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.PointText;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The engines number the kinds of ball and the directions as the public enums order them, and
 * name the points as {@link Point} does: the values turn the engines' numbers into themselves by
 * these orders.
 */
class EngineNumberingTest {
  @Test
  void theKindsOfBallAreTheEnginesNumbers() {
    assertThat(Ball.LIGHT.ordinal()).isEqualTo(LineBoard.LIGHT);
    assertThat(Ball.DARK.ordinal()).isEqualTo(LineBoard.DARK);
    assertThat(Ball.TARGET.ordinal()).isEqualTo(LineBoard.TARGET);
    assertThat(Ball.NEUTRAL.ordinal()).isEqualTo(LineBoard.NEUTRAL);
    assertThat(LineBoard.planeOf(LineBoard.LIGHT)).isEqualTo(LineBoard.LIGHT_PLANE);
    assertThat(LineBoard.planeOf(LineBoard.DARK)).isEqualTo(LineBoard.DARK_PLANE);
    assertThat(LineBoard.planeOf(LineBoard.TARGET)).isEqualTo(LineBoard.TARGET_PLANE);
    assertThat(LineBoard.planeOf(LineBoard.NEUTRAL)).isEqualTo(LineBoard.NEUTRAL_PLANE);
    for (Ball ball : Ball.values()) {
      assertThat(LineBoard.name(ball.ordinal())).isEqualTo(ball.name());
      assertThat(Ball.ofSymbol(ball.symbol())).isEqualTo(ball);
    }
    assertThat(Ball.LIGHT.symbol()).isEqualTo('X');
    assertThat(Ball.DARK.symbol()).isEqualTo('o');
    assertThat(Ball.TARGET.symbol()).isEqualTo('R');
    assertThat(Ball.NEUTRAL.symbol()).isEqualTo('N');
    assertThat(LineBoard.colour(LineBoard.LIGHT_PLANE)).isEqualTo(Ball.of(Player.FIRST).name());
    assertThat(LineBoard.colour(LineBoard.DARK_PLANE))
        .isEqualTo(Ball.of(Player.SECOND).name());
  }

  @Test
  void theDirectionsAreTheEnginesNumbers() {
    assertThat(Direction.LEFT.ordinal()).isEqualTo(Directions.LEFT);
    assertThat(Direction.RIGHT.ordinal()).isEqualTo(Directions.RIGHT);
    assertThat(Direction.DOWN.ordinal()).isEqualTo(Directions.DOWN);
    assertThat(Direction.UP.ordinal()).isEqualTo(Directions.UP);
    assertThat(Direction.LEFT.symbol()).isEqualTo('<');
    assertThat(Direction.RIGHT.symbol()).isEqualTo('>');
    assertThat(Direction.DOWN.symbol()).isEqualTo('v');
    assertThat(Direction.UP.symbol()).isEqualTo('^');
    assertThat(Direction.RIGHT.step()).isEqualTo(1);
    assertThat(Direction.DOWN.step()).isEqualTo(-1);
    assertThat(Direction.LEFT.isHorizontal()).isTrue();
    assertThat(Direction.UP.isHorizontal()).isFalse();
    for (Direction direction : Direction.values()) {
      assertThat(Directions.of(direction.isHorizontal(), direction.step() > 0))
          .isEqualTo(direction.ordinal());
      assertThat(Directions.control(direction.ordinal()))
          .isEqualTo("push-" + direction.name().toLowerCase(Locale.ROOT));
    }
  }

  @Test
  void pointsAreNamedAsTheEnginesNameThem() {
    for (int row = 0; row < Point.MAX_SIZE; row++) {
      for (int column = 0; column < Point.MAX_SIZE; column++) {
        assertThat(Point.of(column, row).toString()).isEqualTo(PointText.name(column, row));
      }
    }
    assertThat(PointText.name(4, 4)).isEqualTo("e5");
    assertThat(PointText.name(14, 14)).isEqualTo("o15");
  }
}
