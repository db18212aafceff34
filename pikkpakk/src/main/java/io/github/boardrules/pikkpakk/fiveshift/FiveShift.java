package io.github.boardrules.pikkpakk.fiveshift;

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
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.core.bots.RootMoves;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Direction;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftEngine;
import io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftFours;
import io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftThreats;
import io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftLegality;
import io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftRefusal;
import io.github.boardrules.pikkpakk.internal.CodedMoveList;
import io.github.boardrules.pikkpakk.internal.Directions;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.MoveBuffer;
import io.github.boardrules.pikkpakk.internal.Refusal;
import io.github.boardrules.pikkpakk.internal.WrittenMove;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Five-in-a-row with a shifting phase, the last game of the Pikk-Pakk booklet's "Tologatós amőba"
 * page: five-in-a-row on the inner 7x7 field of the 9x9 board, continued, when the field is full,
 * with the shifts of Pikk-Pakk.
 *
 * <p>The board starts empty; LIGHT ({@code X}, {@link Player#FIRST}) moves first. <b>Phase 1:</b>
 * the players alternately place a ball of their colour on an empty point of the inner field
 * b2–h8. <b>Phase 2</b> starts when the field is full (49 balls; LIGHT placed the last, so DARK
 * moves next): a move pushes a maximal run of exactly 7 touching balls of a row or column one
 * point along its line into the empty point beyond, if the mover has more of his balls in it than
 * the opponent (with 7 balls: at least 4) and no ball leaves the board. In both phases, five of a
 * player's balls in a row — horizontally, vertically or diagonally — win; a player without a
 * legal move loses.
 *
 * <pre>{@code
 * FiveShift rules = FiveShift.standard();
 * FiveShiftState state = rules.initialState();
 * state = rules.play(state, rules.notation().parse("e5"));   // LIGHT places on e5
 * rules.legalMoves(state);                                   // DARK's 48 placements
 * // ... after the 49th placement DARK shifts, such as "b3-h3>" (the run b3-h3 one point right)
 * FiveShift variant = FiveShift.builder().rimRemoval(true)
 *     .drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();
 * }</pre>
 *
 * <h2>Options (builder; each off by default)</h2>
 *
 * <ul>
 *   <li>{@link Builder#rimRemoval}: the booklet's option — at the end of every phase-2 move, the
 *       balls standing on rim points are removed from the board.
 *   <li>{@link Builder#drawOptions}: a ply limit; a game that reaches it without a result is
 *       drawn (the library's option; the rules know no draw). No repetition draw.
 * </ul>
 *
 * <h2>Decisions</h2>
 *
 * <p>The rules text (the project's {@code pikkpakk.md} §4, from the booklet) fixes these; they are
 * binding:
 *
 * <ul>
 *   <li><b>Decision (rules text) — board and phase 1:</b> a 9x9 board; placements on the inner 7x7
 *       field; LIGHT first; five in a row in any of the four directions wins.
 *   <li><b>Decision (rules text) — phase 2:</b> it starts when the inner 7x7 is full (49 balls;
 *       LIGHT placed the last one, so DARK moves next); the players alternately shift a line with
 *       the Pikk-Pakk rules (a maximal run of exactly 7 balls, a strict majority of the mover's
 *       balls, one point, nothing leaves the board).
 *   <li><b>Decision (rules text) — both players:</b> five in a row still wins in phase 2; if a
 *       move makes a five for both players, the mover wins; if it makes only the opponent's, the
 *       opponent wins.
 *   <li><b>Decision (rules text) — no move:</b> a player without a legal move loses.
 *   <li><b>Decision (rules text) — rim removal</b> (option): at the end of every phase-2 move,
 *       balls standing on rim points are removed.
 * </ul>
 *
 * <p>Where the rules text is silent this library chose, and says so:
 *
 * <ul>
 *   <li><b>Decision (library) — where a five counts:</b> anywhere on the 9x9 board, rim points
 *       included. In phase 2 without rim removal balls stand on the rim for good, and they are on
 *       the board; the booklet asks for "5 of your balls next to each other in any direction" and
 *       names no field. (Push-four restricts its fours to the inner field because its rim only
 *       holds entry points and is empty after every move; here it is not.) With rim removal the
 *       rim is empty after every move, so only the inner field can hold a five.
 *   <li><b>Decision (library) — five or more:</b> a row of six or seven balls of one colour is
 *       five in a row too (the booklet asks for five balls side by side and forbids no more).
 *   <li><b>Decision (library) — rim removal before the five check:</b> the removal is the end of
 *       the move (the booklet: "a lépés befejezéseként", as the completion of the move), so fives
 *       are judged on the position after it; a row through a removed rim ball does not count. It
 *       applies to phase-2 moves only (placements never reach the rim). As every phase-2 run of 7
 *       then lies on the inner field, each shift pushes its leading ball onto the rim, where it is
 *       removed: every phase-2 move removes exactly one ball.
 *   <li><b>Decision (library) — the mover:</b> for the both-players rule the mover is the player
 *       who made the last move, the opponent of the player to move. In phase 1 a placement can
 *       only make the placer's five; the rule matters in phase 2.
 *   <li><b>Decision (library) — order of the end checks:</b> five in a row first (with the
 *       both-players rule); then a player without a legal move loses; then the ply limit, when
 *       set, draws. So the 49th placement that makes a five wins, a move reaching the
 *       limit can still win, and a player without a legal move loses even at the limit.
 *   <li><b>Decision (library) — draws:</b> the rules know none. By default {@link #status} returns
 *       only ongoing or a win, by {@link FiveShiftTermination#FIVE_IN_A_ROW} or {@link
 *       FiveShiftTermination#NO_LEGAL_MOVE}, however long the shifting goes on, and {@link
 *       #plyBound()} is empty. An optional ply limit (off by default) draws a game that reaches it,
 *       with {@link FiveShiftTermination#PLY_LIMIT}. Plies count from the game's start, the 49
 *       placements included. Pikk-Pakk's repetition draw is not offered (it would make every state
 *       carry its earlier positions).
 *   <li><b>Decision (library) — the player to move follows from the ply count:</b> LIGHT at even
 *       plies, DARK at odd ones (the phases alternate without a pass, and the 49th placement is
 *       LIGHT's). The position text still writes the player, for people, and refuses a mismatch.
 *   <li><b>Decision (library) — positions:</b> a placement-phase position (ply below 49) must be
 *       reachable by placements: balls only on the inner field, (ply+1)/2 LIGHT and ply/2 DARK.
 *       A shifting-phase position may hold any numbers of LIGHT and DARK balls anywhere (so that
 *       studies can be set up, as in Pikk-Pakk), except that with rim removal the rim is empty.
 *       There are no TARGET or NEUTRAL balls. A position where fives stand already gets its status
 *       by the rules above.
 *   <li><b>Decision (library) — moves:</b> the moves are Pikk-Pakk's {@link PikkPakkMove}, with
 *       its notation: a placement {@code e4}, a shift {@code b5-h5>} naming the run of 7 by its
 *       lower and upper ends and the direction ({@code < > v ^}).
 * </ul>
 *
 * <h2>Move order</h2>
 *
 * <p>{@link #legalMoves} lists placements by point, rows from the bottom and within a row from the
 * left. It lists shifts of rows (from row 1 up) before shifts of columns (from column {@code a});
 * in a line, the run of 7 shifted towards higher columns or rows ({@code >}, {@code ^}) before the
 * other way ({@code <}, {@code v}). {@link #randomPlayout} draws from the same order.
 *
 * <h2>Performance</h2>
 *
 * <p>A state stores each row and each column as one {@code long} of the shared line words (one
 * 16-bit mask per colour): a line's run of 7, its majority and its shift are a few shifts, masks
 * and bit counts, and five in a row is a handful of AND operations per row. {@link
 * #randomPlayout} plays random games without making states or move objects.
 *
 * <p>Rules objects are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class FiveShift implements Rules<FiveShiftState, PikkPakkMove> {
  /** The board's side: 9 points. */
  public static final int SIZE = FiveShiftEngine.SIZE;

  /** The side of the inner field, and the length of the runs phase 2 shifts. */
  public static final int FIELD = FiveShiftEngine.RUN;

  /** How many balls in a row win. */
  public static final int FIVE = FiveShiftEngine.FIVE;

  /** The number of placements of phase 1: the 49 points of the inner field. */
  public static final int PLACEMENTS = FiveShiftEngine.PLACEMENTS;

  /** The most placements of the mover in a win by fours that {@link #winByFours} looks for. */
  public static final int FOURS_MOST_PLACEMENTS = 12;

  /** The positions after which {@link #winByFours} gives up. */
  public static final int FOURS_MOST_POSITIONS = 20_000;

  /** The most threats before the fours of a win that {@link #winByThreats} looks for. */
  public static final int THREATS_MOST = 2;

  /** The searches of fours after which {@link #winByThreats} gives up. */
  public static final int THREATS_MOST_SEARCHES = 5_000;

  /**
   * The searches of fours after each placement with which {@link #safeMoves} looks for the
   * opponent's win by threats: a hundredth of {@link #winByThreats}'s, so that all the placements
   * of a position cost a few milliseconds as a rule.
   */
  public static final int SAFE_MOVES_SEARCHES = 50;

  /** Turns the engine's move codes into moves, for the lists of {@link #legalMoves}. */
  private static PikkPakkMove decode(int code) {
    return move(FiveShiftEngine.written(code));
  }

  private static final FiveShiftState INITIAL =
      new FiveShiftState(new long[SIZE], new long[SIZE], 0);

  private final boolean rimRemoval;
  private final DrawOptions drawOptions;
  private final MoveNotation<PikkPakkMove> notation = PikkPakkMove.notation(SIZE);
  private final FiveShiftPositions positions;
  private final FiveShiftEngine engine;

  private FiveShift(Builder b) {
    this.rimRemoval = b.rimRemoval;
    this.drawOptions = b.drawOptions;
    this.positions = new FiveShiftPositions(rimRemoval);
    this.engine = new FiveShiftEngine(rimRemoval, drawOptions.plyLimit().orElse(0));
  }

  /**
   * Returns the game as the booklet describes it: no rim removal, no ply limit (no draw).
   *
   * @return the standard game
   */
  public static FiveShift standard() {
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
    b.rimRemoval = rimRemoval;
    b.drawOptions = drawOptions;
    return b;
  }

  /**
   * Tells whether balls on rim points are removed at the end of every phase-2 move.
   *
   * @return true with the rim-removal option
   */
  public boolean rimRemoval() {
    return rimRemoval;
  }

  /**
   * Returns the draws the rules do not know that this game adds (see {@link
   * Builder#drawOptions}): with a ply limit, a game that has played that many plies from its
   * start, placements included, without another end is drawn ({@link
   * FiveShiftTermination#PLY_LIMIT}). Never a repetition draw.
   *
   * <pre>{@code
   * FiveShift.standard().drawOptions();   // DrawOptions.NONE: the rules as written
   * }</pre>
   *
   * @return the draw options, {@link DrawOptions#NONE} by default
   */
  public DrawOptions drawOptions() {
    return drawOptions;
  }

  /**
   * Returns the game for learning code: placements and shifts as integer actions, and the
   * balls and the phase as planes of {@code {6, 9, 9}} from the point of view of the player to
   * move. See the module README, "Encoding for learning".
   *
   * <pre>{@code
   * ActionEncoding<FiveShiftState, PikkPakkMove> encoding = FiveShift.standard().encoding();
   * encoding.legalActions(FiveShift.standard().initialState()).length;   // 81 placements
   * }</pre>
   *
   * @return the encoding
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
  public ActionEncoding<FiveShiftState, PikkPakkMove> encoding() {
    return new FiveShiftEncoding(this);
  }

  /**
   * Returns the move notation: {@link PikkPakkMove#toString()} and {@link PikkPakkMove#parse} —
   * placements such as {@code e4}, shifts such as {@code b5-h5>} — with the points also checked to
   * lie on the 9x9 board.
   *
   * @return the notation
   */
  public MoveNotation<PikkPakkMove> notation() {
    return notation;
  }

  /**
   * Returns the position text: the board's rows from the top, separated by {@code /}, one
   * character per point ({@code X} LIGHT, {@code o} DARK, {@code .} empty); a space and the player
   * to move ({@code X} or {@code o}); a space and the ply count. The start is
   *
   * <pre>
   * ........./........./........./........./........./........./........./........./......... X 0
   * </pre>
   *
   * <p>Reading checks the board's size and characters (no TARGET or NEUTRAL balls), that the
   * player to move agrees with the ply count (LIGHT at even plies), in the placement phase (ply
   * below 49) that balls stand only on the inner field with (ply+1)/2 LIGHT and ply/2 DARK balls,
   * and with rim removal that the rim is empty.
   *
   * @return the position format
   */
  public PositionFormat<FiveShiftState> positions() {
    return positions;
  }

  // ---------------------------------------------------------------------------------------------
  // Rules

  @Override
  public FiveShiftState initialState() {
    return INITIAL;
  }

  @Override
  public Player toMove(FiveShiftState state) {
    return state.toMove();
  }

  private static boolean placing(FiveShiftState state) {
    return FiveShiftEngine.placing(state.ply());
  }

  /** The plane of the player who made the last move. */
  private static int lastMover(FiveShiftState state) {
    return LineBoard.plane(state.toMove().opponent());
  }

  @Override
  public List<PikkPakkMove> legalMoves(FiveShiftState state) {
    Objects.requireNonNull(state, "state");
    if (state.fiveWinner() >= 0 || engine.plyLimitReached(state.ply())) {
      return Collections.emptyList();
    }
    if (placing(state)) {
      return new FiveShiftPlacements(state.rows());
    }
    return CodedMoveList.of(generate(state), FiveShift::decode);
  }

  /** Returns the move of a {@link WrittenMove} that the engine made: a placement or a shift of 7. */
  static PikkPakkMove move(int written) {
    Point from = Point.of(WrittenMove.fromColumn(written), WrittenMove.fromRow(written));
    if (WrittenMove.isPlacement(written)) {
      return PikkPakkMove.place(from);
    }
    int direction = WrittenMove.direction(written);
    return PikkPakkMove.shift(
        from,
        Point.of(WrittenMove.toColumn(written), WrittenMove.toRow(written)),
        Direction.of(Directions.horizontal(direction), Directions.step(direction)),
        WrittenMove.distance(written));
  }

  /** Returns a move as its primitive form, a {@link WrittenMove}, for the engine and legality. */
  static int written(PikkPakkMove move) {
    Point from = move.from();
    return move.kind() == PikkPakkMove.Kind.PLACE
        ? WrittenMove.place(from.column(), from.row())
        : WrittenMove.run(
            from.column(), from.row(), move.to().column(), move.to().row(),
            move.direction().ordinal(), move.distance());
  }

  private static MoveBuffer generate(FiveShiftState state) {
    MoveBuffer buffer = new MoveBuffer(SIZE);
    FiveShiftEngine.generate(
        state.rows(), state.columns(), LineBoard.plane(state.toMove()), placing(state), buffer);
    return buffer;
  }

  @Override
  public Legality check(FiveShiftState state, PikkPakkMove move) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(move, "move");
    if (state.fiveWinner() < 0 && !engine.plyLimitReached(state.ply())) {
      // Then the game is over only when no move is legal; one that passes the move's own checks
      // is legal, and the game goes on: no need to generate every move to know it.
      Legality legality = checkMove(state, move);
      if (legality.isLegal()) {
        return legality;
      }
    }
    Status status = status(state);
    if (status.isOver()) {
      return Legality.illegal(
          FiveShiftReason.GAME_OVER, "The game is over: " + status.description());
    }
    return checkMove(state, move);
  }

  /** The checks of the move itself, in a game that goes on. */
  private static Legality checkMove(FiveShiftState state, PikkPakkMove move) {
    Refusal<FiveShiftRefusal> refusal =
        FiveShiftLegality.check(state.rows(), state.columns(), state.ply(), state.toMove(), written(move));
    return refusal == null
        ? Legality.legal()
        : Legality.illegal(reason(refusal.reason()), refusal.message());
  }

  /** The public reason of the legality's refusal of the same name. */
  static FiveShiftReason reason(FiveShiftRefusal refusal) {
    return switch (refusal) {
      case GAME_OVER -> FiveShiftReason.GAME_OVER;
      case WRONG_PHASE -> FiveShiftReason.WRONG_PHASE;
      case OFF_BOARD -> FiveShiftReason.OFF_BOARD;
      case OUTSIDE_FIELD -> FiveShiftReason.OUTSIDE_FIELD;
      case OCCUPIED -> FiveShiftReason.OCCUPIED;
      case NOT_A_RUN -> FiveShiftReason.NOT_A_RUN;
      case NOT_MAXIMAL -> FiveShiftReason.NOT_MAXIMAL;
      case WRONG_LENGTH -> FiveShiftReason.WRONG_LENGTH;
      case TOO_FAR -> FiveShiftReason.TOO_FAR;
      case NO_MAJORITY -> FiveShiftReason.NO_MAJORITY;
      case LEAVES_BOARD -> FiveShiftReason.LEAVES_BOARD;
    };
  }

  @Override
  public FiveShiftState playUnchecked(FiveShiftState state, PikkPakkMove move) {
    long[] rows = state.rows().clone();
    long[] columns = state.columns().clone();
    int mine = LineBoard.plane(state.toMove());
    int code = FiveShiftEngine.encode(written(move));
    engine.apply(rows, columns, code, mine);
    boolean quick = FiveShiftEngine.quickPlacement(code, state.ply(), state.fiveWinner());
    long hash = FiveShiftEngine.hashAfter(state.positionHash(), state.rows(), rows, code, mine, quick);
    int winner = FiveShiftEngine.fiveAfter(rows, mine, quick);
    return new FiveShiftState(rows, columns, PlyCount.next(state.ply()), hash, winner);
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
  public Status status(FiveShiftState state) {
    Objects.requireNonNull(state, "state");
    long[] rows = state.rows();
    int lastMover = lastMover(state);
    int winner = state.fiveWinner();
    if (winner >= 0) {
      return fiveStatus(rows, winner, lastMover);
    }
    if (generate(state).size == 0) {
      return Status.win(
          state.toMove().opponent(),
          FiveShiftTermination.NO_LEGAL_MOVE,
          Ball.of(state.toMove()) + " has no legal move and loses");
    }
    if (engine.plyLimitReached(state.ply())) {
      return Status.draw(
          FiveShiftTermination.PLY_LIMIT,
          "the ply limit of " + drawOptions.plyLimit().getAsInt() + " was reached");
    }
    return Status.ongoing();
  }

  private static Status fiveStatus(long[] rows, int winner, int lastMover) {
    Player player = winner == LineBoard.LIGHT_PLANE ? Player.FIRST : Player.SECOND;
    Ball colour = Ball.of(player);
    String found = FiveInARowFinder.find(rows, winner);
    String own = found == null ? "the board" : found; // never null: fiveWinner saw the five
    String other = FiveInARowFinder.find(rows, LineBoard.otherPlane(winner));
    String description;
    if (other != null) {
      description =
          "LIGHT and DARK both have five in a row (" + colour + " on " + own + ", "
              + Ball.of(player.opponent()) + " on " + other + "): " + colour
              + " made the last move and wins";
    } else if (winner != lastMover) {
      description =
          colour + " has five in a row on " + own + ", made by " + Ball.of(player.opponent())
              + "'s move";
    } else {
      description = colour + " has five in a row on " + own;
    }
    return Status.win(player, FiveShiftTermination.FIVE_IN_A_ROW, description);
  }

  /**
   * Returns the ply limit when one is set: no game lasts longer. Empty otherwise, as the shifting
   * phase can go on for ever; tools that need finite games bring their own cap.
   *
   * @return the ply limit, or empty without one
   */
  @Override
  public OptionalInt plyBound() {
    return drawOptions.plyLimit();
  }

  /**
   * Plays uniformly random legal moves from {@code state} until the game is over or {@code plyCap}
   * moves are played, on a few scratch arrays made once per call, without making states or move
   * objects: the fast path for Monte-Carlo engines. It uses the engine of {@link #legalMoves},
   * {@link #play} and {@link #status} (generation, placement, shift, rim removal and the five
   * check). Each move is drawn as {@code random.nextInt(n)} over the {@code n} legal moves in the
   * order of {@link #legalMoves}, so a generator in the same state plays the same game as {@link
   * Playouts#playRandomly(Rules, Object, RandomGenerator, int)} with the same cap.
   *
   * <pre>{@code
   * FiveShift rules = FiveShift.standard();
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
  public PlayoutResult randomPlayout(FiveShiftState state, RandomGenerator random, int plyCap) {
    Playouts.requireCap(plyCap);
    return engine.playout(state.rows().clone(), state.columns().clone(), state.ply(), random, plyCap);
  }

  /**
   * Plays one guided random game from {@code state}: random moves as {@link #randomPlayout}
   * draws them, except that a player takes a win at once and parries the other's. In the
   * placement phase a player who can make five in a row with a placement makes it, otherwise he
   * places where the other could make five (the lowest such point, rows from the bottom, each
   * from the left); in the shifting phase he plays the first shift, in the order of {@link
   * #legalMoves}, that makes him win at once. Random placements make and miss fives where real
   * players would not, and random shifts miss the winning shift that ends most real games at the
   * start of the shifting phase: these playouts judge a position much closer to how it is played.
   * The catalogue's level 5 plays with them ({@code fiveshift}'s {@code BotLevel.mctsGuided}).
   *
   * <pre>{@code
   * MctsBot<FiveShiftState, PikkPakkMove> bot = MctsBot.builder(rules)
   *     .playout(rules::guidedPlayout).iterations(300_000).build();
   * }</pre>
   *
   * @param state where to start
   * @param random the source of the moves; one draw a move, guided or not
   * @param plyCap the most moves to play, 0 or more
   * @return the winner or draw the rules gave, or {@link PlayoutResult#UNFINISHED} when {@code
   *     plyCap} moves were played and the game goes on
   * @throws IllegalArgumentException if the cap is negative
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public PlayoutResult guidedPlayout(FiveShiftState state, RandomGenerator random, int plyCap) {
    Playouts.requireCap(plyCap);
    return engine.playout(state.rows().clone(), state.columns().clone(), state.ply(), random, plyCap, true);
  }

  /**
   * Looks for a win by fours for the player to move in the placement phase: he places a ball
   * that threatens five in a row (a four), the opponent's only parry is to take that point, and so
   * on until he threatens two fives at once or makes five. Where the opponent has a four, the
   * mover must first take its point, with a placement that is itself a four. Such a win is forced,
   * whatever the opponent does: any reply but the parry lets the five be made at once. The search
   * tries wins of up to {@value #FOURS_MOST_PLACEMENTS} placements of the mover, shortest first,
   * and gives up after {@value #FOURS_MOST_POSITIONS} positions, so an empty answer proves
   * nothing. A win that a configured ply limit would cut short is not given. The catalogue's
   * level 5 plays such a win where there is one, and its hints give it.
   *
   * <pre>{@code
   * Optional<Hint<PikkPakkMove>> win = rules.winByFours(state);
   * win.ifPresent(hint -> System.out.println(hint.move() + " wins within " + hint.value().plies() + " plies"));
   * }</pre>
   *
   * @param state a position
   * @return the first placement of the shortest such win found, with its value (a win within the
   *     plies given), or empty: no such win found, or not the placement phase, or the game over
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public Optional<Hint<PikkPakkMove>> winByFours(FiveShiftState state) {
    return forcedWin(state,
        (own, theirs) -> FiveShiftFours.search(own, theirs, FOURS_MOST_PLACEMENTS, FOURS_MOST_POSITIONS));
  }

  /**
   * Looks for a win by threats for the player to move in the placement phase: a {@linkplain
   * #winByFours win by fours}, or a placement after which he would win by fours if the opponent
   * passed (a threat, such as an open three), such that every reply of the opponent leaves him a
   * win by threats again, with one threat fewer. Every reply is tried. It finds wins of up to
   * {@value #THREATS_MOST} threats before the fours, fewest first, and gives up after {@value
   * #THREATS_MOST_SEARCHES} searches of fours, so an empty answer proves nothing. A win that a
   * configured ply limit would cut short is not given. The catalogue's level 5 plays such a win
   * where there is one, and its hints give it.
   *
   * <pre>{@code
   * Optional<Hint<PikkPakkMove>> win = rules.winByThreats(state);
   * win.ifPresent(hint -> System.out.println(hint.move() + " wins within " + hint.value().plies() + " plies"));
   * }</pre>
   *
   * @param state a position
   * @return the first placement of such a win, with its value (a win within the plies given,
   *     whatever the opponent replies), or empty: no such win found, or not the placement phase, or
   *     the game over
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public Optional<Hint<PikkPakkMove>> winByThreats(FiveShiftState state) {
    return forcedWin(state, (own, theirs) ->
        FiveShiftThreats.search(own, theirs, THREATS_MOST, FOURS_MOST_PLACEMENTS, THREATS_MOST_SEARCHES));
  }

  /**
   * Returns the legal moves of the player to move after which the opponent has no {@linkplain
   * #winByThreats win by threats} that a short search finds (up to {@value #THREATS_MOST} threats,
   * {@value #SAFE_MOVES_SEARCHES} searches of fours after each placement): in the placement phase
   * it leaves out the placements that let the opponent win by force, such as any that does not
   * parry his open three. A placement that makes five is always kept, and so is one where a
   * configured ply limit ends the game before the opponent's win. Where every move lets the
   * opponent win, or outside the placement phase, it returns every legal move. The catalogue's
   * level 5 searches only these moves. A kept move is not proven safe: the search has limits.
   *
   * <pre>{@code
   * List<PikkPakkMove> moves = rules.safeMoves(state);   // in the legal moves' order
   * }</pre>
   *
   * @param state a position where the game goes on
   * @return some of the legal moves, at least one, in the order of {@link #legalMoves}
   * @throws IllegalStateException if the game is over
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public List<PikkPakkMove> safeMoves(FiveShiftState state) {
    return safeMoves(state, RootMoves.NO_DEADLINE);
  }

  /**
   * Returns the {@linkplain #safeMoves(FiveShiftState) safe moves}, looking at placements only
   * until a deadline: the placements not looked at by then are kept. A search with a time budget
   * narrows its root's moves with it ({@link RootMoves}), so that the narrowing keeps the budget;
   * with {@link RootMoves#NO_DEADLINE} it is {@link #safeMoves(FiveShiftState)}.
   *
   * <pre>{@code
   * long deadline = System.nanoTime() + Duration.ofMillis(30).toNanos();
   * List<PikkPakkMove> moves = rules.safeMoves(state, deadline);   // what 30 ms could check
   * }</pre>
   *
   * @param state a position where the game goes on
   * @param deadline the {@link System#nanoTime()} at which to stop looking, or {@link
   *     RootMoves#NO_DEADLINE}
   * @return some of the legal moves, at least one, in the order of {@link #legalMoves}
   * @throws IllegalStateException if the game is over
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public List<PikkPakkMove> safeMoves(FiveShiftState state, long deadline) {
    List<PikkPakkMove> moves = legalMoves(state);
    if (moves.isEmpty()) {
      throw new IllegalStateException("safeMoves: the game is over in " + state);
    }
    if (!placing(state)) {
      return moves;
    }
    // The opponent's win must come before a ply limit ends the game, after this move's ply.
    long losing = FiveShiftThreats.losingPlacements(moverField(state), opponentField(state),
        THREATS_MOST, FOURS_MOST_PLACEMENTS, SAFE_MOVES_SEARCHES, pliesLeft(state) - 1, deadline);
    if (losing == 0) {
      return moves;
    }
    Set<PikkPakkMove> left = new HashSet<>();
    for (long rest = losing; rest != 0; rest &= rest - 1) {
      left.add(decode(FiveShiftEngine.placementCode(Long.numberOfTrailingZeros(rest))));
    }
    List<PikkPakkMove> safe = moves.stream().filter(move -> !left.contains(move)).toList();
    return safe.isEmpty() ? moves : safe;
  }

  /** A search for a forced win on the field masks of the mover's and the opponent's balls. */
  private interface PlacementSearch {
    FiveShiftFours.Found run(long own, long theirs);
  }

  /**
   * The hint of the win a search finds in the placement phase; empty elsewhere, where it finds
   * none, or where a ply limit cuts the win short.
   */
  private Optional<Hint<PikkPakkMove>> forcedWin(FiveShiftState state, PlacementSearch search) {
    if (!placing(state) || state.fiveWinner() >= 0) {
      return Optional.empty();
    }
    FiveShiftFours.Found found = search.run(moverField(state), opponentField(state));
    if (found.point() < 0 || found.plies() > pliesLeft(state)) {
      return Optional.empty();
    }
    return Optional.of(new Hint<>(decode(FiveShiftEngine.placementCode(found.point())),
        PositionValue.win(found.plies(), false)));
  }

  /** The plies a configured ply limit leaves the game from {@code state}; unbounded without one. */
  private int pliesLeft(FiveShiftState state) {
    int plyLimit = drawOptions.plyLimit().orElse(0);
    return plyLimit > 0 ? plyLimit - state.ply() : Integer.MAX_VALUE;
  }

  /** The balls of the player to move on the field, in {@link FiveShiftEngine#fieldMask}'s layout. */
  private static long moverField(FiveShiftState state) {
    return FiveShiftEngine.fieldMask(state.rows(), LineBoard.plane(state.toMove()));
  }

  /** The balls of the player not to move on the field, in {@link FiveShiftEngine#fieldMask}'s layout. */
  private static long opponentField(FiveShiftState state) {
    return FiveShiftEngine.fieldMask(state.rows(), lastMover(state));
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof FiveShift other)) {
      return false;
    }
    return rimRemoval == other.rimRemoval && drawOptions.equals(other.drawOptions);
  }

  @Override
  public int hashCode() {
    return Objects.hash(rimRemoval, drawOptions);
  }

  /**
   * Describes the game, such as {@code FiveShift[rim removal, ply limit 200]} or {@code
   * FiveShift[]}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("FiveShift[");
    if (rimRemoval) {
      out.append("rim removal");
    }
    if (drawOptions.plyLimit().isPresent()) {
      out.append(rimRemoval ? ", " : "").append("ply limit ").append(drawOptions.plyLimit().getAsInt());
    }
    return out.append(']').toString();
  }

  /**
   * Configures a game of five-in-a-row with a shifting phase. It starts as the standard game.
   *
   * <pre>{@code
   * FiveShift rules = FiveShift.builder().rimRemoval(true)
   *     .drawOptions(DrawOptions.NONE.withPlyLimit(300)).build();
   * }</pre>
   *
   * <p>A builder is not thread-safe; the rules it builds are.
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder {
    private boolean rimRemoval;
    private DrawOptions drawOptions = DrawOptions.NONE;

    private Builder() {}

    /**
     * Sets the booklet's option: at the end of every phase-2 move, the balls standing on rim
     * points are removed.
     *
     * @param on true to remove them
     * @return this builder
     */
    public Builder rimRemoval(boolean on) {
      this.rimRemoval = on;
      return this;
    }

    /**
     * Sets the draws the rules text does not know. Five-in-a-row with shifting offers only the
     * <b>ply limit</b> (off by default): a game that has played that many plies from its start,
     * placements included, without another end is drawn ({@link FiveShiftTermination#PLY_LIMIT});
     * {@link FiveShift#plyBound()} is then the limit. A move that reaches the limit can still win,
     * and a player without a legal move loses even at the limit.
     *
     * <pre>{@code
     * FiveShift rules = FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();
     * }</pre>
     *
     * @param drawOptions a ply limit or none, without a repetition draw
     * @return this builder
     * @throws IllegalArgumentException if the options hold a repetition draw
     */
    public Builder drawOptions(DrawOptions drawOptions) {
      this.drawOptions =
          Objects.requireNonNull(drawOptions, "drawOptions")
              .requireNoRepetitionDraw("five-in-a-row with shifting");
      return this;
    }

    /**
     * Builds the rules.
     *
     * @return the rules
     */
    public FiveShift build() {
      return new FiveShift(this);
    }
  }
}
