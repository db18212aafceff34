package io.github.boardrules.nim;

import io.github.boardrules.core.MoveList;
import io.github.boardrules.nim.internal.GridNimEngine;
import io.github.boardrules.nim.internal.MoveShapes;
import java.util.List;

/**
 * The move objects of a grid game's candidate moves (every move legal on the full board), made
 * once so that listing the legal moves makes none, and the legal-move lists made from them in the
 * order {@link GridNim} documents. Immutable.
 */
final class GridNimCandidates {
  private final MoveShapes shapes;
  /** The move objects of the engine's candidates, in the same order. */
  private final GridNimMove[] moves;
  private final boolean lazy;

  GridNimCandidates(GridNimEngine engine) {
    this.shapes = engine.shapes();
    this.lazy = engine.listsLazily();
    long[] masks = engine.candidateMasks();
    this.moves = new GridNimMove[masks.length];
    for (int i = 0; i < masks.length; i++) {
      moves[i] = new GridNimMove(masks[i], engine.columns());
    }
  }

  /** Returns the legal moves with these balls: a lazy list for games with few shapes. */
  List<GridNimMove> legalMoves(long balls) {
    if (lazy) {
      return new LegalMoveList(shapes, moves, balls);
    }
    GridNimMove[] legal = new GridNimMove[shapes.countLegal(balls)];
    int next = 0;
    for (int shape = 0; next < legal.length; shape++) {
      for (long anchors = shapes.legalAnchors(shape, balls); anchors != 0; anchors &= anchors - 1) {
        legal[next++] = moves[shapes.moveIndex(shape, Long.numberOfTrailingZeros(anchors))];
      }
    }
    return MoveList.of(legal);
  }
}
