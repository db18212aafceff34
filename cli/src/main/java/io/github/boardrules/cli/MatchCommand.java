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
import io.github.boardrules.bots.match.Pentanomial;
import io.github.boardrules.bots.match.RatingList;
import io.github.boardrules.bots.match.Sprt;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
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
 * first level given, at 0, or {@code --anchor}). Progress with the time left goes to standard error:
 * a bar redrawn in place on a terminal, plain lines otherwise.
 *
 * <p>Statistics: games {@code 2k} and {@code 2k + 1} are a pair with colours swapped, from one
 * opening when there are random plies or an {@code --openings} file; the Elo of a match of paired
 * games is the pentanomial one ({@link Pentanomial}), and {@code --sprt} stops a two-level match
 * when its sequential test decides ({@link Sprt}). {@code --gauntlet} plays the first side against
 * each of the others; every rating list is a {@link RatingList}.
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
      "N games in pairs, colours swapped within a pair (with --random-plies or --openings both games of a pair"
          + " start from the same opening); prints the score, the pair counts and the Elo difference of the first"
          + " level over the second with its 95 %% interval (logistic Elo; standard error from the pentanomial, as"
          + " fastchess and fishtest; exact Clopper-Pearson bounds for a sweep or results without spread) and nElo."
          + " --sprt tests the difference sequentially. With --tournament or three levels or more, every pair plays"
          + " N games and a rating list follows (Bradley-Terry, one virtual draw a pair, level 1 = 0 unless"
          + " --anchor); with --adjacent only neighbouring entries of --levels play (1-2, 2-3, ...), with --gauntlet"
          + " the first entry plays each of the others. One level twice (--levels 4,4) plays it against itself: the first"
          + " player's score with its interval is the game's balance. Each side's average time a move is printed."
          + " Progress goes to standard error: a bar on a terminal, plain lines otherwise.",
      "",
      "Players besides levels: mcts:PLAYOUTS, alphabeta:DEPTH, puct:MODEL[,sims=N] (the PUCT search with a trained"
          + " network, an ONNX model; give it with --player when it has a comma), and ugi:COMMAND, an outside engine"
          + " speaking UGI,"
          + " started for each game with the seed an in-process bot would get and refereed move by move: an"
          + " unreadable or illegal move, no move, a crash, or a move later than --time-per-move plus 1 s loses"
          + " the game, with the reason in the output and the record's Forfeit tag.",
      "",
      "Ctrl-C stops the match at once (exit code 130), keeping the games finished so far in --out: the same"
          + " command with --resume plays the rest."},
    footer = GameChoice.GAME_HELP)
