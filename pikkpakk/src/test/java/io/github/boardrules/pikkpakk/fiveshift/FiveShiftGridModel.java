package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.Point;
import java.util.ArrayList;
import java.util.List;

/**
 * A plain model of five-in-a-row with a shifting phase, written from the rules text ({@code
 * pikkpakk.md} §4 and the library's Decisions in {@link FiveShift}) over a grid of characters,
 * indexed [column][row]: no bit masks, no shared code with the engine.
 */
final class FiveShiftGridModel {
  private FiveShiftGridModel() {}

  /**
   * Checks the rules on one state against the model: the legal moves (in the rules' order), the
   * status, and the position after each legal move.
   */
  static void agrees(FiveShift rules, FiveShiftState state) {
    char[][] grid = grid(state);
    char winner = fiveWinner(grid, state.toMove() == Player.FIRST ? 'o' : 'X');
    boolean limited =
        rules.drawOptions().plyLimit().isPresent()
            && state.ply() >= rules.drawOptions().plyLimit().getAsInt();
    List<String> expected = winner != '.' || limited ? new ArrayList<>() : moves(grid, state);
    List<String> listed = new ArrayList<>();
    for (PikkPakkMove m : rules.legalMoves(state)) {
      listed.add(m.toString());
    }
    assertThat(listed).as("moves in %s", state).containsExactlyElementsOf(expected);
    Status status = rules.status(state);
    if (winner != '.') {
      assertThat(status.termination()).contains(FiveShiftTermination.FIVE_IN_A_ROW);
      assertThat(status.winner()).contains(winner == 'X' ? Player.FIRST : Player.SECOND);
    } else if (moves(grid, state).isEmpty()) {
      assertThat(status.termination()).contains(FiveShiftTermination.NO_LEGAL_MOVE);
      assertThat(status.winner()).contains(state.toMove().opponent());
    } else if (limited) {
      assertThat(status.termination()).contains(FiveShiftTermination.PLY_LIMIT);
      assertThat(status.kind()).isEqualTo(Status.Kind.DRAW);
    } else {
      assertThat(status.isOngoing()).as("status of %s", state).isTrue();
    }
    for (PikkPakkMove move : rules.legalMoves(state)) {
      char[][] after = play(grid, move, state.toMove() == Player.FIRST ? 'X' : 'o', rules.rimRemoval());
      assertThat(grid(rules.play(state, move))).as("%s after %s", state, move).isDeepEqualTo(after);
    }
  }

  /** The board as characters ({@code X}, {@code o}, {@code .}), indexed [column][row]. */
  static char[][] grid(FiveShiftState state) {
    char[][] g = new char[9][9];
    for (int c = 0; c < 9; c++) {
      for (int r = 0; r < 9; r++) {
        g[c][r] = state.ballAt(Point.of(c, r)).map(Ball::symbol).orElse('.');
      }
    }
    return g;
  }

  /** Whether five or more balls of {@code colour} stand in a row, in any of the four directions. */
  static boolean hasFive(char[][] g, char colour) {
    int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int c = 0; c < 9; c++) {
      for (int r = 0; r < 9; r++) {
        for (int[] s : steps) {
          int k = 0;
          while (k < 5) {
            int cc = c + k * s[0];
            int rr = r + k * s[1];
            if (cc < 0 || cc > 8 || rr < 0 || rr > 8 || g[cc][rr] != colour) {
              break;
            }
            k++;
          }
          if (k == 5) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** The rules text: the last mover wins with a five of his; otherwise the other with one. */
  private static char fiveWinner(char[][] g, char lastMover) {
    char other = lastMover == 'X' ? 'o' : 'X';
    if (hasFive(g, lastMover)) {
      return lastMover;
    }
    return hasFive(g, other) ? other : '.';
  }

  private static char at(char[][] g, boolean horizontal, int line, int i) {
    return horizontal ? g[i][line] : g[line][i];
  }

  private static List<String> moves(char[][] g, FiveShiftState state) {
    List<String> out = new ArrayList<>();
    if (state.ply() < 49) {
      for (int r = 1; r <= 7; r++) {
        for (int c = 1; c <= 7; c++) {
          if (g[c][r] == '.') {
            out.add(Point.of(c, r).toString());
          }
        }
      }
      return out;
    }
    char me = state.toMove() == Player.FIRST ? 'X' : 'o';
    for (boolean horizontal : new boolean[] {true, false}) {
      for (int line = 0; line < 9; line++) {
        for (int s = 0; s + 7 <= 9; s++) {
          boolean run = s == 0 || at(g, horizontal, line, s - 1) == '.';
          run &= s + 7 == 9 || at(g, horizontal, line, s + 7) == '.';
          int mine = 0;
          for (int i = s; i < s + 7; i++) {
            char ch = at(g, horizontal, line, i);
            run &= ch != '.';
            mine += ch == me ? 1 : 0;
          }
          if (!run || mine < 4) {
            continue;
          }
          Point from = horizontal ? Point.of(s, line) : Point.of(line, s);
          Point to = horizontal ? Point.of(s + 6, line) : Point.of(line, s + 6);
          if (s + 7 < 9) {
            out.add(from + "-" + to + (horizontal ? ">" : "^"));
          }
          if (s > 0) {
            out.add(from + "-" + to + (horizontal ? "<" : "v"));
          }
        }
      }
    }
    return out;
  }

  private static char[][] play(char[][] g, PikkPakkMove move, char me, boolean rimRemoval) {
    char[][] out = new char[9][];
    for (int c = 0; c < 9; c++) {
      out[c] = g[c].clone();
    }
    if (move.kind() == PikkPakkMove.Kind.PLACE) {
      out[move.point().column()][move.point().row()] = me;
      return out;
    }
    int dc = move.direction().isHorizontal() ? move.direction().step() : 0;
    int dr = move.direction().isHorizontal() ? 0 : move.direction().step();
    Point lead = move.direction().step() > 0 ? move.to() : move.from();
    Point tail = move.direction().step() > 0 ? move.from() : move.to();
    // Move each ball one point, leading ball first; the tail's point empties.
    for (int k = 0; k < 7; k++) {
      int c = lead.column() - k * dc;
      int r = lead.row() - k * dr;
      out[c + dc][r + dr] = out[c][r];
    }
    out[tail.column()][tail.row()] = '.';
    if (rimRemoval) {
      for (int i = 0; i < 9; i++) {
        out[0][i] = '.';
        out[8][i] = '.';
        out[i][0] = '.';
        out[i][8] = '.';
      }
    }
    return out;
  }
}
