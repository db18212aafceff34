package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.testkit.StandardOutput;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The code of the TZAAR guide page (docs/games/tzaar.md) and the module README runs here and prints
 * what the page says (DocumentationSnippetsTest in examples checks that the pages show exactly this
 * code).
 */
class TzaarGuideTest {
  private static final Path GUIDE = Path.of("..", "docs", "games", "tzaar.md");

  static void play() {
    // snippet:tzaar-play
    Tzaar rules = Tzaar.fixedSetup();                           // the standard position
    TzaarState state = rules.initialState();
    state = rules.play(state, rules.notation().parse("D5xE6")); // WHITE's opening: one capture
    state = rules.play(state, rules.notation().parse("E7xE6")); // BLACK: a compulsory capture, then
    Legality legality = rules.check(state, rules.notation().parse("E6>E4"));
    System.out.println(legality.reason().orElseThrow() + ": " + legality.message());
    state = rules.play(state, TzaarMove.pass());                // a capture, a stack or a pass
    System.out.println(state + " " + rules.status(state));
    // end-snippet
  }

  /** The guide's snippet, as the body of a program's main: the record file is its first argument. */
  static String littleGolem(String[] args) throws IOException {
    // snippet:tzaar-littlegolem
    String text = Files.readString(Path.of(args[0]));      // a game of littlegolem.net, as the site sends it
    GameRecord<TzaarState, TzaarMove> record = TzaarLittleGolem.read(text);
    Tzaar rules = Tzaar.randomSetup(2026);
    TzaarState end = record.replay(rules).orThrow();      // IllegalMoveException names the move
    System.out.println(record.tags().get("PW") + " - " + record.tags().get("PB") + ": "
        + rules.status(end).description());
    String mine = record.write(rules.notation(), rules.positions());   // the library's record text
    // end-snippet
    return mine;
  }

  // The guide's snippet plays two bot moves to show the API; the state after them is not needed.
  @SuppressWarnings("UnusedVariable")
  static MatchResult bots() {
    // snippet:tzaar-bots
    Tzaar rules = Tzaar.fixedSetup();
    MctsBot<TzaarState, TzaarMove> mcts = MctsBot.builder(rules)
        .iterations(300)                        // or .timeLimit(Duration.ofMillis(200))
        .playout(rules::randomPlayout)          // the fast path
        .seed(1)
        .build();
    AlphaBetaBot<TzaarState, TzaarMove> alphaBeta = AlphaBetaBot.builder(rules, TzaarEvaluation.standard())
        .maxDepth(4)                            // plies: two whole turns
        .hash(TzaarState::positionHash)
        .build();
    TzaarState state = rules.initialState();
    state = rules.play(state, mcts.chooseMove(state));        // WHITE's opening capture
    state = rules.play(state, alphaBeta.chooseMove(state));   // BLACK's first action
    MatchResult result = Match.between(rules, mcts, RandomBot.of(rules, 2)).play(4);
    // end-snippet
    return result;
  }

  static int fastPath() {
    // snippet:tzaar-fast-path
    SplittableRandom random = new SplittableRandom(42);
    int whiteWins = 0;
    for (int i = 0; i < 10_000; i++) {
      Tzaar game = Tzaar.randomSetup(random.nextLong());       // a new random setup each game
      if (game.randomPlayout(game.initialState(), random, Tzaar.PLAY_PLY_BOUND) == PlayoutResult.FIRST_WINS) {
        whiteWins++;
      }
    }
    // end-snippet
    return whiteWins;
  }

  static String pictures() {
    // snippet:tzaar-pictures
    Tzaar rules = Tzaar.fixedSetup();
    TzaarMove move = rules.notation().parse("D5xE6");
    TzaarState state = rules.play(rules.initialState(), move);
    String svg = TzaarSvg.render(rules, state, move);   // or render(rules, state): no mark
    // Files.writeString(Path.of("tzaar.svg"), svg) and open it in a browser
    // end-snippet
    return svg;
  }

  @Test
  void thePlaySnippetPrintsWhatTheGuideSays() throws IOException {
    String out = StandardOutput.capture(TzaarGuideTest::play);
    assertThat(out.lines()).containsExactly(
        "CENTRE_HOLE: E6>E4: the line from E6 to E4 crosses the centre hole E5",
        "CCCCc/cBBBbc/cbAAabc/cbaC.abc/cbacA.BC/CBACcABC/CBAaaBC/CBbbbC/Ccccc w capture ongoing");
    assertThat(Files.readString(GUIDE, StandardCharsets.UTF_8)).contains(out.strip());
  }

  @Test
  void theLittleGolemSnippetPrintsWhatTheGuideSays(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("game2552914.txt");
    try (InputStream in = getClass().getResourceAsStream("littlegolem/game2552914.txt")) {
      Files.write(file, in.readAllBytes());
    }
    String[] mine = new String[1];
    String out = StandardOutput.capture(() -> {
      try {
        mine[0] = littleGolem(new String[] {file.toString()});
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
    assertThat(out.strip()).isEqualTo(
        "Michael Reitz - ivyed_seer ?: BLACK cannot capture at the start of his turn; WHITE wins");
    assertThat(mine[0]).contains("[PW \"Michael Reitz\"]").contains("53. ");
  }

  @Test
  void theFastPathSnippetPlaysWholeGames() {
    int whiteWins = fastPath();
    // Both colours win some random games.
    assertThat(whiteWins).isBetween(1, 9_999);
  }

  @Test
  void theBotsSnippetPlaysAMatch() {
    MatchResult result = bots();
    assertThat(result.games()).isEqualTo(4);
    assertThat(result.firstBotWins() + result.secondBotWins() + result.draws()).isEqualTo(4);
  }

  @Test
  void thePicturesSnippetDrawsTheMove() {
    String svg = pictures();
    assertThat(svg).startsWith("<?xml").contains("<title>TZAAR, BLACK to move, first action (capture)</title>")
        .contains(">Last move: D5xE6</text>");
  }
}
