package io.github.boardrules.pylos;

import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The legal-move lists: an unmodifiable list over the engine's move codes, in an array that nobody
 * else holds, each move made when read ({@link PylosMove#ofCode}). A random game reads one move of
 * each list, so making them all, as the list once did, was most of the plain API's extra cost. Not
 * core's {@code MoveList}, which holds the moves themselves. Immutable and thread-safe: the array
 * is filled before it is handed over and never written again.
 */
final class PylosMoveList extends AbstractList<PylosMove> implements RandomAccess {
  private final int[] codes;

  PylosMoveList(int[] codes) {
    this.codes = codes;
  }

  @Override
  public PylosMove get(int index) {
    Objects.checkIndex(index, codes.length);
    return PylosMove.ofCode(codes[index]);
  }

  @Override
  public int size() {
    return codes.length;
  }
}
