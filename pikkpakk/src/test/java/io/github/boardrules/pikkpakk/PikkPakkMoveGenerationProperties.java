package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.Termination;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The rules against a plain model written from the rules text over a grid of characters — the
 * legal moves, the position after every legal move and the status of every position — and the fast
 * playout path against the plain API, over random games of each variant.
 */
class PikkPakkMoveGenerationProperties {
  private static final int CAP = 150;

  private static final List<PikkPakk> GAMES =
      List.of(
          PikkPakk.standard(),
          PikkPakk.builder().drawOptions(DrawOptions.NONE.withPlyLimit(60)).build(),
          PikkPakk.builder().winningTieMove(true).build(),
          PikkPakk.builder().capture(true).build(),
          PikkPakk.builder().capture(true).winningTieMove(true).enlargedBoard(11)
              .drawOptions(DrawOptions.NONE.withPlyLimit(150)).build(),
          PikkPakk.builder().enlargedBoard(13).build(),
          PikkPakk.builder().square(true).winningTieMove(true).build(),
          PikkPakk.builder().neutralFrame(true)
              .drawOptions(DrawOptions.NONE.withPlyLimit(100)).build(),
          PikkPakk.builder().jointOpening(true).capture(true).build(),
          PikkPakk.builder().jointOpening(true).build(),
          PikkPakk.builder().jointOpening(true).square(true)
              .drawOptions(DrawOptions.NONE.withRepetitionDraw(2).withPlyLimit(150)).build(),
          PikkPakk.builder().square(true)
              .drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build());

  @Test
  void rulesAgreeWithTheModel() {
    for (PikkPakk rules : GAMES) {
      ForAll.games(rules + ": moves, positions and status agree with the grid model", 12, rules, CAP,
          game -> {
            List<PikkPakkState> states = game.states();
            for (int k = 0; k < states.size(); k++) {
              PikkPakkState state = states.get(k);
              Model model = new Model(rules, state, states.subList(0, k));
              List<String> listed = new ArrayList<>();
              for (PikkPakkMove m : rules.legalMoves(state)) {
                listed.add(m.toString());
              }
              assertThat(listed).as("moves in %s", state)
                  .containsExactlyInAnyOrderElementsOf(model.legal().keySet());
              for (PikkPakkMove m : rules.legalMoves(state)) {
                PikkPakkState after = rules.play(state, m);
                Model.After expected = model.legal().get(m.toString());
                assertThat(rows(grid(after))).as("board after %s in %s", m, state)
                    .isEqualTo(rows(expected.grid()));
                assertThat(after.toMove()).as("player after %s in %s", m, state)
                    .isEqualTo(expected.toMove());
                assertThat(after.ply()).isEqualTo(state.ply() + 1);
              }
              Status status = rules.status(state);
              assertThat(status.kind()).as("status of %s", state).isEqualTo(model.kind());
              assertThat(status.winner().orElse(null)).as("winner of %s", state)
                  .isEqualTo(model.winner());
              assertThat(status.termination().orElse(null)).as("termination of %s", state)
                  .isEqualTo(model.termination());
            }
          });
    }
  }

