package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import java.util.Arrays;

/**
 * A growable list of move codes, with scratch boards for trying a move out. Not thread-safe: one
 * per call or per playout.
 *
 * <pre>{@code
 * MoveBuffer buffer = new MoveBuffer(9);
 * buffer.add(code);
 * int chosen = buffer.codes[random.nextInt(buffer.size)];
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class MoveBuffer {
  /** The codes; the first {@link #size} are valid. */
  public int[] codes = new int[64];

  /** How many codes there are. */
  public int size;

  /** Scratch row words, as many as the board has rows. */
  public final long[] scratchRows;

  /** Scratch column words. */
  public final long[] scratchColumns;

  /**
   * Makes an empty buffer.
   *
   * @param boardSize the board size, for the scratch words; 0 for a generator that tries no move
   *     out (no scratch board to allocate each time a list is made)
   */
  public MoveBuffer(int boardSize) {
    scratchRows = new long[boardSize];
    scratchColumns = new long[boardSize];
  }

  /** Empties the list. */
  public void clear() {
    size = 0;
  }

  /**
   * Adds a code.
   *
   * @param code the move code
   */
  public void add(int code) {
    if (size == codes.length) {
      codes = Arrays.copyOf(codes, size * 2);
    }
    codes[size++] = code;
  }
}
