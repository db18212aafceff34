package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.StandardOutput;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each game family's example runs and prints what its comments promise. The expected values come
 * from the rules (counts worked out by hand in the comments) and the modules' documented reasons,
 * not from a previous run.
 */
class GameExamplesTest {

  @Test
  void nimExample() {
    List<String> out = run(() -> NimExample.main(new String[0]));
    assertThat(out).contains(
        "rules: GridNim[4x4, take 1-3, touching, misere play]",
        // 16 single balls + 3 touching pairs and 2 touching triples in each of the 8 lines
        "legal moves: " + (16 + 8 * 3 + 8 * 2),
        "Illegal move: a1-a4 takes 4 balls; at most 3 may be taken in one move (TOO_MANY)",
        "a1-c1: legal",
        "status: ongoing",
        "c1-a1 is written a1-c1",
        "same move: true",
        // a1, b1 and c1 taken: the bottom row keeps d1 only; SECOND to move
        "position text: oooo/oooo/oooo/...o 2",
        "decodes to the same state: true");
    assertThat(out).anyMatch(line -> line.startsWith("Illegal move a1,b2: ") && line.endsWith(" (NOT_IN_ONE_LINE)"));
    assertThat(out).anyMatch(line -> line.startsWith("e9: unreadable, Cannot read move \"e9\" at index 0"));
    assertThat(out).anyMatch(line -> line.startsWith("play(a1-c1) again refused: NO_BALL_THERE: "));
    assertThat(out).anyMatch(line -> line.startsWith("the solver answers "));
  }

  @Test
  void pikkPakkExample() {
    List<String> out = run(() -> PikkPakkExample.main(new String[0]));
    assertThat(out).contains(
        "rules: PikkPakk[9x9, winning tie move, ply limit 300]",
        // rows 3, 5, 7 and columns b, d, f, h of the spiral, each pushed either way
        "legal moves: " + (7 * 2),
        "b7-h7>: legal",
        // row 7 ". X o X X X X X ." shifted one point right
        "7  . . X o X X X X X",
        "status: ongoing",
        "notation: b7-h7>, reads back equal: true",
        "position text: ........./.Xoooooo./..XoXXXXX/.XoXoooX./.XoXRXoX./.XoooXoX./.XXXXXoX./"
            + ".ooooooX./......... o 1",
        "decodes to the same state: true",
        // 7 entry points on each of the 4 sides
        "push-four legal moves: " + (4 * 7),
        // DARK's ball on b3, LIGHT's pushed on to c3; LIGHT to move at ply 2
        "push-four after a3, a3: ........./........./........./........./........./........./"
            + ".oX....../........./......... X 2",
        "push-four status: ongoing");
    assertThat(out).anyMatch(line -> line.startsWith("Illegal move c8-h8>: ") && line.endsWith(" (NOT_MAXIMAL)"));
    // row 2 holds six DARK balls and one LIGHT
    assertThat(out).anyMatch(line -> line.startsWith("Illegal move b2-h2>: ") && line.endsWith(" (NO_MAJORITY)"));
    assertThat(out).anyMatch(line -> line.startsWith("b5-h6>: unreadable, Cannot read move \"b5-h6>\" at index 3"));
  }

  @Test
  void zertzExample() {
    List<String> out = run(() -> ZertzExample.main(new String[0]));
    assertThat(out).contains(
        "rules: Zertz[37 rings, TOURNAMENT marbles]",
        // 3 colours; on one of the 18 edge rings 17 other free rings, on one of 19 inner ones 18
        "legal moves: " + 3 * (18 * 17 + 19 * 18),
        "Bd4,a1: legal",
        "status: ongoing",
        "notation: Bd4,a1, reads back equal: true",
        // a1 removed, a black marble on d4, one black fewer in the tournament pool of 6,8,10
        "position text: 37 -.../...../....../...b.../....../...../.... 6,8,9 0,0,0 0,0,0 2 0 0",
        "decodes to the same state: true");
    assertThat(out).anyMatch(line -> line.startsWith("Illegal move Wd4,d5: d5 ") && line.endsWith(" (RING_NOT_FREE)"));
    assertThat(out).anyMatch(line -> line.startsWith("Illegal move Wd4: ") && line.endsWith(" (REMOVAL_REQUIRED)"));
    assertThat(out).anyMatch(line -> line.startsWith("Bh1: unreadable, Cannot read move \"Bh1\" at index 1"));
  }

