/**
 * NIM games: the booklet's "1, 2, 3" NIM on the 4x4 grid and its variants ({@link
 * io.github.boardrules.nim.GridNim}), grid NIM on any rectangle, the triangle and heap Nim with
 * any heaps ({@link io.github.boardrules.nim.HeapNim}), each in normal or misère play: the rules,
 * their builders and their values. States have an incremental position hash for transposition
 * tables. The perfect-play solvers and a perfect player over them for core's bots are built from
 * the rules, in {@code io.github.boardrules.nim.solve}.
 *
 * <pre>{@code
 * GridNim rules = GridNim.standard();
 * GridNimState state = rules.play(rules.initialState(), rules.notation().parse("a1-c1"));
 * rules.legalMoves(state).size();   // the moves left to the second player
 * }</pre>
 */
package io.github.boardrules.nim;
