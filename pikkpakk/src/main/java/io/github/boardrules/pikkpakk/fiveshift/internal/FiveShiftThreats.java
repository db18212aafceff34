package io.github.boardrules.pikkpakk.fiveshift.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * The search for a win by threats in the placement phase: a win by fours ({@link FiveShiftFours}),
 * or a placement after which the mover would win by fours if the opponent passed (a threat: an
 * open three, say), such that every reply of the opponent leaves the mover a win by threats again,
 * one threat shallower. Every reply is tried: most leave the win by fours standing and are done
 * with one search of fours; the few that parry are searched on. Where the opponent has a four, the
 * mover must take its point first. The search deepens the number of threats one by one and gives
 * up after a count of searches of fours.
 *
 * <pre>{@code
 * FiveShiftFours.Found win = FiveShiftThreats.search(own, theirs, 2, 12, 5_000);
 * }</pre>
 */
@API(status = INTERNAL, since = "0.2.0")
public final class FiveShiftThreats {
  /** The positions of each search of fours inside. */
  private static final int FOURS_POSITIONS = 2_000;

  private final int foursPlacements;
  private final long budget;
  private long searches;

  private FiveShiftThreats(int foursPlacements, long budget) {
    this.foursPlacements = foursPlacements;
    this.budget = budget;
  }

  /**
   * Searches a win by threats for the player whose balls are {@code own}, to move in the
   * placement phase.
   *
   * @param own the mover's balls on the field, in {@link FiveShiftEngine#fieldMask}'s layout
   * @param theirs the opponent's balls on the field
   * @param mostThreats the most threats before the win by fours
   * @param foursPlacements the most placements of each win by fours
   * @param mostSearches the searches of fours after which the search gives up
   * @return the win's first placement and the most plies it takes, or {@link FiveShiftFours.Found}
   *     with point -1
   */
  public static FiveShiftFours.Found search(
      long own, long theirs, int mostThreats, int foursPlacements, long mostSearches) {
    FiveShiftThreats search = new FiveShiftThreats(foursPlacements, mostSearches);
    for (int threats = 0; threats <= mostThreats; threats++) {
      FiveShiftFours.Found found = search.attack(own, theirs, threats);
      if (found.point() >= 0) {
        return found;
      }
      if (search.searches > search.budget) {
        break;
      }
    }
    return FiveShiftFours.Found.NONE;
  }

  /**
   * The placements of the player whose balls are {@code own}, to move in the placement phase,
   * after which the opponent has a win by threats that {@link #search} finds with the limits given,
   * within {@code mostPlies} plies. A placement that makes five loses nothing. It looks at
   * placements until {@code deadline}: those not looked at by then are left out of the mask, as if
   * no win followed them.
   *
   * <pre>{@code
   * long losing = FiveShiftThreats.losingPlacements(own, theirs, 2, 12, 50, Integer.MAX_VALUE, Long.MAX_VALUE);
   * }</pre>
   *
   * @param own the mover's balls on the field, in {@link FiveShiftEngine#fieldMask}'s layout
   * @param theirs the opponent's balls on the field
   * @param mostThreats the most threats before the opponent's win by fours
   * @param foursPlacements the most placements of each win by fours
   * @param mostSearches the searches of fours after each placement after which that search gives up
   * @param mostPlies the most plies of a win that counts (a ply limit cuts a longer one short)
   * @param deadline the {@link System#nanoTime()} at which to stop looking, or {@link Long#MAX_VALUE}
   *     for none
   * @return the losing placements found in time, as a mask of empty points
   */
  public static long losingPlacements(long own, long theirs, int mostThreats, int foursPlacements,
      long mostSearches, int mostPlies, long deadline) {
    long empty = FiveShiftEngine.FIELD_MASK & ~(own | theirs);
    long fives = FiveShiftEngine.fiveCompletions(own, empty);
    long losing = 0;
    for (long rest = empty & ~fives; rest != 0; rest &= rest - 1) {
      if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline >= 0) {
        break;
      }
      long placed = rest & -rest;
      FiveShiftFours.Found win = search(theirs, own | placed, mostThreats, foursPlacements, mostSearches);
      if (win.point() >= 0 && win.plies() <= mostPlies) {
        losing |= placed;
      }
    }
    return losing;
  }

  /** A win by fours within {@link #foursPlacements}, counted. */
  private FiveShiftFours.Found fours(long own, long theirs) {
    searches++;
    return FiveShiftFours.search(own, theirs, foursPlacements, FOURS_POSITIONS);
  }

  /**
   * The first placement of a win within {@code threats} threats, with the most plies it takes
   * whatever the opponent replies; point -1 when none is found (also when the count runs out).
   */
  private FiveShiftFours.Found attack(long own, long theirs, int threats) {
    FiveShiftFours.Found fours = fours(own, theirs);
    if (fours.point() >= 0 || threats == 0 || searches > budget) {
      return fours;
    }
    long empty = FiveShiftEngine.FIELD_MASK & ~(own | theirs);
    long parries = FiveShiftEngine.fiveCompletions(theirs, empty);
    if (Long.bitCount(parries) > 1) {
      return FiveShiftFours.Found.NONE;
    }
    long candidates = parries != 0 ? parries : empty;
    for (long rest = candidates; rest != 0 && searches <= budget; rest &= rest - 1) {
      long placed = rest & -rest;
      long ownAfter = own | placed;
      long replies = empty & ~placed;
      // A full field ends the placement phase: no five to come. The opponent has no five to
      // make (his only four, if any, was just taken).
      if (replies == 0 || fours(ownAfter, theirs).point() < 0) {
        continue;
      }
      int longest = longestAfterEveryReply(ownAfter, theirs, replies, threats - 1);
      if (longest >= 0) {
        return new FiveShiftFours.Found(Long.numberOfTrailingZeros(placed), 2 + longest);
      }
    }
    return FiveShiftFours.Found.NONE;
  }

  /** The most plies of the mover's win after any of the replies, or -1 where one reply holds. */
  private int longestAfterEveryReply(long own, long theirs, long replies, int threats) {
    int longest = 0;
    for (long rest = replies; rest != 0; rest &= rest - 1) {
      FiveShiftFours.Found found = attack(own, theirs | (rest & -rest), threats);
      if (found.point() < 0) {
        return -1;
      }
      longest = Math.max(longest, found.plies());
    }
    return longest;
  }
}
