package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionSolver;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Predicate;

/**
 * The move accuracy of a solved game's bot levels against perfect play: over positions from a
 * seeded set of random games that the game's solver values, how often each level's move keeps the
 * game-theoretic value of the position, and how many plies it gives away while keeping it.
 *
 * <p><b>Definitions.</b> For a position p whose value for the player to move is v (a win, loss or
 * draw, with the distance d in plies where the solver tells it exactly), a move m <em>keeps the
 * value</em> when the value of the position after m, for the same player, is of the same kind: a
 * won position stays won, a drawn one drawn (a lost position stays lost whatever is played). The
 * position after m is valued by the game's end where the game is over (a win for the mover is a
 * win in 1 ply), else by the solver, for the player to move there, turned round when that is the
 * opponent; its distance plus one is the distance the move leaves, d'. The <em>plies lost</em> of
 * a move that keeps a win are {@code d' - d} (the win takes that much longer), of one that keeps a
 * loss {@code d - d'} (the loser holds out that much shorter), 0 or more with exact distances;
 * they are averaged over the kept wins and losses whose distances are exact. Positions the solver
 * does not value, or whose successor it does not, are left out.
 *
 * <pre>{@code
 * List<MoveAccuracy.Row> rows = MoveAccuracy.of(Bots::of).measure(game, positions);
 * MoveAccuracy.writeCsv(file, header, rows);
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.2.0")
public final class MoveAccuracy {
  /** The CSV's column line. */
  public static final String COLUMNS =
      "game,level,name,positions,won_positions,kept,kept_share,won_kept,distance_moves,mean_plies_lost";

  private final BotLevelsCheck.BotMaker bots;

  private MoveAccuracy(BotLevelsCheck.BotMaker bots) {
    this.bots = bots;
  }

  /**
   * Returns the measurement of the bots a maker makes.
   *
   * @param bots makes the bot of a level, such as {@code Bots::of}
   * @return the measurement
   */
  public static MoveAccuracy of(BotLevelsCheck.BotMaker bots) {
    return new MoveAccuracy(Objects.requireNonNull(bots, "bots"));
  }

  /**
   * One level's figures.
   *
   * @param game the game's configuration text
   * @param level the level number
   * @param name the level's name
   * @param positions the positions valued
   * @param wonPositions those won for the player to move
   * @param kept the moves that kept the value
   * @param wonKept the moves that kept a win
   * @param distanceMoves the kept wins and losses with exact distances
   * @param pliesLost the plies lost over those
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public record Row(String game, int level, String name, int positions, int wonPositions, int kept,
      int wonKept, int distanceMoves, long pliesLost) {
    /**
     * Returns the share of moves that kept the value.
     *
     * @return 0 to 1
     */
    public double keptShare() {
      return positions == 0 ? 0 : (double) kept / positions;
    }

    /**
     * Returns the mean plies lost over the kept wins and losses with exact distances.
     *
     * @return the mean, or NaN when no distance is known
     */
    public double meanPliesLost() {
      return distanceMoves == 0 ? Double.NaN : (double) pliesLost / distanceMoves;
    }

    /**
     * Returns the CSV line.
     *
     * @return the fields in the order of {@link #COLUMNS}
     */
    public String csv() {
      return String.join(",", game.contains(",") ? '"' + game + '"' : game, Integer.toString(level), name,
          Integer.toString(positions), Integer.toString(wonPositions), Integer.toString(kept),
          String.format(Locale.ROOT, "%.3f", keptShare()), Integer.toString(wonKept),
          Integer.toString(distanceMoves),
          distanceMoves == 0 ? "" : String.format(Locale.ROOT, "%.2f", meanPliesLost()));
    }
  }

  /**
   * Collects positions from seeded random games: every position of each game where the game is
   * not over and {@code keep} accepts it, games played by uniformly random moves to the end or the
   * ply cap.
   *
   * @param rules the game
   * @param seed the first game's seed; game i has seed {@code seed + i}
   * @param games how many games
   * @param plyCap the most plies a game is played
   * @param keep which positions to keep
   * @param <S> the state type
   * @param <M> the move type
   * @return the positions, game by game
   */
  public static <S, M> List<S> positions(
      Rules<S, M> rules, long seed, int games, int plyCap, Predicate<S> keep) {
    List<S> positions = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      SplittableRandom random = new SplittableRandom(seed + g);
      S state = rules.initialState();
      for (int ply = 0; ply < plyCap; ply++) {
        List<M> moves = rules.legalMoves(state);
        if (moves.isEmpty()) {
          break;
        }
        if (keep.test(state)) {
          positions.add(state);
        }
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
    }
    return positions;
  }

  /**
   * Measures every level of a game on positions: the level's bot with seed = the position's
   * index, no time budget, one thread.
   *
   * @param game the game, whose solver values the positions
   * @param positions positions where the game is not over
   * @param <S> the state type
   * @param <M> the move type
   * @return one row per level
   * @throws IllegalArgumentException if the game has no solver
   */
  public <S, M> List<Row> measure(ConfiguredGame<S, M> game, List<S> positions) {
    PositionSolver<S, M> solver = game.solver().orElseThrow(() ->
        new IllegalArgumentException(game + " has no solver to measure against"));
    Rules<S, M> rules = game.rules();
    List<PositionValue> before = new ArrayList<>();
    for (S state : positions) {
      before.add(solver.solve(state).map(Hint::value).orElse(PositionValue.unknown()));
    }
    List<Row> rows = new ArrayList<>();
    for (BotLevel level : game.levels()) {
      int valued = 0;
      int won = 0;
      int kept = 0;
      int wonKept = 0;
      int distanceMoves = 0;
      long pliesLost = 0;
      for (int i = 0; i < positions.size(); i++) {
        PositionValue value = before.get(i);
        if (!isProved(value)) {
          continue;
        }
        S state = positions.get(i);
        Bot<S, M> bot = bots.bot(game, BotSettings.level(level.number()).seed(i));
        PositionValue after = valueAfter(rules, solver, state, bot.chooseMove(state));
        if (!isProved(after)) {
          continue;
        }
        valued++;
        won += value.kind() == PositionValue.Kind.WIN ? 1 : 0;
        if (after.kind() != value.kind()) {
          continue;
        }
        kept++;
        wonKept += value.kind() == PositionValue.Kind.WIN ? 1 : 0;
        if (value.kind() != PositionValue.Kind.DRAW && value.exact() && after.exact()) {
          distanceMoves++;
          pliesLost += value.kind() == PositionValue.Kind.WIN
              ? after.plies() - value.plies()
              : value.plies() - after.plies();
        }
      }
      rows.add(new Row(game.toString(), level.number(), level.name(), valued, won, kept, wonKept,
          distanceMoves, pliesLost));
    }
    return rows;
  }

  private static boolean isProved(PositionValue value) {
    return switch (value.kind()) {
      case WIN, LOSS, DRAW -> true;
      case SCORE, UNKNOWN -> false;
    };
  }

  /**
   * The value, for the player who moves, of the position after a move, with the distance counted
   * from before the move.
   */
  static <S, M> PositionValue valueAfter(Rules<S, M> rules, PositionSolver<S, M> solver, S state, M move) {
    Player mover = rules.toMove(state);
    S next = rules.play(state, move);
    Status status = rules.status(next);
    if (status.isOver()) {
      Optional<Player> winner = status.winner();
      return winner.isEmpty() ? PositionValue.draw()
          : winner.get() == mover ? PositionValue.win(1, true) : PositionValue.loss(1, true);
    }
    Optional<Hint<M>> solved = solver.solve(next);
    if (solved.isEmpty()) {
      return PositionValue.unknown();
    }
    PositionValue value = solved.get().value();
    int plies = value.plies() < 0 ? -1 : value.plies() + 1;
    boolean same = rules.toMove(next) == mover;
    return switch (value.kind()) {
      case WIN -> same ? PositionValue.win(plies, value.exact()) : PositionValue.loss(plies, value.exact());
      case LOSS -> same ? PositionValue.loss(plies, value.exact()) : PositionValue.win(plies, value.exact());
      case DRAW -> PositionValue.draw();
      case SCORE, UNKNOWN -> PositionValue.unknown();
    };
  }

  /**
   * Returns the {@code #} lines of a results file: what was measured, the date (UTC), the
   * commit, the machine (processors, operating system, Java), the load average when the run
   * began, and the command.
   *
   * @param what what the file holds
   * @param commit the commit measured, such as {@code git rev-parse --short HEAD} gives it
   * @param command the command that makes the file
   * @return the lines, without the {@code #}
   */
  public static List<String> header(String what, String commit, String command) {
    java.lang.management.OperatingSystemMXBean os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
    return List.of(what,
        "date: " + java.time.LocalDate.now(java.time.ZoneOffset.UTC),
        "commit: " + commit,
        "machine: " + os.getAvailableProcessors() + " processors, " + System.getProperty("os.name") + " "
            + System.getProperty("os.arch") + ", Java " + System.getProperty("java.version"),
        "load: " + String.format(Locale.ROOT, "%.2f", os.getSystemLoadAverage()) + " (1-minute load average at the start)",
        "command: " + command);
  }

  /**
   * Writes rows as CSV: {@code #} lines first (date, commit, machine, load, command), then the
   * columns and one line per row.
   *
   * @param file the file, replaced
   * @param header the {@code #} lines, without the {@code #}
   * @param rows the rows
   * @throws IOException if the file cannot be written
   */
  public static void writeCsv(Path file, List<String> header, List<Row> rows) throws IOException {
    List<String> lines = new ArrayList<>();
    for (String line : header) {
      lines.add("# " + line);
    }
    lines.add(COLUMNS);
    for (Row row : rows) {
      lines.add(row.csv());
    }
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Files.write(file, lines);
  }

  /**
   * Reads the data lines of a CSV that {@link #writeCsv} wrote: the lines after the column line.
   *
   * @param file the file
   * @return the data lines, split into fields (a quoted first field unquoted)
   * @throws IOException if the file cannot be read
   */
  public static List<List<String>> readCsv(Path file) throws IOException {
    List<List<String>> rows = new ArrayList<>();
    boolean data = false;
    for (String line : Files.readAllLines(file)) {
      if (line.startsWith("#") || line.isBlank()) {
        continue;
      }
      if (!data) {
        data = true;
        continue;
      }
      List<String> fields = new ArrayList<>();
      String rest = line;
      if (rest.startsWith("\"")) {
        int end = rest.indexOf('"', 1);
        fields.add(rest.substring(1, end));
        rest = rest.substring(end + 2);
      }
      fields.addAll(List.of(rest.split(",", -1)));
      rows.add(fields);
    }
    return rows;
  }

  /**
   * Renders the rows of one game of a CSV as the documentation's Markdown table: level, moves
   * measured, value kept, wins kept, mean plies lost.
   *
   * @param csvRows rows from {@link #readCsv}
   * @param game the game's configuration text, as in the CSV's first column
   * @return the table's lines
   */
  public static List<String> markdownTable(List<List<String>> csvRows, String game) {
    List<String> lines = new ArrayList<>();
    lines.add("| Level | Positions | Value kept | Wins kept | Mean plies lost |");
    lines.add("|---|---|---|---|---|");
    for (List<String> r : csvRows) {
      if (!r.get(0).equals(game)) {
        continue;
      }
      int positions = Integer.parseInt(r.get(3));
      int won = Integer.parseInt(r.get(4));
      int kept = Integer.parseInt(r.get(5));
      int wonKept = Integer.parseInt(r.get(7));
      lines.add("| " + r.get(1) + " `" + r.get(2) + "` | " + positions + " | "
          + percent(kept, positions) + " (" + kept + ") | " + percent(wonKept, won) + " (" + wonKept + " of " + won + ") | "
          + (r.get(9).isEmpty() ? "—" : r.get(9) + " (" + r.get(8) + " moves)") + " |");
    }
    return lines;
  }

  private static String percent(int part, int whole) {
    return whole == 0 ? "—" : String.format(Locale.ROOT, "%.1f %%", 100.0 * part / whole);
  }
}
