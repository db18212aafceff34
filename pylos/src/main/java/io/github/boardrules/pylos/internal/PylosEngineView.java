package io.github.boardrules.pylos.internal;

/**
 * The rules' engine of one configured game, as the solvers see it: move generation as {@code int}
 * codes and the rule of the end, on the bit masks of the player to move ("own") and of the
 * opponent. Not API (see the package). Implementations are immutable and thread-safe.
 */
public interface PylosEngineView {
  /**
   * Writes the codes of the legal moves of the player with balls {@code own} into {@code buffer}
   * from {@code start}, in the order of {@code Pylos.legalMoves}, and returns the end index. A code
   * is {@code to | (from + 1) << 5 | (lower take-back + 1) << 10 | (higher take-back + 1) << 15},
   * with 0 for an absent part.
   *
   * @param own the balls of the player to move, who can move
   * @param opponent the opponent's balls
   * @param buffer where the codes go, with room for {@link PylosInternals#MAX_MOVES} after {@code
   *     start}
   * @param start the first index to write
   * @return the index after the last code written
   */
  int generate(long own, long opponent, int[] buffer, int start);

  /**
   * Tells whether the player with balls {@code own} to move goes on: the rules' one rule of the
   * end.
   *
   * @param own the balls of the player to move
   * @param opponent the opponent's balls
   * @return false when he has lost (out of balls, or no legal move)
   */
  boolean canMove(long own, long opponent);
}
