/**
 * The colour-field game (Castle of Mind): rules over a board layout given as data, with the
 * library's own provisional default layout.
 */
module io.github.boardrules.colorfield {
  requires transitive io.github.boardrules.core;
  requires static org.checkerframework.checker.qual;

  exports io.github.boardrules.colorfield;
  // io.github.boardrules.colorfield.internal (the engine) and .catalog (the provider) are not exported.

  provides io.github.boardrules.core.catalog.GameProvider with
      io.github.boardrules.colorfield.catalog.ColorFieldGame;
}
