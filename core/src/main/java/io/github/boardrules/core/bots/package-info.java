/**
 * The bot contract: what a bot is ({@link io.github.boardrules.core.bots.Bot}), how a game's bot
 * levels are described ({@link io.github.boardrules.core.bots.BotLevel}, as data, with the
 * {@link io.github.boardrules.core.bots.PhaseLevel} a top level may play in a phase of the game)
 * and asked for ({@link io.github.boardrules.core.bots.BotSettings}), and what a game hands to
 * the bots through the catalogue: an {@link io.github.boardrules.core.bots.Evaluation}, a fast
 * {@link io.github.boardrules.core.bots.RandomPlayout}, an exact {@link
 * io.github.boardrules.core.bots.PositionSolver} with its answers ({@link
 * io.github.boardrules.core.bots.Hint}, {@link io.github.boardrules.core.bots.PositionValue}), a
 * reader of solved tables ({@link io.github.boardrules.core.bots.TableReader}) and the count a match
 * tool may adjudicate by ({@link io.github.boardrules.core.bots.Adjudication}).
 *
 * <p>Stable ({@link io.github.boardrules.core.api.API.Status#STABLE}), except what 0.2.0 added
 * for phase levels, guided playouts and quiescence, which is experimental: {@link
 * io.github.boardrules.core.bots.PhaseLevel}, the new engines of {@link
 * io.github.boardrules.core.bots.BotLevel} and {@link
 * io.github.boardrules.core.bots.Evaluation#isQuiet}.
 *
 * <p>No bot is made here. The engines (random, Monte-Carlo tree search, alpha-beta, solver bots),
 * the bot of a level, hints, matches and ratings are in the {@code boardrules-bots} artifact
 * (module {@code io.github.boardrules.bots}), which depends on core alone.
 *
 * <p>The issues call these "players"; the library says <em>bot</em> because {@link
 * io.github.boardrules.core.Player} already names the seats, FIRST and SECOND.
 *
 * <pre>{@code
 * // A game module's evaluation, handed to the catalogue with ConfiguredGame.Builder.evaluation:
 * Evaluation<ZertzState> material = (state, player) ->
 *     1000 * (state.captured(player).total() - state.captured(player.opponent()).total());
 * }</pre>
 */
package io.github.boardrules.core.bots;
