package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Status;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/**
 * The Pikk-Pakk code of the module README and of the guide page runs here and does what the pages
 * say (DocumentationSnippetsTest in examples checks that the pages show exactly this code). The
 * expected values are worked by hand from the rules text's opening diagram.
 */
class PikkPakkGuideTest {
  private static final Path README = GuideOutput.README;
  private static final Path GUIDE = GuideOutput.PIKKPAKK_GUIDE;

  /** The opening of the rules text, rows 9 to 1, after LIGHT pushed row 7 one point right. */
  private static final String AFTER_B7_H7_RIGHT = """
         a b c d e f g h i
      9  . . . . . . . . .
      8  . X o o o o o o .
      7  . . X o X X X X X
      6  . X o X o o o X .
      5  . X o X R X o X .
      4  . X o o o X o X .
      3  . X X X X X o X .
      2  . o o o o o o X .
      1  . . . . . . . . .
      """;

  static void quickStart() {
    // snippet:pikkpakk-quick-start
    PikkPakk rules = PikkPakk.standard();                        // the basic game, no options
    PikkPakkState state = rules.initialState();                  // the spiral, LIGHT to move
    state = rules.play(state, rules.notation().parse("b7-h7>")); // throws IllegalMoveException if illegal
    System.out.println(rules.legalMoves(state).size() + " pushes for DARK; " + rules.status(state));
    System.out.print(state.render());
    // end-snippet
  }

  static void play() {
    // snippet:pikkpakk-play
    PikkPakk rules = PikkPakk.standard();
    PikkPakkState state = rules.initialState();
    System.out.println(rules.legalMoves(state).size());         // LIGHT's pushes from the opening
    state = rules.play(state, rules.notation().parse("b7-h7>"));
    System.out.println(rules.legalMoves(state));                 // DARK's, in legalMoves order
    System.out.println(rules.check(state, rules.notation().parse("c8-h8>")));
    System.out.println(state);                                   // the position text
    // end-snippet
  }

  // The snippet shows each way to cap a game; the test reads the values it makes.
  @SuppressWarnings("UnusedVariable")
  static List<Object> caps() {
    // snippet:pikkpakk-caps
    PikkPakk rules = PikkPakk.standard();
    OptionalInt bound = rules.plyBound();                        // empty: the rules know no draw
    PlayoutResult result =                                       // a win, or UNFINISHED at 1,000 plies
        rules.randomPlayout(rules.initialState(), new SplittableRandom(7), 1_000);
    MctsBot<PikkPakkState, PikkPakkMove> mcts =
        MctsBot.builder(rules).playout(rules::randomPlayout).plyCap(1_000).seed(1).build();
    PikkPakk limited = PikkPakk.builder()
        .drawOptions(DrawOptions.NONE.withPlyLimit(300).withRepetitionDraw(3)).build();
    // end-snippet
    return List.of(bound, result, mcts, limited);
  }

  static List<PikkPakk> variants() {
    // snippet:pikkpakk-variants
    PikkPakk capture = PikkPakk.builder().capture(true).winningTieMove(true).build();
    PikkPakk big = PikkPakk.builder().enlargedBoard(11).capture(true).jointOpening(true).build();
    PikkPakk square = PikkPakk.builder().square(true)
        .drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build();
    PikkPakk same = capture.toBuilder().build();                 // equals(capture)
    // end-snippet
    return List.of(capture, big, square, same);
  }

  static Status jointOpening() {
    // snippet:pikkpakk-joint-opening
    PikkPakk joint = PikkPakk.builder().jointOpening(true).build();
    PikkPakkState s = joint.initialState();                      // only the TARGET, on e5
    for (String point : List.of("d5", "b2", "f5", "c2", "e6", "d2", "e4")) {
      s = joint.play(s, joint.notation().parse(point));
    }
    System.out.println(joint.status(s));                         // LIGHT's fourth ball around e5
    // end-snippet
    return joint.status(s);
  }

  static PikkPakkState record() {
    // snippet:pikkpakk-record
    String text = """
        [Game "Pikk-Pakk"]
        [Start "........./.Xoooooo./.XoXXXXX./.XoXoooX./.XoXRXoX./.XoooXoX./.XXXXXoX./.ooooooX./......... X 0"]

        1. b7-h7>
        2. b8-h8<
        """;
    PikkPakk rules = PikkPakk.standard();
    GameRecord<PikkPakkState, PikkPakkMove> record =
        GameRecord.read(text, rules.notation(), rules.positions());
    PikkPakkState end = record.replay(rules).orThrow();          // IllegalMoveException names the move
    // end-snippet
    return end;
  }

  static String picture() {
    // snippet:pikkpakk-pictures
    PikkPakk rules = PikkPakk.standard();
    PikkPakkMove move = rules.notation().parse("b7-h7>");
    PikkPakkState state = rules.play(rules.initialState(), move);
    String svg = PikkPakkSvg.render(rules, state, move);         // or render(rules, state): no mark
    // Files.writeString(Path.of("pikkpakk.svg"), svg) and open it in a browser
    // end-snippet
    return svg;
  }

  static MatchResult bots() {
    // snippet:pikkpakk-bots
    PikkPakk rules = PikkPakk.standard();                        // exact rules: the tools carry the caps
    MctsBot<PikkPakkState, PikkPakkMove> mcts = MctsBot.builder(rules)
        .iterations(300).playout(rules::randomPlayout).plyCap(1_000).seed(1).build();
    AlphaBetaBot<PikkPakkState, PikkPakkMove> alphaBeta =
        AlphaBetaBot.builder(rules, PikkPakkEvaluation.of(rules))
            .hash(PikkPakkState::positionHash).maxDepth(3).build();
    MatchResult result = Match.between(rules, mcts, alphaBeta).plyCap(300).play(2);
    // end-snippet
    return result;
  }

