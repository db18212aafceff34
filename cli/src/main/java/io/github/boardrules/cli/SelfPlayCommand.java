package io.github.boardrules.cli;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.learning.PuctSearch;
import io.github.boardrules.learning.onnx.OnnxEvaluator;
import io.github.boardrules.learning.selfplay.SelfPlay;
import io.github.boardrules.learning.selfplay.SelfPlayData;
import io.github.boardrules.learning.selfplay.SelfPlayWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code selfplay <game> --games N --simulations P --seed S --out file.npz}: plays games of a game
 * with the PUCT search against itself and writes every position (observation, legal actions and
 * visit distribution in compressed sparse rows, outcome for the player to move, action, game index
 * and ply, the search's root value and the Q of the move played), every game (its seed, start
 * position text and whether the ply cap cut it) and the run's settings as a NumPy {@code .npz}
 * file of format {@code boardrules-selfplay/3} (see {@link SelfPlayData}). The same seed writes
 * the same bytes, on any number of threads.
 *
 * <p>A game whose random setup is named by a seed ({@code tzaar}) starts each game from its own
 * setup, drawn from the game's seed; a text that names the setup ({@code tzaar(seed=42)}) plays
 * every game from that one.
 *
 * <p>The games are played a few at a time (as many as {@code --threads}), so a progress line goes
 * to standard error every two seconds and Ctrl-C stops the run between two of them (exit code
 * 130), writing nothing: game {@code i} depends only on the seed and {@code i}, so the same command
 * plays them again. Each batch is appended to temporary files next to the output as it finishes
 * ({@link SelfPlayWriter}), so memory does not grow with {@code --games}; the file appears under
 * its name when every game is played, and the temporary files are removed, finished or not.
 */
@Command(name = "selfplay",
    description = {
      "Write self-play games for learning: positions, visit shares and outcomes as a NumPy .npz file.",
      "",
      "Plays games of a game with the PUCT search (AlphaZero's, equal priors and random-playout values, or a trained"
          + " network's with --model) against itself and writes every position (format boardrules-selfplay/3): observation (float32), the legal"
          + " actions and their visit shares in compressed sparse rows (legal_offsets int64, legal_actions int32,"
          + " policy float32), outcome (float32, +1/-1/0 for the player to move), action, game_index and ply"
          + " (int32), root_value and action_q (float32, the search's values); per game game_offsets, game_seed,"
          + " game_truncated (cut at the ply cap) and game_start (its position text); game, action_count and"
          + " settings (JSON). numpy.load reads it. The same seed writes the same bytes. A random setup named by"
          + " a seed (tzaar) is drawn per game unless the text gives the seed. Games are written as they finish"
          + " (temporary files next to --out, moved into place at the end); Ctrl-C stops the run between two"
          + " games (exit code 130) and writes nothing."},
    footer = GameChoice.GAME_HELP)
