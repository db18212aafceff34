/**
 * The Pikk-Pakk booklet's games. {@link io.github.boardrules.pikkpakk.PikkPakk} is Pikk-Pakk, a
 * pushing game on a 9x9 board: runs of exactly 7 balls are pushed one point, and the player whose
 * balls enclose the TARGET ball wins. Its six variants (winning tie move, capture, enlarged board,
 * square, neutral frame, joint opening) are builder options; the class documentation lists every
 * Decision of the rules text and of this library. The booklet's other games have packages of their
 * own: {@code pushfour}, {@code fiveshift}, {@code squareabalone} and {@code intarsia}; they share
 * {@link io.github.boardrules.pikkpakk.Point}, {@link io.github.boardrules.pikkpakk.Direction},
 * {@link io.github.boardrules.pikkpakk.Ball} and the board machinery.
 *
 * <pre>{@code
 * PikkPakk rules = PikkPakk.standard();
 * PikkPakkState state = rules.play(rules.initialState(), rules.notation().parse("b7-h7>"));
 * System.out.println(state.render());
 * rules.status(state);   // ongoing
 * }</pre>
 */
package io.github.boardrules.pikkpakk;
