/**
 * Games as learning code sees them: {@link io.github.boardrules.core.learning.ActionEncoding}
 * gives every configured game a fixed number of integer actions, a legal-action mask, an
 * observation tensor of fixed shape from the point of view of the player to move, and returns, as
 * OpenSpiel does. Reach it with {@code ConfiguredGame.encoding()}. Every game module implements
 * it; the PUCT search and self-play that use it are in the {@code boardrules-learning} artifact.
 *
 * <p>Experimental ({@link io.github.boardrules.core.api.API.Status#EXPERIMENTAL}), with the
 * learning artifact it serves: the observations each game gives may change in a minor release.
 *
 * <pre>{@code
 * ConfiguredGame<?, ?> game = GameCatalog.load().game("pushfour");
 * ActionEncoding<?, ?> encoding = game.encoding().orElseThrow();
 * encoding.actionCount();          // 28
 * }</pre>
 */
package io.github.boardrules.core.learning;
