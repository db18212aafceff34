package io.github.boardrules.bots;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.Termination;
import io.github.boardrules.core.bots.Evaluation;
import java.util.ArrayList;
import java.util.List;

/**
 * A test game whose tree is drawn from a hash: 1 to 5 moves a position, games of 2 to 9 plies,
 * wins, losses and draws, a player sometimes moving twice in a row, positions that are not quiet,
 * and an evaluation of every position. Every position is reached by one path only, so a plain
 * minimax gives the exact value that alpha-beta must find.
 */
final class HashTreeGame implements Rules<HashTreeGame.Node, Integer> {
  record Node(long id, int ply, Player toMove) {}

  enum Reason implements IllegalMoveReason {
    NO_SUCH_MOVE
  }

  enum End implements Termination {
    LEAF
  }

  static final int LONGEST = 9;

  private final long root;
  /** The moves of the start position, or 0 for the drawn number. */
  private final int rootWidth;

  HashTreeGame(long root) {
    this(root, 0);
  }

  /** A tree whose start position has {@code rootWidth} moves, the other positions as drawn. */
  HashTreeGame(long root, int rootWidth) {
    this.root = root;
    this.rootWidth = rootWidth;
  }

  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  static boolean isLeaf(Node node) {
    return node.ply() >= LONGEST || (node.ply() >= 2 && Long.remainderUnsigned(mix(node.id()), 7) == 0);
  }

  /** The evaluation: a number drawn from the position, for the first player; quiet two times in three. */
  static Evaluation<Node> evaluation() {
    return new Evaluation<>() {
      @Override
      public int evaluate(Node state, Player player) {
        int forFirst = (int) Long.remainderUnsigned(mix(state.id() + 17), 2001) - 1000;
        return player == Player.FIRST ? forFirst : -forFirst;
      }

      @Override
      public boolean isQuiet(Node state) {
        return Long.remainderUnsigned(mix(state.id() + 5), 3) != 0;
      }
    };
  }

  @Override
  public Node initialState() {
    return new Node(root, 0, Player.FIRST);
  }

  @Override
  public Player toMove(Node state) {
    return state.toMove();
  }

  @Override
  public List<Integer> legalMoves(Node state) {
    List<Integer> moves = new ArrayList<>();
    if (!isLeaf(state)) {
      int count = rootWidth > 0 && state.ply() == 0
          ? rootWidth
          : 1 + (int) Long.remainderUnsigned(mix(state.id() + 1), 5);
      for (int m = 0; m < count; m++) {
        moves.add(m);
      }
    }
    return moves;
  }

  @Override
  public Legality check(Node state, Integer move) {
    return legalMoves(state).contains(move)
        ? Legality.legal()
        : Legality.illegal(Reason.NO_SUCH_MOVE, "no move " + move);
  }

  @Override
  public Node playUnchecked(Node state, Integer move) {
    long child = mix(state.id() * 31 + move + 1);
    boolean again = Long.remainderUnsigned(mix(child + 3), 5) == 0;
    return new Node(child, state.ply() + 1, again ? state.toMove() : state.toMove().opponent());
  }

  @Override
  public Status status(Node state) {
    if (!isLeaf(state)) {
      return Status.ongoing();
    }
    int result = (int) Long.remainderUnsigned(mix(state.id() + 9), 3);
    return result == 2
        ? Status.draw(End.LEAF, "a drawn leaf")
        : Status.win(result == 0 ? Player.FIRST : Player.SECOND, End.LEAF, "a won leaf");
  }
}
