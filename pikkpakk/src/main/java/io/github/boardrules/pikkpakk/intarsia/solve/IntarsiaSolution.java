package io.github.boardrules.pikkpakk.intarsia.solve;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import java.util.List;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A solution of an intarsia puzzle with what the solver proved about it: every solution has at
 * least {@link #lowerBound()} rotations, so the solution is proven shortest when it has that many
 * ({@link #isProvenShortest()}). Immutable.
 *
 * <pre>{@code
 * IntarsiaSolution s = IntarsiaSolver.solution(Pattern.spiral(), Pattern.chessboard());
 * s.rotations().size();   // 12
 * s.isProvenShortest();   // true
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class IntarsiaSolution {
  private final List<Rotation> rotations;
  private final int lowerBound;

  IntarsiaSolution(List<Rotation> rotations, int lowerBound) {
    if (lowerBound < 0 || lowerBound > rotations.size()) {
      throw new IllegalArgumentException(
          "lowerBound " + lowerBound + " is not 0 to the solution's length " + rotations.size());
    }
    this.rotations = List.copyOf(rotations);
    this.lowerBound = lowerBound;
  }

  /**
   * The solution.
   *
   * @return the rotations, in order; an unmodifiable list
   */
  public List<Rotation> rotations() {
    return rotations;
  }

  /**
   * The proven lower bound.
   *
   * @return a number of rotations that no solution has fewer of: 0 to the solution's length
   */
  public int lowerBound() {
    return lowerBound;
  }

  /**
   * Whether the solution is proven shortest.
   *
   * @return whether the lower bound is the solution's length, so that no solution is shorter
   */
  public boolean isProvenShortest() {
    return lowerBound == rotations.size();
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof IntarsiaSolution other
        && other.lowerBound == lowerBound
        && other.rotations.equals(rotations);
  }

  @Override
  public int hashCode() {
    return Objects.hash(rotations, lowerBound);
  }

  /** {@code [3>, 5<, ...] (12 rotations, shortest)} or {@code (20 rotations, at least 16)}. */
  @Override
  public String toString() {
    return rotations + " (" + rotations.size() + " rotations, "
        + (isProvenShortest() ? "shortest)" : "at least " + lowerBound + ")");
  }
}
