package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The one rating method of the project: the {@code match} command, the Spark study and every
 * ladder and balance table in the documentation fit their ratings with it, so that the same games
 * give the same list everywhere. It is {@link BradleyTerry} with {@value #VIRTUAL_DRAWS} virtual
 * draw a pair as the prior (BayesElo's kind of prior, so that a level that lost every game still
 * gets a finite rating), one player fixed at a given rating (the anchor) and 95 % intervals from
 * the Fisher information, which are of the difference to the anchor.
 *
 * <pre>{@code
 * RatingList list = RatingList.fit(List.of("level 1", "level 2", "level 3"), pairs, 0, 0);
 * list.lines();   // the header, then "  level 1    +0.0 (anchor)", "  level 2  +469.7 [+…, +…]", …
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.2.0")
public final class RatingList {
  /** The prior: drawn games added to every pair that met. */
  public static final double VIRTUAL_DRAWS = 1;

  private final List<String> players;
  private final List<EloEstimate> ratings;
  private final int anchor;
  private final double anchorRating;

  private RatingList(List<String> players, List<EloEstimate> ratings, int anchor, double anchorRating) {
    this.players = players;
    this.ratings = ratings;
    this.anchor = anchor;
    this.anchorRating = anchorRating;
  }

  /**
   * Fits the ratings of players from the games between them.
   *
   * @param players the players' names, numbered from 0 in this order
   * @param pairs the pairings played, by those numbers
   * @param anchor the number of the player whose rating is fixed
   * @param anchorRating its rating, such as 0
   * @return the list
   * @throws IllegalArgumentException if a number is out of range or the rating is not finite
   * @throws IllegalStateException if the players fall apart into groups that never met
   */
  public static RatingList fit(List<String> players, List<PairResult> pairs, int anchor, double anchorRating) {
    if (!Double.isFinite(anchorRating)) {
      throw new IllegalArgumentException("The anchor's rating must be a finite number, not " + anchorRating);
    }
    List<EloEstimate> fitted = BradleyTerry.fit(players.size(), pairs, anchor, VIRTUAL_DRAWS);
    List<EloEstimate> shifted = new ArrayList<>();
    for (EloEstimate r : fitted) {
      shifted.add(new EloEstimate(r.elo() + anchorRating, r.low() + anchorRating, r.high() + anchorRating));
    }
    return new RatingList(List.copyOf(players), List.copyOf(shifted), anchor, anchorRating);
  }

  /**
   * Returns the ratings, by player number; the anchor's is its fixed rating with no width.
   *
   * @return the ratings with their 95 % intervals
   */
  public List<EloEstimate> ratings() {
    return ratings;
  }

  /**
   * Returns the players' names.
   *
   * @return the names, by number
   */
  public List<String> players() {
    return players;
  }

  /**
   * Writes the list: a header saying how it was fitted, then a line a player with the rating and
   * its interval, the anchor marked as such.
   *
   * @return the lines, without line ends
   */
  public List<String> lines() {
    List<String> lines = new ArrayList<>();
    lines.add("rating list (Bradley-Terry maximum likelihood, draws half a win, one virtual draw a pair as"
        + " BayesElo's prior, " + players.get(anchor) + " = " + EloEstimate.number(anchorRating)
        + "; 95 % intervals from the Fisher information):");
    int width = players.stream().mapToInt(String::length).max().orElse(0);
    for (int i = 0; i < players.size(); i++) {
      String name = String.format(Locale.ROOT, "%-" + width + "s", players.get(i));
      lines.add("  " + name + "  " + (i == anchor ? EloEstimate.number(anchorRating) + " (anchor)"
          : ratings.get(i).text()));
    }
    return lines;
  }

  @Override
  public String toString() {
    return String.join("\n", lines());
  }
}
