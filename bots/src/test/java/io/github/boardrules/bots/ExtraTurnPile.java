package io.github.boardrules.bots;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.Termination;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A test game where a player may move twice in a row: take 1 to 3 counters, who takes the last
 * wins, and taking exactly 2 gives the same player another move. Bots must ask the rules who is
 * to move instead of assuming that players alternate.
 */
final class ExtraTurnPile implements Rules<ExtraTurnPile.Pile, Integer> {
  record Pile(int counters, Player toMove) {}

  enum Reason implements IllegalMoveReason {
    BAD_TAKE
  }

  enum End implements Termination {
    LAST_TAKEN
  }

  private final int start;

  ExtraTurnPile(int start) {
    this.start = start;
  }

  @Override
  public Pile initialState() {
    return new Pile(start, Player.FIRST);
  }

  @Override
  public Player toMove(Pile state) {
    return state.toMove();
  }

  @Override
  public List<Integer> legalMoves(Pile state) {
    List<Integer> moves = new ArrayList<>();
    for (int k = 1; k <= Math.min(3, state.counters()); k++) {
      moves.add(k);
    }
    return moves;
  }

  @Override
  public Legality check(Pile state, Integer move) {
    return move >= 1 && move <= Math.min(3, state.counters())
        ? Legality.legal()
        : Legality.illegal(Reason.BAD_TAKE, "cannot take " + move);
  }

  @Override
  public Pile playUnchecked(Pile state, Integer move) {
    Player next = move == 2 && state.counters() > 2 ? state.toMove() : state.toMove().opponent();
    return new Pile(state.counters() - move, next);
  }

  @Override
  public Status status(Pile state) {
    if (state.counters() > 0) {
      return Status.ongoing();
    }
    // The player who took the last counter has moved; with an extra turn after a take of 2 the
    // game is over before that turn, so "to move" is the opponent of the winner in every case.
    return Status.win(state.toMove().opponent(), End.LAST_TAKEN, "the last counter was taken");
  }

  @Override
  public OptionalInt plyBound() {
    return OptionalInt.of(start);
  }
}
