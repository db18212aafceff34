package io.github.boardrules.cli;

import io.github.boardrules.bots.match.ForfeitException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * An outside engine speaking UGI as a player of {@code match}: one process for one game, which
 * the match referees. The engine is started with the game ({@code ugi}, then {@code setoption
 * name Seed value N} with the seed an in-process bot of that game would get, {@code uginewgame},
 * {@code isready}), asked for each move with {@code position fen <position text>} and {@code go}
 * ({@code go movetime T} with a time a move), and stopped when the game ends ({@code quit}, then
 * destroyed if it has not ended within {@link #QUIT_WAIT}).
 *
 * <p>Every answer is checked by the game's rules: a move that the game's notation cannot read,
 * an illegal move, no answer within the time a move plus {@link #MARGIN} (or {@link
 * #UNTIMED_LIMIT} without one), or the engine ending, loses the game with a {@link
 * ForfeitException} whose reason goes to the record and the result.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class UgiPlayer<S, M> implements ClosingBot<S, M> {
  /** How long the engine may take to start and answer {@code ugi} and {@code isready}. */
  static final Duration START_LIMIT = Duration.ofSeconds(60);
  /** How much later than its time a move may come: the pipe and the engine's own overhead. */
  static final Duration MARGIN = Duration.ofSeconds(1);
  /** How long a move may take when the match gives no time a move. */
  static final Duration UNTIMED_LIMIT = Duration.ofSeconds(60);
  /** How long the engine has to end after {@code quit} before it is destroyed. */
  static final Duration QUIT_WAIT = Duration.ofSeconds(2);

  /** Stands for the end of the engine's output: no line read holds a line break. */
  private static final String END = "\n";
  /** How much of the last line of the engine's standard error is kept for a crash's reason. */
  private static final int ERROR_KEPT = 500;

  private final ConfiguredGame<S, M> game;
  private final String name;
  private final long seed;
  private final @Nullable Duration time;
  private final @Nullable Process process;
  private final @Nullable String startFailure;
  /** The engine's lines, then {@link #END}. */
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private volatile String lastError = "";
  /** Why the engine's answers could no longer be read, or null. */
  private volatile @Nullable String readFailure;
  private @Nullable Writer input;
  /** Reads the engine's standard error, keeping its last line for the reason of a crash. */
  private @Nullable Thread errors;
  private boolean ready;
  private boolean quitSent;

  private UgiPlayer(ConfiguredGame<S, M> game, String name, long seed, @Nullable Duration time,
      @Nullable Process process, @Nullable String startFailure) {
    this.game = game;
    this.name = name;
    this.seed = seed;
    this.time = time;
    this.process = process;
    this.startFailure = startFailure;
  }

  /**
   * Starts the engine's process and sends {@code ugi}; the answers are awaited at the first move,
   * so that the two engines of a game start at the same time. A program that cannot be started
   * loses the game at its first move.
   *
   * @param game the game, whose position texts and notation the engine speaks
   * @param command the engine's command words
   * @param name the player's spec
   * @param seed the seed an in-process bot would get
   * @param time the time a move, or null for the engine's own budget
   * @param <S> the state type
   * @param <M> the move type
   * @return the engine as a player
   */
  static <S, M> UgiPlayer<S, M> start(ConfiguredGame<S, M> game, List<String> command, String name, long seed,
      @Nullable Duration time) {
    Process started;
    try {
      started = new ProcessBuilder(command).start();
    } catch (IOException | RuntimeException e) {
      return new UgiPlayer<>(game, name, seed, time, null, "the engine could not be started: " + oneLine(e.getMessage()));
    }
    UgiPlayer<S, M> player = new UgiPlayer<>(game, name, seed, time, started, null);
    player.input = new OutputStreamWriter(started.getOutputStream(), StandardCharsets.UTF_8);
    player.readAnswers(started.getInputStream());
    player.errors = player.readErrors(started.getErrorStream());
    player.send("ugi");
    return player;
  }

  /**
   * Reads the engine's answers, a bounded line at a time: a line longer than the tool reads or not
   * UTF-8 ends the reading, and that is the reason the engine loses, not how it ended after.
   */
  private Thread readAnswers(InputStream stream) {
    Thread reader = new Thread(() -> {
      TextInput.Lines answers = TextInput.lines(stream, "its output");
      try {
        for (@Nullable String line = answers.next(); line != null; line = answers.next()) {
          lines.add(line);
        }
      } catch (TextInput.TooLong | TextInput.NotText e) {
        readFailure = "sent what is no UGI answer: " + e.getMessage();
      } catch (UncheckedIOException e) {
        // The pipe broke: the engine is gone, which the end of its lines below says.
      } finally {
        lines.add(END);
      }
    }, "ugi-out");
    reader.setDaemon(true); // an engine that never ends its output must not keep the tool alive
    reader.start();
    return reader;
  }

  /**
   * Reads the engine's standard error to its end, keeping the start of its last line for the
   * reason of a crash; nothing else is kept, so an endless line costs no memory, and the engine
   * is never blocked on a full pipe.
   */
  private Thread readErrors(InputStream stream) {
    Thread reader = new Thread(() -> {
      byte[] buffer = new byte[8192];
      ByteArrayOutputStream line = new ByteArrayOutputStream();
      try (InputStream errorStream = stream) {
        for (int n = errorStream.read(buffer); n > 0; n = errorStream.read(buffer)) {
          for (int i = 0; i < n; i++) {
            if (buffer[i] == '\n') {
              String text = line.toString(StandardCharsets.UTF_8).strip();
              if (!text.isEmpty()) {
                lastError = text;
              }
              line.reset();
            } else if (line.size() < ERROR_KEPT) {
              line.write(buffer[i]);
            }
          }
        }
        String text = line.toString(StandardCharsets.UTF_8).strip();
        if (!text.isEmpty()) {
          lastError = text;
        }
      } catch (IOException e) {
        // The pipe broke: the engine is gone.
      }
    }, "ugi-err");
    reader.setDaemon(true);
    reader.start();
    return reader;
  }

  /** Sends a line; a broken pipe is found when the answer does not come. */
  private synchronized void send(String line) {
    Writer w = input;
    if (w == null) {
      return;
    }
    try {
      w.write(line);
      w.write('\n');
      w.flush();
    } catch (IOException e) {
      input = null; // the engine ended: waiting for its answer reports it
    }
  }

  @Override
  public M chooseMove(S state) {
    if (startFailure != null) {
      throw new ForfeitException(startFailure);
    }
    if (!ready) {
      await("ugiok", START_LIMIT, "did not answer ugi with ugiok");
      send("setoption name Seed value " + seed);
      send("uginewgame");
      send("isready");
      await("readyok", START_LIMIT, "did not answer isready with readyok");
      ready = true;
    }
    send("position fen " + game.positions().encode(state));
    Duration budget = time;
    send(budget == null ? "go" : "go movetime " + budget.toMillis());
    Duration limit = budget == null ? UNTIMED_LIMIT : budget.plus(MARGIN);
    String answer = await("bestmove", limit, budget == null
        ? "no move within " + limit.toMillis() + " ms"
        : "lost on time: no move within " + budget.toMillis() + " ms + " + MARGIN.toMillis() + " ms margin");
    String[] words = answer.strip().split("\\s+");
    if (words.length < 2) {
      throw new ForfeitException("answered \"" + oneLine(answer) + "\" without a move");
    }
    String text = words[1];
    M move;
    try {
      move = game.notation().parse(text);
    } catch (TextParseException e) {
      throw new ForfeitException("unreadable move \"" + text + "\": " + oneLine(e.reason()));
    }
    Legality legality = game.rules().check(state, move);
    if (!legality.isLegal()) {
      String refusal = legality.refusal(game.notation().format(move)); // "Illegal move b1-b4: takes 4 balls"
      throw new ForfeitException("i" + oneLine(refusal).substring(1));
    }
    return move;
  }

  /**
   * Waits for a line whose first word is {@code word}, skipping others ({@code id}, {@code
   * option}, {@code info}).
   *
   * @return the line
   * @throws ForfeitException if it does not come within the limit or the engine ended
   */
  private String await(String word, Duration limit, String late) {
    long end = System.nanoTime() + limit.toNanos();
    while (true) {
      long left = end - System.nanoTime();
      if (left <= 0) {
        throw new ForfeitException(late);
      }
      @Nullable String line;
      try {
        line = lines.poll(left, TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new ForfeitException("interrupted while waiting for the engine");
      }
      if (line == null) {
        throw new ForfeitException(late);
      }
      if (line.equals(END)) {
        lines.add(END); // the end stays the end for a later wait
        throw new ForfeitException(ended());
      }
      String text = line.strip();
      if (text.equals(word) || text.startsWith(word + " ")) {
        return text;
      }
    }
  }

  /** Why the engine's output ended: what it sent, or its exit code and its last line of standard error. */
  private String ended() {
    String failure = readFailure;
    if (failure != null) {
      return failure; // the engine is destroyed when its game ends; how it ends then is no reason
    }
    Process p = process;
    String code = "";
    if (p != null) {
      try {
        if (p.waitFor(QUIT_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
          code = " with exit code " + p.exitValue();
          Thread reader = errors;
          if (reader != null) {
            reader.join(QUIT_WAIT.toMillis()); // its last line: the engine's own word on why it ended
          }
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    String error = lastError;
    return "the engine ended" + code + (error.isEmpty() ? "" : ": " + oneLine(error));
  }

  /**
   * Stops the engine: {@code quit}, then destroys it and what it started if it has not ended
   * within {@link #QUIT_WAIT}.
   */
  @Override
  public void close() {
    quit();
    // An engine whose output could not be read is not waited for: it may be blocked writing more.
    stop(readFailure != null ? System.nanoTime() : System.nanoTime() + QUIT_WAIT.toNanos());
  }

  /** Sends {@code quit} and closes the engine's input, once. */
  synchronized void quit() {
    if (quitSent || process == null) {
      return;
    }
    quitSent = true;
    send("quit");
    try {
      Writer w = input;
      if (w != null) {
        w.close();
      }
    } catch (IOException e) {
      // The engine already ended: nothing more to tell it.
    }
    input = null;
  }

  /**
   * Waits for the engine to end until a deadline, then destroys it and what it started.
   *
   * @param deadline a {@link System#nanoTime} value
   */
  void stop(long deadline) {
    Process p = process;
    if (p == null) {
      return;
    }
    try {
      long left = deadline - System.nanoTime();
      if (left <= 0 || !p.waitFor(left, TimeUnit.NANOSECONDS)) {
        destroy(p);
        p.waitFor(QUIT_WAIT.toMillis(), TimeUnit.MILLISECONDS);
      }
    } catch (InterruptedException e) {
      destroy(p);
      Thread.currentThread().interrupt();
    }
  }

  private static void destroy(Process p) {
    p.descendants().forEach(ProcessHandle::destroyForcibly);
    p.destroyForcibly();
  }

  /** Whether the engine's process is still running. */
  boolean isAlive() {
    Process p = process;
    return p != null && p.isAlive();
  }

  @Override
  public String toString() {
    return name;
  }

  private static String oneLine(@Nullable String text) {
    return text == null ? "" : text.replaceAll("\\R", " ").strip();
  }
}
