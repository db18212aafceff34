package io.github.boardrules.pikkpakk.squareabalone;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Conservation of balls and the turn order over random games of every option set. */
class SquareAbaloneInvariantProperties {
  /**
   * Every option set the builder accepts, apart from N and the ply limit: none, a or b; with a or b,
   * nothing, c or c + d; each with or without e, f and the joint opening (56 sets).
   */
  static final List<SquareAbalone> OPTION_SETS = optionSets();

  private static List<SquareAbalone> optionSets() {
    List<SquareAbalone> out = new ArrayList<>();
    for (int distance = 0; distance < 3; distance++) { // none, a, b
      for (int collision = 0; collision < (distance == 0 ? 1 : 3); collision++) { // -, c, c + d
        for (int mask = 0; mask < 8; mask++) { // e, f, joint opening
          boolean joint = (mask & 4) != 0;
          out.add(
              SquareAbalone.builder()
                  .distanceByOwnBalls(distance == 1)
                  .anyDistance(distance == 2)
                  .stopOnCollision(collision > 0)
                  .continueWithMajority(collision == 2)
                  .sidewaysMoves((mask & 1) != 0)
                  .ownBallsOff((mask & 2) != 0)
                  .jointOpening(joint)
                  .drawOptions(DrawOptions.NONE.withPlyLimit(joint ? 110 : 70))
                  .build());
        }
      }
    }
    return out;
  }

  @Test
  void capturedPlusOnBoardIsTheStartingBallsAfterEveryMoveUnderEveryOptionSet() {
    for (SquareAbalone rules : OPTION_SETS) {
      int balls = rules.ballsPerPlayer();
      ForAll.games(rules + ": captured + on board = starting balls", 4, rules, game -> {
        for (SquareAbaloneState s : game.states()) {
          if (rules.jointOpening() && s.ply() < SquareAbalone.PLACEMENTS) {
            assertThat(s.count(Ball.LIGHT)).isEqualTo((s.ply() + 1) / 2);
            assertThat(s.count(Ball.DARK)).isEqualTo(s.ply() / 2);
            continue;
          }
          assertThat(s.count(Ball.LIGHT) + s.captured(Player.SECOND))
              .as("LIGHT on the board + LIGHT balls DARK counts, ply %d", s.ply())
              .isEqualTo(balls);
          assertThat(s.count(Ball.DARK) + s.captured(Player.FIRST))
              .as("DARK on the board + DARK balls LIGHT counts, ply %d", s.ply())
              .isEqualTo(balls);
        }
      });
    }
  }

  @Test
  void withoutOptionFNoPlayerEverLosesABallOnHisOwnMove() {
    for (SquareAbalone rules : OPTION_SETS) {
      if (rules.ownBallsOff()) {
        continue;
      }
      ForAll.games(rules + ": own balls stay without f", 4, rules, game -> {
        List<SquareAbaloneState> states = game.states();
        for (int i = 1; i < states.size(); i++) {
          SquareAbaloneState before = states.get(i - 1);
          SquareAbaloneState after = states.get(i);
          Ball own = Ball.of(before.toMove());
          if (before.ply() >= (rules.jointOpening() ? SquareAbalone.PLACEMENTS : 0)) {
            assertThat(after.count(own)).isEqualTo(before.count(own));
          }
        }
      });
    }
  }

  @Test
  void theJointOpeningAlternatesFromLightThenDarkPushesFirst() {
    SquareAbalone rules = SquareAbalone.builder().jointOpening(true)
        .drawOptions(DrawOptions.NONE.withPlyLimit(70)).build();
    ForAll.games("joint opening: placement order", 25, rules, game -> {
      for (SquareAbaloneState s : game.states()) {
        int ply = s.ply();
        Player expected =
            ply < SquareAbalone.PLACEMENTS
                ? (ply % 2 == 0 ? Player.FIRST : Player.SECOND)
                : ((ply - SquareAbalone.PLACEMENTS) % 2 == 0 ? Player.SECOND : Player.FIRST);
        assertThat(s.toMove()).as("ply %d", ply).isEqualTo(expected);
        if (ply == SquareAbalone.PLACEMENTS) {
          int empty = 0;
          for (int c = 1; c <= 7; c++) {
            for (int r = 1; r <= 7; r++) {
              empty += s.ballAt(Point.of(c, r)).isEmpty() ? 1 : 0;
            }
          }
          assertThat(empty).as("one inner point stays empty").isEqualTo(1);
        }
      }
      for (int i = 0; i < game.moves().size(); i++) {
        assertThat(game.moves().get(i).kind())
            .isEqualTo(
                i < SquareAbalone.PLACEMENTS
                    ? SquareAbaloneMove.Kind.PLACE
                    : SquareAbaloneMove.Kind.PUSH);
      }
    });
  }
}
