package io.github.boardrules.core.catalog;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Adjudication;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.core.bots.PhaseLevel;
import io.github.boardrules.core.bots.PositionSolver;
import io.github.boardrules.core.bots.QuietMoves;
import io.github.boardrules.core.bots.RandomPlayout;
import io.github.boardrules.core.bots.RootMoves;
import io.github.boardrules.core.bots.TableReader;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.core.svg.SvgBuilder;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A game of the {@link GameCatalog} with its options chosen: its rules, move notation, position
 * text, pictures, side names, and what bots need where the game has it. Code that does not know
 * the game at compile time plays, records and draws it through this object alone.
 *
 * <pre>{@code
 * ConfiguredGame<?, ?> game = GameCatalog.load().game("zertz(board=61)");
 * game.config().toString();          // "zertz(board=61)", the tag of its records
 * game.sideName(Player.FIRST);       // "FIRST": ZÈRTZ's players have no colours of their own
 * game.levels().get(2).description(); // "Monte-Carlo tree search, 1,000 playouts a move"
 * }</pre>
 *
 * <p><b>What bots need.</b> {@link #levels()} describes the game's bot levels, 1 ({@code random})
 * to the strongest ({@code best}), as data: {@link BotLevel#standardLadder the standard ladder}
 * unless the game's provider replaced levels of it. With them the game hands out what a search
 * uses: its {@link #evaluation()}, fast {@link #playout()}, position {@link #hash()}, {@link
 * #quietMoves()}, {@link #solver()}, {@link #perfectPlayer()} and, with {@link #withTable}, a solved {@link #table()}.
 * This class makes no bot: {@code Bots.of(game, level)} and {@code Bots.hint(game, state, time)}
 * of the {@code boardrules-bots} artifact do, from these parts.
 *
 * <p>Instances are immutable and thread-safe when their parts are, as every game's are.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public final class ConfiguredGame<S extends Object, M extends Object> {
  /** The record tag that names the configured game. */
  public static final String GAME_TAG = "Game";

  private final GameConfig config;
  private final String title;
  private final Rules<S, M> rules;
  private final MoveNotation<M> notation;
  private final PositionFormat<S> positions;
  private final List<String> sideNames;
  private final Function<S, String> diagram;
  private final @Nullable SvgRenderer<S, M> pictures;
  private final @Nullable Evaluation<S> evaluation;
  private final @Nullable RandomPlayout<S> playout;
  private final @Nullable RandomPlayout<S> guidedPlayout;
  private final @Nullable ToLongFunction<S> hash;
  private final @Nullable QuietMoves<S, M> quietMoves;
  private final @Nullable Supplier<Bot<S, M>> perfectPlayer;
  private final @Nullable PositionSolver<S, M> solver;
  private final List<BotLevel> levels;
  private final boolean solo;
  private final @Nullable Function<M, List<String>> clicks;
  private final @Nullable ActionEncoding<S, M> encoding;
  private final @Nullable TableReader<S, M> tableReader;
  private final @Nullable PositionSolver<S, M> table;
  private final @Nullable Path tableFile;
  private final @Nullable Adjudication<S> adjudication;
  private final @Nullable PhaseLevel<S> topLevelPhase;
  private final @Nullable RootMoves<S, M> topLevelMoves;

  private ConfiguredGame(Builder<S, M> b, List<BotLevel> levels) {
    this.config = b.config;
    this.title = b.title;
    this.rules = b.rules;
    this.notation = b.notation;
    this.positions = b.positions;
    this.sideNames = b.sideNames;
    this.diagram = b.diagram != null ? b.diagram : b.positions::encode;
    this.pictures = b.pictures;
    this.evaluation = b.evaluation;
    this.playout = b.playout;
    this.guidedPlayout = b.guidedPlayout;
    this.hash = b.hash;
    this.quietMoves = b.quietMoves;
    this.perfectPlayer = b.perfectPlayer;
    this.solver = b.solver;
    this.levels = levels;
    this.solo = b.solo;
    this.clicks = b.clicks;
    this.encoding = b.encoding;
    this.tableReader = b.tableReader;
    this.table = null;
    this.tableFile = null;
    this.adjudication = b.adjudication;
    this.topLevelPhase = b.topLevelPhase;
    this.topLevelMoves = b.topLevelMoves;
  }

  /** A copy of {@code base} with a table. */
  private ConfiguredGame(ConfiguredGame<S, M> base, PositionSolver<S, M> table, Path tableFile) {
    this.config = base.config;
    this.title = base.title;
    this.rules = base.rules;
    this.notation = base.notation;
    this.positions = base.positions;
    this.sideNames = base.sideNames;
    this.diagram = base.diagram;
    this.pictures = base.pictures;
    this.evaluation = base.evaluation;
    this.playout = base.playout;
    this.guidedPlayout = base.guidedPlayout;
    this.hash = base.hash;
    this.quietMoves = base.quietMoves;
    this.perfectPlayer = base.perfectPlayer;
    this.solver = base.solver;
    this.levels = base.levels;
    this.solo = base.solo;
    this.clicks = base.clicks;
    this.encoding = base.encoding;
    this.tableReader = base.tableReader;
    this.table = table;
    this.tableFile = tableFile;
    this.adjudication = base.adjudication;
    this.topLevelPhase = base.topLevelPhase;
    this.topLevelMoves = base.topLevelMoves;
  }

  /**
   * Starts a configured game from its required parts.
   *
   * @param config the configuration it was made for
   * @param title the game's name for people
   * @param rules the rules
   * @param notation the move notation
   * @param positions the position text
   * @param <S> the state type
   * @param <M> the move type
   * @return a builder for the optional parts
   */
  public static <S extends Object, M extends Object> Builder<S, M> builder(
      GameConfig config, String title, Rules<S, M> rules, MoveNotation<M> notation, PositionFormat<S> positions) {
    return new Builder<>(config, title, rules, notation, positions);
  }

  /**
   * Returns the configuration; its text names the game in the catalogue and in records.
   *
   * @return the configuration
   */
  public GameConfig config() {
    return config;
  }

  /**
   * Returns the game's name for people.
   *
   * @return the title
   */
  public String title() {
    return title;
  }

  /**
   * Returns the rules.
   *
   * @return the rules
   */
  public Rules<S, M> rules() {
    return rules;
  }

  /**
   * Returns the move notation.
   *
   * @return the notation
   */
  public MoveNotation<M> notation() {
    return notation;
  }

  /**
   * Returns the position text.
   *
   * @return the format
   */
  public PositionFormat<S> positions() {
    return positions;
  }

  /**
   * Returns the game's own name of a side, such as {@code WHITE} or {@code LIGHT}.
   *
   * @param player the side
   * @return its name in this game
   */
  public String sideName(Player player) {
    return sideNames.get(player == Player.FIRST ? 0 : 1);
  }

  /**
   * Draws a position as text for a terminal.
   *
   * @param state the position
   * @return the drawing; the position text for games without a drawing
   */
  public String diagram(S state) {
    return diagram.apply(state);
  }

  /**
   * Returns the SVG picture maker.
   *
   * @return the renderer, or empty for a game without pictures
   */
  public Optional<SvgRenderer<S, M>> pictures() {
    return Optional.ofNullable(pictures);
  }

  /**
   * Draws a position with the points of {@code lastMove} in CSS class {@code last} and the {@code
   * marked} points (targets to click, say) in class {@code target}: see {@link SvgBuilder#mark}.
   *
   * <pre>{@code
   * String svg = game.picture(state, lastMove, input.after(clicked).nextPoints()).orElseThrow();
   * }</pre>
   *
   * @param state the position
   * @param lastMove the move that led to it, or null
   * @param marked the points to mark as targets, named as in {@link #clicks}
   * @return the SVG document, or empty for a game without pictures
   */
  public Optional<String> picture(S state, @Nullable M lastMove, Collection<String> marked) {
    if (pictures == null) {
      return Optional.empty();
    }
    String svg = pictures.render(state, lastMove);
    return Optional.of(SvgBuilder.mark(svg, marked, lastMove == null ? List.of() : clicks(lastMove)));
  }

  /**
   * Returns the points a user clicks, in order, to make a move: the names of its board points in
   * the notation's coordinates (as the game's SVG names them in {@code data-point}) and of the
   * controls it needs (such as {@code supply-white} or {@code pass}). Each game's page of the
   * guide ({@code docs/games} in the repository) says how its moves are clicked. A game that does not say has one click per move, named by the
   * move's notation. {@link MoveInput} turns clicks back into moves.
   *
   * @param move a move
   * @return its click sequence, never empty
   */
  public List<String> clicks(M move) {
    return clicks != null ? List.copyOf(clicks.apply(move)) : List.of(notation.format(move));
  }

  /**
   * Prepares the click input of a position: see {@link MoveInput}.
   *
   * @param state the position
   * @return the input over its legal moves
   */
  public MoveInput<S, M> moveInput(S state) {
    return MoveInput.of(this, state);
  }

  /**
   * Returns the game's evaluation, for alpha-beta search.
   *
   * @return the evaluation, or empty when the game has none
   */
  public Optional<Evaluation<S>> evaluation() {
    return Optional.ofNullable(evaluation);
  }

  /**
   * Returns the game's fast random playout, or the generic one through the rules.
   *
   * @return the playout
   */
  public RandomPlayout<S> playout() {
    return playout != null ? playout : RandomPlayout.generic(rules);
  }

  /**
   * Returns the game's guided playout, where it has one: random games in which a player takes a
   * win at once, and may parry one (see the game's own documentation). The levels of {@link
   * BotLevel.Engine#MCTS_GUIDED} play with it; {@code mcts:N} players and the other Monte-Carlo
   * levels use {@link #playout()}.
   *
   * <pre>{@code
   * game.guidedPlayout().ifPresent(mctsBuilder::playout);
   * }</pre>
   *
   * @return the guided playout, or empty
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public Optional<RandomPlayout<S>> guidedPlayout() {
    return Optional.ofNullable(guidedPlayout);
  }

  /**
   * Returns how a match tool may score a game it stopped at a ply cap, where the rules give a
   * count to go by (square Abalone: the balls pushed off). Not the rules' status: see {@link
   * Adjudication}.
   *
   * <pre>{@code
   * game.adjudication().ifPresent(runnerBuilder::adjudication);
   * }</pre>
   *
   * @return the adjudication, or empty when the game has none
   */
  public Optional<Adjudication<S>> adjudication() {
    return Optional.ofNullable(adjudication);
  }

  /**
   * Returns the incremental position hash for search tables.
   *
   * @return the hash, or empty when the game has none
   */
  public Optional<ToLongFunction<S>> hash() {
    return Optional.ofNullable(hash);
  }

  /**
   * Returns the game's test of the moves that lead, for certain, to positions an alpha-beta search
   * scores at once, which the search may then leave unplayed where their bound cannot beat its
   * best (see {@link QuietMoves}).
   *
   * @return the test, or empty when the game has none
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public Optional<QuietMoves<S, M>> quietMoves() {
    return Optional.ofNullable(quietMoves);
  }

  /**
   * Returns a new perfect player, where the game has a solver.
   *
   * @return the bot, or empty
   */
  public Optional<Bot<S, M>> perfectPlayer() {
    return perfectPlayer == null ? Optional.empty() : Optional.of(perfectPlayer.get());
  }

  /**
   * Returns the game's exact analysis of positions, where it has a solver.
   *
   * @return the solver, or empty
   */
  public Optional<PositionSolver<S, M>> solver() {
    return Optional.ofNullable(solver);
  }

  /**
   * Returns the bot levels, weakest first: level 1 is random, the last the strongest bot the
   * library makes for this game.
   *
   * <pre>{@code
   * for (BotLevel level : game.levels()) {
   *   System.out.println(level.number() + " " + level.name() + ": " + level.description());
   * }
   * }</pre>
   *
   * @return the levels, numbered 1 to {@code levels().size()}
   */
  public List<BotLevel> levels() {
    return levels;
  }

  /**
   * Returns a level by its number.
   *
   * @param number 1 to {@code levels().size()}
   * @return the level
   * @throws IllegalArgumentException if there is no such level
   */
  public BotLevel level(int number) {
    if (number < 1 || number > levels.size()) {
      throw new IllegalArgumentException(
          "level: " + config + " has levels 1 to " + levels.size() + ", not " + number);
    }
    return levels.get(number - 1);
  }

  /**
   * Returns the search that the top level plays instead of its own while a phase of the game lasts,
   * if the game has one (Pikk-Pakk's joint opening places its balls by Monte-Carlo tree search).
   *
   * @return the phase and its level, or empty
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public Optional<PhaseLevel<S>> topLevelPhase() {
    return Optional.ofNullable(topLevelPhase);
  }

  /**
   * Returns the moves the top level's Monte-Carlo search chooses among in a position, where the
   * game narrows them: five-in-a-row leaves out the placements after which the opponent has a win
   * by threats. Elsewhere the top level searches every legal move. A top level with a time budget
   * passes its deadline, and the narrowing's time counts toward the budget.
   *
   * <pre>{@code
   * game.topLevelMoves().map(moves -> moves.moves(state, RootMoves.NO_DEADLINE))
   *     .orElse(game.rules().legalMoves(state));
   * }</pre>
   *
   * @return the function giving some of a position's legal moves, at least one, or empty
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public Optional<RootMoves<S, M>> topLevelMoves() {
    return Optional.ofNullable(topLevelMoves);
  }

  /**
   * Describes a level in one line: its {@linkplain BotLevel#description description}, and for the
   * top level the search it plays in a {@linkplain #topLevelPhase phase} of the game.
   *
   * <pre>{@code
   * game.levelDescription(5);
   * // "alpha-beta search with the game's evaluation, deepening to 1,500,000 positions a move;
   * //  Monte-Carlo tree search, 80,000 playouts a move while more than 10 balls are left to place"
   * }</pre>
   *
   * @param number 1 to {@code levels().size()}
   * @return the description
   * @throws IllegalArgumentException if there is no such level
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public String levelDescription(int number) {
    String description = level(number).description();
    return topLevelPhase == null || number != levels.size() ? description
        : description + "; " + topLevelPhase.level().description() + " " + topLevelPhase.phase();
  }

  /**
   * Returns this game with a solved table read from a file, for the bots: the top level of {@code
   * Bots.of} plays the table's move wherever the table decides the position (and searches
   * elsewhere), and {@code Bots.hint} answers with the table's value. The table is opened once,
   * here; the bots and hints share it.
   *
   * <pre>{@code
   * ConfiguredGame<?, ?> game = GameCatalog.load().game("pylos(ruleSet=children)")
   *     .withTable(Path.of("children.pylos"));     // written by: solve pylos(ruleSet=children) --table ...
   * game.table().orElseThrow().solve(game.rules().initialState());   // the table's move and value
   * }</pre>
   *
   * @param file a table file of this configured game
   * @return a game with the same rules and levels whose top level and hint use the table
   * @throws IllegalArgumentException if the game has no tables, or the file is not a table of this
   *     configured game (the message names the file and what it holds)
   * @throws IOException if the file cannot be read
   */
  public ConfiguredGame<S, M> withTable(Path file) throws IOException {
    Objects.requireNonNull(file, "file");
    if (tableReader == null) {
      throw new IllegalArgumentException("table: " + config + " has no solved tables (" + file + ")");
    }
    return new ConfiguredGame<>(this, tableReader.open(file), file);
  }

  /**
   * Returns the solved table given with {@link #withTable}: thread-safe, empty for the positions
   * it does not decide.
   *
   * @return the table, or empty without one
   */
  public Optional<PositionSolver<S, M>> table() {
    return Optional.ofNullable(table);
  }

  /**
   * Returns the file of the table given with {@link #withTable}.
   *
   * @return the file, or empty without a table
   */
  public Optional<Path> tableFile() {
    return Optional.ofNullable(tableFile);
  }

  /**
   * Returns whether one player makes every move, as in a puzzle: tools then pair the user with no
   * opponent.
   *
   * @return whether the game is a puzzle for one player
   */
  public boolean isSolo() {
    return solo;
  }

  /**
   * Returns the game as learning code sees it: integer actions, a legal-action mask, an
   * observation tensor from the point of view of the player to move, and returns. Every game of
   * the catalogue has one; the game's page of the guide ({@code docs/games} in the repository)
   * documents the action indices and the planes.
   *
   * <pre>{@code
   * ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
   * int[] legal = encoding.legalActions(state);
   * S next = game.rules().play(state, encoding.move(state, legal[0]));
   * }</pre>
   *
   * @return the encoding, or empty for a game without one
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
  public Optional<ActionEncoding<S, M>> encoding() {
    return Optional.ofNullable(encoding);
  }

  /**
   * Makes a record of a game played from {@code start}, tagged with this configured game.
   *
   * @param start the starting state
   * @param moves the moves played
   * @return the record, with the {@value #GAME_TAG} tag
   */
  public GameRecord<S, M> record(S start, List<M> moves) {
    return GameRecord.of(start, moves).withTag(GAME_TAG, config.toString());
  }

  /**
   * Writes a record as text, tagged with this configured game.
   *
   * @param record the record
   * @return the record text
   */
  public String writeRecord(GameRecord<S, M> record) {
    return record.withTag(GAME_TAG, config.toString()).write(notation, positions);
  }

  /**
   * Reads a record text of this configured game.
   *
   * @param text the record text
   * @return the record
   * @throws TextParseException if the text is malformed, or its {@value #GAME_TAG} tag names
   *     another configured game
   */
  public GameRecord<S, M> readRecord(String text) {
    GameRecord<S, M> record = GameRecord.read(text, notation, positions);
    String tagged = record.tags().get(GAME_TAG);
    if (tagged != null && !GameConfig.nameOf(tagged).equals(config.name())) {
      throw new TextParseException(
          "game record", text, 0, "the record is of " + tagged + ", not of " + config);
    }
    return record;
  }

  @Override
  public String toString() {
    return config.toString();
  }

  /**
   * Sets the optional parts of a {@link ConfiguredGame}.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder<S extends Object, M extends Object> {
    private final GameConfig config;
    private final String title;
    private final Rules<S, M> rules;
    private final MoveNotation<M> notation;
    private final PositionFormat<S> positions;
    private List<String> sideNames;
    private @Nullable Function<S, String> diagram;
    private @Nullable SvgRenderer<S, M> pictures;
    private @Nullable Evaluation<S> evaluation;
    private @Nullable RandomPlayout<S> playout;
    private @Nullable RandomPlayout<S> guidedPlayout;
    private @Nullable ToLongFunction<S> hash;
    private @Nullable QuietMoves<S, M> quietMoves;
    private @Nullable Supplier<Bot<S, M>> perfectPlayer;
    private @Nullable PositionSolver<S, M> solver;
    private @Nullable List<BotLevel> levels;
    private final List<BotLevel> levelChanges = new ArrayList<>();
    private boolean solo;
    private @Nullable Function<M, List<String>> clicks;
    private @Nullable ActionEncoding<S, M> encoding;
    private @Nullable TableReader<S, M> tableReader;
    private @Nullable Adjudication<S> adjudication;
    private @Nullable PhaseLevel<S> topLevelPhase;
    private @Nullable RootMoves<S, M> topLevelMoves;

    private Builder(
        GameConfig config, String title, Rules<S, M> rules, MoveNotation<M> notation, PositionFormat<S> positions) {
      this.config = Objects.requireNonNull(config, "config");
      this.title = Objects.requireNonNull(title, "title");
      this.rules = Objects.requireNonNull(rules, "rules");
      this.notation = Objects.requireNonNull(notation, "notation");
      this.positions = Objects.requireNonNull(positions, "positions");
      this.sideNames = List.of(rules.sideName(Player.FIRST), rules.sideName(Player.SECOND));
    }

    /**
     * Names the sides, where they differ from the rules' {@link Rules#sideName}.
     *
     * @param first the name of {@link Player#FIRST}, such as {@code WHITE}
     * @param second the name of {@link Player#SECOND}
     * @return this builder
     */
    public Builder<S, M> sideNames(String first, String second) {
      this.sideNames = List.of(first, second);
      return this;
    }

    /**
     * Sets the text drawing of a position.
     *
     * @param diagram the drawing
     * @return this builder
     */
    public Builder<S, M> diagram(Function<S, String> diagram) {
      this.diagram = Objects.requireNonNull(diagram, "diagram");
      return this;
    }

    /**
     * Sets the SVG picture maker.
     *
     * @param pictures the renderer
     * @return this builder
     */
    public Builder<S, M> pictures(SvgRenderer<S, M> pictures) {
      this.pictures = Objects.requireNonNull(pictures, "pictures");
      return this;
    }

    /**
     * Sets the evaluation for alpha-beta search.
     *
     * @param evaluation the evaluation
     * @return this builder
     */
    public Builder<S, M> evaluation(Evaluation<S> evaluation) {
      this.evaluation = Objects.requireNonNull(evaluation, "evaluation");
      return this;
    }

    /**
     * Sets the game's fast random playout.
     *
     * @param playout the playout
     * @return this builder
     */
    public Builder<S, M> playout(RandomPlayout<S> playout) {
      this.playout = Objects.requireNonNull(playout, "playout");
      return this;
    }

    /**
     * Sets the game's guided playout, for the levels of {@link BotLevel.Engine#MCTS_GUIDED}: a
     * playout whose players take a win at once, and may parry one, where the game knows how.
     *
     * <pre>{@code
     * builder.guidedPlayout(rules::guidedPlayout).level(BotLevel.mctsGuided(5, "best", 300_000));
     * }</pre>
     *
     * @param playout the playout
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> guidedPlayout(RandomPlayout<S> playout) {
      this.guidedPlayout = Objects.requireNonNull(playout, "playout");
      return this;
    }

    /**
     * Sets how a match tool scores a game it stopped at a ply cap: the rules' own count.
     *
     * @param adjudication names the leader of an unfinished game
     * @return this builder
     */
    public Builder<S, M> adjudication(Adjudication<S> adjudication) {
      this.adjudication = Objects.requireNonNull(adjudication, "adjudication");
      return this;
    }

    /**
     * Sets the incremental position hash.
     *
     * @param hash the hash
     * @return this builder
     */
    public Builder<S, M> hash(ToLongFunction<S> hash) {
      this.hash = Objects.requireNonNull(hash, "hash");
      return this;
    }

    /**
     * Sets the test of the moves that lead, for certain, to positions an alpha-beta search scores
     * at once (see {@link QuietMoves}); it must agree with the game's {@link #evaluation}.
     *
     * @param quietMoves the test
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> quietMoves(QuietMoves<S, M> quietMoves) {
      this.quietMoves = Objects.requireNonNull(quietMoves, "quietMoves");
      return this;
    }

    /**
     * Sets how to make a perfect player.
     *
     * @param perfectPlayer makes a new bot on each call
     * @return this builder
     */
    public Builder<S, M> perfectPlayer(Supplier<Bot<S, M>> perfectPlayer) {
      this.perfectPlayer = Objects.requireNonNull(perfectPlayer, "perfectPlayer");
      return this;
    }

    /**
     * Sets the game's exact analysis, which the bots' hints ask first.
     *
     * @param solver the solver; thread-safe
     * @return this builder
     */
    public Builder<S, M> solver(PositionSolver<S, M> solver) {
      this.solver = Objects.requireNonNull(solver, "solver");
      return this;
    }

    /**
     * Sets how to open the game's solved table files, for {@link ConfiguredGame#withTable}.
     *
     * @param reader opens a table of this configured game, refusing other files
     * @return this builder
     */
    public Builder<S, M> tableReader(TableReader<S, M> reader) {
      this.tableReader = Objects.requireNonNull(reader, "reader");
      return this;
    }

    /**
     * Replaces the whole ladder of bot levels (the {@link BotLevel#standardLadder standard
     * ladder} by default).
     *
     * @param ladder the levels numbered 1, 2, … in order; level 1 random
     * @return this builder
     */
    public Builder<S, M> levels(List<BotLevel> ladder) {
      this.levels = List.copyOf(ladder);
      return this;
    }

    /**
     * Replaces one level of the ladder by its number, such as an alpha-beta level 4 for a game
     * whose evaluation plays well.
     *
     * <pre>{@code
     * builder.level(BotLevel.alphaBeta(4, "hard", 3));
     * }</pre>
     *
     * @param level the level; its number names the level it replaces
     * @return this builder
     */
    public Builder<S, M> level(BotLevel level) {
      levelChanges.add(Objects.requireNonNull(level, "level"));
      return this;
    }

    /**
     * Lets the top level play another search while a phase of the game lasts, where its own
     * search is blind to what the phase decides: see {@link PhaseLevel}.
     *
     * <pre>{@code
     * builder.topLevelPhase(new PhaseLevel<>("while more than 10 balls are left to place",
     *     state -> rules.placementsLeft(state) > 10, BotLevel.mcts(5, "best", 80_000)));
     * }</pre>
     *
     * @param phase the phase and its level, numbered and named as the top level
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> topLevelPhase(PhaseLevel<S> phase) {
      this.topLevelPhase = Objects.requireNonNull(phase, "phase");
      return this;
    }

    /**
     * Narrows the moves the top level's Monte-Carlo search chooses among, where the game's
     * analysis shows some moves losing (see {@link ConfiguredGame#topLevelMoves}). The top level
     * must be a Monte-Carlo level.
     *
     * <pre>{@code
     * builder.topLevelMoves(rules::safeMoves);
     * }</pre>
     *
     * @param moves gives, for a position where the game goes on and the search's deadline, some of
     *     its legal moves, at least one; thread-safe
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.2.0")
    public Builder<S, M> topLevelMoves(RootMoves<S, M> moves) {
      this.topLevelMoves = Objects.requireNonNull(moves, "moves");
      return this;
    }

    /**
     * Marks the game as a puzzle for one player, who makes every move.
     *
     * @return this builder
     */
    public Builder<S, M> solo() {
      this.solo = true;
      return this;
    }

    /**
     * Sets the click sequence of a move: see {@link ConfiguredGame#clicks}.
     *
     * @param clicks the points and controls of a move, in the order a user clicks them
     * @return this builder
     */
    public Builder<S, M> clicks(Function<M, List<String>> clicks) {
      this.clicks = Objects.requireNonNull(clicks, "clicks");
      return this;
    }

    /**
     * Sets the encoding for learning code.
     *
     * @param encoding the encoding of this configured game
     * @return this builder
     */
    @API(status = EXPERIMENTAL, since = "0.1.0")
    public Builder<S, M> encoding(ActionEncoding<S, M> encoding) {
      this.encoding = Objects.requireNonNull(encoding, "encoding");
      return this;
    }

    /**
     * Builds the configured game.
     *
     * @return the game
     */
    public ConfiguredGame<S, M> build() {
      List<BotLevel> ladder = new ArrayList<>(
          levels != null ? levels : BotLevel.standardLadder(perfectPlayer != null));
      for (BotLevel change : levelChanges) {
        if (change.number() > ladder.size()) {
          throw new IllegalArgumentException("level: " + config + " has levels 1 to " + ladder.size()
              + ", there is no level " + change.number() + " to replace");
        }
        ladder.set(change.number() - 1, change);
      }
      for (int i = 0; i < ladder.size(); i++) {
        BotLevel level = ladder.get(i);
        String problem = level.number() != i + 1 ? "is numbered " + level.number() + " in place " + (i + 1)
            : i == 0 && level.engine() != BotLevel.Engine.RANDOM ? "must be random"
            : missingPart(level);
        if (problem != null) {
          throw new IllegalArgumentException("levels: level " + (i + 1) + " (" + level.name() + ") of "
              + config + " " + problem);
        }
      }
      if (ladder.isEmpty()) {
        throw new IllegalArgumentException("levels: " + config + " needs at least level 1");
      }
      PhaseLevel<S> phase = topLevelPhase;
      if (phase != null) {
        BotLevel top = ladder.get(ladder.size() - 1);
        BotLevel phased = phase.level();
        String problem = phased.number() != top.number() || !phased.name().equals(top.name())
            ? "is numbered and named " + phased.number() + " (" + phased.name() + "), not as the top level "
                + top.number() + " (" + top.name() + ")"
            : missingPart(phased);
        if (problem != null) {
          throw new IllegalArgumentException("topLevelPhase: the level of " + config + " "
              + phase.phase() + " " + problem);
        }
      }
      BotLevel.Engine topEngine = ladder.get(ladder.size() - 1).engine();
      if (topLevelMoves != null
          && topEngine != BotLevel.Engine.MCTS && topEngine != BotLevel.Engine.MCTS_GUIDED) {
        throw new IllegalArgumentException("topLevelMoves: the top level of " + config
            + " is " + topEngine + ", not a Monte-Carlo level, which alone narrows its moves");
      }
      return new ConfiguredGame<>(this, List.copyOf(ladder));
    }

    /** What a level's engine needs that this game lacks, or null. */
    private @Nullable String missingPart(BotLevel level) {
      BotLevel.Engine engine = level.engine();
      return engine.isAlphaBeta() && evaluation == null ? "needs an evaluation"
          : engine == BotLevel.Engine.PERFECT && perfectPlayer == null ? "needs a perfect player"
          : engine == BotLevel.Engine.MCTS_GUIDED && guidedPlayout == null ? "needs a guided playout"
          : null;
    }
  }
}
