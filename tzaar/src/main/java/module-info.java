/**
 * TZAAR: the 60-point board, random, fixed and tournament setups, captures and stacking, the
 * library's move notation and position text, and LittleGolem game records.
 */
module io.github.boardrules.tzaar {
  requires transitive io.github.boardrules.core;
  requires static org.checkerframework.checker.qual;

  exports io.github.boardrules.tzaar;

  provides io.github.boardrules.core.catalog.GameProvider with
      io.github.boardrules.tzaar.catalog.TzaarGame;
}
