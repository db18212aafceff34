package io.github.boardrules.pikkpakk.intarsia;

import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.internal.BoardText;
import java.text.ParsePosition;

/** The position text of one intarsia puzzle; see {@link IntarsiaPuzzle#positions()}. */
final class IntarsiaPositions implements PositionFormat<IntarsiaState> {
  private static final String KIND = "position";

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
    ParsePosition at = new ParsePosition(i);
    BoardText.expectSpace(input, at, KIND, "a space and the number of rotations made after the pattern");
    int countIndex = at.getIndex();
    int moves = BoardText.readCount(input, at, KIND, "the number of rotations made");
    i = at.getIndex();
    if (i < input.length()) {
      throw error(input, i, "unexpected text after the move count");
    }
    if (puzzle.plyBound().isPresent() && moves > puzzle.plyBound().getAsInt()) {
      throw error(
          input, countIndex,
          moves + " rotations are more than the puzzle's ply limit of "
              + puzzle.plyBound().getAsInt());
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
