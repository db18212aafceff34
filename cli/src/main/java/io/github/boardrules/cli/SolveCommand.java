package io.github.boardrules.cli;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.solve.PylosOpeningTable;
import io.github.boardrules.pylos.solve.PylosSolver;
import io.github.boardrules.pylos.solve.PylosTable;
import io.github.boardrules.pylos.solve.PylosTableException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code solve <game> --table <file>}: solves a game whole into a table file, with progress and
 * an estimate of the time left; stopped at any time, it goes on from the file when run again.
 * Today Pylos has tables, in all three rule sets: the children's is solved layer by layer (about
 * 1.7 GB and six minutes on two cores), the standard and mature ones by sweeps until one decides
 * nothing (the measured runs are in {@code pylos/results/table-runs.csv}).
 */
@Command(name = "solve",
    description = {
      "Solve a game whole into a table file: the value of every position.",
      "",
      "Today Pylos, all three rule sets, with the default end and no draw option (plyLimit, repetitionDraw and"
          + " raiseWithEmptyReserve are refused: the table does not solve them): 1,686,262,193 positions, a 1.7 GB"
          + " table. The children's rules are solved layer by layer (balls on the board, from 28 down to 0; about six"
          + " minutes on two cores, 1.2 GB of memory); the standard and mature rules by sweeps over every layer until"
          + " one decides nothing (the table in memory: give java -Xmx3g or more). Prints a line per layer with an"
          + " estimate of the time left; at the end the value of the start. The table file is also the checkpoint:"
          + " stopped at any time, solve goes on from its finished layers, or its last finished sweep, when run"
          + " again."},
    footer = GameChoice.GAME_HELP)
final class SolveCommand implements Callable<Integer> {
  /** How often a progress line is printed within a layer. */
  private static final Duration EVERY = Duration.ofSeconds(10);

  /** The most worker threads: more than any machine the table is made on. */
  static final int MAX_THREADS = 1024;

  /** The balls on a full Pylos board, the highest layer. */
  private static final int MAX_BALLS = 28;

  @Parameters(index = "0", paramLabel = "<game>", completionCandidates = GameChoice.Names.class,
      description = GameChoice.GAME_ARGUMENT)
  private String gameText = "";

  @Option(names = "--table", paramLabel = "<file>", required = true,
      description = "the table file, created or resumed from; checked before any work (an empty file, or a table"
          + " of an older version, is refused)")
  private Path file = Path.of("");

  @Option(names = "--threads", paramLabel = "N",
      description = "worker threads, 1 to " + SolveCommand.MAX_THREADS + " (default: the machine's processors)")
  private @Nullable String threadsText;

  @Option(names = "--down-to", paramLabel = "N",
      description = "children's rules: stop after the layer with N balls on the board, 0 to " + SolveCommand.MAX_BALLS
          + " (default 0: all)")
  private @Nullable String downToText;

  @Option(names = "--opening", paramLabel = "N",
      description = "with --out: once the table is finished, also write its opening, the positions with at most N"
          + " balls on the board (0 to 27), gzip-compressed: megabytes that answer the first moves as the table does"
          + " (PylosOpeningTable; 12 balls: 11.3 MB for the standard rules)")
  private @Nullable String openingText;

  @Option(names = "--out", paramLabel = "<file>", description = "the opening table's file (with --opening)")
  private @Nullable Path openingFile;

  private final PrintStream out;

  /**
   * Makes the command.
   *
   * @param out a line per finished layer, progress lines, then the value of the start
   */
  SolveCommand(PrintStream out) {
    this.out = out;
  }

  /**
   * Refuses a configuration the table does not solve as configured: the table knows the three
   * rule sets with their default end, and no draw option (a ply limit or a repetition draw would
   * change the values of positions, which the table would silently ignore).
   */
  private static void refuseUnsolvedOptions(Pylos rules, String config) {
    if (rules.raiseWithEmptyReserve()) {
      throw CliException.usage("solve cannot solve " + config
          + ": the table knows the default end (running out of balls loses), not raiseWithEmptyReserve");
    }
    if (rules.drawOptions().plyLimit().isPresent()) {
      throw CliException.usage("solve cannot solve " + config
          + ": the table has no ply limit (a game's value with plyLimit depends on the plies played); leave plyLimit out");
    }
    if (rules.drawOptions().repetitionDraw().isPresent()) {
      throw CliException.usage("solve cannot solve " + config
          + ": the table has no repetition draw (a game's value with repetitionDraw depends on its history); leave repetitionDraw out");
    }
  }

