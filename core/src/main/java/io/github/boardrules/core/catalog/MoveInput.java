package io.github.boardrules.core.catalog;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Turns clicks into moves: from the points a user touched so far in one position, the legal moves
 * still consistent with them and the points that may come next. Everything is derived from the
 * legal moves and each game's {@linkplain ConfiguredGame#clicks click sequence} of a move, so a
 * sequence of clicks can only ever build a legal move.
 *
 * <pre>{@code
 * MoveInput<ZertzState, ZertzMove> input = game.moveInput(state);
 * PartialMove<ZertzMove> step = input.after(List.of("supply-white", "d4"));
 * step.nextPoints();   // the rings that may be removed after placing white on d4: draw them as targets
 * step = input.after(List.of("supply-white", "d4", "a1"));
 * step.move();         // Optional[Wd4,a1]: the sequence is complete
 * input.after(List.of("supply-white", "z9")).reason();   // why no legal move goes on with z9
 * }</pre>
 *
 * <p><b>Every click sequence ends in exactly one move.</b> A game's sequences name the points in
 * the notation's coordinates and the named controls the game draws (such as {@code supply-white}
 * or {@code pass}). Where one legal move's sequence is a proper prefix of another's in this
 * position (a Pylos placement that may or may not take balls back), the shorter one ends with the
 * control {@value #DONE}, so that no sequence is a proper prefix of another; and no two legal moves
 * may have the same sequence (the constructor checks both). So a sequence is either a proper prefix
 * of some legal moves' sequences, the whole sequence of exactly one legal move, or refused.
 *
 * <p>Points are compared exactly, as the game's SVG names them ({@code data-point}).
 *
 * <p>Instances are immutable; they hold the legal moves of one position.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public final class MoveInput<S extends Object, M extends Object> {
  /** The control that ends a move whose points are also the beginning of a longer move. */
  public static final String DONE = "done";

  private final ConfiguredGame<S, M> game;
  private final S state;
  private final List<M> moves;
  private final List<List<String>> sequences;
  private final Map<M, Integer> indexOf = new HashMap<>();
  /** Every prefix of a sequence (the empty one too) to what follows it. */
  private final Map<List<String>, Prefix> prefixes = new HashMap<>();

  /** The moves whose sequences begin with one prefix, the points after it, and the move it ends. */
  private static final class Prefix {
    final List<Integer> moves = new ArrayList<>();
    final Set<String> next = new java.util.LinkedHashSet<>();
    int complete = -1;
  }

  private MoveInput(ConfiguredGame<S, M> game, S state) {
    this.game = game;
    this.state = state;
    this.moves = List.copyOf(game.rules().legalMoves(state));
    List<List<String>> raw = new ArrayList<>(moves.size());
    Set<List<String>> properPrefixes = new HashSet<>();
    for (M move : moves) {
      List<String> clicks = game.clicks(move);
      if (clicks.isEmpty()) {
        throw new IllegalStateException(
            game.config() + ": the click sequence of " + game.notation().format(move) + " is empty");
      }
      raw.add(clicks);
      for (int length = 1; length < clicks.size(); length++) {
        properPrefixes.add(clicks.subList(0, length));
      }
    }
    List<List<String>> done = new ArrayList<>(moves.size());
    Map<List<String>, M> owner = new HashMap<>();
    for (int i = 0; i < moves.size(); i++) {
      List<String> clicks = raw.get(i);
      if (properPrefixes.contains(clicks)) {
        List<String> ended = new ArrayList<>(clicks);
        ended.add(DONE);
        clicks = ended;
      }
      clicks = List.copyOf(clicks);
      @Nullable M other = owner.put(clicks, moves.get(i));
      if (other != null) {
        throw new IllegalStateException(game.config() + ": the moves " + game.notation().format(other)
            + " and " + game.notation().format(moves.get(i)) + " have the same click sequence " + clicks);
      }
      done.add(clicks);
    }
    this.sequences = List.copyOf(done);
    for (int i = 0; i < sequences.size(); i++) {
      indexOf.putIfAbsent(moves.get(i), i);
      List<String> sequence = sequences.get(i);
      for (int length = 0; length <= sequence.size(); length++) {
        Prefix prefix = prefixes.computeIfAbsent(sequence.subList(0, length), key -> new Prefix());
        prefix.moves.add(i);
        if (length < sequence.size()) {
          prefix.next.add(sequence.get(length));
        } else {
          prefix.complete = i;
        }
      }
    }
  }

  /**
   * Prepares the click input of a position.
   *
   * @param game the configured game
   * @param state the position
   * @param <S> the state type
   * @param <M> the move type
   * @return the input over the position's legal moves
   * @throws IllegalStateException if the game's click sequences are not fit for input: one is
   *     empty, or two legal moves have the same sequence
   */
  public static <S extends Object, M extends Object> MoveInput<S, M> of(ConfiguredGame<S, M> game, S state) {
    return new MoveInput<>(Objects.requireNonNull(game, "game"), Objects.requireNonNull(state, "state"));
  }

  /**
   * Returns the position.
   *
   * @return the state the moves are of
   */
  public S state() {
    return state;
  }

  /**
   * Returns the legal moves of the position.
   *
   * @return an unmodifiable list
   */
  public List<M> legalMoves() {
    return moves;
  }

  /**
   * Returns the points a user clicks, in order, to make a legal move in this position: the game's
   * click sequence, ended by {@value #DONE} where it is the beginning of a longer one.
   *
   * @param move a legal move of the position
   * @return the click sequence
   * @throws IllegalArgumentException if the move is not legal in the position
   */
  public List<String> clicks(M move) {
    @Nullable Integer index = indexOf.get(move);
    if (index == null) {
      throw new IllegalArgumentException(
          game.notation().format(move) + " is not a legal move here, so it has no click sequence");
    }
    return sequences.get(index);
  }

  /**
   * Tells what the points touched so far lead to.
   *
   * @param points the points clicked, first first; empty before the first click
   * @return the legal moves consistent with them, the points that may come next, the move they
   *     complete, or why they are refused
   */
  public PartialMove<M> after(List<String> points) {
    List<String> clicked = List.copyOf(points);
    @Nullable Prefix prefix = prefixes.get(clicked);
    if (prefix == null) {
      return new PartialMove<>(clicked, List.of(), List.of(), null, refusal(clicked));
    }
    List<M> candidates = new ArrayList<>(prefix.moves.size());
    for (int index : prefix.moves) {
      candidates.add(moves.get(index));
    }
    @Nullable M complete = prefix.complete < 0 ? null : moves.get(prefix.complete);
    return new PartialMove<>(clicked, candidates, List.copyOf(prefix.next), complete, null);
  }

  /**
   * Returns the move a complete click sequence makes.
   *
   * @param points the points clicked
   * @return the one legal move whose click sequence they are
   * @throws IllegalArgumentException if they are not the whole click sequence of a legal move,
   *     with the reason
   */
  public M complete(List<String> points) {
    PartialMove<M> step = after(points);
    if (step.move().isPresent()) {
      return step.move().get();
    }
    throw new IllegalArgumentException(step.reason().orElse(
        "The clicks " + points + " are not a whole move yet: the next point may be one of " + step.nextPoints()));
  }

  /** Says why no legal move goes on with the last click: the longest prefix that still did. */
  private String refusal(List<String> clicked) {
    if (moves.isEmpty()) {
      return "No move can be made: the game is over (" + game.rules().status(state) + ")";
    }
    int accepted = clicked.size() - 1;
    while (accepted > 0 && !prefixes.containsKey(clicked.subList(0, accepted))) {
      accepted--;
    }
    List<String> before = clicked.subList(0, accepted);
    PartialMove<M> last = after(before);
    String side = game.sideName(game.rules().toMove(state));
    return "No legal move of " + side + " goes on with " + clicked.get(accepted)
        + (before.isEmpty() ? " as its first point" : " after " + String.join(", ", before))
        + (last.move().isPresent() && last.nextPoints().isEmpty()
            ? ": " + String.join(", ", before) + " is already the whole move "
                + game.notation().format(last.move().get())
            : ": the next point may be one of " + String.join(", ", last.nextPoints()));
  }
}
