package io.github.boardrules.pikkpakk.intarsia;

import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.pikkpakk.Ball;

/** The position text of one intarsia puzzle; see {@link IntarsiaPuzzle#positions()}. */
final class IntarsiaPositions implements PositionFormat<IntarsiaState> {
  private static final String KIND = "position";
  private static final int MAX_DIGITS = 9;

  private final IntarsiaPuzzle puzzle;

  IntarsiaPositions(IntarsiaPuzzle puzzle) {
    this.puzzle = puzzle;
  }

  @Override
  public String encode(IntarsiaState state) {
    return state.toString();
  }

  @Override
  public IntarsiaState decode(CharSequence text) {
    String input = text.toString();
    int[] end = {0};
    Pattern pattern = Pattern.read(input, 0, KIND, end);
    int i = end[0];
    if (i >= input.length() || input.charAt(i) != ' ') {
      throw error(input, i, "expected a space and the number of rotations made after the pattern");
    }
    i++;
    int countIndex = i;
    if (i >= input.length() || input.charAt(i) < '0' || input.charAt(i) > '9') {
      throw error(input, i, "expected the number of rotations made, a number from 0");
    }
    int moves = 0;
    while (i < input.length() && input.charAt(i) >= '0' && input.charAt(i) <= '9') {
      if (i - countIndex == MAX_DIGITS) {
        throw error(input, countIndex, "the move count has more than " + MAX_DIGITS + " digits");
      }
      moves = moves * 10 + input.charAt(i) - '0';
      i++;
    }
    if (i - countIndex > 1 && input.charAt(countIndex) == '0') {
      throw error(input, countIndex, "the move count has no leading zero");
    }
    if (i < input.length()) {
      throw error(input, i, "unexpected text after the move count");
    }
    if (moves > puzzle.moveLimit()) {
      throw error(
          input, countIndex,
          moves + " rotations are more than the puzzle's move limit of " + puzzle.moveLimit());
    }
    Pattern start = puzzle.start();
    for (Ball kind : new Ball[] {Ball.LIGHT, Ball.DARK}) {
      if (pattern.count(kind) != start.count(kind)) {
        throw error(
            input, 0,
            "the pattern has " + pattern.count(kind) + " " + kind + " balls and the puzzle's "
                + start.count(kind) + ": rotations never change the counts");
      }
    }
    return new IntarsiaState(pattern, moves);
  }

  private static TextParseException error(String input, int index, String reason) {
    return new TextParseException(KIND, input, index, reason);
  }
}
