/**
 * Perfect play for the NIM games, built from their rules: {@link
 * io.github.boardrules.nim.solve.GridNimSolver} (Sprague–Grundy values with decomposition, or a
 * win/loss search in misère play), {@link io.github.boardrules.nim.solve.HeapNimSolver} (the
 * nim-sum rule), both {@link io.github.boardrules.nim.solve.NimSolver}s, and {@link
 * io.github.boardrules.nim.solve.PerfectNimBot}, a perfect player over them for core's bots.
 *
 * <pre>{@code
 * GridNim rules = GridNim.standard();
 * GridNimSolver solver = GridNimSolver.of(rules);   // fills its table once: keep it
 * GridNimState state = rules.play(rules.initialState(), rules.notation().parse("a1-c1"));
 * solver.bestMove(state);                           // the answer that keeps the second player's win
 * }</pre>
 */
package io.github.boardrules.nim.solve;
