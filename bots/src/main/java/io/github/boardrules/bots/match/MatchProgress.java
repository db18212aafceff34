package io.github.boardrules.bots.match;

import java.time.Duration;

/**
 * How far a {@link MatchRunner} match is, told after every game.
 *
 * <pre>{@code
 * runner.onProgress(p -> System.err.print("\r" + p.done() + "/" + p.total() + ", " + p.left().toSeconds() + " s left"));
 * }</pre>
 *
 * @param done games finished, those of a resumed run included
 * @param total games of the match
 * @param totals the totals of the finished games
 * @param elapsed time since this run started
 * @param left the estimated time to the end, from this run's pace so far
 */
public record MatchProgress(int done, int total, MatchTotals totals, Duration elapsed, Duration left) {}
