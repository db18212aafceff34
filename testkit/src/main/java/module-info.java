/**
 * Tests for code built on the boardrules {@link io.github.boardrules.core.Rules} contract, on JUnit
 * 5 and AssertJ: the property harness {@link io.github.boardrules.testkit.ForAll} with its
 * generators, the contract kit {@link io.github.boardrules.testkit.RulesContract} that every game
 * module runs, reader fuzzing and checks of a game's bot levels.
 *
 * <p>Maintained ({@link io.github.boardrules.core.api.API.Status#MAINTAINED}): not changed
 * incompatibly in the next minor release; what 0.2.0 added is experimental.
 */
module io.github.boardrules.testkit {
  requires transitive io.github.boardrules.core;
  requires transitive org.junit.jupiter.api;
  requires org.assertj.core;
  requires java.management;
  requires java.xml;
  requires static org.checkerframework.checker.qual;

  exports io.github.boardrules.testkit;
}
