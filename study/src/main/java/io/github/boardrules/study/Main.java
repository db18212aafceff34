package io.github.boardrules.study;

import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchTotals;
import io.github.boardrules.bots.match.PairResult;
import io.github.boardrules.bots.match.Pentanomial;
import io.github.boardrules.bots.match.RatingList;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The study tool: a match, a ladder of levels, a balance table or self-play data, as a Spark job
 * ({@code --runner spark}, the default) or on the core's single-machine runner ({@code --runner
 * local}, the baseline the Spark results equal). In local mode ({@code java -jar}) Spark runs in the
 * same JVM with {@code --cores} task slots; under {@code spark-submit} the cluster's master is used.
 *
 * <pre>
 * java -jar study/target/boardrules-study.jar balance --variant pikkpakk --variant pushfour --level 2 --games 40 --cores 2
 * java -jar study/target/boardrules-study.jar ladder nim --levels 1,2,3 --games 40
 * java -jar study/target/boardrules-study.jar match nim --levels 2,4 --games 100 --runner local --cores 2
 * java -jar study/target/boardrules-study.jar selfplay 'nim(rows=3,columns=5)' --games 20 --simulations 50 --out nim.npz
 * spark-submit --class io.github.boardrules.study.Main --master spark://host:7077 boardrules-study.jar balance ...
 * </pre>
 *
 * <p>Exit codes: 0 done, 2 a usage error (one line on standard error).
 */
public final class Main {
  private static final Set<String> VALUED = Set.of("--levels", "--level", "--variant", "--games", "--seed",
      "--ply-cap", "--cores", "--shard-size", "--runner", "--simulations", "--out");

  private Main() {}

  /**
   * Runs the tool and exits with its code.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    int code = run(args, System.out, System.err);
    System.out.flush();
    System.exit(code);
  }

  /**
   * Runs the tool.
   *
   * @param args the command line
   * @param out the results
   * @param err the errors
   * @return 0, or 2 for a usage error
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    try {
      if (args.length > 0 && args[0].equals("ratings")) {
        // Stored results only: no games, no Spark.
        ratings(List.of(args).subList(1, args.length), out);
        return 0;
      }
      Args a = Args.parse(args);
      long started = System.nanoTime();
      if (a.runner.equals("local")) {
        report(a, null, out);
      } else {
        try (JavaSparkContext spark = Spark.context(a.cores)) {
          out.println("Spark master " + spark.master() + ", default parallelism " + spark.defaultParallelism());
          report(a, new SparkStudy(new ShardJob(spark), a.shardSize()), out);
        }
      }
      out.printf(Locale.ROOT, "time: %.1f s (%s runner%s)%n", (System.nanoTime() - started) / 1e9, a.runner,
          a.runner.equals("local") ? ", " + a.cores + (a.cores == 1 ? " thread" : " threads")
              : ", shards of " + a.shardSize() + " games");
      return 0;
    } catch (IllegalArgumentException | UncheckedIOException e) {
      err.println("study: " + e.getMessage());
      return 2;
    }
  }

  /** The header of the pair rows of a stored ladder: the first level's wins, draws and losses. */
  static final String PAIRS_HEADER = "first_level,second_level,first_wins,draws,first_losses";

  /**
   * {@code ratings FILE...}: the rating list of stored ladder results, each file's rows after the
   * line {@value #PAIRS_HEADER} (comment lines, starting with #, skipped), levels named by number,
   * level 1 (or the lowest) = 0. The documented ladder tables are this command's output.
   */
  static void ratings(List<String> files, PrintStream out) {
    if (files.isEmpty()) {
      throw new IllegalArgumentException("ratings needs one result file or more, such as nim/results/nim-ladder.csv");
    }
    RatingList list;
    try {
      list = ratingsOf(files.stream().map(Main::path).toList());
    } catch (IllegalStateException e) {
      // Rows that parse yet give no fit (levels that never met, no games): the input's fault.
      throw new IllegalArgumentException("no rating list of " + String.join(", ", files) + ": " + e.getMessage(), e);
    }
    list.lines().forEach(out::println);
  }

  private static Path path(String name) {
    try {
      return Path.of(name);
    } catch (java.nio.file.InvalidPathException e) {
      throw new IllegalArgumentException("\"" + name + "\" is not a path: " + e.getReason(), e);
    }
  }

