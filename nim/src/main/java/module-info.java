/**
 * NIM games: "1, 2, 3" NIM on the 4x4 grid and its variants, grid NIM on any rectangle, the
 * triangle and heap Nim, in normal or misère play, with perfect-play solvers.
 */
module io.github.boardrules.nim {
  requires transitive io.github.boardrules.core;
  requires static org.checkerframework.checker.qual;

  exports io.github.boardrules.nim;
  exports io.github.boardrules.nim.solve;
  // io.github.boardrules.nim.internal (the engine) and .catalog (the providers) are not exported.

  provides io.github.boardrules.core.catalog.GameProvider with
      io.github.boardrules.nim.catalog.GridNimGame,
      io.github.boardrules.nim.catalog.HeapNimGame;
}
