package io.github.boardrules.core.catalog;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.List;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * What the points clicked so far lead to, as {@link MoveInput#after} tells it: the legal moves still
 * consistent with them, the points that may come next, the move they complete, or why they are
 * refused.
 *
 * <pre>{@code
 * PartialMove<M> step = input.after(clicked);
 * if (step.isRefused()) show(step.reason().orElseThrow());
 * else if (step.move().isPresent()) session.play(step.move().get());
 * else highlight(step.nextPoints());        // and step.onlyCandidate() may offer to auto-complete
 * }</pre>
 *
 * <p>Instances are immutable.
 *
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public final class PartialMove<M extends Object> {
  private final List<String> points;
  private final List<M> candidates;
  private final List<String> nextPoints;
  private final @Nullable M move;
  private final @Nullable String reason;

  PartialMove(List<String> points, List<M> candidates, List<String> nextPoints, @Nullable M move,
      @Nullable String reason) {
    this.points = points;
    this.candidates = List.copyOf(candidates);
    this.nextPoints = nextPoints;
    this.move = move;
    this.reason = reason;
  }

  /**
   * Returns the points clicked so far.
   *
   * @return an unmodifiable list
   */
  public List<String> points() {
    return points;
  }

  /**
   * Returns the legal moves whose click sequence begins with the points clicked.
   *
   * @return an unmodifiable list; empty when the clicks are refused
   */
  public List<M> candidates() {
    return candidates;
  }

  /**
   * Returns the points that may be clicked next, each leading on to at least one legal move; show
   * them as targets.
   *
   * @return an unmodifiable list without repeats, empty when the clicks make a whole move or are
   *     refused
   */
  public List<String> nextPoints() {
    return nextPoints;
  }

  /**
   * Returns the move the clicks make, when they are its whole click sequence.
   *
   * @return the move, or empty while more points are needed or when refused
   */
  public Optional<M> move() {
    return Optional.ofNullable(move);
  }

  /**
   * Returns the one legal move still consistent with the clicks, before its sequence is complete:
   * a page may offer to finish it (auto-complete).
   *
   * @return the only candidate, or empty when there are several or none
   */
  public Optional<M> onlyCandidate() {
    return candidates.size() == 1 ? Optional.of(candidates.get(0)) : Optional.empty();
  }

  /**
   * Tells whether no legal move is consistent with the clicks.
   *
   * @return true when refused; {@link #reason()} then says why
   */
  public boolean isRefused() {
    return candidates.isEmpty();
  }

  /**
   * Returns why the clicks are refused: the click no legal move goes on with, and what may come
   * there instead.
   *
   * @return the reason, or empty when not refused
   */
  public Optional<String> reason() {
    return Optional.ofNullable(reason);
  }

  @Override
  public String toString() {
    return reason != null ? "refused: " + reason
        : move != null ? "move " + move
        : "after " + points + ", next " + nextPoints + " (" + candidates.size() + " candidates)";
  }
}
