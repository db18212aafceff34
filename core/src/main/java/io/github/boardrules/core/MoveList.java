package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An unmodifiable list over an array that the caller gives away: the legal moves of a {@link
 * Rules} implementation that builds them in an array, handed out without copying it again. The
 * caller must not write the array afterwards; then the list is immutable and thread-safe.
 *
 * <pre>{@code
 * GridNimMove[] moves = new GridNimMove[count];
 * // ... fill the array ...
 * return MoveList.of(moves);        // no copy, unlike List.of(moves)
 * }</pre>
 *
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public final class MoveList<M extends Object> extends AbstractList<M> implements RandomAccess {
  private final M[] moves;

  private MoveList(M[] moves) {
    this.moves = moves;
  }

  /**
   * Returns the list over an array, which the caller no longer writes.
   *
   * @param moves the moves, none of them null
   * @param <M> the move type
   * @return an unmodifiable list of them
   */
  public static <M extends Object> List<M> of(M[] moves) {
    return new MoveList<>(Objects.requireNonNull(moves, "moves"));
  }

  @Override
  public M get(int index) {
    return moves[index];
  }

  @Override
  public int size() {
    return moves.length;
  }
}
