package io.github.boardrules.pikkpakk.pushfour;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.api.API;

/**
 * Why a push-four move is illegal, as {@link PushFour#check} reports it.
 *
 * <p>While the game goes on, every one of the 28 entry moves is legal: balls are unlimited, and a
 * push into a full line removes the ball at its far end instead of being refused. Corners and
 * inner points cannot be made into a {@link PushFourMove} at all ({@link PushFourMove#of} and
 * {@link PushFourMove#parse} refuse them). So the only reason is that the game is over.
 *
 * <pre>{@code
 * Legality legality = rules.check(finished, PushFourMove.parse("a3"));
 * legality.reason();    // Optional[GAME_OVER]
 * legality.message();   // "The game is over: LIGHT has four in a row, b2-e5"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum PushFourReason implements IllegalMoveReason {
  /** The game is over: a player has four in a row, or the ply limit was reached. */
  GAME_OVER
}
