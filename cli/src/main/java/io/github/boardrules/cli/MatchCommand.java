package io.github.boardrules.cli;

import io.github.boardrules.bots.match.BradleyTerry;
import io.github.boardrules.bots.match.EloEstimate;
import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchProgress;
import io.github.boardrules.bots.match.MatchRecords;
import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.bots.match.MatchTotals;
import io.github.boardrules.bots.match.PairResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.LongFunction;
import java.util.stream.Stream;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

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
 */
@Command(name = "match",
    description = {
      "Play bot levels, searches or UGI engines of a game against each other.",
      "",
      "N games, colours alternating; prints the score and the Elo difference of the first level over the second"
          + " with its 95 %% interval (logistic Elo of the score; trinomial standard error, as cutechess-cli and"
          + " fastchess). With --tournament or three levels or more, every pair plays N games and a rating list"
          + " follows (Bradley-Terry maximum likelihood, level 1 = 0); with --adjacent only neighbouring entries of"
          + " --levels play (1-2, 2-3, ...). One level twice (--levels 4,4) plays it against itself: the first"
          + " player's score with its interval is the game's balance. Each side's average time a move is printed."
          + " A progress bar goes to standard error.",
      "",
      "Players besides levels: mcts:PLAYOUTS, alphabeta:DEPTH, and ugi:COMMAND, an outside engine speaking UGI,"
          + " started for each game with the seed an in-process bot would get and refereed move by move: an"
          + " unreadable or illegal move, no move, a crash, or a move later than --time-per-move plus 1 s loses"
          + " the game, with the reason in the output and the record's Forfeit tag.",
      "",
      "Ctrl-C stops the match at once (exit code 130), keeping the games finished so far in --out: the same"
          + " command with --resume plays the rest."},
    footer = GameChoice.GAME_HELP)
final class MatchCommand implements Callable<Integer> {
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

  @Parameters(index = "0", paramLabel = "<game>", completionCandidates = GameChoice.Names.class,
      description = GameChoice.GAME_ARGUMENT)
  private String gameText = "";

  @Option(names = "--levels", paramLabel = "A,B[,C...]",
      description = "the players: levels of the game's ladder, 1 (random) to 5 (the strongest); mcts or alphabeta:"
          + " that search for the whole --time-per-move; mcts:PLAYOUTS; alphabeta:DEPTH; ugi:COMMAND, an outside"
          + " engine (commas inside quotes stay in the command)")
  private @Nullable String levelsText;

  @Option(names = "--player", paramLabel = "SPEC",
      description = "a player, as an entry of --levels but taken whole (a ugi:COMMAND with commas); repeat it for"
          + " each player, instead of --levels")
  private List<String> playerTexts = new ArrayList<>();

  @Option(names = "--games", paramLabel = "N",
      description = "games a pair, 1 to " + MatchCommand.MAX_GAMES + " (default 100)")
  private @Nullable String gamesText;

  @Option(names = "--tournament", description = "every pair of the levels plays, with a rating list (so do three levels or more)")
  private boolean tournament;

  @Option(names = "--adjacent", description = "only neighbouring entries of --levels play (1-2, 2-3, ...)")
  private boolean adjacent;

  @Option(names = "--threads", paramLabel = "N",
      description = "games played at once, 1 to 256 (default 1); the results do not depend on it")
  private @Nullable String threadsText;

  @Option(names = "--seed", paramLabel = "N", description = "the match seed (default 1): game i depends only on it and i")
  private @Nullable String seedText;

  @Option(names = "--time-per-move", paramLabel = "MS",
      description = "a time budget per move, such as 100 or 100ms or 2s, at most an hour; without it each level"
          + " plays its fixed budget and the games repeat exactly")
  private @Nullable String timeText;

  @Option(names = "--bot-threads", paramLabel = "N", description = "threads of each Monte-Carlo search, 1 to 256 (default 1)")
  private @Nullable String botThreadsText;

  @Option(names = "--ply-cap", paramLabel = "N",
      description = "stop a game unfinished after N plies, scored as a draw, 1 to " + MatchCommand.MAX_PLY_CAP
          + " (default " + Playouts.DEFAULT_PLY_CAP + ")")
  private @Nullable String plyCapText;

  @Option(names = "--adjudicate",
      description = "score a game stopped at the cap by the rules' own count instead (square Abalone: who pushed off"
          + " more balls wins; as many, a draw)")
  private boolean adjudicate;

  @Option(names = "--random-plies", paramLabel = "K",
      description = "the first K plies of every game are random legal moves drawn from the game's seed, 0 to "
          + MatchCommand.MAX_RANDOM_PLIES + " (default 0): gives a deterministic level varied games, the same for"
          + " every variant and every run")
  private @Nullable String randomPliesText;

