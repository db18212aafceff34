package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.api.API;
import java.util.Objects;

/**
 * The games of one pairing of a tournament, for {@link BradleyTerry#fit}: player {@code a}
 * against player {@code b}, the totals seen from {@code a}.
 *
 * <pre>{@code
 * new PairResult(0, 1, MatchTotals.of(60, 20, 20, 0));   // player 0 scored 70 of 100 against 1
 * }</pre>
 *
 * @param a a player's number, from 0
 * @param b the other player's number
 * @param totals the games from {@code a}'s view
 */
@API(status = MAINTAINED, since = "0.1.0")
public record PairResult(int a, int b, MatchTotals totals) {
  /**
   * Checks the parts.
   *
   * @param a see the record
   * @param b see the record
   * @param totals see the record
   * @throws IllegalArgumentException if a number is negative or both are the same
   */
  public PairResult {
    Objects.requireNonNull(totals, "totals");
    if (a < 0 || b < 0 || a == b) {
      throw new IllegalArgumentException("A pairing is of two different players, not " + a + " and " + b);
    }
  }
}
