package io.github.boardrules.cli;

import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.learning.onnx.OnnxEvaluator;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The outside engines and the loaded models of one {@code match} command: each game's engine is
 * closed by the runner when its game ends; {@link #close} stops those still running when the
 * command ends in any way (an error, or Ctrl-C while a game is in the middle of a move), so that
 * no engine outlives the tool, and frees the models' native sessions. Thread-safe: the games run
 * on the runner's threads.
 */
final class Engines implements AutoCloseable {
  /** How long the engines still running when the command ends have to quit before they are destroyed. */
  private static final Duration STOP_WAIT = Duration.ofSeconds(1);

  private final List<UgiPlayer<?, ?>> started = new ArrayList<>();
  private final List<OnnxEvaluator<?>> models = new ArrayList<>();
  private boolean closed;

  /**
   * Loads the model of a {@code puct:MODEL} player, once for the whole match: its session is
   * shared by the games (ONNX Runtime runs it from several threads) and freed by {@link #close}.
   *
   * @param game the game the model plays
   * @param spec the {@code puct:} player
   * @param <S> the state type
   * @param <M> the move type
   * @return the model as an evaluator
   * @throws CliException if the file cannot be read or the model does not fit the game's encoding
   */
  <S, M> OnnxEvaluator<S> model(ConfiguredGame<S, M> game, PlayerSpec spec) {
    OnnxEvaluator<S> model = loadModel(game, spec.model(), "player \"" + spec.text() + "\"");
    synchronized (started) {
      models.add(model);
    }
    return model;
  }

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

  /**
   * Loads an ONNX model for a game, refusing a missing file, a model that does not fit the game's
   * encoding, or a machine whose ONNX Runtime library the tool does not hold (a jar built on
   * another platform) as a usage error.
   *
   * @param game the game
   * @param file the model file as the user wrote it
   * @param what what the model is for, to start the error message: {@code player "puct:x.onnx"}
   * @param <S> the state type
   * @param <M> the move type
   * @return the model; the caller closes it
   * @throws CliException naming the file and what is wrong
   */
  static <S, M> OnnxEvaluator<S> loadModel(ConfiguredGame<S, M> game, String file, String what) {
    ActionEncoding<S, M> encoding = game.encoding().orElseThrow(
        () -> CliException.usage(what + ": " + game + " has no action encoding for a network"));
    try {
      return OnnxEvaluator.load(Path.of(file), encoding);
    } catch (NoSuchFileException e) {
      throw CliException.usage(what + ": no such model file: " + file);
    } catch (IOException | IllegalArgumentException e) {
      throw CliException.usage(what + ": " + e.getMessage());
    } catch (IllegalStateException e) {
      // OnnxEvaluator.load's one IllegalStateException: ONNX Runtime's native library does not load.
      throw CliException.usage(what + ": " + e.getMessage() + "; " + OnnxNatives.advice());
    }
  }

  /** Stops every engine still running and frees the models. */
  @Override
  public void close() {
    List<UgiPlayer<?, ?>> running;
    List<OnnxEvaluator<?>> loaded;
    synchronized (started) {
      closed = true;
      running = new ArrayList<>(started);
      started.clear();
      loaded = new ArrayList<>(models);
      models.clear();
    }
    loaded.forEach(OnnxEvaluator::close);
    // All are told to quit first and given one common second: the tool's stop hook waits 2 s.
    running.forEach(UgiPlayer::quit);
    long deadline = System.nanoTime() + STOP_WAIT.toNanos();
    running.forEach(engine -> engine.stop(deadline));
  }
}
