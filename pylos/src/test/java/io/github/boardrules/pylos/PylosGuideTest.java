package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.StandardOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The rules' code of the module README and the guide's Pylos page runs here and does what the
 * pages say (DocumentationSnippetsTest in examples checks that the pages show exactly this code).
 * The solvers' snippets are in {@code solve.PylosSolveGuideTest}.
 */
class PylosGuideTest {
  private static final Path README = Path.of("README.md");
  private static final Path GUIDE = Path.of("../docs/games/pylos.md");

  static void quickStart() {
    // snippet:pylos-quick-start
    Pylos rules = Pylos.standard();
    PylosState state = rules.initialState();
    state = rules.play(state, rules.notation().parse("b2"));   // throws IllegalMoveException if illegal
    System.out.println(state);                                  // the position text
    System.out.println(rules.legalMoves(state).size() + " legal moves, " + rules.status(state));
    System.out.print(state.diagram());                          // the four levels, drawn
    // end-snippet
  }

  static void outOfBalls() {
    // snippet:pylos-out-of-balls
    String text = "LLLD/LLLD/LLLD/LLLD .../.../LLL ../.. . L 0";   // all 15 LIGHT balls are on the board
    Pylos rules = Pylos.standard();
    System.out.println(rules.status(rules.positions().decode(text)));
    Pylos arena = Pylos.builder().raiseWithEmptyReserve(true).build();   // Board Game Arena's reading
    PylosState same = arena.positions().decode(text);
    System.out.println(arena.status(same) + "; first legal move " + arena.legalMoves(same).get(0));
    // end-snippet
  }

  // The snippet shows the builder; the test reads the values back.
  static Pylos[] builder() {
    // snippet:pylos-builder
    Pylos rules = Pylos.builder()
        .ruleSet(PylosRuleSet.MATURE)
        .drawOptions(DrawOptions.NONE
            .withPlyLimit(200)          // draw when 200 plies are played; default: none
            .withRepetitionDraw(3))     // draw on the 3rd occurrence of a position; default: none
        .raiseWithEmptyReserve(true)    // Board Game Arena's end; default: running out of balls loses
        .build();
    Pylos same = rules.toBuilder().build();   // rules objects are values: equals, hashCode, toString
    // end-snippet
    return new Pylos[] {rules, same};
  }

  static String[] pictures() {
    // snippet:pylos-pictures
    Pylos rules = Pylos.standard();
    PylosMove move = rules.notation().parse("b2");
    PylosState state = rules.play(rules.initialState(), move);
    String svg = PylosSvg.render(rules, state);            // the position
    String marked = PylosSvg.render(rules, state, move);   // and the move that led to it
    // Files.writeString(Path.of("pylos.svg"), marked) and open it in a browser
    // end-snippet
    return new String[] {svg, marked};
  }

  static MatchResult bots() {
    // snippet:pylos-bots
    Pylos rules = Pylos.standard();
    MctsBot<PylosState, PylosMove> mcts = MctsBot.builder(rules)
        .playout(rules::randomPlayout)              // the allocation-free fast path
        .iterations(500)                            // or .timeLimit(Duration.ofMillis(200))
        .seed(7)
        .build();
    AlphaBetaBot<PylosState, PylosMove> alphaBeta = AlphaBetaBot.builder(rules, PylosEvaluation.of(rules))
        .hash(PylosState::positionHash)
        .maxDepth(3)
        .build();
    PylosState state = rules.initialState();
    state = rules.play(state, mcts.chooseMove(state));        // LIGHT
    state = rules.play(state, alphaBeta.chooseMove(state));   // DARK
    MatchResult result = Match.between(rules, mcts, RandomBot.of(rules, 1)).play(10);
    // end-snippet
    assertThat(state.plies()).isEqualTo(2);
    return result;
  }

