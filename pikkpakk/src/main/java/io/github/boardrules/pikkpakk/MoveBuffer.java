package io.github.boardrules.pikkpakk;

import java.util.Arrays;

/**
 * A growable list of move codes, with scratch boards for trying a move out. Not thread-safe: one
 * per call or per playout.
 */
final class MoveBuffer {
  int[] codes = new int[64];
  int size;
  final long[] scratchRows;
  final long[] scratchColumns;

  MoveBuffer(int boardSize) {
    scratchRows = new long[boardSize];
    scratchColumns = new long[boardSize];
  }

  void clear() {
    size = 0;
  }

  void add(int code) {
    if (size == codes.length) {
      codes = Arrays.copyOf(codes, size * 2);
    }
    codes[size++] = code;
  }
}
