package io.github.boardrules.zertz;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * Random boards near a game's crowded end, where random play seldom gets (it ends with a winning
 * set while the board is still open) and where isolations abound: rings removed at random among
 * the free ones, then every ring left occupied but a random number, often only a few.
 */
final class CrowdedBoards {
  private CrowdedBoards() {}

  /**
   * Builds one board.
   *
   * @return the rings and the occupied rings, as cell masks of {@code board}
   */
  static long[] build(ZertzBoard board, Geometry geometry, RandomGenerator random) {
    Set<String> rings = new HashSet<>(geometry.names());
    int removals = random.nextInt(rings.size() * 2 / 3);
    for (int k = 0; k < removals; k++) {
      List<String> free = new ArrayList<>(geometry.free(rings, Set.of()));
      free.sort(null);
      if (free.isEmpty()) {
        break;
      }
      rings.remove(free.get(random.nextInt(free.size())));
    }
    List<String> order = new ArrayList<>(rings);
    order.sort(null);
    // Half the boards keep a random share vacant, half only zero to five rings: the crowded end
    // where most targets are.
    int vacant = random.nextBoolean()
        ? (int) Math.round(random.nextDouble() * order.size())
        : Math.min(order.size(), random.nextInt(6));
    long ringMask = 0;
    for (String r : order) {
      ringMask |= 1L << board.cell(r);
    }
    long occupied = ringMask;
    for (int k = 0; k < vacant; k++) {
      String r = order.remove(random.nextInt(order.size()));
      occupied &= ~(1L << board.cell(r));
    }
    return new long[] {ringMask, occupied};
  }
}
