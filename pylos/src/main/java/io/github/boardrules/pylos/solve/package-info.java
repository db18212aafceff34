/**
 * What is built on Pylos's rules to solve it: a win/loss proof search and an exact retrograde
 * analysis of late positions ({@link io.github.boardrules.pylos.solve.PylosSolver}), the game
 * solved whole in a table of every position ({@link io.github.boardrules.pylos.solve.PylosTable},
 * {@link io.github.boardrules.pylos.solve.PylosTableException}), and a bot that plays the
 * solvers' moves ({@link io.github.boardrules.pylos.solve.PerfectPylosBot}). They play the rules
 * of a {@link io.github.boardrules.pylos.Pylos} object on the same engine as the rules, so a
 * solver and the rules never disagree. The guide's Pylos page ({@code docs/games/pylos.md}) gives the
 * measured reach and the tables' figures (data files in {@code pylos/results/}).
 *
 * <pre>{@code
 * Pylos rules = Pylos.standard();
 * PylosSolver.Result result = PylosSolver.of(rules).solve(state, 20);   // WIN / LOSS / UNKNOWN
 * PylosTable table = PylosTable.open(Path.of("children.pylos"));
 * table.solve(Pylos.children().initialState());                    // LOSS in 36 plies
 * }</pre>
 */
package io.github.boardrules.pylos.solve;
