package io.github.boardrules.nim;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.learning.AbstractActionEncoding;
import java.util.Arrays;

/**
 * Heap Nim for learning. Each heap has as many actions as it holds balls at the start: the move
 * {@code h:c} (take {@code c} from heap {@code h}) is action {@code s(1) + … + s(h-1) + c - 1},
 * where {@code s(i)} is heap {@code i}'s starting size, so there are as many actions as balls at
 * the start (at least one). The observation is {@code {2, heaps, largest + 1}}: plane 0 row
 * {@code h - 1} is one-hot on heap {@code h}'s size, plane 1 is all ones when the first player is
 * to move (as OpenSpiel's Nim shows the player to move).
 */
final class HeapNimEncoding extends AbstractActionEncoding<HeapNimState, HeapNimMove> {
  private final int[] offsets;
  private final int width;
  private final int planeSize;

  HeapNimEncoding(HeapNim rules) {
    super(rules, Math.max(1, Arrays.stream(rules.startingHeaps()).sum()), 2,
        Math.max(1, rules.heapCount()), Arrays.stream(rules.startingHeaps()).max().orElse(0) + 1);
    int[] start = rules.startingHeaps();
    offsets = new int[start.length];
    for (int i = 1; i < start.length; i++) {
      offsets[i] = offsets[i - 1] + start[i - 1];
    }
    width = Arrays.stream(start).max().orElse(0) + 1;
    planeSize = Math.max(1, start.length) * width;
  }

  @Override
  protected int indexOfLegal(HeapNimState state, HeapNimMove move) {
    return offsets[move.heap() - 1] + move.count() - 1;
  }

  @Override
  protected void observe(HeapNimState state, float[] out) {
    for (int heap = 0; heap < state.heapCount(); heap++) {
      out[heap * width + state.heap(heap + 1)] = 1;
    }
    if (viewer(state) == Player.FIRST) {
      Arrays.fill(out, planeSize, 2 * planeSize, 1f);
    }
  }
}
