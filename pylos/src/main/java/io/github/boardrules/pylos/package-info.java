/**
 * Pylos: the four-level pyramid game ({@link io.github.boardrules.pylos.Pylos}) in its standard,
 * children's and mature rule sets ({@link io.github.boardrules.pylos.PylosRuleSet}), with
 * optional ply-limit and repetition draws (core's {@code DrawOptions}), a move notation and
 * position text, a drawing of the four levels and an allocation-free random-playout path. The
 * solvers built on these rules (the proof search, the retrograde analysis, the solved tables, the
 * perfect bot) are in {@code io.github.boardrules.pylos.solve}, made from a rules object ({@code
 * PylosSolver.of(rules)}); the rules do not know them. For core's bots: an incremental Zobrist hash ({@link
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
