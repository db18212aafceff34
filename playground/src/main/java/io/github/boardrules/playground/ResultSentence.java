package io.github.boardrules.playground;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The result of a finished game as one sentence in the game's own side names, such as "DARK wins:
 * LIGHT has no legal move and loses": who won first, then the rules' reason, said once.
 */
final class ResultSentence {
  /** A reason that ends by saying who wins ("...; BLACK wins", "... and wins"): said once, up front. */
  private static final Pattern WINS_AT_END = Pattern.compile("(?:[;,]\\s*(\\S+)|\\s+and)\\s+wins\\.?$");

  private ResultSentence() {}

  /**
   * Says how a finished game ended.
   *
   * @param game the game, for its side names and whether it is a puzzle
   * @param status a finished game's status
   * @return "NAME wins: reason", "Draw: reason", or for a one-player puzzle "Solved: reason" or
   *     "Not solved: reason"
   * @throws IllegalArgumentException if the game goes on
   */
  static String of(ConfiguredGame<?, ?> game, Status status) {
    if (status.isOngoing()) {
      throw new IllegalArgumentException("The game goes on: it has no result yet");
    }
    String reason = status.description();
    if (status.winner().isEmpty()) {
      return (game.isSolo() ? "Not solved: " : "Draw: ") + reason;
    }
    if (game.isSolo()) {
      return "Solved: " + reason;
    }
    Player winner = status.winner().get();
    String name = game.sideName(winner);
    Matcher end = WINS_AT_END.matcher(reason);
    if (end.find() && (end.group(1) == null || name.equals(end.group(1)))) {
      reason = reason.substring(0, end.start());
    }
    return reason.isBlank() ? name + " wins" : name + " wins: " + reason;
  }
}
