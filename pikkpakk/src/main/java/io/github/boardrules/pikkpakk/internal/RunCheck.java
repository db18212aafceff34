package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The run rules shared by Pikk-Pakk and five-in-a-row with shifting: a shift moves a whole
 * (maximal) run of touching balls of a line, of the length the game asks, and the mover needs a
 * majority of its balls. One implementation for both games' generators ({@link #exactRunStarts},
 * {@link #lead}) and legality messages ({@link #wholeRun}, {@link #length}, {@link #majority}). A
 * shift is a {@link WrittenMove}: its run lies along the line of its direction.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class RunCheck {
  /** What is wrong with a shift's run; each game maps it to a reason of its own. */
  @API(status = INTERNAL, since = "0.1.0")
  public enum Fault {
    /** The span has an empty point. */
    NOT_A_RUN,
    /** The span is part of a longer run. */
    NOT_MAXIMAL,
    /** The run does not have the length the game moves. */
    WRONG_LENGTH,
    /** The mover does not have the majority the game asks. */
    NO_MAJORITY
  }

  /**
   * A fault and its message.
   *
   * @param fault what is wrong
   * @param message the sentence that says so, naming the points
   */
  @API(status = INTERNAL, since = "0.1.0")
  public record Finding(Fault fault, String message) {}

  private RunCheck() {}

  /**
   * Returns the starts of the maximal runs of exactly {@code length} occupied points of a line,
   * as a bit set: a start {@code s} has {@code s..s+length-1} occupied and {@code s-1}, {@code
   * s+length} empty or off the line.
   *
   * @param occupied the line's occupancy, fewer than 31 points
   * @param length the run length, 1 or more
   * @return the bit set of starts
   */
  public static int exactRunStarts(int occupied, int length) {
    int full = occupied;
    for (int k = 1; k < length; k++) {
      full &= occupied >>> k;
    }
    return full & ~(occupied << 1) & ~(occupied >>> length);
  }

  /**
   * Returns how many more balls of the mover's plane than of the other colour a part of a line
   * holds (TARGET and NEUTRAL balls count for nobody).
   *
   * @param word the line's word
   * @param moverPlane the mover's plane, {@link LineBoard#LIGHT_PLANE} or {@link
   *     LineBoard#DARK_PLANE}
   * @param mask the part of the line
   * @return the mover's lead, negative when behind
   */
  public static int lead(long word, int moverPlane, int mask) {
    return Integer.bitCount(LineBoard.mask(word, moverPlane) & mask)
        - Integer.bitCount(LineBoard.mask(word, LineBoard.otherPlane(moverPlane)) & mask);
  }

  /**
   * Checks that a shift names a whole run of touching balls of its line: {@link #filled} and
   * {@link #maximal}.
   *
   * @param word the word of the shift's line
   * @param move the shift
   * @param size the number of points of the line
   * @return the finding, or null when the span is a whole run
   */
  public static @Nullable Finding wholeRun(long word, int move, int size) {
    Finding finding = filled(word, move);
    return finding != null ? finding : maximal(word, move, size);
  }

  /**
   * Checks that every point of a shift's span holds a ball.
   *
   * @param word the word of the shift's line
   * @param move the shift
   * @return the finding, or null when the span is full
   */
  public static @Nullable Finding filled(long word, int move) {
    int occupied = LineBoard.occupancy(word);
    int mask = mask(move);
    if ((occupied & mask) == mask) {
      return null;
    }
    int empty = Integer.numberOfTrailingZeros(mask & ~occupied);
    return new Finding(
        Fault.NOT_A_RUN, "The run " + span(move) + " has no ball on " + point(move, empty));
  }

  /**
   * Checks that the points just beyond both ends of a shift's span are empty or off the board.
   *
   * @param word the word of the shift's line
   * @param move the shift
   * @param size the number of points of the line
   * @return the finding, or null when the run does not go on
   */
  public static @Nullable Finding maximal(long word, int move, int size) {
    int occupied = LineBoard.occupancy(word);
    int start = start(move);
    for (int beyond : new int[] {start - 1, start + WrittenMove.length(move)}) {
      if (beyond >= 0 && beyond < size && (occupied & (1 << beyond)) != 0) {
        return new Finding(
            Fault.NOT_MAXIMAL,
            "The run " + span(move) + " goes on to " + point(move, beyond)
                + ": only a whole run of touching balls moves");
      }
    }
    return null;
  }

  /**
   * Checks a run's length.
   *
   * @param move the shift
   * @param required the one length the game moves
   * @param verb how the game says it, such as {@code pushed}
   * @return the finding, or null when the run has that length
   */
  public static @Nullable Finding length(int move, int required, String verb) {
    int length = WrittenMove.length(move);
    if (length == required) {
      return null;
    }
    return new Finding(
        Fault.WRONG_LENGTH,
        "The run " + span(move) + " holds " + length + (length == 1 ? " ball" : " balls")
            + "; exactly " + required + " may be " + verb);
  }

  /**
   * Checks the mover's majority of a run: more of his balls than of the other colour, or as many
   * when {@code tieMoves}.
   *
   * @param word the word of the shift's line
   * @param move the shift
   * @param mover the player to move
   * @param tieMoves whether an equal number is enough
   * @param tieNote what to add to the message when the numbers are equal, or an empty string
   * @return the finding, or null when the mover may move the run
   */
  public static @Nullable Finding majority(
      long word, int move, Player mover, boolean tieMoves, String tieNote) {
    int mask = mask(move);
    int plane = LineBoard.plane(mover);
    int mine = Integer.bitCount(LineBoard.mask(word, plane) & mask);
    int theirs = Integer.bitCount(LineBoard.mask(word, LineBoard.otherPlane(plane)) & mask);
    if (mine > theirs || (mine == theirs && tieMoves)) {
      return null;
    }
    return new Finding(
        Fault.NO_MAJORITY,
        span(move) + " holds " + mine + " " + LineBoard.colour(plane) + " and " + theirs + " "
            + LineBoard.colour(LineBoard.otherPlane(plane)) + " balls: the mover needs more of his own"
            + (mine == theirs ? tieNote : ""));
  }

  /**
   * Writes a run by its ends, or its one point.
   *
   * @param move the shift
   * @return such as {@code b5-h5} or {@code i5}
   */
  public static String span(int move) {
    return WrittenMove.span(move);
  }

  /** The index on its line of a shift's first point. */
  private static int start(int move) {
    return Directions.horizontal(WrittenMove.direction(move))
        ? WrittenMove.fromColumn(move)
        : WrittenMove.fromRow(move);
  }

  /** The points of a shift's span on its line. */
  private static int mask(int move) {
    return ((1 << WrittenMove.length(move)) - 1) << start(move);
  }

  /** The name of the point at an index of a shift's line. */
  private static String point(int move, int index) {
    return Directions.horizontal(WrittenMove.direction(move))
        ? PointText.name(index, WrittenMove.fromRow(move))
        : PointText.name(WrittenMove.fromColumn(move), index);
  }
}
