package io.github.boardrules.cli;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.learning.selfplay.SelfPlay;
import io.github.boardrules.learning.selfplay.SelfPlayData;
import io.github.boardrules.learning.selfplay.SelfPlayWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * {@code selfplay <game> --games N --simulations P --seed S --out file.npz}: plays games of a game
 * with the PUCT search against itself and writes every position (observation, legal actions and
 * visit distribution in compressed sparse rows, outcome for the player to move, action, game index
 * and ply) as a NumPy {@code .npz} file of format {@code boardrules-selfplay/2} (see {@link
 * SelfPlayData}). The same seed writes the same bytes, on any number of threads.
 *
 * <p>This command reads its own options: {@code --games}, {@code --simulations} (or {@code
 * --playouts}), {@code --seed}, {@code --out}, {@code --threads}, {@code --ply-cap}, {@code
 * --sampling-plies}, {@code --noise} (the root noise's weight, 0 to turn it off).
 *
 * <p>The games are played a few at a time (as many as {@code --threads}), so a progress line goes
 * to standard error every two seconds and Ctrl-C stops the run between two of them (exit code
 * 130), writing nothing: game {@code i} depends only on the seed and {@code i}, so the same command
 * plays them again. Each batch is appended to temporary files next to the output as it finishes
 * ({@link SelfPlayWriter}), so memory does not grow with {@code --games}; the file appears under
 * its name when every game is played, and the temporary files are removed, finished or not.
 */
final class SelfPlayCommand {
  private static final Set<String> VALUED = Set.of("--games", "--simulations", "--playouts", "--seed",
      "--out", "--threads", "--ply-cap", "--sampling-plies", "--noise");

  private SelfPlayCommand() {}

  /**
   * Runs the subcommand.
   *
   * @param args the arguments after {@code selfplay}
   * @param out the summary
   * @param controls where the progress lines go and whether the user asked to stop (Ctrl-C)
   * @return 0
   * @throws CliException with exit code 2 for a usage error, 130 when the user stopped the run
   */
  static int run(List<String> args, PrintStream out, Controls controls) {
    List<String> positional = new ArrayList<>();
    Map<String, String> values = new LinkedHashMap<>();
    for (int i = 0; i < args.size(); i++) {
      String given = args.get(i);
      String arg = given.startsWith("-") ? given.toLowerCase(Locale.ROOT) : given;
      if (!arg.startsWith("-")) {
        positional.add(arg);
        continue;
      }
      if (!VALUED.contains(arg)) {
        throw CliException.usage("unknown option " + given + " for selfplay (see selfplay --help)");
      }
      if (i + 1 >= args.size()) {
        throw CliException.usage("option " + arg + " needs a value");
      }
      String key = arg.equals("--playouts") ? "--simulations" : arg;
      if (values.put(key, args.get(++i)) != null) {
        throw CliException.usage("option " + (key.equals("--simulations") ? "--simulations (or --playouts)" : arg)
            + " is given twice");
      }
    }
    if (positional.size() != 1) {
      throw CliException.usage("selfplay takes one game; usage: " + Usage.SELFPLAY_LINE);
    }
    String file = values.get("--out");
    if (file == null) {
      throw CliException.usage("selfplay needs --out, the .npz file to write, such as --out data.npz");
    }
    int games = (int) number(values, "--games", 10, 1, 1_000_000);
    int simulations = (int) number(values, "--simulations", 100, 1, 1_000_000);
    long seed = number(values, "--seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
    int threads = (int) number(values, "--threads", 1, 1, 256);
    int plyCap = (int) number(values, "--ply-cap", SelfPlay.DEFAULT_PLY_CAP, 1, 1_000_000);
    int samplingPlies = (int) number(values, "--sampling-plies", SelfPlay.DEFAULT_SAMPLING_PLIES, 0, 1_000_000);
    double noise = noise(values.get("--noise"));
    ConfiguredGame<?, ?> game = GameChoice.of(positional.get(0), null);
    if (game.isSolo()) {
      throw CliException.usage(game + " is a puzzle for one player: there is no self-play");
    }
    if (game.encoding().isEmpty()) {
      throw CliException.usage(game + " has no encoding for learning: there is no self-play");
    }
    Path path = OutputFile.check(file, "the self-play file", false);
    long started = System.nanoTime();
    SelfPlay<?, ?> selfPlay = SelfPlay.builder(game).simulations(simulations).seed(seed)
        .threads(threads).plyCap(plyCap).samplingPlies(samplingPlies)
        .dirichletNoise(SelfPlay.DEFAULT_DIRICHLET_ALPHA, noise).build();
    long positions;
    long legal;
    try (SelfPlayWriter writer = SelfPlayWriter.open(path, game)) {
      long[] written = play(selfPlay, games, threads, controls, writer);
      writer.finish();
      positions = written[0];
      legal = written[1];
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    int[] observation = game.encoding().orElseThrow().observationShape();
    int actions = game.encoding().orElseThrow().actionCount();
    out.println(game + ": " + games + " games, " + positions + " positions, " + simulations
        + " simulations a move, seed " + seed + String.format(Locale.ROOT, ", %.1f s", seconds));
    out.println("wrote " + path + " (format boardrules-selfplay/2, " + actions + " actions): observation "
        + shape(positions, observation) + ", legal_offsets (" + (positions + 1) + ",), legal_actions and policy ("
        + legal + ",), outcome, action, game_index, ply (" + positions + ",)");
    return 0;
  }

  /**
   * Plays games {@code 0} to {@code games - 1}, {@code threads} at a time, appending each batch to
   * the file as it finishes, with a progress line every {@link Controls#progressEvery()} and a
   * check for a stop between two batches. The batches give the same file as one call: a game
   * depends only on the seed and its index.
   *
   * @return the positions and the legal actions written
   */
  private static long[] play(SelfPlay<?, ?> selfPlay, int games, int threads, Controls controls,
      SelfPlayWriter writer) throws IOException {
    long started = System.nanoTime();
    long nextLine = started + controls.progressEvery().toNanos();
    long positions = 0;
    long legal = 0;
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
      long now = System.nanoTime();
      if (now >= nextLine && from + threads < games) {
        nextLine = now + controls.progressEvery().toNanos();
        controls.err().println(String.format(Locale.ROOT, "selfplay: %,d of %,d games, %,d positions, %.0f s"
            + " (Ctrl-C stops)", Math.min(games, from + threads), games, positions, (now - started) / 1e9));
      }
    }
    return new long[] {positions, legal};
  }

  private static String shape(long n, int[] shape) {
    String dims = Arrays.toString(shape);
    return "(" + n + ", " + dims.substring(1, dims.length() - 1) + ")";
  }

  private static double noise(@Nullable String text) {
    if (text == null) {
      return SelfPlay.DEFAULT_NOISE_WEIGHT;
    }
    double value;
    try {
      value = Double.parseDouble(text.strip());
    } catch (NumberFormatException e) {
      throw CliException.usage("--noise must be a number from 0 to 1, not \"" + text + "\"");
    }
    if (!(value >= 0 && value <= 1)) {
      throw CliException.usage("--noise must be a number from 0 to 1, not " + text);
    }
    return value;
  }

  private static long number(Map<String, String> values, String option, long otherwise, long min, long max) {
    String text = values.get(option);
    return text == null ? otherwise : Options.number(option, text, min, max);
  }
}
