package io.github.boardrules.cli;

import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchRecords;
import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.bots.match.MatchTotals;
import io.github.boardrules.bots.match.PairResult;
import io.github.boardrules.bots.match.Sprt;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
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
 *
 * <p>The options are typed (picocli's converters, {@link OptionTypes}) and make one {@link
 * MatchSettings}, which the pairs' runners and the records' check take; a random setup without a
 * seed ({@code tzaar}) is the setup of {@code --seed}, so the same command plays the same games.
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
  /** The most games a pair plays: the runner lists the games to play up front. */
  static final int MAX_GAMES = OptionTypes.MAX_GAMES;

  /** The longest game a match plays before stopping it unfinished. */
  static final int MAX_PLY_CAP = OptionTypes.MAX_PLY_CAP;

  /** The most random plies an opening takes. */
  static final int MAX_RANDOM_PLIES = OptionTypes.MAX_RANDOM_PLIES;

  @Parameters(index = "0", paramLabel = "<game>", completionCandidates = GameChoice.Names.class,
      description = GameChoice.GAME_ARGUMENT)
  private String gameText = "";

  @Option(names = "--levels", paramLabel = "A,B[,C...]", converter = OptionTypes.Players.class,
      description = "the players: levels of the game's ladder, 1 (random) to 5 (the strongest); mcts or alphabeta:"
          + " that search for the whole --time-per-move; mcts:PLAYOUTS; alphabeta:DEPTH; puct:MODEL[,sims=N], the PUCT"
          + " search with an ONNX model; ugi:COMMAND, an outside engine (commas inside quotes stay in the command)")
  private OptionTypes.@Nullable PlayerList levels;

  @Option(names = "--player", paramLabel = "SPEC", converter = OptionTypes.Player.class,
      description = "a player, as an entry of --levels but taken whole (a ugi:COMMAND or puct:MODEL,sims=N with"
          + " commas); repeat it for each player, instead of --levels")
  private List<PlayerSpec> playerOptions = new ArrayList<>();

  @Option(names = "--games", paramLabel = "N", converter = OptionTypes.Games.class,
      description = "games a pair, 1 to " + MatchCommand.MAX_GAMES + " (default 100)")
  private long games = 100;

  @Option(names = "--tournament", description = "every pair of the levels plays, with a rating list (so do three levels or more)")
  private boolean tournament;

  @Option(names = "--adjacent", description = "only neighbouring entries of --levels play (1-2, 2-3, ...)")
  private boolean adjacent;

  @Option(names = "--threads", paramLabel = "N", converter = OptionTypes.Threads.class,
      description = "games played at once, 1 to 256 (default 1); the results do not depend on it")
  private long threads = 1;

  @Option(names = "--seed", paramLabel = "N", converter = OptionTypes.Seed.class,
      description = "the match seed (default 1): game i depends only on it and i; also the random setup of a game"
          + " whose text gives no seed (tzaar)")
  private long seed = GameChoice.DEFAULT_SEED;

  @Option(names = "--time-per-move", paramLabel = "MS", converter = OptionTypes.MoveTime.class,
      description = "a time budget per move, such as 100 or 100ms or 2s, at most an hour; without it each level"
          + " plays its fixed budget and the games repeat exactly")
  private @Nullable Duration timePerMove;

  @Option(names = "--bot-threads", paramLabel = "N", converter = OptionTypes.BotThreads.class,
      description = "threads of each Monte-Carlo search, and of alpha-beta with --time-per-move, 1 to 256 (default 1)")
  private long botThreads = 1;

  @Option(names = "--ply-cap", paramLabel = "N", converter = OptionTypes.PlyCap.class,
      description = "stop a game unfinished after N plies, scored as a draw, 1 to " + MatchCommand.MAX_PLY_CAP
          + " (default " + Playouts.DEFAULT_PLY_CAP + ")")
  private long plyCap = Playouts.DEFAULT_PLY_CAP;

  @Option(names = "--adjudicate",
      description = "score a game stopped at the cap by the rules' own count instead (square Abalone: who pushed off"
          + " more balls wins; as many, a draw)")
  private boolean adjudicate;

  @Option(names = "--random-plies", paramLabel = "K", converter = OptionTypes.RandomPlies.class,
      description = "the first K plies of every game are random legal moves drawn from the game's seed, 0 to "
          + MatchCommand.MAX_RANDOM_PLIES + " (default 0): gives a deterministic level varied games, the same for"
          + " every variant and every run")
  private long randomPlies;

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

  @Option(names = "--sprt", paramLabel = "<test>", converter = OptionTypes.SprtTest.class,
      description = "a sequential test of two levels, such as elo0=0,elo1=50,alpha=0.05,beta=0.05 (logistic Elo of"
          + " A over B; the pentanomial log-likelihood ratio of fastchess's logistic model): prints the ratio after"
          + " every pair and stops at H0 or H1; --games is then the most games")
  private @Nullable Sprt sprt;

  @Option(names = "--gauntlet", description = "the first entry of --levels plays each of the others, with a rating list")
  private boolean gauntlet;

  @Option(names = "--anchor", paramLabel = "LEVEL=RATING", converter = OptionTypes.AnchorRating.class,
      description = "the rating list's fixed player and its rating, such as 1=0 or 3=1500 (default: level 1, or the"
          + " first entry, = 0)")
  private OptionTypes.@Nullable Anchor anchor;

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
    MatchSettings settings = settings();
    ConfiguredGame<?, ?> game = GameChoice.seeded(gameText, settings.seed(), "--seed");
    Path records = settings.out();
    if (records != null) {
      OutputFile.checkDirectory(records, "the match records");
      makeDirectory(records);
    }
    try (Engines engines = new Engines()) {
      MatchStop stop = new MatchStop(controls, err, err == System.err && Terminal.attached());
      return new Run<>(withTable(game, settings.table()), settings, out, err, stop, engines).play();
    }
  }

  /** The one value the typed options describe. */
  private MatchSettings settings() {
    OptionTypes.PlayerList listed = levels;
    if (listed == null && playerOptions.isEmpty()) {
      throw CliException.usage("match needs --levels (such as --levels 2,4) or --player for each player");
    }
    if (listed != null && !playerOptions.isEmpty()) {
      throw CliException.usage("give the players either with --levels or with --player, not both");
    }
    List<PlayerSpec> players = listed != null ? listed.specs() : playerOptions;
    return new MatchSettings(players, MatchSettings.pairing(players.size(), tournament, adjacent, gauntlet),
        (int) games, (int) threads, seed, timePerMove, (int) botThreads, (int) plyCap, adjudicate,
        (int) randomPlies, openingsFile, sprt, anchor, outDir, resume, tableFile);
  }

  /** One match of a game: its sides, its openings, and the pairs it plays. */
  private static final class Run<S, M> {
    private final ConfiguredGame<S, M> game;
    private final MatchSettings settings;
    private final PrintStream out;
    private final PrintStream err;
    private final MatchStop stop;
    private final Engines engines;

    Run(ConfiguredGame<S, M> game, MatchSettings settings, PrintStream out, PrintStream err, MatchStop stop,
        Engines engines) {
      this.game = game;
      this.settings = settings;
      this.out = out;
      this.err = err;
      this.stop = stop;
      this.engines = engines;
    }

    int play() {
      if (game.isSolo()) {
        throw CliException.usage(game + " is a puzzle for one player: there is no match to play");
      }
      if (settings.adjudicate() && game.adjudication().isEmpty()) {
        throw CliException.usage("--adjudicate: " + game + " has no count to adjudicate a stopped game by;"
            + " its unfinished games count as draws without it");
      }
      List<MatchSide<S, M>> sides = new ArrayList<>();
      for (PlayerSpec player : settings.players()) {
        sides.add(MatchSide.of(game, player, settings, engines));
      }
      List<S> openings = openings(game, settings.openings());
      out.println(game + ": " + settings.describe(sides.get(0).label(), sides.get(1).label(), openings.size()));
      if (settings.pairing() == MatchSettings.Pairing.TWO) {
        MatchSide<S, M> a = sides.get(0);
        MatchSide<S, M> b = settings.selfPlay() ? a : sides.get(1); // one player against itself: one clock
        List<GameResult> played = pair(a, b, settings.seed(), settings.out(), openings);
        MatchReport.printMatch(game, a, b, played, settings, out);
        return 0;
      }
      List<PairResult> pairs = new ArrayList<>();
      int pairIndex = 0;
      for (int i = 0; i < sides.size(); i++) {
        for (int j = i + 1; j < sides.size(); j++) {
          if (!settings.pairing().plays(i, j)) {
            continue;
          }
          MatchSide<S, M> a = sides.get(i);
          MatchSide<S, M> b = sides.get(j);
          Path root = settings.out();
          Path dir = root == null ? null : root.resolve(a.id() + "-vs-" + b.id());
          long pairSeed = MatchRunner.gameSeed(settings.seed(), pairIndex++);
          err.println(a.shown() + " vs " + b.shown() + ":");
          List<GameResult> played = pair(a, b, pairSeed, dir, openings);
          pairs.add(new PairResult(i, j, MatchTotals.of(played)));
          MatchReport.printPair(a, b, played, settings, out);
        }
      }
      MatchReport.printRatings(sides, pairs, settings, out);
      return 0;
    }

    /** Plays a pair's games, going on with its records when resuming. */
    private List<GameResult> pair(MatchSide<S, M> a, MatchSide<S, M> b, long pairSeed, @Nullable Path dir,
        List<S> openings) {
      MatchRunner.Builder<S, M> builder = settings.configure(MatchRunner.builder(game.rules(),
              s -> stop.watched(a.bot(s)), s -> stop.watched(b.bot(s))), openings)
          .seed(pairSeed)
          .onProgress(p -> stop.unlessStopped(() -> stop.progress(p)));
      Sprt test = settings.sprt();
      if (test != null) {
        builder.stopWhen(test.stopRule(step -> stop.unlessStopped(() -> MatchReport.printSprtStep(test, step, out))));
      }
      if (settings.adjudicate()) {
        builder.adjudication(game.adjudication().orElseThrow());
      }
      List<GameResult> kept = List.of();
      @Nullable MatchRecords<S, M> records = null;
      if (dir != null) {
        if (!settings.resume() && hasRecords(dir)) {
          throw CliException.usage(dir + " already holds games: give --resume to go on with them,"
              + " or another --out");
        }
        records = MatchRecords.in(dir, game, a.label(), b.label(), pairSeed, settings.conditions());
        kept = records.load();
      }
      builder.onGame(stop.listener(records, kept.size(), settings.games(), dir));
      if (kept.size() >= settings.games()) {
        err.println("all " + settings.games() + " games were played already");
      }
      List<GameResult> played;
      try {
        played = stop.play(builder.build(), kept);
      } catch (IllegalArgumentException e) {
        throw CliException.usage("--resume: " + e.getMessage());
      }
      stop.endProgress();
      return played;
    }
  }

  private static <S, M> ConfiguredGame<S, M> withTable(ConfiguredGame<S, M> game, @Nullable Path table) {
    if (table == null) {
      return game;
    }
    try {
      return game.withTable(table);
    } catch (IOException e) {
      throw CliException.usage("--table: cannot read " + table + ": " + OutputFile.reason(e));
    } catch (IllegalArgumentException e) {
      throw CliException.usage("--" + e.getMessage());
    }
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

  /** Reads the opening file: one position text a line, blank lines and # comments skipped. */
  private static <S, M> List<S> openings(ConfiguredGame<S, M> game, @Nullable Path file) {
    if (file == null) {
      return List.of();
    }
    List<String> lines = TextInput.readFile(file, "--openings").lines().toList();
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
}