  /**
   * Fits the stored pair rows of result files: see {@link #ratings}.
   *
   * @param files the files
   * @return the rating list of the levels met, in increasing order
   */
  static RatingList ratingsOf(List<Path> files) {
    List<int[]> rows = new ArrayList<>();
    java.util.TreeSet<Integer> levels = new java.util.TreeSet<>();
    for (Path named : files) {
      String text = named.toString();
      int hash = text.lastIndexOf('#');
      @Nullable String game = hash < 0 ? null : text.substring(hash + 1);
      Path file = hash < 0 ? named : Path.of(text.substring(0, hash));
      List<String> lines = ResultText.lines(file);
      int header = lines.indexOf(PAIRS_HEADER);
      if (header < 0) {
        rows.addAll(neighbourRows(file, lines, game));
        for (int[] row : rows) {
          levels.add(row[0]);
          levels.add(row[1]);
        }
        continue;
      }
      for (int n = header + 1; n < lines.size(); n++) {
        String line = lines.get(n);
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] cells = line.split(",", -1);
        String where = file + " line " + (n + 1);
        if (cells.length != 5) {
          throw new IllegalArgumentException(where + ": a pair row has 5 numbers, not \"" + ResultText.shown(line) + "\"");
        }
        int[] row = new int[6];
        row[0] = ResultText.number(cells[0], where, "first_level", 1);
        row[1] = ResultText.number(cells[1], where, "second_level", 1);
        for (int k = 2; k < 5; k++) {
          row[k] = ResultText.number(cells[k], where, PAIRS_HEADER.split(",")[k], 0);
        }
        if (row[0] == row[1]) {
          throw new IllegalArgumentException(where + ": a pair is of two levels, not level " + row[0] + " twice");
        }
        rows.add(row);
        levels.add(row[0]);
        levels.add(row[1]);
      }
    }
    List<Integer> order = new ArrayList<>(levels);
    List<PairResult> pairs = new ArrayList<>();
    for (int[] row : rows) {
      pairs.add(new PairResult(order.indexOf(row[0]), order.indexOf(row[1]), MatchTotals.of(row[2], row[3], row[4], row[5])));
    }
    return ratings(order, pairs);
  }

  /**
   * The pairs of a ladder of neighbouring levels stored a row a level, as the game modules'
   * results keep them: the columns {@code level} and the pair with the level below, from the lower
   * level's side, as {@code below_wins}, {@code below_draws}, {@code below_losses}, or {@code
   * vs_below_wins}, {@code vs_below_draws}, {@code vs_below_losses} (and {@code
   * vs_below_unfinished}), or one {@code vs_below_wdl} cell such as {@code 2-0-18}. A file of several
   * games (a {@code game} column) is read for the game named after a {@code #} in its name, such
   * as {@code pikkpakk/results/ladders.csv#pushfour}.
   */
  private static List<int[]> neighbourRows(Path file, List<String> lines, @Nullable String game) {
    int header = 0;
    while (header < lines.size() && !lines.get(header).startsWith("level,") && !lines.get(header).startsWith("game,level,")) {
      header++;
    }
    if (header == lines.size()) {
      throw new IllegalArgumentException(file + " has neither the line " + PAIRS_HEADER + " nor a level table");
    }
    List<String> columns = List.of(lines.get(header).split(","));
    int gameColumn = columns.indexOf("game");
    if (gameColumn >= 0 && game == null) {
      throw new IllegalArgumentException(file + " holds several games' ladders: name one, as " + file + "#<game>");
    }
    int level = columns.indexOf("level");
    int wdl = columns.indexOf("vs_below_wdl");
    String prefix = columns.contains("below_wins") ? "below_" : "vs_below_";
    int wins = columns.indexOf(prefix + "wins");
    int draws = columns.indexOf(prefix + "draws");
    int losses = columns.indexOf(prefix + "losses");
    int unfinished = columns.indexOf(prefix + "unfinished");
    if (wdl < 0 && (wins < 0 || draws < 0 || losses < 0)) {
      throw new IllegalArgumentException(file + ": its level table has no result against the level below");
    }
    List<int[]> rows = new ArrayList<>();
    int last = Math.max(Math.max(gameColumn, level), Math.max(wdl, Math.max(Math.max(wins, draws),
        Math.max(losses, unfinished))));
    for (int n = header + 1; n < lines.size(); n++) {
      String line = lines.get(n);
      if (line.isBlank() || line.startsWith("#") || !Character.isLetterOrDigit(line.charAt(0))) {
        break;
      }
      String where = file + " line " + (n + 1);
      // Cells in quotes may hold commas: split only on commas outside quotes.
      String[] cells = line.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", -1);
      if (cells.length <= last) {
        throw new IllegalArgumentException(where + ": the row has " + cells.length + " cells, the header "
            + columns.size() + ": \"" + ResultText.shown(line) + "\"");
      }
      if (gameColumn >= 0 && !cells[gameColumn].equals(game)) {
        continue;
      }
      int[] result = new int[4];
      if (wdl >= 0) {
        if (cells[wdl].isEmpty()) {
          continue; // the lowest level: no level below
        }
        String[] parts = cells[wdl].split("-", -1);
        if (parts.length != 3) {
          throw new IllegalArgumentException(where + ": vs_below_wdl is wins-draws-losses, such as 2-0-18, not \""
              + ResultText.shown(cells[wdl]) + "\"");
        }
        for (int k = 0; k < 3; k++) {
          result[k] = ResultText.number(parts[k], where, "vs_below_wdl", 0);
        }
      } else {
        if (cells[wins].isEmpty()) {
          continue;
        }
        result[0] = ResultText.number(cells[wins], where, columns.get(wins), 0);
        result[1] = ResultText.number(cells[draws], where, columns.get(draws), 0);
        result[2] = ResultText.number(cells[losses], where, columns.get(losses), 0);
        result[3] = unfinished < 0 || cells[unfinished].isEmpty() ? 0
            : ResultText.number(cells[unfinished], where, columns.get(unfinished), 0);
      }
      int n2 = ResultText.number(cells[level], where, "level", 2);
      rows.add(new int[] {n2 - 1, n2, result[0], result[1], result[2], result[3]});
    }
    if (rows.isEmpty()) {
      throw new IllegalArgumentException(file + ": no pair" + (game == null ? "" : " of " + game));
    }
    return rows;
  }

  /**
   * The rating list of a ladder, by the project's one rating method ({@link RatingList}), anchored
   * as {@code match} anchors it: level 1 (or the first level given) = 0.
   */
  static RatingList ratings(List<Integer> levels, List<PairResult> pairs) {
    List<String> names = new ArrayList<>();
    for (int level : levels) {
      names.add("level " + level);
    }
    int anchor = levels.indexOf(1) >= 0 ? levels.indexOf(1) : 0;
    return RatingList.fit(names, pairs, anchor, 0);
  }

  private static void report(Args a, @Nullable SparkStudy study, PrintStream out) {
    switch (a.command) {
      case "match", "ladder" -> {
        String game = a.game();
        List<Integer> levels = a.levels();
        if (a.command.equals("match") && levels.size() != 2) {
          throw new IllegalArgumentException("match takes two levels, such as --levels 2,4, not " + levels);
        }
        List<MatchSpec> matches = SparkStudy.ladderMatches(game, levels, a.games, a.seed, a.plyCap);
        if (a.command.equals("match")) {
          matches = List.of(new MatchSpec(game, levels.get(0), levels.get(1), a.games, a.seed, a.plyCap));
        }
        List<List<GameResult>> played = study == null ? local(matches, a.cores) : study.games(matches);
        List<PairResult> pairs = new ArrayList<>();
        int k = 0;
        for (int i = 0; i < levels.size(); i++) {
          for (int j = i + 1; j < levels.size(); j++) {
            MatchTotals totals = MatchTotals.of(played.get(k));
            pairs.add(new PairResult(i, j, totals));
            out.printf(Locale.ROOT, "%s level %d vs level %d: %d-%d-%d (+%d unfinished), score %.3f, Elo %s,"
                    + " seed %d, %d plies%n", game, levels.get(i), levels.get(j), totals.wins(), totals.draws(),
                totals.losses(), totals.unfinished(), totals.score(), Pentanomial.eloOf(played.get(k)).text(),
                matches.get(k).seed(), totals.plies());
            k++;
          }
        }
        if (levels.size() > 2) {
          ratings(levels, pairs).lines().forEach(out::println);
        }
      }
      case "balance" -> {
        if (a.variants.isEmpty()) {
          throw new IllegalArgumentException("balance needs one --variant or more, such as --variant pikkpakk");
        }
        int level = a.level();
        List<String> variants = a.variants.stream().map(v -> MatchSpec.setupSeeded(v, a.seed)).toList();
        List<MatchSpec> matches = SparkStudy.balanceMatches(variants, level, a.games, a.seed, a.plyCap);
        List<List<GameResult>> played = study == null ? local(matches, a.cores) : study.games(matches);
        out.println("balance: level " + level + " against itself, " + a.games + " games a variant, seed " + a.seed);
        for (int v = 0; v < variants.size(); v++) {
          BalanceRow row = BalanceRow.of(variants.get(v), played.get(v));
          MatchTotals t = row.totals();
          out.printf(Locale.ROOT, "  %-40s first %d, second %d, draws %d, unfinished %d: first-player score"
                  + " %.3f, %d plies%n", row.variant(), row.firstWins(), row.secondWins(), t.draws(),
              t.unfinished(), row.firstScore(), t.plies());
        }
      }
      case "selfplay" -> {
        String file = a.out;
        if (file == null) {
          throw new IllegalArgumentException("selfplay needs --out, the .npz file to write");
        }
        SelfPlaySpec spec = new SelfPlaySpec(a.game(), a.games, a.simulations, a.seed, a.plyCap);
        long positions;
        try {
          positions = study == null ? spec.run(a.cores).write(0, a.games, Path.of(file))
              : study.selfPlay(spec, Path.of(file));
        } catch (IOException e) {
          throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
        out.println(spec.game() + ": " + a.games + " games, " + positions + " positions written to " + file);
      }
      default -> throw new IllegalArgumentException("unknown study \"" + a.command
          + "\"; the studies are match, ladder, balance, selfplay");
    }
  }

  /** The single-machine baseline: each match on the core's runner with {@code threads} threads. */
  static List<List<GameResult>> local(List<MatchSpec> matches, int threads) {
    List<List<GameResult>> played = new ArrayList<>();
    for (MatchSpec match : matches) {
      played.add(match.runner(threads).play(List.of()));
    }
    return played;
  }

  /** The parsed command line. */
  private static final class Args {
    String command = "";
    final List<String> positional = new ArrayList<>();
    final List<String> variants = new ArrayList<>();
    final Map<String, String> values = new HashMap<>();
    int games;
    long seed;
    int plyCap;
    int cores;
    int simulations;
    String runner = "spark";
    @Nullable String out;

    static Args parse(String[] args) {
      if (args.length == 0) {
        throw new IllegalArgumentException("usage: match|ladder|balance|selfplay|ratings ... (see the study README)");
      }
      Args a = new Args();
      a.command = args[0].toLowerCase(Locale.ROOT);
      for (int i = 1; i < args.length; i++) {
        String arg = args[i].toLowerCase(Locale.ROOT);
        if (!arg.startsWith("--")) {
          a.positional.add(args[i]);
          continue;
        }
        if (!VALUED.contains(arg)) {
          throw new IllegalArgumentException("unknown option " + args[i]);
        }
        if (i + 1 >= args.length) {
          throw new IllegalArgumentException("option " + arg + " needs a value");
        }
        String value = args[++i];
        if (arg.equals("--variant")) {
          a.variants.add(value);
        } else if (a.values.put(arg, value) != null) {
          throw new IllegalArgumentException("option " + arg + " is given twice");
        }
      }
      a.games = (int) a.number("--games", 100, 1, Integer.MAX_VALUE);
      a.seed = a.number("--seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
      a.plyCap = (int) a.number("--ply-cap", 1_000, 1, Integer.MAX_VALUE);
      a.cores = (int) a.number("--cores", Runtime.getRuntime().availableProcessors(), 1, 4096);
      a.simulations = (int) a.number("--simulations", 100, 1, 1_000_000);
      a.runner = a.values.getOrDefault("--runner", "spark").toLowerCase(Locale.ROOT);
      if (!a.runner.equals("spark") && !a.runner.equals("local")) {
        throw new IllegalArgumentException("--runner is spark or local, not " + a.runner);
      }
      a.out = a.values.get("--out");
      return a;
    }

    int shardSize() {
      return (int) number("--shard-size", 10, 1, Integer.MAX_VALUE);
    }

    String game() {
      if (positional.size() != 1) {
        throw new IllegalArgumentException(command + " takes one game, such as nim or 'zertz(board=48)', not "
            + positional);
      }
      // Self-play draws a setup per game from the run's seed; a match or ladder plays the study seed's setup.
      return command.equals("selfplay") ? positional.get(0) : MatchSpec.setupSeeded(positional.get(0), seed);
    }

    int level() {
      return (int) number("--level", 2, 1, 100);
    }

    List<Integer> levels() {
      String text = values.get("--levels");
      if (text == null) {
        throw new IllegalArgumentException(command + " needs --levels, such as --levels 2,4");
      }
      List<Integer> levels = new ArrayList<>();
      for (String part : text.split(",", -1)) {
        int level = (int) parse("--levels", part.strip(), 1, 100);
        if (levels.contains(level)) {
          throw new IllegalArgumentException("--levels names level " + level + " twice");
        }
        levels.add(level);
      }
      if (levels.size() < 2) {
        throw new IllegalArgumentException("--levels names two levels or more, not " + text);
      }
      return levels;
    }

    long number(String option, long otherwise, long min, long max) {
      String text = values.get(option);
      return text == null ? otherwise : parse(option, text, min, max);
    }

    static long parse(String option, String text, long min, long max) {
      long value;
      try {
        value = Long.parseLong(text.strip());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(option + " must be a whole number, not \"" + text + "\"", e);
      }
      if (value < min || value > max) {
        throw new IllegalArgumentException(option + " must be " + min + " to " + max + ", not " + text);
      }
      return value;
    }
  }
}
