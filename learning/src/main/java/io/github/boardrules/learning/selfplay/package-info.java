/**
 * Self-play: {@link io.github.boardrules.learning.selfplay.SelfPlay} plays a configured game
 * against itself with the PUCT search and records every position's observation, legal actions,
 * search policy and final outcome as {@link io.github.boardrules.learning.selfplay.SelfPlayData},
 * written and read as a NumPy {@code .npz} file.
 *
 * <p>Experimental ({@link io.github.boardrules.core.api.API.Status#EXPERIMENTAL}), with the file
 * format {@code boardrules-selfplay/3}: both may change in a minor release.
 *
 * <pre>{@code
 * SelfPlayData data = SelfPlay.builder(game).simulations(50).seed(1).threads(2).build().play(0, 100);
 * data.write(Path.of("nim.npz"));
 * }</pre>
 */
package io.github.boardrules.learning.selfplay;
