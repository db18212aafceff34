package io.github.boardrules.pikkpakk.intarsia.solve;

import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Shortens a sequence of rotations without changing where it leads, in two ways, repeated until
 * neither helps:
 *
 * <ul>
 *   <li>consecutive rotations of the same line are added up (modulo 7: seven turns of a line
 *       change nothing) and written the short way round, at most three turns;
 *   <li>a stretch that leads from a pattern back to the same pattern is cut out, a rotation that
 *       changes nothing (a line of one colour) among them.
 * </ul>
 *
 * <p>Afterwards no pattern occurs twice along the sequence; in particular it reaches the goal only
 * at its end, so that a puzzle, which ends when the goal is reached, accepts every rotation of it.
 */
final class MoveSequence {
  private MoveSequence() {}

  /**
   * Returns the shortened form of the first {@code size} rotation indices of {@code moves}, played
   * from the pattern {@code start} (a {@link IntarsiaEngine}).
   */
  static List<Rotation> shorten(long start, int[] moves, int size) {
    int[] current = Arrays.copyOf(moves, size);
    while (true) {
      int[] merged = mergeLines(current);
      int[] cut = cutLoops(start, merged);
      if (cut.length == current.length) {
        List<Rotation> out = new ArrayList<>(cut.length);
        for (int move : cut) {
          out.add(Codes.rotation(move));
        }
        return Collections.unmodifiableList(out);
      }
      current = cut;
    }
  }

  private static int[] mergeLines(int[] moves) {
    // A stack of (line, net turns towards plus); line = the index of the line's plus rotation.
    int[] lines = new int[moves.length];
    int[] turns = new int[moves.length];
    int top = 0;
    for (int move : moves) {
      int line = move & ~1;
      int step = (move & 1) == 0 ? 1 : Rotation.LINES - 1;
      if (top > 0 && lines[top - 1] == line) {
        turns[top - 1] = (turns[top - 1] + step) % Rotation.LINES;
        if (turns[top - 1] == 0) {
          top--;
        }
      } else {
        lines[top] = line;
        turns[top] = step;
        top++;
      }
    }
    int[] out = new int[moves.length];
    int n = 0;
    for (int k = 0; k < top; k++) {
      int net = turns[k];
      boolean plus = net <= Rotation.LINES / 2;
      int move = plus ? lines[k] : lines[k] | 1;
      for (int i = plus ? net : Rotation.LINES - net; i > 0; i--) {
        out[n++] = move;
      }
    }
    return Arrays.copyOf(out, n);
  }

  private static int[] cutLoops(long start, int[] moves) {
    long[] states = new long[moves.length + 1];
    int[] kept = new int[moves.length];
    Map<Long, Integer> seen = new HashMap<>();
    states[0] = start;
    seen.put(start, 0);
    int n = 0;
    for (int move : moves) {
      long next = IntarsiaEngine.rotate(states[n], move);
      Integer earlier = seen.get(next);
      if (earlier != null) {
        for (int i = earlier + 1; i <= n; i++) {
          seen.remove(states[i]);
        }
        n = earlier;
      } else {
        kept[n++] = move;
        states[n] = next;
        seen.put(next, n);
      }
    }
    return Arrays.copyOf(kept, n);
  }
}
