package io.github.boardrules.pikkpakk.pushfour;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Invariants over random games, and the bit-mask rules against a plain model written from the
 * rules text over a grid of characters: the board after each push, and who has won.
 */
class PushFourInvariantProperties {
  private static final PushFour LONG = PushFour.builder()
      .drawOptions(DrawOptions.NONE.withPlyLimit(400)).build();
  private static final PushFour SHORT = PushFour.builder()
      .drawOptions(DrawOptions.NONE.withPlyLimit(30)).build();

  private static int balls(PushFourState state) {
    return state.count(Ball.LIGHT) + state.count(Ball.DARK);
  }

  /** The number of balls on the inner points of the move's line. */
  private static int lineBalls(PushFourState state, PushFourMove move) {
    int count = 0;
    for (int i = 1; i <= 7; i++) {
      Point p =
          move.direction().isHorizontal()
              ? Point.of(i, move.entry().row())
              : Point.of(move.entry().column(), i);
      count += state.ballAt(p).isPresent() ? 1 : 0;
    }
    return count;
  }

  @Test
  void ballCountGrowsByOneUnlessTheLineWasFullThenStaysEqual() {
    for (PushFour rules : List.of(LONG, SHORT)) {
      ForAll.games(rules + ": ball count +1, or +1 -1 from a full line", 60, rules, game -> {
        List<PushFourState> states = game.states();
        for (int i = 1; i < states.size(); i++) {
          PushFourState before = states.get(i - 1);
          PushFourState after = states.get(i);
          PushFourMove move = game.moves().get(i - 1);
          boolean full = lineBalls(before, move) == 7;
          assertThat(balls(after))
              .as("balls after %s (line full: %s)", move, full)
              .isEqualTo(balls(before) + (full ? 0 : 1));
          assertThat(after.ply()).isEqualTo(before.ply() + 1);
          assertThat(after.toMove()).isEqualTo(before.toMove().opponent());
          // The mover's count grows by one unless his own ball fell out.
          Ball mine = Ball.of(before.toMove());
          assertThat(after.count(mine) - before.count(mine)).isBetween(full ? 0 : 1, 1);
        }
      });
    }
  }

  @Test
  void theRimIsEmptyAfterEveryMove() {
    ForAll.games("the rim is empty after every move", 80, LONG, game -> {
      for (PushFourState state : game.states()) {
        for (int i = 0; i < 9; i++) {
          for (Point p : List.of(Point.of(i, 0), Point.of(i, 8), Point.of(0, i), Point.of(8, i))) {
            assertThat(state.ballAt(p)).as("%s in %s", p, state).isEmpty();
          }
        }
      }
    });
  }

  @Test
  void rowAndColumnWordsAlwaysAgree() {
    ForAll.games("row and column words agree", 40, LONG, game -> {
      for (PushFourState s : game.states()) {
        for (int r = 0; r < 9; r++) {
          for (int c = 0; c < 9; c++) {
            for (int plane = 0; plane < 64; plane += 16) {
              assertThat((s.rows()[r] >>> (plane + c)) & 1L)
                  .as("%s plane %d", Point.of(c, r), plane)
                  .isEqualTo((s.columns()[c] >>> (plane + r)) & 1L);
            }
          }
        }
      }
    });
  }

  @Test
  void everyPushMatchesTheGridModel() {
    ForAll.games("pushes agree with the grid model", 80, LONG, game -> {
      List<PushFourState> states = game.states();
      for (int i = 1; i < states.size(); i++) {
        char[][] expected = grid(states.get(i - 1));
        modelPush(expected, game.moves().get(i - 1), Ball.of(states.get(i - 1).toMove()).symbol());
        assertThat(grid(states.get(i)))
            .as("after %s from %s", game.moves().get(i - 1), states.get(i - 1))
            .isDeepEqualTo(expected);
      }
    });
  }