  @Test
  void tzaarExample() {
    List<String> out = run(() -> TzaarExample.main(new String[0]));
    assertThat(out).contains(
        "rules: Tzaar[FIXED setup]",
        "Illegal move pass: WHITE's opening turn is a single capture (CAPTURE_REQUIRED)",
        "D5xE6: legal",
        "status: ongoing",
        "notation: d5xe6 is written D5xE6, equal to the move played: true",
        // D5 emptied, WHITE's Tott (c) on E6; BLACK starts his turn with a capture
        "position text: CCCCc/cBBBbc/cbAAabc/cbaC.abc/cbaccABC/CBACcABC/CBAaaBC/CBbbbC/Ccccc b capture",
        "decodes to the same state: true");
    assertThat(out).anyMatch(line -> line.startsWith("Illegal move D4xD5: ") && line.endsWith(" (NOT_YOUR_STACK)"));
    // Captures are listed by the mover's point number, then the target's: WHITE's first piece is
    // the Tott on A5 (A1-A4 are BLACK), and A4 is its lowest-numbered neighbour.
    assertThat(out).contains("legal moves: " + openingCaptures(
        "CCCCc/cBBBbc/cbAAabc/cbaCcabc/cbacCABC/CBACcABC/CBAaaBC/CBbbbC/Ccccc") + ", the first A5xA4");
    assertThat(out).anyMatch(line -> line.startsWith("E5xE6: unreadable, Cannot read move \"E5xE6\" at index 0"));
  }

  @Test
  void pylosExample() {
    List<String> out = run(() -> PylosExample.main(new String[0]));
    assertThat(out).contains(
        "rules: Pylos[MATURE, ply limit 200, no repetition draw]",
        // the 4x4 spots of level 0; nothing can be raised or taken back yet
        "legal moves: 16",
        "Illegal move: 1a1 does not rest on four balls; a1,b1,a2,b2 are empty (NOT_SUPPORTED)",
        "b2: legal",
        "Illegal move: b2 already holds a ball (SPOT_TAKEN)",
        "status: ongoing",
        // take-backs on one level are written by spot number: c1 (2) before b2 (5)
        "b2xb2,c1 is written b2xc1,b2",
        "position text: ..../..../.L../.... .../.../... ../.. . D 1",
        "decodes to the same state: true");
    assertThat(out).anyMatch(line -> line.startsWith("1d1: unreadable, Cannot read move \"1d1\" at index 1"));
  }

  @Test
  void colorFieldExample() {
    List<String> out = run(() -> ColorFieldExample.main(new String[0]));
    assertThat(out).contains(
        "rules: ColorField[10x10, 6 gates, FULL starts, ply limit 300, draw on 3 repetitions]",
        "Illegal move a10-a9: a10 holds a piece of EMPTY; FULL is to move (NOT_YOUR_PIECE)",
        "Illegal move a1-b1: b1 is taken (OCCUPIED_SQUARE)",
        "a1-a2: legal",
        "status: ongoing",
        "notation: a1-a2, reads back equal: true",
        // FULL's GREEN piece moved from a1 to a2; EMPTY to move after 1 ply; the reversible move
        // a1-a2 is kept for repetition detection
        "position text: bgpybgpybg/.b.g..y.p./........../........../........../........../"
            + "........../........../GP.Y..G.B./.BYPGBYPGB RRRrrr E 1 a1-a2",
        "decodes to the same state: true");
    assertThat(out).anyMatch(line -> line.startsWith("e1e2: unreadable, Cannot read move \"e1e2\" at index 2"));
    // Squares are listed from a1, a2 after a1: a1-a2 (no capture earned) comes first.
    assertThat(out).contains("legal moves: " + colorFieldStartMoves() + ", the first a1-a2");
  }

