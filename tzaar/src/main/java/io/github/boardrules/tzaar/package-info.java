/**
 * TZAAR (Kris Burm, GIPF project): the rules ({@link io.github.boardrules.tzaar.Tzaar}) on the
 * 60-point board ({@link io.github.boardrules.tzaar.TzaarPoint}) with the random, fixed and
 * tournament setups ({@link io.github.boardrules.tzaar.TzaarSetup}), the library's move notation
 * and position text, LittleGolem game records ({@link
 * io.github.boardrules.tzaar.TzaarLittleGolem}) and an allocation-light random-playout path.
 *
 * <pre>{@code
 * Tzaar rules = Tzaar.randomSetup(7);
 * TzaarState state = rules.initialState();        // the setup of seed 7, also from initialState(random)
 * TzaarMove move = rules.legalMoves(state).get(0);                   // WHITE's opening capture
 * state = rules.play(state, move);
 * System.out.println(state.diagram());
 * }</pre>
 *
 * <p>The rules' decisions — the spec's and the library's own — are listed in {@link
 * io.github.boardrules.tzaar.Tzaar}, {@link io.github.boardrules.tzaar.Tzaar#positions()} and
 * {@link io.github.boardrules.tzaar.TzaarLittleGolem}; the module's README and the guide page
 * docs/games/tzaar.md repeat them.
 *
 * <p>For the bots of {@code boardrules-bots} ({@code io.github.boardrules.bots}): {@link
 * io.github.boardrules.tzaar.TzaarState#positionHash()} (an incremental Zobrist hash) keys
 * alpha-beta's transposition table, {@link io.github.boardrules.tzaar.TzaarEvaluation} scores its
 * horizon, and {@link io.github.boardrules.tzaar.Tzaar#randomPlayout} is MCTS's fast
 * playout.
 *
 * <pre>{@code
 * AlphaBetaBot<TzaarState, TzaarMove> bot = AlphaBetaBot.builder(rules, TzaarEvaluation.standard())
 *     .hash(TzaarState::positionHash).build();
 * }</pre>
 */
package io.github.boardrules.tzaar;
