package io.github.boardrules.cli;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.Bots;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.match.BradleyTerry;
import io.github.boardrules.bots.match.EloEstimate;
import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchProgress;
import io.github.boardrules.bots.match.MatchRecords;
import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.bots.match.MatchTotals;
import io.github.boardrules.bots.match.PairResult;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.LongFunction;
import java.util.stream.Stream;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * {@code match <game> --levels A,B}: plays a match between two bot levels of a game, or with
 * {@code --tournament} (or three levels or more) every pair of the levels, and prints the score and
 * the Elo difference with its 95 % interval, or the rating list (Bradley-Terry, level 1, or the
 * first level given, at 0). A progress bar with the time left goes to standard error.
 *
 * <p>Besides level numbers, {@code --levels} takes the named searches {@code mcts} and {@code
 * alphabeta}, each given the whole {@code --time-per-move} (to compare a game's searches at equal
 * time). {@code --adjacent} plays only neighbouring sides of the list (1-2, 2-3, …) instead of
 * every pair. One level twice ({@code --levels 4,4}) plays the level against itself: the first
 * player's score is the game's balance. Every match prints each side's average time a move.
 * {@code --table FILE} gives the game a solved table (Pylos): the top level plays from it.
 *
 * <p>With {@code --out DIR} every game is written as a record that {@code replay} reads ({@code
 * DIR/game-000000.txt}, in a subdirectory per pair for a tournament); {@code --resume} plays only
 * the games missing from DIR, so a stopped run goes on and ends with the same totals. Ctrl-C stops
 * a match at once (exit code 130), keeping the whole games finished so far ({@link MatchStop}).
 * {@code --games} and {@code --ply-cap} are 1 to 1,000,000 and {@code --out} is checked before
 * the first game.
 *
 * <p>This command reads its own options (they are its own: {@code --levels}, {@code --games},
 * {@code --time-per-move}, {@code --out}, {@code --resume}, {@code --tournament}, {@code
 * --adjacent}, {@code --bot-threads}, {@code --table}, and the shared {@code --threads}, {@code --seed}, {@code --ply-cap}).
 */
final class MatchCommand {
  private static final Set<String> FLAGS = Set.of("--resume", "--tournament", "--adjacent", "--adjudicate");
  private static final Set<String> VALUED = Set.of("--levels", "--games", "--threads", "--seed",
      "--time-per-move", "--out", "--ply-cap", "--bot-threads", "--table", "--random-plies");
  private static final int BAR_WIDTH = 30;
  /** The prior of the rating list: a sweep of level 1 would otherwise leave every rating infinite. */
  private static final double VIRTUAL_DRAWS = 1;
  /** The named searches {@code --levels} takes besides level numbers. */
  private static final List<String> NAMED = List.of("mcts", "alphabeta");

  /**
   * The most games a pair plays: the runner lists the games to play up front, so a count near
   * 2^31 would take gigabytes before the first game (and could never be played anyway).
   */
  static final int MAX_GAMES = 1_000_000;

  /**
   * The longest game a match plays before stopping it unfinished: each ply is kept for the record,
   * and a bot game of a million plies is already hours of play.
   */
  static final int MAX_PLY_CAP = 1_000_000;

  /** The most random plies an opening takes: more would be a random game, not an opening. */
  static final int MAX_RANDOM_PLIES = 1_000;

  private MatchCommand() {}

