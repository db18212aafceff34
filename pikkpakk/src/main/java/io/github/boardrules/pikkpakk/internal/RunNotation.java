package io.github.boardrules.pikkpakk.internal;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.pikkpakk.Direction;
import io.github.boardrules.pikkpakk.Point;
import java.text.ParsePosition;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The parts of the move notations of the booklet's games that move runs of balls: a run {@code
 * b5-h5} (or one ball, {@code i5}), a direction {@code < > v ^}, and a distance written only when
 * it is more than 1 ({@code c6-c12v2}). Each game's move class puts them together and checks what
 * its moves allow.
 *
 * <pre>{@code
 * ParsePosition at = new ParsePosition(0);
 * RunNotation.Run run = RunNotation.readRun("b5-h5>", at, "move");   // b5 to h5; at 5
 * Direction d = RunNotation.readDirection("b5-h5>", at, "move");      // RIGHT; at 6
 * int distance = RunNotation.readDistance("b5-h5>", at, "move", 14, "a shift");   // 1
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
public final class RunNotation {
  private RunNotation() {}

  /**
   * A run as written: its two ends, the lower one first, and where the second was written.
   *
   * @param from the first end written
   * @param to the second end written; {@code from} for a single ball
   * @param toIndex where the second end starts in the text (after the {@code -}), or where the
   *     text goes on after a single ball
   */
  public record Run(Point from, Point to, int toIndex) {}

  /**
   * Reads a point, or two points joined by {@code -}, and moves past them.
   *
   * @param input the whole text
   * @param at where the run starts; advanced past it
   * @param kind what the text is, for the exception
   * @return the run
   * @throws TextParseException if no point starts there, or the two ends are the same point
   */
  public static Run readRun(String input, ParsePosition at, String kind) {
    Point from = Point.parse(input, at, kind);
    int i = at.getIndex();
    if (i >= input.length() || input.charAt(i) != '-') {
      return new Run(from, from, i);
    }
    int toIndex = i + 1;
    at.setIndex(toIndex);
    Point to = Point.parse(input, at, kind);
    if (to.equals(from)) {
      throw new TextParseException(
          kind, input, toIndex, "a run of one ball is written once (" + from + "), not " + from + "-" + to);
    }
    return new Run(from, to, toIndex);
  }

  /**
   * Reads a direction symbol and moves past it.
   *
   * @param input the whole text
   * @param at where the symbol should be; advanced past it
   * @param kind what the text is, for the exception
   * @return the direction
   * @throws TextParseException if there is no direction symbol there
   */
  public static Direction readDirection(String input, ParsePosition at, String kind) {
    int i = at.getIndex();
    if (i >= input.length()) {
      throw new TextParseException(kind, input, i, "expected a direction < > v ^ after the run");
    }
    Direction direction;
    try {
      direction = Direction.ofSymbol(input.charAt(i));
    } catch (IllegalArgumentException e) {
      throw new TextParseException(
          kind, input, i, "expected a direction < > v ^, not '" + input.charAt(i) + "'");
    }
    at.setIndex(i + 1);
    return direction;
  }

  /**
   * Reads the distance that may end a move, {@code 2} to {@code maxDistance} without leading
   * zero, and requires the end of the text after it.
   *
   * @param input the whole text
   * @param at where the distance would start; advanced to the end of the text
   * @param kind what the text is, for the exception
   * @param maxDistance the largest distance
   * @param what the moves' name for the message, such as {@code "a shift"}
   * @return the distance, 1 when none is written
   * @throws TextParseException if the rest of the text is not a distance
   */
  public static int readDistance(
      String input, ParsePosition at, String kind, int maxDistance, String what) {
    int i = at.getIndex();
    if (i == input.length()) {
      return 1;
    }
    int start = i;
    char c = input.charAt(i);
    if (c < '1' || c > '9') {
      throw new TextParseException(
          kind, input, i,
          "expected a distance 2-" + maxDistance + " (no leading zero) or the end of the move");
    }
    int distance = 0;
    while (i < input.length() && input.charAt(i) >= '0' && input.charAt(i) <= '9') {
      distance = distance * 10 + input.charAt(i) - '0';
      i++;
      if (distance > maxDistance) {
        throw new TextParseException(kind, input, start, what + " goes at most " + maxDistance + " points");
      }
    }
    if (distance == 1) {
      throw new TextParseException(kind, input, start, "a distance of 1 is not written");
    }
    if (i < input.length()) {
      throw new TextParseException(kind, input, i, "unexpected text after the distance");
    }
    at.setIndex(i);
    return distance;
  }

  /**
   * Writes a move of a run, or a placement: the run's ends ({@code b5-h5}, one point for a single
   * ball), the direction, and the distance when it is more than 1.
   *
   * @param from the lower end, or the point of a placement
   * @param to the upper end
   * @param direction the direction, or null for a placement
   * @param distance the distance
   * @return such as {@code b5-h5>}, {@code c6-c12v2}, {@code i5>} or {@code e4}
   */
  public static String write(Point from, Point to, @Nullable Direction direction, int distance) {
    if (direction == null) {
      return from.toString();
    }
    StringBuilder out = new StringBuilder(10).append(from);
    if (!to.equals(from)) {
      out.append('-').append(to);
    }
    out.append(direction.symbol());
    if (distance > 1) {
      out.append(distance);
    }
    return out.toString();
  }
}
