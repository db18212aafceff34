package io.github.boardrules.cli;

import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.bots.match.MatchRecords;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Ctrl-C for {@code match}: the games run on a thread of their own while the command's thread
 * watches for the user's stop, so that a stop is answered at once even in the middle of a bot's
 * long move. From the stop on no record is begun, and none is half written when the command
 * reports (a record being written is finished first), so the directory holds whole games only and
 * {@code --resume} goes on from them.
 *
 * <p>Progress goes to standard error as a bar redrawn with carriage returns when it is a terminal,
 * and otherwise (a log file, a pipe, a test) as plain lines: one when a pair starts, one every tenth
 * of its games, and one when {@link #QUIET_LINES_EVERY} progress periods (30 s on the command line)
 * passed without.
 */
final class MatchStop {
  /** How often the command looks at the stop signal while the games run. */
  private static final Duration LOOK_EVERY = Duration.ofMillis(50);

  /** How many progress periods a plain log stays quiet during a long game before a line says it is alive. */
  static final int QUIET_LINES_EVERY = 15;

  private final Controls controls;
  private final PrintStream err;
  private final boolean terminal;
  private int tenthsShown;
  private long plainLineShown = System.nanoTime();
  private final Object lock = new Object();
  /** Set under the lock; read without it by the bots before each move. */
  private volatile boolean stopped;
  private int written;
  private int played;
  private int games;
  private @Nullable Path dir;
  private long pairStarted = System.nanoTime();
  private long barShown = System.nanoTime();

  /**
   * Creates the stop of one {@code match} command.
   *
   * @param controls whether the user asked to stop
   * @param err where the progress bar goes
   * @param terminal whether {@code err} is a terminal: a bar redrawn in place, else plain lines
   */
  MatchStop(Controls controls, PrintStream err, boolean terminal) {
    this.controls = controls;
    this.err = err;
    this.terminal = terminal;
  }

  /**
   * Shows the progress after a game: the bar on a terminal, else a plain line at every tenth of the
   * pair's games. Called through {@link #unlessStopped}.
   *
   * @param p the progress
   */
  void progress(io.github.boardrules.bots.match.MatchProgress p) {
    if (terminal) {
      err.print(MatchReport.bar(p.done(), p.total()) + "  " + MatchReport.progressText(p) + " ");
      err.flush();
      return;
    }
    int tenths = (int) (10L * p.done() / p.total());
    long now = System.nanoTime();
    if (tenths > tenthsShown || p.done() == p.total()
        || now - plainLineShown >= controls.progressEvery().toNanos() * QUIET_LINES_EVERY) {
      tenthsShown = tenths;
      plainLineShown = now;
      err.println(String.format(Locale.ROOT, "%,d/%,d games, ", p.done(), p.total()) + MatchReport.progressText(p));
      err.flush();
    }
  }

  /** Ends a pair's progress: the bar's line on a terminal. */
  void endProgress() {
    synchronized (lock) {
      if (terminal) {
        err.println();
      }
    }
  }

  /**
   * Runs an action (drawing the progress bar) unless the match was stopped, so that nothing is
   * printed after the stop's message.
   *
   * @param action the action
   */
  void unlessStopped(Runnable action) {
    synchronized (lock) {
      if (!stopped) {
        barShown = System.nanoTime();
        action.run();
      }
    }
  }

  /**
   * Redraws the bar when no game ended for a while, so that a long game (square Abalone's run to
   * the ply cap takes minutes) shows the match is alive.
   */
  private void tick() {
    synchronized (lock) {
      long now = System.nanoTime();
      long every = controls.progressEvery().toNanos() * (terminal ? 1 : QUIET_LINES_EVERY);
      if (stopped || now - barShown < every) {
        return;
      }
      barShown = now;
      long seconds = Duration.ofNanos(now - pairStarted).toSeconds();
      String sofar = String.format(Locale.ROOT, "playing, %d:%02d:%02d so far", seconds / 3600, seconds / 60 % 60,
          seconds % 60);
      if (terminal) {
        err.print(MatchReport.bar(played, games) + "  " + sofar + " ");
      } else {
        err.println(String.format(Locale.ROOT, "%,d/%,d games, ", played, games) + sofar);
      }
      err.flush();
    }
  }

  /**
   * Returns a bot that refuses to move once the match is stopped, so that the games in play end
   * at their next move instead of running on (a tool's JVM ends anyway; a caller of {@link
   * Main#run} in a JVM that goes on, such as a test, would otherwise keep them computing).
   *
   * @param bot the bot
   * @param <S> the state type
   * @param <M> the move type
   * @return the watched bot
   */
  <S, M> Bot<S, M> watched(Bot<S, M> bot) {
    return ClosingBot.around(bot, state -> {
      if (stopped) {
        throw new Stopped();
      }
      return bot.chooseMove(state);
    });
  }

  /**
   * Returns the listener of a pair's games: it writes each record (when the games are kept) until
   * the stop, and counts the games.
   *
   * @param records where the games are kept, or null
   * @param kept how many games of the pair were kept from an earlier run
   * @param games the pair's games
   * @param dir the records' directory, or null
   * @param <S> the state type
   * @param <M> the move type
   * @return the listener
   */
  <S, M> MatchRunner.GameListener<S, M> listener(
      @Nullable MatchRecords<S, M> records, int kept, int games, @Nullable Path dir) {
    synchronized (lock) {
      this.played = kept;
      this.written = kept;
      this.games = games;
      this.dir = dir;
      this.pairStarted = System.nanoTime();
      this.tenthsShown = (int) (10L * kept / games);
      this.plainLineShown = pairStarted;
      // The bar at the timer's first tick, so that a match shows it started before its first game
      // ends; a log gets its line now, before anything can stop the match.
      this.barShown = pairStarted - controls.progressEvery().toNanos() * (terminal ? 1 : QUIET_LINES_EVERY);
      if (!terminal && !stopped) {
        barShown = pairStarted;
        err.println(String.format(Locale.ROOT, "%,d/%,d games, starting", kept, games));
        err.flush();
      }
    }
    return (result, start, moves) -> {
      synchronized (lock) {
        if (stopped) {
          throw new Stopped(); // the runner's workers end after their current game
        }
        if (records != null) {
          records.gameFinished(result, start, moves);
          written++;
        }
        played++;
      }
    };
  }

  /**
   * Plays a pair's games, returning when they are played or throwing when the user stops.
   *
   * @param runner the pair's runner
   * @param kept the games kept from an earlier run
   * @param <S> the state type
   * @param <M> the move type
   * @return every game of the pair
   * @throws CliException with exit code 130 when the user stopped the match
   */
  <S, M> List<GameResult> play(MatchRunner<S, M> runner, List<GameResult> kept) {
    CompletableFuture<List<GameResult>> result = new CompletableFuture<>();
    Thread worker = new Thread(() -> {
      try {
        result.complete(runner.play(kept));
      } catch (RuntimeException | Error e) {
        result.completeExceptionally(e);
      }
    }, "boardrules-match");
    worker.setDaemon(true); // after a stop, a game in the middle of a move must not keep the tool alive
    worker.start();
    while (true) {
      try {
        return result.get(LOOK_EVERY.toMillis(), TimeUnit.MILLISECONDS);
      } catch (TimeoutException e) {
        if (controls.stopRequested().getAsBoolean()) {
          throw stop();
        }
        tick();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw stop();
      } catch (ExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException r) {
          throw r;
        }
        if (cause instanceof Error error) {
          throw error;
        }
        throw new IllegalStateException(cause);
      }
    }
  }

  private CliException stop() {
    synchronized (lock) { // waits for a record being written: none is left half written
      stopped = true;
      err.println();
      Path where = dir;
      String sofar = String.format(Locale.ROOT, "match stopped as asked after %,d of %,d games", played, games);
      return CliException.stopped(where == null
          ? sofar + "; they were not kept (--out keeps the games, and --resume goes on with them)"
          : String.format(Locale.ROOT, "%s; %,d games are kept in %s, and the same command with --resume"
              + " plays the rest", sofar, written, where));
    }
  }

  /** Thrown in the runner's workers after the stop: no further game is recorded. */
  private static final class Stopped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stopped() {
      super("stopped", null, false, false);
    }
  }
}
