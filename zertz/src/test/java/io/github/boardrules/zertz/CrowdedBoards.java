package io.github.boardrules.zertz;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.TextParseException;
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

  /**
   * A crowded board with marbles of random colours (no more than the set has), the rest of the
   * set shared at random between the pool and the players short of a winning set, either player
   * to move; drawn again where the rules refuse the position (a full group cut off).
   */
  static ZertzState position(Zertz rules, Geometry geometry, RandomGenerator random) {
    ZertzBoard board = rules.board();
    MarbleSet set = rules.marbleSet();
    for (int attempt = 0; attempt < 100; attempt++) {
      long[] built = CrowdedBoards.build(board, geometry, random);
      List<Marble> bag = new ArrayList<>();
      for (Marble colour : Marble.values()) {
        for (int k = 0; k < set.pool(colour); k++) {
          bag.add(colour);
        }
      }
      Setup setup = Setup.on(rules);
      for (long gone = board.allCells() & ~built[0]; gone != 0; gone &= gone - 1) {
        setup.removed(board.cellName(Long.numberOfTrailingZeros(gone)));
      }
      List<Integer> occupied = new ArrayList<>();
      for (long m = built[1]; m != 0; m &= m - 1) {
        occupied.add(Long.numberOfTrailingZeros(m));
      }
      while (occupied.size() > bag.size()) {
        occupied.remove(random.nextInt(occupied.size()));
      }
      for (int cell : occupied) {
        Marble colour = bag.remove(random.nextInt(bag.size()));
        setup.marble(colour.symbol(), board.cellName(cell));
      }
      int[][] held = new int[2][Marble.values().length];
      for (Marble colour : bag) {
        int who = random.nextInt(3);
        if (who < 2) {
          held[who][colour.ordinal()]++;
          if (set.isWinning(held[who][0], held[who][1], held[who][2])) {
            held[who][colour.ordinal()]--; // stays in the pool: no one holds a winning set
          }
        }
      }
      for (Player player : Player.values()) {
        int[] h = held[player.ordinal()];
        setup.held(player, h[0], h[1], h[2]);
      }
      setup.toMove(random.nextBoolean() ? Player.FIRST : Player.SECOND);
      try {
        return setup.state();
      } catch (TextParseException refused) {
        // A group of occupied rings cut off while rings elsewhere are vacant: draw again.
      }
    }
    return rules.initialState();
  }
}
