package io.github.boardrules.pikkpakk.catalog;

import io.github.boardrules.core.PlyCount;
import io.github.boardrules.core.catalog.GameOption;

/** The draw options the rules do not know, shared by the family's providers. */
final class DrawOptions {
  /** {@code plyLimit}: off by default. */
  static final GameOption PLY_LIMIT = GameOption.optionalInteger("plyLimit", 1, PlyCount.MAX,
      "a draw the rules do not know: the game is drawn after this many plies");

  /** {@code repetitionDraw}: off by default. */
  static final GameOption REPETITION_DRAW = GameOption.optionalInteger("repetitionDraw", 2, Integer.MAX_VALUE,
      "a draw the rules do not know: the game is drawn when a position occurs this many times");

  private DrawOptions() {}
}
