package io.github.boardrules.bots;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.Termination;
import io.github.boardrules.core.bots.Evaluation;
import java.util.List;

/**
 * A test game with a cycle that its rules never end. A token stands on a spot; the player to move
 * moves it along an arrow, and players alternate:
 * <pre>
 *   0 (first) --loop--> 1 (second) --> 2 (first) --> 3 (second) --> 0 (first)
 *   0 (first) --out---> 4 (second) --> 5 (first) --> ... --> 9: the first player wins
 * </pre>
 * The evaluation gives the loop's spots one value and the way out's another (for the first
 * player); the win is further away than the searches in the tests look.
 */
final class ShuttleGame implements Rules<Integer, String> {
  static final String LOOP = "loop";
  static final String OUT = "out";
  static final String ON = "on";

  private static final int WON = 9;

  enum Reason implements IllegalMoveReason {
    NO_SUCH_ARROW
  }

  enum End implements Termination {
    REACHED_THE_END
  }

  /**
   * An evaluation by the token's place.
   *
   * @param loop the value of spots 0 to 3 for the first player
   * @param out the value of spots 4 to 9 for the first player
   */
  static Evaluation<Integer> evaluation(int loop, int out) {
    return (spot, player) -> {
      int forFirst = spot < 4 ? loop : out;
      return player == Player.FIRST ? forFirst : -forFirst;
    };
  }

  @Override
  public Integer initialState() {
    return 0;
  }

  @Override
  public Player toMove(Integer spot) {
    return spot % 2 == 0 ? Player.FIRST : Player.SECOND;
  }

  @Override
  public List<String> legalMoves(Integer spot) {
    return spot == 0 ? List.of(LOOP, OUT) : spot == WON ? List.of() : List.of(ON);
  }

  @Override
  public Legality check(Integer spot, String move) {
    return legalMoves(spot).contains(move)
        ? Legality.legal()
        : Legality.illegal(Reason.NO_SUCH_ARROW, "no arrow " + move + " from spot " + spot);
  }

  @Override
  public Integer playUnchecked(Integer spot, String move) {
    if (spot == 0) {
      return move.equals(LOOP) ? 1 : 4;
    }
    return spot == 3 ? 0 : spot + 1;
  }

  @Override
  public Status status(Integer spot) {
    return spot == WON
        ? Status.win(Player.FIRST, End.REACHED_THE_END, "the token reached spot 9")
        : Status.ongoing();
  }
}
