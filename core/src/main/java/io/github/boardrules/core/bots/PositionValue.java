package io.github.boardrules.core.bots;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.Locale;
import java.util.Objects;

/**
 * What a position is worth to the player to move: a win, loss or draw with the distance where a
 * solver or a search proved it, otherwise a heuristic score.
 *
 * <pre>{@code
 * PositionValue.win(7, true).text();        // "WIN in 7 plies"
 * PositionValue.loss(12, false).text();     // "LOSS within 12 plies": a bound
 * PositionValue.winRate(0.625).text();      // "score 0.625 (win rate of the search)"
 * }</pre>
 *
 * @param kind what is known
 * @param plies the distance to the end in plies where known, -1 otherwise
 * @param exact whether {@code plies} is exact with best play (false: an upper bound)
 * @param score for {@link Kind#SCORE}, the score: a win rate 0 to 1 or an evaluation; 1, ½ or 0
 *     for a proved win, draw or loss; NaN when {@link Kind#UNKNOWN}
 * @param scale for {@link Kind#SCORE}, what the score measures, such as "win rate of the search"
 */
@API(status = STABLE, since = "0.1.0")
public record PositionValue(Kind kind, int plies, boolean exact, double score, String scale) {
  /** What a {@link PositionValue} tells. */
  @API(status = STABLE, since = "0.1.0")
  public enum Kind {
    /** The player to move wins with best play. */
    WIN,
    /** The player to move loses with best play by the opponent. */
    LOSS,
    /** Best play draws. */
    DRAW,
    /** Not proved: a heuristic score. */
    SCORE,
    /** Nothing is known (a perfect player that does not tell its value). */
    UNKNOWN
  }

  /**
   * Checks the parts.
   *
   * @param kind see the record
   * @param plies see the record
   * @param exact see the record
   * @param score see the record
   * @param scale see the record
   * @throws IllegalArgumentException if {@code plies} is below -1
   */
  public PositionValue {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(scale, "scale");
    if (plies < -1) {
      throw new IllegalArgumentException("plies must be -1 (unknown) or more, not " + plies);
    }
  }

  /**
   * A proved win.
   *
   * @param plies the plies to the end, or -1 when the solver does not tell
   * @param exact whether the distance is exact (false: at most that many)
   * @return the value
   */
  public static PositionValue win(int plies, boolean exact) {
    return new PositionValue(Kind.WIN, plies, exact, 1, "result");
  }

  /**
   * A proved loss.
   *
   * @param plies the plies to the end, or -1 when the solver does not tell
   * @param exact whether the distance is exact (false: at most that many)
   * @return the value
   */
  public static PositionValue loss(int plies, boolean exact) {
    return new PositionValue(Kind.LOSS, plies, exact, 0, "result");
  }

  /**
   * A proved draw.
   *
   * @return the value
   */
  public static PositionValue draw() {
    return new PositionValue(Kind.DRAW, -1, false, 0.5, "result");
  }

  /**
   * The average result of a Monte-Carlo search's chosen move.
   *
   * @param winRate 0 to 1
   * @return the value
   */
  public static PositionValue winRate(double winRate) {
    return new PositionValue(Kind.SCORE, -1, false, winRate, "win rate of the search");
  }

  /**
   * An alpha-beta search's score on its evaluation's scale.
   *
   * @param score the value for the player to move
   * @param depth the depth searched
   * @return the value
   */
  public static PositionValue evaluation(int score, int depth) {
    return new PositionValue(Kind.SCORE, -1, false, score, "evaluation at depth " + depth);
  }

  /**
   * Nothing known.
   *
   * @return the value
   */
  public static PositionValue unknown() {
    return new PositionValue(Kind.UNKNOWN, -1, false, Double.NaN, "unknown");
  }

  /**
   * Describes the value for people.
   *
   * @return such as {@code "WIN in 7 plies"}, {@code "DRAW"} or {@code "score 0.625 (win rate of
   *     the search)"}
   */
  public String text() {
    return switch (kind) {
      case WIN, LOSS -> kind + (plies < 0 ? "" : exact ? " in " + plies + " plies" : " within " + plies + " plies");
      case DRAW -> "DRAW";
      case SCORE -> (score == Math.rint(score) && Math.abs(score) < 1e15
          ? "score " + (long) score
          : String.format(Locale.ROOT, "score %.3f", score)) + " (" + scale + ")";
      case UNKNOWN -> "value unknown";
    };
  }
}
