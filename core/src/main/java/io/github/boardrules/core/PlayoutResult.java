package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.Optional;

/**
 * How a random playout ended: a win for one player, a draw by the rules, or cut off by the caller's
 * ply cap before the rules ended the game.
 *
 * <p>Tools that need finite games — {@link Playouts}, the bots in {@code core.bots}, each game's
 * fast playout — take a ply cap from their caller, because the rules of many games (Pikk-Pakk,
 * Pylos, the colour-field game) know no end by length. A game cut at the cap is {@link
 * #UNFINISHED}, never a draw: the caller decides what it is worth, with {@link #score}.
 *
 * <pre>{@code
 * PlayoutResult result = rules.randomPlayout(state, new SplittableRandom(7), 1_000);
 * if (result.isFinished()) {
 *   result.winner();                         // Optional[FIRST], or empty for a draw
 * }
 * double value = result.score(Player.FIRST, 0.5);   // 1, 0, ½ for a draw, 0.5 when cut off
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum PlayoutResult {
  /** The game ended by its rules with a win for {@link Player#FIRST}. */
  FIRST_WINS,
  /** The game ended by its rules with a win for {@link Player#SECOND}. */
  SECOND_WINS,
  /** The game ended by its rules in a draw. */
  DRAW,
  /** The caller's ply cap was reached while the game went on. */
  UNFINISHED;

  /**
   * Returns the win of {@code winner}.
   *
   * @param winner the player who won
   * @return {@link #FIRST_WINS} or {@link #SECOND_WINS}
   */
  public static PlayoutResult winOf(Player winner) {
    return winner == Player.FIRST ? FIRST_WINS : SECOND_WINS;
  }

  /**
   * Returns the result a state's status stands for: its winner, a draw, or {@link #UNFINISHED}
   * while the game goes on.
   *
   * @param status the status of the state the playout stopped in
   * @return the result
   */
  public static PlayoutResult of(Status status) {
    return switch (status.kind()) {
      case WIN -> winOf(status.winner().orElseThrow());
      case DRAW -> DRAW;
      case ONGOING -> UNFINISHED;
    };
  }

  /**
   * Tells whether the rules ended the game, won or drawn.
   *
   * @return false only for {@link #UNFINISHED}
   */
  public boolean isFinished() {
    return this != UNFINISHED;
  }

  /**
   * Returns the winner.
   *
   * @return the winner, or empty for a draw or an unfinished game
   */
  public Optional<Player> winner() {
    return switch (this) {
      case FIRST_WINS -> Optional.of(Player.FIRST);
      case SECOND_WINS -> Optional.of(Player.SECOND);
      case DRAW, UNFINISHED -> Optional.empty();
    };
  }

  /**
   * Returns what the result is worth to {@code player}: 1 for a win, 0 for a loss, ½ for a draw,
   * and {@code unfinishedScore} for a game cut at the ply cap.
   *
   * @param player whose score
   * @param unfinishedScore the value of an unfinished game, 0 to 1 (½ scores it as a draw)
   * @return 0 to 1
   */
  public double score(Player player, double unfinishedScore) {
    return switch (this) {
      case FIRST_WINS -> player == Player.FIRST ? 1 : 0;
      case SECOND_WINS -> player == Player.SECOND ? 1 : 0;
      case DRAW -> 0.5;
      case UNFINISHED -> unfinishedScore;
    };
  }
}
