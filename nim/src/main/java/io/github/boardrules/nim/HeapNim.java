package io.github.boardrules.nim;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.nim.internal.NimZobrist;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Heap Nim: heaps of balls; a move takes any number of balls, at least one, from one heap. The
 * booklet's triangle — rows of 1 to 8 balls, take any number from one row — is heap Nim with
 * heaps 1 to 8. In normal play the player who takes the last ball wins; in misère play that
 * player loses.
 *
 * <pre>{@code
 * HeapNim rules = HeapNim.triangle();
 * HeapNimState state = rules.initialState();                  // 1,2,3,4,5,6,7,8 1
 * state = rules.play(state, rules.notation().parse("h8:8"));  // empty heap 8
 * HeapNimSolver.of(rules).isWinForPlayerToMove(state);        // false: 1^2^...^7 = 0
 * HeapNim misere = HeapNim.builder().heaps(3, 4, 5).misere(true).build();
 * }</pre>
 *
 * <p><b>Decision:</b> heaps are numbered from 1 in the order given; the triangle's top row (one
 * ball) is heap 1 and its bottom row (eight balls) heap 8. A move is written {@code h3:2}: take 2
 * balls from heap 3. {@link #legalMoves} lists heap 1 taking 1, 2, ... balls, then heap 2, and so
 * on. The position text is the heap sizes separated by commas, a space, and the player to move:
 * {@code 1,2,3,4,5,6,7,8 1}; any sizes from 0 to each heap's starting size are accepted, with
 * either player to move. Move lists are made lazily, so heaps may be large.
 *
 * <p>The perfect-play solver, by the nim-sum rule, is built from the rules: {@code
 * HeapNimSolver.of(rules)} in {@code io.github.boardrules.nim.solve}.
 *
 * <p>Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class HeapNim implements Rules<HeapNimState, HeapNimMove> {
  /** The number of heaps (the starting sizes are the initial state's). */
  private final int heapCount;
  private final boolean misere;
  private final int totalBalls;
  private final NimTermination termination;
  private final HeapNimState initial;
  private final HeapNimNotation notation;
  private final HeapNimPositions positions;

  private HeapNim(int[] start, boolean misere, int totalBalls) {
    this.heapCount = start.length;
    this.misere = misere;
    this.totalBalls = totalBalls;
    this.termination = NimTermination.of(misere);
    this.initial = new HeapNimState(start.clone(), Player.FIRST);
    this.notation = new HeapNimNotation(start.length);
    this.positions = new HeapNimPositions(start);
  }

  /**
   * Returns normal-play heap Nim with the given heaps.
   *
   * @param heaps the starting size of each heap, heap 1 first; each at least 1
   * @return the rules
   * @throws IllegalArgumentException if there is no heap, a heap is smaller than 1, or the total
   *     exceeds {@link Integer#MAX_VALUE}
   */
  public static HeapNim of(int... heaps) {
    return builder().heaps(heaps).build();
  }

  /**
   * Returns the booklet's triangle: rows of 1 to 8 balls, take any number from one row, normal
   * play; heaps 1 to 8.
   *
   * @return the rules
   */
  public static HeapNim triangle() {
    return of(1, 2, 3, 4, 5, 6, 7, 8);
  }

  /**
   * Returns a builder set to the triangle, normal play.
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
   * HeapNim misere = HeapNim.triangle().toBuilder().misere(true).build();
   * }</pre>
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return new Builder().heaps(initial.heaps()).misere(misere);
  }

  /**
   * Returns the number of heaps.
   *
   * @return the number of heaps, at least 1
   */
  public int heapCount() {
    return heapCount;
  }

  /**
   * Returns the starting size of every heap, heap 1 first.
   *
   * @return a new array
   */
  public int[] startingHeaps() {
    return initial.heaps();
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
   * Returns the state with the given heaps and player to move, for setting up positions.
   *
   * @param heaps the balls in each heap, heap 1 first; from 0 to that heap's starting size
   * @param toMove the player to move
   * @return the state
   * @throws IllegalArgumentException if the number of heaps differs from the game's, or a heap is
   *     negative or larger than at the start
   */
  public HeapNimState state(int[] heaps, Player toMove) {
    Objects.requireNonNull(toMove, "toMove");
    if (heaps.length != heapCount) {
      throw new IllegalArgumentException(
          "The game has " + heapCount + " heaps, not " + heaps.length);
    }
    int[] copy = heaps.clone();
    for (int i = 0; i < copy.length; i++) {
      if (copy[i] < 0 || copy[i] > initial.heap(i + 1)) {
        throw new IllegalArgumentException(
            "Heap " + (i + 1) + " may hold 0 to " + initial.heap(i + 1) + " balls, not " + copy[i]);
      }
    }
    return new HeapNimState(copy, toMove);
  }

  /**
   * Returns the game for learning code: as many actions as balls at the start ({@code h:c} is the
   * balls of the heaps before {@code h} plus {@code c - 1}) and the heaps and the player to move as
   * planes of {@code {2, heaps, largest + 1}}. See the guide page docs/games/nim.md, "Encoding for
   * learning".
   *
   * <pre>{@code
   * ActionEncoding<HeapNimState, HeapNimMove> encoding = HeapNim.of(3, 4, 5).encoding();
   * encoding.actionCount();   // 12
   * }</pre>
   *
   * @return the encoding
   */
  @API(status = EXPERIMENTAL, since = "0.1.0")
  public ActionEncoding<HeapNimState, HeapNimMove> encoding() {
    return new HeapNimEncoding(this);
  }

  /**
   * Returns the move notation, {@code h3:2}; parsing refuses heap numbers the game does not have.
   *
   * @return the notation
   */
  public MoveNotation<HeapNimMove> notation() {
    return notation;
  }

  /**
   * Returns the position text, such as {@code 1,2,3,4,5,6,7,8 1}; decoding checks the number of
   * heaps and that no heap holds more than at the start.
   *
   * @return the position format
   */
  public PositionFormat<HeapNimState> positions() {
    return positions;
  }

  @Override
  public HeapNimState initialState() {
    return initial;
  }

  @Override
  public Player toMove(HeapNimState state) {
    return state.toMove();
  }

  @Override
  public List<HeapNimMove> legalMoves(HeapNimState state) {
    requireGame(state);
    return new HeapMoveList(state.heapArray(), state.totalBalls());
  }

  @Override
  public Legality check(HeapNimState state, HeapNimMove move) {
    requireGame(state);
    if (state.totalBalls() == 0) {
      return Legality.illegal(HeapNimReason.GAME_OVER, "The game is over: no ball is left");
    }
    int heap = move.heap();
    if (heap > heapCount) {
      return Legality.illegal(
          HeapNimReason.NO_SUCH_HEAP,
          move + ": there is no heap " + heap + "; the heaps are numbered 1-" + heapCount);
    }
    int balls = state.heap(heap);
    if (balls == 0) {
      return Legality.illegal(HeapNimReason.EMPTY_HEAP, move + ": heap " + heap + " is empty");
    }
    if (move.count() > balls) {
      return Legality.illegal(
          HeapNimReason.TOO_MANY,
          move + ": heap " + heap + " holds only " + balls + (balls == 1 ? " ball" : " balls"));
    }
    return Legality.legal();
  }

  @Override
  public HeapNimState playUnchecked(HeapNimState state, HeapNimMove move) {
    requireGame(state);
    int[] heaps = state.heaps();
    heaps[move.heap() - 1] -= move.count();
    if (heaps[move.heap() - 1] < 0) {
      // A negative heap would break every later answer; refuse rather than return it.
      throw new IllegalMoveException(move, check(state, move));
    }
    int index = move.heap() - 1;
    long hash = state.positionHash()
        ^ NimZobrist.heap(index, state.heapArray()[index])
        ^ NimZobrist.heap(index, heaps[index])
        ^ NimZobrist.SECOND_TO_MOVE;
    return new HeapNimState(heaps, state.toMove().opponent(), hash);
  }

  @Override
  public Status status(HeapNimState state) {
    requireGame(state);
    return state.totalBalls() == 0
        ? termination.status(state.toMove().opponent())
        : Status.ongoing();
  }

  /**
   * Returns the total of the starting heaps: every move takes at least one ball, so every game is
   * over within that many plies.
   *
   * @return the most plies a game can last
   */
  @Override
  public OptionalInt plyBound() {
    return OptionalInt.of(totalBalls);
  }

  private void requireGame(HeapNimState state) {
    if (state.heapCount() != heapCount) {
      throw new IllegalArgumentException(
          "The state has " + state.heapCount() + " heaps; this game has " + heapCount);
    }
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof HeapNim that
        && that.misere == misere
        && that.initial.equals(initial);
  }

  @Override
  public int hashCode() {
    return initial.hashCode() * 31 + Boolean.hashCode(misere);
  }

  /**
   * Describes the game, such as {@code HeapNim[1,2,3, normal play]}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("HeapNim[");
    for (int i = 1; i <= heapCount; i++) {
      out.append(i == 1 ? "" : ",").append(initial.heap(i));
    }
    return out.append(misere ? ", misere play]" : ", normal play]").toString();
  }

  /**
   * Configures a heap Nim game. It starts as the triangle (heaps 1 to 8), normal play.
   *
   * <pre>{@code
   * HeapNim rules = HeapNim.builder().heaps(3, 4, 5).misere(true).build();
   * }</pre>
   *
   * <p>A builder is not thread-safe; the rules it builds are.
   */
  @API(status = STABLE, since = "0.1.0")
  public static final class Builder {
    private int[] heaps = {1, 2, 3, 4, 5, 6, 7, 8};
    private boolean misere;

    private Builder() {}

    /**
     * Sets the starting heaps.
     *
     * @param heaps the starting size of each heap, heap 1 first; at least one heap, each at least
     *     1 ball, in total at most {@link Integer#MAX_VALUE}
     * @return this builder
     * @throws IllegalArgumentException if there is no heap, a heap is smaller than 1, or the total
     *     is too large
     */
    public Builder heaps(int... heaps) {
      if (heaps.length == 0) {
        throw new IllegalArgumentException("Heap Nim needs at least one heap");
      }
      long total = 0;
      for (int i = 0; i < heaps.length; i++) {
        if (heaps[i] < 1) {
          throw new IllegalArgumentException(
              "Heap " + (i + 1) + " starts with " + heaps[i] + " balls; each heap needs 1 or more");
        }
        total += heaps[i];
      }
      if (total > Integer.MAX_VALUE) {
        throw new IllegalArgumentException(
            "The heaps hold " + total + " balls; at most " + Integer.MAX_VALUE + " are allowed");
      }
      this.heaps = heaps.clone();
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
     */
    public HeapNim build() {
      int total = 0;
      for (int heap : heaps) {
        total += heap; // checked by heaps() to fit an int
      }
      return new HeapNim(heaps.clone(), misere, total);
    }
  }
}
