package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.Bots;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.match.BradleyTerry;
import io.github.boardrules.bots.match.EloEstimate;
import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchTotals;
import io.github.boardrules.bots.match.PairResult;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.StandardOutput;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The code of docs/bots.md runs here ({@link PositionHint} and {@link LevelMatch} too) and does what
 * the page says (DocumentationSnippetsTest checks that the page shows exactly this code), and the
 * page's table of level 5 is the catalogue's.
 */
class BotsGuideTest {
  private static final GameCatalog CATALOG = GameCatalog.load();

  static List<Bot<?, ?>> levels() {
    // snippet:bots-levels
    ConfiguredGame<?, ?> game = GameCatalog.load().game("zertz");
    for (BotLevel level : game.levels()) {
      System.out.println(level.number() + " " + level.name() + ": " + level.description());
    }
    Bot<?, ?> easy = Bots.of(game, 2);                                    // seed 0, one thread
    Bot<?, ?> best = Bots.of(game, BotSettings.level(5).seed(7).timePerMove(Duration.ofMillis(500)).threads(2));
    // end-snippet
    return List.of(easy, best);
  }

  static List<EloEstimate> ratings() {
    // snippet:bots-ratings
    List<PairResult> pairs = List.of(
        new PairResult(0, 1, MatchTotals.of(0, 0, 10, 0)),   // level 1 lost all 10 games to level 2
        new PairResult(1, 2, MatchTotals.of(4, 2, 4, 0)));   // level 2 and level 3 scored even
    List<EloEstimate> ratings = BradleyTerry.fit(3, pairs, 0, 1.0);   // level 1 = 0; one virtual draw a pair
    System.out.println(ratings.get(1).text() + " " + ratings.get(2).text());
    // end-snippet
    return ratings;
  }

  @Test
  void theLevelsOfZertzAreTheStandardLadderWithAlphaBetaAtTheTop() {
    String out = StandardOutput.capture(BotsGuideTest::levels);
    assertThat(out.lines()).containsExactly(
        "1 random: a uniformly random legal move",
        "2 easy: Monte-Carlo tree search, 100 playouts a move",
        "3 medium: Monte-Carlo tree search, 1,000 playouts a move",
        "4 hard: Monte-Carlo tree search, 10,000 playouts a move",
        "5 best: alpha-beta search with the game's evaluation, deepening to 3,500,000 positions a move");
    List<Bot<?, ?>> bots = silently(BotsGuideTest::levels);
    assertThat(bots.get(0)).isInstanceOf(MctsBot.class);
    assertThat(bots.get(1)).isInstanceOf(AlphaBetaBot.class);
  }

  /** The page's table "Level 5, game by game", and square Abalone's own levels 2 to 4. */
  @Test
  void thePagesTableOfTheTopLevelIsTheCatalogues() {
    String perfect = "the perfect player (the game's solver)";
    String mcts = "Monte-Carlo tree search, 250,000 playouts a move";
    Map<String, String> table = new TreeMap<>(Map.of(
        "nim", perfect, "heapnim", perfect, "intarsia", perfect, "pylos", mcts, "pushfour", nodes(3_000_000),
        "fiveshift", "Monte-Carlo tree search with guided playouts, 300,000 playouts a move",
        "zertz", nodes(3_500_000), "tzaar", nodes(2_500_000) + ", deeper late-move reductions", "colorfield", nodes(1_500_000), "pikkpakk", nodes(1_500_000)));
    table.put("squareabalone", nodes(1_300_000) + ", deeper late-move reductions");
    assertThat(CATALOG.names()).containsExactlyInAnyOrderElementsOf(table.keySet());
    for (Map.Entry<String, String> row : table.entrySet()) {
      ConfiguredGame<?, ?> game = CATALOG.game(row.getKey());
      assertThat(game.levels()).as(row.getKey()).hasSize(5);
      assertThat(game.level(5).description()).as(row.getKey()).isEqualTo(row.getValue());
    }
    ConfiguredGame<?, ?> abalone = CATALOG.game("squareabalone");
    assertThat(List.of(abalone.level(2), abalone.level(3), abalone.level(4)))
        .extracting(BotLevel::description)
        .containsExactly(nodes(100), nodes(1_000), nodes(60_000));
  }

