package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.StandardOutput;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The code of the colour-field guide page (docs/games/colorfield.md) and the module README runs
 * here and does what the page says (DocumentationSnippetsTest in examples checks that the pages
 * show exactly this code). Expected values are worked by hand from the default layout.
 */
class ColorFieldGuideTest {
  /** The 6x6 example of the guide's "Layout text", without its notes. */
  /** What the first example computes. */
  private record Start(ColorFieldState state, List<ColorFieldMove> moves, Status status, String drawing) {}

  static Start start() {
    Start[] start = new Start[1];
    String drawing = StandardOutput.capture(() -> {
      // snippet:colorfield-start
      ColorField rules = ColorField.standard();                   // default layout, FULL starts
      ColorFieldState state = rules.initialState();
      state = rules.play(state, rules.notation().parse("b2-c3")); // IllegalMoveException if illegal
      List<ColorFieldMove> moves = rules.legalMoves(state);       // EMPTY to move
      Status status = rules.status(state);                        // ongoing, win (with reason) or draw
      System.out.println(rules.render(state));                    // a drawing of the board
      // end-snippet
      start[0] = new Start(state, moves, status, "");
    });
    return new Start(start[0].state(), start[0].moves(), start[0].status(), drawing);
  }

  @Test
  void theFirstExampleStepsAPieceAndLeavesEmptyToMove() {
    Start start = start();
    ColorField rules = ColorField.standard();
    assertThat(rules.team(rules.toMove(start.state()))).isEqualTo(Team.EMPTY);
    assertThat(start.status().isOngoing()).isTrue();
    assertThat(start.moves()).isNotEmpty();
    // FULL's PURPLE piece left b2 (a Y square) for c3 (a B square): captures nothing.
    assertThat(start.state().toString()).startsWith(
        "bgpybgpybg/.b.g..y.p./........../........../........../........../........../..P......./...Y..G.B./GBYPGBYPGB RRRrrr E 1");
    assertThat(start.drawing()).contains("gates: b0 R, e0 R, h0 R, i11 r, f11 r, c11 r")
        .contains("EMPTY to move, ply 1");
  }

  @Test
  void theOptionsExampleBuildsTheGameItNames() {
    // snippet:colorfield-options
    String text = """
        size 6x6
        row 6 . G B Y P .
        row 5 G B Y P G B
        row 4 Y P R R B G
        row 3 B G R R Y P
        row 2 P Y G B P Y
        row 1 . B P G Y .
        merge c3 d3 c4 d4
        castle c3
        gate c0 FULL
        gate d0 FULL c1 d1 e1
        gate d7 EMPTY
        gate c7 EMPTY b6 c6 d6
        start FULL B b1
        start FULL P c1
        start EMPTY G b6
        start EMPTY B c6
        """;                                    // a 6 x 6 board, written as Layout text says
    ColorField rules = ColorField.builder()
        .layout(ColorFieldLayout.parse(text))   // default: ColorFieldLayout.standard()
        .firstTeam(Team.EMPTY)                  // default: FULL
        .drawOptions(DrawOptions.NONE           // default: DrawOptions.NONE, the rules' own: no draw
            .withPlyLimit(300)                  //   a draw after 300 plies
            .withRepetitionDraw(3))             //   a draw at the third occurrence of a position
        .capturingStepRequired(true)            // default: false (the sheet's reading)
        .build();
    // end-snippet
    // 36 cells less 4 cut corners, the 2x2 castle one square: 29 squares.
    assertThat(rules.layout().squareCount()).isEqualTo(29);
    assertThat(rules.firstTeam()).isEqualTo(Team.EMPTY);
    assertThat(rules.player(Team.EMPTY)).isEqualTo(Player.FIRST);
    assertThat(rules.plyBound()).hasValue(300);
    assertThat(rules.drawOptions()).isEqualTo(DrawOptions.NONE.withPlyLimit(300).withRepetitionDraw(3));
    assertThat(rules.capturingStepRequired()).isTrue();
    ColorField defaults = ColorField.standard();
    assertThat(defaults.firstTeam()).isEqualTo(Team.FULL);
    assertThat(defaults.plyBound()).isEmpty();
    assertThat(defaults.capturingStepRequired()).isFalse();
  }

