package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.util.Objects;

/**
 * Thrown by a bot's {@link io.github.boardrules.core.bots.Bot#chooseMove} to lose the game instead
 * of moving: what a bot that speaks for an outside program (an engine over a pipe) throws when that
 * program answers an illegal or unreadable move, crashes or runs out of time. A {@link MatchRunner}
 * scores the game as lost by the bot to move and keeps the reason in its {@link GameResult}; any
 * other exception of a bot still fails the match, since it is a bug.
 *
 * <pre>{@code
 * M move = notation.parse(answer);
 * if (!rules.isLegal(state, move)) {
 *   throw new ForfeitException("illegal move " + answer);
 * }
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.2.0")
public final class ForfeitException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Makes the forfeit.
   *
   * @param reason why the bot loses, one line, such as {@code illegal move a9}
   */
  public ForfeitException(String reason) {
    super(Objects.requireNonNull(reason, "reason"));
  }

  /**
   * Makes the forfeit with the failure behind it.
   *
   * @param reason why the bot loses, one line
   * @param cause what failed, such as the pipe's {@link java.io.IOException}
   */
  public ForfeitException(String reason, Throwable cause) {
    super(Objects.requireNonNull(reason, "reason"), cause);
  }

  /**
   * Returns why the bot loses.
   *
   * @return the reason, one line
   */
  public String reason() {
    String message = getMessage();
    return message == null ? "forfeit" : message;
  }
}