  @Option(names = "--out", paramLabel = "<dir>",
      description = "write every game to this directory as a record that replay reads (checked before the first game)")
  private @Nullable Path outDir;

  @Option(names = "--resume",
      description = "go on with the games already in --out; refused when they were played with other bots, seed,"
          + " --ply-cap, --random-plies or --adjudicate")
  private boolean resume;

  @Option(names = "--table", paramLabel = "<file>",
      description = "a solved table file (pylos: written by solve --table): the top level plays the table's move"
          + " wherever the table decides the position")
  private @Nullable Path tableFile;

  private final PrintStream out;
  private final PrintStream err;
  private final Controls controls;

  /**
   * Makes the command.
   *
   * @param out the results
   * @param err the progress bar
   * @param controls whether the user asked to stop (Ctrl-C)
   */
  MatchCommand(PrintStream out, PrintStream err, Controls controls) {
    this.out = out;
    this.err = err;
    this.controls = controls;
  }

  /**
   * Runs the subcommand.
   *
   * @return 0
   * @throws CliException with exit code 2 for a usage error, 130 when the user stopped the match
   */
  @Override
  public Integer call() {
    Settings settings = new Settings(
        players(levelsText, playerTexts),
        (int) number(gamesText, "--games", 100, 1, MAX_GAMES),
        (int) number(threadsText, "--threads", 1, 1, 256),
        number(seedText, "--seed", 1, Long.MIN_VALUE, Long.MAX_VALUE),
        time(timeText),
        named(outDir, "--out needs a directory"),
        resume,
        tournament,
        adjacent,
        (int) number(plyCapText, "--ply-cap", Playouts.DEFAULT_PLY_CAP, 1, MAX_PLY_CAP),
        (int) number(botThreadsText, "--bot-threads", 1, 1, 256),
        (int) number(randomPliesText, "--random-plies", 0, 0, MAX_RANDOM_PLIES),
        adjudicate);
    if (settings.resume && settings.out == null) {
      throw CliException.usage("--resume needs --out, the directory of the games so far");
    }
    ConfiguredGame<?, ?> game = GameChoice.of(gameText, null);
    if (settings.out != null) {
      OutputFile.checkDirectory(settings.out, "the match records");
    }
    Path table = named(tableFile, "--table needs a file");
    try (Engines engines = new Engines()) {
      return run(game, table, settings, out, err, new MatchStop(controls, err), engines);
    }
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

    /** {@code level 3}, or the spec: {@code mcts}, {@code mcts:20000}. */
    String shown() {
      return number == 0 ? name : "level " + number;
    }
  }

