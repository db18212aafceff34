package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.StandardOutput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The code of the ZÈRTZ guide page (docs/games/zertz.md) and the module README runs here and does
 * what the page says (DocumentationSnippetsTest in examples checks that the pages show exactly this
 * code).
 */
class ZertzGuideTest {
  /** What the first example computes. */
  private record Start(int placements, Status status, String text, String diagram) {}

  static Start start() {
    Start[] start = new Start[1];
    String diagram = StandardOutput.capture(() -> {
      // snippet:zertz-start
      Zertz rules = Zertz.standard();                               // 37 rings, basic marble set
      ZertzState state = rules.initialState();
      state = rules.play(state, rules.notation().parse("Bd4,a1"));  // black on d4, remove a1
      int placements = rules.legalMoves(state).size();              // 1734 placements
      Status status = rules.status(state);                          // ongoing
      String text = state.toString();   // "37 -.../...../....../...b.../....../...../.... 5,7,8 0,0,0 0,0,0 2 0 0"
      System.out.print(state.diagram());                            // the hexagon in characters
      // end-snippet
      start[0] = new Start(placements, status, text, "");
    });
    return new Start(start[0].placements(), start[0].status(), start[0].text(), diagram);
  }

  @Test
  void theFirstExampleReachesTheHandWorkedPosition() {
    Start start = start();
    // After Bd4,a1 the 17 edge rings left are free (a1's removal frees no inner ring: b2 lacks
    // only one neighbour). A marble on a free ring leaves 16 to remove, on one of the 18 other
    // vacant rings 17: 3 colours x (17 x 16 + 18 x 17) = 1734.
    assertThat(start.placements()).isEqualTo(3 * (17 * 16 + 18 * 17));
    assertThat(start.status().isOngoing()).isTrue();
    // The basic pool less one black; a1 removed (first column), black on d4 (fourth ring of d).
    assertThat(start.text()).isEqualTo("37 -.../...../....../...b.../....../...../.... 5,7,8 0,0,0 0,0,0 2 0 0");
    assertThat(start.diagram()).contains("a  b  c  d  e  f  g")
        .contains("pool W5 G7 B8 | FIRST W0 G0 B0 | SECOND W0 G0 B0 | SECOND to move");
  }

  /** What the records example reads. */
  private record Read(Zertz rules, List<ZertzMove> moves, String first, Optional<Player> winner,
      ZertzState end, String written) {}

  /** The guide's snippet, as the body of a program's main: the record file is its first argument. */
  static Read records(String[] args) throws IOException {
    // snippet:zertz-records
    String text = Files.readString(Path.of(args[0]));      // a boardspace.net .sgf file
    BoardspaceGame game = BoardspaceRecords.read(text);    // tournament set, as boardspace plays
    Zertz rules = game.rules();                            // Zertz[61 rings, TOURNAMENT marbles] for SU[Zertz+24]
    List<ZertzMove> moves = game.record().moves();         // one ZertzMove per turn
    String first = game.playerId(Player.FIRST);            // the player of the Start action
    Optional<Player> winner = game.recordedWinner();       // from RE[Game won by <id>]
    ZertzState end = game.finalState();
    String written = BoardspaceRecords.write(rules, moves, "alice", "bob");
    // end-snippet
    return new Read(rules, moves, first, winner, end, written);
  }

  @Test
  void theRecordsExampleReadsARealGame(@TempDir Path dir) throws IOException {
    // SU[Zertz+24], P0[id "preve"] P1[id "Kartoved24"], "Start P0", RE[Game won by Kartoved24].
    Path file = Files.writeString(dir.resolve("game.sgf"),
        BoardspaceRecordsTest.resource("T!Z24-preve-Kartoved24-2025-10-27-2014.sgf"));
    Read read = records(new String[] {file.toString()});
    assertThat(read.rules()).isEqualTo(Zertz.boardspace(ZertzBoard.RINGS_61));
    assertThat(read.rules().toString()).isEqualTo("Zertz[61 rings, TOURNAMENT marbles]");
    assertThat(read.first()).isEqualTo("preve");
    assertThat(read.winner()).contains(Player.SECOND);
    assertThat(read.rules().status(read.end()).winner()).contains(Player.SECOND);
    BoardspaceGame again = BoardspaceRecords.read(read.written());
    assertThat(again.record().moves()).isEqualTo(read.moves());
    assertThat(again.playerId(Player.FIRST)).isEqualTo("alice");
    assertThat(read.written()).contains("RE[Game won by bob]");
  }

  static PlayoutResult fastPlayout() {
    // snippet:zertz-fast-playout
    Zertz rules = Zertz.standard();
    SplittableRandom random = new SplittableRandom(7);
    PlayoutResult result = rules.randomPlayout(rules.initialState(), random, 1_000);   // UNFINISHED if cut at the cap
    // end-snippet
    return result;
  }

  @Test
  void theFastPlayoutPlaysTheGameThePlainApiPlays() {
    Zertz rules = Zertz.standard();
    PlayoutResult plain = Playouts.playout(rules, rules.initialState(), new SplittableRandom(7), 1_000);
    assertThat(fastPlayout()).isEqualTo(plain).isNotEqualTo(PlayoutResult.UNFINISHED);
  }

  /** What the bots example makes. */
  private record Played(ZertzMove move, MatchResult result, AlphaBetaBot<ZertzState, ZertzMove> alphaBeta) {}

  static Played bots() {
    // snippet:zertz-bots
    Zertz rules = Zertz.standard();
    MctsBot<ZertzState, ZertzMove> mcts = MctsBot.builder(rules)
        .iterations(1_000)                      // or .timeLimit(Duration.ofMillis(200))
        .playout(rules::randomPlayout)          // the fast path
        .seed(1)
        .build();
    AlphaBetaBot<ZertzState, ZertzMove> alphaBeta = AlphaBetaBot.builder(rules, ZertzEvaluation.of(rules))
        .maxDepth(3)
        .hash(ZertzState::positionHash)
        .build();
    ZertzMove move = mcts.chooseMove(rules.initialState());
    MatchResult result = Match.between(rules, mcts, RandomBot.of(rules, 2)).play(4);
    // end-snippet
    return new Played(move, result, alphaBeta);
  }

  @Test
  void theBotsExamplePlays() {
    Played played = bots();
    Zertz rules = Zertz.standard();
    assertThat(rules.legalMoves(rules.initialState())).contains(played.move());
    assertThat(played.result().games()).isEqualTo(4);
    assertThat(played.result().firstBotWins() + played.result().secondBotWins() + played.result().draws())
        .isEqualTo(4);
    // The guide's position where the only legal move is the capture xc4-e5.
    ZertzState forced = rules.positions().decode(
        "37 ----/..---/-g.w--/w...b--/-....-/w--b-/---- 0,0,0 1,3,4 1,3,3 2 59 0");
    assertThat(played.alphaBeta().chooseMove(forced)).hasToString("xc4-e5");
  }
}
