package io.github.boardrules.pikkpakk.squareabalone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Player;
import io.github.boardrules.pikkpakk.GuideOutput;
import java.io.IOException;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The square Abalone code of the guide page runs here and does what the page says
 * (DocumentationSnippetsTest in examples checks that the page shows exactly this code). The
 * expected values are worked by hand from the rules text and its example row {@code XXX..o...}.
 */
class SquareAbaloneGuideTest {
  static void play() {
    // snippet:abalone-play
    SquareAbalone rules = SquareAbalone.standard();
    SquareAbaloneState state = rules.initialState();               // LIGHT rows 1-2, DARK rows 8-9
    System.out.println(rules.legalMoves(state));                   // LIGHT's nine column pairs
    state = rules.play(state, rules.notation().parse("e1-e2^"));   // throws IllegalMoveException if illegal
    System.out.println(rules.legalMoves(state).size() + " pushes for DARK; pushed off by LIGHT: "
        + state.captured(Player.FIRST) + "; " + rules.status(state));
    // end-snippet
  }

  static List<SquareAbalone> options() {
    // snippet:abalone-options
    SquareAbalone wild = SquareAbalone.builder()
        .anyDistance(true).stopOnCollision(true).continueWithMajority(true)
        .sidewaysMoves(true).winAt(6).drawOptions(DrawOptions.NONE.withPlyLimit(300)).build();
    SquareAbalone same = wild.toBuilder().build();                 // equals(wild)
    // end-snippet
    return List.of(wild, same);
  }

  static void collision() {
    // snippet:abalone-collision
    SquareAbalone ac = SquareAbalone.builder().distanceByOwnBalls(true).stopOnCollision(true).build();
    SquareAbaloneState s = ac.positions().decode(
        "........./........./........./........./XXX..o.../........./........./........./......... X 0 0 0");
    System.out.println(ac.legalMoves(s));
    System.out.println(ac.check(s, ac.notation().parse("a5-c5>3")));
    // end-snippet
  }

  static void exactDistance() {
    // snippet:abalone-exact-distance
    SquareAbalone a = SquareAbalone.builder().distanceByOwnBalls(true).build();
    SquareAbaloneState s = a.positions().decode(
        "o......../........./........./........./XXX....../........./........./........./......... X 0 0 0");
    System.out.println(a.legalMoves(s));
    System.out.println(a.check(s, a.notation().parse("a5-c5>2")).reason().orElseThrow());
    // end-snippet
  }

  static SquareAbaloneState pushAlong() {
    // snippet:abalone-push-along
    SquareAbalone b = SquareAbalone.builder().anyDistance(true).build();
    SquareAbaloneState s = b.positions().decode(
        "o......../........./........./........./XX.ooo.../........./........./........./......... X 0 0 0");
    s = b.play(s, b.notation().parse("a5-b5>5"));
    System.out.println(s);
    // end-snippet
    return s;
  }

  static MatchResult bots() {
    // snippet:abalone-bots
    SquareAbalone rules = SquareAbalone.builder().winAt(1).build();   // the first ball pushed off wins
    MctsBot<SquareAbaloneState, SquareAbaloneMove> mcts = MctsBot.builder(rules)
        .iterations(200).playout(rules::randomPlayout).plyCap(100).seed(1).build();
    AlphaBetaBot<SquareAbaloneState, SquareAbaloneMove> alphaBeta =
        AlphaBetaBot.builder(rules, SquareAbaloneEvaluation.of(rules))
            .hash(SquareAbaloneState::positionHash).maxDepth(3).build();
    MatchResult result = Match.between(rules, mcts, alphaBeta).plyCap(200).play(2);
    // end-snippet
    return result;
  }

  @Test
  void fromTheOpeningOnlyTheColumnPairsMove() throws IOException {
    String out = GuideOutput.of(SquareAbaloneGuideTest::play);
    assertThat(out.lines()).containsExactly(
        // Rows 1 and 2 reach both edges: pushed, they drop a LIGHT ball. A pair pushed down too.
        "[a1-a2^, b1-b2^, c1-c2^, d1-d2^, e1-e2^, f1-f2^, g1-g2^, h1-h2^, i1-i2^]",
        "9 pushes for DARK; pushed off by LIGHT: 0; ongoing");
    assertThat(GuideOutput.page(GuideOutput.ABALONE_GUIDE)).contains(out.strip());
  }

  @Test
  void theOptionsAreBuiltAndTheImpossibleCombinationsRefused() {
    List<SquareAbalone> made = options();
    assertThat(made.get(1)).isEqualTo(made.get(0));
    assertThat(made.get(0).plyBound()).isEqualTo(OptionalInt.of(300));
    assertThatThrownBy(() -> SquareAbalone.builder().distanceByOwnBalls(true).anyDistance(true).build())
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> SquareAbalone.builder().stopOnCollision(true).build())
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> SquareAbalone.builder().anyDistance(true).continueWithMajority(true).build())
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> SquareAbalone.builder().winAt(19).build())
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theRulesTextsExampleRowStopsAfterTwoPoints() throws IOException {
    String out = GuideOutput.of(SquareAbaloneGuideTest::collision);
    String[] lines = out.split("\n");
    // The run's one-point push, and its 3-point push stopped by f5 after 2; each single ball of
    // columns a, b, c up or down. Pushed left, a5's LIGHT ball would fall off.
    assertThat(lines[0]).isEqualTo("[a5-c5>, a5-c5>2, a5^, a5v, b5^, b5v, c5^, c5v]");
    assertThat(lines[1]).startsWith("illegal (BLOCKED): ").contains("f5").endsWith("a5-c5>2");
    assertThat(GuideOutput.page(GuideOutput.ABALONE_GUIDE)).contains(out.strip());
  }

  @Test
  void optionAPushesExactlyAsManyPointsAsOwnBalls() throws IOException {
    String out = GuideOutput.of(SquareAbaloneGuideTest::exactDistance);
    assertThat(out.lines()).containsExactly(
        "[a5-c5>, a5-c5>3, a5^, a5v, b5^, b5v, c5^, c5v]", "TOO_FAR");
    assertThat(GuideOutput.page(GuideOutput.ABALONE_GUIDE)).contains(out.strip());
  }

  @Test
  void withoutOptionCBallsMetArePushedAlongAndFallOff() throws IOException {
    String out = GuideOutput.of(() -> pushAlong());
    // XX.ooo... : the pair meets d5 after one point; four more points take the group to f5-i5
    // and drop one DARK ball, which counts for LIGHT.
    assertThat(out.strip()).isEqualTo(
        "o......../........./........./........./.....XXoo/........./........./........./......... o 1 1 0");
    assertThat(GuideOutput.page(GuideOutput.ABALONE_GUIDE)).contains(out.strip());
  }

  @Test
  void theBotsSnippetPlaysTwoGamesWithoutADraw() {
    MatchResult result = bots();
    assertThat(result.games()).isEqualTo(2);
    assertThat(result.draws()).isZero();
  }
}
