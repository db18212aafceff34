package io.github.boardrules.pikkpakk.squareabalone;

import io.github.boardrules.core.Player;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A plain model of Square Abalone, written from the rules text and the Decisions over a grid of
 * characters, one point at a time, to check the bit-mask generator and moves against. It lists the
 * legal moves of a position with the board each one leads to.
 */
final class SquareAbaloneModel {
  private static final int N = 9;

  /**
   * The outcome of a move in the model: the board, indexed [column][row], balls pushed off, and
   * the points the run went (a push that a collision stops goes fewer than it was meant to).
   */
  static final class Outcome {
    final char[][] grid;
    final int lightOff;
    final int darkOff;
    final int points;

    Outcome(char[][] grid, int lightOff, int darkOff, int points) {
      this.grid = grid;
      this.lightOff = lightOff;
      this.darkOff = darkOff;
      this.points = points;
    }
  }

  private SquareAbaloneModel() {}

  static char[][] grid(SquareAbaloneState state) {
    char[][] g = new char[N][N];
    for (int c = 0; c < N; c++) {
      for (int r = 0; r < N; r++) {
        g[c][r] = state.ballAt(Point.of(c, r)).map(Ball::symbol).orElse('.');
      }
    }
    return g;
  }

  private static String name(boolean row, int line, int i) {
    return row ? Point.of(i, line).toString() : Point.of(line, i).toString();
  }

  private static char get(char[][] g, boolean row, int line, int i) {
    return row ? g[i][line] : g[line][i];
  }

  private static void put(char[][] g, boolean row, int line, int i, char ch) {
    if (row) {
      g[i][line] = ch;
    } else {
      g[line][i] = ch;
    }
  }

  private static char[][] copy(char[][] g) {
    char[][] out = new char[N][];
    for (int c = 0; c < N; c++) {
      out[c] = g[c].clone();
    }
    return out;
  }

  /**
   * Every legal move of a pushing-phase position (notation to outcome), for the game's options.
   * A placement phase is not modelled.
   */
  static Map<String, Outcome> legalMoves(SquareAbalone rules, SquareAbaloneState state) {
    char[][] g = grid(state);
    char me = Ball.of(state.toMove()).symbol();
    Map<String, Outcome> moves = new LinkedHashMap<>();
    for (boolean row : new boolean[] {true, false}) {
      for (int line = 0; line < N; line++) {
        int i = 0;
        while (i < N) {
          if (get(g, row, line, i) == '.') {
            i++;
            continue;
          }
          int lo = i;
          while (i + 1 < N && get(g, row, line, i + 1) != '.') {
            i++;
          }
          int hi = i;
          i++;
          int mine = 0;
          int theirs = 0;
          for (int k = lo; k <= hi; k++) {
            if (get(g, row, line, k) == me) {
              mine++;
            } else {
              theirs++;
            }
          }
          if (mine <= theirs) {
            continue;
          }
          for (int dir : new int[] {1, -1}) {
            for (int d = 1; d <= 14; d++) {
              // Option b: any distance; option a: the basic push or exactly as many points as
              // the run holds own balls.
              boolean allowed =
                  d == 1 || rules.anyDistance() || (rules.distanceByOwnBalls() && d == mine);
              if (!allowed) {
                continue;
              }
              Outcome o = push(rules, g, row, line, lo, hi, dir, d, me);
              if (o != null) {
                // The move is named by the points the run went, which a collision may cut short
                // (option c): a push meant for d points and stopped after j is the move of j.
                String from = name(row, line, lo);
                String text = (lo == hi ? from : from + "-" + name(row, line, hi))
                    + (row ? (dir > 0 ? ">" : "<") : (dir > 0 ? "^" : "v"))
                    + (o.points > 1 ? Integer.toString(o.points) : "");
                Outcome before = moves.putIfAbsent(text, o);
                if (before != null && !java.util.Arrays.deepEquals(before.grid, o.grid)) {
                  throw new AssertionError("two pushes named " + text + " end apart");
                }
              }
            }
          }
        }
        if (rules.sidewaysMoves()) {
          for (int lo = 0; lo < N; lo++) {
            for (int hi = lo + 1; hi < N; hi++) {
              boolean pure = true;
              for (int k = lo; k <= hi; k++) {
                pure &= get(g, row, line, k) == me;
              }
              if (!pure) {
                break;
              }
              for (int dir : new int[] {1, -1}) {
                int to = line + dir;
                if (to < 0 || to >= N) {
                  continue;
                }
                boolean free = true;
                for (int k = lo; k <= hi; k++) {
                  free &= get(g, row, to, k) == '.';
                }
                if (!free) {
                  continue;
                }
                char[][] after = copy(g);
                for (int k = lo; k <= hi; k++) {
                  put(after, row, line, k, '.');
                  put(after, row, to, k, me);
                }
                String text = name(row, line, lo) + "-" + name(row, line, hi)
                    + (row ? (dir > 0 ? "^" : "v") : (dir > 0 ? ">" : "<"));
                moves.put(text, new Outcome(after, 0, 0, 1));
              }
            }
          }
        }
      }
    }
    return moves;
  }

  /**
   * Pushes the run lo..hi of a line d points in direction dir, one point at a time; null if the
   * push is illegal. With option c a collision ends the push where the run stands, touching the
   * ball met (with d only when the mover has lost the strict majority of the run and the balls
   * met); the edge is no collision.
   */
  private static Outcome push(
      SquareAbalone rules, char[][] grid, boolean row, int line, int lo, int hi, int dir, int d,
      char me) {
    char[] a = new char[N];
    for (int k = 0; k < N; k++) {
      a[k] = get(grid, row, line, k);
    }
    int trail = dir > 0 ? lo : hi;
    int lead = dir > 0 ? hi : lo;
    int lightOff = 0;
    int darkOff = 0;
    int went = 0;
    for (int step = 1; step <= d; step++) {
      if (trail < 0 || trail >= N || a[trail] == '.') {
        return null; // the whole run has already left the board
      }
      boolean met = false;
      while (lead + dir >= 0 && lead + dir < N && a[lead + dir] != '.') {
        lead += dir;
        met = true;
      }
      if (met && rules.stopOnCollision()) {
        if (!rules.continueWithMajority()) {
          break; // the collision stops the push
        }
        int mine = 0;
        int theirs = 0;
        for (int k = Math.min(trail, lead); k <= Math.max(trail, lead); k++) {
          if (a[k] == me) {
            mine++;
          } else {
            theirs++;
          }
        }
        if (mine <= theirs) {
          break; // the collision stops the push: the mover has no majority to go on with
        }
      }
      if (lead + dir < 0 || lead + dir >= N) {
        char falling = a[lead];
        if (falling == me && !rules.ownBallsOff()) {
          return null;
        }
        if (falling == 'X') {
          lightOff++;
        } else {
          darkOff++;
        }
        a[lead] = '.';
        lead -= dir;
      }
      for (int k = lead; k != trail - dir; k -= dir) {
        a[k + dir] = a[k];
      }
      a[trail] = '.';
      trail += dir;
      lead += dir;
      went = step;
    }
    char[][] after = copy(grid);
    for (int k = 0; k < N; k++) {
      put(after, row, line, k, a[k]);
    }
    return new Outcome(after, lightOff, darkOff, went);
  }

  static int off(Outcome o, Player colour) {
    return colour == Player.FIRST ? o.lightOff : o.darkOff;
  }
}
