package io.github.boardrules.pikkpakk.intarsia;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A position of an intarsia puzzle: the current pattern and the number of rotations made so far.
 * The one player, {@link Player#FIRST}, is always to move.
 *
 * <p>{@link #toString()} is the position text ({@link IntarsiaPuzzle#positions()}): the pattern's
 * text, a space and the number of rotations made, such as {@code
 * Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX 0}.
 *
 * <pre>{@code
 * IntarsiaPuzzle puzzle = IntarsiaPuzzle.standard();
 * IntarsiaState state = puzzle.play(puzzle.initialState(), Rotation.parse("4>"));
 * state.pattern();    // the spiral with row 4 rotated right
 * state.moves();      // 1
 * System.out.println(state.render());
 * }</pre>
 *
 * <p>Two states are equal when their patterns and move counts are. Instances are immutable and
 * thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class IntarsiaState {
  private final Pattern pattern;
  private final int moves;

  IntarsiaState(Pattern pattern, int moves) {
    this.pattern = pattern;
    this.moves = moves;
  }

  /**
   * Returns the pattern's Zobrist hash, {@link Pattern#positionHash()}: the only player is always to
   * move, and the move count is left out, as in the other games' position hashes.
   *
   * <pre>{@code
   * AlphaBetaBot.builder(puzzle, evaluation).hash(IntarsiaState::positionHash);
   * }</pre>
   *
   * @return the hash
   */
  public long positionHash() {
    return pattern.positionHash();
  }

  /**
   * Returns the current pattern.
   *
   * @return the pattern
   */
  public Pattern pattern() {
    return pattern;
  }

  /**
   * Returns the number of rotations made since the puzzle's start.
   *
   * @return the move count, 0 at the start
   */
  public int moves() {
    return moves;
  }

  /**
   * Returns the pattern's diagram for people, as {@link Pattern#render()}.
   *
   * @return the diagram
   */
  public String render() {
    return pattern.render();
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof IntarsiaState other
        && other.moves == moves
        && other.pattern.equals(pattern);
  }

  @Override
  public int hashCode() {
    return Objects.hash(pattern, moves);
  }

  /**
   * Returns the position text: the pattern, a space and the move count.
   *
   * @return the position text; {@link IntarsiaPuzzle#positions()} reads it back
   */
  @Override
  public String toString() {
    return pattern + " " + moves;
  }
}
