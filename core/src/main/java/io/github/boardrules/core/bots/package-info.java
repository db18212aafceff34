/**
 * Computer opponents for any game of the library: bots that choose moves through the {@link
 * io.github.boardrules.core.Rules} contract alone, and a {@link io.github.boardrules.core.bots.Match}
 * runner that plays them against each other.
 *
 * <ul>
 *   <li>{@link io.github.boardrules.core.bots.RandomBot}: a uniformly random legal move.
 *   <li>{@link io.github.boardrules.core.bots.MctsBot}: Monte-Carlo tree search (UCT) with an
 *       iteration or time budget, seeded, optionally on several threads.
 *   <li>{@link io.github.boardrules.core.bots.AlphaBetaBot}: iterative-deepening alpha-beta with a
 *       transposition table, driven by a per-game {@link
 *       io.github.boardrules.core.bots.Evaluation}, with a depth, node or time budget.
 *   <li>{@link io.github.boardrules.core.bots.SolverBot}: a solver's or a solved table's move where
 *       it answers ({@link io.github.boardrules.core.bots.TableReader} opens a game's table file),
 *       a fallback bot's elsewhere.
 * </ul>
 *
 * <p>The issues call these "players"; the library says <em>bot</em> because {@link
 * io.github.boardrules.core.Player} already names the seats, FIRST and SECOND.
 *
 * <pre>{@code
 * Bot<GridNimState, GridNimMove> mcts = MctsBot.builder(rules).iterations(2_000).seed(1).build();
 * Bot<GridNimState, GridNimMove> random = RandomBot.of(rules, 2);
 * MatchResult result = Match.between(rules, mcts, random).play(50);
 * result.firstBotWins();   // games won by mcts, half of them moving first
 * }</pre>
 */
package io.github.boardrules.core.bots;
