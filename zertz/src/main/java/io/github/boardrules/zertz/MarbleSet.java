package io.github.boardrules.zertz;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.zertz.internal.ZertzEngine;

/**
 * The two marble sets of ZÈRTZ, each with its pool and its winning sets.
 *
 * <table>
 *   <caption>Marble sets</caption>
 *   <tr><th>set</th><th>pool (white, grey, black)</th><th>a player wins on capturing</th></tr>
 *   <tr><td>{@link #BASIC}</td><td>5, 7, 9</td><td>3 white, or 4 grey, or 5 black, or 2 of each</td></tr>
 *   <tr><td>{@link #TOURNAMENT}</td><td>6, 8, 10</td><td>4 white, or 5 grey, or 6 black, or 3 of each</td></tr>
 * </table>
 *
 * <pre>{@code
 * MarbleSet.BASIC.pool(Marble.GREY);           // 7
 * MarbleSet.TOURNAMENT.needed(Marble.WHITE);    // 4
 * MarbleSet.BASIC.isWinning(1, 2, 2);           // false: 2 of each needs 2 white
 * MarbleSet.BASIC.isWinning(2, 2, 2);           // true
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum MarbleSet {
  /** The basic game (the rules' default): pool 5/7/9; wins on 3 white, 4 grey, 5 black or 2 of each. */
  BASIC(5, 7, 9, 3, 4, 5, 2),
  /** The tournament game: pool 6/8/10; wins on 4 white, 5 grey, 6 black or 3 of each. */
  TOURNAMENT(6, 8, 10, 4, 5, 6, 3);

  private final int white;
  private final int grey;
  private final int black;
  private final int needWhite;
  private final int needGrey;
  private final int needBlack;
  private final int eachNeeded;

  MarbleSet(int white, int grey, int black, int needWhite, int needGrey, int needBlack, int each) {
    this.white = white;
    this.grey = grey;
    this.black = black;
    this.needWhite = needWhite;
    this.needGrey = needGrey;
    this.needBlack = needBlack;
    this.eachNeeded = each;
  }

  /**
   * Returns how many marbles of a colour the pool holds at the start.
   *
   * @param colour the colour
   * @return the count
   */
  public int pool(Marble colour) {
    switch (colour) {
      case WHITE:
        return white;
      case GREY:
        return grey;
      default:
        return black;
    }
  }

  /**
   * Returns the number of marbles in the pool at the start, all colours.
   *
   * @return 21 for the basic set, 24 for the tournament set
   */
  public int total() {
    return white + grey + black;
  }

  /**
   * Returns how many marbles of one colour alone win.
   *
   * @param colour the colour
   * @return 3/4/5 (basic) or 4/5/6 (tournament) for white/grey/black
   */
  public int needed(Marble colour) {
    switch (colour) {
      case WHITE:
        return needWhite;
      case GREY:
        return needGrey;
      default:
        return needBlack;
    }
  }

  /**
   * Returns how many of each colour win together: 2 (basic) or 3 (tournament).
   *
   * @return the count of each colour
   */
  public int eachNeeded() {
    return eachNeeded;
  }

  /**
   * Tells whether captured marbles form a winning set.
   *
   * @param capturedWhite white marbles captured
   * @param capturedGrey grey marbles captured
   * @param capturedBlack black marbles captured
   * @return true when they win
   */
  public boolean isWinning(int capturedWhite, int capturedGrey, int capturedBlack) {
    return ZertzEngine.winningKind(needWhite, needGrey, needBlack, eachNeeded,
        capturedWhite, capturedGrey, capturedBlack) >= 0;
  }
}
