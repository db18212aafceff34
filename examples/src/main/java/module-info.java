/** Runnable examples of the boardrules API: the README's quick start, one program per game family, a record replayer. */
module io.github.boardrules.examples {
  requires io.github.boardrules.bots;
  requires io.github.boardrules.nim;
  requires io.github.boardrules.pikkpakk;
  requires io.github.boardrules.zertz;
  requires io.github.boardrules.pylos;
  requires io.github.boardrules.tzaar;
  requires io.github.boardrules.colorfield;
}
