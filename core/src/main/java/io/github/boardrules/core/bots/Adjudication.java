package io.github.boardrules.core.bots;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import java.util.Optional;

/**
 * Who leads an unfinished game by the rules' own count, for a match tool that stops games at a ply
 * cap ({@code MatchRunner.Builder.adjudication} of {@code boardrules-bots}). It is a tool's scoring of a stopped game, never
 * the rules' {@link io.github.boardrules.core.Rules#status status}: the game itself goes on.
 *
 * <pre>{@code
 * // Square Abalone is won by pushing off N balls: the one who pushed off more leads.
 * Adjudication<SquareAbaloneState> material = state -> Integer.compare(
 *         state.captured(Player.FIRST), state.captured(Player.SECOND)) > 0 ? Optional.of(Player.FIRST)
 *     : state.captured(Player.FIRST) < state.captured(Player.SECOND) ? Optional.of(Player.SECOND)
 *     : Optional.empty();
 * }</pre>
 *
 * @param <S> the state type
 */
@FunctionalInterface
@API(status = STABLE, since = "0.1.0")
public interface Adjudication<S extends Object> {
  /**
   * Returns the side that leads a game stopped in {@code state}.
   *
   * @param state a position where the game is not over
   * @return the leader, or empty when neither leads (the stopped game then counts as a draw)
   */
  Optional<Player> leader(S state);
}