  /**
   * Runs the subcommand.
   *
   * @param args the arguments after {@code match}
   * @param out the results
   * @param err the progress bar
   * @param controls whether the user asked to stop (Ctrl-C)
   * @return 0
   * @throws CliException with exit code 2 for a usage error, 130 when the user stopped the match
   */
  static int run(List<String> args, PrintStream out, PrintStream err, Controls controls) {
    List<String> positional = new ArrayList<>();
    Map<String, String> values = new LinkedHashMap<>();
    for (int i = 0; i < args.size(); i++) {
      String given = args.get(i);
      // Every word of the tool is read in any case (Usage, games): options too.
      String arg = given.startsWith("-") ? given.toLowerCase(Locale.ROOT) : given;
      if (!arg.startsWith("-")) {
        positional.add(arg);
      } else if (FLAGS.contains(arg) || VALUED.contains(arg)) {
        String value = "";
        if (VALUED.contains(arg)) {
          if (i + 1 >= args.size()) {
            throw CliException.usage("option " + arg + " needs a value");
          }
          value = args.get(++i);
        }
        if (values.put(arg, value) != null) {
          throw CliException.usage("option " + arg + " is given twice");
        }
      } else {
        throw CliException.usage("unknown option " + given + " for match (see match --help)");
      }
    }
    if (positional.size() != 1) {
      throw CliException.usage("match takes one game; usage: " + Usage.MATCH_LINE);
    }
    String levelsText = values.get("--levels");
    if (levelsText == null) {
      throw CliException.usage("match needs --levels, such as --levels 2,4");
    }
    Settings settings = new Settings(
        levels(levelsText),
        (int) number(values, "--games", 100, 1, MAX_GAMES),
        (int) number(values, "--threads", 1, 1, 256),
        number(values, "--seed", 1, Long.MIN_VALUE, Long.MAX_VALUE),
        time(values.get("--time-per-move")),
        path(values.get("--out")),
        values.containsKey("--resume"),
        values.containsKey("--tournament"),
        values.containsKey("--adjacent"),
        (int) number(values, "--ply-cap", io.github.boardrules.core.Playouts.DEFAULT_PLY_CAP, 1, MAX_PLY_CAP),
        (int) number(values, "--bot-threads", 1, 1, 256),
        (int) number(values, "--random-plies", 0, 0, MAX_RANDOM_PLIES),
        values.containsKey("--adjudicate"));
    if (settings.resume && settings.out == null) {
      throw CliException.usage("--resume needs --out, the directory of the games so far");
    }
    ConfiguredGame<?, ?> game = GameChoice.of(positional.get(0), null);
    if (settings.out != null) {
      OutputFile.checkDirectory(settings.out, "the match records");
    }
    Path table = path(values.get("--table"));
    return run(game, table, settings, out, err, new MatchStop(controls, err));
  }

  /** The command's settings. */
  private record Settings(List<String> levels, int games, int threads, long seed,
      @Nullable Duration time, @Nullable Path out, boolean resume, boolean tournament, boolean adjacent,
      int plyCap, int botThreads, int randomPlies, boolean adjudicate) {}

  /**
   * One side of a match: a level of the game's ladder or a named search, with the clock that
   * times its moves.
   *
   * @param id {@code level3} or {@code mcts}: names its directories of records
   * @param label {@code level 3 (medium)} or {@code mcts}, with the time and threads if given
   * @param name the level's name or the search's
   * @param number the level's number, or 0 for a named search
   * @param description what plays
   * @param bots makes the side's bot from a seed
   * @param clock times its moves
   */
  private record Side<S, M>(String id, String label, String name, int number, String description,
      LongFunction<Bot<S, M>> bots, MoveClock clock) {
    Bot<S, M> bot(long seed) {
      return clock.timed(bots.apply(seed));
    }

    /** {@code level 3} or {@code mcts}. */
    String shown() {
      return number == 0 ? id : "level " + number;
    }
  }