  private static String nodes(int positions) {
    return String.format(java.util.Locale.ROOT,
        "alpha-beta search with the game's evaluation, deepening to %,d positions a move", positions);
  }

  @Test
  void theHintIsTheSolversValueWhereThereIsOneAndASearchScoreElsewhere() {
    // 4 x 4 NIM's start is lost for the player to move: the second player mirrors every move
    // through the centre. The solver proves it, so the hint is an exact LOSS.
    ConfiguredGame<?, ?> nim = CATALOG.game("nim");
    Hint<?> solved = hintAtStart(nim);
    assertThat(solved.value().kind()).isEqualTo(PositionValue.Kind.LOSS);
    // ZERTZ has no solver: the top level's alpha-beta search scores the position.
    assertThat(hintAtStart(CATALOG.game("zertz")).value().kind()).isEqualTo(PositionValue.Kind.SCORE);
  }

  private static <S extends Object, M extends Object> Hint<M> hintAtStart(ConfiguredGame<S, M> game) {
    // A timed search may answer differently each time: check the printed text of the same call.
    AtomicReference<Hint<M>> answer = new AtomicReference<>();
    String out = StandardOutput.capture(() -> answer.set(PositionHint.print(game, game.rules().initialState())));
    Hint<M> hint = answer.get();
    assertThat(out.strip()).isEqualTo(hint.text(game.notation()))
        .startsWith(game.notation().format(hint.move()) + ": ");
    assertThat(game.rules().isLegal(game.rules().initialState(), hint.move())).isTrue();
    return hint;
  }

  @Test
  void thePerfectPlayerWinsEveryGameItDoesNotStartAndTheThreadsChangeNothing() {
    ConfiguredGame<?, ?> nim = CATALOG.game("nim");
    String out = StandardOutput.capture(() -> LevelMatch.play(nim, 2));
    List<GameResult> games = silently(() -> LevelMatch.play(nim, 2));
    assertThat(games).hasSize(20);
    for (GameResult game : games) {
      assertThat(game.outcome()).isIn(GameResult.Outcome.WIN, GameResult.Outcome.LOSS);   // NIM has no draw
      if (!game.botAFirst()) {
        // The start is lost for the player to move (the mirror strategy): the perfect second player wins.
        assertThat(game.outcome()).as("game %d", game.index()).isEqualTo(GameResult.Outcome.WIN);
      }
    }
    assertThat(games).filteredOn(g -> !g.botAFirst()).hasSize(10);
    MatchTotals totals = MatchTotals.of(games);
    assertThat(out).startsWith(totals.wins() + "-0-" + totals.losses() + ", Elo ");
    // Game i depends only on the match seed and i: one thread plays the same games.
    assertThat(silently(() -> LevelMatch.play(nim, 1))).isEqualTo(games);
  }

  @Test
  void aLevelThatLostEveryGameStillGetsAFiniteRating() {
    String out = StandardOutput.capture(BotsGuideTest::ratings);
    List<EloEstimate> ratings = silently(BotsGuideTest::ratings);
    EloEstimate second = ratings.get(1);
    // The pairs form a chain, so each difference is fitted from its own pair alone. With one
    // virtual draw, level 2's 10 wins of 10 become 10.5 points of 11: 400 log10(10.5 / 0.5).
    assertThat(ratings.get(0).elo()).isZero();
    assertThat(second.elo()).isCloseTo(400 * Math.log10(10.5 / 0.5), within(0.05));
    assertThat(second.low()).isLessThan(second.elo());
    assertThat(second.high()).isGreaterThan(second.elo()).isFinite();
    // Level 3 scored even against level 2: the same rating.
    assertThat(ratings.get(2).elo()).isCloseTo(second.elo(), within(0.05));
    assertThat(out.strip()).isEqualTo(second.text() + " " + ratings.get(2).text());
  }

  /** The value, with what making it printed kept off the test output (the snippets print). */
  private static <T> T silently(Supplier<T> maker) {
    AtomicReference<T> value = new AtomicReference<>();
    StandardOutput.capture(() -> value.set(maker.get()));
    return value.get();
  }
}
