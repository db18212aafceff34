package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.ParseErrors;
import org.junit.jupiter.api.Test;

/** Points, directions and balls: names, symbols and errors. */
class PointTest {
  @Test
  void pointsAreNamedLikeChessSquares() {
    assertThat(Point.parse("e5")).isSameAs(Point.of(4, 4));
    assertThat(Point.of(0, 0)).hasToString("a1");
    assertThat(Point.of(14, 14)).hasToString("o15");
    assertThat(Point.parse("c12").row()).isEqualTo(11);
    assertThat(Point.parse("i9").isOnBoard(9)).isTrue();
    assertThat(Point.parse("j9").isOnBoard(9)).isFalse();
    assertThatThrownBy(() -> Point.of(15, 0)).hasMessageContaining("column 15");
    ParseErrors.assertRefused(Point::parse, "point", "e", 1, "row number");
    ParseErrors.assertRefused(Point::parse, "point", "p1", 0, "column letter a-o");
    ParseErrors.assertRefused(Point::parse, "point", "e05", 1, "no leading zero");
    ParseErrors.assertRefused(Point::parse, "point", "e5x", 2, "after the point name");
  }

  @Test
  void directionsAndBallsHaveTheirSymbols() {
    assertThat(Direction.ofSymbol('>')).isEqualTo(Direction.RIGHT);
    assertThat(Direction.ofSymbol('v')).isEqualTo(Direction.DOWN);
    assertThat(Direction.UP.opposite()).isEqualTo(Direction.DOWN);
    assertThat(Direction.LEFT.isHorizontal()).isTrue();
    assertThatThrownBy(() -> Direction.ofSymbol('x')).hasMessageContaining("< > v ^");
    assertThat(Ball.ofSymbol('X')).isEqualTo(Ball.LIGHT);
    assertThat(Ball.LIGHT.player()).contains(Player.FIRST);
    assertThat(Ball.DARK.player()).contains(Player.SECOND);
    assertThat(Ball.TARGET.player()).isEmpty();
    assertThat(Ball.of(Player.SECOND)).isEqualTo(Ball.DARK);
  }
}
