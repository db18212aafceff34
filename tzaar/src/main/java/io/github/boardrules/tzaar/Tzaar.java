package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveList;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.tzaar.internal.TzaarEngine;
import io.github.boardrules.tzaar.internal.TzaarLegality;
import io.github.boardrules.tzaar.internal.TzaarRefusal;
import io.github.boardrules.tzaar.internal.TzaarZobrist;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The rules of TZAAR (Kris Burm, GIPF project), as the project's rules specification fixes them.
 *
 * <pre>{@code
 * Tzaar rules = Tzaar.fixedSetup();
 * TzaarState state = rules.initialState();               // the standard position, WHITE opens
 * state = rules.play(state, rules.notation().parse("D5xE6"));   // WHITE's single opening capture
 * state = rules.play(state, rules.notation().parse("E7xE6"));   // BLACK's compulsory capture
 * rules.legalMoves(state);             // BLACK's second action: captures, stacks, then pass
 * rules.status(state);                                   // ongoing, or who lost and why
 * TzaarState random = Tzaar.randomSetup(7).initialState();   // the setup of seed 7
 * }</pre>
 *
 * <h2>Board, pieces and setups</h2>
 *
 * <p>The 60 points of a hexagonal board with 5 points a side, the centre a hole ({@link
 * TzaarPoint}: boardspace.net coordinates, no E5, no line crosses the centre). Each player has 6
 * Tzaars, 9 Tzarras and 15 Totts. WHITE starts: WHITE is {@link Player#FIRST}. The setup is an
 * option ({@link TzaarSetup}, {@link Builder#setup}):
 *
 * <ul>
 *   <li>{@link #randomSetup(long)} (the default): the 60 pieces placed at random, drawn from the
 *       rules' seed. <b>Decision (ours):</b> the seed is an option of the rules, so that {@link
 *       #initialState()} of a random setup is that setup, never the fixed one, and {@code Match},
 *       {@code Perft}, the playouts and records all start from it; {@link #randomSetup()} draws a
 *       seed and {@link #seed()} reports it. <b>Decision (ours):</b> the seed is the setup, so
 *       {@link #initialState(RandomGenerator)} returns it too and does not draw from the caller's
 *       generator: {@code tzaar(seed=42)} is one setup however a tool starts its games. A fresh
 *       setup is new rules, {@code Tzaar.randomSetup(random.nextLong())};
 *   <li>{@link #fixedSetup()}: the standard position, from both methods. <b>Decision (spec):</b>
 *       the rules text's diagram is missing; the position is boardspace.net's ({@code
 *       TzaarBoard.standardPosition}), identical to gamerz.net's pbmserv default; see {@link
 *       #standardPosition()};
 *   <li>{@link #tournament()}: the board starts empty; the players place one of their own pieces on
 *       an empty point in turn, any type, <b>Decision (spec):</b> WHITE first, until all 60 are
 *       placed; then play starts with WHITE's opening. Placement moves are {@code a@E4} (see
 *       {@link TzaarMove}). During placement points only fill; empty points never fill again only
 *       from the start of play.
 * </ul>
 *
 * <h2>Turns</h2>
 *
 * <ul>
 *   <li>WHITE's very first turn is a single action, a capture ({@link TzaarPhase#OPENING}).
 *   <li>Every later turn: a compulsory capture ({@link TzaarPhase#CAPTURE}), then a capture, a
 *       stack or a pass ({@link TzaarPhase#SECOND_ACTION}).
 *   <li><b>Decision (spec):</b> each action is one move; the same player moves twice in a row, as
 *       boardspace.net and LittleGolem record games.
 *   <li>A stack moves along one of the six lines over any number of empty points to the first
 *       occupied point, never across the centre. A <em>capture</em> needs an enemy stack there no
 *       higher than the moving stack; the enemy stack leaves the game and the moving stack takes
 *       its place. A <em>stack</em> move puts the moving stack on top of one of the mover's own
 *       stacks of any height (second action only). Stacks keep their order; a stack's type is its
 *       top piece's.
 * </ul>
 *
 * <h2>End of the game</h2>
 *
 * <ul>
 *   <li>A player without one of the three types on top of his stacks loses ({@link
 *       TzaarTermination#LOST_A_TYPE}). Stacking onto one's own last piece of a type is legal and
 *       loses at once (<b>Decision (spec):</b> as boardspace.net). If the first capture of a turn
 *       leaves the opponent without a type, the game ends there, with no second action.
 *   <li>A player who cannot capture at the start of his turn loses ({@link
 *       TzaarTermination#CANNOT_CAPTURE}).
 *   <li><b>Decision (ours):</b> states are advanced mechanically, so after a game-ending action
 *       {@link #toMove} is the player the turn order names next (the mover himself after a first
 *       capture). The status decides: in the play phases a player lacking a type loses (were both to
 *       lack one — no game reaches that, and decoding refuses it — the player to move would); else,
 *       at the start of a turn (opening or first action) the player to move loses if he has no
 *       capture. There are no draws.
 * </ul>
 *
 * <h2>Move order</h2>
 *
 * <p><b>Decision (ours):</b> {@link #legalMoves} lists captures first, by the moving stack's point
 * in index order (A1, A2, ..., I5, see {@link TzaarPoint#index()}), and for one moving stack by
 * the target point in index order; then, in a second action, the stack moves in the same order;
 * then {@code pass}. Placements are listed by point in index order, then type (Tzaar,
 * Tzarra, Tott), only for types the player still has in hand. {@link #randomPlayout} uses
 * the same order.
 *
 * <h2>Length bound</h2>
 *
 * <p>{@link #plyBound()} is {@value #PLAY_PLY_BOUND} plies of play, plus 60 placements in the
 * tournament setup. Why: every capture removes a stack and every stack move joins two, so each
 * lowers the number of stacks by one; while the game goes on each player has all three types on
 * top, so at least 6 stacks stand before every action, and at most 60 - 5 = 55 actions lower the
 * count. Every turn starts with a capture, so there are at most 55 turns of at most 2 plies.
 *
 * <h2>Performance</h2>
 *
 * <p>A state is four {@code long} masks (white, black, Tzaar on top, Tzarra on top) and the 60
 * stack contents, 2 bits per piece. Rays in the six directions are precomputed per point as
 * masks; along each direction the point numbers only rise or only fall, so the first occupied
 * point of a ray is its lowest or highest set bit, and the six points a stack can reach are one
 * mask made without branches. {@link #randomPlayout} plays whole random games on one
 * mutable copy without making move or state objects.
 *
 * <p>Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class Tzaar implements Rules<TzaarState, TzaarMove> {
  /** The most plies of the play phase (after any placement): 2 x 55. */
  public static final int PLAY_PLY_BOUND = 110;

  private static final TzaarNotation NOTATION = TzaarNotation.INSTANCE;
  private static final TzaarPositions POSITIONS = TzaarPositions.INSTANCE;

  private final TzaarSetup setup;
  /** The random setup's seed; 0 and unused for the other setups. */
  private final long seed;
  /** The state {@link #initialState()} returns: for the random setup, the one its seed draws. */
  private final TzaarState initial;

  private Tzaar(TzaarSetup setup, long seed) {
    this.setup = setup;
    this.seed = setup == TzaarSetup.RANDOM ? seed : 0;
    this.initial = switch (setup) {
      case RANDOM -> TzaarStartPositions.shuffled(new SplittableRandom(seed));
      case FIXED -> TzaarStartPositions.STANDARD;
      case TOURNAMENT -> TzaarStartPositions.EMPTY_BOARD;
    };
  }

  /**
   * Returns the rules with the random setup, the rules text's default, drawn from {@code seed}:
   * {@link #initialState()} is that setup, the same for the same seed. See {@link
   * TzaarSetup#RANDOM}.
   *
   * <pre>{@code
   * Tzaar rules = Tzaar.randomSetup(7);
   * rules.initialState();        // the setup of seed 7, every time
   * }</pre>
   *
   * @param seed the seed of the setup
   * @return the rules
   */
  public static Tzaar randomSetup(long seed) {
    return new Tzaar(TzaarSetup.RANDOM, seed);
  }

  /**
   * Returns the rules with a random setup from a seed drawn now: {@link #seed()} tells which, so
   * that the game can be repeated.
   *
   * @return the rules
   */
  public static Tzaar randomSetup() {
    return randomSetup(new SecureRandom().nextLong());
  }

  /**
   * Returns the rules with the fixed standard position.
   *
   * @return the rules
   */
  public static Tzaar fixedSetup() {
    return new Tzaar(TzaarSetup.FIXED, 0);
  }

  /**
   * Returns the rules with the tournament setup: a placement phase, WHITE first.
   *
   * @return the rules
   */
  public static Tzaar tournament() {
    return new Tzaar(TzaarSetup.TOURNAMENT, 0);
  }

  /**
   * Returns a builder set to the random setup.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder set to these rules.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder().setup(setup);
    if (setup == TzaarSetup.RANDOM) {
      b.seed(seed);
    }
    return b;
  }

  /**
   * Returns the random setup's seed.
   *
   * @return the seed, or empty for the fixed and tournament setups
   */
  public OptionalLong seed() {
    return setup == TzaarSetup.RANDOM ? OptionalLong.of(seed) : OptionalLong.empty();
  }

  /**
   * Returns the setup option.
   *
   * @return random, fixed or tournament
   */
  public TzaarSetup setup() {
    return setup;
  }

  /**
   * Returns the standard position: the fixed setup, WHITE to make the opening capture. WHITE Totts
   * A5 B1 B6 C1 C7 D1 D5 D8 E1 E4 F5 I2 I3 I4 I5, Tzarras B5 C2 C6 D2 D7 E2 H3 H4 H5, Tzaars C5 D3
   * D6 E3 G4 G5; BLACK (the same rotated half a turn about E5) Totts A1 A2 A3 A4 D4 E6 E9 F1 F4 F8
   * G1 G7 H1 H6 I1, Tzarras B2 B3 B4 E8 F2 F7 G2 G6 H2, Tzaars C3 C4 E7 F3 F6 G3.
   *
   * @return the standard position
   */
  public static TzaarState standardPosition() {
    return TzaarStartPositions.STANDARD;
  }

  /**
   * Returns the game for learning code: captures, stacks, placements and the pass as 7,561
   * integer actions, and the stacks, the phase and the pieces in hand as planes of {@code {19, 9,
   * 9}} on the board's axial grid, from the point of view of the player to move. See the guide
   * page docs/games/tzaar.md, "Encoding for learning".
   *
   * <pre>{@code
   * ActionEncoding<TzaarState, TzaarMove> encoding = Tzaar.fixedSetup().encoding();
   * encoding.actionCount();   // 7561
   * }</pre>
   *
   * @return the encoding
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
  public ActionEncoding<TzaarState, TzaarMove> encoding() {
    return new TzaarEncoding(this);
  }

  /**
   * Returns the move notation: {@code D4xD5} (capture), {@code D4>E4} (stack), {@code pass},
   * {@code a@E4} (placement of a piece, by its letter; see {@link TzaarPiece#letter()}). It is the
   * same for every setup. <b>Decision (ours):</b> parsing accepts lower-case column letters;
   * {@code x}, {@code >}, {@code @}, {@code pass} and the piece letters are exact. Parsing checks
   * the form and that the points exist (E5 is refused as the hole); the rest is {@link #check}'s.
   * Errors are {@link io.github.boardrules.core.TextParseException}s naming the index and reason.
   *
   * <pre>{@code
   * rules.notation().parse("d4xd5");                 // D4xD5: lower-case columns are accepted
   * rules.notation().format(TzaarMove.pass());       // "pass"
   * }</pre>
   *
   * @return the notation
   */
  public MoveNotation<TzaarMove> notation() {
    return NOTATION;
  }

  /**
   * Returns the position text, the same for every setup: the nine columns A to I separated by
   * {@code /}, each listing its points from row 1 up (E5 skipped) as {@code .} (empty), one piece
   * letter (a single piece: {@code a b c} WHITE Tzaar, Tzarra, Tott, {@code A B C} BLACK) or the
   * letters of a stack of two or more in parentheses, bottom to top ({@code (cca)}); then a space,
   * the colour to move {@code w} or {@code b}, a space and the phase word ({@code place}, {@code
   * opening}, {@code capture}, {@code second}). The standard position is
   *
   * <pre>
   * CCCCc/cBBBbc/cbAAabc/cbaCcabc/cbacCABC/CBACcABC/CBAaaBC/CBbbbC/Ccccc w opening
   * </pre>
   *
   * <p><b>Decision (ours):</b> decoding refuses what no game reaches in a way a few counts can
   * show: more pieces of a type than a player has, a stack of two colours or over 30 pieces, a
   * stack or a wrong player to move during placement (WHITE places when both have placed as many,
   * BLACK when WHITE has one more), a full board still in placement, an opening that is not WHITE's
   * or not on a full board of single pieces, and both players lacking a type. Other positions, such
   * as puzzles with few stacks, are accepted.
   *
   * <pre>{@code
   * String text = rules.positions().encode(state);
   * TzaarState again = rules.positions().decode(text);
   * }</pre>
   *
   * @return the position format
   */
  public PositionFormat<TzaarState> positions() {
    return POSITIONS;
  }

  /**
   * Returns the start: the standard position (fixed setup), the empty board (tournament), or the
   * setup this rules object's seed draws (random setup), never the fixed position for a random
   * setup.
   *
   * @return the initial state
   */
  @Override
  public TzaarState initialState() {
    return initial;
  }

  /**
   * Returns {@link #initialState()}, whatever {@code random} holds. <b>Decision (ours):</b> a
   * random setup's seed is part of the configured game, so it wins over the caller's generator:
   * {@code Tzaar.randomSetup(42)} (the catalogue's {@code tzaar(seed=42)}) starts every game from
   * the setup of seed 42, and its records say so. The setup of seed {@code s} is the 60 pieces
   * shuffled onto the 60 points by a Fisher-Yates shuffle of the pieces in point order driven by
   * {@code new SplittableRandom(s)}. For a fresh setup, make new rules:
   *
   * <pre>{@code
   * Tzaar fresh = Tzaar.randomSetup(random.nextLong());
   * TzaarState start = fresh.initialState();
   * }</pre>
   *
   * @param random not used beyond the null check: the setup is the configured one
   * @return the initial state
   */
  @Override
  public TzaarState initialState(RandomGenerator random) {
    Objects.requireNonNull(random, "random");
    return initialState();
  }

  @Override
  public Player toMove(TzaarState state) {
    return state.toMove();
  }

  @Override
  public List<TzaarMove> legalMoves(TzaarState state) {
    int[] codes = TzaarEngine.buffer();
    int n = state.engineView().generate(codes);
    TzaarMove[] moves = new TzaarMove[n];
    for (int i = 0; i < n; i++) {
      moves[i] = TzaarMove.ofCode(codes[i]);
    }
    return MoveList.of(moves);
  }

  @Override
  public Legality check(TzaarState state, TzaarMove move) {
    if (state.engineView().loser() != TzaarEngine.ONGOING) {
      return Legality.illegal(TzaarReason.GAME_OVER, "The game is over: no move is legal");
    }
    TzaarLegality.@Nullable Refused refused = TzaarLegality.check(state.stacksShared(), state.white(),
        state.black(), state.colourToMove().ordinal(), state.phase().ordinal(), move.code());
    return refused == null ? Legality.legal()
        : Legality.illegal(reason(refused.reason()), move + ": " + refused.message());
  }

  /** The public reason of an internal refusal: the same name. */
  static TzaarReason reason(TzaarRefusal refusal) {
    return switch (refusal) {
      case GAME_OVER -> TzaarReason.GAME_OVER;
      case WRONG_PHASE -> TzaarReason.WRONG_PHASE;
      case NOT_YOUR_PIECE -> TzaarReason.NOT_YOUR_PIECE;
      case POINT_OCCUPIED -> TzaarReason.POINT_OCCUPIED;
      case NONE_LEFT -> TzaarReason.NONE_LEFT;
      case CAPTURE_REQUIRED -> TzaarReason.CAPTURE_REQUIRED;
      case NO_STACK_THERE -> TzaarReason.NO_STACK_THERE;
      case NOT_YOUR_STACK -> TzaarReason.NOT_YOUR_STACK;
      case NOT_IN_LINE -> TzaarReason.NOT_IN_LINE;
      case CENTRE_HOLE -> TzaarReason.CENTRE_HOLE;
      case PATH_BLOCKED -> TzaarReason.PATH_BLOCKED;
      case EMPTY_TARGET -> TzaarReason.EMPTY_TARGET;
      case OWN_STACK -> TzaarReason.OWN_STACK;
      case ENEMY_STACK -> TzaarReason.ENEMY_STACK;
      case TARGET_TOO_HIGH -> TzaarReason.TARGET_TOO_HIGH;
    };
  }

  @Override
  public TzaarState playUnchecked(TzaarState state, TzaarMove move) {
    TzaarEngine engine = state.engineCopy();
    int code = move.code();
    long hash = state.positionHash()
        ^ TzaarZobrist.moveChange(state.stacksShared(), engine.toMove(), code)
        ^ TzaarZobrist.turn(engine.toMove(), engine.phase());
    engine.apply(code);
    return TzaarState.of(engine, hash ^ TzaarZobrist.turn(engine.toMove(), engine.phase()));
  }

  /**
   * Returns the game's name of a side: {@code WHITE} for {@link Player#FIRST}, {@code BLACK} for
   * {@link Player#SECOND}.
   *
   * @param player the side
   * @return its name
   */
  @Override
  public String sideName(Player player) {
    return player == Player.FIRST ? "WHITE" : "BLACK";
  }

  @Override
  public Status status(TzaarState state) {
    TzaarEngine position = state.engineView();
    int loser = position.loser();
    if (loser == TzaarEngine.ONGOING) {
      return Status.ongoing();
    }
    TzaarColour lost = TzaarColour.ofIndex(loser);
    long mask = state.mask(lost);
    if (position.lacksAType(mask)) {
      TzaarType missing = TzaarType.TZAAR;
      for (TzaarType type : TzaarType.values()) {
        if ((mask & state.typeMask(type)) == 0) {
          missing = type;
          break;
        }
      }
      return Status.win(
          lost.opponent().player(),
          TzaarTermination.LOST_A_TYPE,
          lost + " has no " + name(missing) + " on top of a stack; " + lost.opponent() + " wins");
    }
    return Status.win(
        lost.opponent().player(),
        TzaarTermination.CANNOT_CAPTURE,
        lost + " cannot capture at the start of his turn; " + lost.opponent() + " wins");
  }

  private static String name(TzaarType type) {
    String lower = type.name().toLowerCase(java.util.Locale.ROOT);
    return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
  }

  /**
   * Returns {@value #PLAY_PLY_BOUND}, plus 60 for the tournament setup's placements; see the class
   * documentation for the derivation.
   *
   * @return the most plies a game can last
   */
  @Override
  public OptionalInt plyBound() {
    return OptionalInt.of(
        setup == TzaarSetup.TOURNAMENT ? PLAY_PLY_BOUND + TzaarPoint.COUNT : PLAY_PLY_BOUND);
  }

  /**
   * Plays uniformly random legal moves from {@code state} until the game is over or {@code plyCap}
   * moves are played, and tells how it ended: the fast path for Monte-Carlo engines. It makes no
   * move or state objects, only one copy of the stack contents per call (moves are int codes in a
   * per-thread buffer). Each move is drawn as {@code random.nextInt(n)} over the {@code n} legal
   * moves in the order of {@link #legalMoves}, so a generator in the same state plays the same game
   * as {@link io.github.boardrules.core.Playouts#playRandomly}. A cap of at least {@link
   * #plyBound()} always lets the game finish: TZAAR has no draw.
   *
   * <pre>{@code
   * SplittableRandom random = new SplittableRandom(42);
   * int whiteWins = 0;
   * for (int i = 0; i < 100_000; i++) {
   *   if (rules.randomPlayout(rules.initialState(), random, 200) == PlayoutResult.FIRST_WINS) {
   *     whiteWins++;
   *   }
   * }
   * }</pre>
   *
   * @param state where to start; a finished game returns its winner
   * @param random the source of the moves
   * @param plyCap the most moves to play, 0 or more
   * @return the winner, or {@link PlayoutResult#UNFINISHED} when the cap came first
   * @throws IllegalArgumentException if the cap is negative
   */
  public PlayoutResult randomPlayout(TzaarState state, RandomGenerator random, int plyCap) {
    Playouts.requireCap(plyCap);
    return state.engineCopy().run(random, plyCap);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Tzaar other && other.setup == setup && other.seed == seed;
  }

  @Override
  public int hashCode() {
    return setup.hashCode() * 31 + Long.hashCode(seed);
  }

  /**
   * Describes the rules, such as {@code Tzaar[RANDOM setup]}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "Tzaar[" + setup + " setup" + (setup == TzaarSetup.RANDOM ? ", seed " + seed : "") + "]";
  }

  /**
   * Configures TZAAR rules. It starts with the random setup.
   *
   * <pre>{@code
   * Tzaar rules = Tzaar.builder().setup(TzaarSetup.TOURNAMENT).build();
   * }</pre>
   *
   * <p>A builder is not thread-safe; the rules it builds are.
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder {
    private TzaarSetup setup = TzaarSetup.RANDOM;
    private @Nullable Long seed;

    private Builder() {}

    /**
     * Sets the random setup's seed, so that {@link Tzaar#initialState()} is the setup it draws.
     * Without a seed, {@link #build} draws one, which {@link Tzaar#seed()} reports.
     *
     * @param seed the seed
     * @return this builder
     */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * Sets how games start.
     *
     * @param setup random, fixed or tournament
     * @return this builder
     */
    public Builder setup(TzaarSetup setup) {
      this.setup = Objects.requireNonNull(setup, "setup");
      return this;
    }

    /**
     * Builds the rules.
     *
     * @return the rules
     * @throws IllegalArgumentException if a seed is set for the fixed or tournament setup
     */
    public Tzaar build() {
      Long chosen = seed;
      if (setup != TzaarSetup.RANDOM) {
        if (chosen != null) {
          throw new IllegalArgumentException(
              "A seed chooses a random setup; the " + setup.name().toLowerCase(Locale.ROOT) + " setup has none");
        }
        return new Tzaar(setup, 0);
      }
      return new Tzaar(setup, chosen != null ? chosen : new SecureRandom().nextLong());
    }
  }
}
