/** Runnable examples of the boardrules API: the README's quick start. */
module io.github.boardrules.examples {
  requires io.github.boardrules.nim;
  requires io.github.boardrules.pikkpakk;
}
