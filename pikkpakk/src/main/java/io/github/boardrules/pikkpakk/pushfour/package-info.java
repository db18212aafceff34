/**
 * Push-four ("Tologatós amőba"), the four-in-a-row pushing game of the Pikk-Pakk booklet: balls
 * enter from the rim of a 9x9 board and push the chain ahead of them one point inward; four in a
 * row on the inner 7x7 wins. {@link io.github.boardrules.pikkpakk.pushfour.PushFour} is the rules
 * object; its documentation lists every Decision of the rules text and of this library.
 *
 * <pre>{@code
 * PushFour rules = PushFour.standard();   // exact rules: no draw; a ply limit is the option
 * PushFourState state = rules.play(rules.initialState(), rules.notation().parse("e9"));
 * System.out.println(state.render());
 * rules.status(state);   // ongoing
 * }</pre>
 */
package io.github.boardrules.pikkpakk.pushfour;
