/**
 * ZÈRTZ: the 37-, 48- and 61-ring boards, the basic and tournament marble sets, compulsory capture
 * chains, isolation captures, and boardspace.net game records.
 */
module io.github.boardrules.zertz {
  requires transitive io.github.boardrules.core;
  requires static org.checkerframework.checker.qual;

  exports io.github.boardrules.zertz;

  provides io.github.boardrules.core.catalog.GameProvider with
      io.github.boardrules.zertz.catalog.ZertzGame;
}