  @Test
  void theCaptureExampleReadsCompulsoryCaptureAsTheSheetDoes() {
    // snippet:colorfield-capture
    ColorField sheet = ColorField.standard();
    MoveNotation<ColorFieldMove> n = sheet.notation();
    ColorFieldState start = sheet.initialState();
    Legality mustCapture = sheet.check(start, n.parse("d1-e2"));     // CAPTURE_REQUIRED: "d1-e2 must capture one of b9, a10, b10, e10, f10 ..."
    Legality captures = sheet.check(start, n.parse("d1-e2xa10"));    // legal: a PURPLE piece onto PURPLE takes a piece on PURPLE
    Legality quiet = sheet.check(start, n.parse("a1-a2"));           // legal: captures nothing, though d1-e2xa10 could
    ColorField draughts = ColorField.builder().capturingStepRequired(true).build();
    Legality refused = draughts.check(start, n.parse("a1-a2"));      // CAPTURING_STEP_REQUIRED
    List<ColorFieldMove> steps = draughts.legalMoves(start);         // the 14 capturing steps: d1-e2 x5, i1-h2 x6, d2-e3 x3
    // end-snippet
    // d1 holds FULL's PURPLE piece; e2 is a PURPLE square. EMPTY's pieces on PURPLE squares: b9
    // (BLUE), a10 (BLUE), b10 (GREEN), e10 (BLUE), f10 (GREEN), in square order.
    assertThat(mustCapture.reason()).contains(ColorFieldReason.CAPTURE_REQUIRED);
    assertThat(mustCapture.message()).startsWith("d1-e2 must capture one of b9, a10, b10, e10, f10");
    assertThat(captures.isLegal()).isTrue();
    // a1 holds a GREEN piece on a YELLOW square; a2 is YELLOW.
    assertThat(quiet.isLegal()).isTrue();
    assertThat(refused.reason()).contains(ColorFieldReason.CAPTURING_STEP_REQUIRED);
    // GREEN i1 onto GREEN h2: EMPTY's pieces on GREEN squares c10 d10 g10 h10 d9 g9 (6);
    // YELLOW d2 onto YELLOW e3: EMPTY's pieces on YELLOW squares i9 i10 j10 (3).
    assertThat(steps).hasSize(5 + 6 + 3);
    assertThat(steps).extracting(Object::toString)
        .filteredOn(s -> s.startsWith("d1-e2x")).hasSize(5);
    assertThat(steps).extracting(Object::toString)
        .filteredOn(s -> s.startsWith("i1-h2x")).hasSize(6);
    assertThat(steps).extracting(Object::toString)
        .filteredOn(s -> s.startsWith("d2-e3x")).hasSize(3);
  }

  @Test
  void thePicturesExampleMarksTheMoveOnlyWhenGivenOne() {
    // snippet:colorfield-pictures
    ColorField rules = ColorField.standard();
    ColorFieldMove move = rules.notation().parse("b2-c3");
    ColorFieldState state = rules.play(rules.initialState(), move);
    String svg = ColorFieldSvg.render(rules, state);            // the position
    String marked = ColorFieldSvg.render(rules, state, move);   // and the move that led to it
    // Files.writeString(Path.of("colorfield.svg"), marked) and open it in a browser
    // end-snippet
    assertThat(svg).startsWith("<?xml").doesNotContain("b2-c3");
    assertThat(marked).startsWith("<?xml").contains("b2-c3");
  }

  @Test
  void theFastPlayoutPlaysTheGameThePlainApiPlays() {
    // snippet:colorfield-fast-playout
    ColorField rules = ColorField.standard();
    PlayoutResult result = rules.randomPlayout(rules.initialState(), new SplittableRandom(42), 1_000);
    // end-snippet
    PlayoutResult plain = Playouts.playout(rules, rules.initialState(), new SplittableRandom(42), 1_000);
    assertThat(result).isEqualTo(plain);
  }

  /** What the bots example makes. */
  private record Bots(ColorFieldMove move, MatchResult result) {}

  static Bots bots() {
    // snippet:colorfield-bots
    ColorField rules = ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(150)).build();
    MctsBot<ColorFieldState, ColorFieldMove> mcts = MctsBot.builder(rules)
        .playout(rules::randomPlayout)           // the fast path, capped at the bot's plyCap
        .iterations(200)                         // or .timeLimit(Duration.ofMillis(200))
        .seed(7)
        .build();
    AlphaBetaBot<ColorFieldState, ColorFieldMove> alphaBeta =
        AlphaBetaBot.builder(rules, ColorFieldEvaluation.of(rules))
            .hash(ColorFieldState::positionHash)
            .maxDepth(4)
            .build();
    ColorFieldMove move = alphaBeta.chooseMove(rules.initialState());
    MatchResult result = Match.between(rules, mcts, RandomBot.of(rules, 1)).play(2);
    // end-snippet
    return new Bots(move, result);
  }

  @Test
  void theBotsExamplePlays() {
    Bots bots = bots();
    ColorField rules = ColorField.standard();
    assertThat(rules.legalMoves(rules.initialState())).contains(bots.move());
    assertThat(bots.result().games()).isEqualTo(2);
    assertThat(bots.result().firstBotWins() + bots.result().secondBotWins() + bots.result().draws()
        + bots.result().unfinished()).isEqualTo(2);
  }
}
