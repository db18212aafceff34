package io.github.boardrules.tzaar;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * An unmodifiable list over an array that nobody else holds: the move lists of the rules, made
 * without copying the array again.
 */
final class MoveList<E extends Object> extends AbstractList<E> implements RandomAccess {
  private final E[] elements;

  MoveList(E[] elements) {
    this.elements = elements;
  }

  @Override
  public E get(int index) {
    return elements[index];
  }

  @Override
  public int size() {
    return elements.length;
  }
}