final class SelfPlayCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "<game>", completionCandidates = GameChoice.Names.class,
      description = GameChoice.GAME_ARGUMENT)
  private String gameText = "";

  @Option(names = "--out", paramLabel = "<file.npz>", required = true,
      description = "the .npz file to write (checked before the games start)")
  private Path file = Path.of("");

  @Option(names = "--games", paramLabel = "N", converter = OptionTypes.Games.class,
      description = "games to play, 1 to 1000000 (default 10)")
  private long games = 10;

  @Option(names = {"--simulations", "--playouts"}, paramLabel = "N", converter = OptionTypes.Simulations.class,
      description = "simulations of each move's search, 1 to 1000000 (default 100)")
  private long simulations = 100;

  @Option(names = "--seed", paramLabel = "N", converter = OptionTypes.Seed.class,
      description = "the run's seed (default 1): game i depends only on it and i")
  private long seed = 1;

  @Option(names = "--threads", paramLabel = "N", converter = OptionTypes.Threads.class,
      description = "games played at once, 1 to 256 (default 1); the file does not depend on it")
  private long threads = 1;

  @Option(names = "--ply-cap", paramLabel = "N", converter = OptionTypes.PlyCap.class,
      description = "stop a game after N plies, its outcome 0 (default " + SelfPlay.DEFAULT_PLY_CAP + ")")
  private long plyCap = SelfPlay.DEFAULT_PLY_CAP;

  @Option(names = "--sampling-plies", paramLabel = "N", converter = OptionTypes.SamplingPlies.class,
      description = "the first N moves are drawn from the visits, later the most visited (default "
          + SelfPlay.DEFAULT_SAMPLING_PLIES + ")")
  private long samplingPlies = SelfPlay.DEFAULT_SAMPLING_PLIES;

  @Option(names = "--random-opening", paramLabel = "N", converter = OptionTypes.RandomOpening.class,
      description = "each game starts after 0 to N uniformly random moves (drawn per game), not recorded"
          + " (default 0)")
  private long randomOpening;

  @Option(names = "--child-value-policy", paramLabel = "B", converter = OptionTypes.ChildValuePolicy.class,
      description = "record as the policy target the softmax of B times the evaluator's value of each move,"
          + " instead of the visit shares (default 0: the visit shares)")
  private double childValuePolicy;

  @Option(names = "--noise", paramLabel = "E", converter = OptionTypes.NoiseWeight.class,
      description = "the weight of the root's Dirichlet noise, 0 to 1 (default " + SelfPlay.DEFAULT_NOISE_WEIGHT
          + "; 0 turns it off)")
  private double noise = SelfPlay.DEFAULT_NOISE_WEIGHT;

  @Option(names = "--dirichlet-alpha", paramLabel = "A", converter = OptionTypes.DirichletAlpha.class,
      description = "the Dirichlet parameter of the root's noise, above 0 (default " + SelfPlay.DEFAULT_DIRICHLET_ALPHA
          + "; about 10 / the typical number of legal moves)")
  private double alpha = SelfPlay.DEFAULT_DIRICHLET_ALPHA;

  @Option(names = "--fpu", paramLabel = "R", converter = OptionTypes.FirstPlayUrgency.class,
      description = "first-play urgency: an unvisited move is valued at the position's value less R times the root"
          + " of the visited moves' priors (Leela Zero's reduction; " + PuctSearch.SUGGESTED_FPU_REDUCTION
          + " is a start); default off, unvisited moves valued 0")
  private @Nullable Double fpu;

  @Option(names = "--leaf-batch", paramLabel = "N", converter = OptionTypes.LeafBatch.class,
      description = "leaves each search gathers under virtual loss for one evaluator call, 1 to 256 (default 1);"
          + " the data depend on it")
  private long leafBatch = 1;

  @Option(names = "--game-batch", paramLabel = "N", converter = OptionTypes.GameBatch.class,
      description = "games each thread plays side by side, their network calls pooled into one, 1 to 4096"
          + " (default 1); the file does not depend on it")
  private long gameBatch = 1;

  @Option(names = "--model", paramLabel = "<file.onnx>",
      description = "the search's priors and values from this ONNX model (learning/python/train.py writes one)"
          + " instead of equal priors and random playouts")
  private @Nullable Path modelFile;

  private final PrintStream out;
  private final Controls controls;

  /**
   * Makes the command.
   *
   * @param out the summary
   * @param controls where the progress lines go and whether the user asked to stop (Ctrl-C)
   */
  SelfPlayCommand(PrintStream out, Controls controls) {
    this.out = out;
    this.controls = controls;
  }

  /**
   * Runs the subcommand.
   *
   * @return 0
   * @throws CliException with exit code 2 for a usage error, 130 when the user stopped the run
   */
  @Override
  public Integer call() {
    ConfiguredGame<?, ?> game = GameChoice.of(gameText, null);
    if (game.isSolo()) {
      throw CliException.usage(game + " is a puzzle for one player: there is no self-play");
    }
    if (game.encoding().isEmpty()) {
      throw CliException.usage(game + " has no encoding for learning: there is no self-play");
    }
    Path path = OutputFile.check(file.toString(), "the self-play file", false);
    long started = System.nanoTime();
    // A text that gives the setup's seed asks for that setup; otherwise each game draws its own.
    boolean setupNamed = game.config().options().stream().anyMatch(o -> o.name().equals(GameChoice.SEED_OPTION))
        && GameConfig.parse(gameText, game.config().options()).value(GameChoice.SEED_OPTION).isPresent();
    List<OnnxEvaluator<?>> models = new ArrayList<>();
    long positions;
    long legal;
    long recorded;
    String gameName;
    try {
      // The converters bound every whole number to an int's range.
      SelfPlay.Builder<?, ?> settings = builder(game, modelFile, models).simulations((int) simulations).seed(seed)
          .threads((int) threads).plyCap((int) plyCap).samplingPlies((int) samplingPlies)
          .randomOpening((int) randomOpening).childValuePolicy(childValuePolicy)
          .dirichletNoise(alpha, noise).setupPerGame(!setupNamed).leafBatch((int) leafBatch)
          .gameBatch((int) gameBatch);
      Double reduction = fpu;
      if (reduction != null) {
        settings.firstPlayUrgency(reduction);
      }
      SelfPlay<?, ?> selfPlay = settings.build();
      try (SelfPlayWriter writer = SelfPlayWriter.open(path, selfPlay)) {
        long[] written = play(selfPlay, (int) games, (int) (threads * gameBatch), controls, writer);
        writer.finish();
        positions = written[0];
        legal = written[1];
        recorded = written[2];
        gameName = selfPlay.settings().game();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    } finally {
      models.forEach(OnnxEvaluator::close);
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    int[] observation = game.encoding().orElseThrow().observationShape();
    int actions = game.encoding().orElseThrow().actionCount();
    out.println(gameName + ": " + games + " games, " + positions + " positions, " + simulations
        + " simulations a move, seed " + seed + String.format(Locale.ROOT, ", %.1f s", seconds));
    out.println("wrote " + path + " (format boardrules-selfplay/3, " + actions + " actions): observation "
        + shape(positions, observation) + ", legal_offsets (" + (positions + 1) + ",), legal_actions and policy ("
        + legal + ",), outcome, action, game_index, ply, root_value, action_q (" + positions + ",), game_offsets ("
        + (recorded + 1) + ",), game_seed, game_truncated, game_start (" + recorded + ",), settings");
    return 0;
  }

  /**
   * Plays games {@code 0} to {@code games - 1}, {@code threads} at a time (threads times the game batch), appending each batch to
   * the file as it finishes, with a progress line every {@link Controls#progressEvery()} and a
   * check for a stop between two batches. The batches give the same file as one call: a game
   * depends only on the seed and its index.
   *
   * @return the positions, the legal actions and the games written
   */
  private static long[] play(SelfPlay<?, ?> selfPlay, int games, int threads, Controls controls,
      SelfPlayWriter writer) throws IOException {
    long started = System.nanoTime();
    long nextLine = started + controls.progressEvery().toNanos();
    long positions = 0;
    long legal = 0;
    long recorded = 0;
    for (int from = 0; from < games; from += threads) {
      if (controls.stopRequested().getAsBoolean()) {
        throw CliException.stopped(String.format(Locale.ROOT, "selfplay stopped as asked after %,d of %,d games;"
            + " nothing was written (game i depends only on the seed and i: the same command plays them again)",
            from, games));
      }
      SelfPlayData part = selfPlay.play(from, Math.min(games, from + threads));
      writer.append(part);
      positions += part.size();
      legal += part.legalActionTotal();
      recorded += part.games().size();
      long now = System.nanoTime();
      if (now >= nextLine && from + threads < games) {
        nextLine = now + controls.progressEvery().toNanos();
        controls.err().println(String.format(Locale.ROOT, "selfplay: %,d of %,d games, %,d positions, %.0f s"
            + " (Ctrl-C stops)", Math.min(games, from + threads), games, positions, (now - started) / 1e9));
      }
    }
    return new long[] {positions, legal, recorded};
  }

  /** The run's builder, with the model's evaluator when {@code --model} names one (added to {@code opened}). */
  private static <S, M> SelfPlay.Builder<S, M> builder(ConfiguredGame<S, M> game, @Nullable Path model,
      List<OnnxEvaluator<?>> opened) {
    SelfPlay.Builder<S, M> builder = SelfPlay.builder(game);
    if (model != null) {
      OnnxEvaluator<S> network = Engines.loadModel(game, model.toString(), "--model");
      opened.add(network);
      // The file's name, not the evaluator's text: the settings must not change from run to run.
      builder.evaluator(network).evaluatorName("onnx:" + model.getFileName());
    }
    return builder;
  }

  private static String shape(long n, int[] shape) {
    String dims = Arrays.toString(shape);
    return "(" + n + ", " + dims.substring(1, dims.length() - 1) + ")";
  }
}
