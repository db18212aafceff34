/** The boardrules command-line tool: play, replay, perft and svg for every game; solve. */
module io.github.boardrules.cli {
  requires io.github.boardrules.bots;
  requires io.github.boardrules.learning;
  requires io.github.boardrules.learning.onnx;
  requires io.github.boardrules.nim;
  requires io.github.boardrules.pikkpakk;
  requires io.github.boardrules.zertz;
  requires io.github.boardrules.pylos;
  requires io.github.boardrules.tzaar;
  requires io.github.boardrules.colorfield;
  requires info.picocli;
  requires static org.checkerframework.checker.qual;

  // picocli sets the commands' annotated fields and makes their completion candidates by reflection.
  opens io.github.boardrules.cli to info.picocli;
}
