package io.github.boardrules.pylos;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.PlyCount;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.pylos.internal.Board;
import io.github.boardrules.pylos.internal.PylosColours;
import io.github.boardrules.pylos.internal.PylosEngine;
import io.github.boardrules.pylos.internal.PylosLegality;
import io.github.boardrules.pylos.internal.PylosRefusal;
import io.github.boardrules.pylos.internal.PylosVariant;
import io.github.boardrules.pylos.internal.PylosZobrist;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Pylos: two players, 15 balls each, build a pyramid of 30 spots on four levels (4x4, 3x3, 2x2
 * and the top); a player whose turn comes with an empty reserve has run out of balls and loses,
 * so the race is to keep balls in hand and put the last ball on the top. LIGHT ({@link Player#FIRST}) starts; DARK is {@link Player#SECOND}.
 *
 * <pre>{@code
 * Pylos rules = Pylos.standard();
 * PylosState state = rules.initialState();
 * state = rules.play(state, rules.notation().parse("b2"));      // LIGHT places on b2
 * rules.legalMoves(state);                                      // DARK's 15 placements
 * rules.status(state);                                          // ongoing
 * System.out.print(state.diagram());                            // the four levels, drawn
 * Pylos mature = Pylos.builder().ruleSet(PylosRuleSet.MATURE)
 *     .drawOptions(DrawOptions.NONE.withPlyLimit(200).withRepetitionDraw(3)).build();
 * }</pre>
 *
 * <h2>A turn</h2>
 *
 * <p>A move is a whole turn ({@link PylosMove}):
 *
 * <ol>
 *   <li>the player <b>places</b> a ball from his reserve on an empty, supported spot (level 0
 *       always; a higher spot only when the four balls under it are there), or <b>raises</b> one
 *       of his free balls (no ball rests on it) to an empty supported spot on a higher level,
 *       never one of the four balls under that spot;
 *   <li>if that ball completed a 2x2 square of four balls of his colour on its level (the mature
 *       rules: or a line, see {@link PylosRuleSet#MATURE}), he may take back 0, 1 or 2 of his free
 *       balls into his reserve; the ball just played may be one of them, and the second may be
 *       one the first freed. Several squares at once still give at most 2.
 * </ol>
 *
 * <h2>Decisions</h2>
 *
 * <ul>
 *   <li><b>Decision (spec, revised): running out of balls loses.</b> The seed ("whoever runs out
 *       of balls first loses") and the published sheet ("players lose when they no longer have
 *       any spheres") decide it: a player whose turn comes with an empty reserve loses at once
 *       ({@link PylosTermination#OUT_OF_BALLS}), even if he could still raise a ball. A player who
 *       empties his reserve but completes a square may take balls back in the same turn, and is
 *       then not out. The player who places the top ball wins ({@link
 *       PylosTermination#PYRAMID_COMPLETED}; both reserves are then empty). <b>Option:</b> {@link
 *       Builder#raiseWithEmptyReserve} is Board Game Arena's reading: with an empty reserve a
 *       raise is still a legal move, and only a player with no legal move loses ({@link
 *       PylosTermination#NO_LEGAL_MOVE}). The module's README shows a position where the two
 *       readings differ.
 *   <li><b>Decision (spec): take-backs are optional</b> (0, 1 or 2), following the seed's "he may
 *       waive the right". "Completes a square (or line)" means one that contains the ball just
 *       placed or raised.
 *   <li><b>Decision (spec): spot names</b>: {@code a1}–{@code d4} on level 0, then the level digit
 *       first above it: {@code 1a1}–{@code 1c3}, {@code 2a1}–{@code 2b2}, {@code 3a1}; see {@link
 *       PylosSpots}.
 *   <li><b>Decision (spec): draws are optional.</b> The rules know no draw. {@link
 *       Builder#drawOptions} takes core's {@link DrawOptions}, both of them offered and off by
 *       default: a ply limit ends a game that has lasted that many plies as a draw ({@link
 *       PylosTermination#PLY_LIMIT}), a repetition draw a game whose position occurs that many
 *       times ({@link PylosTermination#REPETITION}; what counts as a repetition is below).
 *   <li><b>Decision (spec): no draw by default.</b> A game can go on for ever (complete a square,
 *       take the same ball back); the rules know no draw, so by default the game goes on: {@link
 *       #plyBound()} is empty, and tools that need finite games bring their own cap.
 *   <li><b>Decision (ours): a win counts before a draw.</b> When the player to move has no move,
 *       he has lost, even at the ply limit or on a repetition; a repetition draw is reported
 *       before a ply-limit draw.
 *   <li><b>Decision (ours): repetition</b> means the same balls on the same spots with the same
 *       player to move (reserves follow from the balls). With a repetition draw at {@code n} the game
 *       is drawn when the position occurs for the {@code n}-th time in the game, counting the
 *       current one; states then carry the keys of the earlier positions, which the position text
 *       writes after the ply count.
 *   <li><b>Decision (ours): the take-backs are a set</b>, not a sequence: when one ball rests on
 *       the other the upper one is taken first, the only order that can be legal. The notation
 *       writes the upper ball first.
 *   <li><b>Decision (ours): move order.</b> {@link #legalMoves} lists placements by target spot,
 *       then raises by source spot and then target spot (spot numbers, see {@link PylosSpots});
 *       each placement or raise first without take-back, then with one take-back by spot, then
 *       with two, by their lower spot and then their higher spot.
 *   <li><b>Decision (ours): position texts</b> accept any position whose balls rest on four balls
 *       and whose colours have at most 15 balls each, with either player to move, even ones no
 *       game reaches, so that puzzles can be set up.
 * </ul>
 *
 * <h2>Notation and position text</h2>
 *
 * <p>A placement is its spot ({@code b2}), a raise is {@code from-to} ({@code a1-1b2}), and
 * take-backs follow an {@code x}, separated by a comma ({@code 1a1x1a1}, {@code b2xb2,c1}, {@code
 * 2a1x1a1,b2}); see {@link #notation()}. The position text lists the levels from the base up,
 * each row by row from the top, {@code L}, {@code D} or {@code .} per spot, rows separated by
 * {@code /} and levels by a space; then the player to move ({@code L} or {@code D}) and the plies
 * played: the start is {@code ..../..../..../.... .../.../... ../.. . L 0}; see {@link
 * #positions()}.
 *
 * <h2>Performance</h2>
 *
 * <p>Each colour is a {@code long} bit mask of 30 spots; the balls under and over each spot and
 * the squares and lines through it are tables made once. {@link #randomPlayout} plays random
 * games without allocating; {@link #legalMoves} makes the list and the moves with take-backs (the
 * others are made once).
 *
 * <p>Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class Pylos implements Rules<PylosState, PylosMove> {
  /** LIGHT, the colour that starts: {@link Player#FIRST}. */
  public static final Player LIGHT = PylosColours.LIGHT;

  /** DARK, the colour that moves second: {@link Player#SECOND}. */
  public static final Player DARK = PylosColours.DARK;

  private static final Status LIGHT_COMPLETED = completed(LIGHT);
  private static final Status DARK_COMPLETED = completed(DARK);
  private static final Status LIGHT_NO_MOVE = noMove(LIGHT);
  private static final Status DARK_NO_MOVE = noMove(DARK);
  private static final Status LIGHT_OUT = outOfBalls(LIGHT);
  private static final Status DARK_OUT = outOfBalls(DARK);

  private final PylosRuleSet ruleSet;
  private final DrawOptions drawOptions;
  /** The ply limit of {@link #drawOptions}, 0 for none: read on every status. */
  private final int plyLimit;
  /** The occurrences of {@link #drawOptions}' repetition draw, 0 for none. */
  private final int repetitions;
  private final boolean raiseWithEmptyReserve;
  /** Move generation, what a move does, the end rule and the random playout: every rule of a move. */
  private final PylosEngine engine;
  private final PylosState initial;
  private final PylosPositions positions;
  private final Status repetitionDraw;
  private final Status plyLimitDraw;

  private Pylos(Builder builder) {
    this.ruleSet = builder.ruleSet;
    this.drawOptions = builder.drawOptions;
    this.plyLimit = drawOptions.plyLimit().orElse(0);
    this.repetitions = drawOptions.repetitionDraw().orElse(0);
    this.raiseWithEmptyReserve = builder.raiseWithEmptyReserve;
    this.engine = new PylosEngine(variant(ruleSet), raiseWithEmptyReserve, plyLimit);
    this.initial = new PylosState(0, 0, LIGHT, 0, PylosState.NO_HISTORY);
    this.positions = new PylosPositions(repetitions > 0, plyLimit > 0 ? plyLimit : PlyCount.MAX);
    this.repetitionDraw = Status.draw(PylosTermination.REPETITION,
        "the position occurred " + repetitions + " times");
    this.plyLimitDraw =
        Status.draw(PylosTermination.PLY_LIMIT, "the ply limit of " + plyLimit + " plies was reached");
  }

  private static Status completed(Player winner) {
    return Status.win(winner, PylosTermination.PYRAMID_COMPLETED, colour(winner)
        + " placed the top ball; " + colour(winner.opponent()) + " has no move and loses");
  }

  private static Status noMove(Player winner) {
    return Status.win(winner, PylosTermination.NO_LEGAL_MOVE, colour(winner.opponent())
        + " has no legal move (empty reserve, no ball to raise) and loses");
  }

  private static Status outOfBalls(Player winner) {
    return Status.win(winner, PylosTermination.OUT_OF_BALLS,
        colour(winner.opponent()) + " has run out of balls and loses");
  }

  /** The engine's name of a rule set. */
  private static PylosVariant variant(PylosRuleSet ruleSet) {
    return switch (ruleSet) {
      case CHILDREN -> PylosVariant.CHILDREN;
      case STANDARD -> PylosVariant.STANDARD;
      case MATURE -> PylosVariant.MATURE;
    };
  }

  /** The public reason of the legality's refusal. */
  private static PylosReason reason(PylosRefusal refusal) {
    return switch (refusal) {
      case GAME_OVER -> PylosReason.GAME_OVER;
      case SPOT_TAKEN -> PylosReason.SPOT_TAKEN;
      case RESERVE_EMPTY -> PylosReason.RESERVE_EMPTY;
      case NOT_OWN_BALL -> PylosReason.NOT_OWN_BALL;
      case BALL_NOT_FREE -> PylosReason.BALL_NOT_FREE;
      case NOT_HIGHER -> PylosReason.NOT_HIGHER;
      case SUPPORTS_TARGET -> PylosReason.SUPPORTS_TARGET;
      case NOT_SUPPORTED -> PylosReason.NOT_SUPPORTED;
      case NO_TAKE_BACK_RIGHT -> PylosReason.NO_TAKE_BACK_RIGHT;
      case TAKE_BACK_NOT_OWN -> PylosReason.TAKE_BACK_NOT_OWN;
      case TAKE_BACK_NOT_FREE -> PylosReason.TAKE_BACK_NOT_FREE;
    };
  }

  /**
   * Returns the standard game: take-backs for own-colour squares, no draws.
   *
   * @return the rules
   */
  public static Pylos standard() {
    return builder().build();
  }

  /**
   * Returns the children's version: no take-backs.
   *
   * @return the rules
   */
  public static Pylos children() {
    return builder().ruleSet(PylosRuleSet.CHILDREN).build();
  }

  /**
   * Returns the mature version: take-backs for own-colour squares and lines.
   *
   * @return the rules
   */
  public static Pylos mature() {
    return builder().ruleSet(PylosRuleSet.MATURE).build();
  }

  /**
   * Returns a builder set to the standard game, without draw options ({@link DrawOptions#NONE}).
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder set to these rules, to make a variant of them.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return new Builder()
        .ruleSet(ruleSet)
        .drawOptions(drawOptions)
        .raiseWithEmptyReserve(raiseWithEmptyReserve);
  }

  /**
   * Returns the rule set.
   *
   * @return children's, standard or mature
   */
  public PylosRuleSet ruleSet() {
    return ruleSet;
  }

  /**
   * Returns the draws the rules do not know that these rules apply: a ply limit ({@link
   * PylosTermination#PLY_LIMIT}) and a repetition draw ({@link PylosTermination#REPETITION}).
   *
   * <pre>{@code
   * Pylos.standard().drawOptions();   // DrawOptions.NONE: the rules as written
   * }</pre>
   *
   * @return the options, {@link DrawOptions#NONE} by default
   */
  public DrawOptions drawOptions() {
    return drawOptions;
  }

  /**
   * Tells whether a raise is legal with an empty reserve (Board Game Arena's reading).
   *
   * @return true with the option; false by default, when running out of balls loses
   */
  public boolean raiseWithEmptyReserve() {
    return raiseWithEmptyReserve;
  }

  /**
   * Returns the name of a player's colour.
   *
   * @param player the player
   * @return {@code "LIGHT"} for FIRST, {@code "DARK"} for SECOND
   */
  public static String colour(Player player) {
    return PylosColours.name(player);
  }

  /**
   * Returns a state with the given balls, for setting up positions; the game's history is empty.
   *
   * @param light the spots of LIGHT's balls
   * @param dark the spots of DARK's balls
   * @param toMove the player to move
   * @param plies the plies played, 0 to {@link PlyCount#MAX} (at most the ply limit when one is set)
   * @return the state
   * @throws IllegalArgumentException if a bit lies outside the 30 spots, a spot holds two balls, a
   *     colour has more than 15 balls, a ball above level 0 does not rest on four balls, or the
   *     ply count is out of range
   */
  public PylosState state(long light, long dark, Player toMove, int plies) {
    Objects.requireNonNull(toMove, "toMove");
    if (((light | dark) & ~Board.FULL) != 0) {
      throw new IllegalArgumentException("Bits " + Long.toBinaryString((light | dark) & ~Board.FULL)
          + " lie outside the 30 spots");
    }
    if ((light & dark) != 0) {
      throw new IllegalArgumentException(
          PylosSpots.list(light & dark) + " hold both a LIGHT and a DARK ball");
    }
    if (Long.bitCount(light) > Board.BALLS_PER_PLAYER || Long.bitCount(dark) > Board.BALLS_PER_PLAYER) {
      throw new IllegalArgumentException("Each colour has 15 balls; LIGHT has "
          + Long.bitCount(light) + " and DARK " + Long.bitCount(dark) + " on the board");
    }
    long floating = Board.unsupported(light | dark);
    if (floating != 0) {
      throw new IllegalArgumentException(
          "The balls on " + PylosSpots.list(floating) + " do not rest on four balls");
    }
    if (plies < 0 || plies > (plyLimit > 0 ? plyLimit : PlyCount.MAX)) {
      throw new IllegalArgumentException("plies must be 0 to "
          + (plyLimit > 0 ? "the ply limit " + plyLimit : PlyCount.MAX + " (PlyCount.MAX)") + ", not " + plies);
    }
    return new PylosState(light, dark, toMove, plies, PylosState.NO_HISTORY);
  }

  /**
   * Returns a state set up from a drawing: the four levels as in the position text, from the base
   * up, without the turn and ply fields, for tests and puzzles.
   *
   * <pre>{@code
   * PylosState s = rules.state("LL../LL../..../.... .../.../... ../.. .", Player.SECOND);
   * }</pre>
   *
   * @param levels the four levels, as in the position text
   * @param toMove the player to move
   * @return the state, at ply 0
   * @throws io.github.boardrules.core.TextParseException if the levels cannot be read
   */
  public PylosState state(String levels, Player toMove) {
    return positions.decode(levels + (toMove == LIGHT ? " L 0" : " D 0"));
  }

  /**
   * Returns the game for learning code: a whole turn (source, spot, balls taken back) as one of
   * 433,380 integer actions, and the pyramid and the reserves as planes of {@code {11, 4, 4}} from
   * the point of view of the player to move. See the guide's Pylos page ({@code docs/games/pylos.md}),
   * "Encoding for learning".
   *
   * <pre>{@code
   * ActionEncoding<PylosState, PylosMove> encoding = Pylos.standard().encoding();
   * encoding.legalActions(Pylos.standard().initialState()).length;   // 16: a ball on any base spot
   * }</pre>
   *
   * @return the encoding
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
  public ActionEncoding<PylosState, PylosMove> encoding() {
    return new PylosEncoding(this);
  }

  /**
   * Returns the move notation: {@code b2} places on b2; {@code a1-1b2} raises the ball on a1 to
   * 1b2; {@code 2a1x1a1,b2} places on 2a1 and takes back the balls on 1a1 and b2. Spots are named
   * as in {@link PylosSpots}. Parsing checks the form only (spots that exist, at most two
   * take-backs, none twice, no raise to its own spot); legality is for {@link #check}. Take-backs
   * are read in any order and written upper ball first, within a level by spot number.
   *
   * @return the notation, the same for every rules object
   */
  public MoveNotation<PylosMove> notation() {
    return PylosNotation.INSTANCE;
  }

  /**
   * Returns the position text of these rules: the levels from the base up, each row by row from
   * the top ({@code L} light, {@code D} dark, {@code .} empty; rows separated by {@code /}, levels
   * by a space), then the player to move {@code L} or {@code D}, then the plies played; with
   * repetition detection, a last field lists the earlier positions of the game as 16-digit
   * hexadecimal keys ({@code light | dark << 30 | (DARK to move ? 1 << 60 : 0)}), oldest first,
   * separated by commas. Decoding refuses balls that do not rest on four balls, more than 15
   * balls of a colour, a ply count above the ply limit (when one is set) and a history longer than
   * the plies.
   *
   * <pre>{@code
   * rules.positions().encode(rules.initialState());  // "..../..../..../.... .../.../... ../.. . L 0"
   * }</pre>
   *
   * @return the position format
   */
  public PositionFormat<PylosState> positions() {
    return positions;
  }

  @Override
  public PylosState initialState() {
    return initial;
  }

  @Override
  public Player toMove(PylosState state) {
    return state.toMove();
  }

  @Override
  public List<PylosMove> legalMoves(PylosState state) {
    if (status(state).isOver()) {
      return List.of();
    }
    Player mover = state.toMove();
    return new PylosMoveList(engine.legalCodes(state.balls(mover), state.balls(mover.opponent())));
  }

  @Override
  public Legality check(PylosState state, PylosMove move) {
    Status status = status(state);
    if (status.isOver()) {
      return Legality.illegal(PylosReason.GAME_OVER, "The game is over: " + status.description());
    }
    Player mover = state.toMove();
    PylosLegality.Refusal refusal = PylosLegality.check(
        engine, state.balls(mover), state.balls(mover.opponent()), mover, move.code());
    return refusal == null
        ? Legality.legal()
        : Legality.illegal(reason(refusal.reason()), refusal.message());
  }

  @Override
  public PylosState playUnchecked(PylosState state, PylosMove move) {
    Player mover = state.toMove();
    long before = state.balls(mover);
    long own = PylosEngine.apply(before, move.code());
    long light = mover == LIGHT ? own : state.light();
    long dark = mover == LIGHT ? state.dark() : own;
    // Only the mover's balls change: XOR the keys of the spots that gained or lost a ball, and
    // the player-to-move key, which flips every ply.
    long hash = state.positionHash() ^ PylosZobrist.balls(mover, before ^ own)
        ^ PylosZobrist.DARK_TO_MOVE;
    return new PylosState(
        light, dark, mover.opponent(), PlyCount.next(state.plies()), nextHistory(state), hash);
  }

  /** The history after a move from {@code state}: its own key added, when repetitions count. */
  private long[] nextHistory(PylosState state) {
    if (repetitions == 0) {
      return PylosState.NO_HISTORY;
    }
    long[] old = state.history();
    long[] history = Arrays.copyOf(old, old.length + 1);
    history[old.length] = state.key();
    return history;
  }

  /**
   * Returns the game's name of a side: {@code LIGHT} for {@link Player#FIRST}, {@code DARK} for
   * {@link Player#SECOND}.
   *
   * @param player the side
   * @return its name
   */
  @Override
  public String sideName(Player player) {
    return colour(player);
  }

  @Override
  public Status status(PylosState state) {
    Player mover = state.toMove();
    long own = state.balls(mover);
    long opponent = state.balls(mover.opponent());
    if (!engine.canMove(own, opponent)) {
      return loss(own, opponent, mover);
    }
    if (repetitions > 0) {
      long key = state.key();
      int count = 1;
      for (long earlier : state.history()) {
        if (earlier == key) {
          count++;
        }
      }
      if (count >= repetitions) {
        return repetitionDraw;
      }
    }
    return plyLimit > 0 && state.plies() >= plyLimit ? plyLimitDraw : Status.ongoing();
  }

  /** The loss of the player to move, who cannot move (the engine's {@code canMove}). */
  private Status loss(long own, long opponent, Player mover) {
    boolean lightWins = mover == DARK;
    if ((own | opponent) == Board.FULL) {
      return lightWins ? LIGHT_COMPLETED : DARK_COMPLETED;
    }
    if (raiseWithEmptyReserve) {
      return lightWins ? LIGHT_NO_MOVE : DARK_NO_MOVE;
    }
    return lightWins ? LIGHT_OUT : DARK_OUT;
  }

  /**
   * Returns the ply limit when one is set; otherwise empty: a game can go on for ever (complete a
   * square, take the same ball back) and the rules know no draw.
   *
   * @return the most plies a game can last, or empty
   */
  @Override
  public OptionalInt plyBound() {
    return drawOptions.plyLimit();
  }

  /**
   * Plays uniformly random legal moves from {@code state} until the game is over or {@code plyCap}
   * moves are played, and tells how it ended: the fast path for Monte-Carlo engines. Without
   * repetition detection it allocates nothing; with it, it plays through {@link Playouts#playout}.
   * Each move is drawn as {@code random.nextInt(n)} over the {@code n} legal moves in the order of
   * {@link #legalMoves}, so a generator in the same state plays the same game as {@link
   * Playouts#playRandomly}; the end is decided by the same rule as {@link #status}.
   *
   * <pre>{@code
   * SplittableRandom random = new SplittableRandom(42);
   * PlayoutResult end = rules.randomPlayout(rules.initialState(), random, 1_000);
   * end.winner();   // Optional[FIRST] or Optional[SECOND]; empty if drawn by an option or cut
   * MctsBot<PylosState, PylosMove> bot =
   *     MctsBot.builder(rules).playout(rules::randomPlayout).iterations(2_000).build();
   * }</pre>
   *
   * @param state where to start; a finished game returns its result
   * @param random the source of the moves
   * @param plyCap the most moves to play, 0 or more
   * @return the winner, a draw of an enabled option, or {@link PlayoutResult#UNFINISHED} at the cap
   * @throws IllegalArgumentException if the cap is negative
   */
  public PlayoutResult randomPlayout(PylosState state, RandomGenerator random, int plyCap) {
    Playouts.requireCap(plyCap);
    if (repetitions > 0) {
      return Playouts.playout(this, state, random, plyCap);
    }
    Player mover = state.toMove();
    return engine.run(
        state.balls(mover), state.balls(mover.opponent()), mover, state.plies(), random, plyCap);
  }

  /** Returns the engine, for the evaluation. */
  PylosEngine engine() {
    return engine;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof Pylos other)) {
      return false;
    }
    return ruleSet == other.ruleSet && drawOptions.equals(other.drawOptions)
        && raiseWithEmptyReserve == other.raiseWithEmptyReserve;
  }

  @Override
  public int hashCode() {
    return Objects.hash(ruleSet, plyLimit, repetitions, raiseWithEmptyReserve);
  }

  /**
   * Describes the game, such as {@code Pylos[STANDARD, no ply limit, no repetition draw]}; Board
   * Game Arena's end adds {@code , raise with an empty reserve}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "Pylos[" + ruleSet
        + (plyLimit > 0 ? ", ply limit " + plyLimit : ", no ply limit")
        + (repetitions > 0 ? ", draw on " + repetitions + " repetitions" : ", no repetition draw")
        + (raiseWithEmptyReserve ? ", raise with an empty reserve]" : "]");
  }

  /**
   * Configures a Pylos game. It starts as the standard game without draw options.
   *
   * <pre>{@code
   * Pylos rules = Pylos.builder().ruleSet(PylosRuleSet.CHILDREN)
   *     .drawOptions(DrawOptions.NONE.withPlyLimit(100)).build();
   * }</pre>
   *
   * <p>A builder is not thread-safe; the rules it builds are.
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder {
    private PylosRuleSet ruleSet = PylosRuleSet.STANDARD;
    private DrawOptions drawOptions = DrawOptions.NONE;
    private boolean raiseWithEmptyReserve;

    private Builder() {}

    /**
     * Sets the rule set.
     *
     * @param ruleSet children's, standard or mature
     * @return this builder
     */
    public Builder ruleSet(PylosRuleSet ruleSet) {
      this.ruleSet = Objects.requireNonNull(ruleSet, "ruleSet");
      return this;
    }

    /**
     * Sets the draws the rules do not know; Pylos offers both. With a ply limit, a game that
     * reaches that many plies without a winner is drawn ({@link PylosTermination#PLY_LIMIT}); the
     * ply count of a position text may then not exceed it. With a repetition draw at {@code n},
     * the game is drawn ({@link PylosTermination#REPETITION}) when a position — the same balls on
     * the same spots with the same player to move — occurs for the {@code n}-th time, and states
     * carry the keys of the earlier positions. Off by default ({@link DrawOptions#NONE}): the
     * rules know no draw.
     *
     * <pre>{@code
     * Pylos.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200).withRepetitionDraw(3)).build();
     * }</pre>
     *
     * @param draws the options
     * @return this builder
     */
    public Builder drawOptions(DrawOptions draws) {
      this.drawOptions = Objects.requireNonNull(draws, "draws");
      return this;
    }

    /**
     * Chooses Board Game Arena's reading of the end: with an empty reserve a raise is still a
     * legal move, and only a player with no legal move loses ({@link
     * PylosTermination#NO_LEGAL_MOVE}). By default (false) a player whose turn comes with an
     * empty reserve has run out of balls and loses ({@link PylosTermination#OUT_OF_BALLS}).
     *
     * @param on true for Board Game Arena's reading
     * @return this builder
     */
    public Builder raiseWithEmptyReserve(boolean on) {
      this.raiseWithEmptyReserve = on;
      return this;
    }

    /**
     * Builds the rules.
     *
     * @return the rules
     */
    public Pylos build() {
      return new Pylos(this);
    }
  }
}
