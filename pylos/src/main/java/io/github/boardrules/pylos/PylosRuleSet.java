package io.github.boardrules.pylos;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * The three rule sets of Pylos: they differ only in what entitles a player to take balls back.
 *
 * <pre>{@code
 * Pylos rules = Pylos.builder().ruleSet(PylosRuleSet.MATURE).build();
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum PylosRuleSet {
  /**
   * The children's version: no take-backs at all. Pylos with these rules is strongly solved: the
   * first player loses, within 36 moves; {@code io.github.boardrules.pylos.solve.PylosTable}
   * proves it here too (in 36 plies, an exact distance).
   */
  CHILDREN,
  /**
   * The standard game (the booklet): a ball that completes a 2x2 square of its player's colour,
   * on any level, lets him take back 1 or 2 of his free balls. Strongly solved: the first player
   * loses, within 40 moves; {@code io.github.boardrules.pylos.solve.PylosTable} proves the loss
   * here too, in 40 plies with best play once its refinement has run (within 42 plies, a bound,
   * before).
   */
  STANDARD,
  /**
   * The published game's rules "for mature players": a square as in {@link #STANDARD}, or a line
   * of 4 in a row or column of level 0, or of 3 in a row or column of level 1 (no diagonals), lets
   * the player take back 1 or 2 balls. Strongly solved: the first player loses, within 46 moves;
   * {@code io.github.boardrules.pylos.solve.PylosTable} proves the loss here too, in 46 plies with
   * best play once its refinement has run (within 50 plies, a bound, before).
   */
  MATURE
}
