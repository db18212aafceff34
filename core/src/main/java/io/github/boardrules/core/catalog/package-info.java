/**
 * The catalogue of configured games: every game of every game module on the class path or module
 * path, found by name, with its options, and made from a text such as {@code
 * zertz(board=61,marbleSet=tournament)}. A {@link io.github.boardrules.core.catalog.ConfiguredGame}
 * gives the rules, notation, position text, pictures and side names of one configured game, so
 * that code that knows no game class can play, record, replay and draw any of them.
 *
 * <pre>{@code
 * ConfiguredGame<?, ?> game = GameCatalog.load().game("heapnim(heaps=3-4-5)");
 * }</pre>
 */
package io.github.boardrules.core.catalog;
