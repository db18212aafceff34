package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneMove;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared view of both games' run moves gives the same answers for the same notation. */
class RunMoveTest {
  @Test
  void bothMoveKindsReadTheSameRunTheSameWay() {
    List<RunMove> moves = List.of(PikkPakkMove.parse("c6-c12v2"), SquareAbaloneMove.parse("c6-c12v2"));
    for (RunMove move : moves) {
      assertThat(move.from()).isEqualTo(Point.parse("c6"));
      assertThat(move.to()).isEqualTo(Point.parse("c12"));
      assertThat(move.length()).isEqualTo(7); // c6 to c12
      assertThat(move.direction()).isEqualTo(Direction.DOWN);
      assertThat(move.distance()).isEqualTo(2);
      assertThat(move.toString()).isEqualTo("c6-c12v2");
    }
  }

  @Test
  void aPlacementIsOnePointWithoutDirection() {
    for (RunMove move : List.of(PikkPakkMove.parse("e4"), SquareAbaloneMove.parse("e4"))) {
      assertThat(move.point()).isEqualTo(Point.parse("e4"));
      assertThat(move.length()).isEqualTo(1);
      assertThat(move.distance()).isZero();
      assertThatThrownBy(move::direction)
          .isInstanceOf(IllegalStateException.class)
          .hasMessage("The placement e4 has no direction");
    }
  }

  @Test
  void aSidewaysMoveGoesOnePointAcrossItsLine() {
    RunMove sideways = SquareAbaloneMove.parse("b5-d5^");
    assertThat(sideways.length()).isEqualTo(3);
    assertThat(sideways.distance()).isEqualTo(1);
    assertThat(sideways.direction()).isEqualTo(Direction.UP);
  }
}
