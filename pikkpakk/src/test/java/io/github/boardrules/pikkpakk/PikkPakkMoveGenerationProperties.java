package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.testkit.ForAll;
import io.github.boardrules.core.testkit.Gen;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bit-mask move generator against a plain model written from the rules text over a grid of
 * characters, and the fast playout path against the plain API, over random games of each variant.
 */
class PikkPakkMoveGenerationProperties {
  private static final List<PikkPakk> GAMES =
      List.of(
          PikkPakk.builder().plyLimit(150).build(),
          PikkPakk.builder().winningTieMove(true).plyLimit(150).build(),
          PikkPakk.builder().capture(true).plyLimit(150).build(),
          PikkPakk.builder().capture(true).winningTieMove(true).enlargedBoard(11).plyLimit(150).build(),
          PikkPakk.builder().enlargedBoard(13).plyLimit(150).build(),
          PikkPakk.builder().square(true).winningTieMove(true).plyLimit(150).build(),
          PikkPakk.builder().neutralFrame(true).plyLimit(150).build(),
          PikkPakk.builder().jointOpening(true).capture(true).plyLimit(150).build(),
          PikkPakk.builder().jointOpening(true).square(true).repetitionDetection(true).plyLimit(150).build());

  @Test
  void generatorAgreesWithTheModel() {
    for (PikkPakk rules : GAMES) {
      ForAll.games(rules + ": legal moves agree with the grid model", 15, rules, game -> {
        for (PikkPakkState state : game.states()) {
          List<String> listed = new ArrayList<>();
          for (PikkPakkMove m : rules.legalMoves(state)) {
            listed.add(m.toString());
          }
          assertThat(listed).as("moves in %s", state).containsExactlyInAnyOrderElementsOf(model(rules, state));
        }
      });
    }
  }

  @Test
  void fastPathPlaysTheSameGamesAsThePlainApi() {
    for (PikkPakk rules : GAMES) {
      ForAll.values(rules + ": fast path = plain API", 30, Gen.ints(0, 1_000_000_000), seed -> {
        PikkPakkState end =
            Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(seed));
        Player expected = rules.status(end).winner().orElse(null);
        assertThat(rules.randomPlayoutWinner(rules.initialState(), new SplittableRandom(seed)))
            .isEqualTo(expected);
      });
    }
  }

  // ---- the model: a grid of characters, indexed [column][row] ----

  private static char[][] grid(PikkPakkState state) {
    int n = state.size();
    char[][] g = new char[n][n];
    for (int c = 0; c < n; c++) {
      for (int r = 0; r < n; r++) {
        g[c][r] = state.ballAt(Point.of(c, r)).map(Ball::symbol).orElse('.');
      }
    }
    return g;
  }

  /** The colour enclosing the target, or '.' for none. */
  private static char enclosing(char[][] g) {
    int n = g.length;
    for (int c = 1; c < n - 1; c++) {
      for (int r = 1; r < n - 1; r++) {
        if (g[c][r] == 'R') {
          char a = g[c - 1][r];
          if ((a == 'X' || a == 'o') && g[c + 1][r] == a && g[c][r - 1] == a && g[c][r + 1] == a) {
            return a;
          }
        }
      }
    }
    return '.';
  }

  private static char at(char[][] g, boolean horizontal, int line, int i) {
    return horizontal ? g[i][line] : g[line][i];
  }

  private static void put(char[][] g, boolean horizontal, int line, int i, char ch) {
    if (horizontal) {
      g[i][line] = ch;
    } else {
      g[line][i] = ch;
    }
  }

  private static List<String> model(PikkPakk rules, PikkPakkState state) {
    List<String> out = new ArrayList<>();
    char[][] g = grid(state);
    int n = g.length;
    if (enclosing(g) != '.' || state.ply() >= rules.maxPlies()) {
      return out;
    }
    char me = state.toMove() == Player.FIRST ? 'X' : 'o';
    char them = me == 'X' ? 'o' : 'X';
    int low = (n - 7) / 2;
    if (rules.jointOpening() && state.ply() < 48) {
      for (int r = low; r < low + 7; r++) {
        for (int c = low; c < low + 7; c++) {
          if (g[c][r] == '.') {
            out.add(Point.of(c, r).toString());
          }
        }
      }
      return out;
    }
    for (int h = 0; h < 2; h++) {
      boolean horizontal = h == 0;
      for (int line = 0; line < n; line++) {
        List<int[]> runs = new ArrayList<>();
        boolean cyclic = rules.square() || rules.neutralFrame();
        if (cyclic) {
          int a = rules.square() ? low : 0;
          int b = rules.square() ? low + 6 : n - 1;
          if (line >= a && line <= b) {
            runs.add(new int[] {a, b});
          }
        } else {
          int i = 0;
          while (i < n) {
            if (at(g, horizontal, line, i) == '.') {
              i++;
              continue;
            }
            int a = i;
            while (i < n && at(g, horizontal, line, i) != '.') {
              i++;
            }
            runs.add(new int[] {a, i - 1});
          }
        }
        for (int[] run : runs) {
          int a = run[0];
          int b = run[1];
          int length = b - a + 1;
          if (!cyclic && !rules.capture() && length != 7) {
            continue;
          }
          int mine = 0;
          int theirs = 0;
          for (int i = a; i <= b; i++) {
            mine += at(g, horizontal, line, i) == me ? 1 : 0;
            theirs += at(g, horizontal, line, i) == them ? 1 : 0;
          }
          if (mine < theirs || (mine == theirs && !rules.winningTieMove())) {
            continue;
          }
          for (int step : new int[] {1, -1}) {
            int most = rules.anyDistance() ? n : 1;
            for (int d = 1; d <= most; d++) {
              char[][] after = copy(g);
              boolean ok;
              if (cyclic) {
                ok = d == 1;
                char[] cells = new char[length];
                for (int i = 0; i < length; i++) {
                  cells[i] = at(g, horizontal, line, a + i);
                }
                for (int i = 0; i < length; i++) {
                  put(after, horizontal, line, a + Math.floorMod(i + step, length), cells[i]);
                }
              } else {
                ok = true;
                boolean off = false;
                for (int k = 1; k <= d; k++) {
                  int p = step > 0 ? b + k : a - k;
                  if (p < 0 || p >= n) {
                    off = true;
                    ok = false;
                  } else if (at(g, horizontal, line, p) != '.') {
                    ok = false;
                  }
                }
                int leadIndex = step > 0 ? b : a;
                if (off && d == 1 && rules.capture() && at(g, horizontal, line, leadIndex) != 'R') {
                  ok = true;
                }
                if (ok) {
                  for (int i = a; i <= b; i++) {
                    put(after, horizontal, line, i, '.');
                  }
                  for (int i = a; i <= b; i++) {
                    int p = i + step * d;
                    if (p >= 0 && p < n) {
                      put(after, horizontal, line, p, at(g, horizontal, line, i));
                    }
                  }
                }
              }
              if (!ok) {
                break;
              }
              if (mine == theirs && enclosing(after) != me) {
                continue;
              }
              Point from = horizontal ? Point.of(a, line) : Point.of(line, a);
              Point to = horizontal ? Point.of(b, line) : Point.of(line, b);
              out.add(PikkPakkMove.shift(from, to, Direction.of(horizontal, step), d).toString());
            }
          }
        }
      }
    }
    return out;
  }

  private static char[][] copy(char[][] g) {
    char[][] c = new char[g.length][];
    for (int i = 0; i < g.length; i++) {
      c[i] = g[i].clone();
    }
    return c;
  }
}