  private static <S, M> int run(ConfiguredGame<S, M> configured, @Nullable Path table, Settings settings,
      PrintStream out, PrintStream err, MatchStop stop) {
    ConfiguredGame<S, M> game = table == null ? configured : withTable(configured, table);
    if (game.isSolo()) {
      throw CliException.usage(game + " is a puzzle for one player: there is no match to play");
    }
    List<String> specs = settings.levels;
    if (specs.size() < 2) {
      throw CliException.usage("--levels names two levels or more, such as 2,4, not " + String.join(",", specs));
    }
    if (settings.adjudicate && game.adjudication().isEmpty()) {
      throw CliException.usage("--adjudicate: " + game + " has no count to adjudicate a stopped game by;"
          + " its unfinished games count as draws without it");
    }
    boolean selfPlay = specs.size() == 2 && specs.get(0).equals(specs.get(1));
    List<Side<S, M>> sides = new ArrayList<>();
    for (String spec : specs) {
      sides.add(side(game, spec, settings));
    }
    boolean tournament = settings.tournament || settings.adjacent || sides.size() > 2;
    out.println(game + ": " + (tournament ? (settings.adjacent ? "neighbouring pairs of " : "tournament of ")
        + String.join(",", specs) : sides.get(0).label + " vs " + sides.get(1).label) + ", " + settings.games
        + " games" + (tournament ? " a pair" : "") + ", seed " + settings.seed + ", " + settings.threads
        + (settings.threads == 1 ? " thread" : " threads")
        + (settings.randomPlies == 0 ? "" : ", the first " + settings.randomPlies + " plies random")
        + (settings.adjudicate ? ", adjudicated at the cap of " + settings.plyCap + " plies" : ""));
    if (!tournament) {
      Side<S, M> a = sides.get(0);
      Side<S, M> b = selfPlay ? a : sides.get(1); // one level against itself: one clock
      List<GameResult> games = play(game, a, b, settings.seed, settings.out, settings, err, stop);
      MatchTotals totals = MatchTotals.of(games);
      if (!selfPlay) {
        out.println(a.label + ": " + counts(totals) + "; score "
            + String.format(Locale.ROOT, "%.3f", totals.score()) + " (" + points(totals) + " of " + totals.games() + ")");
        out.println("Elo difference (" + a.shown() + " - " + b.shown() + "): "
            + totals.elo().text() + " (95 % interval, trinomial standard error of the score)");
      }
      MatchTotals first = MatchTotals.ofFirstPlayer(games);
      double[] interval = first.scoreInterval();
      out.println("first player (" + game.sideName(io.github.boardrules.core.Player.FIRST) + "): " + counts(first)
          + "; score " + String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", first.score(), interval[0],
              interval[1]) + " (95 % interval)");
      out.println(String.format(Locale.ROOT, "average game: %.1f plies", totals.averagePlies())
          + capped(games, settings));
      if (selfPlay) {
        out.println("time: " + a.label + " " + a.clock.text());
      } else {
        out.println("time: " + a.label + " " + a.clock.text() + "; " + b.label + " " + b.clock.text());
      }
      if (settings.out != null) {
        out.println("records: " + settings.out + " (each replays with: replay <file>)");
      }
      return 0;
    }
    if (selfPlay || specs.stream().distinct().count() < specs.size()) {
      throw CliException.usage("--levels names a level twice: only a match of two (such as 4,4) plays a level"
          + " against itself");
    }
    List<PairResult> pairs = new ArrayList<>();
    int pairIndex = 0;
    for (int i = 0; i < sides.size(); i++) {
      for (int j = i + 1; j < sides.size(); j++) {
        if (settings.adjacent && j != i + 1) {
          continue;
        }
        Side<S, M> a = sides.get(i);
        Side<S, M> b = sides.get(j);
        Path dir = settings.out == null ? null : settings.out.resolve(a.id + "-vs-" + b.id);
        long pairSeed = MatchRunner.gameSeed(settings.seed, pairIndex++);
        err.println(a.shown() + " vs " + b.shown() + ":");
        List<GameResult> games = play(game, a, b, pairSeed, dir, settings, err, stop);
        MatchTotals totals = MatchTotals.of(games);
        pairs.add(new PairResult(i, j, totals));
        out.println(a.shown() + " vs " + b.shown() + ": "
            + totals.wins() + "-" + totals.draws() + "-" + totals.losses()
            + (totals.unfinished() > 0 ? " (+" + totals.unfinished() + " unfinished)" : "") + ", score "
            + String.format(Locale.ROOT, "%.3f", totals.score()) + ", Elo " + totals.elo().text()
            + String.format(Locale.ROOT, ", %.1f plies a game", totals.averagePlies())
            + capped(games, settings));
      }
    }
    int anchor = specs.indexOf("1") >= 0 ? specs.indexOf("1") : 0;
    List<EloEstimate> ratings;
    try {
      ratings = BradleyTerry.fit(sides.size(), pairs, anchor, VIRTUAL_DRAWS);
    } catch (IllegalStateException e) {
      throw CliException.failure("no rating list: " + e.getMessage());
    }
    out.println("rating list (Bradley-Terry maximum likelihood, draws half a win, one virtual draw a pair as"
        + " BayesElo's prior, " + sides.get(anchor).shown() + " = 0; 95 % intervals from the Fisher information):");
    for (int i = 0; i < sides.size(); i++) {
      Side<S, M> side = sides.get(i);
      out.println(String.format(Locale.ROOT, "  %s %-8s %s   %s; %s",
          side.number == 0 ? "-" : Integer.toString(side.number), side.name, ratings.get(i).text(),
          side.description, side.clock.text()));
    }
    return 0;
  }

  private static <S, M> ConfiguredGame<S, M> withTable(ConfiguredGame<S, M> game, Path table) {
    try {
      return game.withTable(table);
    } catch (IOException e) {
      throw CliException.usage("--table: cannot read " + table + ": " + e.getMessage());
    } catch (IllegalArgumentException e) {
      throw CliException.usage("--" + e.getMessage());
    }
  }

  /** Makes the side a {@code --levels} entry names: a level number, or {@code mcts} or {@code alphabeta}. */
  private static <S, M> Side<S, M> side(ConfiguredGame<S, M> game, String spec, Settings settings) {
    Duration time = settings.time;
    String extras = (time == null ? "" : ", " + time.toMillis() + " ms a move")
        + (settings.botThreads == 1 ? "" : ", " + settings.botThreads + " threads");
    if (NAMED.contains(spec)) {
      if (time == null) {
        throw CliException.usage("--levels " + spec + ": a named search needs --time-per-move, the time it is given");
      }
      LongFunction<Bot<S, M>> bots;
      String description;
      if (spec.equals("mcts")) {
        bots = seed -> MctsBot.builder(game.rules()).playout(game.playout()).timeLimit(time)
            .threads(settings.botThreads).seed(seed).build();
        description = "Monte-Carlo tree search for the whole time";
      } else {
        if (game.evaluation().isEmpty()) {
          throw CliException.usage("--levels alphabeta: " + game + " has no evaluation");
        }
        bots = seed -> {
          AlphaBetaBot.Builder<S, M> builder =
              AlphaBetaBot.builder(game.rules(), game.evaluation().orElseThrow()).maxDepth(100).timeLimit(time);
          game.hash().ifPresent(builder::hash);
          return builder.build();
        };
        description = "alpha-beta with the game's evaluation, deepening for the whole time";
      }
      return new Side<>(spec, spec + extras, spec, 0, description, bots, new MoveClock());
    }
    int number = (int) Options.number("--levels", spec, 1, Integer.MAX_VALUE);
    if (number > game.levels().size()) {
      throw CliException.usage("--levels: " + game + " has levels 1 to " + game.levels().size() + ", not " + number);
    }
    BotLevel level = game.level(number);
    return new Side<>("level" + number, "level " + number + " (" + level.name() + ")" + extras, level.name(),
        number, level.description(), seed -> Bots.of(game, settings(number, seed, time, settings.botThreads)),
        new MoveClock());
  }

  /** Says how many games reached the ply cap, and how those still going were counted. */
  private static String capped(List<GameResult> games, Settings settings) {
    long capped = games.stream().filter(g -> g.plies() >= settings.plyCap).count();
    if (capped == 0) {
      return "";
    }
    return "; " + capped + (capped == 1 ? " game" : " games") + " reached the cap of " + settings.plyCap + " plies"
        + (settings.adjudicate ? " (those still going adjudicated: the leader by the rules' count won)"
            : " (those still going unfinished, scored as draws)");
  }

  private static String points(MatchTotals totals) {
    double p = totals.points();
    return p == Math.rint(p) ? Long.toString((long) p) : String.format(Locale.ROOT, "%.1f", p);
  }

  private static <S, M> List<GameResult> play(ConfiguredGame<S, M> game, Side<S, M> a, Side<S, M> b,
      long seed, @Nullable Path dir, Settings settings, PrintStream err, MatchStop stop) {
    MatchRunner.Builder<S, M> builder = MatchRunner.builder(game.rules(),
            s -> stop.watched(a.bot(s)), s -> stop.watched(b.bot(s)))
        .games(settings.games).threads(settings.threads).seed(seed).plyCap(settings.plyCap)
        .randomOpening(settings.randomPlies)
        .onProgress(p -> stop.unlessStopped(() -> bar(p, err)));
    if (settings.adjudicate) {
      builder.adjudication(game.adjudication().orElseThrow());
    }
    List<GameResult> kept = List.of();
    @Nullable MatchRecords<S, M> records = null;
    if (dir != null) {
      if (!settings.resume && hasRecords(dir)) {
        throw CliException.usage(dir + " already holds games: give --resume to go on with them,"
            + " or another --out");
      }
      records = MatchRecords.in(dir, game, a.label, b.label, seed, conditions(settings));
      kept = records.load();
    }
    builder.onGame(stop.listener(records, kept.size(), settings.games, dir));
    if (kept.size() >= settings.games) {
      err.println("all " + settings.games + " games were played already");
    }
    MatchRunner<S, M> runner = builder.build();
    List<GameResult> games;
    try {
      games = stop.play(runner, kept);
    } catch (IllegalArgumentException e) {
      throw CliException.usage("--resume: " + e.getMessage());
    }
    err.println();
    return games;
  }

  /** What the records say the games were played under, so that --resume refuses other settings. */
  private static String conditions(Settings settings) {
    return "ply cap " + settings.plyCap
        + (settings.randomPlies > 0 ? ", " + settings.randomPlies + " random plies" : "")
        + (settings.adjudicate ? ", adjudicated at the cap" : "");
  }

  private static BotSettings settings(int level, long seed, @Nullable Duration time, int threads) {
    BotSettings settings = BotSettings.level(level).seed(seed).threads(threads);
    return time == null ? settings : settings.timePerMove(time);
  }

  private static boolean hasRecords(Path dir) {
    if (!Files.isDirectory(dir)) {
      return false;
    }
    try (Stream<Path> files = Files.list(dir)) {
      return files.anyMatch(f -> String.valueOf(f.getFileName()).startsWith("game-"));
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + dir + ": " + e.getMessage(), e);
    }
  }

  /**
   * Returns the start of the progress bar: a carriage return, the bar and the games done.
   *
   * @param done the games done
   * @param total the games of the pair
   * @return such as {@code "\r[###...] 3/30"}
   */
  static String bar(int done, int total) {
    int filled = (int) ((long) BAR_WIDTH * done / total);
    return "\r[" + "#".repeat(filled) + ".".repeat(BAR_WIDTH - filled) + "] " + done + "/" + total;
  }

  private static void bar(MatchProgress p, PrintStream err) {
    long left = p.left().toSeconds();
    err.print(bar(p.done(), p.total())
        + String.format(Locale.ROOT, "  score %.3f  %d:%02d:%02d left ", p.totals().score(),
            left / 3600, left / 60 % 60, left % 60));
    err.flush();
  }

  private static List<String> levels(String text) {
    List<String> levels = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      String word = part.strip().toLowerCase(Locale.ROOT);
      if (NAMED.contains(word)) {
        levels.add(word);
      } else {
        levels.add(Long.toString(Options.number("--levels", word, 1, Integer.MAX_VALUE)));
      }
    }
    return levels;
  }

  private static long number(Map<String, String> values, String option, long otherwise, long min, long max) {
    String text = values.get(option);
    if (text == null) {
      return otherwise;
    }
    return Options.number(option, text, min, max);
  }

  private static @Nullable Duration time(@Nullable String text) {
    if (text == null) {
      return null;
    }
    String t = text.strip().toLowerCase(Locale.ROOT);
    long factor = t.endsWith("ms") ? 1 : t.endsWith("s") ? 1000 : 1;
    String digits = t.endsWith("ms") ? t.substring(0, t.length() - 2) : t.endsWith("s") ? t.substring(0, t.length() - 1) : t;
    // At most an hour a move: a longer budget is surely a mistake, and stays far from overflow.
    long millis = Options.number("--time-per-move (milliseconds, or with ms or s)", digits, 1, 3_600_000 / factor) * factor;
    return Duration.ofMillis(millis);
  }

  private static @Nullable Path path(@Nullable String text) {
    if (text == null) {
      return null;
    }
    if (text.isEmpty()) {
      throw CliException.usage("--out needs a directory, not an empty name");
    }
    try {
      return Path.of(text);
    } catch (InvalidPathException e) {
      throw CliException.usage("--out: not a path: " + text);
    }
  }

  /** "1 win, 0 draws, 2 losses, 0 unfinished": the totals in words, singular for one. */
  static String counts(MatchTotals totals) {
    return totals.wins() + (totals.wins() == 1 ? " win, " : " wins, ")
        + totals.draws() + (totals.draws() == 1 ? " draw, " : " draws, ")
        + totals.losses() + (totals.losses() == 1 ? " loss, " : " losses, ")
        + totals.unfinished() + " unfinished";
  }
}
