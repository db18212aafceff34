package io.github.boardrules.pylos.internal;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;

/**
 * What the solvers need of the rules package's internals, implemented there and installed in
 * {@link SharedPylosAccess}. Not API (see the package); the solvers call it through {@link
 * PylosInternals}.
 */
public interface PylosAccess {
  /**
   * Returns the engine of a configured game.
   *
   * @param rules the rules
   * @return its engine
   */
  PylosEngineView engine(Pylos rules);

  /**
   * Returns the mover's balls after a move.
   *
   * @param own the mover's balls
   * @param code the move's code (see {@link PylosEngineView#generate})
   * @return the balls after it
   */
  long apply(long own, int code);

  /**
   * Returns the move of a code.
   *
   * @param code a code of {@link PylosEngineView#generate}
   * @return the move
   */
  PylosMove move(int code);

  /**
   * Returns the most legal moves a position can have.
   *
   * @return the room a move buffer needs
   */
  int maxMoves();

  /**
   * Returns the balls each player has.
   *
   * @return 15
   */
  int ballsPerPlayer();

  /**
   * Returns the number of symmetries of the square: rotations and reflections.
   *
   * @return 8
   */
  int symmetries();

  /**
   * Returns the symmetry that undoes one.
   *
   * @param symmetry 0 to 7
   * @return its inverse
   */
  int inverse(int symmetry);

  /**
   * Returns the spots of a level.
   *
   * @param level 0 to 3
   * @return their mask
   */
  long levelMask(int level);

  /**
   * Returns the image of a board mask under a symmetry.
   *
   * @param symmetry 0 (the identity) to 7
   * @param mask the spots
   * @return their images
   */
  long transformMask(int symmetry, long mask);

  /**
   * Returns the image of a move code under a symmetry.
   *
   * @param symmetry 0 (the identity) to 7
   * @param code a move code
   * @return the code of the image move
   */
  int transformCode(int symmetry, int code);
}
