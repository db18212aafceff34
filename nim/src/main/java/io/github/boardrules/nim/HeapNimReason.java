package io.github.boardrules.nim;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.api.API;

/**
 * Why a heap Nim move is illegal. {@link HeapNim#check} reports the first that applies, in the
 * order listed here.
 *
 * <pre>{@code
 * Legality legality = rules.check(state, HeapNimMove.of(3, 5));
 * legality.reason();    // Optional[TOO_MANY] when heap 3 holds fewer than 5 balls
 * }</pre>
 *
 * <p>There is no reason for taking no ball: a {@link HeapNimMove} always takes at least one.
 */
@API(status = STABLE, since = "0.1.0")
public enum HeapNimReason implements IllegalMoveReason {
  /** No ball is left: the game is over. */
  GAME_OVER,
  /** The game has no heap with the move's number. */
  NO_SUCH_HEAP,
  /** The heap holds no ball. */
  EMPTY_HEAP,
  /** The move takes more balls than the heap holds. */
  TOO_MANY
}
