package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import java.text.ParsePosition;

/**
 * The parts of the move notations of the booklet's games that move runs of balls: a run {@code
 * b5-h5} (or one ball, {@code i5}), a direction {@code < > v ^}, and a distance written only when
 * it is more than 1 ({@code c6-c12v2}). Each game's move class puts them together and checks what
 * its moves allow. Points are {@link PointText} indices and directions {@link Directions} indices:
 * the move classes make their points and directions of them.
 *
 * <pre>{@code
 * ParsePosition at = new ParsePosition(0);
 * RunNotation.Run run = RunNotation.readRun("b5-h5>", at, "move");   // b5 to h5; at 5
 * int d = RunNotation.readDirection("b5-h5>", at, "move");            // Directions.RIGHT; at 6
 * int distance = RunNotation.readDistance("b5-h5>", at, "move", 14, "a shift");   // 1
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class RunNotation {
  private RunNotation() {}

  /**
   * A run as written: its two ends, the lower one first, and where the second was written.
   *
   * @param from the first end written, a {@link PointText} index
   * @param to the second end written; {@code from} for a single ball
   * @param toIndex where the second end starts in the text (after the {@code -}), or where the
   *     text goes on after a single ball
   */
  @API(status = INTERNAL, since = "0.1.0")
  public record Run(int from, int to, int toIndex) {}

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
    int[] end = {0};
    int from = PointText.read(input, at.getIndex(), end, kind);
    int i = end[0];
    at.setIndex(i);
    if (i >= input.length() || input.charAt(i) != '-') {
      return new Run(from, from, i);
    }
    int toIndex = i + 1;
    int to = PointText.read(input, toIndex, end, kind);
    at.setIndex(end[0]);
    if (to == from) {
      String name = PointText.name(PointText.column(from), PointText.row(from));
      throw new TextParseException(
          kind, input, toIndex, "a run of one ball is written once (" + name + "), not " + name + "-" + name);
    }
    return new Run(from, to, toIndex);
  }

  /**
   * Reads a direction symbol and moves past it.
   *
   * @param input the whole text
   * @param at where the symbol should be; advanced past it
   * @param kind what the text is, for the exception
   * @return the direction, a {@link Directions} index
   * @throws TextParseException if there is no direction symbol there
   */
  public static int readDirection(String input, ParsePosition at, String kind) {
    int i = at.getIndex();
    if (i >= input.length()) {
      throw new TextParseException(kind, input, i, "expected a direction < > v ^ after the run");
    }
    int direction = Directions.ofSymbol(input.charAt(i));
    if (direction < 0) {
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
   * @param fromColumn the lower end's column, or the placement's
   * @param fromRow the lower end's row, or the placement's
   * @param toColumn the upper end's column
   * @param toRow the upper end's row
   * @param direction the direction, a {@link Directions} index, or -1 for a placement
   * @param distance the distance
   * @return such as {@code b5-h5>}, {@code c6-c12v2}, {@code i5>} or {@code e4}
   */
  public static String write(
      int fromColumn, int fromRow, int toColumn, int toRow, int direction, int distance) {
    String from = PointText.name(fromColumn, fromRow);
    if (direction < 0) {
      return from;
    }
    StringBuilder out = new StringBuilder(10).append(from);
    if (toColumn != fromColumn || toRow != fromRow) {
      out.append('-').append(PointText.name(toColumn, toRow));
    }
    out.append(Directions.symbol(direction));
    if (distance > 1) {
      out.append(distance);
    }
    return out.toString();
  }
}
