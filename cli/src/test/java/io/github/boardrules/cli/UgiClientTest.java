package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarState;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * A scripted UGI client that drives two {@code ugi tzaar} engine processes the way a public match
 * runner does: cutegames' generic game mode ({@code src/match/play.cpp} and {@code
 * src/engine/engine_ugi.cpp} of kz04px/cutegames), which knows no rules and trusts the engines.
 * Per game: {@code isready} and {@code uginewgame} to both, {@code query p1turn}; per move {@code
 * isready}, {@code position startpos|fen <text> moves ...}, {@code query gameover} (of both
 * engines, cutegames' {@code gameover: both}) and {@code go} with the clocks {@code p1time},
 * {@code p2time}, {@code p1inc}, {@code p2inc}; at the end {@code query gameover} and {@code query
 * result} of both, which must agree.
 *
 * <p>The games start from {@code startpos}, which both processes must take to be the same random
 * setup ({@code tzaar} without {@code seed=}: seed 1), and from random setups of other seeds given
 * as {@code position fen}, as an openings file gives them. Every move the engines exchange is
 * checked again here on the game's rules, and each game must end by the rules, with the engines'
 * result. Last, an engine given an illegal move must end the game as its mover's loss, which is
 * how such a runner learns of it. Three games and two JVMs keep the test to seconds.
 */
class UgiClientTest {
  /** How long an engine may take for any answer: far beyond a JVM's start on a loaded machine. */
  private static final long ANSWER_SECONDS = 60;

  /** One engine process and its answers. */
  private static final class Engine implements AutoCloseable {
    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> errors = new ArrayList<>();

    Engine(String... args) throws IOException {
      String java = ProcessHandle.current().info().command().orElse(
          Path.of(System.getProperty("java.home"), "bin", "java").toString());
      String path = System.getProperty("java.class.path");
      String modules = System.getProperty("jdk.module.path");
      String classPath = modules == null || modules.isEmpty() ? path : path + File.pathSeparator + modules;
      List<String> command = new ArrayList<>(List.of(java, "-Xmx128m", "-XX:TieredStopAtLevel=1", "-cp", classPath,
          Main.class.getName()));
      command.addAll(List.of(args));
      process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
      in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
      Thread reader = new Thread(() -> {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
          for (String line = out.readLine(); line != null; line = out.readLine()) {
            lines.add(line);
          }
        } catch (IOException e) {
          // the engine ended; a wait for its answer reports it
        }
      }, "ugi-client");
      reader.setDaemon(true);
      reader.start();
    }

    void send(String command) throws IOException {
      in.write(command + "\n");
      in.flush();
    }

    /** Waits for the first line the test accepts, keeping the engine's error reports. */
    String await(Predicate<String> wanted) throws InterruptedException {
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(ANSWER_SECONDS);
      while (true) {
        String line = lines.poll(end - System.nanoTime(), TimeUnit.NANOSECONDS);
        assertThat(line).as("an answer of the engine within %d s", ANSWER_SECONDS).isNotNull();
        if (line.startsWith("info string error")) {
          errors.add(line);
        }
        if (wanted.test(line)) {
          return line;
        }
      }
    }

    String ask(String command, String answer) throws IOException, InterruptedException {
      send(command);
      return await(l -> l.equals(answer) || l.startsWith(answer + " "));
    }

    boolean queryGameover() throws IOException, InterruptedException {
      return ask("query gameover", "response").equals("response true");
    }

    @Override
    public void close() throws IOException {
      send("quit");
      boolean ended;
      try {
        ended = process.waitFor(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        ended = false;
      }
      if (!ended) {
        process.destroyForcibly();
      }
      assertThat(ended).as("quit ends the engine").isTrue();
      assertThat(process.exitValue()).as("its exit code").isZero();
    }
  }

  /** What a game ended with: its moves, the engines' result and their error reports. */
  private record Played(List<String> moves, String result, List<String> errors) {}

  /** One game as cutegames plays it: engine 1 moves for the first player. */
  private static Played play(Engine one, Engine two, String start) throws Exception {
    for (Engine e : List.of(one, two)) {
      e.ask("isready", "readyok");
      e.send("uginewgame");
    }
    String position = start.equals("startpos") ? "position startpos" : "position fen " + start;
    one.send(position);
    assertThat(one.ask("query p1turn", "response")).isEqualTo("response true");
    List<String> moves = new ArrayList<>();
    long[] clock = {10_000, 10_000};
    while (true) {
      String history = position + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves));
      one.send(history);
      boolean firstToMove = one.ask("query p1turn", "response").equals("response true");
      Engine us = firstToMove ? one : two;
      Engine them = firstToMove ? two : one;
      us.ask("isready", "readyok");
      us.send(history);
      them.send(history);
      if (us.queryGameover() || them.queryGameover()) {
        break;
      }
      long started = System.nanoTime();
      us.send("go p1time " + clock[0] + " p2time " + clock[1] + " p1inc 100 p2inc 100");
      String bestmove = us.await(l -> l.startsWith("bestmove "));
      int side = firstToMove ? 0 : 1;
      clock[side] += 100 - TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
      assertThat(clock[side]).as("the clock of the side to move").isPositive();
      moves.add(bestmove.substring("bestmove ".length()).strip());
      assertThat(moves).as("a TZAAR game ends long before").hasSizeLessThan(400);
    }
    String result = null;
    for (Engine e : List.of(one, two)) {
      e.ask("isready", "readyok");
      e.send(position + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
      assertThat(e.queryGameover()).as("both engines see the game over").isTrue();
      String answer = e.ask("query result", "response");
      assertThat(result == null || result.equals(answer)).as("the engines agree on the result").isTrue();
      result = answer;
    }
    List<String> errors = new ArrayList<>(one.errors);
    errors.addAll(two.errors);
    return new Played(moves, result.substring("response ".length()), errors);
  }

  /** Replays the moves on the rules and returns the result as UGI names it. */
  private static String resultByTheRules(ConfiguredGame<TzaarState, TzaarMove> game, TzaarState start,
      List<String> moves) {
    TzaarState state = start;
    for (String move : moves) {
      state = game.rules().play(state, game.notation().parse(move)); // refuses an illegal move
    }
    Status status = game.rules().status(state);
    assertThat(status.isOver()).as("the game ended by the rules").isTrue();
    return status.winner().map(w -> w == Player.FIRST ? "p1win" : "p2win").orElse("draw");
  }

  @SuppressWarnings("unchecked")
  private static ConfiguredGame<TzaarState, TzaarMove> tzaar(String text) {
    return (ConfiguredGame<TzaarState, TzaarMove>) GameChoice.CATALOG.game(text);
  }

  @Test
  void twoEngineProcessesFinishTzaarGamesFromStartposAndFromRandomSetupsAndRefereeAnIllegalMove() throws Exception {
    try (Engine one = new Engine("ugi", "tzaar", "2"); Engine two = new Engine("ugi", "tzaar", "1")) {
      for (Engine e : List.of(one, two)) {
        e.send("ugi");
        assertThat(e.await(l -> l.startsWith("id name "))).isEqualTo("id name boardrules tzaar(seed=1) "
            + (e == one ? "2" : "1"));
        e.await("ugiok"::equals);
      }
      // startpos: both processes take it to be the setup of seed 1.
      Played fromStart = play(one, two, "startpos");
      ConfiguredGame<TzaarState, TzaarMove> seedOne = tzaar("tzaar(seed=1)");
      assertThat(fromStart.errors()).isEmpty();
      assertThat(fromStart.result()).isEqualTo(resultByTheRules(seedOne, seedOne.rules().initialState(),
          fromStart.moves()));
      // Random setups of other seeds, as an openings file gives them, colours swapped in the second.
      for (int seed : new int[] {7, 8}) {
        ConfiguredGame<TzaarState, TzaarMove> setup = tzaar("tzaar(seed=" + seed + ")");
        TzaarState start = setup.rules().initialState();
        Played game = seed == 7 ? play(one, two, setup.positions().encode(start))
            : play(two, one, setup.positions().encode(start));
        assertThat(game.errors()).isEmpty();
        assertThat(game.result()).isEqualTo(resultByTheRules(setup, start, game.moves()));
      }
      // An illegal move ends the game as its mover's loss. WHITE's opening capture played twice:
      // the second time it is BLACK's turn, and the stack it moved is gone from its point.
      String first = seedOne.notation().format(seedOne.rules().legalMoves(seedOne.rules().initialState()).get(0));
      two.send("position startpos moves " + first + " " + first);
      assertThat(two.await(l -> l.startsWith("info string error: "))).contains("Illegal move " + first + " (move 2)")
          .endsWith("BLACK (p2) made it and has lost");
      assertThat(two.queryGameover()).isTrue();
      assertThat(two.ask("query result", "response")).isEqualTo("response p1win");
      two.send("go p1time 1000 p2time 1000 p1inc 0 p2inc 0");
      assertThat(two.await(l -> l.startsWith("bestmove "))).isEqualTo("bestmove (none)");
    }
  }
}
