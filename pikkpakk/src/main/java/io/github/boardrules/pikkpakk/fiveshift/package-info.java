/**
 * Five-in-a-row with a shifting phase, from the Pikk-Pakk booklet: five-in-a-row by placements on
 * the inner 7x7 field of a 9x9 board, continued when the field is full with Pikk-Pakk's shifts of
 * runs of 7 balls. {@link io.github.boardrules.pikkpakk.fiveshift.FiveShift} holds the rules, its
 * options (rim removal, ply limit) and every Decision of the rules text and of this library; the
 * moves are {@link io.github.boardrules.pikkpakk.PikkPakkMove}s.
 *
 * <pre>{@code
 * FiveShift rules = FiveShift.builder().rimRemoval(true).build();
 * FiveShiftState state = rules.play(rules.initialState(), rules.notation().parse("e5"));
 * System.out.println(state.render());
 * rules.status(state);   // ongoing
 * }</pre>
 */
package io.github.boardrules.pikkpakk.fiveshift;
