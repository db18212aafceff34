/**
 * ZÈRTZ (Kris Burm, GIPF project): {@link io.github.boardrules.zertz.Zertz} is the rules object
 * (board and marble set as options), {@link io.github.boardrules.zertz.ZertzState} the position,
 * {@link io.github.boardrules.zertz.ZertzMove} a whole turn, {@code rules.notation()} the move
 * notation, {@code rules.positions()} the position text and {@link
 * io.github.boardrules.zertz.BoardspaceRecords} the boardspace.net game records.
 *
 * <pre>{@code
 * Zertz rules = Zertz.standard();
 * ZertzState state = rules.play(rules.initialState(), rules.notation().parse("Bd4,a1"));
 * System.out.print(state.diagram());
 * }</pre>
 *
 * <p>The rules and every <b>Decision</b> taken on them are documented on {@link
 * io.github.boardrules.zertz.Zertz}; the record format on {@link
 * io.github.boardrules.zertz.BoardspaceRecords}.
 *
 * <p>For the bots of {@code boardrules-bots} ({@code io.github.boardrules.bots}): {@link
 * io.github.boardrules.zertz.ZertzState#positionHash()} (an incremental Zobrist hash) keys
 * alpha-beta's transposition table, {@link io.github.boardrules.zertz.ZertzEvaluation} scores its
 * horizon, and {@link io.github.boardrules.zertz.Zertz#randomPlayout} is MCTS's fast
 * playout.
 *
 * <pre>{@code
 * AlphaBetaBot<ZertzState, ZertzMove> bot = AlphaBetaBot.builder(rules, ZertzEvaluation.of(rules))
 *     .hash(ZertzState::positionHash).build();
 * }</pre>
 */
package io.github.boardrules.zertz;