  /**
   * Runs the subcommand.
   *
   * @return the exit code 0
   */
  @Override
  public Integer call() {
    ConfiguredGame<?, ?> game = GameChoice.of(gameText, null);
    int threads = threadsText == null
        ? Runtime.getRuntime().availableProcessors()
        : (int) WholeNumber.parse("--threads", threadsText, 1, MAX_THREADS);
    int downTo = downToText == null ? 0 : (int) WholeNumber.parse("--down-to", downToText, 0, MAX_BALLS);
    if ((openingText == null) != (openingFile == null)) {
      throw CliException.usage("--opening <balls> and --out <file> go together: the opening table's positions"
          + " (at most that many balls on the board) and its file");
    }
    int opening = openingText == null ? -1 : (int) WholeNumber.parse("--opening", openingText, 0, MAX_BALLS - 1);
    if (!(game.rules() instanceof Pylos rules)) {
      throw CliException.usage("solve knows Pylos; " + game.config() + " has no table");
    }
    refuseUnsolvedOptions(rules, game.config().toString());
    boolean layered = rules.ruleSet() == PylosRuleSet.CHILDREN;
    if (downTo > 0 && !layered) {
      throw CliException.usage(
          "--down-to is for the children's rules; " + game.config() + " is solved by sweeps over every layer");
    }
    Path table = OutputFile.check(file.toString(), "the table", true);
    Path openingPath = openingFile == null ? null : OutputFile.check(openingFile.toString(), "the opening table", true);
    PylosTable solved = solve(rules, table, threads, downTo, out);
    if (openingPath != null) {
      if (solved == null) {
        out.println("opening: not written, the table is not finished");
      } else {
        writeOpening(solved, opening, openingPath, out);
      }
    }
    return 0;
  }

  /** Writes the opening table of a finished table and says its size. */
  private static void writeOpening(PylosTable table, int maxBalls, Path file, PrintStream out) {
    try {
      PylosOpeningTable.write(table, maxBalls, file);
      out.println(String.format(Locale.ROOT, "opening: %s, the positions with at most %d balls on the board"
          + " (%,d stored), %,d bytes", file, maxBalls, PylosOpeningTable.read(file).positions(), Files.size(file)));
    } catch (IOException e) {
      throw CliException.usage("cannot write the opening table to " + file + ": " + OutputFile.reason(e));
    }
  }

  /** Computes or resumes the table; returns it when finished, else null. */
  private static @Nullable PylosTable solve(Pylos rules, Path file, int threads, int downTo, PrintStream out) {
    Duration[] lastLine = {Duration.ZERO};
    long[] sweep = new long[3];
    PylosTable table;
    try {
      table = PylosTable.compute(rules, file, threads, downTo, progress -> {
        if (progress.round() > 0) {
          out.println(roundLine(progress));
        } else if (progress.refinement() > 0) {
          refinementLines(progress, sweep, out);
        } else if (progress.sweep() > 0) {
          sweepLines(progress, sweep, out);
        } else if (progress.layerDone()) {
          out.println(layerLine(progress));
        } else if (progress.elapsed().minus(lastLine[0]).compareTo(EVERY) >= 0) {
          lastLine[0] = progress.elapsed();
          out.println("  " + doneLine(progress));
        } else {
          return;
        }
        out.flush();
      });
    } catch (PylosTableException e) {
      throw CliException.usage(e.file() + ": at byte " + e.offset() + ": " + e.reason());
    } catch (IOException e) {
      throw CliException.usage("cannot write the table to " + file + ": " + OutputFile.reason(e));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw CliException.usage("interrupted; the finished layers or sweeps are in " + file);
    }
    if (!table.isFinished()) {
      out.println("stopped after layer " + table.lowestLayer() + "; run solve again with the same --table to go on");
      return null;
    }
    PylosSolver.Result start = table.solve(rules.initialState());
    String value = switch (start.verdict()) {
      case WIN -> "wins " + distance(start.plies(), start.isBound());
      case LOSS -> "loses " + distance(start.plies(), start.isBound());
      default -> "draws: neither player can force the end";
    };
    out.println("start: the first player (" + Pylos.colour(Pylos.LIGHT) + ") " + value
        + "; best first move " + start.bestMove().map(rules.notation()::format).orElse("-"));
    out.println("table: " + file + ", " + String.format(Locale.ROOT, "%,d", table.positions()) + " positions");
    return table;
  }

