package io.github.boardrules.pikkpakk.intarsia.solve;

import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import java.util.Arrays;

/**
 * An open-addressing hash map from pattern codes ({@link IntarsiaEngine}) to {@code int}s, for the
 * breadth-first searches: no boxing, two arrays. Codes are never negative, so -1 marks a free slot.
 */
final class CodeMap {
  private static final long FREE = -1L;

  private long[] keys;
  private int[] values;
  private int size;

  CodeMap() {
    keys = new long[1 << 12];
    values = new int[1 << 12];
    Arrays.fill(keys, FREE);
  }

  int size() {
    return size;
  }

  /** Returns the value of {@code code}, or -1 when it is absent. */
  int get(long code) {
    int mask = keys.length - 1;
    for (int i = slot(code, mask); ; i = (i + 1) & mask) {
      long k = keys[i];
      if (k == code) {
        return values[i];
      }
      if (k == FREE) {
        return -1;
      }
    }
  }

  /** Stores {@code value} (0 or more) for a code that is absent. */
  void putNew(long code, int value) {
    if (2 * (size + 1) > keys.length) {
      grow();
    }
    insert(code, value);
    size++;
  }

  private void insert(long code, int value) {
    int mask = keys.length - 1;
    int i = slot(code, mask);
    while (keys[i] != FREE) {
      i = (i + 1) & mask;
    }
    keys[i] = code;
    values[i] = value;
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldValues = values;
    keys = new long[oldKeys.length * 2];
    values = new int[oldKeys.length * 2];
    Arrays.fill(keys, FREE);
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != FREE) {
        insert(oldKeys[i], oldValues[i]);
      }
    }
  }

  private static int slot(long code, int mask) {
    long h = code * 0x9E3779B97F4A7C15L;
    return (int) (h ^ h >>> 32) & mask;
  }
}
