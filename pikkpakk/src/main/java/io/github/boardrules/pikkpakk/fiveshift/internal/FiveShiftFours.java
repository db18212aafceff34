package io.github.boardrules.pikkpakk.fiveshift.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * The search for a win by fours in the placement phase: the mover places a ball that threatens
 * five (a four), the opponent's only parry is to take the point, and so on, until the mover
 * threatens two fives at once or makes five. Where the opponent has a four of his own, the mover
 * must take its point first, and that placement must be a four too. Such a win is forced: every
 * reply of the opponent but the parry loses at once, and the parry is a single point. The search
 * deepens the number of the mover's placements one by one, so it finds a shortest such win, and
 * gives up beyond a count of positions.
 *
 * <p>Balls are masks in {@link FiveShiftEngine#fieldMask}'s layout. A win that needs more
 * placements than the field has empty points cannot be found: the placement phase ends when the
 * field is full.
 *
 * <pre>{@code
 * FiveShiftFours.Found win = FiveShiftFours.search(own, theirs, 8, 20_000);
 * if (win.point() >= 0) { ... place at win.point(), which wins in win.plies() plies ... }
 * }</pre>
 */
@API(status = INTERNAL, since = "0.2.0")
public final class FiveShiftFours {
  private final long budget;
  private long positions;

  private FiveShiftFours(long budget) {
    this.budget = budget;
  }

  /**
   * What a search found.
   *
   * @param point the first placement of the win as a bit of {@link FiveShiftEngine#fieldMask}'s
   *     layout, -1 when no win was found
   * @param plies the plies to the five with the opponent's forced parries, -1 when none
   */
  @API(status = INTERNAL, since = "0.2.0")
  public record Found(int point, int plies) {
    static final Found NONE = new Found(-1, -1);
  }

  /**
   * Searches a win by fours for the player whose balls are {@code own}, to move in the placement
   * phase.
   *
   * @param own the mover's balls on the field
   * @param theirs the opponent's balls on the field
   * @param mostPlacements the most placements of the mover's win
   * @param mostPositions the positions after which the search gives up
   * @return the win's first placement and length, or {@link Found#point} -1
   */
  public static Found search(long own, long theirs, int mostPlacements, long mostPositions) {
    FiveShiftFours search = new FiveShiftFours(mostPositions);
    for (int placements = 1; placements <= mostPlacements; placements++) {
      int point = search.attack(own, theirs, placements);
      if (point >= 0) {
        return new Found(point, 2 * placements - 1);
      }
      if (search.positions > search.budget) {
        break;
      }
    }
    return Found.NONE;
  }

  /**
   * The first placement of a win by fours within {@code placements} of the mover's, or -1 (also
   * when the count of positions runs out).
   */
  private int attack(long own, long theirs, int placements) {
    positions++;
    long empty = FiveShiftEngine.FIELD_MASK & ~(own | theirs);
    long fives = FiveShiftEngine.fiveCompletions(own, empty);
    if (fives != 0) {
      return Long.numberOfTrailingZeros(fives);
    }
    if (placements == 1 || positions > budget) {
      return -1;
    }
    long parries = FiveShiftEngine.fiveCompletions(theirs, empty);
    if (Long.bitCount(parries) > 1) {
      return -1;
    }
    long candidates = parries != 0 ? parries : empty;
    for (long rest = candidates; rest != 0; rest &= rest - 1) {
      long placed = rest & -rest;
      long ownAfter = own | placed;
      long threats = FiveShiftEngine.fiveCompletions(ownAfter, empty & ~placed);
      if (threats == 0) {
        continue;
      }
      int point = Long.numberOfTrailingZeros(placed);
      // Two threats: one parry cannot stop both, and the opponent has no five to make instead
      // (his only one, if any, was just taken).
      if (Long.bitCount(threats) > 1 || attack(ownAfter, theirs | threats, placements - 1) >= 0) {
        return point;
      }
      if (positions > budget) {
        return -1;
      }
    }
    return -1;
  }
}
