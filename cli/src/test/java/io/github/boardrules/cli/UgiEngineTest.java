package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
  void aPositionThatCannotBeTakenNeverFallsBackToTheOldOne() {
    List<String> lines = answers(String.join("\n",
        "position fen ..../..../..../o... 1",
        // A start the game cannot read: no position, the game over without a result.
        "position fen oooo/oooo 1", "query gameover", "query result", "go",
        // The second a1 takes a ball the first took: FIRST took a1, SECOND's a1 is illegal and loses.
        "position startpos moves a1 a1 b1", "query gameover", "query p1turn", "query result", "go",
        "position sideways",
        "setoption name Colour value blue",
        "frobnicate",
        "stop",
        // A good position again: play goes on from it.
        "position fen ..../..../..../o... 1", "query gameover", "go", "quit", "go", ""), "1");
    assertThat(lines).hasSize(15);
    assertThat(lines.get(0)).startsWith("info string error: position: the start Cannot read position \"oooo/oooo 1\"")
        .endsWith("; there is no position until the next good position command");
    assertThat(lines.subList(1, 3)).containsExactly("response true", "response none");
    assertThat(lines.get(3)).startsWith("info string error: no position to play: position: the start Cannot read");
    assertThat(lines.get(4)).isEqualTo("bestmove (none)");
    assertThat(lines.get(5)).startsWith("info string error: position: Illegal move (move 2): a1 ")
        .endsWith("; SECOND (p2) made it and has lost");
    // Over, SECOND's turn when it moved illegally, and FIRST has won.
    assertThat(lines.subList(6, 9)).containsExactly("response true", "response false", "response p1win");
    assertThat(lines.get(9)).startsWith("info string error: no position to play: position: Illegal move (move 2): a1");
    assertThat(lines.get(10)).isEqualTo("bestmove (none)");
    assertThat(lines.get(11)).startsWith("info string error: position needs: position startpos|fen");
    assertThat(lines.get(12)).isEqualTo("info string error: no option Colour; the options are Seed and Level");
    // The unknown command and stop are ignored; the good position is played; quit ends.
    assertThat(lines.subList(13, 15)).containsExactly("response false", "bestmove a1");
  }

  @Test
  void goOnAFinishedGameSaysSoAndAnswersNone() {
    assertThat(answers("position fen ..../..../..../.... 1\ngo\n", "2"))
        .containsExactly("info string error: the game is over in this position", "bestmove (none)");
  }

  @Test
  void goInfiniteAnswersAtStopAndIsreadyIsAnsweredWhileItThinks() {
    // All lines are read at once: readyok comes while the search waits, bestmove only at stop; the
    // position after it waits for that answer, so the query answers the new position.
    assertThat(answers(String.join("\n", "position fen ..../..../..../oo.. 1", "go infinite", "isready", "stop",
        "position startpos", "query p1turn", ""))).containsExactly("readyok", "bestmove a1-b1", "response true");
    // The end of the input ends an infinite search as stop does: its answer is not lost.
    assertThat(answers("position fen ..../..../..../o... 1\ngo infinite\n", "1")).containsExactly("bestmove a1");
    // So does a command that came instead of stop: it is answered after the search's answer.
    assertThat(answers("position fen ..../..../..../o... 1\ngo infinite\nquery gameover\n", "1"))
        .containsExactly("bestmove a1", "response false");
  }

  @Test
  void goInfiniteWaitsForStopHoweverLongItTakes() throws Exception {
    PipedOutputStream commands = new PipedOutputStream();
    PipedInputStream input = new PipedInputStream(commands);
    ByteArrayOutputStream output = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(output, true, StandardCharsets.UTF_8);
    Thread engine = new Thread(() -> Main.run(new String[] {"ugi", "nim", "1"}, input, out, out));
    engine.start();
    // Level 1 draws its move at once: an engine that did not wait for stop would answer within ms.
    commands.write("position fen ..../..../..../o... 1\ngo infinite\nisready\n".getBytes(StandardCharsets.UTF_8));
    commands.flush();
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!output.toString(StandardCharsets.UTF_8).contains("readyok") && System.nanoTime() < end) {
      Thread.sleep(10);
    }
    Thread.sleep(300);
    assertThat(output.toString(StandardCharsets.UTF_8)).isEqualTo("readyok" + System.lineSeparator());
    commands.write("stop\nquit\n".getBytes(StandardCharsets.UTF_8));
    commands.close();
    engine.join(TimeUnit.SECONDS.toMillis(10));
    assertThat(output.toString(StandardCharsets.UTF_8).lines()).containsExactly("readyok", "bestmove a1");
  }

  @Test
  void nodesAndDepthAreTheSearchsBudgetOrRefusedInAnInfoString() {
    // go nodes 30 of the MCTS search plays what mcts:30 plays with the same seed.
    String game = "setoption name Seed value 5\nposition startpos moves a1\n%s\n";
    assertThat(answers(String.format(game, "go nodes 30"), "mcts"))
        .isEqualTo(answers(String.format(game, "go"), "mcts:30"));
    // A level has a budget of its own: nodes and depth are refused in words, and its move comes.
    List<String> level = answers(String.format(game, "go nodes 30 depth 2"), "3");
    assertThat(level).hasSize(3);
    assertThat(level.get(0)).startsWith("info string go nodes is refused: it is a budget of an MCTS player, and 3 (");
    assertThat(level.get(1)).startsWith("info string go depth is refused: it is a budget of an alpha-beta player");
    assertThat(level.get(2)).isEqualTo(answers(String.format(game, "go"), "3").get(0));
    // The depth of alpha-beta: go depth 2 plays what alphabeta:2 plays (push-four has an evaluation).
    CliRun timed = CliRun.withInput("position startpos\ngo depth 2\n", "ugi", "pushfour", "alphabeta");
    CliRun fixed = CliRun.withInput("position startpos\ngo\n", "ugi", "pushfour", "alphabeta:2");
    assertThat(timed.out()).startsWith("bestmove ").isEqualTo(fixed.out());
  }

  @Test
  void aByteOrderMarkStartsTheInputAndBytesThatAreNotUtf8AreNamed() {
    // A UTF-8 byte-order mark before the first command, as some Windows tools write it.
    assertThat(answers("\uFEFFisready\n")).containsExactly("readyok");
    byte[] bad = {'i', 's', 'r', 'e', 'a', 'd', 'y', (byte) 0xC3, '\n', 'i', 's', 'r', 'e', 'a', 'd', 'y', '\n'};
    ByteArrayOutputStream output = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(output, true, StandardCharsets.UTF_8);
    assertThat(Main.run(new String[] {"ugi", "nim"}, new ByteArrayInputStream(bad), out, out)).isZero();
    assertThat(output.toString(StandardCharsets.UTF_8).lines()).containsExactly(
        "info string error: standard input: line 1 is not UTF-8 text: the byte at offset 7 of the line (7 of the"
            + " input) does not start or continue a UTF-8 character",
        "readyok");
  }

  @Test
  void inputWithNoLineEndIsRefusedInOneLineWithoutReadingItAll() {
    // What /dev/zero gives: bytes without a line end, for ever. The line's bound stops the read.
    InputStream zeros = new InputStream() {
      @Override
      public int read() {
        return 0;
      }

      @Override
      public int read(byte[] b, int off, int len) {
        java.util.Arrays.fill(b, off, off + len, (byte) 0);
        return len;
      }
    };
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
    int code = Main.run(new String[] {"ugi", "nim"}, zeros, new PrintStream(new ByteArrayOutputStream()), e);
    assertThat(code).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("boardrules: standard input: line 1 is longer than"
        + " 1,048,576 bytes, the most the tool reads in a line" + System.lineSeparator());
  }

  @Test
  void startposOfARandomSetupIsTheSetupOfTheDefaultSeedInEveryProcess() {
    // tzaar without seed= is tzaar(seed=1) for every engine: its name says so, and its start is that setup's.
    List<String> handshake = CliRun.withInput("ugi\n", "ugi", "tzaar", "1").out().lines().toList();
    assertThat(handshake.get(0)).isEqualTo("id name boardrules tzaar(seed=1) 1");
    String first = firstMove(GameChoice.CATALOG.game("tzaar(seed=1)"));
    CliRun run = CliRun.withInput("position startpos moves " + first + "\nquery p1turn\n", "ugi", "tzaar", "1");
    // After WHITE's opening capture BLACK is to move: the move was legal in the engine's start.
    assertThat(run.out()).isEqualTo("response false" + System.lineSeparator());
    assertThat(CliRun.withInput("ugi\n", "ugi", "tzaar(seed=9)", "1").out()).startsWith("id name boardrules tzaar(seed=9) 1");
  }

  private static <S, M> String firstMove(io.github.boardrules.core.catalog.ConfiguredGame<S, M> game) {
    return game.notation().format(game.rules().legalMoves(game.rules().initialState()).get(0));
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
