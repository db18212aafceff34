/**
 * NIM games: the booklet's "1, 2, 3" NIM on the 4x4 grid and its variants ({@link
 * io.github.boardrules.nim.GridNim}), grid NIM on any rectangle, the triangle and heap Nim with
 * any heaps ({@link io.github.boardrules.nim.HeapNim}), each in normal or misère play, with
 * perfect-play solvers ({@link io.github.boardrules.nim.NimSolver}) and a perfect player over them
 * for core's bots ({@link io.github.boardrules.nim.PerfectNimBot}); states have an incremental
 * position hash for transposition tables.
 *
 * <pre>{@code
 * GridNim rules = GridNim.standard();
 * GridNimState state = rules.play(rules.initialState(), rules.notation().parse("a1-c1"));
 * rules.solver().bestMove(state);   // the answer that keeps the second player's win
 * }</pre>
 */
package io.github.boardrules.nim;
