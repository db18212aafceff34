package io.github.boardrules.nim.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import java.util.SplittableRandom;

/**
 * The keys of the NIM position hashes ({@code GridNimState.positionHash()} and {@code
 * HeapNimState.positionHash()}). Grid:
 * one random 64-bit number for a ball on each of the 64 possible points; heaps: a key for each
 * (heap, size) pair, made by a mixing function from a per-heap random number because a heap may
 * hold any number of balls; both: one key for the second player to move. Filled once from a fixed
 * seed, so hashes are the same in every run; never changed afterwards.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class NimZobrist {
  /** {@code POINT[i]}: a ball on bit {@code i} of a grid. */
  private static final long[] POINT = new long[64];

  /** XORed in when {@link Player#SECOND} is to move. */
  public static final long SECOND_TO_MOVE;

  private static final long HEAP_SEED;

  static {
    SplittableRandom random = new SplittableRandom(0x4E69_6D5A_6F62_7269L);
    for (int i = 0; i < POINT.length; i++) {
      POINT[i] = random.nextLong();
    }
    SECOND_TO_MOVE = random.nextLong();
    HEAP_SEED = random.nextLong();
  }

  private NimZobrist() {}

  /**
   * Returns the XOR of the keys of the grid points in {@code mask}.
   *
   * @param mask the points, bit {@code row * columns + column}
   * @return the XOR of their keys
   */
  public static long points(long mask) {
    long hash = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      hash ^= POINT[Long.numberOfTrailingZeros(m)];
    }
    return hash;
  }

  /**
   * Returns the key of the player to move.
   *
   * @param player the player to move
   * @return the key; 0 for the first player
   */
  public static long toMove(Player player) {
    return player == Player.SECOND ? SECOND_TO_MOVE : 0;
  }

  /**
   * Returns the key of a heap holding some balls.
   *
   * @param index the heap, from 0
   * @param size the balls in it
   * @return the key
   */
  public static long heap(int index, int size) {
    // SplitMix64's finaliser over a distinct 64-bit input for each (index, size) pair.
    long z = HEAP_SEED + ((long) index << 32 | (size & 0xFFFF_FFFFL)) * 0x9E37_79B9_7F4A_7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
    return z ^ (z >>> 31);
  }

  /**
   * Returns the hash of a grid position from its parts.
   *
   * @param balls the points holding a ball
   * @param toMove the player to move
   * @return the hash
   */
  public static long grid(long balls, Player toMove) {
    return points(balls) ^ toMove(toMove);
  }

  /**
   * Returns the hash of a heap position from its parts.
   *
   * @param heaps the balls in each heap, heap 1 first
   * @param toMove the player to move
   * @return the hash
   */
  public static long heaps(int[] heaps, Player toMove) {
    long hash = toMove(toMove);
    for (int i = 0; i < heaps.length; i++) {
      hash ^= heap(i, heaps[i]);
    }
    return hash;
  }
}
