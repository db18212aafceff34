package io.github.boardrules.bots.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * A growing set of 64-bit position keys without boxing, for the positions a game has passed
 * through. Open addressing with linear probing; the key 0 is kept aside, since it marks an empty
 * slot. Not API (see the package); not thread-safe: reads may share it only while nobody adds.
 *
 * <pre>{@code
 * PositionKeys seen = new PositionKeys();
 * seen.add(hash);
 * seen.contains(hash);   // true
 * }</pre>
 */
@API(status = INTERNAL, since = "0.2.0")
public final class PositionKeys {
  private long[] slots = new long[64];
  private int size;
  private boolean hasZero;

  /** Makes an empty set. */
  public PositionKeys() {}

  /**
   * Adds a key.
   *
   * @param key any 64-bit key
   */
  public void add(long key) {
    if (key == 0) {
      hasZero = true;
      return;
    }
    if (2 * (size + 1) > slots.length) {
      grow();
    }
    if (insert(slots, key)) {
      size++;
    }
  }

  /**
   * Tells whether a key was added.
   *
   * @param key any 64-bit key
   * @return true if {@link #add} was called with it
   */
  public boolean contains(long key) {
    if (key == 0) {
      return hasZero;
    }
    int mask = slots.length - 1;
    for (int i = start(key, mask); ; i = (i + 1) & mask) {
      long slot = slots[i];
      if (slot == key) {
        return true;
      }
      if (slot == 0) {
        return false;
      }
    }
  }

  /**
   * Returns the number of keys added, each counted once.
   *
   * @return the size
   */
  public int size() {
    return size + (hasZero ? 1 : 0);
  }

  private void grow() {
    long[] bigger = new long[slots.length * 2];
    for (long key : slots) {
      if (key != 0) {
        insert(bigger, key);
      }
    }
    slots = bigger;
  }

  /** Puts a non-zero key in a table with a free slot; false if it was there. */
  private static boolean insert(long[] table, long key) {
    int mask = table.length - 1;
    for (int i = start(key, mask); ; i = (i + 1) & mask) {
      if (table[i] == key) {
        return false;
      }
      if (table[i] == 0) {
        table[i] = key;
        return true;
      }
    }
  }

  private static int start(long key, int mask) {
    long z = key * 0x9E3779B97F4A7C15L;
    return (int) (z >>> 40) & mask;
  }
}