  @Test
  void theResultMatchesTheGridModelWithTheBothFoursRule() {
    for (PushFour rules : List.of(LONG, SHORT)) {
      ForAll.games(rules + ": results agree with the grid model", 80, rules, game -> {
        for (PushFourState state : game.states()) {
          char[][] g = grid(state);
          boolean light = modelHasFour(g, 'X');
          boolean dark = modelHasFour(g, 'o');
          Status status = rules.status(state);
          if (light || dark) {
            Player expected =
                light && dark ? state.toMove().opponent() : light ? Player.FIRST : Player.SECOND;
            assertThat(status.winner()).as("%s", state).contains(expected);
            assertThat(status.termination()).contains(PushFourTermination.FOUR_IN_A_ROW);
          } else if (rules.drawOptions().plyLimit().isPresent()
              && state.ply() >= rules.drawOptions().plyLimit().getAsInt()) {
            assertThat(status.kind()).isEqualTo(Status.Kind.DRAW);
            assertThat(status.termination()).contains(PushFourTermination.PLY_LIMIT);
          } else {
            assertThat(status.isOngoing()).as("%s", state).isTrue();
          }
          assertThat(state.fourInARow(Player.FIRST).isEmpty()).isEqualTo(!light);
          assertThat(state.fourInARow(Player.SECOND).isEmpty()).isEqualTo(!dark);
        }
        // Only the last state of a game may be over.
        List<PushFourState> states = game.states();
        for (int i = 0; i < states.size() - 1; i++) {
          assertThat(rules.status(states.get(i)).isOngoing()).isTrue();
        }
      });
    }
  }

  @Test
  void aFourFoundIsFourTouchingBallsOfItsColourInOneLine() {
    ForAll.games("fourInARow names four touching balls in a line", 80, LONG, game -> {
      PushFourState end = game.finalState();
      for (Player player : Player.values()) {
        List<Point> four = end.fourInARow(player);
        if (four.isEmpty()) {
          continue;
        }
        assertThat(four).hasSize(4);
        int dx = four.get(1).column() - four.get(0).column();
        int dy = four.get(1).row() - four.get(0).row();
        assertThat(dy).isBetween(0, 1);
        assertThat(dx).isBetween(-1, 1);
        assertThat(dx != 0 || dy != 0).isTrue();
        for (int k = 0; k < 4; k++) {
          Point p = four.get(k);
          assertThat(p.column()).isEqualTo(four.get(0).column() + k * dx);
          assertThat(p.row()).isEqualTo(four.get(0).row() + k * dy);
          assertThat(end.ballAt(p)).contains(Ball.of(player));
        }
      }
    });
  }

  // ---- the model: a grid of characters, indexed [column][row] ----

  static char[][] grid(PushFourState state) {
    char[][] g = new char[9][9];
    for (int c = 0; c < 9; c++) {
      for (int r = 0; r < 9; r++) {
        g[c][r] = state.ballAt(Point.of(c, r)).map(Ball::symbol).orElse('.');
      }
    }
    return g;
  }

  /**
   * The rules text's push: the ball goes onto the entry point and is pushed one point inward with
   * the chain directly ahead; a ball pushed onto the far rim point is removed.
   */
  static void modelPush(char[][] g, PushFourMove move, char ball) {
    int dx = move.direction().isHorizontal() ? move.direction().step() : 0;
    int dy = move.direction().isHorizontal() ? 0 : move.direction().step();
    int c = move.entry().column();
    int r = move.entry().row();
    // The chain directly ahead: k touching balls from the first inner point on (the rim is empty).
    int k = 0;
    while (g[c + (k + 1) * dx][r + (k + 1) * dy] != '.') {
      k++;
    }
    // Each moves one point on, the farthest first; the new ball takes the first inner point.
    for (int j = k; j >= 1; j--) {
      g[c + (j + 1) * dx][r + (j + 1) * dy] = g[c + j * dx][r + j * dy];
    }
    g[c + dx][r + dy] = ball;
    // The 8th ball of a full line was pushed onto the far rim point: it is removed.
    g[c + 8 * dx][r + 8 * dy] = '.';
  }

  /** Four of a colour in a row on the inner field, in any of the four directions. */
  static boolean modelHasFour(char[][] g, char colour) {
    int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int c = 1; c <= 7; c++) {
      for (int r = 1; r <= 7; r++) {
        for (int[] d : directions) {
          boolean all = true;
          for (int k = 0; k < 4 && all; k++) {
            int x = c + k * d[0];
            int y = r + k * d[1];
            all = x >= 1 && x <= 7 && y >= 1 && y <= 7 && g[x][y] == colour;
          }
          if (all) {
            return true;
          }
        }
      }
    }
    return false;
  }
}
