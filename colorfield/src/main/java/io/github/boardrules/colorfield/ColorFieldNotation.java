package io.github.boardrules.colorfield;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;

/** The colour-field move notation for one layout; see {@link ColorField#notation()}. */
final class ColorFieldNotation implements MoveNotation<ColorFieldMove> {
  private static final String KIND = "move";

  private final ColorFieldLayout layout;

  ColorFieldNotation(ColorFieldLayout layout) {
    this.layout = layout;
  }

  @Override
  public String format(ColorFieldMove move) {
    return move.toString();
  }

  @Override
  public ColorFieldMove parse(CharSequence text) {
    String input = text.toString();
    int[] at = {0};
    int from = location(input, at, "the starting square or gate");
    expect(input, at, '-', "'-' after the starting square or gate");
    int to = location(input, at, "the target square");
    int capture = ColorFieldMove.NO_CAPTURE;
    if (at[0] < input.length()) {
      expect(input, at, 'x', "'x' and a captured square, or the end of the move");
      capture = location(input, at, "the captured square");
      if (at[0] < input.length()) {
        throw new TextParseException(KIND, input, at[0], "unexpected text after the captured square");
      }
    }
    return new ColorFieldMove(layout, from, to, capture);
  }

  private static void expect(String input, int[] at, char c, String what) {
    if (at[0] >= input.length() || input.charAt(at[0]) != c) {
      throw new TextParseException(KIND, input, at[0], "expected " + what
          + (at[0] < input.length() ? ", found '" + input.charAt(at[0]) + "'" : ""));
    }
    at[0]++;
  }

  /** Reads a location name (a letter and digits) at {@code at[0]} and moves past it. */
  private int location(String input, int[] at, String what) {
    int start = at[0];
    int i = start;
    // Coordinates are read in either case (CONVENTIONS.md).
    if (i < input.length() && isAsciiLetter(input.charAt(i))) {
      i++;
      while (i < input.length() && i - start <= 4 && input.charAt(i) >= '0' && input.charAt(i) <= '9') {
        i++;
      }
    }
    if (i - start < 2) {
      throw new TextParseException(KIND, input, start,
          "expected " + what + ", a name such as e1 (a letter and a row number)");
    }
    String name = Character.toLowerCase(input.charAt(start)) + input.substring(start + 1, i);
    int index = layout.indexOf(name);
    if (index < 0) {
      throw new TextParseException(KIND, input, start, "no square or gate \"" + name
          + "\" on this layout (squares " + layout.name(0) + "-" + layout.name(layout.squareCount() - 1) + ")");
    }
    at[0] = i;
    return index;
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }
}
