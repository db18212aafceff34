/**
 * The boardrules core: the {@link io.github.boardrules.core.Rules} contract that every game module
 * implements, with its values, records and move counting; the hooks a game hands to tools ({@link
 * io.github.boardrules.core.bots bots}, {@link io.github.boardrules.core.learning action
 * encoding}); the {@link io.github.boardrules.core.catalog catalogue} of configured games with the
 * session and click input; and {@link io.github.boardrules.core.svg SVG pictures}.
 *
 * <p>Every public type says what it promises with {@link io.github.boardrules.core.api.API @API}:
 * the contract, the catalogue, the bot hooks and the SVG writer are stable; the action encoding,
 * used by the experimental {@code boardrules-learning}, is experimental, and so are the phase
 * levels and guided playouts added in 0.2.0 (docs/compatibility.md lists every package).
 *
 * <p>The bots, matches and ratings are in {@code io.github.boardrules.bots}, the PUCT search and
 * self-play in {@code io.github.boardrules.learning}, the test kit in {@code
 * io.github.boardrules.testkit}: artifacts of their own, which a game module never needs.
 *
 * <p>This module has no runtime dependencies. The nullness annotations it uses are needed only at
 * compile time.
 */
module io.github.boardrules.core {
  requires static org.checkerframework.checker.qual;

  exports io.github.boardrules.core;
  exports io.github.boardrules.core.api;
  exports io.github.boardrules.core.bots;
  exports io.github.boardrules.core.catalog;
  exports io.github.boardrules.core.learning;
  exports io.github.boardrules.core.svg;

  uses io.github.boardrules.core.catalog.GameProvider;
}
