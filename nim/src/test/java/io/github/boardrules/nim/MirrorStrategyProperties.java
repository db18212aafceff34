package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The booklet's winning method for the second player: answer every move with its image under the
 * half-turn about the centre. FIRST plays random legal moves; the image must always be legal, never
 * meet the move itself, and SECOND must win in normal play.
 */
class MirrorStrategyProperties {
  private static final int GAMES = 2000;

  @Test
  void mirrorAnswersAreAlwaysLegalAndWinInStandard() {
    checkMirrorGames("mirror answers are legal and win: 1,2,3 NIM 4x4", GridNim.standard());
  }

  @Test
  void mirrorAnswersAreAlwaysLegalAndWinWhenTouchingIsNotRequired() {
    checkMirrorGames(
        "mirror answers are legal and win: touching not required", GridNim.touchingNotRequired());
  }

  @Test
  void mirrorAnswersAreAlwaysLegalAndWinWithAnyNumberFromALine() {
    checkMirrorGames(
        "mirror answers are legal and win: any number from a line", GridNim.anyNumberFromLine());
  }

  private static void checkMirrorGames(String property, GridNim rules) {
    ForAll.values(property, GAMES, firstPlayerMoves(rules), moves -> checkMirrorGame(rules, moves));
  }

  /** The half-turn image of a set of points of the 4x4 board: (x, y) goes to (3 - x, 3 - y). */
  private static long halfTurn(GridNimMove move) {
    long image = 0;
    for (int x = 0; x < 4; x++) {
      for (int y = 0; y < 4; y++) {
        if (move.contains(x, y)) {
          image |= 1L << ((3 - y) * 4 + (3 - x));
        }
      }
    }
    return image;
  }

  /**
   * FIRST's moves in a game against the mirror: each a uniformly random legal move, answered with
   * its half-turn image. Drawing stops at the end of the game, or early when an answer is illegal
   * (the check then reports it).
   */
  private static Gen<List<GridNimMove>> firstPlayerMoves(GridNim rules) {
    return random -> {
      List<GridNimMove> played = new ArrayList<>();
      GridNimState state = rules.initialState();
      while (rules.status(state).isOngoing()) {
        List<GridNimMove> moves = rules.legalMoves(state);
        GridNimMove move = moves.get(random.nextInt(moves.size()));
        played.add(move);
        state = rules.play(state, move);
        GridNimMove answer = rules.move(halfTurn(move));
        if (!rules.check(state, answer).isLegal()) {
          break;
        }
        state = rules.play(state, answer);
      }
      return List.copyOf(played);
    };
  }

  /** Replays FIRST's moves, answering each with its image, and checks every answer and the end. */
  private static void checkMirrorGame(GridNim rules, List<GridNimMove> firstMoves) {
    GridNimState state = rules.initialState();
    for (GridNimMove move : firstMoves) {
      assertThat(state.toMove()).isEqualTo(Player.FIRST);
      state = rules.play(state, move);
      long image = halfTurn(move);
      assertThat(image & move.mask()).as("image of %s meets it", move).isZero();
      GridNimMove answer = rules.move(image);
      assertThat(rules.check(state, answer).isLegal())
          .as("answer %s to %s in %s: %s", answer, move, state, rules.check(state, answer))
          .isTrue();
      state = rules.play(state, answer);
    }
    assertThat(rules.status(state).winner()).as("end of the game, %s", state).contains(Player.SECOND);
  }
}
