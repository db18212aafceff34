package io.github.boardrules.core.catalog;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.core.bots.RandomPlayout;
import io.github.boardrules.core.learning.ActionEncoding;
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
 * game.sideName(Player.FIRST);       // "WHITE": the game's own name of the side
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe when their parts are, as every game's are.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
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
  private final @Nullable ToLongFunction<S> hash;
  private final @Nullable Supplier<Bot<S, M>> perfectPlayer;
  private final boolean solo;
  private final @Nullable ActionEncoding<S, M> encoding;

  private ConfiguredGame(Builder<S, M> b) {
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
    this.hash = b.hash;
    this.perfectPlayer = b.perfectPlayer;
    this.solo = b.solo;
    this.encoding = b.encoding;
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
   * Returns the game's evaluation for {@code AlphaBetaBot}.
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
   * Returns the incremental position hash for search tables.
   *
   * @return the hash, or empty when the game has none
   */
  public Optional<ToLongFunction<S>> hash() {
    return Optional.ofNullable(hash);
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
   * the catalogue has one; its module's README documents the action indices and the planes.
   *
   * <pre>{@code
   * ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
   * int[] legal = encoding.legalActions(state);
   * S next = game.rules().play(state, encoding.move(state, legal[0]));
   * }</pre>
   *
   * @return the encoding, or empty for a game without one
   */
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
    private @Nullable ToLongFunction<S> hash;
    private @Nullable Supplier<Bot<S, M>> perfectPlayer;
    private boolean solo;
    private @Nullable ActionEncoding<S, M> encoding;

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
     * Marks the game as a puzzle for one player, who makes every move.
     *
     * @return this builder
     */
    public Builder<S, M> solo() {
      this.solo = true;
      return this;
    }

    /**
     * Sets the encoding for learning code.
     *
     * @param encoding the encoding of this configured game
     * @return this builder
     */
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
      return new ConfiguredGame<>(this);
    }
  }
}
