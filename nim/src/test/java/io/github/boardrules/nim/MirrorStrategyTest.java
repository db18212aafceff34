package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The booklet's winning method for the second player: answer every move with its image under the
 * half-turn about the centre. FIRST plays random legal moves; the image must always be legal, never
 * meet the move itself, and SECOND must win in normal play.
 */
class MirrorStrategyTest {
  private static final int GAMES = 2000;

  @Test
  void mirrorAnswersAreAlwaysLegalAndWinInStandard() {
    playMirrorGames(GridNim.standard());
  }

  @Test
  void mirrorAnswersAreAlwaysLegalAndWinWhenTouchingIsNotRequired() {
    playMirrorGames(GridNim.touchingNotRequired());
  }

  @Test
  void mirrorAnswersAreAlwaysLegalAndWinWithAnyNumberFromALine() {
    playMirrorGames(GridNim.anyNumberFromLine());
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

  private static void playMirrorGames(GridNim rules) {
    for (long seed = 0; seed < GAMES; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      GridNimState state = rules.initialState();
      while (rules.status(state).isOngoing()) {
        assertThat(state.toMove()).isEqualTo(Player.FIRST);
        List<GridNimMove> moves = rules.legalMoves(state);
        GridNimMove move = moves.get(random.nextInt(moves.size()));
        state = rules.play(state, move);
        long image = halfTurn(move);
        assertThat(image & move.mask()).as("seed %d: image of %s meets it", seed, move).isZero();
        GridNimMove answer = rules.move(image);
        assertThat(rules.check(state, answer).isLegal())
            .as("seed %d: answer %s to %s in %s: %s", seed, answer, move, state,
                rules.check(state, answer))
            .isTrue();
        state = rules.play(state, answer);
      }
      Status status = rules.status(state);
      assertThat(status.winner()).as("seed %d", seed).contains(Player.SECOND);
    }
  }
}
