/**
 * The Pikk-Pakk booklet's games: Pikk-Pakk with its six variants, push-four, five-in-a-row with a
 * shifting phase, square Abalone and the one-player intarsia puzzles.
 */
module io.github.boardrules.pikkpakk {
  requires transitive io.github.boardrules.core;
  requires static org.checkerframework.checker.qual;

  exports io.github.boardrules.pikkpakk;
  exports io.github.boardrules.pikkpakk.pushfour;
  exports io.github.boardrules.pikkpakk.fiveshift;
  exports io.github.boardrules.pikkpakk.squareabalone;
  exports io.github.boardrules.pikkpakk.intarsia;
  exports io.github.boardrules.pikkpakk.intarsia.solve;
  // The engines and legality checks (pikkpakk.internal, which also holds the machinery the games
  // share, and each game's .internal) and the catalogue glue (pikkpakk.catalog) are not exported.

  provides io.github.boardrules.core.catalog.GameProvider with
      io.github.boardrules.pikkpakk.catalog.PikkPakkGame,
      io.github.boardrules.pikkpakk.catalog.PushFourGame,
      io.github.boardrules.pikkpakk.catalog.FiveShiftGame,
      io.github.boardrules.pikkpakk.catalog.SquareAbaloneGame,
      io.github.boardrules.pikkpakk.catalog.IntarsiaGame;
}
