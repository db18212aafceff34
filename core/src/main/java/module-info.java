/**
 * The boardrules core: the {@link io.github.boardrules.core.Rules} contract that every game module
 * implements, and the game-independent tools built on it.
 *
 * <p>This module has no runtime dependencies. The nullness annotations it uses are needed only at
 * compile time.
 */
module io.github.boardrules.core {
  requires static org.checkerframework.checker.qual;

  exports io.github.boardrules.core;
  exports io.github.boardrules.core.bots;
  exports io.github.boardrules.core.catalog;
  exports io.github.boardrules.core.learning;
  exports io.github.boardrules.core.svg;

  uses io.github.boardrules.core.catalog.GameProvider;
}
