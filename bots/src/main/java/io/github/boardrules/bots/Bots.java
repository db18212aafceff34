package io.github.boardrules.bots;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Rules;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PhaseLevel;
import io.github.boardrules.core.bots.PositionSolver;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.core.bots.RandomPlayout;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Makes the bots of a configured game's levels and tells hints: the engines of this module put
 * together as the game's {@link ConfiguredGame#levels() levels} describe them, with the game's
 * evaluation, playout, hash, solver and table.
 *
 * <pre>{@code
 * ConfiguredGame<?, ?> game = GameCatalog.load().game("zertz(board=61)");
 * Bot<?, ?> medium = Bots.of(game, 3);                                   // seed 0, one thread
 * Bot<?, ?> quick = Bots.of(game, BotSettings.level(5).timePerMove(Duration.ofMillis(200)));
 * }</pre>
 *
 * <p>A level's engine is {@link BotLevel.Engine#RANDOM} ({@link RandomBot}), {@link
 * BotLevel.Engine#MCTS} ({@link MctsBot} with the game's playout), {@link
 * BotLevel.Engine#MCTS_GUIDED} ({@link MctsBot} with the game's guided playout), {@link
 * BotLevel.Engine#ALPHA_BETA}, {@link BotLevel.Engine#ALPHA_BETA_NODES} or {@link
 * BotLevel.Engine#ALPHA_BETA_NODES_DEEP_REDUCTIONS} ({@link AlphaBetaBot} with the game's
 * evaluation and hash; the last with {@linkplain AlphaBetaBot.Builder#logarithmicReductions
 * logarithmic reductions}, divisor 1) or {@link BotLevel.Engine#PERFECT} (the game's perfect
 * player). A game {@linkplain ConfiguredGame#withTable with a table} plays the table's move at
 * its top level wherever the table decides the position ({@link SolverBot}); a game with a
 * {@linkplain ConfiguredGame#solver() solver} whose top level is a search plays the solver's move
 * there wherever the solver answers (Pylos: its endgames). A game with a {@linkplain
 * ConfiguredGame#topLevelPhase phase level} plays that level's search at its top level while the
 * phase lasts (Pikk-Pakk's joint opening: Monte-Carlo while placing). A game that {@linkplain
 * ConfiguredGame#topLevelMoves narrows its top level's moves} has its Monte-Carlo top level search
 * only those (five-in-a-row: the placements after which the opponent has no win by threats).
 */
@API(status = STABLE, since = "0.1.0")
public final class Bots {
  /** The deepest iteration of an alpha-beta search that a time or node budget stops. */
  private static final int DEEPEST = 100;
  /** The logarithmic reductions' divisor of {@code ALPHA_BETA_NODES_DEEP_REDUCTIONS} levels. */
  private static final double DEEP_REDUCTIONS_DIVISOR = 1.0;

  /**
   * The transposition table of an alpha-beta level that searches a million positions a move or
   * more at its fixed budget: 2<sup>20</sup> entries (16 MB), where the default 2<sup>18</sup>
   * would be overwritten many times over in one move's search.
   */
  private static final int LARGE_TABLE_BITS = 20;

  /** The positions a move from which an alpha-beta level gets the large table. */
  private static final int LARGE_TABLE_NODES = 1_000_000;

  /** Monte-Carlo levels from this one up first look for a forced win by exhaustive search. */
  static final int FORCED_WIN_FROM_LEVEL = 3;

  /** The forced-win search's depth: a win in three turns of alternating single moves. */
  static final int FORCED_WIN_PLIES = 5;

  /** The forced-win search's budget, in positions a move. */
  static final int FORCED_WIN_NODES = 20_000;

  private Bots() {}

  /**
   * Returns a bot of a level with seed 0, one thread and the level's fixed budget.
   *
   * @param game the configured game
   * @param level 1 to {@code game.levels().size()}
   * @param <S> the state type
   * @param <M> the move type
   * @return a new bot, not thread-safe: one per game thread
   * @throws IllegalArgumentException if the game has no such level
   */
  public static <S extends Object, M extends Object> Bot<S, M> of(ConfiguredGame<S, M> game, int level) {
    return of(game, BotSettings.level(level));
  }

  /**
   * Returns a new bot of a level. Without a time budget its moves depend only on the level and
   * the seed (threads included); with one, a level stops its search when the time is up or its
   * fixed budget is spent, whichever comes first, and the top level searches for the whole time
   * (the perfect player answers as fast as its solver does). With a {@linkplain
   * ConfiguredGame#withTable table}, the top level plays the table's move wherever the table
   * decides the position, at once, and searches elsewhere; then, where the top level is a search
   * and the game has a {@linkplain ConfiguredGame#solver() solver}, the solver's move wherever the
   * solver answers. Where the game has a {@linkplain ConfiguredGame#topLevelPhase phase level},
   * the top level plays that level's search, with the same settings, while the phase lasts.
   *
   * <pre>{@code
   * Bot<S, M> bot = Bots.of(game, BotSettings.level(4).seed(7).timePerMove(Duration.ofMillis(100)));
   * }</pre>
   *
   * @param game the configured game
   * @param settings the level, time, seed and threads
   * @param <S> the state type
   * @param <M> the move type
   * @return a new bot, not thread-safe: one per game thread
   * @throws IllegalArgumentException if the game has no such level
   */
  public static <S extends Object, M extends Object> Bot<S, M> of(
      ConfiguredGame<S, M> game, BotSettings settings) {
    Objects.requireNonNull(settings, "settings");
    BotLevel level = game.level(settings.level());
    Bot<S, M> bot = levelBot(game, level, settings);
    if (!isTop(game, level)) {
      return bot;
    }
    Optional<PhaseLevel<S>> phase = game.topLevelPhase();
    if (phase.isPresent()) {
      bot = new PhaseBot<>(phase.get().during(), levelBot(game, phase.get().level(), settings), bot);
    }
    Optional<PositionSolver<S, M>> solver = game.solver();
    if (solver.isPresent() && level.engine() != BotLevel.Engine.PERFECT) {
      bot = SolverBot.of(solver.get(), bot);
    }
    Optional<PositionSolver<S, M>> table = game.table();
    return table.isPresent() ? SolverBot.of(table.get(), bot) : bot;
  }

  private static boolean isTop(ConfiguredGame<?, ?> game, BotLevel level) {
    return level.number() == game.levels().size();
  }

  private static <S extends Object, M extends Object> Bot<S, M> levelBot(
      ConfiguredGame<S, M> game, BotLevel level, BotSettings settings) {
    boolean top = isTop(game, level);
    Duration time = settings.timePerMove();
    return switch (level.engine()) {
      case RANDOM -> RandomBot.of(game.rules(), settings.seed());
      case MCTS, MCTS_GUIDED -> {
        MctsBot.Builder<S, M> builder = MctsBot.builder(game.rules())
            .playout(playout(game, level)).seed(settings.seed()).threads(settings.threads());
        if (top) {
          game.topLevelMoves().ifPresent(builder::rootMoves);
        }
        boolean proves = level.number() >= FORCED_WIN_FROM_LEVEL;
        // With a time budget the forced-win search takes a fifth of it (at least a millisecond,
        // at most half), the playouts the rest; each part at least a nanosecond.
        @Nullable Duration proverTime = null;
        @Nullable Duration playoutTime = time;
        if (time != null && proves) {
          long total = time.toNanos();
          long prover = Math.max(1, Math.min(Math.max(1_000_000, total / 5), total / 2));
          proverTime = Duration.ofNanos(prover);
          playoutTime = Duration.ofNanos(Math.max(1, total - prover));
        }
        if (playoutTime == null) {
          builder.iterations(level.budget());
        } else if (top) {
          builder.timeLimit(playoutTime);
        } else {
          builder.budget(level.budget(), playoutTime);
        }
        Bot<S, M> mcts = builder.build();
        if (!proves) {
          yield mcts;
        }
        AlphaBetaBot.Builder<S, M> prover = alphaBeta(game, (state, player) -> 0)
            .maxDepth(FORCED_WIN_PLIES).maxNodes(FORCED_WIN_NODES).tableBits(16);
        if (proverTime != null) {
          prover.timeLimit(proverTime);
        }
        yield new ForcedWinFirstBot<>(prover.build(), mcts);
      }
      case ALPHA_BETA, ALPHA_BETA_NODES, ALPHA_BETA_NODES_DEEP_REDUCTIONS -> {
        boolean nodes = level.engine().searchesByNodes();
        AlphaBetaBot.Builder<S, M> builder = alphaBeta(game)
            .maxDepth((time != null && top) || nodes ? DEEPEST : level.budget());
        if (nodes && (time == null || !top)) {
          builder.maxNodes(level.budget());
        }
        if (nodes && level.budget() >= LARGE_TABLE_NODES && (time == null || !top)) {
          builder.tableBits(LARGE_TABLE_BITS);
        }
        // A level given by depth searches full width (alphabeta:4 is four plies of every move);
        // a level given by nodes or time reduces late moves (measured no worse: docs/bots.md).
        builder.lateMoveReductions(nodes || (time != null && top));
        if (level.engine() == BotLevel.Engine.ALPHA_BETA_NODES_DEEP_REDUCTIONS) {
          // The divisor TZAAR measured stronger than one-ply reductions (docs/bots.md).
          builder.logarithmicReductions(DEEP_REDUCTIONS_DIVISOR);
        }
        // Every level is made for one game: a repetition of its positions is worth at most a draw
        // (steering out of the cycles push-four and Pikk-Pakk allow; docs/bots.md).
        builder.avoidRepetitions(true);
        if (time != null) {
          builder.timeLimit(time);
        }
        // Several alpha-beta threads make moves depend on timing: only with a time budget, whose
        // moves depend on it anyway; a fixed budget keeps one thread and its repeatable moves.
        yield builder.threads(time != null ? settings.threads() : 1).build();
      }
      case PERFECT -> perfectPlayer(game);
    };
  }

  /**
   * Tells the move the top level would play in a position and what the position is worth to the
   * player to move: the {@linkplain ConfiguredGame#withTable table's} value where a table decides
   * the position (such as "WIN within 31 plies" from a table that stores bounds), else the
   * solver's proved value where the game has a solver that answers, else the top level's search
   * (the {@linkplain ConfiguredGame#topLevelPhase phase level's} in its phase, among the
   * {@linkplain ConfiguredGame#topLevelMoves moves it narrows to}) for {@code time}
   * (alpha-beta: its score, or a win or loss it proved; Monte-Carlo: a win or
   * loss its tree proved, else the chosen move's win rate), one thread, seed 0.
   *
   * <pre>{@code
   * Hint<M> hint = Bots.hint(game, state, Duration.ofMillis(500));
   * System.out.println(hint.text(game.notation()));   // "d4: score 0.612 (win rate of the search)"
   * }</pre>
   *
   * @param game the configured game
   * @param state a position where the game is not over
   * @param time the time budget of a search; a solver may take longer or answer at once
   * @param <S> the state type
   * @param <M> the move type
   * @return the hint
   * @throws IllegalStateException if the game is over in {@code state}
   * @throws IllegalArgumentException if {@code time} is zero or negative
   */
  public static <S extends Object, M extends Object> Hint<M> hint(
      ConfiguredGame<S, M> game, S state, Duration time) {
    Objects.requireNonNull(state, "state");
    if (time.isZero() || time.isNegative()) {
      throw new IllegalArgumentException("time: the hint's time budget must be positive, not " + time);
    }
    Rules<S, M> rules = game.rules();
    if (rules.legalMoves(state).isEmpty()) {
      throw new IllegalStateException(
          "The game is over, there is no move to hint: " + rules.status(state).description());
    }
    for (Optional<PositionSolver<S, M>> exact : List.of(game.table(), game.solver())) {
      if (exact.isPresent()) {
        Optional<Hint<M>> solved = exact.get().solve(state);
        if (solved.isPresent()) {
          return solved.get();
        }
      }
    }
    Optional<PhaseLevel<S>> phase = game.topLevelPhase().filter(p -> p.during().test(state));
    BotLevel top = phase.isPresent() ? phase.get().level() : game.level(game.levels().size());
    return switch (top.engine()) {
      case PERFECT -> new Hint<>(perfectPlayer(game).chooseMove(state), PositionValue.unknown());
      case ALPHA_BETA, ALPHA_BETA_NODES, ALPHA_BETA_NODES_DEEP_REDUCTIONS -> {
        AlphaBetaBot.Search<M> search =
            alphaBeta(game).maxDepth(DEEPEST).timeLimit(time).build().search(state);
        int score = search.score();
        int toEnd = AlphaBetaBot.WIN - Math.abs(score);
        PositionValue value = toEnd < AlphaBetaBot.WIN - Evaluation.MAX
            ? (score > 0 ? PositionValue.win(toEnd, false) : PositionValue.loss(toEnd, false))
            : PositionValue.evaluation(score, search.depth());
        yield new Hint<>(search.move(), value);
      }
      case RANDOM, MCTS, MCTS_GUIDED -> {
        MctsBot.Builder<S, M> builder = MctsBot.builder(rules).playout(playout(game, top)).timeLimit(time);
        game.topLevelMoves().ifPresent(builder::rootMoves);
        MctsBot.Search<M> search = builder.build().search(state);
        PositionValue value = switch (search.proof()) {
          case WIN -> PositionValue.win(-1, false);
          case LOSS -> PositionValue.loss(-1, false);
          case NONE -> PositionValue.winRate(search.winRate());
        };
        yield new Hint<>(search.move(), value);
      }
    };
  }

  /**
   * The playout a Monte-Carlo search plays for {@code level}: the game's guided playout for a
   * guided level (the game's builder refuses such a level without one), its plain one otherwise.
   */
  private static <S extends Object, M extends Object> RandomPlayout<S> playout(
      ConfiguredGame<S, M> game, BotLevel level) {
    if (level.engine() != BotLevel.Engine.MCTS_GUIDED) {
      return game.playout();
    }
    return game.guidedPlayout().orElseThrow(() ->
        new IllegalStateException(game + " has no guided playout for level " + level.number()));
  }

  private static <S extends Object, M extends Object> AlphaBetaBot.Builder<S, M> alphaBeta(
      ConfiguredGame<S, M> game) {
    Evaluation<S> evaluation = game.evaluation().orElseThrow(() ->
        new IllegalStateException(game + " has no evaluation for an alpha-beta level"));
    return alphaBeta(game, evaluation);
  }

  /** An alpha-beta builder of the game's rules and hash with {@code evaluation}. */
  private static <S extends Object, M extends Object> AlphaBetaBot.Builder<S, M> alphaBeta(
      ConfiguredGame<S, M> game, Evaluation<S> evaluation) {
    AlphaBetaBot.Builder<S, M> builder = AlphaBetaBot.builder(game.rules(), evaluation);
    game.hash().ifPresent(builder::hash);
    if (evaluation == game.evaluation().orElse(null)) {
      // The game's test agrees with the game's evaluation; another evaluation keeps the plain search.
      game.quietMoves().ifPresent(builder::quietMoves);
    }
    return builder;
  }

  private static <S extends Object, M extends Object> Bot<S, M> perfectPlayer(ConfiguredGame<S, M> game) {
    return game.perfectPlayer().orElseThrow(() ->
        new IllegalStateException(game + " has no perfect player for a perfect level"));
  }

  /** What every bot does first: the legal moves, or a clear refusal when the game is over. */
  static <S extends Object, M extends Object> List<M> legalMovesOrThrow(Rules<S, M> rules, S state) {
    List<M> moves = rules.legalMoves(state);
    if (moves.isEmpty()) {
      throw new IllegalStateException(
          "The game is over, there is no move to choose: " + rules.status(state).description());
    }
    return moves;
  }
}
