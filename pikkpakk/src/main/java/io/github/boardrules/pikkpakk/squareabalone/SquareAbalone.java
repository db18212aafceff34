package io.github.boardrules.pikkpakk.squareabalone;

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
import io.github.boardrules.pikkpakk.internal.CodedMoveList;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.MoveBuffer;
import io.github.boardrules.pikkpakk.internal.Refusal;
import io.github.boardrules.pikkpakk.squareabalone.internal.SquareAbaloneEngine;
import io.github.boardrules.pikkpakk.squareabalone.internal.SquareAbaloneLegality;
import io.github.boardrules.pikkpakk.squareabalone.internal.SquareAbaloneRefusal;
import io.github.boardrules.pikkpakk.squareabalone.internal.SquareAbaloneZobrist;
import java.util.function.IntFunction;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Square Abalone, the capture game of the Pikk-Pakk booklet: Pikk-Pakk's capture variant played to
 * push the opponent's balls off the board.
 *
 * <p>The game: a 9x9 board; LIGHT ({@code X}, {@link Player#FIRST}) fills rows 1–2 and DARK
 * ({@code o}, {@link Player#SECOND}) rows 8–9, 18 balls each; LIGHT moves first. A move takes one
 * maximal run of touching balls of a row or column (bounded by empty points or the board's edge)
 * in which the mover has a strict majority, and pushes it one point along its line, either way.
 * A ball pushed over the edge leaves the board and counts for the mover; pushing off one's own
 * ball is illegal. The first player to have pushed off {@link #winAt() N} opponent balls (9 by
 * default) wins; a player without a legal move loses.
 *
 * <pre>{@code
 * SquareAbalone rules = SquareAbalone.standard();
 * SquareAbaloneState state = rules.initialState();
 * state = rules.play(state, rules.notation().parse("e1-e2^"));   // the run e1-e2 one point up
 * rules.legalMoves(state);                                       // DARK's nine column pushes
 * rules.status(state);                                           // ongoing
 * SquareAbalone wild = SquareAbalone.builder()
 *     .anyDistance(true).stopOnCollision(true).continueWithMajority(true)
 *     .sidewaysMoves(true).winAt(6).drawOptions(DrawOptions.NONE.withPlyLimit(300)).build();
 * }</pre>
 *
 * <h2>Options (builder flags; each off by default)</h2>
 *
 * <ul>
 *   <li>{@link Builder#jointOpening}: the players first place 24 balls each on the inner 7x7
 *       (b2–h8), LIGHT first; the one who placed last (DARK) pushes first.
 *   <li>{@link Builder#winAt}: N, the number of opponent balls to push off (default 9).
 *   <li>a. {@link Builder#distanceByOwnBalls}: a run may also be pushed exactly as many points as
 *       it holds mover's balls.
 *   <li>b. {@link Builder#anyDistance}: a run may be pushed any number of points.
 *   <li>c. {@link Builder#stopOnCollision} (with a or b): a pushed run passes through empty points
 *       only; the collision stops the push, the run touching the ball it met.
 *   <li>d. {@link Builder#continueWithMajority} (with c): at a collision the balls met join the
 *       run, and the push goes on if the mover still has the strict majority in the lengthened
 *       run; otherwise it stops there.
 *   <li>e. {@link Builder#sidewaysMoves}: a run of two or more of the mover's own balls may also
 *       move one point sideways, every ball into an empty point.
 *   <li>f. {@link Builder#ownBallsOff}: pushing off one's own balls is allowed.
 *   <li>{@link Builder#drawOptions}: a ply limit, a draw at a number of plies
 *       (library; off by default: the rules know no draw).
 * </ul>
 *
 * <h2>Decisions</h2>
 *
 * <p>The rules text (the project's {@code pikkpakk.md}, section 5) fixes these; they are binding:
 *
 * <ul>
 *   <li><b>Decision (rules text) — default opening:</b> the booklet's 18+18 diagram is missing;
 *       LIGHT fills rows 1–2 and DARK rows 8–9.
 *   <li><b>Decision (rules text) — the move:</b> one maximal run of touching balls of a row or
 *       column (as in Pikk-Pakk's capture variant), a strict majority of the mover's balls, pushed
 *       one point along its line either way; a ball pushed over the edge is removed and counts as
 *       captured by the mover.
 *   <li><b>Decision (rules text) — the win:</b> the first player to have pushed off N opponent
 *       balls wins, N a parameter with default 9 ("usually decided by 9"); a player without a
 *       legal move loses.
 *   <li><b>Decision (rules text) — joint opening:</b> 24 placements each on the inner 7x7, the rim
 *       empty, LIGHT first; the player who placed last starts the pushing.
 *   <li><b>Decision (rules text) — options a–f</b> are flags, all off by default; pushing off one's
 *       own balls is illegal unless option f.
 *   <li><b>Decision (rules text) — c and d: the collision stops the push, it does not forbid
 *       it.</b> The booklet: "a golyósorok csak szabad mezőkön haladhatnak át, az ütközés
 *       megállítja a tolást" (rows pass only through free points, the collision stops the push)
 *       and "toláskori ütközés után is továbbtolható a sor, ha megmarad a lépő többsége" (after a
 *       collision the row may be pushed on if the mover keeps the majority). With c a push moves
 *       the run step by step through empty points; when its front would meet a ball before the
 *       last step, the push ends there, the run touching that ball, and that shortened push is
 *       the move, named by where the run stops. With a, a run of {@code k} mover's balls that
 *       meets a ball after {@code j < k} points moves {@code j} points; with b this adds no
 *       position (the shorter distance is a move already). A push named past its stop is no
 *       move: {@link SquareAbaloneReason#BLOCKED} says where it stops. With d, at a collision the
 *       balls met join the moving run; while the mover keeps the strict majority of the
 *       lengthened run (own against opponent balls) the push goes on for the points left, and
 *       where the majority is lost it ends at that collision ({@link
 *       SquareAbaloneReason#MAJORITY_LOST_IN_COLLISION} for a name past it). The board's edge is
 *       no collision: balls fall off it as in the one-point push. For example, LIGHT to move and
 *       row 5 {@code XXX..o...}: with a and c the run may move 1 point or its 3 points, stopped
 *       after 2 by f5 ({@code a5-c5>2}, the run on c5–e5); with a, c and d it goes its 3 points
 *       and pushes f5 to g5 ({@code a5-c5>3}):
 *       <pre>{@code
 * SquareAbalone ac = SquareAbalone.builder().distanceByOwnBalls(true).stopOnCollision(true).build();
 * SquareAbaloneState s = ac.positions().decode(
 *     "........./........./........./........./XXX..o.../........./........./........./......... X 0 0 0");
 * ac.legalMoves(s);   // [a5-c5>, a5-c5>2, a5^, a5v, b5^, b5v, c5^, c5v]
 * ac.check(s, ac.notation().parse("a5-c5>3"));
 * // illegal (BLOCKED): ... the collision stops the push after 2 points, which is the move a5-c5>2
 * }</pre>
 * </ul>
 *
 * <p>Where the rules text is silent this library chose, and says so:
 *
 * <ul>
 *   <li><b>Decision (library) — pushing, one point at a time:</b> a push of {@code d} points is
 *       {@code d} one-point steps. Before each step the balls touching the moving group's front
 *       join it (the <em>lengthened run</em>); then the whole group moves one point and the ball
 *       past the edge, if any, falls off and is counted. In the default game the run is maximal
 *       and moves one point, so it never meets a ball; only the ball at the edge can fall.
 *   <li><b>Decision (library) — option a, exactly:</b> the booklet's words are "annyi pozícióval
 *       tolható el egy-egy sor, ahány saját golyót tartalmaz" — a run may be pushed <em>as many
 *       points as</em> it holds the mover's balls (counted when the push starts; balls met on the
 *       way do not add to it). This library takes that distance exactly, not "up to": with option
 *       a a run has two distances, the basic one-point push and exactly {@code k} points for
 *       {@code k} mover's balls; with option c the {@code k}-point push may end sooner where a
 *       collision stops it (the Decision on c and d above). A run whose {@code k}-point push would drop an
 *       own ball without f cannot use the option, and other distances between 1 and {@code k}
 *       are refused ({@link SquareAbaloneReason#TOO_FAR}). For example, with LIGHT on a5, b5, c5
 *       and option a, {@code a5-c5>} and {@code a5-c5>3} are legal and {@code a5-c5>2} is not:
 *       <pre>{@code
 * SquareAbalone a = SquareAbalone.builder().distanceByOwnBalls(true).build();
 * SquareAbaloneState s = a.positions().decode(
 *     "o......../........./........./........./XXX....../........./........./........./......... X 0 0 0");
 * a.check(s, a.notation().parse("a5-c5>2"));   // illegal (TOO_FAR): one point or exactly 3 points
 * }</pre>
 *   <li><b>Decision (library) — options a and b without c:</b> a run that meets balls pushes
 *       them along: the lengthened run keeps being pushed, whatever its colours, and every ball
 *       pushed past the edge falls off and counts, one by one. The majority is checked only on the
 *       run the mover chose, when the push starts. For example, with option b, LIGHT's pair a5-b5
 *       pushed five points meets DARK's d5-f5 after one point and drives all five balls on,
 *       though DARK holds three of them; at the fifth point DARK's leading ball falls off the
 *       board and counts for LIGHT:
 *       <pre>{@code
 * SquareAbalone b = SquareAbalone.builder().anyDistance(true).build();
 * SquareAbaloneState s = b.positions().decode(
 *     "o......../........./........./........./XX.ooo.../........./........./........./......... X 0 0 0");
 * s = b.play(s, b.notation().parse("a5-b5>5"));
 * s.toString();   // "o......../ ... /.....XXoo/ ... o 1 1 0": row 5 is f5, g5 LIGHT, h5, i5 DARK
 * }</pre>
 *   <li><b>Decision (library) — the farthest push:</b> with option b, a push goes at most
 *       until the run's last ball leaves the board ({@code 9 - i} points for a run starting at
 *       index {@code i}); a run wholly off the board moves no further, so no two distances do the
 *       same thing.
 *   <li><b>Decision (library) — option e:</b> a sideways move takes two or more touching balls of
 *       the mover in a row or column — a whole run or a part of one ("sor(rész)" in the booklet) —
 *       and moves every ball one point across the line, up or down for a row, left or right for a
 *       column. Every target point must be on the board and empty: a sideways move pushes nothing
 *       and takes nothing off. A single ball never moves sideways (that move is a push).
 *   <li><b>Decision (library) — option f, own balls off:</b> an own ball pushed off counts for
 *       the opponent, towards the opponent's N (an own goal): every ball that leaves the board
 *       counts for the player of the other colour, whoever pushed it. So for each colour, the
 *       balls on the board plus those off it are the balls the colour started with.
 *   <li><b>Decision (library) — both reach N in one move:</b> the mover wins (as the rules text
 *       decides for push-four's double four); if only the opponent reaches N (an own goal), the
 *       opponent wins.
 *   <li><b>Decision (library) — N:</b> from 1 to the balls each player has (18; 24 with the
 *       joint opening).
 *   <li><b>Decision (library) — joint opening:</b> the point of the inner 7x7 that nobody fills
 *       stays empty; after the 48th placement its maker (DARK) pushes, then the players
 *       alternate. No ball can fall off during placement.
 *   <li><b>Decision (library) — no draw by default:</b> the rules know none, and a game without
 *       captures can go on for ever. By default {@link #status} returns only ongoing or a win, by
 *       {@link SquareAbaloneTermination#CAPTURES} or {@link SquareAbaloneTermination#NO_LEGAL_MOVE},
 *       and {@link #plyBound()} is empty. The ply-limit option draws a game that reaches it with
 *       {@link SquareAbaloneTermination#PLY_LIMIT}; plies count from the start, placements
 *       included.
 *   <li><b>Decision (library) — order of the end checks:</b> N captures first; then a player
 *       without a legal move loses; then the ply limit.
 *   <li><b>Decision (library) — option combinations:</b> a and b exclude each other; c needs a or
 *       b (one-point pushes never meet a ball); d needs c. {@link Builder#build()} refuses other
 *       combinations.
 *   <li><b>Decision (library) — positions:</b> any board of LIGHT and DARK balls is a position;
 *       the balls on the board plus those pushed off may be fewer than the 18 (24) each player
 *       starts with — balls set aside for a problem — never more (see {@link #positions()}).
 * </ul>
 *
 * <h2>Move order</h2>
 *
 * <p>{@link #legalMoves} lists placements by point (rows from the bottom, within a row from the
 * left); then pushes of rows (bottom row first) before columns (column {@code a} first), within a
 * line the runs from the lower end, for each run towards higher columns or rows ({@code >}, {@code
 * ^}) by increasing distance, then towards lower ones; then (option e) sideways moves of row runs,
 * then column runs, by line, first point and length, up or right before down or left. {@link
 * #randomPlayout} draws from the same order.
 *
 * <h2>Performance</h2>
 *
 * <p>A state stores each row and column as one {@code long} of bit planes (the Pikk-Pakk machinery):
 * a line's runs and majorities are a few masks and bit counts, and a push is worked out on two
 * 9-bit masks. {@link #randomPlayout} plays random games without making states or moves.
 *
 * <p>Rules objects are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class SquareAbalone implements Rules<SquareAbaloneState, SquareAbaloneMove> {
  /** The number of rows and columns of the board. */
  public static final int SIZE = SquareAbaloneEngine.SIZE;

  /** The default number of opponent balls to push off to win. */
  public static final int DEFAULT_WIN_AT = 9;

  /** The balls each player starts with in the default opening. */
  public static final int STANDARD_BALLS = SquareAbaloneEngine.STANDARD_BALLS;

  /** The balls each player places in the joint opening. */
  public static final int JOINT_OPENING_BALLS = SquareAbaloneEngine.JOINT_OPENING_BALLS;

  /** The number of placements of the joint opening. */
  public static final int PLACEMENTS = SquareAbaloneEngine.PLACEMENTS;

  /** Turns the engine's move codes into moves, for the lists of {@link #legalMoves}. */
  private static final IntFunction<SquareAbaloneMove> DECODER = SquareAbaloneMove::ofCode;

  private final boolean jointOpening;
  private final int winAt;
  private final boolean distanceByOwnBalls;
  private final boolean anyDistance;
  private final boolean stopOnCollision;
  private final boolean continueWithMajority;
  private final boolean sidewaysMoves;
  private final boolean ownBallsOff;
  private final DrawOptions drawOptions;

  private final SquareAbaloneEngine engine;
  private final SquareAbaloneLegality legality;
  private final SquareAbaloneState initial;
  private final SquareAbaloneNotation notation = new SquareAbaloneNotation();

  private SquareAbalone(Builder b) {
    this.jointOpening = b.jointOpening;
    this.winAt = b.winAt;
    this.distanceByOwnBalls = b.distanceByOwnBalls;
    this.anyDistance = b.anyDistance;
    this.stopOnCollision = b.stopOnCollision;
    this.continueWithMajority = b.continueWithMajority;
    this.sidewaysMoves = b.sidewaysMoves;
    this.ownBallsOff = b.ownBallsOff;
    this.drawOptions = b.drawOptions;
    this.engine =
        new SquareAbaloneEngine(
            jointOpening, winAt, distanceByOwnBalls, anyDistance, stopOnCollision,
            continueWithMajority, sidewaysMoves, ownBallsOff, drawOptions.plyLimit().orElse(0));
    this.legality =
        new SquareAbaloneLegality(
            engine, jointOpening, distanceByOwnBalls, anyDistance, stopOnCollision, sidewaysMoves);
    long[] rows = new long[SIZE];
    long[] columns = new long[SIZE];
    if (!jointOpening) {
      for (int c = 0; c < SIZE; c++) {
        for (int r : new int[] {0, 1}) {
          LineBoard.set(rows, columns, c, r, LineBoard.LIGHT_PLANE);
          LineBoard.set(rows, columns, c, SIZE - 1 - r, LineBoard.DARK_PLANE);
        }
      }
    }
    this.initial =
        new SquareAbaloneState(
            rows, columns, Player.FIRST, 0, 0, 0,
            SquareAbaloneZobrist.fromScratch(rows, Player.FIRST, 0, 0, jointOpening));
  }

  /**
   * Returns the standard game: the default opening, N = 9, no option, no ply limit (no draw).
   *
   * @return the standard game
   */
  public static SquareAbalone standard() {
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
    b.jointOpening = jointOpening;
    b.winAt = winAt;
    b.distanceByOwnBalls = distanceByOwnBalls;
    b.anyDistance = anyDistance;
    b.stopOnCollision = stopOnCollision;
    b.continueWithMajority = continueWithMajority;
    b.sidewaysMoves = sidewaysMoves;
    b.ownBallsOff = ownBallsOff;
    b.drawOptions = drawOptions;
    return b;
  }

  // ---------------------------------------------------------------------------------------------
  // Options

  /**
   * Tells whether the game starts with the joint opening's placement phase.
   *
   * @return true with the joint opening
   */
  public boolean jointOpening() {
    return jointOpening;
  }

  /**
   * Returns N: the number of opponent balls a player must push off to win.
   *
   * @return N, 9 by default
   */
  public int winAt() {
    return winAt;
  }

  /**
   * Returns the balls each player starts with.
   *
   * @return 18, or 24 with the joint opening
   */
  public int ballsPerPlayer() {
    return jointOpening ? JOINT_OPENING_BALLS : STANDARD_BALLS;
  }

  /**
   * Tells whether option a is on: a run may also be pushed exactly as many points as it holds
   * mover's balls.
   *
   * @return true with option a
   */
  public boolean distanceByOwnBalls() {
    return distanceByOwnBalls;
  }

  /**
   * Tells whether option b is on: a run may be pushed any number of points.
   *
   * @return true with option b
   */
  public boolean anyDistance() {
    return anyDistance;
  }

  /**
   * Tells whether option c is on: a pushed run passes through empty points only, and a collision
   * stops the push.
   *
   * @return true with option c
   */
  public boolean stopOnCollision() {
    return stopOnCollision;
  }

  /**
   * Tells whether option d is on: at a collision the balls met join the run, and the push goes on
   * while the mover has the majority in the lengthened run.
   *
   * @return true with option d
   */
  public boolean continueWithMajority() {
    return continueWithMajority;
  }

  /**
   * Tells whether option e is on: runs of the mover's own balls may move sideways.
   *
   * @return true with option e
   */
  public boolean sidewaysMoves() {
    return sidewaysMoves;
  }

  /**
   * Tells whether option f is on: a player may push off his own balls.
   *
   * @return true with option f
   */
  public boolean ownBallsOff() {
    return ownBallsOff;
  }

  /**
   * Returns the draws the rules do not know that this game adds (see {@link
   * Builder#drawOptions}): with a ply limit, a game that has played that many plies from its
   * start, placements included, without another end is drawn ({@link
   * SquareAbaloneTermination#PLY_LIMIT}). Never a repetition draw.
   *
   * <pre>{@code
   * SquareAbalone.standard().drawOptions();   // DrawOptions.NONE: the rules as written
   * }</pre>
   *
   * @return the draw options, {@link DrawOptions#NONE} by default
   */
  public DrawOptions drawOptions() {
    return drawOptions;
  }

  /**
   * Returns the game for learning code: placements, pushes and sideways moves as integer
   * actions, and the balls, the phase and the balls pushed off as planes of {@code {8, 9, 9}} from
   * the point of view of the player to move. See the module README, "Encoding for learning".
   *
   * <pre>{@code
   * ActionEncoding<SquareAbaloneState, SquareAbaloneMove> encoding =
   *     SquareAbalone.standard().encoding();
   * encoding.observationShape();   // {8, 9, 9}
   * }</pre>
   *
   * @return the encoding
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
  public ActionEncoding<SquareAbaloneState, SquareAbaloneMove> encoding() {
    return new SquareAbaloneEncoding(this);
  }

  /**
   * Returns the move notation: {@link SquareAbaloneMove#toString()} and {@link
   * SquareAbaloneMove#parse}, with the points also checked to lie on the 9x9 board.
   *
   * @return the notation
   */
  public MoveNotation<SquareAbaloneMove> notation() {
    return notation;
  }

  /**
   * Returns the position text: the board's rows from the top, separated by {@code /}, one
   * character per point ({@code X} LIGHT, {@code o} DARK, {@code .} empty); a space and the player
   * to move ({@code X} or {@code o}); a space and the ply count; a space and the number of DARK
   * balls LIGHT has pushed off; a space and the number of LIGHT balls DARK has pushed off. The
   * standard game starts:
   *
   * <pre>
   * ooooooooo/ooooooooo/........./........./........./........./........./XXXXXXXXX/XXXXXXXXX X 0 0 0
   * </pre>
   *
   * <p>Reading checks the board's size and characters (no TARGET or NEUTRAL balls), that for each
   * colour the balls on the board plus those pushed off are at most the balls a player starts
   * with (18, or 24 with the joint opening), and, in the joint opening's placement phase (ply below
   * 48), that only the inner 7x7 holds balls, (ply+1)/2 LIGHT and ply/2 DARK, that nothing has been
   * pushed off and that the right player is to move.
   *
   * @return the position format
   */
  public PositionFormat<SquareAbaloneState> positions() {
    return new SquareAbalonePositions(this);
  }

  // ---------------------------------------------------------------------------------------------
  // Rules

  @Override
  public SquareAbaloneState initialState() {
    return initial;
  }

  @Override
  public Player toMove(SquareAbaloneState state) {
    return state.toMove();
  }

  boolean placing(int ply) {
    return engine.placing(ply);
  }

  /**
   * Counts the moves {@code player} would have in the state's position if it were its turn, as
   * {@link #legalMoves} would list them (without the end checks); uses {@code buffer}.
   */
  int moveCount(SquareAbaloneState state, Player player, MoveBuffer buffer) {
    engine.generate(
        state.rows(), state.columns(), LineBoard.plane(player), placing(state.ply()), buffer);
    return buffer.size;
  }

  /** Returns the player who has won by captures, or null; the last mover wins a tie. */
  private @Nullable Player captureWinner(SquareAbaloneState state) {
    return engine.captureWinner(
        state.toMove(), state.captured(Player.FIRST), state.captured(Player.SECOND));
  }

  @Override
  public List<SquareAbaloneMove> legalMoves(SquareAbaloneState state) {
    if (captureWinner(state) != null || engine.plyLimitReached(state.ply())) {
      return Collections.emptyList();
    }
    MoveBuffer buffer = new MoveBuffer(0); // the generator tries no move out: no scratch board
    engine.generate(
        state.rows(), state.columns(), LineBoard.plane(state.toMove()), placing(state.ply()), buffer);
    return CodedMoveList.of(buffer, DECODER);
  }

  @Override
  public Legality check(SquareAbaloneState state, SquareAbaloneMove move) {
    Objects.requireNonNull(move, "move");
    if (captureWinner(state) == null && !engine.plyLimitReached(state.ply())) {
      // Then the game is over only when no move is legal; one that passes the move's own checks
      // is legal, and the game goes on: no need to generate every move to know it.
      Legality checked = checkMove(state, move);
      if (checked.isLegal()) {
        return checked;
      }
    }
    Status status = status(state);
    if (status.isOver()) {
      return Legality.illegal(
          SquareAbaloneReason.GAME_OVER, "The game is over: " + status.description());
    }
    return checkMove(state, move);
  }

  /** The legality's answer for a move in a game that goes on. */
  private Legality checkMove(SquareAbaloneState state, SquareAbaloneMove move) {
    Refusal<SquareAbaloneRefusal> refusal =
        legality.check(state.rows(), state.columns(), state.toMove(), state.ply(), move.written());
    return refusal == null
        ? Legality.legal()
        : Legality.illegal(reason(refusal.reason()), refusal.message());
  }

  /** The public reason of the legality's refusal of the same name. */
  static SquareAbaloneReason reason(SquareAbaloneRefusal refusal) {
    return switch (refusal) {
      case GAME_OVER -> SquareAbaloneReason.GAME_OVER;
      case WRONG_PHASE -> SquareAbaloneReason.WRONG_PHASE;
      case OFF_BOARD -> SquareAbaloneReason.OFF_BOARD;
      case OUTSIDE_OPENING_AREA -> SquareAbaloneReason.OUTSIDE_OPENING_AREA;
      case OCCUPIED -> SquareAbaloneReason.OCCUPIED;
      case NOT_A_RUN -> SquareAbaloneReason.NOT_A_RUN;
      case NOT_MAXIMAL -> SquareAbaloneReason.NOT_MAXIMAL;
      case NO_MAJORITY -> SquareAbaloneReason.NO_MAJORITY;
      case TOO_FAR -> SquareAbaloneReason.TOO_FAR;
      case BLOCKED -> SquareAbaloneReason.BLOCKED;
      case MAJORITY_LOST_IN_COLLISION -> SquareAbaloneReason.MAJORITY_LOST_IN_COLLISION;
      case OWN_BALL_OFF -> SquareAbaloneReason.OWN_BALL_OFF;
      case SIDEWAYS_NOT_ALLOWED -> SquareAbaloneReason.SIDEWAYS_NOT_ALLOWED;
      case NOT_OWN_BALLS -> SquareAbaloneReason.NOT_OWN_BALLS;
      case LEAVES_BOARD -> SquareAbaloneReason.LEAVES_BOARD;
    };
  }

  @Override
  public SquareAbaloneState playUnchecked(SquareAbaloneState state, SquareAbaloneMove move) {
    long[] rows = state.rows().clone();
    long[] columns = state.columns().clone();
    int fallen =
        SquareAbaloneEngine.apply(rows, columns, move.code(), LineBoard.plane(state.toMove()));
    Player next = engine.nextToMove(state.toMove(), state.ply());
    int byLight = state.captured(Player.FIRST);
    int byDark = state.captured(Player.SECOND);
    long hash =
        engine.hashAfter(
            state.positionHash(), state.rows(), rows, state.toMove(), next, state.ply(), byLight,
            byDark, fallen);
    return new SquareAbaloneState(
        rows, columns, next, PlyCount.next(state.ply()), byLight + (fallen >>> 8), byDark + (fallen & 0xFF),
        hash);
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
  public Status status(SquareAbaloneState state) {
    int byLight = state.captured(Player.FIRST);
    int byDark = state.captured(Player.SECOND);
    Player winner = captureWinner(state);
    if (winner != null) {
      return Status.win(
          winner,
          SquareAbaloneTermination.CAPTURES,
          Ball.of(winner) + " has pushed off " + (winner == Player.FIRST ? byLight : byDark) + " "
              + Ball.of(winner.opponent()) + " balls (the game is played to " + winAt + ")");
    }
    MoveBuffer buffer = new MoveBuffer(0); // the generator tries no move out: no scratch board
    engine.generate(
        state.rows(), state.columns(), LineBoard.plane(state.toMove()), placing(state.ply()), buffer);
    if (buffer.size == 0) {
      return Status.win(
          state.toMove().opponent(),
          SquareAbaloneTermination.NO_LEGAL_MOVE,
          Ball.of(state.toMove()) + " has no legal move and loses");
    }
    if (engine.plyLimitReached(state.ply())) {
      return Status.draw(
          SquareAbaloneTermination.PLY_LIMIT,
          "the ply limit of " + drawOptions.plyLimit().getAsInt() + " was reached");
    }
    return Status.ongoing();
  }

  /**
   * Returns the ply limit when one is set: no game lasts longer. Empty otherwise, as a game
   * without captures can go on for ever; tools that need finite games bring their own cap.
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
   * {@link #play} and {@link #status}. Each move is drawn as {@code random.nextInt(n)} over the
   * {@code n} legal moves in the order of {@link #legalMoves}, so a generator in the same state
   * plays the same game as {@link Playouts#playRandomly(Rules, Object, RandomGenerator, int)} with
   * the same cap.
   *
   * <pre>{@code
   * SquareAbalone rules = SquareAbalone.standard();
   * SplittableRandom random = new SplittableRandom(42);
   * int lightWins = 0;
   * for (int i = 0; i < 1_000; i++) {
   *   if (rules.randomPlayout(rules.initialState(), random, 5_000) == PlayoutResult.FIRST_WINS) {
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
  public PlayoutResult randomPlayout(SquareAbaloneState state, RandomGenerator random, int plyCap) {
    Playouts.requireCap(plyCap);
    return engine.playout(
        state.rows().clone(),
        state.columns().clone(),
        state.toMove(),
        state.ply(),
        state.captured(Player.FIRST),
        state.captured(Player.SECOND),
        random,
        plyCap);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof SquareAbalone other)) {
      return false;
    }
    return jointOpening == other.jointOpening
        && winAt == other.winAt
        && distanceByOwnBalls == other.distanceByOwnBalls
        && anyDistance == other.anyDistance
        && stopOnCollision == other.stopOnCollision
        && continueWithMajority == other.continueWithMajority
        && sidewaysMoves == other.sidewaysMoves
        && ownBallsOff == other.ownBallsOff
        && drawOptions.equals(other.drawOptions);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        jointOpening, winAt, distanceByOwnBalls, anyDistance, stopOnCollision,
        continueWithMajority, sidewaysMoves, ownBallsOff, drawOptions);
  }

  /**
   * Describes the game, such as {@code SquareAbalone[win at 9, b any distance, c stop on
   * collision, ply limit 200]}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("SquareAbalone[win at ").append(winAt);
    if (jointOpening) {
      out.append(", joint opening");
    }
    if (distanceByOwnBalls) {
      out.append(", a distance by own balls");
    }
    if (anyDistance) {
      out.append(", b any distance");
    }
    if (stopOnCollision) {
      out.append(", c stop on collision");
    }
    if (continueWithMajority) {
      out.append(", d continue with majority");
    }
    if (sidewaysMoves) {
      out.append(", e sideways moves");
    }
    if (ownBallsOff) {
      out.append(", f own balls off");
    }
    if (drawOptions.plyLimit().isPresent()) {
      out.append(", ply limit ").append(drawOptions.plyLimit().getAsInt());
    }
    return out.append(']').toString();
  }

  /**
   * Configures a Square Abalone game. It starts as the standard game; the options are the
   * booklet's a–f, the joint opening, N and the library's ply limit.
   *
   * <pre>{@code
   * SquareAbalone rules = SquareAbalone.builder()
   *     .jointOpening(true).distanceByOwnBalls(true).stopOnCollision(true).winAt(7).build();
   * }</pre>
   *
   * <p>A builder is not thread-safe; the rules it builds are.
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder {
    private boolean jointOpening;
    private int winAt = DEFAULT_WIN_AT;
    private boolean distanceByOwnBalls;
    private boolean anyDistance;
    private boolean stopOnCollision;
    private boolean continueWithMajority;
    private boolean sidewaysMoves;
    private boolean ownBallsOff;
    private DrawOptions drawOptions = DrawOptions.NONE;

    private Builder() {}

    /**
     * Sets the joint opening: the players place 24 balls each on the inner 7x7, LIGHT first; the
     * one who placed last (DARK) pushes first.
     *
     * @param on true for the joint opening
     * @return this builder
     */
    public Builder jointOpening(boolean on) {
      this.jointOpening = on;
      return this;
    }

    /**
     * Sets N, the number of opponent balls to push off to win.
     *
     * @param n 1 or more; {@link #build()} also checks that it is at most the balls a player
     *     starts with
     * @return this builder
     * @throws IllegalArgumentException if {@code n} is less than 1
     */
    public Builder winAt(int n) {
      if (n < 1) {
        throw new IllegalArgumentException("N, the balls to push off to win, must be 1 or more, not " + n);
      }
      this.winAt = n;
      return this;
    }

    /**
     * Sets option a: a run may also be pushed exactly as many points as it holds mover's balls
     * (besides the one-point push); with option c a collision may stop that push sooner, and it
     * is the move of the distance it went.
     *
     * @param on true for option a
     * @return this builder
     */
    public Builder distanceByOwnBalls(boolean on) {
      this.distanceByOwnBalls = on;
      return this;
    }

    /**
     * Sets option b: a run may be pushed any number of points.
     *
     * @param on true for option b
     * @return this builder
     */
    public Builder anyDistance(boolean on) {
      this.anyDistance = on;
      return this;
    }

    /**
     * Sets option c (needs a or b): a pushed run passes through empty points only, and the
     * collision stops the push (the booklet: "az ütközés megállítja a tolást"): the run stops
     * touching the ball it met, and the move is named by where it stops.
     *
     * @param on true for option c
     * @return this builder
     */
    public Builder stopOnCollision(boolean on) {
      this.stopOnCollision = on;
      return this;
    }

    /**
     * Sets option d (needs c): at a collision the balls met join the run, and the push goes on
     * for the points left if the mover has the strict majority in the lengthened run; where the
     * majority is lost, the push stops at that collision.
     *
     * @param on true for option d
     * @return this builder
     */
    public Builder continueWithMajority(boolean on) {
      this.continueWithMajority = on;
      return this;
    }

    /**
     * Sets option e: a run of two or more of the mover's own balls may move one point sideways
     * into empty points.
     *
     * @param on true for option e
     * @return this builder
     */
    public Builder sidewaysMoves(boolean on) {
      this.sidewaysMoves = on;
      return this;
    }

    /**
     * Sets option f: a player may push off his own balls (they count for the opponent).
     *
     * @param on true for option f
     * @return this builder
     */
    public Builder ownBallsOff(boolean on) {
      this.ownBallsOff = on;
      return this;
    }

    /**
     * Sets the draws the rules text does not know. Square Abalone offers only the <b>ply
     * limit</b> (off by default): a game that has played that many plies from its start,
     * placements included, without another end is drawn ({@link
     * SquareAbaloneTermination#PLY_LIMIT}); {@link SquareAbalone#plyBound()} is then the limit.
     *
     * <pre>{@code
     * SquareAbalone rules =
     *     SquareAbalone.builder().drawOptions(DrawOptions.NONE.withPlyLimit(300)).build();
     * }</pre>
     *
     * @param drawOptions a ply limit or none, without a repetition draw
     * @return this builder
     * @throws IllegalArgumentException if the options hold a repetition draw
     */
    public Builder drawOptions(DrawOptions drawOptions) {
      this.drawOptions =
          Objects.requireNonNull(drawOptions, "drawOptions").requireNoRepetitionDraw("Square Abalone");
      return this;
    }

    /**
     * Builds the rules.
     *
     * @return the rules
     * @throws IllegalArgumentException if options a and b are both on, c is on without a or b, d
     *     without c, or N is more than the balls a player starts with
     */
    public SquareAbalone build() {
      if (distanceByOwnBalls && anyDistance) {
        throw new IllegalArgumentException(
            "Options a (distance by own balls) and b (any distance) exclude each other: b already"
                + " allows every distance a does");
      }
      if (stopOnCollision && !distanceByOwnBalls && !anyDistance) {
        throw new IllegalArgumentException(
            "Option c (stop on collision) needs option a or b: a one-point push never meets a ball");
      }
      if (continueWithMajority && !stopOnCollision) {
        throw new IllegalArgumentException(
            "Option d (continue with majority) needs option c: without c a push goes on after a"
                + " collision anyway");
      }
      int balls = jointOpening ? JOINT_OPENING_BALLS : STANDARD_BALLS;
      if (winAt > balls) {
        throw new IllegalArgumentException(
            "N = " + winAt + " is more than the " + balls + " balls each player has"
                + (jointOpening ? " in the joint opening" : ""));
      }
      return new SquareAbalone(this);
    }
  }
}
