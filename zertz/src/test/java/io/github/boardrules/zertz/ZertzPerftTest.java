package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Perft;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Move counts from the start, each checked against an independent count: by hand where it is
 * short, and with the coordinate model {@link Geometry} where it is long.
 */
class ZertzPerftTest {

  @Test
  void placementsFromTheEmpty37RingBoardByHand() {
    // The hexagon has 4 rings a side: 6 sides x 3 = 18 rings on its edge, 19 inside. Every edge
    // ring is free (two neighbouring positions off the board, next to each other); no inner ring
    // is. After placing on an edge ring 17 free rings remain to remove, after an inner ring 18.
    int edge = 6 * 3;
    int inner = 37 - edge;
    long expected = 3L * (edge * (edge - 1) + inner * edge);
    assertThat(expected).isEqualTo(1944);
    assertThat(Perft.count(Zertz.standard(), Zertz.standard().initialState(), 1)).isEqualTo(expected);
    assertThat(Perft.count(Zertz.tournament(), Zertz.tournament().initialState(), 1)).isEqualTo(expected);
  }

  @Test
  void placementsAfterBd4A1ByHand() {
    // a1 was on the edge, and its neighbours a2 and b1 are edge rings already: 17 edge rings stay
    // free; d4 is occupied. 35 vacant rings: the 18 inner ones leave 17 to remove, the 17 free ones
    // 16 (not themselves).
    Zertz rules = Zertz.standard();
    ZertzState state = rules.play(rules.initialState(), rules.notation().parse("Bd4,a1"));
    int free = 17;
    int vacant = 35;
    assertThat(rules.legalMoves(state)).hasSize(3 * ((vacant - free) * free + free * (free - 1)));
    assertThat(rules.legalMoves(state)).hasSize(1734);
  }

  /** Counts placements of one colour from a position of the model: vacant ring x free rings left. */
  private static long placements(Geometry g, Set<String> rings, Set<String> occupied) {
    long count = 0;
    for (String v : rings) {
      if (occupied.contains(v)) {
        continue;
      }
      Set<String> after = new HashSet<>(occupied);
      after.add(v);
      count += Math.max(1, g.free(rings, after).size());
    }
    return count;
  }

  @Test
  void placementsFromEveryEmptyBoardAgreeWithTheModel() {
    for (ZertzBoard board : ZertzBoard.values()) {
      Geometry g = Geometry.of(board);
      Set<String> rings = new HashSet<>(g.names());
      long expected = 3 * placements(g, rings, Set.of());
      Zertz rules = Zertz.builder().board(board).build();
      assertThat(Perft.count(rules, rules.initialState(), 1)).as("%s", board).isEqualTo(expected);
    }
  }

  @Test
  void depthTwoFromThe37RingStartAgreesWithTheModel() {
    // After one placement a single marble stands on the board: no capture is possible, and no
    // ring can be cut off by one removal (every ring keeps a neighbour), so the second player
    // places any of the three colours (each pool still holds at least 4).
    Geometry g = Geometry.of(ZertzBoard.RINGS_37);
    Set<String> all = new HashSet<>(g.names());
    long expected = 0;
    List<String> names = g.names();
    for (String placed : names) {
      Set<String> occupied = Set.of(placed);
      Set<String> free = g.free(all, occupied);
      if (free.isEmpty()) {
        throw new AssertionError("the empty board always has a free ring");
      }
      for (String removed : free) {
        Set<String> rings = new HashSet<>(all);
        rings.remove(removed);
        assertThat(g.groups(rings)).hasSize(1);
        expected += 3 /* first colour */ * 3L /* second colour */ * placements(g, rings, occupied);
      }
    }
    Zertz rules = Zertz.standard();
    assertThat(Perft.count(rules, rules.initialState(), 2)).isEqualTo(expected);
  }
}
