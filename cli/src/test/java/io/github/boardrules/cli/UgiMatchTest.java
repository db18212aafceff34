package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.match.MatchRecords;
import io.github.boardrules.core.GameRecord;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * UGI engines as real processes: {@code ugi nim} in a JVM of its own answers the handshake and a
 * {@code go}; {@code match} referees engines, so that two of our own engines play the very games
 * of the in-process match with the same seeds, and a scripted engine ({@code
 * src/test/resources/ugi/fake-engine.sh}) that answers an illegal or unreadable move, no move,
 * crashes or runs out of time loses each game with the reason in the record and the result. No
 * engine outlives its match.
 */
class UgiMatchTest {
  private static final Path FAKE = Path.of("src/test/resources/ugi/fake-engine.sh").toAbsolutePath();

  @TempDir Path dir;

  @AfterEach
  void noEngineOutlivesItsTest() throws InterruptedException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (ProcessHandle.current().children().findAny().isPresent() && System.nanoTime() < end) {
      Thread.sleep(20);
    }
    List<String> left = ProcessHandle.current().descendants()
        .map(p -> p.info().commandLine().orElse("pid " + p.pid())).toList();
    ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
    assertThat(left).as("processes left running").isEmpty();
  }

  private static String quoted(String word) {
    return "'" + word + "'";
  }

  /** The command of our own engine in a JVM of its own, as a ugi: command (each word quoted). */
  private static String ownEngine(String... args) {
    StringBuilder command = new StringBuilder();
    for (String word : javaCommand(args)) {
      command.append(command.length() == 0 ? "" : " ").append(quoted(word));
    }
    return command.toString();
  }

  private static List<String> javaCommand(String... args) {
    String java = ProcessHandle.current().info().command().orElse(
        Path.of(System.getProperty("java.home"), "bin", "java").toString());
    String path = System.getProperty("java.class.path");
    String modules = System.getProperty("jdk.module.path");
    String classPath = modules == null || modules.isEmpty() ? path : path + File.pathSeparator + modules;
    // A small client JVM starts fastest: the engine's searches here are short.
    List<String> command = new ArrayList<>(List.of(java, "-Xmx128m", "-XX:TieredStopAtLevel=1", "-Xshare:auto",
        "-cp", classPath, Main.class.getName()));
    command.addAll(List.of(args));
    return command;
  }

  @Test
  void ourEngineInAJvmOfItsOwnAnswersTheHandshakeAndAGo() throws Exception {
    Process engine = new ProcessBuilder(javaCommand("ugi", "nim", "--level", "5"))
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    try (Writer in = new OutputStreamWriter(engine.getOutputStream(), StandardCharsets.UTF_8);
        BufferedReader out = new BufferedReader(new InputStreamReader(engine.getInputStream(), StandardCharsets.UTF_8))) {
      in.write("ugi\nisready\nuginewgame\nposition fen ..../..../..../oo.. 1\ngo movetime 100\nquery result\nquit\n");
      in.flush();
      List<String> lines = new ArrayList<>();
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        lines.add(line);
      }
      assertThat(lines).startsWith("id name boardrules nim 5").contains("ugiok")
          .endsWith("readyok", "bestmove a1-b1", "response none");
    }
    assertThat(engine.waitFor(30, TimeUnit.SECONDS)).as("quit ends the engine").isTrue();
    assertThat(engine.exitValue()).isZero();
  }

  /** The records of a match directory: each game's moves and outcome, in game order. */
  private static List<String> games(Path out) throws IOException {
    List<String> games = new ArrayList<>();
    try (Stream<Path> files = Files.list(out)) {
      for (Path file : files.sorted().toList()) {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        Map<String, String> tags = GameRecord.readTags(text);
        String moves = String.join(" ", text.lines().filter(l -> l.matches("\\d+\\. .+")).toList());
        games.add(file.getFileName() + " " + tags.get(MatchRecords.OUTCOME_TAG) + " " + tags.get(MatchRecords.GAME_SEED_TAG)
            + ": " + moves);
      }
    }
    return games;
  }

  @Test
  void twoOfOurEnginesAsProcessesPlayTheGamesOfTheInProcessMatch() throws IOException {
    Path inProcess = dir.resolve("in-process");
    Path engines = dir.resolve("engines");
    CliRun local = CliRun.of("match", "nim", "--levels", "2,3", "--games", "4", "--seed", "11",
        "--out", inProcess.toString());
    assertThat(local.exitCode()).as(local.err()).isZero();
    CliRun remote = CliRun.of("match", "nim", "--player", "ugi:" + ownEngine("ugi", "nim", "2"),
        "--player", "ugi:" + ownEngine("ugi", "nim", "--level", "3"), "--games", "4", "--seed", "11",
        "--out", engines.toString());
    assertThat(remote.exitCode()).as(remote.err()).isZero();
    assertThat(remote.out()).doesNotContain("forfeit");
    List<String> expected = games(inProcess);
    assertThat(expected).hasSize(4);
    assertThat(games(engines)).isEqualTo(expected);
    // The score line names the players by their specs; its numbers are the in-process match's.
    String localScore = local.out().lines().filter(l -> l.startsWith("level 2 (")).findFirst().orElseThrow();
    String remoteScore = remote.out().lines().filter(l -> l.startsWith("ugi:")).findFirst().orElseThrow();
    assertThat(remoteScore.substring(remoteScore.indexOf(": ") + 2))
        .isEqualTo(localScore.substring(localScore.indexOf(": ") + 2));
  }

  private CliRun fakeMatch(String mode, String... more) {
    List<String> args = new ArrayList<>(List.of("match", "nim", "--player", "ugi:sh " + quoted(FAKE.toString()) + " " + mode,
        "--player", "1", "--games", "2", "--out", dir.resolve(mode).toString()));
    args.addAll(List.of(more));
    CliRun run = CliRun.of(args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    return run;
  }

  /** The Forfeit and outcome tags of a game's record. */
  private String forfeit(String mode, int game) throws IOException {
    Path file = dir.resolve(mode).resolve(MatchRecords.fileName(game));
    Map<String, String> tags = GameRecord.readTags(Files.readString(file, StandardCharsets.UTF_8));
    CliRun replay = CliRun.of("replay", file.toString());
    assertThat(replay.exitCode()).as("the record of a forfeited game replays: %s", replay.err()).isZero();
    return tags.get(MatchRecords.OUTCOME_TAG) + " " + tags.get(MatchRecords.FORFEIT_TAG);
  }

  @Test
  void anIllegalMoveLosesTheGame() throws IOException {
    CliRun run = fakeMatch("repeat");
    String engine = "ugi:sh " + quoted(FAKE.toString()) + " repeat";
    // Game 0: the engine moves first, a1 (legal), the random bot moves, then a1 again: illegal.
    assertThat(run.out()).contains("2 games lost by forfeit:",
        "  game 0: " + engine + " lost after 2 plies: illegal move: a1 ");
    assertThat(run.out()).contains(engine + ": 0 wins, 0 draws, 2 losses, 0 unfinished");
    assertThat(forfeit("repeat", 0)).startsWith("LOSS illegal move: a1 ");
    assertThat(forfeit("repeat", 1)).startsWith("LOSS illegal move: a1 ");
    // The records keep the forfeits: a resumed match reads them back and prints the same result.
    CliRun resumed = fakeMatch("repeat", "--resume");
    assertThat(resumed.err()).contains("all 2 games were played already");
    assertThat(resumed.out().lines().filter(l -> !l.startsWith("time:")).toList())
        .isEqualTo(run.out().lines().filter(l -> !l.startsWith("time:")).toList());
  }

  @Test
  void anUnreadableMoveOrNoMoveLosesTheGame() throws IOException {
    fakeMatch("garbage");
    assertThat(forfeit("garbage", 0)).startsWith("LOSS unreadable move \"?!\": ");
    fakeMatch("nomove");
    assertThat(forfeit("nomove", 1)).isEqualTo("LOSS answered \"bestmove\" without a move");
  }

  @Test
  void aCrashLosesTheGameWithTheEnginesExitCodeAndLastError() throws IOException {
    fakeMatch("crash");
    assertThat(forfeit("crash", 0)).isEqualTo("LOSS the engine ended with exit code 3: fake engine: out of luck");
  }

  @Test
  void anEndlessLineLosesTheGameForWhatItIsAndTheEngineIsStopped() throws IOException {
    // After its handshake (lines 1 to 3: id, ugiok, readyok) the engine writes bytes without a line
    // end for ever, line 4: the match reads one bounded line, and
    // the reason is what the engine sent, not how it ended when it was stopped (SIGPIPE's 141).
    CliRun run = fakeMatch("endless");
    assertThat(forfeit("endless", 0)).isEqualTo("LOSS sent what is no UGI answer: its output: line 4 is longer"
        + " than 1,048,576 bytes, the most the tool reads in a line");
    assertThat(run.out()).contains("2 games lost by forfeit:").doesNotContain("exit code");
  }

  @Test
  void aMoveLaterThanTheTimePlusTheMarginLosesAndTheEngineIsStopped() throws IOException {
    long start = System.nanoTime();
    fakeMatch("slow", "--time-per-move", "50");
    assertThat(forfeit("slow", 0)).isEqualTo("LOSS lost on time: no move within 50 ms + 1000 ms margin");
    // Two games: each waits the time and the margin, then the engine's quit wait before it is destroyed.
    assertThat(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start)).isLessThan(30);
  }

  @Test
  void sigtermInTheMiddleOfAnEnginesMoveStopsTheEngineToo() throws Exception {
    // A copy of the fake engine at a path of this test's own, so that its process is found by it.
    Path script = Files.copy(FAKE, dir.resolve("slow-engine.sh"));
    List<String> command = javaCommand("match", "nim", "--player", "ugi:sh " + quoted(script.toString()) + " slow",
        "--player", "1", "--games", "4", "--time-per-move", "600s");
    Process match = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    List<ProcessHandle> engine = List.of();
    try {
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (System.nanoTime() < end) {
        // The engine thinking: its shell and the sleep it runs in the middle of the first move.
        engine = match.descendants().toList();
        if (engine.size() >= 2) {
          break;
        }
        Thread.sleep(50);
      }
      assertThat(engine).as("the engine started and sleeps in its move").hasSizeGreaterThanOrEqualTo(2);
      assertThat(match.toHandle().destroy()).as("SIGTERM sent").isTrue();
      assertThat(match.waitFor(10, TimeUnit.SECONDS)).as("the match ended").isTrue();
      assertThat(match.exitValue()).isEqualTo(128 + 15);
      long stopped = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
      while (engine.stream().anyMatch(ProcessHandle::isAlive) && System.nanoTime() < stopped) {
        Thread.sleep(50);
      }
      assertThat(engine).as("the engine's processes after the match ended").noneMatch(ProcessHandle::isAlive);
    } finally {
      engine.forEach(ProcessHandle::destroyForcibly); // orphans are no longer the match's descendants
      match.descendants().forEach(ProcessHandle::destroyForcibly);
      match.destroyForcibly();
    }
  }

  @Test
  void anEngineThatCannotStartLosesEveryGame() throws IOException {
    CliRun run = CliRun.of("match", "nim", "--levels", "1,ugi:" + dir.resolve("no-such-engine"), "--games", "2");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("level 1 (random): 2 wins, 0 draws, 0 losses, 0 unfinished",
        "lost after 0 plies: the engine could not be started: ");
  }
}
