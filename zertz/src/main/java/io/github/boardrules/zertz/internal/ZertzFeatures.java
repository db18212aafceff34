package io.github.boardrules.zertz.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * What the evaluation sees on the board beyond the captured marbles: the groups the player to
 * move can isolate this turn, and whether he has a placement that gives the opponent no capture.
 * Only geometry: which marbles are worth what is the evaluation's business.
 *
 * <p>Immutable; one per board.
 */
@API(status = INTERNAL, since = "0.2.0")
public final class ZertzFeatures {
  /** The most groups {@link #isolationTargets} reports. */
  public static final int MAX_TARGETS = 16;

  private final ZertzRings rings;
  private final ZertzGeometry geometry;

  /**
   * Makes the features of a board.
   *
   * @param rings the board's ring rules
   */
  public ZertzFeatures(ZertzRings rings) {
    this.rings = rings;
    this.geometry = rings.geometry();
  }

  /**
   * Finds the groups of rings the player to move can capture by isolation with one placement:
   * a group that removing one free ring cuts off, all of whose rings are occupied or all but one
   * (where the placement goes), or a group already cut off with one vacant ring left; in each
   * case some ring elsewhere stays vacant, as isolation requires. A group of the first kind with
   * no vacant ring needs the placement elsewhere, so two rings must be vacant outside it.
   *
   * @param ringMask the rings on the board
   * @param occupied the rings holding a marble
   * @param out receives each group's rings, its vacant ring (if any) included; at most {@link
   *     #MAX_TARGETS}
   * @return the number of groups written to {@code out}
   */
  public int isolationTargets(long ringMask, long occupied, long[] out) {
    long vacant = ringMask & ~occupied;
    if (vacant == 0) {
      return 0;
    }
    int count = 0;
    // Groups already cut off with one vacant ring: filling it isolates them.
    long seen = 0;
    for (long v = vacant; v != 0 && count < MAX_TARGETS; v &= v - 1) {
      int cell = Long.numberOfTrailingZeros(v);
      if ((seen & (1L << cell)) != 0) {
        continue;
      }
      long group = groupWithVacancies(cell, ringMask, vacant, 1);
      if (group != 0) {
        seen |= group;
        if ((vacant & ~group) != 0) {
          out[count++] = group;
        }
      }
    }
    // Groups that removing a free ring cuts off.
    long free = rings.freeRings(ringMask, occupied);
    for (long f = free; f != 0 && count < MAX_TARGETS; f &= f - 1) {
      int removed = Long.numberOfTrailingZeros(f);
      long rest = ringMask & ~(1L << removed);
      long restVacant = vacant & ~(1L << removed);
      long done = 0;
      for (long n = geometry.neighbourMask(removed) & rest; n != 0 && count < MAX_TARGETS; n &= n - 1) {
        int cell = Long.numberOfTrailingZeros(n);
        if ((done & (1L << cell)) != 0) {
          continue;
        }
        long group = groupWithVacancies(cell, rest, restVacant, 1);
        if (group == 0) {
          continue;
        }
        done |= group;
        int inside = Long.bitCount(group & restVacant);
        int outside = Long.bitCount(restVacant & ~group);
        // All occupied: the placement goes elsewhere and a vacant ring must be left there too.
        // One vacant ring: the placement fills it, and a vacant ring must be left elsewhere.
        if ((inside == 0 && outside >= 2) || (inside == 1 && outside >= 1)) {
          if (!contains(out, count, group)) {
            out[count++] = group;
          }
        }
      }
    }
    return count;
  }

  /**
   * Tells whether the player to move has a placement after which the opponent cannot capture:
   * a vacant ring where a marble makes no jump possible, or where the one it makes possible is
   * undone by removing a free ring (a landing ring). Isolation by that removal is not looked at.
   *
   * @param ringMask the rings on the board
   * @param occupied the rings holding a marble (the position must have no capture pending)
   * @return true when such a placement exists, or no ring is vacant
   */
  public boolean hasSafePlacement(long ringMask, long occupied) {
    long vacant = ringMask & ~occupied;
    if (vacant == 0) {
      return true;
    }
    long free = -1;
    for (long v = vacant; v != 0; v &= v - 1) {
      long at = v & -v;
      if (!rings.canCapture(ringMask, occupied | at)) {
        return true;
      }
      if (free == -1) {
        free = rings.freeRings(ringMask, occupied);
      }
      for (long f = free & ~at; f != 0; f &= f - 1) {
        long r = f & -f;
        if (!rings.canCapture(ringMask & ~r, occupied | at)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The group of connected rings holding {@code cell}, or 0 as soon as it holds more than {@code
   * most} vacant rings: the search stops there, so it stays small on an open board.
   */
  private long groupWithVacancies(int cell, long ringMask, long vacant, int most) {
    long group = 1L << cell;
    long frontier = group;
    while (frontier != 0) {
      if (Long.bitCount(group & vacant) > most) {
        return 0;
      }
      long next = 0;
      for (long f = frontier; f != 0; f &= f - 1) {
        next |= geometry.neighbourMask(Long.numberOfTrailingZeros(f));
      }
      next &= ringMask & ~group;
      group |= next;
      frontier = next;
    }
    return Long.bitCount(group & vacant) > most ? 0 : group;
  }

  private static boolean contains(long[] values, int length, long value) {
    for (int i = 0; i < length; i++) {
      if (values[i] == value) {
        return true;
      }
    }
    return false;
  }
}
