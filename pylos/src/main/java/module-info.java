/**
 * Pylos: the four-level pyramid game in its standard, children's and mature rule sets, with a
 * win/loss proof search, an exact retrograde analysis and the game solved whole (tables of every position).
 */
module io.github.boardrules.pylos {
  requires transitive io.github.boardrules.core;
  requires static org.checkerframework.checker.qual;

  exports io.github.boardrules.pylos;
  exports io.github.boardrules.pylos.solve;
  // io.github.boardrules.pylos.internal (the engine below the facade) and .catalog are not exported.

  provides io.github.boardrules.core.catalog.GameProvider with
      io.github.boardrules.pylos.catalog.PylosGame;
}
