package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.Objects;
import java.util.OptionalInt;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Draws that the rules text does not know, which a game's builder can switch on: a <b>ply
 * limit</b> (the game is drawn when it has lasted that many plies) and a <b>repetition draw</b>
 * (the game is drawn when the same position has occurred that many times). Both are off by
 * default, {@link #NONE}: a game then ends only as its rules say, and a game whose rules do not
 * end it may go on for ever. Tools that need finite games (random playouts, bots, matches) switch
 * one on or bring a cap of their own.
 *
 * <pre>{@code
 * DrawOptions draws = DrawOptions.NONE.withPlyLimit(200).withRepetitionDraw(3);
 * Pylos rules = Pylos.builder().drawOptions(draws).build();
 * rules.drawOptions().plyLimit();        // OptionalInt[200]
 * rules.plyBound();                      // OptionalInt[200]: random games end within it
 * }</pre>
 *
 * <p>Each game says in its facade's Javadoc which of the two it offers and how a drawn game is
 * reported (its termination and status text); a builder given an option its game does not offer
 * refuses it. The catalogue names them as options {@code plyLimit} and {@code repetitionDraw}
 * ({@link io.github.boardrules.core.catalog.GameOption#plyLimit}).
 *
 * <p>Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class DrawOptions {
  /** No draw the rules do not know: the rules as written. */
  public static final DrawOptions NONE = new DrawOptions(0, 0);

  /** The ply limit, 0 for none. */
  private final int plyLimit;
  /** The occurrences of a position that draw, 0 for none. */
  private final int repetitionDraw;

  private DrawOptions(int plyLimit, int repetitionDraw) {
    this.plyLimit = plyLimit;
    this.repetitionDraw = repetitionDraw;
  }

  /**
   * Returns these options with a ply limit: a game that has lasted {@code plies} plies from its
   * start is drawn.
   *
   * @param plies 1 to {@link PlyCount#MAX}
   * @return the new options
   * @throws IllegalArgumentException if {@code plies} is out of range
   */
  public DrawOptions withPlyLimit(int plies) {
    return new DrawOptions(PlyCount.requireLimit(plies), repetitionDraw);
  }

  /**
   * Returns these options without a ply limit.
   *
   * @return the new options
   */
  public DrawOptions withoutPlyLimit() {
    return new DrawOptions(0, repetitionDraw);
  }

  /**
   * Returns these options with a repetition draw: a game is drawn when the same position — the
   * board and the player to move, as the game defines it — has occurred {@code occurrences} times.
   *
   * @param occurrences 2 or more; 3 is the usual "third repetition"
   * @return the new options
   * @throws IllegalArgumentException if {@code occurrences} is less than 2
   */
  public DrawOptions withRepetitionDraw(int occurrences) {
    if (occurrences < 2) {
      throw new IllegalArgumentException(
          "A repetition draw needs a position to occur 2 or more times, not " + occurrences);
    }
    return new DrawOptions(plyLimit, occurrences);
  }

  /**
   * Returns these options without a repetition draw.
   *
   * @return the new options
   */
  public DrawOptions withoutRepetitionDraw() {
    return new DrawOptions(plyLimit, 0);
  }

  /**
   * Returns the ply limit.
   *
   * @return the limit, or empty without one
   */
  public OptionalInt plyLimit() {
    return plyLimit > 0 ? OptionalInt.of(plyLimit) : OptionalInt.empty();
  }

  /**
   * Returns how often a position must occur for the repetition draw.
   *
   * @return the occurrences, or empty without a repetition draw
   */
  public OptionalInt repetitionDraw() {
    return repetitionDraw > 0 ? OptionalInt.of(repetitionDraw) : OptionalInt.empty();
  }

  /**
   * Tells whether a game that has lasted {@code plies} plies is drawn by the ply limit.
   *
   * @param plies the plies played from the start
   * @return true only when a limit is set and reached
   */
  public boolean isPlyLimitReached(int plies) {
    return plyLimit > 0 && plies >= plyLimit;
  }

  /**
   * Checks that these options hold no repetition draw, for a game that offers only the ply limit.
   *
   * @param game the game's name, for the message
   * @return these options
   * @throws IllegalArgumentException if a repetition draw is set
   */
  public DrawOptions requireNoRepetitionDraw(String game) {
    if (repetitionDraw > 0) {
      throw new IllegalArgumentException(
          "drawOptions: " + game + " offers a ply limit only, not a repetition draw (" + this + ")");
    }
    return this;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof DrawOptions other && plyLimit == other.plyLimit && repetitionDraw == other.repetitionDraw;
  }

  @Override
  public int hashCode() {
    return Objects.hash(plyLimit, repetitionDraw);
  }

  /**
   * Describes the options.
   *
   * @return such as {@code "ply limit 200, repetition draw at 3"} or {@code "no draw options"}
   */
  @Override
  public String toString() {
    if (plyLimit == 0 && repetitionDraw == 0) {
      return "no draw options";
    }
    return (plyLimit > 0 ? "ply limit " + plyLimit : "no ply limit")
        + (repetitionDraw > 0 ? ", repetition draw at " + repetitionDraw : ", no repetition draw");
  }
}
