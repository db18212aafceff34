package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.PlyCount;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Replay;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.Termination;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The contract test kit: the properties every {@link Rules} implementation must have, checked over
 * random games, as JUnit 5 dynamic tests. A game module runs it with a few lines:
 *
 * <pre>{@code
 * class GridNimContractProperties {
 *   @TestFactory
 *   Stream<DynamicTest> contract() {
 *     GridNim rules = GridNim.standard();
 *     return RulesContract.of("grid NIM", rules, rules.notation(), rules.positions())
 *         .candidateMoves((state, random) -> rules.move(random.nextLong(1, 1L << 16)))   // any balls
 *         .games(200)
 *         .tests();
 *   }
 * }
 * }</pre>
 *
 * <p>The properties, each a test:
 *
 * <ol>
 *   <li>every listed move is legal, plays, and plays the same with and without checking; the list
 *       has no duplicates and is the same on every call;
 *   <li>candidate moves that are not listed are rejected with a reason and a message, {@code play}
 *       throws {@link IllegalMoveException} with that reason, and the state is untouched;
 *   <li>the legal moves are empty exactly when the status says the game is over; a win names a
 *       winner and a draw does not; a draw has one of the terminations declared with {@link
 *       #drawsBy} — those that the rules or an enabled option produce — and no other;
 *   <li>when the rules declare a {@link Rules#plyBound()}, random games end within it; games
 *       without one run under the kit's cap ({@link #plyCap}), not the rules';
 *   <li>move notation and position text round-trip;
 *   <li>a position text that decodes — a reachable state's, and the same text with each of its
 *       numbers set to the extremes a counter may take ({@link PlyCount#MAX} and around it) —
 *       encodes back to itself, and the state after each legal move encodes to a text that
 *       decodes to that state: counters saturate rather than overflow ({@link PlyCount});
 *   <li>states are never changed by playing moves on them;
 *   <li>{@code equals} and {@code hashCode} agree on states and moves;
 *   <li>game records round-trip through their text and replay to the same end; a record with an
 *       illegal move reports that move's number and reason;
 *   <li>random and mutated strings given to the move, position and record parsers give either a
 *       value or a {@link TextParseException} with a message and a valid index, nothing else;
 *   <li>random games played on several threads from the one rules object give exactly the results
 *       of the same seeds played one by one.
 * </ol>
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class RulesContract<S extends Object, M extends Object> {
  private static final String JUNK = " -,:;/.[]\"\\#0123456789xyzXYZ\u00e9\t\n\u0000";

  private final String name;
  private final Rules<S, M> rules;
  private final MoveNotation<M> notation;
  private final PositionFormat<S> positions;
  private BiFunction<S, RandomGenerator, M> candidateMoves;
  private int games = 100;
  private int candidatesPerState = 8;
  private int parserInputs = 300;
  private int threads = 4;
  private Set<Termination> draws = Set.of();
  private int plyCap = -1;

  private RulesContract(
      String name, Rules<S, M> rules, MoveNotation<M> notation, PositionFormat<S> positions) {
    this.name = name;
    this.rules = rules;
    this.notation = notation;
    this.positions = positions;
    this.candidateMoves = (state, random) -> randomListedMove(rules, random);
  }

  private static <S extends Object, M extends Object> M randomListedMove(Rules<S, M> rules, RandomGenerator random) {
    List<M> moves = rules.legalMoves(rules.initialState(random));
    return moves.get(random.nextInt(moves.size()));
  }

  /**
   * Starts the contract for one configured game.
   *
   * @param name the game's name, shown in test names
   * @param rules the rules to check
   * @param notation the game's move notation
   * @param positions the game's position text
   * @param <S> the state type
   * @param <M> the move type
   * @return the contract, with default counts, to adjust and then run with {@link #tests()}
   */
  public static <S extends Object, M extends Object> RulesContract<S, M> of(
      String name, Rules<S, M> rules, MoveNotation<M> notation, PositionFormat<S> positions) {
    return new RulesContract<>(
        name,
        Objects.requireNonNull(rules),
        Objects.requireNonNull(notation),
        Objects.requireNonNull(positions));
  }

  /**
   * Sets how to draw arbitrary moves for a state — legal or not — to check that moves not listed
   * are rejected. Without it, only moves listed in some initial state are tried.
   *
   * @param candidates draws a move of the game's move type
   * @return this contract
   */
  public RulesContract<S, M> candidateMoves(BiFunction<S, RandomGenerator, M> candidates) {
    this.candidateMoves = Objects.requireNonNull(candidates);
    return this;
  }

  /**
   * Declares the terminations with which a game of this configuration may be drawn: those that
   * its rules text produces (NIM and ZÈRTZ's two passes, TZAAR's none) and those of enabled draw
   * options (a ply limit, repetition). By default none: any drawn status fails the contract.
   *
   * @param terminations the allowed draw terminations
   * @return this contract
   */
  public RulesContract<S, M> drawsBy(Termination... terminations) {
    this.draws = Set.copyOf(Arrays.asList(terminations));
    return this;
  }

  /**
   * Sets the kit's ply cap for random games of rules that declare no {@link Rules#plyBound()}
   * (default {@value RandomGame#DEFAULT_PLY_CAP}). With a declared bound, games run to one ply
   * past it, to check it.
   *
   * @param plies the most moves of a random game
   * @return this contract
   */
  public RulesContract<S, M> plyCap(int plies) {
    if (plies < 1) {
      throw new IllegalArgumentException("The ply cap must be 1 or more, not " + plies);
    }
    this.plyCap = plies;
    return this;
  }

  /**
   * Sets how many random games each game property plays (default 100).
   *
   * @param count the number of games
   * @return this contract
   */
  public RulesContract<S, M> games(int count) {
    this.games = count;
    return this;
  }

  /**
   * Sets how many candidate moves are drawn in each state (default 8).
   *
   * @param count the number of candidates
   * @return this contract
   */
  public RulesContract<S, M> candidatesPerState(int count) {
    this.candidatesPerState = count;
    return this;
  }

  /**
   * Sets how many random and mutated strings each parser gets (default 300).
   *
   * @param count the number of strings
   * @return this contract
   */
  public RulesContract<S, M> parserInputs(int count) {
    this.parserInputs = count;
    return this;
  }

  /**
   * Sets how many threads share the rules object in the concurrency property (default 4).
   *
   * @param count the number of threads
   * @return this contract
   */
  public RulesContract<S, M> threads(int count) {
    this.threads = count;
    return this;
  }

  /**
   * Returns the properties as dynamic tests, for a {@code @TestFactory} method.
   *
   * @return one test per property
   */
  public Stream<DynamicTest> tests() {
    return Stream.of(
        test("listed moves are legal and play", this::listedMovesPlay),
        test("unlisted moves are rejected with a reason", this::unlistedMovesRejected),
        test("status agrees with the legal moves", this::statusAgreesWithMoves),
        test("random games end within the declared ply bound", this::gamesEndWithinBound),
        test("move notation round-trips", this::notationRoundTrips),
        test("position text round-trips", this::positionsRoundTrip),
        test("decoded texts, counters at their extremes too, read back after any move",
            this::decodedTextsReadBackAfterAMove),
        test("states are never changed by play", this::statesUnchanged),
        test("equals and hashCode agree", this::equalsAgreesWithHashCode),
        test("game records round-trip and replay", this::recordsRoundTrip),
        DynamicTest.dynamicTest(name + ": parsers raise only TextParseException", this::parsersFail),
        DynamicTest.dynamicTest(name + ": one rules object on several threads", this::threadsAgree));
  }

  private DynamicTest test(String property, Consumer<RandomGame<S, M>> check) {
    String title = name + ": " + property;
    return DynamicTest.dynamicTest(title, () -> ForAll.games(title, games, rules, cap(), check));
  }

  private int cap() {
    return rules.plyBound().isPresent() || plyCap < 0 ? RandomGame.defaultCap(rules) : plyCap;
  }

  private void listedMovesPlay(RandomGame<S, M> game) {
    for (S state : game.states()) {
      List<M> moves = rules.legalMoves(state);
      assertThat(rules.legalMoves(state)).as("legal moves on a second call").isEqualTo(moves);
      assertThat(new HashSet<>(moves)).as("legal moves without duplicates").hasSize(moves.size());
      if (!moves.isEmpty()) {
        assertThatThrownBy(() -> moves.remove(0))
            .as("the legal-move list is unmodifiable")
            .isInstanceOf(UnsupportedOperationException.class);
      }
      // Plain checks in the loops over every move (millions a contract, where an AssertJ assertion
      // each, an object with its description, cost more than the rules' work checked); the same
      // conditions, the message built only on failure.
      for (M move : moves) {
        Legality legality = rules.check(state, move);
        if (!legality.isLegal()) {
          fail("listed move %s is legal: %s", move, legality);
        }
        if (!rules.isLegal(state, move)) {
          fail("listed move %s: isLegal is false", move);
        }
        S next = rules.play(state, move);
        S unchecked = rules.playUnchecked(state, move);
        if (!unchecked.equals(next)) {
          fail("unchecked play of %s: expected %s but was %s", move, next, unchecked);
        }
      }
    }
  }

  private void unlistedMovesRejected(RandomGame<S, M> game) {
    SplittableRandom random = new SplittableRandom(game.seed() ^ 0x5DEECE66DL);
    for (S state : game.states()) {
      Set<M> listed = new HashSet<>(rules.legalMoves(state));
      String before = positions.encode(state);
      for (int i = 0; i < candidatesPerState; i++) {
        M move = candidateMoves.apply(state, random);
        Legality legality = rules.check(state, move);
        if (listed.contains(move)) {
          assertThat(legality.isLegal()).as("listed move %s", move).isTrue();
          continue;
        }
        assertThat(legality.isLegal()).as("unlisted move %s is refused", move).isFalse();
        assertThat(legality.reason()).as("reason for %s", move).isPresent();
        assertThat(legality.message()).as("message for %s", move).isNotBlank();
        assertThat(rules.isLegal(state, move)).isFalse();
        IllegalMoveException thrown = null;
        try {
          rules.play(state, move);
        } catch (IllegalMoveException e) {
          thrown = e;
        }
        if (thrown == null) {
          throw new AssertionError("play(" + move + ") must throw IllegalMoveException");
        }
        assertThat(thrown.reason()).isEqualTo(legality.reason().orElseThrow());
        assertThat(thrown.legality()).isEqualTo(legality);
        String text = notation.format(move);
        String why = legality.message().startsWith(text + ":")
            ? legality.message().substring(text.length() + 1).strip() : legality.message();
        assertThat(thrown.getMessage()).contains(why);
        assertThat(thrown.getMessage()).as("the refusal does not name %s twice in a row", text)
            .doesNotContain(text + ": " + text);
        assertThat(positions.encode(state)).as("state after refusing %s", move).isEqualTo(before);
      }
    }
  }

  private void statusAgreesWithMoves(RandomGame<S, M> game) {
    for (S state : game.states()) {
      Status status = rules.status(state);
      boolean noMoves = rules.legalMoves(state).isEmpty();
      assertThat(status.isOver()).as("over (%s) exactly when no moves are legal", status).isEqualTo(noMoves);
      assertThat(status.winner().isPresent()).isEqualTo(status.kind() == Status.Kind.WIN);
      assertThat(status.termination().isPresent()).isEqualTo(status.isOver());
      if (status.kind() == Status.Kind.DRAW) {
        assertThat(draws)
            .as("draw (%s): only terminations the rules or an enabled option produce (drawsBy)", status)
            .contains(status.termination().orElseThrow());
      }
      assertThat(status.description()).isNotBlank();
      assertThat(rules.toMove(state)).isNotNull();
    }
  }

  // With a bound, RandomGame stops at bound + 1 moves, so a game within it stopped because it was
  // over. Without one there is nothing to check: the rules may let a game go on for ever.
  private void gamesEndWithinBound(RandomGame<S, M> game) {
    if (rules.plyBound().isPresent()) {
      assertThat(game.moves().size())
          .as("game length within the declared ply bound")
          .isLessThanOrEqualTo(rules.plyBound().getAsInt());
      assertThat(game.isCut()).as("game over within the declared ply bound").isFalse();
    }
  }

  private void notationRoundTrips(RandomGame<S, M> game) {
    for (S state : game.states()) {
      for (M move : rules.legalMoves(state)) {
        String text = notation.format(move);
        M parsed = notation.parse(text);
        if (!parsed.equals(move)) {
          fail("parse(\"%s\"): expected %s but was %s", text, move, parsed);
        }
        if (parsed.hashCode() != move.hashCode()) {
          fail("parse(\"%s\"): hash code %s, the move's %s", text, parsed.hashCode(), move.hashCode());
        }
        String again = notation.format(parsed);
        if (!again.equals(text)) {
          fail("format(parse(\"%s\")): expected \"%s\" but was \"%s\"", text, text, again);
        }
      }
    }
  }

  private void positionsRoundTrip(RandomGame<S, M> game) {
    for (S state : game.states()) {
      String text = positions.encode(state);
      S decoded = positions.decode(text);
      assertThat(decoded).as("decode(\"%s\")", text).isEqualTo(state);
      assertThat(decoded.hashCode()).isEqualTo(state.hashCode());
      assertThat(positions.encode(decoded)).isEqualTo(text);
      assertThat(rules.toMove(decoded)).isEqualTo(rules.toMove(state));
      assertThat(rules.legalMoves(decoded)).isEqualTo(rules.legalMoves(state));
      assertThat(rules.status(decoded)).isEqualTo(rules.status(state));
    }
  }

  private static final String[] EXTREME_COUNTS = {
    Integer.toString(PlyCount.MAX),
    Integer.toString(PlyCount.MAX - 1),
    Integer.toString(PlyCount.MAX + 1),
    Integer.toString(Integer.MAX_VALUE),
    Integer.toString(Integer.MAX_VALUE - 1),
  };

  // Every reachable state's text, and that text with one of its numbers (counters among them) set
  // to an extreme: whatever the reader accepts must still read back after a move. States are
  // sampled (a few per game) and moves too, to keep the property as fast as the others.
  private void decodedTextsReadBackAfterAMove(RandomGame<S, M> game) {
    SplittableRandom random = new SplittableRandom(game.seed() ^ 0x9E3779B97F4A7C15L);
    List<S> states = sample(game.states(), 4, random);
    for (S state : states) {
      String text = positions.encode(state);
      List<String> variants = new ArrayList<>();
      variants.add(text);
      java.util.regex.Matcher number = java.util.regex.Pattern.compile("[0-9]+").matcher(text);
      while (number.find()) {
        for (String extreme : EXTREME_COUNTS) {
          variants.add(text.substring(0, number.start()) + extreme + text.substring(number.end()));
        }
      }
      for (String variant : variants) {
        S decoded;
        try {
          decoded = positions.decode(variant);
        } catch (TextParseException refused) {
          continue; // the reader may refuse a number out of its range: then there is nothing to check
        }
        assertThat(positions.encode(decoded)).as("encode(decode(\"%s\"))", variant).isEqualTo(variant);
        for (M move : sample(rules.legalMoves(decoded), 6, random)) {
          S next = rules.play(decoded, move);
          String after = positions.encode(next);
          S again;
          try {
            again = positions.decode(after);
          } catch (TextParseException e) {
            throw new AssertionError("decode(\"" + variant + "\"), play " + notation.format(move)
                + ": the text \"" + after + "\" no longer reads: " + e.getMessage(), e);
          }
          assertThat(again).as("after %s from \"%s\": \"%s\"", notation.format(move), variant, after)
              .isEqualTo(next);
          assertThat(positions.encode(again)).isEqualTo(after);
        }
      }
    }
  }

  private void statesUnchanged(RandomGame<S, M> game) {
    SplittableRandom random = new SplittableRandom(game.seed());
    for (S state : game.states()) {
      String before = positions.encode(state);
      int hash = state.hashCode();
      S copy = positions.decode(before);
      for (M move : rules.legalMoves(state)) {
        rules.play(state, move);
        rules.playUnchecked(state, move);
      }
      for (int i = 0; i < candidatesPerState; i++) {
        M move = candidateMoves.apply(state, random);
        try {
          rules.play(state, move);
        } catch (IllegalMoveException expected) {
          // refused moves are covered elsewhere; here only the state matters
        }
      }
      assertThat(positions.encode(state)).as("position text after playing on it").isEqualTo(before);
      assertThat(state.hashCode()).isEqualTo(hash);
      assertThat(state).isEqualTo(copy);
    }
  }

  private void equalsAgreesWithHashCode(RandomGame<S, M> game) {
    List<S> states = game.states();
    List<String> texts = new ArrayList<>(states.size());
    for (S state : states) {
      texts.add(positions.encode(state));
    }
    for (int i = 0; i < states.size(); i++) {
      S a = states.get(i);
      Object sameState = a;
      assertThat(a.equals(sameState)).as("equals is reflexive").isTrue();
      assertThat(a).isNotEqualTo(null).isNotEqualTo(new Object());
      for (int j = 0; j < states.size(); j++) {
        S b = states.get(j);
        if (a.equals(b)) {
          assertThat(b).isEqualTo(a);
          assertThat(a.hashCode()).as("hash codes of equal states").isEqualTo(b.hashCode());
          assertThat(texts.get(i)).isEqualTo(texts.get(j));
        } else {
          // A plain check on each of the many unequal pairs, as in listedMovesPlay.
          if (texts.get(i).equals(texts.get(j))) {
            fail("unequal states, position texts: states %d and %d both read \"%s\"", i, j, texts.get(i));
          }
        }
      }
    }
    // Pairs of moves from every state, sampled: all pairs of a start with thousands of moves
    // would cost more than the rest of the contract.
    SplittableRandom random = new SplittableRandom(game.seed());
    for (S state : states) {
      List<M> moves = sample(rules.legalMoves(state), 40, random);
      for (M a : moves) {
        Object sameMove = a;
        assertThat(a.equals(sameMove)).as("equals is reflexive").isTrue();
        assertThat(a).isNotEqualTo(null);
        for (M b : moves) {
          boolean same = a.equals(b);
          if (same != b.equals(a)) {
            fail("equals is symmetric: %s.equals(%s) is %s, the other way %s", a, b, same, !same);
          }
          if (same && a.hashCode() != b.hashCode()) {
            fail("hash codes of equal moves %s and %s: %s and %s", a, b, a.hashCode(), b.hashCode());
          }
        }
      }
    }
  }

  private static <T extends Object> List<T> sample(List<T> list, int most, RandomGenerator random) {
    if (list.size() <= most) {
      return list;
    }
    List<T> picked = new ArrayList<>(most);
    for (int i = 0; i < most; i++) {
      picked.add(list.get(random.nextInt(list.size())));
    }
    return picked;
  }

  private void recordsRoundTrip(RandomGame<S, M> game) {
    GameRecord<S, M> record =
        GameRecord.of(game.start(), game.moves()).withTag("Game", name).withTag("Seed", "" + game.seed());
    String text = record.write(notation, positions);
    GameRecord<S, M> read = GameRecord.read(text, notation, positions);
    assertThat(read).as("record read back from:%n%s", text).isEqualTo(record);
    Replay<S, M> replay = read.replay(rules);
    assertThat(replay.isComplete()).as("replay %s", replay).isTrue();
    assertThat(replay.states()).isEqualTo(game.states());
    assertThat(replay.orThrow()).isEqualTo(game.finalState());

    // Swap one move for a refused candidate: the replay must name that move.
    SplittableRandom random = new SplittableRandom(game.seed());
    for (int k = 0; k < game.moves().size(); k++) {
      S state = game.states().get(k);
      M candidate = candidateMoves.apply(state, random);
      Legality legality = rules.check(state, candidate);
      if (legality.isLegal()) {
        continue;
      }
      List<M> broken = new ArrayList<>(game.moves());
      broken.set(k, candidate);
      Replay<S, M> failed = GameRecord.of(game.start(), broken).replay(rules);
      assertThat(failed.isComplete()).isFalse();
      assertThat(failed.failedMoveNumber().getAsInt()).isEqualTo(k + 1);
      assertThat(failed.failedMove()).contains(candidate);
      assertThat(failed.failure()).contains(legality);
      assertThat(failed.finalState()).isEqualTo(state);
      int moveNumber = k + 1;
      assertThatThrownBy(failed::orThrow)
          .isInstanceOf(IllegalMoveException.class)
          .satisfies(e -> assertThat(((IllegalMoveException) e).moveNumber()).hasValue(moveNumber));
      break;
    }
  }

  private void parsersFail() {
    List<String> validMoves = new ArrayList<>();
    List<String> validPositions = new ArrayList<>();
    List<String> validRecords = new ArrayList<>();
    for (int g = 0; g < 5; g++) {
      RandomGame<S, M> game = RandomGame.play(rules, Seeds.seed(name + " parsers", g), cap());
      for (S state : game.states()) {
        validPositions.add(positions.encode(state));
      }
      for (M move : game.moves()) {
        validMoves.add(notation.format(move));
      }
      validRecords.add(GameRecord.of(game.start(), game.moves()).write(notation, positions));
    }
    if (validMoves.isEmpty()) {
      validMoves.add("");
    }
    String alphabet = alphabetOf(validMoves, validPositions) + JUNK;
    fuzz("move notation", validMoves, alphabet, notation::parse, move -> {
      String again = notation.format(move);
      assertThat(notation.parse(again)).isEqualTo(move);
      return null;
    });
    fuzz("position text", validPositions, alphabet, positions::decode, state -> {
      assertThat(positions.decode(positions.encode(state))).isEqualTo(state);
      return null;
    });
    fuzz("game record", validRecords, alphabet, text -> GameRecord.read(text, notation, positions),
        record -> null);
  }

  private <T extends Object> void fuzz(
      String kind,
      List<String> valid,
      String alphabet,
      Function<String, T> parser,
      Function<T, Void> onSuccess) {
    Gen<String> inputs =
        random ->
            random.nextInt(4) == 0
                ? Gen.strings(alphabet, 24).next(random)
                : Gen.mutate(valid.get(random.nextInt(valid.size())), alphabet, random);
    ForAll.values(name + ": " + kind + " parser on bad input", parserInputs, inputs, text -> {
      T value;
      try {
        value = parser.apply(text);
      } catch (TextParseException e) {
        assertThat(e.getMessage()).as("message").isNotBlank();
        assertThat(e.input()).as("input named").isEqualTo(text);
        assertThat(e.errorIndex()).as("error index").isBetween(0, text.length());
        assertThat(e.reason()).isNotBlank();
        return;
      } catch (RuntimeException e) {
        throw new AssertionError(
            kind + " parser threw " + e + " instead of TextParseException for \"" + text + "\"", e);
      }
      assertThat(value).isNotNull();
      onSuccess.apply(value);
    });
  }

  private static String alphabetOf(List<String> moves, List<String> positions) {
    StringBuilder chars = new StringBuilder();
    Stream.concat(moves.stream(), positions.stream())
        .flatMapToInt(String::chars)
        .distinct()
        .forEach(c -> chars.append((char) c));
    return chars.toString();
  }

  private void threadsAgree() throws InterruptedException, ExecutionException {
    int count = Seeds.tries(Math.max(8, games / 2));
    List<Long> seeds = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      seeds.add(Seeds.seed(name + " threads", i));
    }
    List<String> sequential = new ArrayList<>();
    for (long seed : seeds) {
      sequential.add(summary(seed));
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<String>> futures = new ArrayList<>();
      for (long seed : seeds) {
        futures.add(pool.submit(() -> summary(seed)));
      }
      for (int i = 0; i < seeds.size(); i++) {
        assertThat(futures.get(i).get()).as("seed %d on a shared rules object", seeds.get(i)).isEqualTo(sequential.get(i));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private String summary(long seed) {
    RandomGame<S, M> game = RandomGame.play(rules, seed, cap());
    StringBuilder out = new StringBuilder();
    for (M move : game.moves()) {
      out.append(notation.format(move)).append(' ');
    }
    S end = game.finalState();
    return out.append("| ").append(positions.encode(end)).append(" | ").append(rules.status(end)).toString();
  }
}
