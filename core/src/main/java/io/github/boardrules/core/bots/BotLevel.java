package io.github.boardrules.core.bots;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One named strength of the bots a game hands out, as data: which search plays and with what
 * budget. Level 1 is random in every game; the last level is the strongest the library makes for
 * the game. Games take the {@link #standardLadder standard ladder} or replace levels of it
 * through their catalogue provider.
 *
 * <pre>{@code
 * List<BotLevel> levels = BotLevel.standardLadder(false);
 * levels.get(2);   // 3 "medium": MCTS, 1,000 playouts a move
 * BotLevel hard = BotLevel.alphaBeta(4, "hard", 4);  // a game's own level 4
 * }</pre>
 *
 * <p><b>Budgets.</b> Without a time budget, a level searches a fixed number of playouts ({@link
 * Engine#MCTS}) or plies ({@link Engine#ALPHA_BETA}), so its play depends only on its seed. With a
 * time budget per move the search also stops when the time is up, whichever comes first; only the
 * top level (the last of a ladder) searches for the whole time given.
 *
 * @param number 1 for the weakest, counting up
 * @param name a short name, such as {@code easy}
 * @param engine the search
 * @param budget playouts a move for {@link Engine#MCTS} and {@link Engine#MCTS_GUIDED}, depth in
 *     plies for {@link Engine#ALPHA_BETA}, positions a move for {@link Engine#ALPHA_BETA_NODES} and
 *     {@link Engine#ALPHA_BETA_NODES_DEEP_REDUCTIONS}, 0 for the others
 */
@API(status = STABLE, since = "0.1.0")
public record BotLevel(int number, String name, Engine engine, int budget) {
  /** The searches a level can use. */
  @API(status = STABLE, since = "0.1.0")
  public enum Engine {
    /** A uniformly random legal move ({@code RandomBot} of {@code boardrules-bots}). */
    RANDOM,
    /** Monte-Carlo tree search with the game's fast playout ({@code MctsBot}). */
    MCTS,
    /**
     * Monte-Carlo tree search with the game's guided playout ({@code
     * ConfiguredGame.guidedPlayout()}): random games in which a player takes a win at once, and
     * may parry one, where the game defines how.
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    MCTS_GUIDED,
    /** Alpha-beta with the game's evaluation and hash ({@code AlphaBetaBot}) to a fixed depth. */
    ALPHA_BETA,
    /**
     * Alpha-beta with the game's evaluation and hash, deepening until a number of positions a
     * move ({@code AlphaBetaBot.Builder.maxNodes}): the same moves on any machine, a time that
     * follows the position's difficulty less wildly than a fixed depth does. It reduces late
     * moves ({@code AlphaBetaBot.Builder.lateMoveReductions}); {@link #ALPHA_BETA} searches full
     * width.
     */
    ALPHA_BETA_NODES,
    /**
     * {@link #ALPHA_BETA_NODES} with deeper late-move reductions ({@code
     * AlphaBetaBot.Builder.logarithmicReductions(1.0)}): a late move is first searched more plies
     * shallower the deeper the search and the later the move in the order. It reaches deeper in
     * the same positions; where it is a game's level, that game measured it stronger.
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    ALPHA_BETA_NODES_DEEP_REDUCTIONS,
    /** The game's perfect player, from its solver. */
    PERFECT;

    /**
     * Tells whether this engine is alpha-beta with the game's evaluation (by depth or by nodes).
     *
     * <pre>{@code
     * BotLevel.Engine.ALPHA_BETA_NODES.isAlphaBeta();   // true
     * }</pre>
     *
     * @return true for {@link #ALPHA_BETA}, {@link #ALPHA_BETA_NODES} and {@link
     *     #ALPHA_BETA_NODES_DEEP_REDUCTIONS}
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public boolean isAlphaBeta() {
      return this == ALPHA_BETA || searchesByNodes();
    }

    /**
     * Tells whether this engine's budget is positions a move.
     *
     * <pre>{@code
     * BotLevel.Engine.ALPHA_BETA.searchesByNodes();   // false: its budget is a depth
     * }</pre>
     *
     * @return true for {@link #ALPHA_BETA_NODES} and {@link #ALPHA_BETA_NODES_DEEP_REDUCTIONS}
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public boolean searchesByNodes() {
      return this == ALPHA_BETA_NODES || this == ALPHA_BETA_NODES_DEEP_REDUCTIONS;
    }
  }

  /** The playouts a move of the standard levels 2, 3, 4 and of level 5 without a solver. */
  private static final int[] STANDARD_PLAYOUTS = {100, 1_000, 5_000, 20_000};

  /**
   * Checks the parts.
   *
   * @param number see the record
   * @param name see the record
   * @param engine see the record
   * @param budget see the record
   * @throws IllegalArgumentException if the number is below 1, the name is blank, or the budget
   *     does not fit the engine
   */
  public BotLevel {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(engine, "engine");
    if (number < 1) {
      throw new IllegalArgumentException("A level number is 1 or more, not " + number);
    }
    if (name.isBlank() || !name.equals(name.strip())) {
      throw new IllegalArgumentException("A level name is a word, not \"" + name + "\"");
    }
    boolean searches = engine == Engine.MCTS || engine == Engine.MCTS_GUIDED
        || engine.isAlphaBeta();
    if (searches ? budget < 1 : budget != 0) {
      throw new IllegalArgumentException("Level " + number + " (" + engine + ") has budget " + budget
          + "; " + (searches ? "a search needs 1 or more" : "it takes none (0)"));
    }
    if (engine == Engine.ALPHA_BETA && budget > 100) {
      throw new IllegalArgumentException("Level " + number + ": alpha-beta depth 1 to 100, not " + budget);
    }
  }

  /**
   * A random level.
   *
   * @param number the level's number
   * @param name its name
   * @return the level
   */
  public static BotLevel random(int number, String name) {
    return new BotLevel(number, name, Engine.RANDOM, 0);
  }

  /**
   * A Monte-Carlo level.
   *
   * @param number the level's number
   * @param name its name
   * @param playouts playouts a move without a time budget
   * @return the level
   */
  public static BotLevel mcts(int number, String name, int playouts) {
    return new BotLevel(number, name, Engine.MCTS, playouts);
  }

  /**
   * A Monte-Carlo level with the game's guided playout; the game must have one.
   *
   * <pre>{@code
   * BotLevel best = BotLevel.mctsGuided(5, "best", 300_000);
   * }</pre>
   *
   * @param number the level's number
   * @param name its name
   * @param playouts playouts a move without a time budget
   * @return the level
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public static BotLevel mctsGuided(int number, String name, int playouts) {
    return new BotLevel(number, name, Engine.MCTS_GUIDED, playouts);
  }

  /**
   * An alpha-beta level; the game must have an evaluation.
   *
   * @param number the level's number
   * @param name its name
   * @param depth the deepest iteration, in plies
   * @return the level
   */
  public static BotLevel alphaBeta(int number, String name, int depth) {
    return new BotLevel(number, name, Engine.ALPHA_BETA, depth);
  }

  /**
   * An alpha-beta level with a node budget; the game must have an evaluation.
   *
   * <pre>{@code
   * BotLevel best = BotLevel.alphaBetaNodes(5, "best", 200_000);
   * }</pre>
   *
   * @param number the level's number
   * @param name its name
   * @param nodes the positions a move's search may visit, over its iterations
   * @return the level
   */
  public static BotLevel alphaBetaNodes(int number, String name, int nodes) {
    return new BotLevel(number, name, Engine.ALPHA_BETA_NODES, nodes);
  }

  /**
   * An alpha-beta level with a node budget and deeper late-move reductions ({@link
   * Engine#ALPHA_BETA_NODES_DEEP_REDUCTIONS}); the game must have an evaluation.
   *
   * <pre>{@code
   * BotLevel best = BotLevel.alphaBetaNodesDeepReductions(5, "best", 1_000_000);
   * }</pre>
   *
   * @param number the level's number
   * @param name its name
   * @param nodes the positions a move's search may visit, over its iterations
   * @return the level
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public static BotLevel alphaBetaNodesDeepReductions(int number, String name, int nodes) {
    return new BotLevel(number, name, Engine.ALPHA_BETA_NODES_DEEP_REDUCTIONS, nodes);
  }

  /**
   * The perfect player; the game must have one.
   *
   * @param number the level's number
   * @param name its name
   * @return the level
   */
  public static BotLevel perfect(int number, String name) {
    return new BotLevel(number, name, Engine.PERFECT, 0);
  }

  /**
   * The five levels every game starts from: 1 {@code random}; 2 {@code easy}, 3 {@code medium}
   * and 4 {@code hard}, Monte-Carlo tree search with the game's playout at 100, 1,000 and 5,000
   * playouts a move; 5 {@code best}, the perfect player where the game has one, otherwise
   * Monte-Carlo at 20,000 playouts a move (on the threads it is given).
   *
   * @param perfectPlayer whether the game has a perfect player
   * @return the five levels, numbered 1 to 5
   */
  public static List<BotLevel> standardLadder(boolean perfectPlayer) {
    List<BotLevel> levels = new ArrayList<>(5);
    levels.add(random(1, "random"));
    levels.add(mcts(2, "easy", STANDARD_PLAYOUTS[0]));
    levels.add(mcts(3, "medium", STANDARD_PLAYOUTS[1]));
    levels.add(mcts(4, "hard", STANDARD_PLAYOUTS[2]));
    levels.add(perfectPlayer ? perfect(5, "best") : mcts(5, "best", STANDARD_PLAYOUTS[3]));
    return List.copyOf(levels);
  }

  /**
   * Describes the level in one line.
   *
   * @return such as {@code "Monte-Carlo tree search, 1,000 playouts a move"}
   */
  public String description() {
    return switch (engine) {
      case RANDOM -> "a uniformly random legal move";
      case MCTS -> String.format(Locale.ROOT, "Monte-Carlo tree search, %,d playouts a move", budget);
      case MCTS_GUIDED -> String.format(Locale.ROOT,
          "Monte-Carlo tree search with guided playouts, %,d playouts a move", budget);
      case ALPHA_BETA -> "alpha-beta search with the game's evaluation, depth " + budget;
      case ALPHA_BETA_NODES -> String.format(Locale.ROOT,
          "alpha-beta search with the game's evaluation, deepening to %,d positions a move", budget);
      case ALPHA_BETA_NODES_DEEP_REDUCTIONS -> String.format(Locale.ROOT,
          "alpha-beta search with the game's evaluation, deepening to %,d positions a move,"
              + " deeper late-move reductions", budget);
      case PERFECT -> "the perfect player (the game's solver)";
    };
  }
}
