package io.github.boardrules.pikkpakk.intarsia;

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
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * An intarsia puzzle of the Pikk-Pakk booklet ("Intarziajátékok, egyszemélyes feladványok"): turn
 * a start pattern into a goal pattern by rotating whole rows and columns of the 7x7 block, one
 * point at a time.
 *
 * <p>The rules: a {@link Pattern} is a 7x7 block of LIGHT and DARK balls with the TARGET among
 * them. A move, a {@link Rotation}, rotates one row or one column cyclically by one point, either
 * way: the ball pushed out at one end re-enters at the other (as in Pikk-Pakk's square variant),
 * and there is no majority rule. A puzzle is a start and a goal pattern with the same ball counts;
 * it is solved when the goal is reached. {@code IntarsiaSolver} (in {@code
 * io.github.boardrules.pikkpakk.intarsia.solve}) finds solutions.
 *
 * <pre>{@code
 * IntarsiaPuzzle puzzle = IntarsiaPuzzle.of(Pattern.spiral(), Pattern.chessboard());
 * IntarsiaState state = puzzle.initialState();
 * state = puzzle.play(state, puzzle.notation().parse("4>"));
 * puzzle.status(state);                  // ongoing
 * for (Rotation r : IntarsiaSolver.solve(state.pattern(), puzzle.goal())) {
 *   state = puzzle.play(state, r);
 * }
 * puzzle.status(state);                  // win for FIRST: the goal pattern is reached after ...
 * IntarsiaPuzzle limited = IntarsiaPuzzle.builder(Pattern.spiral(), Pattern.halves())
 *     .drawOptions(DrawOptions.NONE.withPlyLimit(2_000))
 *     .build();                          // option: unsolved after 2,000 rotations is a draw
 * }</pre>
 *
 * <h2>The puzzle as a one-player game</h2>
 *
 * <p>The puzzle implements core's {@link Rules} contract, so that perft, game records, {@link
 * Playouts} and the contract tests work on it: {@link Player#FIRST} is the only player and always
 * to move; reaching the goal is a win for {@code FIRST} ({@link IntarsiaTermination#SOLVED}).
 * Nothing else ends a puzzle: the rules know no move limit, so by default {@link #status} is
 * ongoing until the goal is reached and {@link #plyBound()} is empty. The ply-limit option ({@link
 * Builder#drawOptions}, off by default; no repetition draw) makes a puzzle still unsolved after
 * that many rotations a draw ({@link IntarsiaTermination#PLY_LIMIT}) and bounds it.
 *
 * <h2>Decisions</h2>
 *
 * <p>The rules text (the project's {@code pikkpakk.md}, section 6, from the booklet) fixes the
 * rules above, and through Pikk-Pakk's section:
 *
 * <ul>
 *   <li><b>Decision (rules text) — the spiral:</b> the booklet's figure is missing; the spiral is
 *       the Pikk-Pakk opening of the Zillions-of-Games rules file (Karl Scherer and the inventor
 *       László Nagy), the block {@code b2}–{@code h8} of {@code PikkPakk.standard().initialState()}.
 *   <li><b>Decision (rules text) — solvable pairs:</b> a pair is unsolvable only when its ball
 *       counts differ; the refusal says so with the counts.
 * </ul>
 *
 * <p>Where the rules text is silent this library chose, and says so:
 *
 * <ul>
 *   <li><b>Decision (library) — one player in the Rules contract:</b> as described above. The
 *       only end is the goal; the optional ply limit is the library's, off by default (any
 *       solution of {@code IntarsiaSolver.solve}, at most 1,372 rotations, replays in a puzzle
 *       without a limit).
 *   <li><b>Decision (library) — order of the end checks:</b> the goal first, then the ply limit
 *       when set: the rotation that reaches the limit can still solve the puzzle. A puzzle whose
 *       start equals its goal is solved at once, after 0 rotations.
 *   <li><b>Decision (library) — points:</b> a pattern's points are those of a 7x7 board, columns
 *       {@code a}–{@code g} from the left and rows {@code 1}–{@code 7} from the bottom ({@code d4}
 *       the centre), not the {@code b2}–{@code h8} of the block on the Pikk-Pakk board: the
 *       puzzles never use the board's rim.
 *   <li><b>Decision (library) — move notation:</b> a rotation is written as its line and direction,
 *       {@code 3>} (row 3 right), {@code cv} (column {@code c} down), rather than with Pikk-Pakk's
 *       run notation ({@code a3-g3>}): every move turns a whole line by one point, so the run's ends
 *       and the distance would say nothing, and the {@link Rotation} type can name only the 28
 *       moves, none of them ever illegal while the puzzle goes on. {@link
 *       Rotation#toSquareVariantMove()} gives the same rotation in Pikk-Pakk's notation, on the
 *       block {@code b2}–{@code h8} of the board.
 *   <li><b>Decision (library) — patterns:</b> every point holds a ball; exactly one is the TARGET
 *       and the other 48 are LIGHT or DARK, in any proportion (the named patterns have 24 of each);
 *       NEUTRAL balls and empty points are refused.
 *   <li><b>Decision (library) — named patterns:</b> all three have 24 LIGHT, 24 DARK and the
 *       TARGET on the centre {@code d4}. The chessboard has LIGHT on the points of even coordinate
 *       sum (the corners) and DARK on the others, the TARGET replacing the centre's LIGHT ball; the
 *       halves have LIGHT on columns {@code a}–{@code c} and {@code d1}–{@code d3}, DARK on columns
 *       {@code e}–{@code g} and {@code d5}–{@code d7}. See {@link Pattern}.
 *   <li><b>Decision (library) — refusing unsolvable pairs:</b> {@link #of} and the solver throw an
 *       {@link UnsolvablePuzzleException} (an {@code IllegalArgumentException}) naming the kind of
 *       ball and both counts; a puzzle object is always solvable.
 *   <li><b>Decision (library) — a rotation that changes nothing</b> (a line of one colour) is a
 *       move like any other and counts towards the ply limit, when one is set.
 *   <li><b>Decision (library) — position text:</b> the pattern, a space and the number of
 *       rotations made; reading checks that the pattern has the puzzle's ball counts and, with a
 *       ply limit, that the count is within it, but not that the pattern can be reached in that
 *       many rotations.
 * </ul>
 *
 * <h2>Move order</h2>
 *
 * <p>{@link #legalMoves} lists the 28 rotations in the order of {@link Rotation#all()}: the rows
 * from row 1 up, each right then left, then the columns from {@code a}, each up then down. {@link
 * #randomPlayout} draws from the same order.
 *
 * <p>Rules objects are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class IntarsiaPuzzle implements Rules<IntarsiaState, Rotation> {
  private final Pattern start;
  private final Pattern goal;
  private final DrawOptions drawOptions;
  /** The ply limit, 0 for none: read by every move. */
  private final int plyLimit;
  private final IntarsiaState initial;

  private IntarsiaPuzzle(Pattern start, Pattern goal, DrawOptions drawOptions) {
    this.start = start;
    this.goal = goal;
    this.drawOptions = drawOptions;
    this.plyLimit = drawOptions.plyLimit().orElse(0);
    this.initial = new IntarsiaState(start, 0);
  }

  /**
   * Returns the booklet's example: from the spiral, the Pikk-Pakk opening, to the chessboard, with
   * no ply limit.
   *
   * @return the puzzle spiral to chessboard
   */
  public static IntarsiaPuzzle standard() {
    return of(Pattern.spiral(), Pattern.chessboard());
  }

  /**
   * Returns the puzzle from {@code start} to {@code goal}, with no ply limit: it ends only when the
   * goal is reached.
   *
   * @param start the start pattern
   * @param goal the goal pattern
   * @return the puzzle
   * @throws UnsolvablePuzzleException if the patterns have different ball counts
   */
  public static IntarsiaPuzzle of(Pattern start, Pattern goal) {
    return builder(start, goal).build();
  }

  /**
   * Returns a builder of the puzzle from {@code start} to {@code goal}, for its one option, the
   * ply limit.
   *
   * <pre>{@code
   * IntarsiaPuzzle limited = IntarsiaPuzzle.builder(Pattern.spiral(), Pattern.chessboard())
   *     .drawOptions(DrawOptions.NONE.withPlyLimit(500)).build();
   * }</pre>
   *
   * @param start the start pattern
   * @param goal the goal pattern
   * @return a new builder
   */
  public static Builder builder(Pattern start, Pattern goal) {
    return new Builder(Objects.requireNonNull(start, "start"), Objects.requireNonNull(goal, "goal"));
  }

  /**
   * Returns a builder set to this puzzle's patterns and option.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder(start, goal);
    b.drawOptions = drawOptions;
    return b;
  }

  /**
   * Returns the start pattern.
   *
   * @return the start
   */
  public Pattern start() {
    return start;
  }

  /**
   * Returns the goal pattern.
   *
   * @return the goal
   */
  public Pattern goal() {
    return goal;
  }

  /**
   * Returns the draws the rules do not know that this puzzle adds (see {@link
   * Builder#drawOptions}): with a ply limit, a puzzle still unsolved after that many rotations is a
   * draw ({@link IntarsiaTermination#PLY_LIMIT}). Never a repetition draw.
   *
   * <pre>{@code
   * IntarsiaPuzzle.standard().drawOptions();   // DrawOptions.NONE: the rules as written
   * }</pre>
   *
   * @return the draw options, {@link DrawOptions#NONE} by default
   */
  public DrawOptions drawOptions() {
    return drawOptions;
  }

  private boolean plyLimitReached(int moves) {
    return plyLimit > 0 && moves >= plyLimit;
  }

  /**
   * Returns the puzzle for learning code: 28 actions, one per rotation in the order of {@link
   * Rotation#all()}, and the pattern and the goal as planes of {@code {6, 7, 7}}. See the module
   * README, "Encoding for learning".
   *
   * <pre>{@code
   * ActionEncoding<IntarsiaState, Rotation> encoding =
   *     IntarsiaPuzzle.of(Pattern.spiral(), Pattern.chessboard()).encoding();
   * encoding.actionCount();   // 28
   * }</pre>
   *
   * @return the encoding
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
  public ActionEncoding<IntarsiaState, Rotation> encoding() {
    return new IntarsiaEncoding(this);
  }

  /**
   * Returns the move notation: {@link Rotation#toString()} and {@link Rotation#parse}, such as
   * {@code 3>} and {@code cv}.
   *
   * @return the notation
   */
  public MoveNotation<Rotation> notation() {
    return RotationNotation.INSTANCE;
  }

  /**
   * Returns the position text: the pattern ({@link Pattern#toString()}), a space and the number of
   * rotations made, such as {@code Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX 0}.
   * Reading checks the pattern (see {@link Pattern#parse}), that it has this puzzle's ball counts,
   * and that the move count has no leading zero and, with a ply limit, is within it.
   *
   * @return the position format
   */
  public PositionFormat<IntarsiaState> positions() {
    return new IntarsiaPositions(this);
  }

  /** Tells whether a state is solved. */
  boolean solved(IntarsiaState state) {
    return state.pattern().equals(goal);
  }

  @Override
  public IntarsiaState initialState() {
    return initial;
  }

  /**
   * Returns {@link Player#FIRST}, the one player of a puzzle.
   *
   * @param state a state of this puzzle
   * @return {@code FIRST}
   */
  @Override
  public Player toMove(IntarsiaState state) {
    Objects.requireNonNull(state, "state");
    return Player.FIRST;
  }

  @Override
  public List<Rotation> legalMoves(IntarsiaState state) {
    Objects.requireNonNull(state, "state");
    return over(state) ? Collections.emptyList() : Rotation.all();
  }

  private boolean over(IntarsiaState state) {
    return solved(state) || plyLimitReached(state.moves());
  }

  @Override
  public Legality check(IntarsiaState state, Rotation move) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(move, "move");
    if (over(state)) {
      return Legality.illegal(
          IntarsiaReason.GAME_OVER,
          "The puzzle is over: " + status(state).description() + "; " + move + " is not played");
    }
    return Legality.legal();
  }

  @Override
  public IntarsiaState playUnchecked(IntarsiaState state, Rotation move) {
    return new IntarsiaState(state.pattern().rotated(move), PlyCount.next(state.moves()));
  }

  @Override
  public Status status(IntarsiaState state) {
    Objects.requireNonNull(state, "state");
    if (solved(state)) {
      return Status.win(
          Player.FIRST,
          IntarsiaTermination.SOLVED,
          "the goal pattern is reached after " + state.moves()
              + (state.moves() == 1 ? " rotation" : " rotations"));
    }
    if (plyLimitReached(state.moves())) {
      return Status.draw(
          IntarsiaTermination.PLY_LIMIT,
          "the ply limit of " + plyLimit + " rotations is reached without the goal pattern");
    }
    return Status.ongoing();
  }

  /**
   * Returns the ply limit when one is set: no puzzle lasts longer. Empty otherwise.
   *
   * @return the ply limit, or empty without one
   */
  @Override
  public OptionalInt plyBound() {
    return drawOptions.plyLimit();
  }

  /**
   * Plays uniformly random rotations from {@code state} until the goal is reached, the ply limit
   * (when set) is, or {@code plyCap} rotations are played, on the pattern's code, without making
   * states or move objects; the rotation is {@link Pattern}'s, as in {@link #play}. Each rotation
   * is drawn as {@code random.nextInt(28)} in the order of {@link #legalMoves}, so a generator in
   * the same state plays the same game as {@link Playouts#playRandomly(Rules, Object,
   * RandomGenerator, int)} with the same cap.
   *
   * <pre>{@code
   * IntarsiaPuzzle puzzle = IntarsiaPuzzle.of(start, start.rotated(Rotation.parse("3>")));
   * PlayoutResult result = puzzle.randomPlayout(puzzle.initialState(), new SplittableRandom(7), 20);
   * }</pre>
   *
   * @param state where to start
   * @param random the source of the rotations
   * @param plyCap the most rotations to play, 0 or more
   * @return {@link PlayoutResult#FIRST_WINS} when the goal is reached, {@link PlayoutResult#DRAW}
   *     at the ply limit, {@link PlayoutResult#UNFINISHED} when {@code plyCap} rotations were
   *     played first
   * @throws IllegalArgumentException if the cap is negative
   */
  public PlayoutResult randomPlayout(IntarsiaState state, RandomGenerator random, int plyCap) {
    Playouts.requireCap(plyCap);
    return IntarsiaEngine.playout(
        state.pattern().code(), goal.code(), state.moves(), plyLimit, random, plyCap);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof IntarsiaPuzzle other
        && other.start.equals(start)
        && other.goal.equals(goal)
        && other.drawOptions.equals(drawOptions);
  }

  @Override
  public int hashCode() {
    return Objects.hash(start, goal, drawOptions);
  }

  /**
   * Describes the puzzle, such as {@code IntarsiaPuzzle[<start> -> <goal>]} or, with a ply limit,
   * {@code IntarsiaPuzzle[<start> -> <goal>, ply limit 500]}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "IntarsiaPuzzle[" + start + " -> " + goal
        + (plyLimit > 0 ? ", ply limit " + plyLimit : "") + "]";
  }

  /**
   * Configures a puzzle: its start and goal and the one option, the ply limit (off by default).
   *
   * <pre>{@code
   * IntarsiaPuzzle puzzle =
   *     IntarsiaPuzzle.builder(start, goal).drawOptions(DrawOptions.NONE.withPlyLimit(500)).build();
   * IntarsiaPuzzle unlimited = puzzle.toBuilder().drawOptions(DrawOptions.NONE).build();   // of(start, goal)
   * }</pre>
   *
   * <p>A builder is not thread-safe; the puzzles it builds are.
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder {
    private final Pattern start;
    private final Pattern goal;
    private DrawOptions drawOptions = DrawOptions.NONE;

    private Builder(Pattern start, Pattern goal) {
      this.start = start;
      this.goal = goal;
    }

    /**
     * Sets the draws the rules do not know. The puzzles offer only the <b>ply limit</b> (off by
     * default): a puzzle still unsolved after that many rotations is drawn ({@link
     * IntarsiaTermination#PLY_LIMIT}); {@link IntarsiaPuzzle#plyBound()} is then the limit. The
     * rotation that reaches the limit can still solve the puzzle.
     *
     * <pre>{@code
     * IntarsiaPuzzle limited = IntarsiaPuzzle.builder(Pattern.spiral(), Pattern.chessboard())
     *     .drawOptions(DrawOptions.NONE.withPlyLimit(500)).build();
     * }</pre>
     *
     * @param drawOptions a ply limit or none, without a repetition draw
     * @return this builder
     * @throws IllegalArgumentException if the options hold a repetition draw
     */
    public Builder drawOptions(DrawOptions drawOptions) {
      this.drawOptions =
          Objects.requireNonNull(drawOptions, "drawOptions")
              .requireNoRepetitionDraw("the intarsia puzzle");
      return this;
    }

    /**
     * Builds the puzzle.
     *
     * @return the puzzle
     * @throws UnsolvablePuzzleException if the patterns have different ball counts
     */
    public IntarsiaPuzzle build() {
      UnsolvablePuzzleException.requireSameCounts(start, goal);
      return new IntarsiaPuzzle(start, goal, drawOptions);
    }
  }
}