  private static <S, M> int run(ConfiguredGame<S, M> configured, @Nullable Path table, Settings settings,
      PrintStream out, PrintStream err, MatchStop stop, Engines engines) {
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
      sides.add(spec.indexOf(':') >= 0 ? specSide(game, PlayerSpec.parse(spec), settings, engines)
          : side(game, spec, settings));
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
      printForfeits(games, a, b, out);
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
        printForfeits(games, a, b, out);
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
      if (spec.equals("alphabeta") && game.evaluation().isEmpty()) {
        throw CliException.usage("--levels alphabeta: " + game + " has no evaluation");
      }
      PlayerSpec search = PlayerSpec.parse(spec);
      return new Side<>(spec, spec + extras, spec, 0, search.description(game),
          search.bots(game, time, settings.botThreads), new MoveClock());
    }
    int number = (int) WholeNumber.parse("--levels", spec, 1, Integer.MAX_VALUE);
    if (number > game.levels().size()) {
      throw CliException.usage("--levels: " + game + " has levels 1 to " + game.levels().size() + ", not " + number);
    }
    BotLevel level = game.level(number);
    return new Side<>("level" + number, "level " + number + " (" + level.name() + ")" + extras, level.name(),
        number, level.description(), PlayerSpec.parse(spec).bots(game, time, settings.botThreads),
        new MoveClock());
  }

  /**
   * Makes the side of a spec with a colon: {@code mcts:PLAYOUTS}, {@code alphabeta:DEPTH} (fixed
   * budgets: {@code --time-per-move} does not change them) or {@code ugi:COMMAND}, an outside
   * engine that the match starts for each game and stops after it.
   */
  private static <S, M> Side<S, M> specSide(ConfiguredGame<S, M> game, PlayerSpec spec, Settings settings,
      Engines engines) {
    String id = spec.text().replaceAll("[^A-Za-z0-9._-]+", "_");
    String shortId = id.length() > 40 ? id.substring(0, 40) : id;
    if (spec.isEngine()) {
      Duration time = settings.time;
      String label = spec.text() + (time == null ? "" : ", " + time.toMillis() + " ms a move");
      return new Side<>(shortId, label, spec.text(), 0, spec.description(game),
          seed -> engines.start(game, spec, seed, time), new MoveClock());
    }
    String label = spec.text() + (settings.botThreads == 1 ? "" : ", " + settings.botThreads + " threads");
    return new Side<>(shortId, label, spec.text(), 0, spec.description(game),
        spec.bots(game, null, settings.botThreads), new MoveClock());
  }

  /** The most forfeits listed one by one; the rest are counted. */
  private static final int FORFEITS_LISTED = 10;

  /**
   * Lists the games that a player lost by forfeit (an engine's illegal or unreadable move, crash or
   * lost time), with the reasons: nothing when there were none.
   */
  private static <S, M> void printForfeits(List<GameResult> games, Side<S, M> a, Side<S, M> b, PrintStream out) {
    List<GameResult> forfeited = games.stream().filter(g -> g.forfeit() != null).toList();
    if (forfeited.isEmpty()) {
      return;
    }
    out.println(forfeited.size() + (forfeited.size() == 1 ? " game" : " games") + " lost by forfeit:");
    for (GameResult g : forfeited.subList(0, Math.min(FORFEITS_LISTED, forfeited.size()))) {
      Side<S, M> loser = g.outcome() == GameResult.Outcome.LOSS ? a : b;
      out.println("  game " + g.index() + ": " + loser.shown() + " lost after " + g.plies() + " plies: " + g.forfeit());
    }
    if (forfeited.size() > FORFEITS_LISTED) {
      out.println("  and " + (forfeited.size() - FORFEITS_LISTED) + " more (the records' Forfeit tags say why)");
    }
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

  /**
   * The players of {@code --levels} and {@code --player}, each as its spec: a level number,
   * {@code mcts}, {@code alphabeta}, or a spec with a colon as {@link PlayerSpec} writes it.
   */
  private static List<String> players(@Nullable String levelsText, List<String> playerTexts) {
    if (levelsText == null && playerTexts.isEmpty()) {
      throw CliException.usage("match needs --levels (such as --levels 2,4) or --player for each player");
    }
    if (levelsText != null && !playerTexts.isEmpty()) {
      throw CliException.usage("give the players either with --levels or with --player, not both");
    }
    List<String> entries;
    if (levelsText != null) {
      try {
        entries = CommandWords.entries(levelsText);
      } catch (IllegalArgumentException e) {
        throw CliException.usage("--levels " + levelsText + ": " + e.getMessage());
      }
    } else {
      entries = playerTexts;
    }
    List<String> levels = new ArrayList<>();
    for (String part : entries) {
      String word = part.strip().toLowerCase(Locale.ROOT);
      if (part.indexOf(':') >= 0) {
        levels.add(PlayerSpec.parse(part).text());
      } else if (NAMED.contains(word)) {
        levels.add(word);
      } else {
        levels.add(Long.toString(WholeNumber.parse("--levels", word, 1, Integer.MAX_VALUE)));
      }
    }
    return levels;
  }

  private static long number(@Nullable String text, String option, long otherwise, long min, long max) {
    return text == null ? otherwise : WholeNumber.parse(option, text, min, max);
  }

  private static @Nullable Duration time(@Nullable String text) {
    if (text == null) {
      return null;
    }
    String t = text.strip().toLowerCase(Locale.ROOT);
    long factor = t.endsWith("ms") ? 1 : t.endsWith("s") ? 1000 : 1;
    String digits = t.endsWith("ms") ? t.substring(0, t.length() - 2) : t.endsWith("s") ? t.substring(0, t.length() - 1) : t;
    // At most an hour a move: a longer budget is surely a mistake, and stays far from overflow.
    long millis = WholeNumber.parse("--time-per-move (milliseconds, or with ms or s)", digits, 1, 3_600_000 / factor) * factor;
    return Duration.ofMillis(millis);
  }

  /** The path given, refusing an empty name, which would silently be the working directory. */
  private static @Nullable Path named(@Nullable Path path, String refusal) {
    if (path != null && path.toString().isEmpty()) {
      throw CliException.usage(refusal + ", not an empty name");
    }
    return path;
  }

  /** "1 win, 0 draws, 2 losses, 0 unfinished": the totals in words, singular for one. */
  static String counts(MatchTotals totals) {
    return totals.wins() + (totals.wins() == 1 ? " win, " : " wins, ")
        + totals.draws() + (totals.draws() == 1 ? " draw, " : " draws, ")
        + totals.losses() + (totals.losses() == 1 ? " loss, " : " losses, ")
        + totals.unfinished() + " unfinished";
  }
}
