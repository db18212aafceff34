package io.github.boardrules.nim;

import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.TextParseException;

/**
 * The heap Nim position text: the heap sizes separated by commas, a space, and the player to
 * move, such as {@code 1,2,3,4,5,6,7,8 1}. Decoding checks the number of heaps and that no heap
 * holds more balls than it starts with.
 */
final class HeapNimPositions implements PositionFormat<HeapNimState> {
  private static final String POSITION = "position";

  private final int[] start;

  /** Reads positions of a game starting with {@code start}, an array nobody changes. */
  HeapNimPositions(int[] start) {
    this.start = start;
  }

  @Override
  public String encode(HeapNimState state) {
    return state.toString();
  }

  @Override
  public HeapNimState decode(CharSequence text) {
    String input = text.toString();
    int[] heaps = new int[start.length];
    int at = 0;
    for (int i = 0; i < start.length; i++) {
      int end = at;
      while (end < input.length() && input.charAt(end) >= '0' && input.charAt(end) <= '9') {
        end++;
      }
      if (end == at) {
        throw new TextParseException(
            POSITION, input, at, "expected the size of heap " + (i + 1) + " of " + start.length);
      }
      if (input.charAt(at) == '0' && end - at > 1) {
        throw new TextParseException(POSITION, input, at, "heap sizes have no leading zero");
      }
      long size = 0;
      for (int k = at; k < end && size <= start[i]; k++) {
        size = size * 10 + input.charAt(k) - '0';
      }
      if (size > start[i]) {
        throw new TextParseException(
            POSITION, input, at, "heap " + (i + 1) + " holds " + input.substring(at, end)
                + " balls; it starts with " + start[i]);
      }
      heaps[i] = (int) size;
      at = end;
      char expected = i == start.length - 1 ? ' ' : ',';
      if (at >= input.length() || input.charAt(at) != expected) {
        throw new TextParseException(POSITION, input, at, afterHeap(input, at, i));
      }
      at++;
    }
    return new HeapNimState(heaps, PlayerToMoveField.read(input, at));
  }

  /** Explains what is wrong where heap {@code i} (from 0) should have been followed. */
  private String afterHeap(String input, int at, int i) {
    boolean last = i == start.length - 1;
    if (at < input.length() && input.charAt(at) == ',' && last) {
      return "more than " + start.length + " heaps; the game has " + start.length;
    }
    if (!last && (at >= input.length() || input.charAt(at) == ' ')) {
      return "only " + (i + 1) + " heaps; the game has " + start.length;
    }
    return last ? "expected a space and the player to move" : "expected ',' between heap sizes";
  }
}
