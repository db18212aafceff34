package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Player;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The bots on the colour-field game: MCTS against random play, alpha-beta on hand-built races. */
@Tag("search-heavy") // its time is a bot's search: the build gives it the optimising compiler (see the POM)
class ColorFieldBotsTest {
  private final ColorField rules = ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();

  @Test
  void mctsBeatsTheRandomBot() {
    // A ply limit of 150: random games last about 150 plies, so the playouts mostly end in a win
    // and carry a signal. (With a limit of 100 most playouts from early positions are draws, and
    // MCTS drew most games; with 200 and 100 iterations it won 44 of 50 in about as much time.)
    ColorField limited = ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(150)).build();
    MctsBot<ColorFieldState, ColorFieldMove> mcts = MctsBot.builder(limited)
        .iterations(150)
        .playout(limited::randomPlayout)
        .seed(21)
        .build();
    MatchResult result = Match.between(limited, mcts, RandomBot.of(limited, 22)).play(50);
    assertThat(result.firstBotWins()).as("%s", result).isGreaterThanOrEqualTo(45);
  }

  /**
   * FULL to move wins at once, on the default layout (castle e5 f5 e6 f6):
   *
   * <pre>
   * 10 g . . . . . . . . .     EMPTY: a GREEN piece on a10, its 3 RED pieces in the gates
   *  9 . . . . . . . . . .            i11 f11 c11
   *  ...
   *  5 . . . . [c c] . . . .   (c: castle)
   *  4 . . . R . . . . . .     FULL: a RED piece on d4, two in the gates e0 h0
   *  3 . . . . . . . . . .
   *    a b c d e f g h i j
   * </pre>
   *
   * d4-e5 puts the RED piece on the castle. No other move wins: d4's other neighbours are not
   * castle squares, the gate pieces step onto row 1, and EMPTY's RED pieces sit in gates, where
   * they cannot be captured.
   */
  @Test
  void alphaBetaFindsTheWinInOne() {
    ColorFieldState state = rules.positions().decode("g........./........../........../"
        + "........../........../........../...R....../........../........../.........."
        + " -RRrrr F 20");
    AlphaBetaBot.Search<ColorFieldMove> search = alphaBeta().search(state);

    assertThat(search.move()).isEqualTo(rules.notation().parse("d4-e5"));
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 1);
  }

  /**
   * FULL to move wins with his second move: as above, with the RED piece on c3, two king steps
   * from e5. Of c3's neighbours only d4 touches the castle, so c3-d4 is the one first move that
   * wins in two: EMPTY's GREEN piece (a10) and RED pieces (gates on row 11) are too far to block
   * e5 (only RED pieces may enter it anyway) or to capture (a GREEN piece captures by stepping on
   * a GREEN square, and a10's neighbours a9 b9 b10 are PURPLE); then d4-e5.
   */
  @Test
  void alphaBetaFindsTheWinInTwo() {
    ColorFieldState state = rules.positions().decode("g........./........../........../"
        + "........../........../........../........../..R......./........../.........."
        + " -RRrrr F 20");
    AlphaBetaBot.Search<ColorFieldMove> search = alphaBeta().search(state);

    assertThat(search.move()).isEqualTo(rules.notation().parse("c3-d4"));
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 3);
  }

  private AlphaBetaBot<ColorFieldState, ColorFieldMove> alphaBeta() {
    return AlphaBetaBot.builder(rules, ColorFieldEvaluation.of(rules))
        .hash(ColorFieldState::positionHash)
        .maxDepth(4)
        .build();
  }

  @Test
  void theEvaluationCountsMaterialAndTheRaceToTheCastle() {
    ColorFieldEvaluation evaluation = ColorFieldEvaluation.of(rules);
    // The start is symmetric (the half-turn swaps the teams): even for both.
    assertThat(evaluation.evaluate(rules.initialState(), Player.FIRST)).isZero();
    // The win-in-two position: FULL has 3 RED pieces (100 + 300 each), EMPTY 3 RED pieces and a
    // GREEN one (100). FULL's nearest RED piece is c3, 2 steps from e5; EMPTY's are in the gates
    // i11 f11 c11, one step onto row 10, which is 4 steps from the castle (row 6): 5.
    ColorFieldState state = rules.positions().decode("g........./........../........../"
        + "........../........../........../........../..R......./........../.........."
        + " -RRrrr F 20");
    int full = 3 * (ColorFieldEvaluation.PIECE + ColorFieldEvaluation.RED);
    int empty = 3 * (ColorFieldEvaluation.PIECE + ColorFieldEvaluation.RED) + ColorFieldEvaluation.PIECE;
    int race = ColorFieldEvaluation.RACE * (5 - 2);
    assertThat(evaluation.evaluate(state, Player.FIRST)).isEqualTo(full - empty + race);
    assertThat(evaluation.evaluate(state, Player.SECOND)).isEqualTo(-(full - empty + race));
    ColorField small = ColorField.of(ColorFieldLayout.parse(Boards.SMALL_LAYOUT));
    assertThatThrownBy(() -> evaluation.evaluate(small.initialState(), Player.FIRST))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("another layout");
  }
}
