/**
 * Square Abalone, the capture game of the Pikk-Pakk booklet (section 5 of the rules text): runs of
 * touching balls with a majority of the mover's are pushed along their lines, and the first player
 * to push N opponent balls off the 9x9 board wins. The booklet's options a–f and the joint opening
 * are builder flags of {@link io.github.boardrules.pikkpakk.squareabalone.SquareAbalone}, whose
 * documentation lists every Decision of the rules text and of this library.
 *
 * <pre>{@code
 * SquareAbalone rules = SquareAbalone.builder().distanceByOwnBalls(true).sidewaysMoves(true).build();
 * SquareAbaloneState state = rules.play(rules.initialState(), rules.notation().parse("c1-c2^2"));
 * System.out.print(state.render());
 * rules.status(state);   // ongoing
 * }</pre>
 *
 * <p>For the bots of {@code io.github.boardrules.core.bots}: {@link
 * io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneState#positionHash()} (Zobrist,
 * incremental), {@link io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneEvaluation} and
 * the fast playout {@link
 * io.github.boardrules.pikkpakk.squareabalone.SquareAbalone#randomPlayout}:
 *
 * <pre>{@code
 * SquareAbalone rules = SquareAbalone.standard();   // no draw: the bots carry the ply caps
 * MctsBot<SquareAbaloneState, SquareAbaloneMove> mcts =
 *     MctsBot.builder(rules).iterations(200).playout(rules::randomPlayout).plyCap(200).seed(1).build();
 * AlphaBetaBot<SquareAbaloneState, SquareAbaloneMove> alphaBeta =
 *     AlphaBetaBot.builder(rules, SquareAbaloneEvaluation.of(rules))
 *         .hash(SquareAbaloneState::positionHash).maxDepth(3).build();
 * }</pre>
 */
package io.github.boardrules.pikkpakk.squareabalone;
