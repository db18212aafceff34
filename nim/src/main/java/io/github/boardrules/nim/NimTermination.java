package io.github.boardrules.nim;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.Termination;
import io.github.boardrules.core.api.API;

/**
 * How a NIM game ended: the last ball was taken. In normal play the player who took it wins; in
 * misère play that player loses.
 *
 * <pre>{@code
 * Status status = rules.status(state);
 * status.termination();   // Optional[LAST_BALL_WINS]
 * status.description();   // "SECOND took the last ball and wins"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum NimTermination implements Termination {
  /** Normal play: the player who took the last ball wins. */
  LAST_BALL_WINS,
  /** Misère play: the player who took the last ball loses. */
  LAST_BALL_LOSES;

  /** Returns the termination for normal or misère play. */
  static NimTermination of(boolean misere) {
    return misere ? LAST_BALL_LOSES : LAST_BALL_WINS;
  }

  /**
   * Returns the status of a game whose last ball {@code lastTaker} took. Status objects are
   * immutable, so they are shared rather than made on every call.
   */
  Status status(Player lastTaker) {
    return Statuses.of(this)[lastTaker.ordinal()];
  }

  /**
   * Holds the four possible end statuses, made once, indexed by the last taker's ordinal. A nested
   * holder because an enum's constructor cannot yet use its own constants.
   */
  private static final class Statuses {
    private static final Status[] WINS = {
      make(LAST_BALL_WINS, Player.FIRST), make(LAST_BALL_WINS, Player.SECOND)
    };
    private static final Status[] LOSES = {
      make(LAST_BALL_LOSES, Player.FIRST), make(LAST_BALL_LOSES, Player.SECOND)
    };

    private Statuses() {}

    static Status[] of(NimTermination termination) {
      return termination == LAST_BALL_WINS ? WINS : LOSES;
    }

    private static Status make(NimTermination termination, Player lastTaker) {
      return termination == LAST_BALL_WINS
          ? Status.win(lastTaker, termination, lastTaker + " took the last ball and wins")
          : Status.win(lastTaker.opponent(), termination, lastTaker + " took the last ball and loses");
    }
  }
}
