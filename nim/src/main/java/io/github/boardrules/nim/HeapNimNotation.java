package io.github.boardrules.nim;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;

/**
 * Heap Nim move notation: {@code h<heap>:<count>}, such as {@code h3:2}. Parsing checks that the
 * heap exists in the game; whether the heap holds enough balls is for {@link HeapNim#check}.
 */
final class HeapNimNotation implements MoveNotation<HeapNimMove> {
  private static final String MOVE = "move";

  private final int heapCount;

  HeapNimNotation(int heapCount) {
    this.heapCount = heapCount;
  }

  @Override
  public String format(HeapNimMove move) {
    return move.toString();
  }

  @Override
  public HeapNimMove parse(CharSequence text) {
    String input = text.toString();
    if (input.isEmpty() || (input.charAt(0) != 'h' && input.charAt(0) != 'H')) {
      throw new TextParseException(MOVE, input, 0, "a heap move starts with 'h' (either case), as in h3:2");
    }
    int heapEnd = digitsEnd(input, 1);
    int heap = number(input, 1, heapEnd, "a heap number");
    if (heap > heapCount) {
      throw new TextParseException(
          MOVE, input, 1, "there is no heap " + heap + "; the heaps are numbered 1-" + heapCount);
    }
    if (heapEnd >= input.length() || input.charAt(heapEnd) != ':') {
      throw new TextParseException(MOVE, input, heapEnd, "expected ':' after the heap number");
    }
    int countEnd = digitsEnd(input, heapEnd + 1);
    int count = number(input, heapEnd + 1, countEnd, "the number of balls to take");
    if (countEnd < input.length()) {
      throw new TextParseException(
          MOVE, input, countEnd, "unexpected '" + input.charAt(countEnd) + "' after the move");
    }
    return HeapNimMove.of(heap, count);
  }

  private static int digitsEnd(String input, int from) {
    int i = from;
    while (i < input.length() && input.charAt(i) >= '0' && input.charAt(i) <= '9') {
      i++;
    }
    return i;
  }

  /** Reads a number of 1 or more, without leading zero, from {@code from} to {@code end}. */
  private static int number(String input, int from, int end, String what) {
    if (end == from) {
      throw new TextParseException(MOVE, input, from, "expected " + what);
    }
    if (input.charAt(from) == '0') {
      throw new TextParseException(
          MOVE, input, from, what + " is 1 or more, written without leading zero");
    }
    long value = 0;
    for (int i = from; i < end; i++) {
      value = value * 10 + input.charAt(i) - '0';
      if (value > Integer.MAX_VALUE) {
        throw new TextParseException(MOVE, input, from, what + " is too large");
      }
    }
    return (int) value;
  }
}
