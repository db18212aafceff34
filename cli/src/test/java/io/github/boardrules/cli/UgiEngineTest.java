package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code ugi <game>} driven through in-memory streams: the handshake, positions, moves, queries and
 * errors of the UGI protocol as the cutegames text describes it. The positions are grid NIM's
 * (4x4, take 1 to 3 touching balls from a row or column; who takes the last ball wins), worked by
 * hand: with one ball left (a1) the only move is a1, and with a1 and b1 left the winning move takes
 * both.
 */
class UgiEngineTest {
  private static List<String> answers(String commands, String... args) {
    String[] all = new String[args.length + 2];
    all[0] = "ugi";
    all[1] = "nim";
    System.arraycopy(args, 0, all, 2, args.length);
    CliRun run = CliRun.withInput(commands, all);
    assertThat(run.exitCode()).as("err: %s", run.err()).isZero();
    assertThat(run.err()).isEmpty();
    return run.out().lines().toList();
  }

  @Test
  void theHandshakeNamesTheEngineAndItsOptionsThenSaysUgiok() {
    assertThat(answers("ugi\nisready\nquit\n", "--level", "3")).containsExactly(
        "id name boardrules nim 3",
        "id author boardrules",
        "option name Seed type string default 1",
        "option name Level type spin default 3 min 1 max 5",
        "ugiok",
        "readyok");
  }

  @Test
  void goAnswersTheOnlyMoveAndTheQueriesFollowThePosition() {
    List<String> lines = answers(String.join("\n",
        "ugi", "uginewgame", "position fen ..../..../..../o... 1",
        "query gameover", "query p1turn", "query result", "go movetime 50",
        "position fen ..../..../..../o... 1 moves a1",
        "query gameover", "query p1turn", "query result", "quit", ""), "1");
    assertThat(lines.subList(lines.indexOf("ugiok") + 1, lines.size())).containsExactly(
        "response false", "response true", "response none",
        "bestmove a1",
        // the first player took the last ball and won; the second is to move in the empty grid
        "response true", "response false", "response p1win");
  }

  @Test
  void theStrongestLevelTakesBothLastBallsToWin() {
    List<String> lines = answers("position fen ..../..../..../oo.. 2\ngo\nquery p1turn\n");
    assertThat(lines).containsExactly("bestmove a1-b1", "response false");
  }

  @Test
  void startposAndMovesAreTheGamesOwnAndAGoWithClocksPlaysALegalMove() {
    List<String> lines = answers(String.join("\n",
        "position startpos moves a1 b2-b4", "query p1turn", "go wtime 1000 btime 1000 winc 10 binc 10", ""),
        "mcts:50");
    assertThat(lines.get(0)).isEqualTo("response true");
    assertThat(lines.get(1)).startsWith("bestmove ");
    String move = lines.get(1).substring("bestmove ".length());
    var game = GameChoice.CATALOG.game("nim");
    assertThat(move).as("not a ball taken already").isNotIn("a1", "b2", "b3", "b4");
    assertThat(game.notation().parse(move)).isNotNull();
  }

  @Test
  void aMalformedPositionIsAnInfoStringAndTheOldPositionStays() {
    List<String> lines = answers(String.join("\n",
        "position fen ..../..../..../o... 1",
        "position fen oooo/oooo 1",
        "position startpos moves a1 a1",
        "position sideways",
        "setoption name Colour value blue",
        "frobnicate",
        "stop",
        "go", "quit", "go", ""), "1");
    assertThat(lines).hasSize(5);
    assertThat(lines.subList(0, 4)).allSatisfy(l -> assertThat(l).startsWith("info string error: "));
    assertThat(lines.get(3)).contains("Colour");
    // The unknown command and stop are ignored; go answers from the last good position; quit ends.
    assertThat(lines.get(4)).isEqualTo("bestmove a1");
  }

  @Test
  void goOnAFinishedGameSaysSoAndAnswersNone() {
    assertThat(answers("position fen ..../..../..../.... 1\ngo\n", "2"))
        .containsExactly("info string error: the game is over in this position", "bestmove (none)");
  }

  @Test
  void theSameSeedPlaysTheSameMovesAndTheSeedOptionTakesEffect() {
    String game = "setoption name Seed value %d\nuginewgame\nposition startpos\ngo\nposition startpos moves a1\ngo\n";
    List<String> seven = answers(String.format(game, 7), "mcts:30");
    assertThat(answers(String.format(game, 7), "mcts:30")).isEqualTo(seven);
    boolean anyOther = false;
    for (long seed = 8; seed < 20 && !anyOther; seed++) {
      anyOther = !answers(String.format(game, seed), "mcts:30").equals(seven);
    }
    assertThat(anyOther).as("some other seed plays other moves: the option reaches the bot").isTrue();
  }

  @Test
  void refusals() {
    assertThat(CliRun.of("ugi", "nim", "--level", "9").oneLineError(2)).contains("--level").contains("9");
    assertThat(CliRun.of("ugi", "nim", "alphabeta:3").oneLineError(2))
        .isEqualTo("boardrules: player \"alphabeta:3\": nim has no evaluation for alpha-beta");
    assertThat(CliRun.of("ugi", "nim", "ugi:./x").oneLineError(2)).contains("not another engine");
    assertThat(CliRun.of("ugi", "nim", "3", "--level", "3").oneLineError(2)).contains("not both");
    assertThat(CliRun.of("ugi", "nim", "mcts:0").oneLineError(2)).startsWith("boardrules: player \"mcts:0\": ");
  }
}
