package io.github.boardrules.nim;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.nim.internal.GridNimEngine;
import io.github.boardrules.nim.internal.GridNimLegality;
import io.github.boardrules.nim.internal.GridNimRefusal;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Grid NIM: balls on the points of a rectangular grid; a move removes balls from one row or one
 * column. The booklet's "1, 2, 3" NIM is the 4x4 grid where a move takes 1, 2 or 3 balls that
 * touch (consecutive points, no empty point between them); the player who takes the last ball
 * wins.
 *
 * <pre>{@code
 * GridNim rules = GridNim.standard();
 * GridNimState state = rules.initialState();          // oooo/oooo/oooo/oooo 1
 * state = rules.play(state, rules.notation().parse("b2-b4"));
 * rules.legalMoves(state).size();
 * GridNimSolver.of(rules).bestMove(state);            // a move that keeps the win, if any
 * GridNim misere = GridNim.builder().rows(3).columns(5).maxTake(GridNim.UNLIMITED)
 *     .touchingRequired(false).misere(true).build();
 * }</pre>
 *
 * <h2>Options</h2>
 *
 * <ul>
 *   <li>{@link #standard()}: "1, 2, 3" NIM, 4x4, take 1 to 3 touching balls.
 *   <li>{@link #touchingNotRequired()}: 4x4, take 1 to 3 balls from one row or column, wherever
 *       they are in it.
 *   <li>{@link #anyNumberFromLine()}: 4x4, take any number of balls, at least one, from one row or
 *       column, wherever they are in it.
 *   <li>{@link #builder()}: any rectangle with at most {@value #MAX_POINTS} points and at most
 *       {@value #MAX_COLUMNS} columns, any limit on the balls per move ({@link #UNLIMITED} for
 *       none), touching required or not, and normal or misère play (misère: the player who takes
 *       the last ball <em>loses</em>).
 * </ul>
 *
 * <h2>Notation and position text</h2>
 *
 * <p>Points are named like chess squares: column letters from {@code a} at the left, row numbers
 * from {@code 1} at the bottom. A move is the list of the points it empties. <b>Decision:</b> the
 * notation writes one point as its name ({@code c1}), points that are all the points between two
 * ends of one row or column as a range ({@code b2-b4}, lower end first), and any other set — legal
 * only when touching is not required — as a comma list in index order, by rows from the bottom and
 * within a row from the left ({@code a1,a3}). The parser reads a comma list whose items are points
 * or ranges, in any order and with ranges in either direction ({@code b4-b2}), each point named
 * once and on the board; columns are lower-case letters and rows have no leading zero. See {@link
 * #notation()}.
 *
 * <p>The position text lists the rows from the top (highest row) to the bottom, separated by
 * {@code /}, with {@code o} for a ball and {@code .} for an empty point, then a space and the
 * player to move, {@code 1} or {@code 2}: the start of the standard game is {@code
 * oooo/oooo/oooo/oooo 1}. <b>Decision:</b> any set of balls with either player to move is a valid
 * position text, even when no game from the full grid reaches it, so that puzzles can be set up.
 * See {@link #positions()}.
 *
 * <h2>Move order</h2>
 *
 * <p><b>Decision:</b> {@link #legalMoves} lists moves with fewer balls first. Among moves with the
 * same number of balls, row moves come before column moves, and moves of the same shape (the same
 * points relative to the move's lowest point) are listed by their lowest point in index order: by
 * rows from the bottom, then from the left. When touching is required there is one shape per size
 * and line kind, so the standard game lists the 16 single balls a1, b1, ..., d4, then the row pairs
 * a1-b1, b1-c1, c1-d1, a2-b2, ..., then the column pairs a1-a2, b1-b2, ..., then the triples in
 * the same way. When touching is not required, the shapes of one size and line kind come closest
 * packed first: {@code a1-b1} (offsets 0,1) before {@code a1,c1} (0,2) before {@code a1,d1} (0,3).
 * {@link #legalMoveMasks} and {@link #randomPlayout} use the same order.
 *
 * <h2>Performance</h2>
 *
 * <p>The balls are a {@code long} bit mask, bit {@code row * columns + column}. Every move legal on
 * the full board (every <em>candidate</em>) is made once, when the rules are built, and grouped by
 * shape; a move is legal in a position exactly when all of its points still hold balls, so the
 * legal places of a shape are found with one AND of shifted ball masks per point of the shape.
 * {@link #legalMoveMasks} and {@link #randomPlayout} are allocation-free paths for engines;
 * {@link #legalMoves} makes only its list (the move objects are made once). Games with more than
 * {@value #MAX_CANDIDATE_MOVES} candidate moves (long lines with touching not required and a high
 * limit) are refused when built.
 *
 * <h2>Solving</h2>
 *
 * <p>The perfect-play solver is built from the rules: {@code GridNimSolver.of(rules)} in {@code
 * io.github.boardrules.nim.solve}, which also holds {@code PerfectNimBot}.
 *
 * <p>Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class GridNim implements Rules<GridNimState, GridNimMove> {
  /** The value of {@link Builder#maxTake} for no limit on the balls taken in one move. */
  public static final int UNLIMITED = Integer.MAX_VALUE;

  /** The most points a board may have: one bit each in a {@code long}. */
  public static final int MAX_POINTS = 64;

  /** The most columns a board may have: one letter each, {@code a} to {@code z}. */
  public static final int MAX_COLUMNS = 26;

  /** The most candidate moves (moves legal on the full board) a game may have. */
  public static final int MAX_CANDIDATE_MOVES = GridNimEngine.MAX_CANDIDATE_MOVES;

  private final int rows;
  private final int columns;
  private final int maxTake;
  private final boolean touchingRequired;
  private final boolean misere;
  private final long full;
  private final NimTermination termination;
  /** Legal moves, play and the fast playout: every rule of a move. */
  private final GridNimEngine engine;
  /** Why a move is not legal. */
  private final GridNimLegality legality;
  /** The move objects of the candidate moves, and the legal-move lists. */
  private final GridNimCandidates candidates;
  private final GridNimState initial;
  private final GridNimNotation notation;
  private final GridNimPositions positions;

  private GridNim(Builder builder) {
    this.rows = builder.rows;
    this.columns = builder.columns;
    this.maxTake = builder.maxTake;
    this.touchingRequired = builder.touchingRequired;
    this.misere = builder.misere;
    int points = rows * columns;
    this.full = points == Long.SIZE ? -1L : (1L << points) - 1;
    this.termination = NimTermination.of(misere);
    this.engine = new GridNimEngine(rows, columns, maxTake, touchingRequired, misere);
    this.legality = new GridNimLegality(engine);
    this.candidates = new GridNimCandidates(engine);
    this.initial = new GridNimState(full, Player.FIRST, rows, columns);
    this.notation = new GridNimNotation(rows, columns);
    this.positions = new GridNimPositions(rows, columns);
  }

  /**
   * Returns the booklet's "1, 2, 3" NIM: 4x4, take 1, 2 or 3 touching balls from one row or
   * column, normal play.
   *
   * @return the rules
   */
  public static GridNim standard() {
    return builder().build();
  }

  /**
   * Returns the booklet's variant where the balls need not touch: 4x4, take 1, 2 or 3 balls from
   * one row or column, wherever they are in it, normal play.
   *
   * @return the rules
   */
  public static GridNim touchingNotRequired() {
    return builder().touchingRequired(false).build();
  }

  /**
   * Returns the booklet's variant "any number from a row or column": 4x4, take at least one ball,
   * any number, from one row or column, wherever they are in it, normal play.
   *
   * @return the rules
   */
  public static GridNim anyNumberFromLine() {
    return builder().maxTake(UNLIMITED).touchingRequired(false).build();
  }

  /**
   * Returns a builder set to the standard game: 4x4, at most 3 balls, touching required, normal
   * play.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder set to these rules, to make a variant of them.
   *
   * <pre>{@code
   * GridNim misere = GridNim.anyNumberFromLine().toBuilder().misere(true).build();
   * }</pre>
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return new Builder()
        .rows(rows)
        .columns(columns)
        .maxTake(maxTake)
        .touchingRequired(touchingRequired)
        .misere(misere);
  }

  /**
   * Returns the board's number of rows.
   *
   * @return the rows, 1 to 64
   */
  public int rows() {
    return rows;
  }

  /**
   * Returns the board's number of columns.
   *
   * @return the columns, 1 to 26
   */
  public int columns() {
    return columns;
  }

  /**
   * Returns the number of points of the board: the balls at the start.
   *
   * @return rows times columns
   */
  public int pointCount() {
    return rows * columns;
  }

  /**
   * Returns the most balls one move may take, as configured.
   *
   * @return the limit, or {@link #UNLIMITED}
   */
  public int maxTake() {
    return maxTake;
  }

  /**
   * Tells whether the balls of a move must touch: be consecutive points of their line.
   *
   * @return true when touching is required
   */
  public boolean touchingRequired() {
    return touchingRequired;
  }

  /**
   * Tells whether the game is played misère: the player who takes the last ball loses.
   *
   * @return true for misère play, false for normal play
   */
  public boolean misere() {
    return misere;
  }

  /**
   * Returns the number of candidate moves: the moves legal on the full board, which is the most
   * legal moves any position has. A buffer for {@link #legalMoveMasks} needs this length.
   *
   * @return the number of candidate moves; 56 for the standard game
   */
  public int candidateMoveCount() {
    return engine.candidateCount();
  }

  /**
   * Returns the state with the given balls and player to move, for setting up positions.
   *
   * @param balls the points holding a ball, bit {@code row * columns() + column}
   * @param toMove the player to move
   * @return the state
   * @throws IllegalArgumentException if a bit lies outside the board
   */
  public GridNimState state(long balls, Player toMove) {
    Objects.requireNonNull(toMove, "toMove");
    if ((balls & ~full) != 0) {
      throw new IllegalArgumentException(
          "Bits " + Long.toBinaryString(balls & ~full) + " lie outside the "
              + engine.describeBoard());
    }
    return new GridNimState(balls, toMove, rows, columns);
  }

  /**
   * Returns the move that removes the given points. The move need not be legal anywhere; {@link
   * #check} says whether it is.
   *
   * @param mask the points, bit {@code row * columns() + column}
   * @return the move
   * @throws IllegalArgumentException if the mask is 0 or a bit lies outside the board
   */
  public GridNimMove move(long mask) {
    if (mask == 0) {
      throw new IllegalArgumentException("A move removes at least one ball");
    }
    if ((mask & ~full) != 0) {
      throw new IllegalArgumentException(
          "Bits " + Long.toBinaryString(mask & ~full) + " lie outside the "
              + engine.describeBoard());
    }
    return new GridNimMove(mask, columns);
  }

  /**
   * Returns the game for learning code: one action per candidate move (the moves legal on the
   * full board, in the order of {@link #legalMoves} from the full board) and the balls and the
   * player to move as planes of {@code {2, rows, columns}}. See the guide page docs/games/nim.md,
   * "Encoding for learning".
   *
   * <pre>{@code
   * ActionEncoding<GridNimState, GridNimMove> encoding = GridNim.standard().encoding();
   * encoding.actionCount();   // 56: 16 single balls, 24 pairs and 16 triples of the 4x4 grid
   * }</pre>
   *
   * @return a new encoding; keep it, as making one sorts the candidate moves
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
  public ActionEncoding<GridNimState, GridNimMove> encoding() {
    return new GridNimEncoding(this, engine.candidateMasks());
  }

  /**
   * Returns the move notation for this board: {@code c1}, {@code b2-b4}, {@code a1,a3}. Parsing
   * refuses points that are not on this board and ranges that are not in one row or column, but
   * accepts moves that are illegal for other reasons; see the class documentation.
   *
   * <pre>{@code
   * rules.notation().parse("b4-b2");                    // the move b2-b4
   * rules.notation().format(rules.move(0b0101));        // "a1,c1"
   * }</pre>
   *
   * @return the notation
   */
  public MoveNotation<GridNimMove> notation() {
    return notation;
  }

  /**
   * Returns the position text for this board, such as {@code oooo/oooo/oooo/oooo 1}; decoding
   * checks the number of rows and of points in each row against this board.
   *
   * @return the position format
   */
  public PositionFormat<GridNimState> positions() {
    return positions;
  }

  @Override
  public GridNimState initialState() {
    return initial;
  }

  @Override
  public Player toMove(GridNimState state) {
    return state.toMove();
  }

  @Override
  public List<GridNimMove> legalMoves(GridNimState state) {
    requireBoard(state);
    return candidates.legalMoves(state.balls());
  }

  /**
   * Writes the masks of the legal moves with the given balls into {@code buffer}, in the order of
   * {@link #legalMoves}, without allocating: the fast path for engines.
   *
   * <pre>{@code
   * long[] buffer = new long[rules.candidateMoveCount()];
   * int count = rules.legalMoveMasks(state.balls(), buffer);
   * long balls = state.balls() & ~buffer[0];            // after the first legal move
   * }</pre>
   *
   * @param balls the points holding a ball, bit {@code row * columns() + column}
   * @param buffer receives the masks from index 0; at least {@link #candidateMoveCount()} long
   * @return how many masks were written; 0 when no ball is left
   * @throws IllegalArgumentException if the buffer is shorter than {@link #candidateMoveCount()}
   */
  public int legalMoveMasks(long balls, long[] buffer) {
    return engine.legalMoveMasks(balls, buffer);
  }

  /**
   * Plays uniformly random legal moves from {@code state} until the last ball is taken or {@code
   * plyCap} moves are played, and tells how the game ended, without allocating: the fast path for
   * Monte-Carlo engines. Each move is drawn as {@code random.nextInt(n)} over the {@code n} legal
   * moves in the order of {@link #legalMoves}, so a generator in the same state plays the same game
   * as {@link io.github.boardrules.core.Playouts#playRandomly}. A cap of at least {@link
   * #plyBound()} always lets the game finish.
   *
   * <pre>{@code
   * SplittableRandom random = new SplittableRandom(42);
   * int firstWins = 0;
   * for (int i = 0; i < 1_000_000; i++) {
   *   if (rules.randomPlayout(state, random, 16) == PlayoutResult.FIRST_WINS) {
   *     firstWins++;
   *   }
   * }
   * }</pre>
   *
   * @param state where to start; a finished game returns its winner
   * @param random the source of the moves
   * @param plyCap the most moves to play, 0 or more
   * @return the winner, or {@link PlayoutResult#UNFINISHED} when balls are left at the cap
   * @throws IllegalArgumentException if the state is for a board of another size, or the cap is
   *     negative
   */
  public PlayoutResult randomPlayout(GridNimState state, RandomGenerator random, int plyCap) {
    requireBoard(state);
    Playouts.requireCap(plyCap);
    return engine.randomPlayout(state.balls(), state.toMove(), random, plyCap);
  }

  @Override
  public Legality check(GridNimState state, GridNimMove move) {
    requireBoard(state);
    long balls = state.balls();
    GridNimRefusal refusal = legality.refusal(balls, move.mask(), move.columns());
    if (refusal == null) {
      return Legality.legal();
    }
    return Legality.illegal(
        reason(refusal), legality.message(refusal, balls, move.mask(), move.columns()));
  }

  /** Returns the public reason of the engine's refusal. */
  private static GridNimReason reason(GridNimRefusal refusal) {
    return switch (refusal) {
      case GAME_OVER -> GridNimReason.GAME_OVER;
      case OFF_BOARD -> GridNimReason.OFF_BOARD;
      case NO_BALL_THERE -> GridNimReason.NO_BALL_THERE;
      case NOT_IN_ONE_LINE -> GridNimReason.NOT_IN_ONE_LINE;
      case TOO_MANY -> GridNimReason.TOO_MANY;
      case NOT_TOUCHING -> GridNimReason.NOT_TOUCHING;
    };
  }

  @Override
  public GridNimState playUnchecked(GridNimState state, GridNimMove move) {
    requireBoard(state);
    long mask = engine.onBoardMask(move.mask(), move.columns());
    long balls = state.balls();
    long hash = GridNimEngine.hashAfter(state.positionHash(), balls & mask);
    return new GridNimState(balls & ~mask, state.toMove().opponent(), rows, columns, hash);
  }

  @Override
  public Status status(GridNimState state) {
    requireBoard(state);
    return state.balls() == 0 ? termination.status(state.toMove().opponent()) : Status.ongoing();
  }

  /**
   * Returns the number of points: every move takes at least one ball, so every game is over
   * within that many plies.
   *
   * @return the most plies a game can last
   */
  @Override
  public OptionalInt plyBound() {
    return OptionalInt.of(rows * columns);
  }

  void requireBoard(GridNimState state) {
    if (state.rows() != rows || state.columns() != columns) {
      throw new IllegalArgumentException(
          "The state is for a " + state.rows() + "x" + state.columns() + " board; these rules are "
              + "for a " + rows + "x" + columns + " board");
    }
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof GridNim other)) {
      return false;
    }
    return rows == other.rows
        && columns == other.columns
        && maxTake == other.maxTake
        && touchingRequired == other.touchingRequired
        && misere == other.misere;
  }

  @Override
  public int hashCode() {
    return Objects.hash(rows, columns, maxTake, touchingRequired, misere);
  }

  /**
   * Describes the game, such as {@code GridNim[4x4, take 1-3, touching, normal play]}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "GridNim["
        + rows + "x" + columns
        + ", take " + (maxTake == UNLIMITED ? "any number" : maxTake == 1 ? "1" : "1-" + maxTake)
        + (touchingRequired ? ", touching" : ", touching not required")
        + (misere ? ", misere play]" : ", normal play]");
  }

  /**
   * Configures a grid NIM game. It starts as the standard game: 4x4, at most 3 balls per move,
   * touching required, normal play.
   *
   * <pre>{@code
   * GridNim rules = GridNim.builder().rows(3).columns(5).maxTake(2).misere(true).build();
   * }</pre>
   *
   * <p>A builder is not thread-safe; the rules it builds are.
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder {
    private int rows = 4;
    private int columns = 4;
    private int maxTake = 3;
    private boolean touchingRequired = true;
    private boolean misere;

    private Builder() {}

    /**
     * Sets the number of rows.
     *
     * @param rows 1 to 64; rows times columns may not exceed {@value GridNim#MAX_POINTS}
     * @return this builder
     * @throws IllegalArgumentException if {@code rows} is out of range
     */
    public Builder rows(int rows) {
      if (rows < 1 || rows > MAX_POINTS) {
        throw new IllegalArgumentException("rows must be 1 to " + MAX_POINTS + ", not " + rows);
      }
      this.rows = rows;
      return this;
    }

    /**
     * Sets the number of columns.
     *
     * @param columns 1 to {@value GridNim#MAX_COLUMNS} (letters {@code a} to {@code z})
     * @return this builder
     * @throws IllegalArgumentException if {@code columns} is out of range
     */
    public Builder columns(int columns) {
      if (columns < 1 || columns > MAX_COLUMNS) {
        throw new IllegalArgumentException(
            "columns must be 1 to " + MAX_COLUMNS + " (letters a-z), not " + columns);
      }
      this.columns = columns;
      return this;
    }

    /**
     * Sets the most balls one move may take.
     *
     * @param maxTake 1 or more, or {@link GridNim#UNLIMITED}
     * @return this builder
     * @throws IllegalArgumentException if {@code maxTake} is less than 1
     */
    public Builder maxTake(int maxTake) {
      if (maxTake < 1) {
        throw new IllegalArgumentException(
            "maxTake must be 1 or more (GridNim.UNLIMITED for no limit), not " + maxTake);
      }
      this.maxTake = maxTake;
      return this;
    }

    /**
     * Sets whether the balls of a move must touch: be consecutive points of their row or column.
     *
     * @param touchingRequired true to require touching balls
     * @return this builder
     */
    public Builder touchingRequired(boolean touchingRequired) {
      this.touchingRequired = touchingRequired;
      return this;
    }

    /**
     * Sets misère play, where the player who takes the last ball loses.
     *
     * @param misere true for misère play, false for normal play
     * @return this builder
     */
    public Builder misere(boolean misere) {
      this.misere = misere;
      return this;
    }

    /**
     * Builds the rules.
     *
     * @return the rules
     * @throws IllegalArgumentException if the board has more than {@value GridNim#MAX_POINTS}
     *     points, or the game more than {@value GridNim#MAX_CANDIDATE_MOVES} candidate moves
     */
    public GridNim build() {
      if (rows * columns > MAX_POINTS) {
        throw new IllegalArgumentException(
            "A " + rows + "x" + columns + " board has " + rows * columns + " points; at most "
                + MAX_POINTS + " are allowed");
      }
      return new GridNim(this);
    }
  }
}
