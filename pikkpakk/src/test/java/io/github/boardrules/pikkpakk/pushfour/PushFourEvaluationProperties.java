package io.github.boardrules.pikkpakk.pushfour;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.testkit.ForAll;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link PushFourEvaluation} over the positions of random games against a model written here from
 * its documentation: the winning pushes found by playing every legal move through the rules, the
 * open windows counted point by point.
 */
class PushFourEvaluationProperties {
  private static final PushFour RULES = PushFour.standard();
  private static final int[][] STEPS = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
  private static final int[] WEIGHT = {0, 1, 10, 100};

  /** The legal moves of the player to move that end the game in his favour, by the rules. */
  private static int winningMoves(PushFourState state) {
    int wins = 0;
    for (PushFourMove move : RULES.legalMoves(state)) {
      Optional<Player> winner = RULES.status(RULES.play(state, move)).winner();
      wins += winner.isPresent() && winner.get() == state.toMove() ? 1 : 0;
    }
    return wins;
  }

  /** The same board with the other player to move, through the position text. */
  private static PushFourState otherToMove(PushFourState state) {
    String text = RULES.positions().encode(state);
    int side = text.lastIndexOf(' ', text.lastIndexOf(' ') - 1) + 1;
    char other = state.toMove() == Player.FIRST ? 'o' : 'X';
    return RULES.positions().decode(text.substring(0, side) + other + text.substring(side + 1));
  }

  /** The open windows for {@code player}, window by window over the field b2-h8. */
  private static int openWindows(PushFourState state, Player player) {
    int value = 0;
    for (int[] step : STEPS) {
      for (int row = 2; row <= 8; row++) {
        for (int column = 2; column <= 8; column++) {
          int lastColumn = column + 3 * step[0];
          int lastRow = row + 3 * step[1];
          if (lastColumn < 2 || lastColumn > 8 || lastRow > 8) {
            continue;
          }
          int mine = 0;
          int theirs = 0;
          for (int k = 0; k < 4; k++) {
            // Point.of counts from 0: column b is 1, row 2 is 1.
            Optional<Ball> ball = state.ballAt(Point.of(column - 1 + k * step[0], row - 1 + k * step[1]));
            if (ball.isPresent()) {
              if (ball.get() == Ball.of(player)) {
                mine++;
              } else {
                theirs++;
              }
            }
          }
          value += theirs == 0 ? WEIGHT[mine] : mine == 0 ? -WEIGHT[theirs] : 0;
        }
      }
    }
    return value;
  }

  @Test
  void theValueIsTheThreatsThenTheOpenWindows() {
    ForAll.games("push-four evaluation: threats, then open windows", 40, RULES, game -> {
      for (PushFourState state : game.states()) {
        if (RULES.status(state).isOver()) {
          continue;
        }
        Player mover = state.toMove();
        int moverWins = winningMoves(state);
        int otherWins = winningMoves(otherToMove(state));
        int forMover = moverWins > 0 ? PushFourEvaluation.WIN_NOW
            : otherWins >= 2 ? -PushFourEvaluation.DOUBLE_THREAT
            : openWindows(state, mover) - otherWins * PushFourEvaluation.THREAT;
        assertThat(PushFourEvaluation.standard().evaluate(state, mover))
            .as("for the player to move in %s (his wins %d, the other's %d)", state, moverWins, otherWins)
            .isEqualTo(forMover);
        assertThat(PushFourEvaluation.standard().evaluate(state, mover.opponent()))
            .as("for the other in %s", state)
            .isEqualTo(-forMover);
      }
    });
  }
}
