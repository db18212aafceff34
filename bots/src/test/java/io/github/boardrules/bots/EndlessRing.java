package io.github.boardrules.bots;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.bots.Evaluation;
import java.util.List;

/**
 * A test game that never ends: a token goes round a ring of five spots, one or two steps a move,
 * and players alternate. Its {@link #neverQuiet} evaluation says no position is quiet and asks for
 * such positions to cost no depth, so a search's lines grow as long as its extensions and its
 * depth together allow.
 */
final class EndlessRing implements Rules<EndlessRing.Token, Integer> {
  private static final int SPOTS = 5;

  /** The token's spot and the number of moves made, whose parity says who is to move. */
  record Token(int spot, int moves) {}

  enum Reason implements IllegalMoveReason {
    NO_SUCH_STEP
  }

  /** Worth the spot number to the player to move; never quiet, and extended. */
  static Evaluation<Token> neverQuiet() {
    return new Evaluation<>() {
      @Override
      public int evaluate(Token token, Player player) {
        Player toMove = token.moves() % 2 == 0 ? Player.FIRST : Player.SECOND;
        return player == toMove ? token.spot() : -token.spot();
      }

      @Override
      public boolean isQuiet(Token token) {
        return false;
      }

      @Override
      public boolean extendsNotQuiet() {
        return true;
      }
    };
  }

  @Override
  public Token initialState() {
    return new Token(0, 0);
  }

  @Override
  public Player toMove(Token token) {
    return token.moves() % 2 == 0 ? Player.FIRST : Player.SECOND;
  }

  @Override
  public List<Integer> legalMoves(Token token) {
    return List.of(1, 2);
  }

  @Override
  public Legality check(Token token, Integer steps) {
    return steps == 1 || steps == 2
        ? Legality.legal()
        : Legality.illegal(Reason.NO_SUCH_STEP, "the token goes 1 or 2 steps, not " + steps);
  }

  @Override
  public Token playUnchecked(Token token, Integer steps) {
    return new Token((token.spot() + steps) % SPOTS, token.moves() + 1);
  }

  @Override
  public Status status(Token token) {
    return Status.ongoing();
  }
}