  @Test
  void fastPathPlaysTheSameGamesAsThePlainApi() {
    int[] caps = {0, 1, 7, 60, 1_000};
    for (PikkPakk rules : GAMES) {
      ForAll.values(rules + ": fast path = plain API", 30, Gen.ints(0, 1_000_000_000), seed -> {
        int cap = caps[seed % caps.length];
        PikkPakkState end =
            Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(seed), cap);
        PlayoutResult expected = PlayoutResult.of(rules.status(end));
        assertThat(Playouts.playout(rules, rules.initialState(), new SplittableRandom(seed), cap))
            .isEqualTo(expected);
        assertThat(rules.randomPlayout(rules.initialState(), new SplittableRandom(seed), cap))
            .as("cap %d, game ended at ply %d: %s", cap, end.ply(), rules.status(end))
            .isEqualTo(expected);
        if (expected == PlayoutResult.UNFINISHED) {
          assertThat(end.ply()).isEqualTo(cap);
        }
      });
    }
  }

  @Test
  void fastPathFromEveryPositionOfAGame() {
    PikkPakk rules = PikkPakk.builder().jointOpening(true).capture(true).build();
    ForAll.games("fast path from every position = plain API", 10, rules, 120, game -> {
      long seed = game.seed();
      for (PikkPakkState state : game.states()) {
        PlayoutResult plain = Playouts.playout(rules, state, new SplittableRandom(seed), 40);
        assertThat(rules.randomPlayout(state, new SplittableRandom(seed), 40))
            .as("from %s", state).isEqualTo(plain);
        seed++;
      }
    });
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

  private static List<String> rows(char[][] g) {
    List<String> out = new ArrayList<>();
    for (int r = g.length - 1; r >= 0; r--) {
      StringBuilder row = new StringBuilder();
      for (char[] column : g) {
        row.append(column[r]);
      }
      out.add(row.toString());
    }
    return out;
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

  private static char[][] copy(char[][] g) {
    char[][] c = new char[g.length][];
    for (int i = 0; i < g.length; i++) {
      c[i] = g[i].clone();
    }
    return c;
  }

  private static Player player(char colour) {
    return colour == 'X' ? Player.FIRST : Player.SECOND;
  }

  /** One position read into the model: its moves with what they lead to, and its status. */
  /** The grid model of the rules text; {@code PikkPakkTieMoveReachProperties} checks with it too. */
  static final class Model {
    /** The board a move leads to, indexed [column][row], and the player to move then. */
    static final class After {
      private final char[][] grid;
      private final Player toMove;

      After(char[][] grid, Player toMove) {
        this.grid = grid;
        this.toMove = toMove;
      }

      char[][] grid() {
        return grid;
      }

      Player toMove() {
        return toMove;
      }
    }

    private final Map<String, After> moves = new LinkedHashMap<>();
    private final Map<String, After> legal;
    private final Status.Kind kind;
    private final @Nullable Player winner;
    private final @Nullable Termination termination;

    Model(PikkPakk rules, PikkPakkState state, List<PikkPakkState> earlier) {
      char[][] g = grid(state);
      char me = state.toMove() == Player.FIRST ? 'X' : 'o';
      generate(rules, g, me, state.ply());
      char enclosed = enclosing(g);
      int occurrences = 1;
      for (PikkPakkState e : earlier) {
        if (e.toMove() == state.toMove() && Arrays.deepEquals(grid(e), g)) {
          occurrences++;
        }
      }
      boolean repeated =
          rules.drawOptions().repetitionDraw().isPresent()
              && occurrences >= rules.drawOptions().repetitionDraw().getAsInt();
      boolean limited =
          rules.drawOptions().plyLimit().isPresent()
              && state.ply() >= rules.drawOptions().plyLimit().getAsInt();
      // The rules text's ends first (enclosure, no move loses), then the options' draws.
      if (enclosed != '.') {
        kind = Status.Kind.WIN;
        winner = player(enclosed);
        termination = PikkPakkTermination.ENCLOSURE;
      } else if (moves.isEmpty()) {
        kind = Status.Kind.WIN;
        winner = state.toMove().opponent();
        termination = PikkPakkTermination.NO_LEGAL_MOVE;
      } else if (repeated) {
        kind = Status.Kind.DRAW;
        winner = null;
        termination = PikkPakkTermination.REPETITION;
      } else if (limited) {
        kind = Status.Kind.DRAW;
        winner = null;
        termination = PikkPakkTermination.PLY_LIMIT;
      } else {
        kind = Status.Kind.ONGOING;
        winner = null;
        termination = null;
      }
      legal = kind == Status.Kind.ONGOING ? moves : Map.of();
    }

    Map<String, After> legal() {
      return legal;
    }

    Status.Kind kind() {
      return kind;
    }

    @Nullable Player winner() {
      return winner;
    }

    @Nullable Termination termination() {
      return termination;
    }

    private void generate(PikkPakk rules, char[][] g, char me, int ply) {
      int n = g.length;
      char them = me == 'X' ? 'o' : 'X';
      int low = (n - 7) / 2;
      if (rules.jointOpening() && ply < 48) {
        // The placer of the 48th ball pushes first; otherwise the turn passes.
        Player next = ply == 47 ? player(me) : player(them);
        for (int r = low; r < low + 7; r++) {
          for (int c = low; c < low + 7; c++) {
            if (g[c][r] == '.') {
              char[][] after = copy(g);
              after[c][r] = me;
              moves.put(Point.of(c, r).toString(), new After(after, next));
            }
          }
        }
        return;
      }
      boolean cyclic = rules.square() || rules.neutralFrame();
      for (int h = 0; h < 2; h++) {
        boolean horizontal = h == 0;
        for (int line = 0; line < n; line++) {
          List<int[]> runs = new ArrayList<>();
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
            shifts(rules, g, me, them, horizontal, line, run[0], run[1], cyclic);
          }
        }
      }
    }

    private void shifts(
        PikkPakk rules, char[][] g, char me, char them, boolean horizontal, int line, int a, int b,
        boolean cyclic) {
      int n = g.length;
      int length = b - a + 1;
      if (!cyclic && !rules.capture() && length != 7) {
        return;
      }
      int mine = 0;
      int theirs = 0;
      for (int i = a; i <= b; i++) {
        mine += at(g, horizontal, line, i) == me ? 1 : 0;
        theirs += at(g, horizontal, line, i) == them ? 1 : 0;
      }
      if (mine < theirs || (mine == theirs && !rules.winningTieMove())) {
        return;
      }
      for (int step : new int[] {1, -1}) {
        int most = rules.anyDistance() ? n : 1;
        for (int d = 1; d <= most; d++) {
          char[][] after = copy(g);
          boolean ok;
          if (cyclic) {
            ok = d == 1;
            for (int i = 0; i < length; i++) {
              put(after, horizontal, line, a + Math.floorMod(i + step, length),
                  at(g, horizontal, line, a + i));
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
          moves.put(
              PikkPakkMove.shift(from, to, Direction.of(horizontal, step), d).toString(),
              new After(after, player(them)));
        }
      }
    }
  }
}
