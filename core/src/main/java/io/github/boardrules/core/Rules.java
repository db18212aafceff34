package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;

/**
 * The rules of one configured game: its initial state, whose turn it is, the legal moves, the
 * state after a move, and whether the game is over.
 *
 * <p>A rules object is immutable and thread-safe; its variant options are fixed when it is made.
 * States ({@code S}) are immutable values with {@code equals} and {@code hashCode}; moves ({@code
 * M}) are small immutable values. Nothing a caller passes in can corrupt a state.
 *
 * <pre>{@code
 * Rules<GridNimState, GridNimMove> rules = GridNim.standard();
 * GridNimState state = rules.initialState();
 * GridNimMove move = rules.legalMoves(state).get(0);
 * Legality legality = rules.check(state, move);     // legal
 * state = rules.play(state, move);                  // throws IllegalMoveException if not
 * Status status = rules.status(state);              // ongoing, win or draw
 * }</pre>
 *
 * <p>Implementations provide {@link #check} and {@link #playUnchecked}; {@link #play} validates
 * with the first and applies with the second.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public interface Rules<S extends Object, M extends Object> {

  /**
   * Returns the state a game starts from: the setup its configuration fixes (for TZAAR's random
   * setup, the one its seed draws), or the game's default one; {@link
   * #initialState(RandomGenerator)} draws setups that the configuration leaves to chance.
   *
   * @return the initial state
   */
  S initialState();

  /**
   * Returns a starting state drawn with {@code random}, for games whose configuration leaves the
   * setup to chance; the same generator state always gives the same setup. Games without a random
   * setup return {@link #initialState()}, and so do games whose configuration fixes the setup: a
   * configured seed wins over {@code random} (TZAAR's random setup is named by its seed, so {@code
   * tzaar(seed=42)} starts every game from the setup of seed 42, and its records say so).
   *
   * @param random the source of randomness
   * @return an initial state
   */
  default S initialState(RandomGenerator random) {
    Objects.requireNonNull(random, "random");
    return initialState();
  }

  /**
   * Returns the player whose turn it is. When the game is over, this is the player who would move
   * next.
   *
   * @param state a state of this game
   * @return the player to move
   */
  Player toMove(S state);

  /**
   * Returns every legal move, in an order fixed by the game. The list is empty exactly when the
   * game is over: a game whose rules force a player to pass lists a pass move.
   *
   * @param state a state of this game
   * @return the legal moves, an unmodifiable list
   */
  List<M> legalMoves(S state);

  /**
   * Tells whether {@code move} is legal in {@code state}, and if not, why.
   *
   * @param state a state of this game
   * @param move any move of this game's move type
   * @return the answer, with a reason and message when illegal
   */
  Legality check(S state, M move);

  /**
   * Tells whether {@code move} is legal in {@code state}.
   *
   * @param state a state of this game
   * @param move any move of this game's move type
   * @return true when {@link #check} says legal
   */
  default boolean isLegal(S state, M move) {
    return check(state, move).isLegal();
  }

  /**
   * Plays a move after checking it.
   *
   * @param state a state of this game; it is not changed
   * @param move the move to play
   * @return the state after the move
   * @throws IllegalMoveException if the move is not legal, carrying the reason from {@link #check}
   */
  default S play(S state, M move) {
    Legality legality = check(state, move);
    if (!legality.isLegal()) {
      throw new IllegalMoveException(move, legality);
    }
    return playUnchecked(state, move);
  }

  /**
   * Plays a move known to be legal, without checking it: the fast path for engines that play only
   * moves from {@link #legalMoves}. For an illegal move the result is unspecified, and may be an
   * exception, but {@code state} itself is never changed.
   *
   * @param state a state of this game; it is not changed
   * @param move a legal move
   * @return the state after the move
   */
  S playUnchecked(S state, M move);

  /**
   * Returns whether the game goes on, or how it ended.
   *
   * @param state a state of this game
   * @return the status
   */
  Status status(S state);

  /**
   * Returns a bound on the length of any game, in plies (single moves), when the rules or an
   * enabled option guarantee one: from any state {@link #initialState} or {@link
   * #initialState(RandomGenerator)} returns, every game is over within this many plies. NIM's and
   * TZAAR's games are bounded by their material, and a ply-limit option bounds any game.
   *
   * <p>Empty where the rules let a game go on for ever (Pikk-Pakk, Pylos, the colour-field game
   * without a ply limit). Tools that need finite games take a ply cap from their caller instead:
   * {@link Playouts#playRandomly(Rules, Object, RandomGenerator, int)}, the bots' playouts, {@code
   * Match}. The rules never end a game that their text does not end.
   *
   * <pre>{@code
   * int cap = rules.plyBound().orElse(1_000);   // a tool's own cap where the rules give none
   * }</pre>
   *
   * @return the most plies a game can last, or empty when the rules set no bound
   */
  default OptionalInt plyBound() {
    return OptionalInt.empty();
  }

  /**
   * Returns the game's own name of a side, in upper case, such as {@code WHITE} and {@code BLACK}
   * in TZAAR, {@code LIGHT} and {@code DARK} in Pylos, {@code FULL} and {@code EMPTY} in the
   * colour-field game. A game whose sides have no names of their own (ZÈRTZ, whose players share
   * the marbles, and the NIM games) answers {@code FIRST} and {@code SECOND}. Messages, records
   * and the CLI use it, so that code that does not know the game still names its sides as the
   * game does.
   *
   * <pre>{@code
   * Tzaar.fixedSetup().sideName(Player.FIRST);   // "WHITE"
   * Zertz.standard().sideName(Player.FIRST);     // "FIRST"
   * }</pre>
   *
   * @param player the side
   * @return its name in this game; {@link Player#name()} for a game without its own names
   */
  default String sideName(Player player) {
    return player.name();
  }
}
