package io.github.boardrules.cli;

import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The outside engines of one {@code match} command: each game's engine is closed by the runner
 * when its game ends; {@link #close} stops those still running when the command ends in any way
 * (an error, or Ctrl-C while a game is in the middle of a move), so that no engine outlives the
 * tool. Thread-safe: the games run on the runner's threads.
 */
final class Engines implements AutoCloseable {
  /** How long the engines still running when the command ends have to quit before they are destroyed. */
  private static final Duration STOP_WAIT = Duration.ofSeconds(1);

  private final List<UgiPlayer<?, ?>> started = new ArrayList<>();
  private boolean closed;

  /**
   * Starts an engine for one game.
   *
   * @param game the game
   * @param spec the {@code ugi:} player
   * @param seed the seed an in-process bot of the game would get
   * @param time the time a move, or null for the engine's own budget
   * @param <S> the state type
   * @param <M> the move type
   * @return the engine as a bot, closed when its game ends
   * @throws IllegalStateException if the command has ended
   */
  <S, M> Bot<S, M> start(ConfiguredGame<S, M> game, PlayerSpec spec, long seed, @Nullable Duration time) {
    synchronized (started) {
      if (closed) {
        throw new IllegalStateException("the match has ended: no engine is started");
      }
      started.removeIf(e -> !e.isAlive());
      UgiPlayer<S, M> engine = UgiPlayer.start(game, spec.command(), spec.text(), seed, time);
      started.add(engine);
      return engine;
    }
  }

  /** Stops every engine still running. */
  @Override
  public void close() {
    List<UgiPlayer<?, ?>> running;
    synchronized (started) {
      closed = true;
      running = new ArrayList<>(started);
      started.clear();
    }
    // All are told to quit first and given one common second: the tool's stop hook waits 2 s.
    running.forEach(UgiPlayer::quit);
    long deadline = System.nanoTime() + STOP_WAIT.toNanos();
    running.forEach(engine -> engine.stop(deadline));
  }
}
