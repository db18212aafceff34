package io.github.boardrules.pikkpakk.intarsia;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.pikkpakk.Ball;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Over random games: rotations keep the ball counts, count the moves one by one, and a rotation
 * followed by its inverse gives the pattern back.
 */
class IntarsiaInvariantProperties {
  private static final IntarsiaPuzzle PUZZLE = IntarsiaPuzzle.of(Pattern.halves(), Pattern.chessboard());

  @Test
  void rotationsKeepTheBallCountsAndCountTheMoves() {
    ForAll.games(
        "intarsia counts",
        40,
        PUZZLE,
        60,
        game -> {
          List<IntarsiaState> states = game.states();
          for (int i = 0; i < states.size(); i++) {
            Pattern p = states.get(i).pattern();
            assertThat(p.count(Ball.LIGHT)).isEqualTo(24);
            assertThat(p.count(Ball.DARK)).isEqualTo(24);
            assertThat(p.count(Ball.TARGET)).isEqualTo(1);
            assertThat(states.get(i).moves()).isEqualTo(i);
          }
        });
  }

  @Test
  void everyRotationIsUndoneByItsInverse() {
    ForAll.games(
        "intarsia inverse",
        40,
        PUZZLE,
        60,
        game -> {
          for (int i = 0; i < game.moves().size(); i++) {
            Rotation move = game.moves().get(i);
            assertThat(game.states().get(i + 1).pattern().rotated(move.inverse()))
                .isEqualTo(game.states().get(i).pattern());
          }
        });
  }
}
