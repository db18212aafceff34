package io.github.boardrules.pikkpakk.intarsia.solve;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import java.util.Arrays;

/**
 * Move sequences that cycle three arbitrary points of a pattern and leave every other point as it
 * was: the building block of {@link IntarsiaSolver#solve}.
 *
 * <p>The commutator {@code X = 4> d^ 4< dv} of the middle row and the middle column moves exactly
 * three balls, around their crossing point {@code d4}: a 3-cycle {@code A -> B -> C -> A} (the
 * ball on {@code A} goes to {@code B}, and so on). For three other points {@code s, t, u} a
 * <em>setup</em> {@code S} that takes the balls on them to {@code A, B, C} gives the 3-cycle
 * {@code s -> t -> u -> s} as {@code S X S⁻¹}; {@code X⁻¹} gives the other orientation. A
 * breadth-first search over the positions of three balls (49·48·47 ordered triples) finds a
 * shortest setup for every triple once, when the class is first used; rotations of the 7x7 torus
 * act 3-transitively (they generate the alternating group of the 49 points), so every triple has
 * one.
 */
final class ThreeCycles {
  private static final int N = Pattern.POINTS;

  /** The base commutator, as indices of {@link Rotation#all()}. */
  private static final int[] BASE = {
    Codes.index(Rotation.parse("4>")),
    Codes.index(Rotation.parse("d^")),
    Codes.index(Rotation.parse("4<")),
    Codes.index(Rotation.parse("dv")),
  };

  /** The points of the base 3-cycle, in its order: the ball on A goes to B, on B to C. */
  private static final int A;

  private static final int B;
  private static final int C;

  /** Per triple {@code (p * N + q) * N + r}: the setup's length, or -1 for no triple. */
  private static final byte[] DISTANCE = new byte[N * N * N];

  /** Per triple: the first rotation of a shortest setup. */
  private static final byte[] FIRST_MOVE = new byte[N * N * N];

  /** The longest setup of any triple. */
  static final int MAX_SETUP;

  static {
    int[] image = new int[N];
    for (int p = 0; p < N; p++) {
      int at = p;
      for (int move : BASE) {
        at = IntarsiaEngine.destination(move, at);
      }
      image[p] = at;
    }
    int first = -1;
    for (int p = 0; p < N; p++) {
      if (image[p] != p) {
        first = p;
        break;
      }
    }
    int a = first;
    int b = image[a];
    int c = image[b];
    int moved = 0;
    for (int p = 0; p < N; p++) {
      moved += image[p] != p ? 1 : 0;
    }
    if (first < 0 || moved != 3 || image[c] != a) {
      throw new IllegalStateException("The base commutator is not a 3-cycle");
    }
    A = a;
    B = b;
    C = c;
    Arrays.fill(DISTANCE, (byte) -1);
    int[] queue = new int[N * (N - 1) * (N - 2)];
    int head = 0;
    int tail = 0;
    int goal = index(A, B, C);
    DISTANCE[goal] = 0;
    queue[tail++] = goal;
    int longest = 0;
    while (head < tail) {
      int v = queue[head++];
      int p = v / (N * N);
      int q = v / N % N;
      int r = v % N;
      int d = DISTANCE[v];
      for (int move = 0; move < Rotation.COUNT; move++) {
        // The triple that this move takes to v: each ball moved back by the inverse rotation.
        int back = move ^ 1;
        int u =
            index(
                IntarsiaEngine.destination(back, p),
                IntarsiaEngine.destination(back, q),
                IntarsiaEngine.destination(back, r));
        if (DISTANCE[u] < 0) {
          DISTANCE[u] = (byte) (d + 1);
          FIRST_MOVE[u] = (byte) move;
          longest = d + 1;
          queue[tail++] = u;
        }
      }
    }
    if (tail != queue.length) {
      throw new IllegalStateException("Some triples have no setup: " + tail + " of " + queue.length);
    }
    MAX_SETUP = longest;
  }

  private ThreeCycles() {}

  private static int index(int p, int q, int r) {
    return (p * N + q) * N + r;
  }

  /** The longest 3-cycle {@link #append} writes. */
  static int maxLength() {
    return 2 * MAX_SETUP + BASE.length;
  }

  /**
   * Returns the length of the shortest sequence this class makes for the 3-cycle {@code s -> t ->
   * u -> s}.
   */
  static int length(int s, int t, int u) {
    return 2 * Math.min(DISTANCE[index(s, t, u)], DISTANCE[index(s, u, t)]) + BASE.length;
  }

  /**
   * Appends to {@code out} (from {@code size}) a sequence that moves the ball on {@code s} to
   * {@code t}, the ball on {@code t} to {@code u} and the ball on {@code u} to {@code s}, and
   * leaves every other ball where it is.
   *
   * @return the new size
   */
  static int append(int s, int t, int u, int[] out, int size) {
    // With X the balls are set up on A, B, C in the order s, t, u; with X⁻¹ (A -> C -> B) in the
    // order s, u, t.
    int forward = index(s, t, u);
    int backward = index(s, u, t);
    boolean inverse = DISTANCE[backward] < DISTANCE[forward];
    int triple = inverse ? backward : forward;
    int n = size;
    int start = n;
    while (DISTANCE[triple] > 0) {
      int move = FIRST_MOVE[triple];
      out[n++] = move;
      int p = triple / (N * N);
      int q = triple / N % N;
      int r = triple % N;
      triple =
          index(
              IntarsiaEngine.destination(move, p),
              IntarsiaEngine.destination(move, q),
              IntarsiaEngine.destination(move, r));
    }
    int end = n;
    if (inverse) {
      for (int i = BASE.length - 1; i >= 0; i--) {
        out[n++] = BASE[i] ^ 1;
      }
    } else {
      for (int move : BASE) {
        out[n++] = move;
      }
    }
    for (int i = end - 1; i >= start; i--) {
      out[n++] = out[i] ^ 1;
    }
    return n;
  }
}
