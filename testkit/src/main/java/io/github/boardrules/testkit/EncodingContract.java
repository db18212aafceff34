package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.learning.ActionEncoding;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The encoding test kit: the properties every {@link ActionEncoding} must have, checked over seeded
 * random games of one configured game, as JUnit 5 dynamic tests. A game module runs it for each
 * option set it samples:
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicTest> encoding() {
 *   return EncodingContract.of(GameCatalog.load().game("heapnim(heaps=3-4-5)")).games(30).tests();
 * }
 * }</pre>
 *
 * <p>The properties, each a test:
 *
 * <ol>
 *   <li>every legal move has an index in {@code [0, actionCount())}; distinct legal moves have
 *       distinct indices; index, move and index round-trip (on a spread of twelve moves per state); {@code legalActions} is sorted and holds
 *       exactly the legal moves' indices; the mask is true exactly there; an action that is not
 *       legal is refused with an {@link IllegalArgumentException} naming it;
 *   <li>observations have the declared shape's size and finite values; equal states (the same
 *       state read back from its position text) have equal observations; distinct states reached in
 *       the games have distinct observations (the tensor describes the state, turn included), or
 *       where the game's states hold more than the observation shows, states whose {@linkplain
 *       #observedPart observed parts} differ;
 *   <li>returns are {@code {0, 0}} while the game goes on and in a draw, and {@code +1} for the
 *       winner and {@code -1} for the loser at a win.
 * </ol>
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class EncodingContract<S extends Object, M extends Object> {
  private static final int ROUND_TRIPS = 12;

  private final ConfiguredGame<S, M> game;
  private final Rules<S, M> rules;
  private final ActionEncoding<S, M> encoding;
  private int games = 20;
  private int plyCap = 300;
  private Function<S, ?> observedPart = state -> state;

  private EncodingContract(ConfiguredGame<S, M> game) {
    this.game = game;
    this.rules = game.rules();
    this.encoding =
        game.encoding().orElseThrow(() -> new AssertionError(game + " has no encoding for learning"));
  }

  /**
   * Starts the contract for one configured game.
   *
   * @param game the configured game, with its encoding
   * @param <S> the state type
   * @param <M> the move type
   * @return the contract, with default counts
   */
  public static <S extends Object, M extends Object> EncodingContract<S, M> of(ConfiguredGame<S, M> game) {
    return new EncodingContract<>(Objects.requireNonNull(game));
  }

  /**
   * Sets how many random games each property plays (default 20).
   *
   * @param count the number of games
   * @return this contract
   */
  public EncodingContract<S, M> games(int count) {
    this.games = count;
    return this;
  }

  /**
   * Sets the ply cap of the random games (default 300), to keep the kit fast on long games.
   *
   * @param plies the most moves of a random game
   * @return this contract
   */
  public EncodingContract<S, M> plyCap(int plies) {
    this.plyCap = plies;
    return this;
  }

  /**
   * Sets the part of a state that the observation must tell apart, for a game whose states hold
   * what the observation leaves out, as OpenSpiel's observations do (the history that a repetition
   * rule reads, a ply count): states whose parts differ must have different observations. By
   * default the whole state.
   *
   * @param part the observed part of a state, compared with {@code equals}
   * @return this contract
   */
  public EncodingContract<S, M> observedPart(Function<S, ?> part) {
    this.observedPart = Objects.requireNonNull(part);
    return this;
  }

  /**
   * Returns the properties as dynamic tests.
   *
   * @return one test per property
   */
  public Stream<DynamicTest> tests() {
    String name = game.toString();
    return Stream.of(
        DynamicTest.dynamicTest(name + ": actions are a bijection with the legal moves", this::actions),
        DynamicTest.dynamicTest(name + ": observations have the shape and describe the state", this::observations),
        DynamicTest.dynamicTest(name + ": returns agree with the status", this::returns));
  }

  private List<RandomGame<S, M>> randomGames(String property) {
    int count = Seeds.tries(games);
    return java.util.stream.IntStream.range(0, count)
        .mapToObj(i -> RandomGame.play(rules, Seeds.seed(game + " encoding " + property, i), plyCap))
        .toList();
  }

  private void actions() {
    int count = encoding.actionCount();
    assertThat(count).as("action count").isPositive();
    for (RandomGame<S, M> played : randomGames("actions")) {
      for (S state : played.states()) {
        checkActions(played, state, count);
      }
    }
  }

  private void checkActions(RandomGame<S, M> played, S state, int count) {
    List<M> moves = rules.legalMoves(state);
    Set<Integer> indices = new HashSet<>();
    // Plain checks in the loops over every move and action, which are long (ZÈRTZ lists thousands
    // of placements); move(state, action) looks through the legal moves, so round trips are
    // checked on a spread of at most ROUND_TRIPS moves per state.
    int step = Math.max(1, moves.size() / ROUND_TRIPS);
    for (int i = 0; i < moves.size(); i++) {
      M move = moves.get(i);
      int index = encoding.index(state, move);
      if (index < 0 || index >= count) {
        fail("index %d of %s is outside [0, %d), in %s", index, move, count, played);
      }
      if (!indices.add(index)) {
        fail("index %d of %s is shared with another legal move, in %s", index, move, played);
      }
      if (i % step == 0) {
        assertThat(encoding.move(state, index)).as("move of action %d in %s", index, played).isEqualTo(move);
        assertThat(encoding.index(state, encoding.move(state, index))).isEqualTo(index);
      }
    }
    int[] legal = encoding.legalActions(state);
    assertThat(legal).as("legal actions in %s", played).isSorted().hasSize(moves.size());
    for (int action : legal) {
      if (!indices.contains(action)) {
        fail("legal action %d is no legal move's index, in %s", action, played);
      }
    }
    boolean[] mask = encoding.legalMask(state);
    assertThat(mask).hasSize(count);
    int set = 0;
    for (int a = 0; a < count; a++) {
      if (mask[a]) {
        set++;
        if (!indices.contains(a)) {
          fail("mask bit %d is set but no legal move has that index, in %s", a, played);
        }
      }
    }
    assertThat(set).as("mask bits in %s", played).isEqualTo(moves.size());
    int illegal = firstIllegal(mask);
    if (illegal >= 0) {
      assertThatThrownBy(() -> encoding.move(state, illegal))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("action " + illegal);
    }
    assertThatThrownBy(() -> encoding.move(state, count))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("action " + count);
  }

  private static int firstIllegal(boolean[] mask) {
    for (int a = 0; a < mask.length; a++) {
      if (!mask[a]) {
        return a;
      }
    }
    return -1;
  }

  private void observations() {
    int[] shape = encoding.observationShape();
    assertThat(shape).as("observation shape").isNotEmpty();
    long size = 1;
    for (int dimension : shape) {
      assertThat(dimension).as("dimension of %s", Arrays.toString(shape)).isPositive();
      size *= dimension;
    }
    Map<ByteBuffer, S> seen = new HashMap<>();
    for (RandomGame<S, M> played : randomGames("observations")) {
      for (S state : played.states()) {
        float[] observation = encoding.observation(state);
        assertThat(observation).as("observation size in %s", played).hasSize((int) size);
        // A plain check on every value (an observation holds hundreds), as in checkActions.
        for (int i = 0; i < observation.length; i++) {
          if (!Float.isFinite(observation[i])) {
            fail("observation value %d is %s, not finite, in %s", i, observation[i], played);
          }
        }
        S copy = game.positions().decode(game.positions().encode(state));
        if (copy.equals(state)) {
          assertThat(encoding.observation(copy)).as("observation of an equal state").isEqualTo(observation);
        }
        ByteBuffer key = key(observation);
        S before = seen.putIfAbsent(key, state);
        if (before != null) {
          assertThat(observedPart.apply(before))
              .as("two states with one observation: %s and %s (%s)",
                  game.positions().encode(before), game.positions().encode(state), played)
              .isEqualTo(observedPart.apply(state));
        }
      }
    }
  }

  private static ByteBuffer key(float[] observation) {
    ByteBuffer bytes = ByteBuffer.allocate(observation.length * 4);
    bytes.asFloatBuffer().put(observation);
    return bytes;
  }

  private void returns() {
    for (RandomGame<S, M> played : randomGames("returns")) {
      for (S state : played.states()) {
        Status status = rules.status(state);
        double[] returns = encoding.returns(state);
        assertThat(returns).as("returns in %s", played).hasSize(2);
        if (status.winner().isPresent()) {
          Player winner = status.winner().get();
          assertThat(returns[winner.ordinal()]).isEqualTo(1.0);
          assertThat(returns[winner.opponent().ordinal()]).isEqualTo(-1.0);
        } else {
          assertThat(returns).as("returns of %s", status).containsExactly(0.0, 0.0);
        }
      }
    }
  }
}
