package io.github.boardrules.pylos.internal;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosSpots;

/**
 * The rules' engine, board geometry and move codes, as the solvers call them: constants and static
 * methods over the installed {@link PylosAccess}, held in a constant so that the JIT compiler
 * inlines each call as it did when the solvers sat in the rules package. Not API (see the
 * package).
 */
public final class PylosInternals {
  private static final PylosAccess ACCESS = SharedPylosAccess.get();

  /** The number of spots, and of balls; spot {@code i} is bit {@code i} of a board mask. */
  public static final int SPOTS = PylosSpots.COUNT;

  /** Every spot. */
  public static final long FULL = (1L << SPOTS) - 1;

  /** The balls each player has. */
  public static final int BALLS_PER_PLAYER = ACCESS.ballsPerPlayer();

  /** The number of symmetries of the square: rotations and reflections. */
  public static final int SYMMETRIES = ACCESS.symmetries();

  /** The most legal moves a position can have: the room a move buffer needs. */
  public static final int MAX_MOVES = ACCESS.maxMoves();

  /**
   * A bound on the predecessors {@link PylosEngineView#predecessors} writes: the room its buffer
   * needs. Balls taken back: none, one of 30 spots or two (435 pairs); the moved ball: one of 15;
   * placed, or raised from one of at most 29 lower spots.
   */
  public static final int MAX_PREDECESSORS = (1 + 30 + 435) * 15 * 30;

  private PylosInternals() {}

  /**
   * Returns the engine of a configured game; solvers keep it rather than ask again per move.
   *
   * @param rules the rules
   * @return its engine
   */
  public static PylosEngineView engine(Pylos rules) {
    return ACCESS.engine(rules);
  }

  /**
   * Returns the mover's balls after a move.
   *
   * @param own the mover's balls
   * @param code the move's code (see {@link PylosEngineView#generate})
   * @return the balls after it
   */
  public static long apply(long own, int code) {
    return ACCESS.apply(own, code);
  }

  /**
   * Returns the move of a code.
   *
   * @param code a code of {@link PylosEngineView#generate}
   * @return the move
   */
  public static PylosMove move(int code) {
    return ACCESS.move(code);
  }

  /**
   * Returns the symmetry that undoes one.
   *
   * @param symmetry 0 to 7
   * @return its inverse
   */
  public static int inverse(int symmetry) {
    return ACCESS.inverse(symmetry);
  }

  /**
   * Returns the spots of a level.
   *
   * @param level 0 to 3
   * @return their mask
   */
  public static long levelMask(int level) {
    return ACCESS.levelMask(level);
  }

  /**
   * Returns the image of a board mask under a symmetry.
   *
   * @param symmetry 0 (the identity) to 7
   * @param mask the spots
   * @return their images
   */
  public static long transformMask(int symmetry, long mask) {
    return ACCESS.transformMask(symmetry, mask);
  }

  /**
   * Returns the image of a move code under a symmetry.
   *
   * @param symmetry 0 (the identity) to 7
   * @param code a move code
   * @return the code of the image move
   */
  public static int transformCode(int symmetry, int code) {
    return ACCESS.transformCode(symmetry, code);
  }
}
