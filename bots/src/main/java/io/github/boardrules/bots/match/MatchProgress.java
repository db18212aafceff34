package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.api.API;
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
@API(status = MAINTAINED, since = "0.1.0")
public record MatchProgress(int done, int total, MatchTotals totals, Duration elapsed, Duration left) {}
