/**
 * Computer opponents for any game of the library: bots that choose moves through the {@link
 * io.github.boardrules.core.Rules} contract alone, and {@link io.github.boardrules.bots.Bots}, which
 * makes the bot of a level of a configured game and tells hints.
 *
 * <ul>
 *   <li>{@link io.github.boardrules.bots.RandomBot}: a uniformly random legal move.
 *   <li>{@link io.github.boardrules.bots.MctsBot}: Monte-Carlo tree search (UCT) with an iteration
 *       or time budget, seeded, optionally on several threads.
 *   <li>{@link io.github.boardrules.bots.AlphaBetaBot}: iterative-deepening alpha-beta with a
 *       transposition table, driven by a per-game {@link io.github.boardrules.core.bots.Evaluation},
 *       with a depth, node or time budget.
 *   <li>{@link io.github.boardrules.bots.SolverBot}: a solver's or a solved table's move where it
 *       answers, a fallback bot's elsewhere.
 * </ul>
 *
 * <p>What a bot is and what a game hands to the bots (evaluation, playout, solver, levels) is
 * core's contract, in {@link io.github.boardrules.core.bots}. Matches between bots are in {@link
 * io.github.boardrules.bots.match}.
 *
 * <p>Stable ({@link io.github.boardrules.core.api.API.Status#STABLE}); the search settings added
 * in 0.2.0 (the alpha-beta bot's threads, reductions and repetition avoidance, the Monte-Carlo
 * solver) are experimental, each marked with its own {@link io.github.boardrules.core.api.API}.
 *
 * <pre>{@code
 * ConfiguredGame<?, ?> game = GameCatalog.load().game("pushfour");
 * Bot<?, ?> medium = Bots.of(game, BotSettings.level(3).seed(7));
 * Bot<PushFourState, PushFourMove> mcts = MctsBot.builder(rules).iterations(2_000).seed(1).build();
 * }</pre>
 */
package io.github.boardrules.bots;
