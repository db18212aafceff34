package io.github.boardrules.pikkpakk;

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
import io.github.boardrules.pikkpakk.internal.CodedMoveList;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.MoveBuffer;
import io.github.boardrules.pikkpakk.internal.PikkPakkEngine;
import io.github.boardrules.pikkpakk.internal.PikkPakkLegality;
import io.github.boardrules.pikkpakk.internal.PikkPakkRefusal;
import io.github.boardrules.pikkpakk.internal.Refusal;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.function.IntFunction;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Pikk-Pakk, the pushing game of the COGITORG booklet, with its six variants.
 *
 * <p>The basic game: a 9x9 board; the opening is a 7x7 block of balls on b2–h8 (24 LIGHT {@code
 * X}, 24 DARK {@code o}, the TARGET {@code R} on e5) in the "spiral" pattern, the rim empty. LIGHT
 * ({@link Player#FIRST}) moves first. A move pushes a maximal run of exactly 7 touching balls of a
 * row or column one point along its line into the empty point beyond; the mover must have a strict
 * majority of the run (the TARGET counts for nobody), and no ball may leave the board. A player
 * wins as soon as the four orthogonal neighbours of the TARGET hold his balls; a player without a
 * legal move loses. Nothing else ends a game: the rules know no draw, so by default a game can go
 * on for ever (the draws below are options).
 *
 * <pre>{@code
 * PikkPakk rules = PikkPakk.standard();
 * PikkPakkState state = rules.initialState();
 * state = rules.play(state, rules.notation().parse("b7-h7>"));   // the row b7-h7 one point right
 * rules.legalMoves(state);                                      // DARK's pushes
 * rules.status(state);                                          // ongoing
 * PikkPakk capture = PikkPakk.builder().capture(true).winningTieMove(true)
 *     .drawOptions(DrawOptions.NONE.withPlyLimit(300)).build();
 * }</pre>
 *
 * <h2>Variants (builder options; each off by default)</h2>
 *
 * <ol>
 *   <li>{@link Builder#winningTieMove}: a run with equal numbers of LIGHT and DARK balls may be
 *       moved too, but only by a move that wins at once for the mover.
 *   <li>{@link Builder#capture}: runs of any length move (the truncated-run ban is lifted), one
 *       point either way; a run whose leading ball stands on the rim pushes that ball off the board.
 *       <b>Decision (rules text):</b> a move that would push the TARGET off is illegal.
 *   <li>{@link Builder#enlargedBoard}: an odd board size from 9 to {@value Point#MAX_SIZE}, the 7x7
 *       block centred, and a run may move any number of points through empty points.
 *   <li>{@link Builder#square}: the 7x7 block never moves: a move rotates one whole row or column
 *       of the block cyclically by one point (the ball pushed out re-enters at the emptied end),
 *       with the majority rule.
 *   <li>{@link Builder#neutralFrame}: the square variant on the full 9x9 board: the opening is
 *       surrounded by 32 NEUTRAL balls {@code N}, and whole rows and columns of 9 rotate; NEUTRAL
 *       balls count for nobody.
 *   <li>{@link Builder#jointOpening}: only the TARGET starts on the board (with the neutral frame:
 *       and the frame); LIGHT and DARK alternately place a ball on an empty point of the 7x7 opening
 *       area, LIGHT first, until it is full (48 placements); then the player who placed the last
 *       ball, DARK, makes the first push.
 * </ol>
 *
 * <p>They combine freely, except that the square and neutral-frame variants exclude each other,
 * the capture variant and the enlarged board (see the Decisions below). Pikk-Pakk offers both of
 * core's draw options ({@link Builder#drawOptions}), draws the rules do not know, both off by
 * default: a ply limit ({@link PikkPakkTermination#PLY_LIMIT}) and a repetition draw ({@link
 * PikkPakkTermination#REPETITION}):
 *
 * <pre>{@code
 * PikkPakk.standard().plyBound();                                  // empty: no draw, no bound
 * PikkPakk limited = PikkPakk.builder()
 *     .drawOptions(DrawOptions.NONE.withPlyLimit(200).withRepetitionDraw(3)).build();
 * limited.plyBound();                                              // OptionalInt[200]
 * }</pre>
 *
 * <h2>Decisions</h2>
 *
 * <p>The rules text (the project's {@code pikkpakk.md}, from the booklet) fixes these; they are
 * binding:
 *
 * <ul>
 *   <li><b>Decision (rules text) — opening:</b> the booklet's figure is missing; the opening is the
 *       one of the Zillions-of-Games rules file by Karl Scherer and the inventor László Nagy, shown
 *       by {@link PikkPakkState#render()} of {@link #initialState()}; LIGHT starts, as the booklet
 *       says ("világos kezd").
 *   <li><b>Decision (rules text) — the basic move:</b> a maximal run of exactly 7 touching balls
 *       (TARGET included in the 7), a strict majority of the mover's balls (with 7 balls: "at
 *       least 4"), pushed one point into the empty point beyond; no ball leaves the board.
 *   <li><b>Decision (rules text) — enclosure by the opponent:</b> if a move encloses the TARGET with
 *       the opponent's balls, the opponent wins: the enclosing colour wins, whoever moved. A TARGET
 *       on the rim cannot be enclosed.
 *   <li><b>Decision (rules text) — capture:</b> a move that would push the TARGET off is illegal.
 *   <li><b>Decision (rules text) — no draw in the rules:</b> the library offers an optional ply
 *       limit and an optional repetition draw, both off by default; a game stopped that way is a
 *       draw with its own termination, {@link PikkPakkTermination#PLY_LIMIT} or {@link
 *       PikkPakkTermination#REPETITION}. Without them {@link #status} returns only ongoing, a win
 *       by {@link PikkPakkTermination#ENCLOSURE} or a win by {@link
 *       PikkPakkTermination#NO_LEGAL_MOVE}, however long the game, and {@link #plyBound()} is
 *       empty.
 * </ul>
 *
 * <p>Where the rules text is silent this library chose, and says so:
 *
 * <ul>
 *   <li><b>Decision (library) — the ply limit</b> counts plies from the game's start, placements
 *       included: with a ply limit of {@code n} a game is drawn when its state's ply count reaches
 *       {@code n}.
 *   <li><b>Decision (library) — repetition:</b> with a repetition draw at {@code n}, a game is
 *       drawn when a position (the board and the player to move) occurs for the {@code n}-th time.
 *       The earlier positions are part of the state (and of its equality and position text) since
 *       the last irreversible move, a placement or a capture: no earlier position can recur after
 *       one.
 *   <li><b>Decision (library) — order of the end checks:</b> enclosure first; then a player without
 *       a legal move loses; then repetition; then the ply limit. So the move that reaches the limit
 *       can still win by enclosure, and a player without a legal move loses even at the limit.
 *   <li><b>Decision (library) — enlarged board:</b> a run moving {@code d} points passes through
 *       empty points only: the {@code d} points beyond its leading end must be on the board and
 *       empty (it never pushes other balls). With the capture variant too, a ball falls off only in
 *       a one-point shift of a run whose leading ball is on the rim. The run is still exactly 7
 *       balls long without the capture variant. Sizes are odd, 9 to {@value Point#MAX_SIZE} (each
 *       line is a 16-bit field of the state); size 9 with this option gives the 9x9 game with
 *       shifts of any distance.
 *   <li><b>Decision (library) — capture:</b> the ball pushed off may be of either colour, the
 *       mover's own too (the rules text sets no limit); only the TARGET is protected. A run of any
 *       length means from one ball up; a run of one ball of the mover's colour moves.
 *   <li><b>Decision (library) — combinations:</b> the square and neutral-frame variants are played
 *       on the 9x9 board (the block never moves, so a larger board adds only empty points) and
 *       exclude the capture variant (nothing leaves the board in a rotation); they exclude each
 *       other (the neutral frame is itself a square variant). All other combinations are allowed.
 *   <li><b>Decision (library) — joint opening:</b> the TARGET starts on the centre of the opening
 *       area (with the neutral frame, the frame is there from the start); after the 48th placement
 *       the player who made it moves again (DARK), then the players alternate. The enclosure rule
 *       holds from the first position on, <em>also during the placement phase</em>: a player whose
 *       placement puts the fourth of his balls around the TARGET wins at once, and the placements
 *       end there. In random joint-opening games this ends about one game in ten before the
 *       pushing starts (measured: see the module README). For example, with LIGHT on d5, f5 and
 *       e6 and DARK elsewhere, LIGHT's placement on e4 wins:
 *       <pre>{@code
 * PikkPakk joint = PikkPakk.builder().jointOpening(true).build();
 * PikkPakkState s = joint.initialState();
 * for (String point : List.of("d5", "b2", "f5", "c2", "e6", "d2", "e4")) {
 *   s = joint.play(s, joint.notation().parse(point));
 * }
 * joint.status(s);   // LIGHT wins (ENCLOSURE) after 7 of the 48 placements
 * }</pre>
 *   <li><b>Decision (library) — winning tie move:</b> it applies to whatever run the game moves
 *       (a 7-run, a capture run of any length, a rotated line); "wins at once" means that after the
 *       move the TARGET is enclosed by the mover's balls.
 *   <li><b>Decision (library) — a rotation that changes nothing</b> (a line of one colour in the
 *       square variants) is a legal move: the rules only ask for the majority.
 *   <li><b>Decision (library) — positions:</b> any board with exactly one TARGET is a valid
 *       position of the basic game (openings other than the spiral can be set up); the square
 *       variant requires the occupied points to be exactly the 7x7 block, the neutral frame a full
 *       board; NEUTRAL balls appear only with the neutral frame; a joint-opening position in the
 *       placement phase must be reachable by placements (see {@link #positions()}).
 * </ul>
 *
 * <h2>Move order</h2>
 *
 * <p>{@link #legalMoves} lists placements by point, rows from the bottom and within a row from the
 * left. It lists shifts of rows (from the bottom row up) before shifts of columns (from column
 * {@code a}); within a line, runs from the lower end; for a run, the shifts towards higher columns
 * or rows ({@code >}, {@code ^}) by increasing distance, then those towards lower ones ({@code <},
 * {@code v}). {@link #randomPlayout} draws from the same order.
 *
 * <h2>Performance</h2>
 *
 * <p>A state stores each row and each column as one {@code long} holding four 16-bit masks (LIGHT,
 * DARK, TARGET, NEUTRAL): a line's runs, majorities and shifts are a few shifts, masks and bit
 * counts, and a move rewrites its line and the crossed lines. {@link #randomPlayout} plays random
 * games without making states or move objects.
 *
 * <p>Rules objects are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class PikkPakk implements Rules<PikkPakkState, PikkPakkMove> {
  /** The size of the basic game's board. */
  public static final int STANDARD_SIZE = PikkPakkEngine.STANDARD_SIZE;

  /** The side of the opening block, and the length of the runs the basic game pushes. */
  public static final int BLOCK = PikkPakkEngine.BLOCK;

  /** The number of placements of the joint opening: the 7x7 area without the TARGET's point. */
  public static final int PLACEMENTS = PikkPakkEngine.PLACEMENTS;

  /** The spiral opening, rows from the top (row 8) to the bottom (row 2) of the block. */
  private static final List<String> SPIRAL = List.of(
      "Xoooooo", "XoXXXXX", "XoXoooX", "XoXRXoX", "XoooXoX", "XXXXXoX", "ooooooX");

  private final int size;
  private final boolean winningTieMove;
  private final boolean capture;
  private final boolean anyDistance;
  private final boolean square;
  private final boolean neutralFrame;
  private final boolean jointOpening;
  private final DrawOptions drawOptions;
  /** The occurrences of a position that draw, 0 for no repetition draw: read by every move. */
  private final int repetitionDraw;

  private final PikkPakkEngine engine;
  /** The engine's decoder, made once: {@code legalMoves} decodes a move only when it is read. */
  private final IntFunction<PikkPakkMove> decoder;
  private final PikkPakkLegality legality;
  private final PikkPakkState initial;
  private final PikkPakkNotation notation;

  private PikkPakk(Builder b) {
    this.size = b.size;
    this.winningTieMove = b.winningTieMove;
    this.capture = b.capture;
    this.anyDistance = b.anyDistance;
    this.square = b.square;
    this.neutralFrame = b.neutralFrame;
    this.jointOpening = b.jointOpening;
    this.drawOptions = b.drawOptions;
    this.repetitionDraw = drawOptions.repetitionDraw().orElse(0);
    this.engine =
        new PikkPakkEngine(
            size, winningTieMove, capture, anyDistance, square, neutralFrame, jointOpening,
            drawOptions.plyLimit().orElse(0));
    this.decoder = code -> PikkPakkMove.ofWritten(engine.written(code));
    this.legality =
        new PikkPakkLegality(
            engine, size, winningTieMove, capture, anyDistance, square, jointOpening);
    this.initial = makeInitial(size, engine.blockLow(), jointOpening, neutralFrame);
    this.notation = new PikkPakkNotation(size);
  }

  /**
   * Returns the basic game: 9x9, the spiral opening, no variant, no ply limit and no repetition
   * draw, so that a game ends only by enclosure or by a player without a legal move.
   *
   * @return the basic game
   */
  public static PikkPakk standard() {
    return builder().build();
  }

  /**
   * Returns a builder, set to the basic game.
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
    b.size = size;
    b.winningTieMove = winningTieMove;
    b.capture = capture;
    b.anyDistance = anyDistance;
    b.square = square;
    b.neutralFrame = neutralFrame;
    b.jointOpening = jointOpening;
    b.drawOptions = drawOptions;
    return b;
  }

  private static PikkPakkState makeInitial(
      int size, int blockLow, boolean jointOpening, boolean neutralFrame) {
    long[] rows = new long[size];
    long[] columns = new long[size];
    int centre = size / 2;
    for (int r = 0; r < size; r++) {
      for (int c = 0; c < size; c++) {
        boolean inBlock =
            c >= blockLow && c < blockLow + BLOCK && r >= blockLow && r < blockLow + BLOCK;
        Ball ball = null;
        if (inBlock && !jointOpening) {
          ball = Ball.ofSymbol(SPIRAL.get(blockLow + BLOCK - 1 - r).charAt(c - blockLow));
        } else if (inBlock && c == centre && r == centre) {
          ball = Ball.TARGET;
        } else if (!inBlock && neutralFrame) {
          ball = Ball.NEUTRAL;
        }
        if (ball != null) {
          LineBoard.set(rows, columns, c, r, LineBoard.planeOf(ball.ordinal()));
        }
      }
    }
    return new PikkPakkState(
        size, rows, columns, centre * size + centre, Player.FIRST, 0, null);
  }

  boolean inBlock(int column, int row) {
    return engine.inBlock(column, row);
  }

  // ---------------------------------------------------------------------------------------------
  // Options

  /**
   * Returns the number of rows and columns of the board.
   *
   * @return 9, or the enlarged board's size
   */
  public int size() {
    return size;
  }

  /**
   * Tells whether a run with equal numbers of both colours may move when the move wins at once.
   *
   * @return true with variant 1
   */
  public boolean winningTieMove() {
    return winningTieMove;
  }

  /**
   * Tells whether runs of any length move and balls can be pushed off the board.
   *
   * @return true with variant 2
   */
  public boolean capture() {
    return capture;
  }

  /**
   * Tells whether a run may move more than one point (the enlarged-board variant).
   *
   * @return true with variant 3
   */
  public boolean anyDistance() {
    return anyDistance;
  }

  /**
   * Tells whether moves rotate the whole rows and columns of the 7x7 block.
   *
   * @return true with variant 4
   */
  public boolean square() {
    return square;
  }

  /**
   * Tells whether the board is full, with a frame of NEUTRAL balls, and moves rotate whole lines.
   *
   * @return true with variant 5
   */
  public boolean neutralFrame() {
    return neutralFrame;
  }

  /**
   * Tells whether the game starts with the placement phase of the joint opening.
   *
   * @return true with variant 6
   */
  public boolean jointOpening() {
    return jointOpening;
  }

  /**
   * Returns the draws the rules do not know that this game adds (see {@link
   * Builder#drawOptions}): with a ply limit, a game that has played that many plies from its start
   * without another end is drawn ({@link PikkPakkTermination#PLY_LIMIT}); with a repetition draw,
   * a game is drawn ({@link PikkPakkTermination#REPETITION}) when the same position with the same
   * player to move has occurred that many times.
   *
   * <pre>{@code
   * PikkPakk.standard().drawOptions();   // DrawOptions.NONE: the rules as written
   * }</pre>
   *
   * @return the draw options, {@link DrawOptions#NONE} by default
   */
  public DrawOptions drawOptions() {
    return drawOptions;
  }

  /** Tells whether the state keeps its earlier positions: with the repetition draw only. */
  boolean keepsHistory() {
    return repetitionDraw > 0;
  }

  private boolean repeated(PikkPakkState state) {
    return repetitionDraw > 0 && state.occurrences() >= repetitionDraw;
  }

  /**
   * Returns the game for learning code: placements and run moves as integer actions on the
   * game's board, and the balls as planes of {@code {6, n, n}} from the point of view of the player
   * to move. See the module README, "Encoding for learning".
   *
   * <pre>{@code
   * ActionEncoding<PikkPakkState, PikkPakkMove> encoding = PikkPakk.standard().encoding();
   * encoding.observationShape();   // {6, 9, 9}
   * }</pre>
   *
   * @return the encoding
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
  public ActionEncoding<PikkPakkState, PikkPakkMove> encoding() {
    return new PikkPakkEncoding(this);
  }

  /**
   * Returns the move notation: {@link PikkPakkMove#toString()} and {@link PikkPakkMove#parse},
   * with the points also checked to lie on this game's board.
   *
   * @return the notation
   */
  public MoveNotation<PikkPakkMove> notation() {
    return notation;
  }

  /**
   * Returns the position text. It is the board's rows from the top, separated by {@code /}, each
   * written with one character per point ({@code X} LIGHT, {@code o} DARK, {@code R} TARGET,
   * {@code N} NEUTRAL, {@code .} empty); a space and the player to move ({@code X} or {@code o});
   * a space and the ply count; and, only with the repetition draw, the earlier positions since
   * the last irreversible move, oldest first, each a space and a board. The basic game
   * starts:
   *
   * <pre>
   * ........./.Xoooooo./.XoXXXXX./.XoXoooX./.XoXRXoX./.XoooXoX./.XXXXXoX./.ooooooX./......... X 0
   * </pre>
   *
   * <p>Reading checks the board's size, the characters, exactly one TARGET, NEUTRAL balls only
   * with the neutral frame, the block's occupancy in the square variants (after any placement
   * phase), in the joint opening's
   * placement phase (ply count below 48) that the board is the start plus the placed balls with
   * the right counts and player, and that earlier positions have the same ball counts.
   *
   * @return the position format
   */
  public PositionFormat<PikkPakkState> positions() {
    return new PikkPakkPositions(this);
  }

  // ---------------------------------------------------------------------------------------------
  // Rules

  @Override
  public PikkPakkState initialState() {
    return initial;
  }

  @Override
  public Player toMove(PikkPakkState state) {
    requireBoard(state);
    return state.toMove();
  }

  /**
   * Returns how many balls the joint opening's placement phase still places before the first
   * push (the phase's 48 placements count as its first 48 plies): 0 once the pushing has begun
   * and in every game without the joint opening.
   *
   * <pre>{@code
   * PikkPakk joint = PikkPakk.builder().jointOpening(true).build();
   * joint.placementsLeft(joint.initialState());   // 48
   * }</pre>
   *
   * @param state a position of this game
   * @return 0 to {@link #PLACEMENTS}
   * @throws IllegalArgumentException if the state is of another board size
   */
  @API(status = STABLE, since = "0.2.0")
  public int placementsLeft(PikkPakkState state) {
    requireBoard(state);
    return placing(state) ? PLACEMENTS - state.ply() : 0;
  }

  boolean placing(PikkPakkState state) {
    return engine.placing(state.ply());
  }

  private boolean stopped(PikkPakkState state) {
    return engine.enclosure(state.rows(), state.targetIndex()) != 0
        || repeated(state)
        || engine.plyLimitReached(state.ply());
  }

  @Override
  public List<PikkPakkMove> legalMoves(PikkPakkState state) {
    requireBoard(state);
    if (stopped(state)) {
      return Collections.emptyList();
    }
    MoveBuffer buffer = new MoveBuffer(size);
    engine.generate(
        state.rows(), state.columns(), state.targetIndex(), state.toMove(), placing(state), buffer);
    return CodedMoveList.of(buffer, decoder);
  }


  @Override
  public Legality check(PikkPakkState state, PikkPakkMove move) {
    requireBoard(state);
    Objects.requireNonNull(move, "move");
    if (engine.enclosure(state.rows(), state.targetIndex()) == 0
        && !repeated(state)
        && !engine.plyLimitReached(state.ply())) {
      // Then the game is over only when no move is legal; one that passes the move's own checks
      // is legal, and the game goes on: no need to generate every move to know it.
      Legality checked = checkMove(state, move);
      if (checked.isLegal()) {
        return checked;
      }
    }
    Status status = status(state);
    if (status.isOver()) {
      return Legality.illegal(PikkPakkReason.GAME_OVER, "The game is over: " + status.description());
    }
    return checkMove(state, move);
  }

  /** The legality's answer for a move in a game that goes on. */
  private Legality checkMove(PikkPakkState state, PikkPakkMove move) {
    Refusal<PikkPakkRefusal> refusal =
        legality.check(
            state.rows(), state.columns(), state.targetIndex(), state.toMove(), state.ply(),
            move.written());
    return refusal == null
        ? Legality.legal()
        : Legality.illegal(reason(refusal.reason()), refusal.message());
  }

  /** The public reason of the legality's refusal of the same name. */
  static PikkPakkReason reason(PikkPakkRefusal refusal) {
    return switch (refusal) {
      case GAME_OVER -> PikkPakkReason.GAME_OVER;
      case WRONG_PHASE -> PikkPakkReason.WRONG_PHASE;
      case OFF_BOARD -> PikkPakkReason.OFF_BOARD;
      case OUTSIDE_OPENING_AREA -> PikkPakkReason.OUTSIDE_OPENING_AREA;
      case OCCUPIED -> PikkPakkReason.OCCUPIED;
      case NOT_A_RUN -> PikkPakkReason.NOT_A_RUN;
      case NOT_MAXIMAL -> PikkPakkReason.NOT_MAXIMAL;
      case NOT_A_WHOLE_LINE -> PikkPakkReason.NOT_A_WHOLE_LINE;
      case WRONG_LENGTH -> PikkPakkReason.WRONG_LENGTH;
      case NO_MAJORITY -> PikkPakkReason.NO_MAJORITY;
      case TIE_NOT_WINNING -> PikkPakkReason.TIE_NOT_WINNING;
      case TOO_FAR -> PikkPakkReason.TOO_FAR;
      case BLOCKED -> PikkPakkReason.BLOCKED;
      case LEAVES_BOARD -> PikkPakkReason.LEAVES_BOARD;
      case TARGET_OFF_BOARD -> PikkPakkReason.TARGET_OFF_BOARD;
    };
  }

  @Override
  public PikkPakkState playUnchecked(PikkPakkState state, PikkPakkMove move) {
    requireBoard(state);
    long[] rows = state.rows().clone();
    long[] columns = state.columns().clone();
    int code = engine.encode(move.written());
    int target = engine.apply(rows, columns, state.targetIndex(), code, state.toMove());
    Player next = engine.nextToMove(state.toMove(), state.ply());
    long hash =
        engine.hashAfter(
            state.positionHash(), state.rows(), state.columns(), rows, columns, code,
            state.toMove(), next);
    PikkPakkState earlier = keepsHistory() && !engine.irreversible(code) ? state : null;
    int ply = PlyCount.next(state.ply());
    if (earlier != null && ply != state.ply() + 1) {
      // The count saturated: the earlier positions count back from it, as the position text reads them.
      earlier = earlier.renumbered(ply - 1);
    }
    return new PikkPakkState(size, rows, columns, target, next, ply, earlier, hash);
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
  public Status status(PikkPakkState state) {
    requireBoard(state);
    int enclosing = engine.enclosure(state.rows(), state.targetIndex());
    if (enclosing != 0) {
      Player winner = enclosing == 1 ? Player.FIRST : Player.SECOND;
      return Status.win(
          winner,
          PikkPakkTermination.ENCLOSURE,
          Ball.of(winner) + " balls enclose the TARGET on " + state.target());
    }
    if (!hasLegalMove(state)) {
      return Status.win(
          state.toMove().opponent(),
          PikkPakkTermination.NO_LEGAL_MOVE,
          Ball.of(state.toMove()) + " has no legal move and loses");
    }
    if (repeated(state)) {
      return Status.draw(
          PikkPakkTermination.REPETITION,
          "the position occurred for the " + ordinal(repetitionDraw) + " time");
    }
    if (engine.plyLimitReached(state.ply())) {
      return Status.draw(
          PikkPakkTermination.PLY_LIMIT,
          "the ply limit of " + drawOptions.plyLimit().getAsInt() + " was reached");
    }
    return Status.ongoing();
  }

  private static String ordinal(int n) {
    return switch (n) {
      case 2 -> "second";
      case 3 -> "third";
      default -> n + "th";
    };
  }

  private boolean hasLegalMove(PikkPakkState state) {
    MoveBuffer buffer = new MoveBuffer(size);
    engine.generate(
        state.rows(), state.columns(), state.targetIndex(), state.toMove(), placing(state), buffer);
    return buffer.size > 0;
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
   * moves are played, on a few scratch arrays made once per call, without making states or move
   * objects: the fast path for Monte-Carlo engines. It uses the same move generation, moves and
   * end checks as {@link #legalMoves}, {@link #play} and {@link #status}. Each move is drawn as
   * {@code random.nextInt(n)} over the {@code n} legal moves in the order of {@link #legalMoves},
   * so a generator in the same state plays the same game as {@link Playouts#playRandomly(Rules,
   * Object, RandomGenerator, int)} with the same cap. With the repetition draw, which needs each
   * game's earlier positions, it plays through the plain API.
   *
   * <pre>{@code
   * PikkPakk rules = PikkPakk.standard();
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
   * @throws IllegalArgumentException if the state is for a board of another size, or the cap is
   *     negative
   */
  public PlayoutResult randomPlayout(PikkPakkState state, RandomGenerator random, int plyCap) {
    requireBoard(state);
    Playouts.requireCap(plyCap);
    if (keepsHistory()) {
      return Playouts.playout(this, state, random, plyCap);
    }
    return engine.playout(
        state.rows().clone(),
        state.columns().clone(),
        state.targetIndex(),
        state.toMove(),
        state.ply(),
        random,
        plyCap);
  }


  /** The engine that generates and plays moves: for the evaluation and the position reader. */
  PikkPakkEngine engine() {
    return engine;
  }

  void requireBoard(PikkPakkState state) {
    if (state.size() != size) {
      throw new IllegalArgumentException(
          "The state is for a " + state.size() + "x" + state.size() + " board, this game is "
              + size + "x" + size);
    }
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof PikkPakk other)) {
      return false;
    }
    return size == other.size
        && winningTieMove == other.winningTieMove
        && capture == other.capture
        && anyDistance == other.anyDistance
        && square == other.square
        && neutralFrame == other.neutralFrame
        && jointOpening == other.jointOpening
        && drawOptions.equals(other.drawOptions);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        size, winningTieMove, capture, anyDistance, square, neutralFrame, jointOpening, drawOptions);
  }

  /**
   * Describes the game, such as {@code PikkPakk[9x9, capture, winning tie move, ply limit 200]}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("PikkPakk[").append(size).append('x').append(size);
    if (anyDistance) {
      out.append(", enlarged (any distance)");
    }
    if (winningTieMove) {
      out.append(", winning tie move");
    }
    if (capture) {
      out.append(", capture");
    }
    if (square) {
      out.append(", square");
    }
    if (neutralFrame) {
      out.append(", neutral frame");
    }
    if (jointOpening) {
      out.append(", joint opening");
    }
    if (drawOptions.plyLimit().isPresent()) {
      out.append(", ply limit ").append(drawOptions.plyLimit().getAsInt());
    }
    if (repetitionDraw > 0) {
      out.append(", repetition draw ").append(repetitionDraw);
    }
    return out.append(']').toString();
  }

  /**
   * Configures a Pikk-Pakk game. It starts as the basic game; the options are the booklet's six
   * variants and the library's two ways to stop endless games.
   *
   * <pre>{@code
   * PikkPakk rules = PikkPakk.builder()
   *     .enlargedBoard(11).capture(true).jointOpening(true)
   *     .drawOptions(DrawOptions.NONE.withPlyLimit(500)).build();
   * }</pre>
   *
   * <p>A builder is not thread-safe; the rules it builds are.
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder {
    private int size = STANDARD_SIZE;
    private boolean winningTieMove;
    private boolean capture;
    private boolean anyDistance;
    private boolean square;
    private boolean neutralFrame;
    private boolean jointOpening;
    private DrawOptions drawOptions = DrawOptions.NONE;

    private Builder() {}

    /**
     * Sets variant 1: a run with equal numbers of LIGHT and DARK balls may also move, when the
     * move wins at once for the mover.
     *
     * @param on true to allow the winning tie move
     * @return this builder
     */
    public Builder winningTieMove(boolean on) {
      this.winningTieMove = on;
      return this;
    }

    /**
     * Sets variant 2: runs of any length move one point either way, and a run whose leading ball
     * is on the rim pushes it off the board (never the TARGET).
     *
     * @param on true for the capture variant
     * @return this builder
     */
    public Builder capture(boolean on) {
      this.capture = on;
      return this;
    }

    /**
     * Sets variant 3: a board of {@code size} x {@code size} points with the 7x7 block centred,
     * on which runs move any number of points through empty points. The booklet recommends 11.
     *
     * @param size an odd number from 9 to {@value Point#MAX_SIZE}
     * @return this builder
     * @throws IllegalArgumentException if the size is even or out of range
     */
    public Builder enlargedBoard(int size) {
      if (size < STANDARD_SIZE || size > Point.MAX_SIZE || size % 2 == 0) {
        throw new IllegalArgumentException(
            "The enlarged board's size must be odd, 9 to " + Point.MAX_SIZE + ", not " + size);
      }
      this.size = size;
      this.anyDistance = true;
      return this;
    }

    /**
     * Goes back to the standard 9x9 board with one-point shifts.
     *
     * @return this builder
     */
    public Builder standardBoard() {
      this.size = STANDARD_SIZE;
      this.anyDistance = false;
      return this;
    }

    /**
     * Sets variant 4: moves rotate whole rows and columns of the 7x7 block by one point.
     *
     * @param on true for the square variant
     * @return this builder
     */
    public Builder square(boolean on) {
      this.square = on;
      return this;
    }

    /**
     * Sets variant 5: a frame of 32 NEUTRAL balls fills the 9x9 board around the block, and moves
     * rotate whole rows and columns of the board by one point.
     *
     * @param on true for the neutral frame
     * @return this builder
     */
    public Builder neutralFrame(boolean on) {
      this.neutralFrame = on;
      return this;
    }

    /**
     * Sets variant 6: the players first place their balls on the 7x7 area, LIGHT first; the one
     * who placed the last ball pushes first.
     *
     * @param on true for the joint opening
     * @return this builder
     */
    public Builder jointOpening(boolean on) {
      this.jointOpening = on;
      return this;
    }

    /**
     * Sets the draws the rules text does not know, both off by default ({@link DrawOptions#NONE}):
     * <ul>
     *   <li>a <b>ply limit</b>: a game that has played that many plies from its start, placements
     *       included, without another end is drawn ({@link PikkPakkTermination#PLY_LIMIT}); {@link
     *       PikkPakk#plyBound()} is then the limit. A move that reaches the limit can still win by
     *       enclosure, and a player without a legal move loses even at the limit;
     *   <li>a <b>repetition draw</b>: a game is drawn ({@link PikkPakkTermination#REPETITION}) when
     *       the same position — the board and the player to move — has occurred that many times.
     *       The states then keep their earlier positions since the last irreversible move (a
     *       placement or a capture).
     * </ul>
     *
     * <pre>{@code
     * PikkPakk rules = PikkPakk.builder().square(true)
     *     .drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build();
     * }</pre>
     *
     * @param drawOptions the ply limit and the repetition draw, each set or not
     * @return this builder
     */
    public Builder drawOptions(DrawOptions drawOptions) {
      this.drawOptions = Objects.requireNonNull(drawOptions, "drawOptions");
      return this;
    }

    /**
     * Builds the rules.
     *
     * @return the rules
     * @throws IllegalArgumentException if the square or neutral-frame variant is combined with
     *     each other, the capture variant or an enlarged board
     */
    public PikkPakk build() {
      if (square && neutralFrame) {
        throw new IllegalArgumentException(
            "The square and neutral-frame variants exclude each other: the neutral frame is the"
                + " square variant on the full board");
      }
      if ((square || neutralFrame) && capture) {
        throw new IllegalArgumentException(
            "The " + (square ? "square" : "neutral-frame")
                + " variant rotates lines, so nothing can be captured: it excludes the capture variant");
      }
      if ((square || neutralFrame) && anyDistance) {
        throw new IllegalArgumentException(
            "The " + (square ? "square" : "neutral-frame")
                + " variant is played on the 9x9 board with one-point rotations: it excludes the"
                + " enlarged board");
      }
      return new PikkPakk(this);
    }
  }
}