  /**
   * Says how far the end is: the exact distance with best play (a children's table), or a bound
   * (a standard or mature table's sweeps), never a bound as if it were the distance.
   */
  static String distance(int plies, boolean bound) {
    return bound
        ? "within " + plies + " plies (a bound: the exact distance may be shorter)"
        : "in " + plies + " plies with best play";
  }

  /**
   * Prints a line per layer of a sweep, and at its end the sweep's totals: decided in this sweep,
   * undecided left, and the start's value so far (layer 0 is the empty board alone).
   */
  private static void sweepLines(PylosTable.Progress p, long[] sweep, PrintStream out) {
    if (p.layer() == 28) {
      Arrays.fill(sweep, 0);
    }
    sweep[0] += p.layerNewlyDecided();
    sweep[1] += p.layerUndecided();
    sweep[2] = Math.max(sweep[2], p.layerLongest());
    out.println(String.format(Locale.ROOT,
        "sweep %d, layer %2d: %,13d positions, %,13d decided now, %,13d undecided, longest bound %3d plies; %s",
        p.sweep(), p.layer(), p.layerPositions(), p.layerNewlyDecided(), p.layerUndecided(), p.layerLongest(),
        doneLine(p)));
    if (p.layer() == 0) {
      String start = p.layerUndecided() == 1 ? "undecided" : p.layerWins() == 1 ? "won" : "lost";
      out.println(String.format(Locale.ROOT,
          "sweep %d done: %,d positions decided in it, %,d undecided, longest bound %d plies; the start: %s; %s",
          p.sweep(), sweep[0], sweep[1], sweep[2], start, duration(p.elapsed())));
    }
    out.flush();
  }

  /**
   * Prints a line per layer of a refinement sweep, and at its end the sweep's totals: positions
   * visited, distances lowered, the longest distance and the start's distance so far.
   */
  private static void refinementLines(PylosTable.Progress p, long[] sweep, PrintStream out) {
    if (p.layer() == 28) {
      Arrays.fill(sweep, 0);
    }
    sweep[0] += p.visited();
    sweep[1] += p.layerLowered();
    sweep[2] = Math.max(sweep[2], p.layerLongest());
    out.println(String.format(Locale.ROOT,
        "refinement %d, layer %2d: %,13d positions, %,13d visited, %,13d lowered, longest %3d plies; %s",
        p.refinement(), p.layer(), p.layerPositions(), p.visited(), p.layerLowered(), p.layerLongest(),
        doneLine(p)));
    if (p.layer() == 0) {
      String start = p.layerUndecided() == 1 ? "a draw"
          : (p.layerWins() == 1 ? "won in " : "lost in ") + p.layerLongest() + " plies";
      out.println(String.format(Locale.ROOT,
          "refinement %d done: %,d positions visited, %,d lowered, longest %d plies; the start: %s; %s",
          p.refinement(), sweep[0], sweep[1], sweep[2], start, duration(p.elapsed())));
    }
    out.flush();
  }

  /** A backward round after a refinement sweep: the predecessors of the positions lowered before. */
  static String roundLine(PylosTable.Progress p) {
    return String.format(Locale.ROOT,
        "refinement %d, backward round %d: %,d positions evaluated (moves to a position lowered before), %,d lowered; %s",
        p.refinement(), p.round(), p.visited(), p.layerLowered(), duration(p.elapsed()));
  }

  private static String layerLine(PylosTable.Progress p) {
    return String.format(Locale.ROOT, "layer %2d: %,13d positions, %5.1f %% won by the player to move, longest %2d plies%s; %s",
        p.layer(), p.layerPositions(), 100.0 * p.layerWins() / Math.max(1, p.layerPositions()), p.layerLongest(),
        p.done() == p.resumed() ? " (from the file)" : "", doneLine(p));
  }

  private static String doneLine(PylosTable.Progress p) {
    return String.format(Locale.ROOT, "%,d of %,d (%.1f %%), %s%s", p.done(), p.total(), 100.0 * p.done() / p.total(),
        duration(p.elapsed()), p.estimatedLeft().map(left -> ", about " + duration(left) + " left").orElse(""));
  }

  private static String duration(Duration d) {
    long s = d.toSeconds();
    return s < 60 ? s + " s" : s < 3600 ? s / 60 + " min " + s % 60 + " s" : s / 3600 + " h " + s % 3600 / 60 + " min";
  }
}
