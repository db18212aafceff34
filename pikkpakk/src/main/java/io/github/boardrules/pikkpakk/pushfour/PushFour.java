package io.github.boardrules.pikkpakk.pushfour;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.PlyCount;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.pushfour.internal.PushFourEngine;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Push-four ("Tologatós amőba"), the four-in-a-row pushing game of the Pikk-Pakk booklet.
 *
 * <p>A 9x9 board; the inner 7x7 (b2–h8) is the playing field, and the 28 rim points that are not
 * corners are entry points. The board starts empty; LIGHT ({@link Player#FIRST}, {@code X}) moves
 * first, then the players alternate. A move puts a ball of the mover's colour on an entry point
 * and pushes it one point inward along its line; the contiguous chain of balls directly ahead of
 * it moves one point too. When the chain fills the line's seven inner points, its far ball (the
 * 8th of the line) is pushed onto the far rim point and removed from the board: after every move
 * the rim is empty. A player with four balls in a row — horizontally, vertically or diagonally —
 * on the inner field wins. Balls are unlimited.
 *
 * <pre>{@code
 * PushFour rules = PushFour.standard();
 * PushFourState state = rules.initialState();                   // empty board, LIGHT to move
 * state = rules.play(state, rules.notation().parse("a3"));      // a LIGHT ball enters at a3, lands on b3
 * state = rules.play(state, rules.notation().parse("a3"));      // DARK's ball lands on b3, LIGHT's goes to c3
 * rules.legalMoves(state);                                      // all 28 entry moves, b1 ... h9
 * rules.status(state);                                          // ongoing
 * rules.plyBound();                                             // empty: the rules know no draw
 * PushFour limited = PushFour.builder()
 *     .drawOptions(DrawOptions.NONE.withPlyLimit(100)).build();  // option: drawn at 100 plies
 * }</pre>
 *
 * <h2>Decisions</h2>
 *
 * <p>The rules text (the project's {@code pikkpakk.md}, section 3, from the booklet) fixes these;
 * they are binding:
 *
 * <ul>
 *   <li><b>Decision (rules text) — both fours:</b> if a move makes a four for both players, the
 *       mover wins; if it makes only the opponent's four, the opponent wins.
 *   <li><b>Decision (rules text) — ply limit:</b> balls are unlimited and the game knows no draw;
 *       the optional ply limit of Pikk-Pakk applies, off by default ({@link Builder#drawOptions}). A
 *       game that reaches it is a draw with its own termination, {@link
 *       PushFourTermination#PLY_LIMIT}. Without it {@link #status} returns only ongoing or a win by
 *       {@link PushFourTermination#FOUR_IN_A_ROW}, however long the game, and {@link #plyBound()}
 *       is empty.
 * </ul>
 *
 * <p>Where the rules text is silent this library chose, and says so:
 *
 * <ul>
 *   <li><b>Decision (library) — the ply limit</b> counts plies from the game's start: with a ply
 *       limit of {@code n} a game is drawn when its state's ply count reaches {@code n}.
 *   <li><b>Decision (library) — order of the end checks:</b> four in a row first (with the
 *       both-fours rule), then the ply limit. So the move that reaches the limit still wins if it
 *       makes a four. A player always has a legal move while the game goes on (all 28 entries are
 *       open), so there is no "no legal move" ending.
 *   <li><b>Decision (library) — the push:</b> the new ball lands on the first inner point of its
 *       line (b3 for a3); the chain ahead of it is the run of touching balls that starts on that
 *       point, and it moves one point on. Balls beyond a gap do not move. When the chain is seven
 *       balls long (the whole inner line), its far ball is removed, whatever its colour — the
 *       mover's own too.
 *   <li><b>Decision (library) — which balls count for four:</b> only balls of the inner field; the
 *       ball that falls out never counts (the rim is empty when the board is judged). Five or more
 *       in a row contain a four and win.
 *   <li><b>Decision (library) — who "the mover" is in a position:</b> the status is a function of
 *       the position: the player who made the last push is the opponent of the player to move. A
 *       position with fours for both colours is a win for that player; one with a four of one
 *       colour is that colour's win.
 *   <li><b>Decision (library) — the move type:</b> a push-four move names its entry point only
 *       ({@code a3}), as each entry point has exactly one inward direction; it is its own type,
 *       {@link PushFourMove}, rather than Pikk-Pakk's {@code PikkPakkMove} (whose placement {@code
 *       e4} leaves a ball where it is put, and whose shifts name runs): corners and inner points
 *       cannot be made into a move, so {@link #check} refuses moves only once the game is over.
 *   <li><b>Decision (library) — positions:</b> any arrangement of LIGHT and DARK balls on the inner
 *       field, with either player to move and any ply count, is a valid position (set-up positions
 *       for studies need not be reachable); the rim must be empty, and TARGET and NEUTRAL balls do
 *       not occur. There is no repetition draw: the rules text names only the ply limit, and a
 *       repetition draw would make every state carry its earlier positions.
 * </ul>
 *
 * <h2>Move order</h2>
 *
 * <p>{@link #legalMoves} lists the 28 entry moves by entry point, rows from the bottom and within
 * a row from the left: {@code b1 c1 d1 e1 f1 g1 h1 a2 i2 a3 i3 … a8 i8 b9 c9 … h9} ({@link
 * PushFourMove#all()}). {@link #randomPlayout} draws from the same order.
 *
 * <h2>Performance</h2>
 *
 * <p>A state keeps each row and each column as one {@code long} of bit masks per colour (the line
 * words of the Pikk-Pakk machinery): a push is a run length and a shift of one line word plus the
 * crossed lines, and four in a row is a few shifts and ands per row. {@link #legalMoves} returns
 * one shared list; {@link #randomPlayout} plays random games without making states or move
 * objects.
 *
 * <p>Rules objects are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class PushFour implements Rules<PushFourState, PushFourMove> {
  /** The number of rows and columns of the board, rim included. */
  public static final int SIZE = PushFourEngine.SIZE;

  /** The number of balls in a row that wins. */
  public static final int FOUR = PushFourEngine.FOUR;

  private static final PushFourState INITIAL =
      new PushFourState(new long[SIZE], new long[SIZE], Player.FIRST, 0);

  private final DrawOptions drawOptions;

  private final PushFourEngine engine;

  private PushFour(Builder b) {
    this.drawOptions = b.drawOptions;
    this.engine = new PushFourEngine(drawOptions.plyLimit().orElse(0));
  }

  /**
   * Returns the game as the booklet describes it: no ply limit, so that only four in a row ends a
   * game.
   *
   * @return the standard game
   */
  public static PushFour standard() {
    return builder().build();
  }

  /**
   * Returns a builder, set to the standard game.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder set to this game's options.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.drawOptions = drawOptions;
    return b;
  }

  /**
   * Returns the draws the rules do not know that this game adds (see {@link
   * Builder#drawOptions}): with a ply limit, a game that has played that many plies from its start
   * without four in a row is drawn ({@link PushFourTermination#PLY_LIMIT}). Never a repetition
   * draw.
   *
   * <pre>{@code
   * PushFour.standard().drawOptions();   // DrawOptions.NONE: the rules as written
   * }</pre>
   *
   * @return the draw options, {@link DrawOptions#NONE} by default
   */
  public DrawOptions drawOptions() {
    return drawOptions;
  }

  /**
   * Returns the game for learning code: 28 actions, one per entry point in the order of
   * {@link PushFourMove#all()}, and the balls as planes of {@code {5, 9, 9}} from the point of
   * view of the player to move. See the module README, "Encoding for learning".
   *
   * <pre>{@code
   * ActionEncoding<PushFourState, PushFourMove> encoding = PushFour.standard().encoding();
   * encoding.actionCount();   // 28
   * }</pre>
   *
   * @return the encoding
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
  public ActionEncoding<PushFourState, PushFourMove> encoding() {
    return new PushFourEncoding(this);
  }

  /**
   * Returns the move notation: the entry point's name ({@link PushFourMove#toString()} and {@link
   * PushFourMove#parse}), such as {@code a3} or {@code e9}.
   *
   * @return the notation
   */
  public MoveNotation<PushFourMove> notation() {
    return PushFourNotation.INSTANCE;
  }

  /**
   * Returns the position text: the 9x9 board's rows from the top, separated by {@code /}, one
   * character per point ({@code X} LIGHT, {@code o} DARK, {@code .} empty); a space and the player
   * to move ({@code X} or {@code o}); a space and the ply count. After LIGHT's {@code a3} and
   * DARK's {@code e9}:
   *
   * <pre>
   * ........./....o..../........./........./........./........./.X......./........./......... X 2
   * </pre>
   *
   * <p>Reading checks the board's size and characters (no TARGET or NEUTRAL balls), that the rim
   * is empty, the player to move and the ply count, and names the index of the first problem.
   *
   * @return the position format
   */
  public PositionFormat<PushFourState> positions() {
    return PushFourPositions.INSTANCE;
  }

  // ---------------------------------------------------------------------------------------------
  // Rules

  @Override
  public PushFourState initialState() {
    return INITIAL;
  }

  @Override
  public Player toMove(PushFourState state) {
    return state.toMove();
  }

  @Override
  public List<PushFourMove> legalMoves(PushFourState state) {
    return isOver(state) ? List.of() : PushFourMove.all();
  }

  private boolean isOver(PushFourState state) {
    return state.fours() != 0 || engine.plyLimitReached(state.ply());
  }

  @Override
  public Legality check(PushFourState state, PushFourMove move) {
    Objects.requireNonNull(move, "move");
    if (isOver(state)) {
      return Legality.illegal(
          PushFourReason.GAME_OVER, "The game is over: " + status(state).description());
    }
    return Legality.legal();
  }

  @Override
  public PushFourState playUnchecked(PushFourState state, PushFourMove move) {
    long[] rows = state.rows().clone();
    long[] columns = state.columns().clone();
    int code = move.code();
    PushFourEngine.push(rows, columns, code, LineBoard.plane(state.toMove()));
    long hash =
        PushFourEngine.hashAfter(state.positionHash(), state.rows(), state.columns(), rows, columns, code);
    return new PushFourState(rows, columns, state.toMove().opponent(), PlyCount.next(state.ply()), hash);
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
    return player == Player.FIRST ? "LIGHT" : "DARK";
  }

  @Override
  public Status status(PushFourState state) {
    int fours = state.fours();
    if (fours != 0) {
      Player winner = PushFourEngine.winner(fours, state.toMove());
      List<Point> light = state.fourInARow(Player.FIRST);
      List<Point> dark = state.fourInARow(Player.SECOND);
      String description =
          fours == PushFourEngine.BOTH
              ? "both colours have four in a row (LIGHT " + FourInARow.describe(light) + ", DARK "
                  + FourInARow.describe(dark) + "): " + Ball.of(winner)
                  + ", who made the last push, wins"
              : Ball.of(winner) + " has four in a row, "
                  + FourInARow.describe(winner == Player.FIRST ? light : dark);
      return Status.win(winner, PushFourTermination.FOUR_IN_A_ROW, description);
    }
    if (engine.plyLimitReached(state.ply())) {
      return Status.draw(
          PushFourTermination.PLY_LIMIT,
          "the ply limit of " + drawOptions.plyLimit().getAsInt() + " was reached");
    }
    return Status.ongoing();
  }

  /**
   * Returns the ply limit when one is set: no game lasts longer. Empty otherwise, as the rules let
   * a game go on for ever; tools that need finite games bring their own cap.
   *
   * @return the ply limit, or empty without one
   */
  @Override
  public OptionalInt plyBound() {
    return drawOptions.plyLimit();
  }

  /**
   * Plays uniformly random legal moves from {@code state} until the game is over or {@code plyCap}
   * moves are played, on two scratch arrays made once per call, without making states or move
   * objects: the fast path for Monte-Carlo engines. It uses the same push and the same four check
   * as {@link #play} and {@link #status}. Each move is drawn as {@code random.nextInt(28)} over the
   * entry moves in the order of {@link #legalMoves}, so a generator in the same state plays the
   * same game as {@link Playouts#playRandomly(Rules, Object, RandomGenerator, int)} with the same
   * cap.
   *
   * <pre>{@code
   * PushFour rules = PushFour.standard();
   * SplittableRandom random = new SplittableRandom(42);
   * int lightWins = 0;
   * for (int i = 0; i < 100_000; i++) {
   *   if (rules.randomPlayout(rules.initialState(), random, 1_000) == PlayoutResult.FIRST_WINS) {
   *     lightWins++;
   *   }
   * }
   * }</pre>
   *
   * @param state where to start
   * @param random the source of the moves
   * @param plyCap the most moves to play, 0 or more
   * @return the winner or draw the rules gave, or {@link PlayoutResult#UNFINISHED} when {@code
   *     plyCap} moves were played and the game goes on
   * @throws IllegalArgumentException if the cap is negative
   */
  public PlayoutResult randomPlayout(PushFourState state, RandomGenerator random, int plyCap) {
    Playouts.requireCap(plyCap);
    return engine.playout(
        state.rows().clone(), state.columns().clone(), state.toMove(), state.ply(), random, plyCap);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof PushFour that && that.drawOptions.equals(drawOptions);
  }

  @Override
  public int hashCode() {
    return drawOptions.hashCode();
  }

  /**
   * Describes the game, such as {@code PushFour[9x9]} or {@code PushFour[9x9, ply limit 100]}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    OptionalInt plyLimit = drawOptions.plyLimit();
    return plyLimit.isPresent() ? "PushFour[9x9, ply limit " + plyLimit.getAsInt() + "]" : "PushFour[9x9]";
  }

  /**
   * Configures a push-four game. It starts as the standard game; the one option is the ply limit,
   * a draw the rules text does not know, off by default.
   *
   * <pre>{@code
   * PushFour rules = PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(100)).build();
   * PushFour unlimited = rules.toBuilder().drawOptions(DrawOptions.NONE).build();   // PushFour.standard()
   * }</pre>
   *
   * <p>A builder is not thread-safe; the rules it builds are.
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder {
    private DrawOptions drawOptions = DrawOptions.NONE;

    private Builder() {}

    /**
     * Sets the draws the rules text does not know. Push-four offers only the <b>ply limit</b> (off
     * by default): a game that has played that many plies from its start without four in a row is
     * drawn ({@link PushFourTermination#PLY_LIMIT}); {@link PushFour#plyBound()} is then the
     * limit. The move that reaches the limit still wins if it makes a four.
     *
     * <pre>{@code
     * PushFour rules = PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(100)).build();
     * }</pre>
     *
     * @param drawOptions a ply limit or none, without a repetition draw
     * @return this builder
     * @throws IllegalArgumentException if the options hold a repetition draw
     */
    public Builder drawOptions(DrawOptions drawOptions) {
      this.drawOptions =
          Objects.requireNonNull(drawOptions, "drawOptions").requireNoRepetitionDraw("push-four");
      return this;
    }

    /**
     * Builds the rules.
     *
     * @return the rules
     */
    public PushFour build() {
      return new PushFour(this);
    }
  }
}
