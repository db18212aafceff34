package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pylos.internal.Board;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosState;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The perfect index of the children's table: its size, a bijection between positions (up to
 * symmetry) and numbers, and an order in which every move leads to a position solved earlier.
 */
class PylosTableIndexProperties {
  private static final PylosTableIndex INDEX = PylosTableIndex.get();

  /** A position of a random children's game after a random number of plies. */
  private static Gen<PylosState> positions() {
    Pylos rules = Pylos.children();
    return random -> {
      PylosState state = rules.initialState();
      SplittableRandom r = new SplittableRandom(random.nextLong());
      int plies = r.nextInt(45);
      for (int i = 0; i < plies; i++) {
        List<PylosMove> moves = rules.legalMoves(state);
        if (moves.isEmpty()) {
          break;
        }
        state = rules.play(state, moves.get(r.nextInt(moves.size())));
      }
      return state;
    };
  }

  @Test
  void theIndexCountsTheSetsAndPositionsOfAnIndependentEnumeration() {
    // A separate enumeration in Python (support-closed subsets level by level, the eight
    // symmetries applied spot by spot) found 141,120 occupancy sets, the figure of the published
    // analysis; 18,456 of them with at most 28 balls are the smallest of their images, and they
    // have 1,686,262,193 colourings with at most 14 balls a side.
    assertThat(INDEX.setCount()).isEqualTo(18_456);
    assertThat(PylosTableFile.total()).isEqualTo(1_686_262_193L);
    long sets = 0;
    for (int n = 0; n <= PylosTableIndex.TOP_LAYER; n++) {
      sets += INDEX.layerEnd(n) - INDEX.layerStart(n);
      long colourings = 0;
      for (int m = 0; m <= PylosTableIndex.MOST_ON_BOARD; m++) {
        if (n - m <= PylosTableIndex.MOST_ON_BOARD) {
          colourings += PylosTableIndex.choose(n, m);
        }
      }
      assertThat(INDEX.colourings(n)).isEqualTo(colourings);
    }
    assertThat(sets).isEqualTo(18_456);
    // The full board with the top and one level-2 spot empty is one set up to symmetry.
    assertThat(INDEX.layerEnd(28) - INDEX.layerStart(28)).isEqualTo(1);
    assertThat(INDEX.layerSize(28)).isEqualTo(PylosTableIndex.choose(28, 14));
  }

  @Test
  void everyStoredPositionHasANumberThatGivesItBack() {
    ForAll.values("rank and unrank", 3_000, positions(), state -> {
      long own = state.balls(state.toMove());
      long opponent = state.balls(state.toMove().opponent());
      int n = Long.bitCount(own | opponent);
      if (Long.bitCount(own) > PylosTableIndex.MOST_ON_BOARD
          || Long.bitCount(opponent) > PylosTableIndex.MOST_ON_BOARD) {
        return; // not stored: decided without the table
      }
      int located = INDEX.locate(own | opponent);
      int id = located >>> 3;
      long set = INDEX.set(id);
      long image = Board.transformMask(located & 7, own);
      assertThat(Board.transformMask(located & 7, own | opponent)).isEqualTo(set);
      assertThat(INDEX.balls(id)).isEqualTo(n);
      int m = Long.bitCount(own);
      long rank = INDEX.rank(set, image);
      assertThat(rank).isGreaterThanOrEqualTo(INDEX.colouringOffset(n, m))
          .isLessThan(INDEX.colouringOffset(n, m + 1));
      long bits = PylosTableIndex.unrankBits(n, m, rank - INDEX.colouringOffset(n, m));
      assertThat(PylosTableIndex.expand(set, bits)).isEqualTo(image);
      // The eight images of a position are numbered in the same set, each as one of its images
      // (a set with symmetries of its own keeps several images of a colouring).
      for (int s = 0; s < Board.SYMMETRIES; s++) {
        long turnedOwn = Board.transformMask(s, own);
        int other = INDEX.locate(Board.transformMask(s, own | opponent));
        assertThat(other >>> 3).isEqualTo(id);
        long number = INDEX.rank(set, Board.transformMask(other & 7, turnedOwn));
        long back = PylosTableIndex.expand(set, PylosTableIndex.unrankBits(n, m, number - INDEX.colouringOffset(n, m)));
        boolean anImage = false;
        for (int t = 0; t < Board.SYMMETRIES; t++) {
          anImage |= Board.transformMask(t, own) == back && Board.transformMask(t, own | opponent) == set;
        }
        assertThat(anImage).as("image %d", s).isTrue();
      }
    });
  }

  @Test
  void consecutiveNumbersAreConsecutiveColourings() {
    // Every colouring of a few whole sets, in rank order, once each.
    for (int id : new int[] {INDEX.layerStart(9), INDEX.layerStart(14), INDEX.layerEnd(16) - 1}) {
      long set = INDEX.set(id);
      int n = INDEX.balls(id);
      long seen = 0;
      for (int m = 0; m <= PylosTableIndex.MOST_ON_BOARD; m++) {
        long size = INDEX.colouringOffset(n, m + 1) - INDEX.colouringOffset(n, m);
        for (long r = 0; r < size; r++) {
          long own = PylosTableIndex.expand(set, PylosTableIndex.unrankBits(n, m, r));
          assertThat(Long.bitCount(own)).isEqualTo(m);
          assertThat(own & ~set).isZero();
          assertThat(INDEX.rank(set, own)).isEqualTo(INDEX.colouringOffset(n, m) + r);
          seen++;
        }
      }
      assertThat(seen).isEqualTo(INDEX.colourings(n));
    }
  }

  @Test
  void everyMoveLeadsToASetSolvedEarlier() {
    Pylos rules = Pylos.children();
    ForAll.values("moves go up the order", 2_000, positions(), state -> {
      long all = state.light() | state.dark();
      int n = Long.bitCount(all);
      if (n > PylosTableIndex.TOP_LAYER - 1) {
        return;
      }
      int id = INDEX.locate(all) >>> 3;
      for (PylosMove move : rules.legalMoves(state)) {
        PylosState after = rules.play(state, move);
        long next = after.light() | after.dark();
        int nextId = INDEX.locate(next) >>> 3;
        // A placement adds a ball; a raise keeps the count and lifts the level sum.
        assertThat(INDEX.balls(nextId) > n
            || (INDEX.balls(nextId) == n && INDEX.levelSum(nextId) > INDEX.levelSum(id))).as("%s", move).isTrue();
        assertThat(nextId).as("%s", move).isLessThan(id);
      }
    });
  }
}