  /**
   * Counts WHITE's opening captures in a full board of single pieces, independently of the
   * library: every point is occupied, so a capture is a WHITE piece and a BLACK piece on
   * neighbouring points (equal heights; no line crosses the hole). Points in axial coordinates
   * (x, y), |x|, |y|, |x + y| at most 4, without (0, 0); the columns A to I are x = -4 to 4, each
   * listed with y ascending (the position text's order).
   */
  private static int openingCaptures(String columns) {
    char[][] board = new char[9][9];
    String[] column = columns.split("/");
    for (int x = -4; x <= 4; x++) {
      int i = 0;
      for (int y = Math.max(-4, -4 - x); y <= Math.min(4, 4 - x); y++) {
        if (x != 0 || y != 0) {
          board[x + 4][y + 4] = column[x + 4].charAt(i++);
        }
      }
    }
    int[][] directions = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}};
    int captures = 0;
    for (int x = -4; x <= 4; x++) {
      for (int y = -4; y <= 4; y++) {
        if (board[x + 4][y + 4] == 0 || !Character.isLowerCase(board[x + 4][y + 4])) {
          continue; // not a point, or not WHITE
        }
        for (int[] d : directions) {
          int nx = x + d[0];
          int ny = y + d[1];
          if (Math.abs(nx) <= 4 && Math.abs(ny) <= 4 && board[nx + 4][ny + 4] != 0
              && Character.isUpperCase(board[nx + 4][ny + 4])) {
            captures++;
          }
        }
      }
    }
    return captures;
  }

  /**
   * Counts FULL's first moves on the default layout independently of the library, from the
   * module README's layout and start. The RED pieces cannot leave their gates (b0, e0, h0 touch
   * row 1 only, which is full), so the moves are steps of the other pieces to an empty neighbour
   * (8 directions) that is not the castle (R), not from a square of the piece's colour to another
   * one; a step onto the piece's colour captures one of the EMPTY pieces on squares of that colour,
   * one move per candidate, and is a plain move when there is none.
   */
  private static int colorFieldStartMoves() {
    String[] squares = { // rows 10 down to 1
      "PPGGPPGGYY", "PPGGPPGGYY", "YYBBYYBBBB", "YYBBYYBBBB", "GGPPRRPPGG",
      "GGPPRRPPGG", "BBBBYYBBYY", "BBBBYYBBYY", "YYGGPPGGPP", "YYGGPPGGPP"};
    String[] pieces = "bgpybgpybg/.b.g..y.p./........../........../........../........../........../"
        .concat("........../.P.Y..G.B./GBYPGBYPGB").split("/");
    int moves = 0;
    for (int r = 0; r < 10; r++) {
      for (int c = 0; c < 10; c++) {
        char piece = pieces[r].charAt(c);
        if (!Character.isUpperCase(piece)) {
          continue; // empty, or EMPTY's
        }
        for (int dr = -1; dr <= 1; dr++) {
          for (int dc = -1; dc <= 1; dc++) {
            int nr = r + dr;
            int nc = c + dc;
            if ((dr == 0 && dc == 0) || nr < 0 || nr > 9 || nc < 0 || nc > 9 || pieces[nr].charAt(nc) != '.') {
              continue;
            }
            char target = squares[nr].charAt(nc);
            if (target == 'R' || (squares[r].charAt(c) == piece && target == piece)) {
              continue;
            }
            int victims = 0;
            for (int vr = 0; vr < 10 && target == piece; vr++) {
              for (int vc = 0; vc < 10; vc++) {
                if (Character.isLowerCase(pieces[vr].charAt(vc)) && squares[vr].charAt(vc) == piece) {
                  victims++;
                }
              }
            }
            moves += Math.max(1, victims);
          }
        }
      }
    }
    return moves;
  }

  /** Runs a program and returns the lines it printed. */
  static List<String> run(Runnable program) {
    return StandardOutput.capture(program).lines().toList();
  }
}