  @Test
  void theQuickStartPrintsWhatTheReadmeSays() throws IOException {
    String out = StandardOutput.capture(PylosGuideTest::quickStart);
    // b2 is column b, row 2; rows are written from the top (row 4 first), levels from the base up.
    // After LIGHT's first ball DARK may place on any of the 15 empty base spots, and nothing else.
    assertThat(out.lines().map(String::stripTrailing)).containsExactly(
        "..../..../.L../.... .../.../... ../.. . D 1",
        "15 legal moves, ongoing",
        "  level 0     level 1   level 2  level 3",
        "4 . . . .   3 . . .   2 . .    1 .",
        "3 . . . .   2 . . .   1 . .      a",
        "2 . L . .   1 . . .     a b",
        "1 . . . .     a b c",
        "  a b c d",
        "reserves: LIGHT 14, DARK 15; DARK to move (ply 1)");
    assertThat(Files.readString(README, StandardCharsets.UTF_8)).contains(out.strip());
  }

  @Test
  void runningOutOfBallsLosesUnlessBoardGameArenasReadingIsChosen() throws IOException {
    String out = StandardOutput.capture(PylosGuideTest::outOfBalls);
    // By the rules' default LIGHT's turn came with an empty reserve: DARK wins. Under Board Game
    // Arena's reading LIGHT raises: the free LIGHT balls are a3, b3, c3, a4, b4, c4 (nothing rests
    // on rows 3 and 4); raises are listed by source spot (a3 first) and then target, and a3 is
    // one of the four balls under 1a2, so 1b2 is the first spot a3 may go to.
    assertThat(out.lines()).containsExactly(
        "win for SECOND: LIGHT has run out of balls and loses",
        "ongoing; first legal move a3-1b2");
    assertThat(Files.readString(GUIDE, StandardCharsets.UTF_8)).contains(out.strip());
  }

  @Test
  void theBuilderMakesValuesWithTheGivenOptions() {
    Pylos[] rules = builder();
    assertThat(rules[1]).isEqualTo(rules[0]).hasSameHashCodeAs(rules[0]);
    assertThat(rules[1].toString()).isEqualTo(rules[0].toString());
    assertThat(rules[0].ruleSet()).isEqualTo(PylosRuleSet.MATURE);
    assertThat(rules[0].plyBound()).isEqualTo(OptionalInt.of(200));
    assertThat(rules[0].drawOptions()).isEqualTo(DrawOptions.NONE.withPlyLimit(200).withRepetitionDraw(3));
    assertThat(rules[0]).isNotEqualTo(Pylos.mature());
    assertThat(Pylos.standard().drawOptions()).isEqualTo(DrawOptions.NONE);
    assertThat(Pylos.standard().plyBound()).isEmpty();
    // The guide: a ply limit below 1 and a repetition draw below 2 are refused.
    assertThatThrownBy(() -> Pylos.builder().drawOptions(DrawOptions.NONE.withPlyLimit(0)).build())
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Pylos.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(1)).build())
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void thePicturesShowThePositionAndMarkTheMoveOnlyWhenGiven() {
    String[] svgs = pictures();
    for (String svg : svgs) {
      assertThat(svg).startsWith("<?xml").contains("data-point=\"b2\"").contains("data-point=\"3a1\"");
    }
    assertThat(svgs[0]).doesNotContain("last move");
    assertThat(svgs[1]).contains("last move: b2");
  }

  @Test
  void theBotsPlayAndMonteCarloBeatsRandomPlay() {
    MatchResult result = bots();
    assertThat(result.games()).isEqualTo(10);
    // PylosBotsTest: 200 iterations win 50 of 50 games against random play; 500 should lose at
    // most a game or two of ten.
    assertThat(result.firstBotWins()).isGreaterThanOrEqualTo(8);
    assertThat(result.firstBotWins() + result.secondBotWins() + result.draws()).isEqualTo(10);
    assertThat(Player.FIRST).isEqualTo(Pylos.LIGHT);
  }
}
