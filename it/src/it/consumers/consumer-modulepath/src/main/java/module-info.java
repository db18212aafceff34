/** A user's program as a JPMS module: it reads the game modules, which bring core with them, and the tools. */
module consumer {
  requires io.github.boardrules.bots;
  requires io.github.boardrules.learning;
  requires io.github.boardrules.learning.onnx;
  requires io.github.boardrules.nim;
  requires io.github.boardrules.pikkpakk;
  requires io.github.boardrules.zertz;
  requires io.github.boardrules.pylos;
  requires io.github.boardrules.tzaar;
  requires io.github.boardrules.colorfield;
}
