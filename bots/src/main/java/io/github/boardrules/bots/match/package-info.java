/**
 * Matches between bots and what their results say: {@link io.github.boardrules.bots.match.Match}
 * for two bots in one thread, {@link io.github.boardrules.bots.match.MatchRunner} for seeded,
 * threaded, resumable matches with random openings and adjudication, {@link
 * io.github.boardrules.bots.match.MatchRecords} for a match's records on disk, and the ratings: the
 * Elo difference of a match with its interval ({@link io.github.boardrules.bots.match.MatchTotals},
 * {@link io.github.boardrules.bots.match.EloEstimate}) and a ladder's ratings fitted together ({@link
 * io.github.boardrules.bots.match.BradleyTerry}).
 *
 * <p>Maintained ({@link io.github.boardrules.core.api.API.Status#MAINTAINED}): not changed
 * incompatibly in the next minor release. What 0.2.0 added for paired matches is experimental:
 * {@link io.github.boardrules.bots.match.Sprt}, {@link io.github.boardrules.bots.match.Pentanomial},
 * {@link io.github.boardrules.bots.match.RatingList}, {@link
 * io.github.boardrules.bots.match.ForfeitException}, the runner's openings, pairing and stop rule.
 *
 * <pre>{@code
 * MatchResult result = Match.between(rules, mcts, random).play(50);
 * result.firstBotWins();   // games won by mcts, half of them moving first
 * }</pre>
 */
package io.github.boardrules.bots.match;
