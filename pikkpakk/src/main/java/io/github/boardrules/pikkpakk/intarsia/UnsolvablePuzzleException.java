package io.github.boardrules.pikkpakk.intarsia;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.Ball;

/**
 * Thrown for a start and a goal pattern that no rotations join: rotations only move balls, so the
 * two must have as many balls of each kind, and these do not. It names the kind and both counts.
 *
 * <pre>{@code
 * try {
 *   IntarsiaSolver.solve(start, goal);
 * } catch (UnsolvablePuzzleException e) {
 *   e.kind();          // LIGHT
 *   e.startCount();    // 25
 *   e.goalCount();     // 24
 *   e.getMessage();    // "Unsolvable: the start has 25 LIGHT balls, the goal 24; ..."
 * }
 * }</pre>
 *
 * <p>Every pair with the same counts is solvable, so this is the only reason.
 */
@API(status = STABLE, since = "0.1.0")
public final class UnsolvablePuzzleException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The kind of ball whose counts differ. */
  private final Ball kind;

  /** How many balls of that kind the start has. */
  private final int startCount;

  /** How many balls of that kind the goal has. */
  private final int goalCount;

  /**
   * Creates the exception.
   *
   * @param kind the kind of ball whose counts differ
   * @param startCount how many the start has
   * @param goalCount how many the goal has
   */
  public UnsolvablePuzzleException(Ball kind, int startCount, int goalCount) {
    super(
        "Unsolvable: the start has " + startCount + " " + kind + " balls, the goal " + goalCount
            + "; rotations never change how many balls of a kind there are");
    this.kind = kind;
    this.startCount = startCount;
    this.goalCount = goalCount;
  }

  /**
   * Returns the kind of ball whose counts differ; when LIGHT and DARK both differ, LIGHT.
   *
   * @return the kind
   */
  public Ball kind() {
    return kind;
  }

  /**
   * Returns how many balls of {@link #kind()} the start has.
   *
   * @return the start's count
   */
  public int startCount() {
    return startCount;
  }

  /**
   * Returns how many balls of {@link #kind()} the goal has.
   *
   * @return the goal's count
   */
  public int goalCount() {
    return goalCount;
  }

  /** Throws the exception if the two patterns' ball counts differ. */
  static void requireSameCounts(Pattern start, Pattern goal) {
    for (Ball kind : new Ball[] {Ball.LIGHT, Ball.DARK}) {
      if (start.count(kind) != goal.count(kind)) {
        throw new UnsolvablePuzzleException(kind, start.count(kind), goal.count(kind));
      }
    }
  }
}
