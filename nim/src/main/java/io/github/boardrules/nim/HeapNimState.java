package io.github.boardrules.nim;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.nim.internal.NimZobrist;
import java.util.Arrays;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A heap Nim position: the number of balls in each heap, and whose turn it is. {@link
 * #toString()} gives the position text, such as {@code 1,2,3,4,5,6,7,8 1}.
 *
 * <pre>{@code
 * HeapNim rules = HeapNim.triangle();
 * HeapNimState state = rules.initialState();
 * state.heap(3);         // 3
 * state.totalBalls();    // 36
 * rules.state(new int[] {0, 0, 1, 0, 0, 0, 0, 2}, Player.SECOND);   // 0,0,1,0,0,0,0,2 2
 * }</pre>
 *
 * <p>States are obtained from a {@link HeapNim} rules object. Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class HeapNimState {
  private final int[] heaps;
  private final Player toMove;
  private final int totalBalls;
  /** The Zobrist hash, see {@link #positionHash()}. */
  private final long hash;

  /** Makes a state; takes ownership of {@code heaps}, which the caller has checked. */
  HeapNimState(int[] heaps, Player toMove) {
    this(heaps, toMove, NimZobrist.heaps(heaps, toMove));
  }

  /** Makes a state whose hash the caller has updated incrementally; takes {@code heaps}. */
  HeapNimState(int[] heaps, Player toMove, long hash) {
    this.heaps = heaps;
    this.toMove = toMove;
    int total = 0;
    for (int heap : heaps) {
      total += heap; // the rules keep the starting total within an int
    }
    this.totalBalls = total;
    this.hash = hash;
  }

  /**
   * Returns a 64-bit Zobrist-style hash of the position: the XOR of a key for each heap and its
   * size and, when the second player is to move, a key for that. The keys of (heap, size) pairs
   * come from a fixed mixing function rather than a table, as a heap may hold any number of
   * balls. It covers the whole position, so the same heaps reached by different move orders have
   * the same hash. The rules update it with each move, changing only the key of the heap taken
   * from and the player key.
   *
   * <pre>{@code
   * HeapNim rules = HeapNim.of(3, 4, 5);
   * MoveNotation<HeapNimMove> n = rules.notation();
   * HeapNimState a = rules.play(rules.play(rules.initialState(), n.parse("h1:1")), n.parse("h3:2"));
   * HeapNimState b = rules.play(rules.play(rules.initialState(), n.parse("h3:2")), n.parse("h1:1"));
   * a.positionHash() == b.positionHash();   // true
   * }</pre>
   *
   * @return the hash
   */
  public long positionHash() {
    return hash;
  }

  /**
   * Returns the player to move; when the game is over, the player who did not take the last
   * ball.
   *
   * @return the player to move
   */
  public Player toMove() {
    return toMove;
  }

  /**
   * Returns the number of heaps, empty ones included.
   *
   * @return the number of heaps
   */
  public int heapCount() {
    return heaps.length;
  }

  /**
   * Returns the balls left in one heap.
   *
   * @param number the heap number, from 1
   * @return the balls in it, 0 or more
   * @throws IndexOutOfBoundsException if there is no such heap
   */
  public int heap(int number) {
    if (number < 1 || number > heaps.length) {
      throw new IndexOutOfBoundsException(
          "No heap " + number + ": the heaps are numbered 1 to " + heaps.length);
    }
    return heaps[number - 1];
  }

  /**
   * Returns the balls left in every heap, heap 1 first.
   *
   * @return a new array
   */
  public int[] heaps() {
    return heaps.clone();
  }

  /**
   * Returns the balls left in all heaps together.
   *
   * @return the total; 0 when the game is over
   */
  public int totalBalls() {
    return totalBalls;
  }

  /** Returns the heaps without copying them; callers must not change the array. */
  int[] heapArray() {
    return heaps;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof HeapNimState that
        && that.toMove == toMove
        && Arrays.equals(that.heaps, heaps);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(heaps) * 31 + toMove.ordinal();
  }

  /**
   * Returns the position text: the heap sizes separated by commas, a space, and the player to
   * move, such as {@code 1,2,3,4,5,6,7,8 1}.
   *
   * @return the position text
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < heaps.length; i++) {
      out.append(i == 0 ? "" : ",").append(heaps[i]);
    }
    return out.append(' ').append(toMove.number()).toString();
  }
}
