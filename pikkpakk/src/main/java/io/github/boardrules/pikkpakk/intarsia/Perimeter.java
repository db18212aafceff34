package io.github.boardrules.pikkpakk.intarsia;

import java.util.Arrays;

/** Every pattern within a few rotations of a goal, by breadth-first search, with the way back. */
final class Perimeter {
  private static final int ROOT = 0xFF;

  private Perimeter() {}

  /** Maps each pattern within {@code depth} of {@code goal} to its depth << 8 | the rotation that reached it from the goal's side. */
  static CodeMap around(long goal, int depth) {
    CodeMap map = new CodeMap();
    map.putNew(goal, ROOT);
    long[] frontier = {goal};
    for (int d = 1; d <= depth; d++) {
      long[] next = new long[Math.max(16, frontier.length * 8)];
      int size = 0;
      for (long code : frontier) {
        int last = map.get(code) & 0xFF;
        for (int move = 0; move < Rotation.COUNT; move++) {
          if (last != ROOT && move == (last ^ 1)) {
            continue;
          }
          long y = PatternCode.rotate(code, move);
          if (map.get(y) >= 0) {
            continue;
          }
          map.putNew(y, d << 8 | move);
          if (size == next.length) {
            next = Arrays.copyOf(next, size * 2);
          }
          next[size++] = y;
        }
      }
      frontier = Arrays.copyOf(next, size);
    }
    return map;
  }

  /** The rotations from {@code code}, a pattern of the perimeter, to its goal. */
  static int[] toGoal(CodeMap map, long code) {
    int length = map.get(code) >>> 8;
    int[] moves = new int[length];
    long c = code;
    for (int i = 0; i < length; i++) {
      int move = (map.get(c) & 0xFF) ^ 1;
      moves[i] = move;
      c = PatternCode.rotate(c, move);
    }
    return moves;
  }
}
