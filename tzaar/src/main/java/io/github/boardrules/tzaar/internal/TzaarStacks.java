package io.github.boardrules.tzaar.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * Stack contents packed in a {@code long}: 2 bits per piece, the type code ({@link
 * TzaarEngine#TZAAR} + 1 to {@link TzaarEngine#TOTT} + 1) of the bottom piece lowest; 0 for an
 * empty point. A stack holds at most 30 pieces, all of one colour, which the position's colour
 * masks tell.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class TzaarStacks {
  private TzaarStacks() {}

  /**
   * Returns the height of a content: its number of pieces.
   *
   * @param content the content
   * @return 0 for an empty point, else 1 to 30
   */
  public static int height(long content) {
    return (65 - Long.numberOfLeadingZeros(content)) >>> 1;
  }

  /**
   * Returns the type code of the top piece.
   *
   * @param content a non-empty content
   * @return 1 Tzaar, 2 Tzarra, 3 Tott
   */
  public static int topCode(long content) {
    return (int) (content >>> (2 * (height(content) - 1))) & 3;
  }

  /**
   * Counts the pieces of a type in the stacks of some points, at every level.
   *
   * @param contents the contents by point
   * @param points the points to count in
   * @param typeCode 1 Tzaar, 2 Tzarra, 3 Tott
   * @return the count
   */
  public static int count(long[] contents, long points, int typeCode) {
    int count = 0;
    for (long rest = points; rest != 0; rest &= rest - 1) {
      for (long c = contents[Long.numberOfTrailingZeros(rest)]; c != 0; c >>>= 2) {
        if ((c & 3) == typeCode) {
          count++;
        }
      }
    }
    return count;
  }
}