  @Test
  void theQuickStartPushesRowSevenAndLeavesDarkSixteenPushes() throws IOException {
    String out = GuideOutput.of(PikkPakkGuideTest::quickStart);
    // DARK leads rows 2, 4, 6, 8 and, after the push, columns c, d, e, g: 8 lines, both ways each.
    assertThat(out).isEqualTo("16 pushes for DARK; ongoing\n" + AFTER_B7_H7_RIGHT);
    assertThat(Files.readString(README, StandardCharsets.UTF_8)).contains(out.strip());
  }

  @Test
  void thePlaySnippetListsTheMovesWorkedOutFromTheOpening() throws IOException {
    String out = GuideOutput.of(PikkPakkGuideTest::play);
    assertThat(out.lines()).containsExactly(
        // LIGHT leads rows 3, 5, 7 and columns b, d, f, h.
        "14",
        // Rows from the bottom, then columns from a; each line towards higher points first.
        "[b2-h2>, b2-h2<, b4-h4>, b4-h4<, b6-h6>, b6-h6<, b8-h8>, b8-h8<, "
            + "c2-c8^, c2-c8v, d2-d8^, d2-d8v, e2-e8^, e2-e8v, g2-g8^, g2-g8v]",
        "illegal (NOT_MAXIMAL): The run c8-h8 goes on to b8: only a whole run of touching balls moves",
        "........./.Xoooooo./..XoXXXXX/.XoXoooX./.XoXRXoX./.XoooXoX./.XXXXXoX./.ooooooX./......... o 1");
    assertThat(Files.readString(GUIDE, StandardCharsets.UTF_8)).contains(out.strip());
  }

  @Test
  void theCapsAreTheToolsOrTheOptionsNeverTheRules() {
    List<Object> made = caps();
    assertThat(made.get(0)).isEqualTo(OptionalInt.empty());
    assertThat(made.get(1)).isIn(PlayoutResult.FIRST_WINS, PlayoutResult.SECOND_WINS, PlayoutResult.UNFINISHED);
    PikkPakk limited = (PikkPakk) made.get(3);
    assertThat(limited.plyBound()).isEqualTo(OptionalInt.of(300));
    assertThat(limited.drawOptions()).isEqualTo(DrawOptions.NONE.withPlyLimit(300).withRepetitionDraw(3));
    @SuppressWarnings("unchecked")
    MctsBot<PikkPakkState, PikkPakkMove> mcts = (MctsBot<PikkPakkState, PikkPakkMove>) made.get(2);
    PikkPakk rules = PikkPakk.standard();
    assertThat(rules.legalMoves(rules.initialState())).contains(mcts.chooseMove(rules.initialState()));
  }

  @Test
  void theVariantsAreBuiltAndTheImpossibleCombinationsRefused() {
    List<PikkPakk> made = variants();
    assertThat(made.get(3)).isEqualTo(made.get(0));
    // The 11x11 board centres the 7x7 block: its centre, the TARGET, is f6.
    PikkPakk big = made.get(1);
    assertThat(big.size()).isEqualTo(11);
    assertThat(big.initialState().target()).isEqualTo(Point.parse("f6"));
    assertThat(made.get(2).plyBound()).isEmpty();
    assertThatThrownBy(() -> PikkPakk.builder().square(true).capture(true).build())
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PikkPakk.builder().square(true).neutralFrame(true).build())
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PikkPakk.builder().enlargedBoard(10)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aPlacementThatEnclosesTheTargetWinsDuringTheJointOpening() throws IOException {
    Status[] made = new Status[1];
    String out = GuideOutput.of(() -> made[0] = jointOpening());
    Status status = made[0];
    // d5, f5, e6 and e4 are LIGHT's 1st, 2nd, 3rd and 4th placements: the four neighbours of e5.
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(PikkPakkTermination.ENCLOSURE);
    assertThat(Files.readString(GUIDE, StandardCharsets.UTF_8)).contains(out.strip());
  }

  @Test
  void theRecordReplaysBothPushes() {
    PikkPakkState end = record();
    // Row 7 moved right (b7 empty, i7 LIGHT), then row 8 left (a8 LIGHT, h8 empty); LIGHT to move.
    assertThat(end.toString()).isEqualTo(
        "........./Xoooooo../..XoXXXXX/.XoXoooX./.XoXRXoX./.XoooXoX./.XXXXXoX./.ooooooX./......... X 2");
  }

  @Test
  void thePictureIsAnSvgDocumentWithEveryPointNamed() throws Exception {
    String svg = picture();
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    assertThat(doc.getDocumentElement().getTagName()).isEqualTo("svg");
    assertThat(svg).contains("DARK").contains("data-point=\"a1\"").contains("data-point=\"i9\"");
  }

  @Test
  void theBotsSnippetPlaysTwoGamesWithoutADraw() {
    MatchResult result = bots();
    assertThat(result.games()).isEqualTo(2);
    // The rules know no draw: a game ends by a win or is cut unfinished at the match's cap.
    assertThat(result.draws()).isZero();
    assertThat(result.firstBotWins() + result.secondBotWins() + result.unfinished()).isEqualTo(2);
  }
}
