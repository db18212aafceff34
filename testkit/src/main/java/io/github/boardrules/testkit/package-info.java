/**
 * The boardrules test kit, on JUnit 5 and AssertJ.
 *
 * <ul>
 *   <li>{@link io.github.boardrules.testkit.ForAll} with {@link io.github.boardrules.testkit.Gen}:
 *       property tests with seeded generators, many tries, the failing seed printed and shrinking.
 *   <li>{@link io.github.boardrules.testkit.RulesContract}: the checks every implementation of
 *       {@link io.github.boardrules.core.Rules} must pass; {@link
 *       io.github.boardrules.testkit.EncodingContract} the same for an action encoding.
 *   <li>{@link io.github.boardrules.testkit.ReaderFuzz} and {@link
 *       io.github.boardrules.testkit.ParseErrors}: readers of text refuse bad input with the right
 *       exception, never another one.
 *   <li>{@link io.github.boardrules.testkit.BotLevelsCheck}: a game's bot levels play legal moves,
 *       the same seed the same moves, within their time.
 * </ul>
 *
 * <p>Maintained ({@link io.github.boardrules.core.api.API.Status#MAINTAINED}): not changed
 * incompatibly in the next minor release. {@link io.github.boardrules.testkit.ForcedWinCheck},
 * {@link io.github.boardrules.testkit.MoveAccuracy} and {@link
 * io.github.boardrules.testkit.StandardOutput}, new in 0.2.0, are experimental.
 *
 * <pre>{@code
 * class MyGameContractProperties {
 *   @TestFactory
 *   Stream<DynamicTest> contract() {
 *     MyGame rules = new MyGame();
 *     return RulesContract.of("my game", rules, rules.notation(), rules.positions()).games(200).tests();
 *   }
 * }
 * }</pre>
 */
package io.github.boardrules.testkit;
