package io.github.boardrules.pylos;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Pylos written in the tests from the rules text ({@code shared/rules/pylos.md}) on coordinates
 * (level, column, row), independent of the engine: it reads only the position text. Cells are
 * {@code cells[level][column][row]}: 'L', 'D' or '.'. Placements on empty supported spots while
 * the reserve lasts; raises of a free own ball to an empty spot on a higher level that stays
 * supported without it; after a ball completes a square (mature: or a line) of the mover's colour
 * that contains it, 0, 1 or 2 free own balls taken back, the second possibly freed by the first;
 * the end by running out of balls, or (Board Game Arena's reading) by having no legal move.
 *
 * <p>Public for the solvers' tests in {@code …pylos.solve}, which check their proofs against it.
 */
public final class PylosModel {
  final char[][][] cells = new char[4][][];
  final char mover;
  final PylosRuleSet ruleSet;
  final boolean raiseWithEmptyReserve;

  public PylosModel(Pylos rules, PylosState state) {
    String[] fields = rules.positions().encode(state).split(" ");
    for (int level = 0; level < 4; level++) {
      int n = 4 - level;
      cells[level] = new char[n][n];
      String[] rows = fields[level].split("/");
      for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
          cells[level][c][n - 1 - r] = rows[r].charAt(c); // rows are written from the top
        }
      }
    }
    mover = fields[4].charAt(0);
    ruleSet = rules.ruleSet();
    raiseWithEmptyReserve = rules.raiseWithEmptyReserve();
  }

  static String name(int level, int c, int r) {
    String square = "" + (char) ('a' + c) + (char) ('1' + r);
    return level == 0 ? square : level + square;
  }

  boolean supported(char[][][] b, int level, int c, int r) {
    if (level == 0) {
      return true;
    }
    return b[level - 1][c][r] != '.' && b[level - 1][c + 1][r] != '.'
        && b[level - 1][c][r + 1] != '.' && b[level - 1][c + 1][r + 1] != '.';
  }

  /** A ball is free when no ball on the level above rests on it. */
  static boolean free(char[][][] b, int level, int c, int r) {
    if (level == 3) {
      return true;
    }
    for (int c2 = Math.max(0, c - 1); c2 <= Math.min(2 - level, c); c2++) {
      for (int r2 = Math.max(0, r - 1); r2 <= Math.min(2 - level, r); r2++) {
        if (b[level + 1][c2][r2] != '.') {
          return false;
        }
      }
    }
    return true;
  }

  int onBoard(char colour) {
    int count = 0;
    for (char[][] level : cells) {
      for (char[] column : level) {
        for (char cell : column) {
          count += cell == colour ? 1 : 0;
        }
      }
    }
    return count;
  }

  boolean full() {
    return onBoard('L') + onBoard('D') == 30;
  }

  static char[][][] copy(char[][][] b) {
    char[][][] out = new char[4][][];
    for (int l = 0; l < 4; l++) {
      out[l] = new char[b[l].length][];
      for (int c = 0; c < b[l].length; c++) {
        out[l][c] = b[l][c].clone();
      }
    }
    return out;
  }

  /** Whether the ball just put on (level, c, r) completes a square (or a mature line) of its colour. */
  boolean completes(char[][][] b, int level, int c, int r) {
    if (ruleSet == PylosRuleSet.CHILDREN) {
      return false;
    }
    int n = 4 - level;
    char own = b[level][c][r];
    for (int c0 = c - 1; c0 <= c; c0++) {
      for (int r0 = r - 1; r0 <= r; r0++) {
        if (c0 >= 0 && r0 >= 0 && c0 + 1 < n && r0 + 1 < n
            && b[level][c0][r0] == own && b[level][c0 + 1][r0] == own
            && b[level][c0][r0 + 1] == own && b[level][c0 + 1][r0 + 1] == own) {
          return true;
        }
      }
    }
    if (ruleSet == PylosRuleSet.MATURE && level <= 1) {
      boolean row = true;
      boolean column = true;
      for (int i = 0; i < n; i++) {
        row &= b[level][i][r] == own;
        column &= b[level][c][i] == own;
      }
      return row || column;
    }
    return false;
  }

  private PylosModel(char[][][] cells, char mover, PylosRuleSet ruleSet, boolean raiseWithEmptyReserve) {
    for (int level = 0; level < 4; level++) {
      this.cells[level] = cells[level];
    }
    this.mover = mover;
    this.ruleSet = ruleSet;
    this.raiseWithEmptyReserve = raiseWithEmptyReserve;
  }

  /** Each move as "from-to x take,take" with the take-backs sorted, or "to" for a placement. */
  Set<String> legalMoves() {
    return successors().keySet();
  }

  /** The position after each legal move, the other player to move. */
  public Map<String, PylosModel> successors() {
    Map<String, PylosModel> moves = new HashMap<>();
    if (!status().equals("ongoing")) {
      return moves;
    }
    int reserve = 15 - onBoard(mover);
    for (int level = 0; level < 4; level++) {
      for (int c = 0; c < 4 - level; c++) {
        for (int r = 0; r < 4 - level; r++) {
          if (cells[level][c][r] != '.' || !supported(cells, level, c, r)) {
            continue;
          }
          if (reserve > 0) {
            char[][][] after = copy(cells);
            after[level][c][r] = mover;
            addWithTakeBacks(moves, "", after, level, c, r);
          }
          // Raises to this spot: a free own ball lower down, the spot supported without it.
          for (int fl = 0; fl < level; fl++) {
            for (int fc = 0; fc < 4 - fl; fc++) {
              for (int fr = 0; fr < 4 - fl; fr++) {
                if (cells[fl][fc][fr] != mover || !free(cells, fl, fc, fr)) {
                  continue;
                }
                char[][][] after = copy(cells);
                after[fl][fc][fr] = '.';
                if (!supported(after, level, c, r)) {
                  continue;
                }
                after[level][c][r] = mover;
                addWithTakeBacks(moves, name(fl, fc, fr) + "-", after, level, c, r);
              }
            }
          }
        }
      }
    }
    return moves;
  }

  private void add(Map<String, PylosModel> moves, String move, char[][][] board) {
    moves.put(move, new PylosModel(board, mover == 'L' ? 'D' : 'L', ruleSet, raiseWithEmptyReserve));
  }

  /** A key of the position: the cells and the mover. */
  public String key() {
    StringBuilder key = new StringBuilder().append(mover);
    for (char[][] level : cells) {
      for (char[] column : level) {
        key.append(column);
      }
    }
    return key.toString();
  }

  private void addWithTakeBacks(Map<String, PylosModel> moves, String from, char[][][] after, int level, int c, int r) {
    String base = from + name(level, c, r);
    add(moves, base, after);
    if (!completes(after, level, c, r)) {
      return;
    }
    List<int[]> ownFree = new ArrayList<>();
    List<int[]> own = new ArrayList<>();
    for (int l = 0; l < 4; l++) {
      for (int x = 0; x < 4 - l; x++) {
        for (int y = 0; y < 4 - l; y++) {
          if (after[l][x][y] == mover) {
            own.add(new int[] {l, x, y});
            if (free(after, l, x, y)) {
              ownFree.add(new int[] {l, x, y});
            }
          }
        }
      }
    }
    for (int[] a : ownFree) {
      char[][][] without = copy(after);
      without[a[0]][a[1]][a[2]] = '.';
      add(moves, base + "x" + name(a[0], a[1], a[2]), without);
      // A second ball, free once the first is gone.
      for (int[] b : own) {
        if ((b[0] != a[0] || b[1] != a[1] || b[2] != a[2]) && free(without, b[0], b[1], b[2])) {
          TreeSet<String> pair = new TreeSet<>(List.of(name(a[0], a[1], a[2]), name(b[0], b[1], b[2])));
          char[][][] both = copy(without);
          both[b[0]][b[1]][b[2]] = '.';
          add(moves, base + "x" + String.join(",", pair), both);
        }
      }
    }
  }

  /** "ongoing", or "<winner> <termination>", from the rules text. */
  String status() {
    String winner = mover == 'L' ? "SECOND" : "FIRST";
    if (full()) {
      return winner + " PYRAMID_COMPLETED";
    }
    if (onBoard(mover) < 15) {
      return "ongoing"; // a placement on the lowest level not yet full is always possible
    }
    if (!raiseWithEmptyReserve) {
      return winner + " OUT_OF_BALLS";
    }
    for (int level = 1; level < 4; level++) {
      for (int c = 0; c < 4 - level; c++) {
        for (int r = 0; r < 4 - level; r++) {
          if (cells[level][c][r] != '.') {
            continue;
          }
          for (int fl = 0; fl < level; fl++) {
            for (int fc = 0; fc < 4 - fl; fc++) {
              for (int fr = 0; fr < 4 - fl; fr++) {
                if (cells[fl][fc][fr] == mover && free(cells, fl, fc, fr)) {
                  char[][][] after = copy(cells);
                  after[fl][fc][fr] = '.';
                  if (supported(after, level, c, r)) {
                    return "ongoing";
                  }
                }
              }
            }
          }
        }
      }
    }
    return winner + " NO_LEGAL_MOVE";
  }
}
