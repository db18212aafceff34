/**
 * The colour-field game ("Castle of Mind"): {@link io.github.boardrules.colorfield.ColorField}
 * implements core's rules contract over a board given as data ({@link
 * io.github.boardrules.colorfield.ColorFieldLayout}); the default layout is the library's own,
 * provisional one. The rules, every Decision and the text formats are documented on {@link
 * io.github.boardrules.colorfield.ColorField}, {@link
 * io.github.boardrules.colorfield.ColorFieldLayout} and in the guide page docs/games/colorfield.md
 * (the module's README states every Decision briefly). For the bots of {@code boardrules-bots}: an
 * incremental Zobrist hash ({@link
 * io.github.boardrules.colorfield.ColorFieldState#positionHash()}) and an evaluation ({@link
 * io.github.boardrules.colorfield.ColorFieldEvaluation}).
 *
 * <pre>{@code
 * ColorField rules = ColorField.standard();
 * ColorFieldState state = rules.play(rules.initialState(), rules.notation().parse("b2-c3"));
 * rules.status(state);                       // ongoing
 * }</pre>
 */
package io.github.boardrules.colorfield;
