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

  /**
   * Writes into {@code buffer} from {@code start} the opponent's balls before his last move, for
   * every move of his that leads to this position from one where he had a ball in reserve after
   * moving (the predecessor is those balls, to move, against {@code own}); some may be written
   * more than once. Returns the index after the last one written.
   *
   * @param own the balls of the player to move
   * @param opponent the balls of the player who just moved
   * @param buffer where the masks go, with room for {@link PylosInternals#MAX_PREDECESSORS}
   *     after {@code start}
   * @param start the first index to write
   * @return the index after the last mask written
   */
  int predecessors(long own, long opponent, long[] buffer, int start);
}
