package io.github.boardrules.pylos;

import java.util.AbstractList;
import java.util.RandomAccess;

/** An unmodifiable list over an array that nobody else holds: the legal-move lists. */
final class MoveList extends AbstractList<PylosMove> implements RandomAccess {
  private final PylosMove[] moves;

  MoveList(PylosMove[] moves) {
    this.moves = moves;
  }

  @Override
  public PylosMove get(int index) {
    return moves[index];
  }

  @Override
  public int size() {
    return moves.length;
  }
}
