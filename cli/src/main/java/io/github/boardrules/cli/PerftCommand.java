package io.github.boardrules.cli;

import io.github.boardrules.core.Rules;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code perft <game> <depth>}: counts the move sequences of a length from the start (or from
 * {@code --from <position>}); {@code --divide} counts them per first move. A random setup starts
 * from the setup of its seed ({@code --seed} or the game's {@code seed} option, not both; without
 * either, seed {@value GameChoice#DEFAULT_SEED}), and standard error names it ({@code perft:
 * counting tzaar(seed=1)}): standard output keeps the count alone.
 *
 * <p>The depth is 0 to 2,147,483,647; a larger one is refused, never clamped. From the start, a
 * depth past the game's longest possible game (the rules' {@code plyBound()}, where they give
 * one) is answered at once: no game lasts that long, so the count is 0. Any other depth past
 * {@value #MAX_SEARCHED_DEPTH} is refused: the search would not finish, and would run out of stack. A count that runs longer
 * than {@link Controls#progressEvery()} prints a progress line to standard error now and then, and
 * stops when the user asks (Ctrl-C), saying how far it got (exit code 130).
 */
@Command(name = "perft",
    description = {
      "Count the move sequences of <depth> moves from the initial position (or --from).",
      "",
      "A depth past the game's longest possible game counts 0 at once; any other depth past "
          + PerftCommand.MAX_SEARCHED_DEPTH + " is refused. A count longer than 2 s prints its progress to"
          + " standard error, and Ctrl-C stops it (exit code 130)."},
    footer = GameChoice.GAME_HELP)
final class PerftCommand implements Callable<Integer> {
  /** How many counted calls pass between two looks at the clock and the stop signal. */
  private static final int CHECK_EVERY = 4096;

  /**
   * The deepest search perft makes: a count that deep never finishes in any game here, and each
   * ply is a level of the search's stack.
   */
  static final int MAX_SEARCHED_DEPTH = 1000;

  @Parameters(index = "0", paramLabel = "<game>", completionCandidates = GameChoice.Names.class,
      description = GameChoice.GAME_ARGUMENT)
  private String gameText = "";

  @Parameters(index = "1", paramLabel = "<depth>",
      description = "the moves of a sequence, 0 to 2147483647 (1 or more with --divide)")
  private String depthText = "";

  @Option(names = "--divide", description = "one line per first move with its count, then the total")
  private boolean divide;

  @Option(names = "--from", paramLabel = "<position>", description = "count from this position text instead of the start")
  private @Nullable String from;

  @Option(names = "--seed", paramLabel = "N",
      description = "the seed of a random setup whose game text gives none (default " + GameChoice.DEFAULT_SEED
          + "; refused for a game without a random setup)")
  private @Nullable String seed;

  private final PrintStream out;
  private final Controls controls;

  /**
   * Makes the command.
   *
   * @param out the count; with {@code --divide} one {@code move count} line per move, then
   *     {@code total count}
   * @param controls where progress goes and whether to stop
   */
  PerftCommand(PrintStream out, Controls controls) {
    this.out = out;
    this.controls = controls;
  }

  /**
   * Runs the subcommand.
   *
   * @return the exit code 0
   * @throws CliException if an argument is refused (exit code 2) or the user stopped the count
   *     (exit code 130)
   */
  @Override
  public Integer call() {
    ConfiguredGame<?, ?> game = GameChoice.of(gameText, seed);
    if (seed != null && !GameChoice.hasSeededSetup(game)) {
      // perft has no bot: a seed that chooses no random setup would be silently ignored.
      throw CliException.usage("--seed chooses a random setup, and " + game.config() + " has none");
    }
    int depth = (int) WholeNumber.parse("the depth", depthText, divide ? 1 : 0, Integer.MAX_VALUE);
    if (GameChoice.hasSeededSetup(game) && from == null) {
      // The count depends on the setup: say which, on standard error, so the count stays alone.
      controls.err().println("perft: counting " + game.config());
    }
    OptionalInt bound = game.rules().plyBound();
    boolean pastTheEnd = from == null && bound.isPresent() && depth > bound.getAsInt();
    if (depth > MAX_SEARCHED_DEPTH && !pastTheEnd) {
      throw CliException.usage(String.format(Locale.ROOT,
          "perft searches at most %,d plies deep, not %,d%s", MAX_SEARCHED_DEPTH, depth,
          from != null ? " (from a position text the rules' bound on a game's length is not known to hold)"
              : bound.isPresent() ? " (" + game.config() + " games last at most " + bound.getAsInt() + " plies)"
              : " (" + game.config() + " sets no bound on a game's length)"));
    }
    new Count<>(game, controls).print(depth, divide, from, out);
    return 0;
  }

  /** One count: the sequences found so far, for the progress lines. */
  private static final class Count<S, M> {
    private final ConfiguredGame<S, M> game;
    private final Rules<S, M> rules;
    private final Controls controls;
    private final long started = System.nanoTime();
    private long nextLine;
    private long found;
    private int calls;
    private int firstMove;
    private int firstMoves;

    Count(ConfiguredGame<S, M> game, Controls controls) {
      this.game = game;
      this.rules = game.rules();
      this.controls = controls;
      this.nextLine = started + controls.progressEvery().toNanos();
    }

    void print(int depth, boolean divide, @Nullable String from, PrintStream out) {
      S start = from == null ? rules.initialState() : game.positions().decode(from);
      OptionalInt bound = rules.plyBound();
      // The bound holds for games from the start; a position text may be one no game reaches.
      boolean pastTheEnd = from == null && bound.isPresent() && depth > bound.getAsInt();
      if (!divide) {
        out.println(pastTheEnd ? 0 : count(start, depth));
        return;
      }
      List<M> moves = rules.legalMoves(start);
      firstMoves = moves.size();
      long[] counts = new long[moves.size()];
      for (int i = 0; i < moves.size(); i++) {
        firstMove = i + 1;
        counts[i] = pastTheEnd ? 0 : count(rules.playUnchecked(start, moves.get(i)), depth - 1);
      }
      long total = 0;
      for (int i = 0; i < moves.size(); i++) {
        out.println(game.notation().format(moves.get(i)) + " " + counts[i]);
        total += counts[i];
      }
      out.println("total " + total);
    }

    private long count(S state, int depth) {
      if (++calls == CHECK_EVERY) {
        calls = 0;
        look();
      }
      if (depth == 0) {
        found++;
        return 1;
      }
      List<M> moves = rules.legalMoves(state);
      if (depth == 1) {
        found += moves.size();
        return moves.size();
      }
      long total = 0;
      for (M move : moves) {
        total += count(rules.playUnchecked(state, move), depth - 1);
      }
      return total;
    }

    /** Prints a progress line when it is time, and stops when the user asked to. */
    private void look() {
      if (controls.stopRequested().getAsBoolean()) {
        throw CliException.stopped("perft stopped as asked after " + sofar()
            + "; the count is incomplete, nothing was printed");
      }
      long now = System.nanoTime();
      if (now - nextLine >= 0) {
        nextLine = now + controls.progressEvery().toNanos();
        controls.err().println("perft: " + sofar() + " (Ctrl-C stops)");
        controls.err().flush();
      }
    }

    private String sofar() {
      String where = firstMoves == 0 ? "" : String.format(Locale.ROOT, ", first move %d of %d", firstMove, firstMoves);
      return String.format(Locale.ROOT, "%,d sequences counted%s, %d s", found, where,
          Duration.ofNanos(System.nanoTime() - started).toSeconds());
    }
  }
}