final class MatchCommand implements Callable<Integer> {
  private static final int BAR_WIDTH = 30;
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
          + " that search for the whole --time-per-move; mcts:PLAYOUTS; alphabeta:DEPTH; puct:MODEL[,sims=N], the PUCT"
          + " search with an ONNX model; ugi:COMMAND, an outside engine (commas inside quotes stay in the command)")
  private @Nullable String levelsText;

  @Option(names = "--player", paramLabel = "SPEC",
      description = "a player, as an entry of --levels but taken whole (a ugi:COMMAND or puct:MODEL,sims=N with"
          + " commas); repeat it for each player, instead of --levels")
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

  @Option(names = "--bot-threads", paramLabel = "N", description = "threads of each Monte-Carlo search, and of alpha-beta with --time-per-move, 1 to 256 (default 1)")
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

  @Option(names = "--openings", paramLabel = "<file>",
      description = "start the game pairs from these positions, one position text a line (blank lines and lines"
          + " starting with # skipped): pair k plays line k, cycling; --random-plies are played from there")
  private @Nullable Path openingsFile;

  @Option(names = "--sprt", paramLabel = "<test>",
      description = "a sequential test of two levels, such as elo0=0,elo1=50,alpha=0.05,beta=0.05 (logistic Elo of"
          + " A over B; the pentanomial log-likelihood ratio of fastchess's logistic model): prints the ratio after"
          + " every pair and stops at H0 or H1; --games is then the most games")
  private @Nullable String sprtText;

  @Option(names = "--gauntlet", description = "the first entry of --levels plays each of the others, with a rating list")
  private boolean gauntlet;

  @Option(names = "--anchor", paramLabel = "LEVEL=RATING",
      description = "the rating list's fixed player and its rating, such as 1=0 or 3=1500 (default: level 1, or the"
          + " first entry, = 0)")
  private @Nullable String anchorText;

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
        adjudicate,
        statistics());
    if (settings.resume && settings.out == null) {
      throw CliException.usage("--resume needs --out, the directory of the games so far");
    }
    ConfiguredGame<?, ?> game = GameChoice.of(gameText, null);
    if (settings.out != null) {
      OutputFile.checkDirectory(settings.out, "the match records");
      makeDirectory(settings.out);
    }
    Path table = named(tableFile, "--table needs a file");
    try (Engines engines = new Engines()) {
      return run(game, table, settings, out, err,
          new MatchStop(controls, err, err == System.err && System.console() != null), engines);
    }
  }

  /** The command's settings. */
  private record Settings(List<String> levels, int games, int threads, long seed,
      @Nullable Duration time, @Nullable Path out, boolean resume, boolean tournament, boolean adjacent,
      int plyCap, int botThreads, int randomPlies, boolean adjudicate, Statistics statistics) {}

  /**
   * The statistics options: how the sides are paired into a rating list, the rating list's
   * anchor, the opening file and the sequential test.
   *
   * @param gauntlet the first side plays each of the others
   * @param anchor the anchor's --levels entry, or null for the default
   * @param anchorRating the anchor's rating
   * @param openings the opening file, or null
   * @param sprt the sequential test, or null
   */
  private record Statistics(boolean gauntlet, @Nullable String anchor, double anchorRating,
      @Nullable Path openings, @Nullable Sprt sprt) {}

  /** Reads and checks the statistics options: refusals name both options that clash. */
  private Statistics statistics() {
    if (tournament && adjacent) {
      throw CliException.usage("--tournament and --adjacent are alternatives: --tournament plays every pair,"
          + " --adjacent only neighbouring ones; give one");
    }
    if (gauntlet && (tournament || adjacent)) {
      throw CliException.usage("--gauntlet and " + (tournament ? "--tournament" : "--adjacent")
          + " are alternatives: give one");
    }
    String anchor = null;
    double anchorRating = 0;
    if (anchorText != null) {
      int equals = anchorText.indexOf('=');
      if (equals < 0) {
        throw CliException.usage("--anchor takes LEVEL=RATING, such as 1=0, not " + anchorText);
      }
      anchor = anchorText.substring(0, equals).strip().toLowerCase(Locale.ROOT);
      try {
        anchorRating = Double.parseDouble(anchorText.substring(equals + 1).strip());
      } catch (NumberFormatException e) {
        throw CliException.usage("--anchor: the rating must be a number, not " + anchorText.substring(equals + 1));
      }
      if (!Double.isFinite(anchorRating)) {
        throw CliException.usage("--anchor: the rating must be a finite number, not " + anchorText.substring(equals + 1));
      }
    }
    Sprt sprt = null;
    if (sprtText != null) {
      try {
        sprt = Sprt.parse(sprtText);
      } catch (IllegalArgumentException e) {
        throw CliException.usage("--sprt: " + e.getMessage());
      }
    }
    return new Statistics(gauntlet, anchor, anchorRating, named(openingsFile, "--openings needs a file"), sprt);
  }

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
    Statistics statistics = settings.statistics;
    boolean tournament = settings.tournament || settings.adjacent || statistics.gauntlet || sides.size() > 2;
    checkStatistics(statistics, tournament, settings);
    List<S> openings = openings(game, statistics.openings);
    out.println(game + ": " + (tournament ? (settings.adjacent ? "neighbouring pairs of "
        : statistics.gauntlet ? "gauntlet of " : "tournament of ")
        + String.join(",", specs) : sides.get(0).label + " vs " + sides.get(1).label) + ", " + settings.games
        + " games" + (tournament ? " a pair" : "") + ", seed " + settings.seed + ", " + settings.threads
        + (settings.threads == 1 ? " thread" : " threads")
        + (settings.randomPlies == 0 ? "" : ", the first " + settings.randomPlies + " plies random")
        + (settings.adjudicate ? ", adjudicated at the cap of " + settings.plyCap + " plies" : "")
        + (openings.isEmpty() ? "" : ", " + openings.size() + " openings from " + statistics.openings)
        + (paired(settings) ? ", each opening played twice with colours swapped" : ""));
    if (!tournament) {
      Side<S, M> a = sides.get(0);
      Side<S, M> b = selfPlay ? a : sides.get(1); // one level against itself: one clock
      List<GameResult> games = play(game, a, b, settings.seed, settings.out, settings, openings, out, err, stop);
      MatchTotals totals = MatchTotals.of(games);
      if (!selfPlay) {
        out.println(a.label + ": " + counts(totals) + "; score "
            + String.format(Locale.ROOT, "%.3f", totals.score()) + " (" + points(totals) + " of " + totals.games() + ")");
        printElo(a.shown(), b.shown(), games, totals, out);
        printSprt(statistics.sprt, games, out);
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
        if (settings.adjacent && j != i + 1 || statistics.gauntlet && i != 0) {
          continue;
        }
        Side<S, M> a = sides.get(i);
        Side<S, M> b = sides.get(j);
        Path dir = settings.out == null ? null : settings.out.resolve(a.id + "-vs-" + b.id);
        long pairSeed = MatchRunner.gameSeed(settings.seed, pairIndex++);
        err.println(a.shown() + " vs " + b.shown() + ":");
        List<GameResult> games = play(game, a, b, pairSeed, dir, settings, openings, out, err, stop);
        MatchTotals totals = MatchTotals.of(games);
        pairs.add(new PairResult(i, j, totals));
        out.println(a.shown() + " vs " + b.shown() + ": "
            + totals.wins() + "-" + totals.draws() + "-" + totals.losses()
            + (totals.unfinished() > 0 ? " (+" + totals.unfinished() + " unfinished)" : "") + ", score "
            + String.format(Locale.ROOT, "%.3f", totals.score()) + ", Elo " + Pentanomial.eloOf(games).text()
            + String.format(Locale.ROOT, ", %.1f plies a game", totals.averagePlies())
            + capped(games, settings));
        printForfeits(games, a, b, out);
      }
    }
    printRatings(sides, specs, pairs, statistics, out);
    return 0;
  }

  /**
   * Makes the records' directory before the first game, so that a place the checks let through but
   * the file system refuses (such as under /proc) is reported with its path.
   */
  private static void makeDirectory(Path dir) {
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      @Nullable String file = e instanceof FileSystemException f ? f.getFile() : null;
      @Nullable String why = e instanceof FileSystemException f ? f.getReason() : null;
      String which = file != null ? file : dir.toString();
      String reason = why != null ? " (" + why + ")" : "";
      throw CliException.usage("cannot write the match records to " + dir + ": the directory " + which
          + " cannot be made" + reason + "; nothing was done");
    }
  }

  /** Refuses statistics options that do not fit the match. */
  private static void checkStatistics(Statistics statistics, boolean tournament, Settings settings) {
    if (statistics.sprt != null && tournament) {
      throw CliException.usage("--sprt tests a match of two levels, not a tournament, gauntlet or three levels");
    }
    if (statistics.anchor != null && !tournament) {
      throw CliException.usage("--anchor fixes a player of a rating list: give --tournament, --adjacent, --gauntlet"
          + " or three levels or more");
    }
    if (statistics.anchor != null && !settings.levels.contains(statistics.anchor)) {
      throw CliException.usage("--anchor " + statistics.anchor + " is not one of --levels " + String.join(",", settings.levels));
    }
  }

  /** Whether the games are played in pairs from one opening: with random plies or an opening file. */
  private static boolean paired(Settings settings) {
    return settings.randomPlies > 0 || settings.statistics.openings != null;
  }

  /** Reads the opening file: one position text a line, blank lines and # comments skipped. */
  private static <S, M> List<S> openings(ConfiguredGame<S, M> game, @Nullable Path file) {
    if (file == null) {
      return List.of();
    }
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException | UncheckedIOException e) {
      throw CliException.usage("--openings: cannot read " + file + ": " + e.getMessage());
    }
    List<S> positions = new ArrayList<>();
    for (int n = 0; n < lines.size(); n++) {
      String line = lines.get(n).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      try {
        S position = game.positions().decode(line);
        if (!game.rules().status(position).isOngoing()) {
          throw CliException.usage("--openings: " + file + " line " + (n + 1) + " is a finished game");
        }
        positions.add(position);
      } catch (TextParseException e) {
        throw CliException.usage("--openings: " + file + " line " + (n + 1) + " is not a position of " + game
            + ": " + String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
      }
    }
    if (positions.isEmpty()) {
      throw CliException.usage("--openings: " + file + " holds no position");
    }
    return positions;
  }

  /** Prints the Elo difference of a two-level match, by pairs when there are pairs. */
  private static void printElo(String a, String b, List<GameResult> games, MatchTotals totals, PrintStream out) {
    Pentanomial pairs = Pentanomial.of(games);
    if (pairs.pairs() == 0) {
      out.println("Elo difference (" + a + " - " + b + "): " + totals.elo().text()
          + " (95 % interval, trinomial standard error of the score)");
      return;
    }
    out.println("pairs (each opening with colours swapped): " + pairs.text()
        + (pairs.games() < games.size() ? "; " + (games.size() - pairs.games()) + " game without its partner left out" : ""));
    Optional<EloEstimate> nElo = pairs.normalizedElo();
    out.println("Elo difference (" + a + " - " + b + "): " + pairs.elo().text()
        + " (95 % interval from the pentanomial variance; exact bounds for a sweep or no spread)"
        + (nElo.isPresent() ? "; nElo " + nElo.get().text() : "; nElo undefined: every pair scored the same"));
  }

  /** Prints the sequential test's outcome, when one was asked for. */
  private static void printSprt(@Nullable Sprt sprt, List<GameResult> games, PrintStream out) {
    if (sprt == null) {
      return;
    }
    Pentanomial pairs = Pentanomial.of(games);
    double llr = sprt.llr(pairs);
    Sprt.Decision decision = sprt.decision(llr);
    out.println(String.format(Locale.ROOT, "SPRT (%s): ", sprt.text())
        + (decision == Sprt.Decision.CONTINUE ? "no decision after " + pairs.pairs() + " pairs"
            : (decision == Sprt.Decision.H0 ? "H0" : "H1") + " accepted after " + pairs.pairs() + " pairs ("
                + pairs.games() + " games)")
        + String.format(Locale.ROOT, ": LLR %+.2f, bounds [%+.2f, %+.2f]", llr, sprt.lowerBound(), sprt.upperBound()));
  }

  /** Prints the rating list of a tournament, adjacent pairs or a gauntlet, then what each side is. */
  private static <S, M> void printRatings(List<Side<S, M>> sides, List<String> specs, List<PairResult> pairs,
      Statistics statistics, PrintStream out) {
    String anchorSpec = statistics.anchor;
    int anchor = anchorSpec != null ? specs.indexOf(anchorSpec) : specs.indexOf("1") >= 0 ? specs.indexOf("1") : 0;
    List<String> names = new ArrayList<>();
    for (Side<S, M> side : sides) {
      names.add(side.shown());
    }
    RatingList ratings;
    try {
      ratings = RatingList.fit(names, pairs, anchor, statistics.anchorRating);
    } catch (IllegalStateException e) {
      throw CliException.failure("no rating list: " + e.getMessage());
    }
    ratings.lines().forEach(out::println);
    out.println("sides:");
    for (Side<S, M> side : sides) {
      out.println("  " + side.shown() + ": " + side.description + "; " + side.clock.text());
    }
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
        number, game.levelDescription(number), PlayerSpec.parse(spec).bots(game, time, settings.botThreads),
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
    if (spec.kind() == PlayerSpec.Kind.PUCT) {
      return new Side<>(shortId, spec.text(), spec.text(), 0, spec.description(game),
          spec.puctBots(game, engines.model(game, spec)), new MoveClock());
    }
    boolean threaded = settings.botThreads > 1 && spec.usesBotThreads();
    String label = spec.text() + (threaded ? ", " + settings.botThreads + " threads" : "");
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
      long seed, @Nullable Path dir, Settings settings, List<S> openings, PrintStream out, PrintStream err,
      MatchStop stop) {
    MatchRunner.Builder<S, M> builder = MatchRunner.builder(game.rules(),
            s -> stop.watched(a.bot(s)), s -> stop.watched(b.bot(s)))
        .games(settings.games).threads(settings.threads).seed(seed).plyCap(settings.plyCap)
        .randomOpening(settings.randomPlies)
        .onProgress(p -> stop.unlessStopped(() -> stop.progress(p)));
    withStatistics(builder, settings.statistics, openings, out, stop);
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
    stop.endProgress();
    return games;
  }

  /** Adds the opening list and the sequential test, whose steps are printed as plain lines. */
  private static <S, M> void withStatistics(MatchRunner.Builder<S, M> builder, Statistics statistics,
      List<S> openings, PrintStream out, MatchStop stop) {
    builder.openings(openings);
    Sprt sprt = statistics.sprt;
    if (sprt != null) {
      builder.stopWhen(sprt.stopRule(step -> stop.unlessStopped(() -> out.println(String.format(Locale.ROOT,
          "SPRT after %d pairs: LLR %+.2f, bounds [%+.2f, %+.2f]%s", step.pairs().pairs(), step.llr(),
          sprt.lowerBound(), sprt.upperBound(),
          step.decision() == Sprt.Decision.CONTINUE ? "" : ": " + step.decision() + " accepted")))));
    }
  }

  /** What the records say the games were played under, so that --resume refuses other settings. */
  private static String conditions(Settings settings) {
    Path openings = settings.statistics.openings;
    return "ply cap " + settings.plyCap
        + (settings.randomPlies > 0 ? ", " + settings.randomPlies + " random plies" : "")
        + (openings != null ? ", openings " + openings.getFileName() : "")
        + (paired(settings) ? ", paired openings" : "")
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

  /**
   * Returns the progress of a pair in words, without the bar.
   *
   * @param p the progress
   * @return such as {@code "score 0.250  0:00:03 left"}
   */
  static String progressText(MatchProgress p) {
    long left = p.left().toSeconds();
    return String.format(Locale.ROOT, "score %.3f  %d:%02d:%02d left", p.totals().score(),
        left / 3600, left / 60 % 60, left % 60);
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
