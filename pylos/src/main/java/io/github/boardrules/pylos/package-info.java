/**
 * Pylos: the four-level pyramid game ({@link io.github.boardrules.pylos.Pylos}) in its standard,
 * children's and mature rule sets ({@link io.github.boardrules.pylos.PylosRuleSet}), with
 * optional ply-limit and repetition draws, a move notation and position text, a drawing of the
 * four levels and an allocation-free random-playout path. The solvers built on these rules (the
 * proof search, the retrograde analysis, the solved tables, the perfect bot) are in {@link
 * io.github.boardrules.pylos.solve}; {@link io.github.boardrules.pylos.Pylos#solver()} hands out
 * the proof search. For core's bots: an incremental Zobrist hash ({@link
 * io.github.boardrules.pylos.PylosState#positionHash()}) and an evaluation ({@link
 * io.github.boardrules.pylos.PylosEvaluation}). The rules' Decisions are listed on {@link
 * io.github.boardrules.pylos.Pylos}.
 *
 * <pre>{@code
 * Pylos rules = Pylos.standard();
 * PylosState state = rules.play(rules.initialState(), rules.notation().parse("b2"));
 * System.out.print(state.diagram());
 * }</pre>
 */
package io.github.boardrules.pylos;
