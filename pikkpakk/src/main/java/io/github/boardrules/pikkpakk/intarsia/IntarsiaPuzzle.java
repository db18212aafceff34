package io.github.boardrules.pikkpakk.intarsia;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
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
 * it is solved when the goal is reached. {@link IntarsiaSolver} finds solutions.
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
 * }</pre>
 *
 * <h2>The puzzle as a one-player game</h2>
 *
 * <p>The puzzle implements core's {@link Rules} contract, so that perft, game records, {@link
 * Playouts} and the contract tests work on it: {@link Player#FIRST} is the only player and always
 * to move; reaching the goal is a win for {@code FIRST} ({@link IntarsiaTermination#SOLVED}); a
 * puzzle still unsolved after its move limit of rotations is a draw ({@link
 * IntarsiaTermination#MOVE_LIMIT}), which bounds it as {@link #maxPlies()} requires.
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
 *   <li><b>Decision (library) — one player in the Rules contract:</b> as described above; the
 *       move limit is a parameter, {@value #DEFAULT_MOVE_LIMIT} rotations by default: more than
 *       the longest solution {@link IntarsiaSolver#solve} returns ({@value
 *       IntarsiaSolver#MAX_SOLUTION_LENGTH}), so that any solver solution replays in a default
 *       puzzle.
 *   <li><b>Decision (library) — order of the end checks:</b> the goal first, then the move limit:
 *       the rotation that reaches the limit can still solve the puzzle. A puzzle whose start
 *       equals its goal is solved at once, after 0 rotations.
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
 *       move like any other and counts towards the move limit.
 *   <li><b>Decision (library) — position text:</b> the pattern, a space and the number of
 *       rotations made; reading checks that the pattern has the puzzle's ball counts and that the
 *       count is within the move limit, but not that the pattern can be reached in that many
 *       rotations.
 * </ul>
 *
 * <h2>Move order</h2>
 *
 * <p>{@link #legalMoves} lists the 28 rotations in the order of {@link Rotation#all()}: the rows
 * from row 1 up, each right then left, then the columns from {@code a}, each up then down. {@link
 * #randomPlayoutWinner} draws from the same order.
 *
 * <p>Rules objects are immutable and thread-safe.
 */
public final class IntarsiaPuzzle implements Rules<IntarsiaState, Rotation> {
  /** The move limit of {@link #of(Pattern, Pattern)}. */
  public static final int DEFAULT_MOVE_LIMIT = 2000;

  private final Pattern start;
  private final Pattern goal;
  private final int moveLimit;
  private final IntarsiaState initial;

  private IntarsiaPuzzle(Pattern start, Pattern goal, int moveLimit) {
    this.start = start;
    this.goal = goal;
    this.moveLimit = moveLimit;
    this.initial = new IntarsiaState(start, 0);
  }

  /**
   * Returns the booklet's example: from the spiral, the Pikk-Pakk opening, to the chessboard, with
   * the default move limit.
   *
   * @return the puzzle spiral to chessboard
   */
  public static IntarsiaPuzzle standard() {
    return of(Pattern.spiral(), Pattern.chessboard());
  }

  /**
   * Returns the puzzle from {@code start} to {@code goal} with the default move limit of {@value
   * #DEFAULT_MOVE_LIMIT} rotations.
   *
   * @param start the start pattern
   * @param goal the goal pattern
   * @return the puzzle
   * @throws UnsolvablePuzzleException if the patterns have different ball counts
   */
  public static IntarsiaPuzzle of(Pattern start, Pattern goal) {
    return of(start, goal, DEFAULT_MOVE_LIMIT);
  }

  /**
   * Returns the puzzle from {@code start} to {@code goal} with a move limit.
   *
   * @param start the start pattern
   * @param goal the goal pattern
   * @param moveLimit the most rotations; a puzzle unsolved after them is a draw; 1 or more
   * @return the puzzle
   * @throws UnsolvablePuzzleException if the patterns have different ball counts
   * @throws IllegalArgumentException if the move limit is less than 1
   */
  public static IntarsiaPuzzle of(Pattern start, Pattern goal, int moveLimit) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(goal, "goal");
    if (moveLimit < 1) {
      throw new IllegalArgumentException("The move limit is 1 or more, not " + moveLimit);
    }
    UnsolvablePuzzleException.requireSameCounts(start, goal);
    return new IntarsiaPuzzle(start, goal, moveLimit);
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
   * Returns the move limit: the most rotations; a puzzle unsolved after them is a draw.
   *
   * @return the move limit
   */
  public int moveLimit() {
    return moveLimit;
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
   * and that the move count has no leading zero and is within the move limit.
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
    return solved(state) || state.moves() >= moveLimit;
  }

  @Override
  public Legality check(IntarsiaState state, Rotation move) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(move, "move");
    Status status = status(state);
    if (status.isOver()) {
      return Legality.illegal(
          IntarsiaReason.GAME_OVER,
          "The puzzle is over: " + status.description() + "; " + move + " is not played");
    }
    return Legality.legal();
  }

  @Override
  public IntarsiaState playUnchecked(IntarsiaState state, Rotation move) {
    return new IntarsiaState(state.pattern().rotated(move), state.moves() + 1);
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
    if (state.moves() >= moveLimit) {
      return Status.draw(
          IntarsiaTermination.MOVE_LIMIT,
          "the move limit of " + moveLimit + " rotations is reached without the goal pattern");
    }
    return Status.ongoing();
  }

  /**
   * Returns the move limit: no puzzle lasts longer.
   *
   * @return {@link #moveLimit()}
   */
  @Override
  public int maxPlies() {
    return moveLimit;
  }

  /**
   * Plays uniformly random rotations from {@code state} until the goal is reached or the move
   * limit is, on two scratch arrays, without making states or move objects. Each rotation is drawn
   * as {@code random.nextInt(28)} in the order of {@link #legalMoves}, so a generator in the same
   * state plays the same game as {@link Playouts#playRandomly}.
   *
   * <pre>{@code
   * IntarsiaPuzzle puzzle = IntarsiaPuzzle.of(start, start.rotated(Rotation.parse("3>")), 20);
   * Player winner = puzzle.randomPlayoutWinner(puzzle.initialState(), new SplittableRandom(7));
   * }</pre>
   *
   * @param state where to start
   * @param random the source of the rotations
   * @return {@link Player#FIRST} when the goal is reached, or null at the move limit (a draw)
   */
  public @Nullable Player randomPlayoutWinner(IntarsiaState state, RandomGenerator random) {
    long[] rows = state.pattern().rowWords();
    long[] columns = state.pattern().columnWords();
    int moves = state.moves();
    while (true) {
      if (goal.hasRows(rows)) {
        return Player.FIRST;
      }
      if (moves >= moveLimit) {
        return null;
      }
      Pattern.rotate(rows, columns, Rotation.ofIndex(random.nextInt(Rotation.COUNT)));
      moves++;
    }
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof IntarsiaPuzzle other
        && other.start.equals(start)
        && other.goal.equals(goal)
        && other.moveLimit == moveLimit;
  }

  @Override
  public int hashCode() {
    return Objects.hash(start, goal, moveLimit);
  }

  @Override
  public String toString() {
    return "IntarsiaPuzzle[" + start + " -> " + goal + ", move limit " + moveLimit + "]";
  }
}
