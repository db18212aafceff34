package io.github.boardrules.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchRecords;
import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.bots.match.MatchTotals;
import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PhaseLevel;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import io.github.boardrules.core.fixture.TakeAway;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bot levels, hints and match records of a configured game, on the take-away game. */
class BotLevelsTest {
  private static final TakeAway RULES = new TakeAway(21);

  @TempDir Path dir;

  private static ConfiguredGame.Builder<Pile, Take> builder() {
    return ConfiguredGame.builder(GameCatalog.load().game("takeaway(pile=21)").config(),
        "Take-away", RULES, TakeAway.NOTATION, RULES.positions());
  }

  private static List<Take> selfPlay(Bot<Pile, Take> bot) {
    List<Take> moves = new ArrayList<>();
    Pile state = RULES.initialState();
    while (!RULES.legalMoves(state).isEmpty()) {
      Take move = bot.chooseMove(state);
      assertThat(RULES.isLegal(state, move)).isTrue();
      moves.add(move);
      state = RULES.play(state, move);
    }
    return moves;
  }

  @Test
  void theStandardLadderIsRandomThenMonteCarloAtGrowingBudgets() {
    List<BotLevel> levels = builder().build().levels();
    assertThat(levels).extracting(BotLevel::number).containsExactly(1, 2, 3, 4, 5);
    assertThat(levels).extracting(BotLevel::name).containsExactly("random", "easy", "medium", "hard", "best");
    assertThat(levels).extracting(BotLevel::engine).containsExactly(BotLevel.Engine.RANDOM,
        BotLevel.Engine.MCTS, BotLevel.Engine.MCTS, BotLevel.Engine.MCTS, BotLevel.Engine.MCTS);
    assertThat(levels).extracting(BotLevel::budget).containsExactly(0, 100, 1_000, 5_000, 20_000);
    assertThat(levels.get(2).description()).isEqualTo("Monte-Carlo tree search, 1,000 playouts a move");
    // With a perfect player, level 5 is that player.
    ConfiguredGame<Pile, Take> solved = builder().perfectPlayer(() -> state -> new Take(1)).build();
    assertThat(solved.level(5).engine()).isEqualTo(BotLevel.Engine.PERFECT);
    assertThat(Bots.of(solved, 5).chooseMove(RULES.initialState())).isEqualTo(new Take(1));
  }

  @Test
  void aProviderReplacesLevelsAndTheirNeedsAreChecked() {
    ConfiguredGame<Pile, Take> game = builder().evaluation((state, player) -> 0)
        .level(BotLevel.alphaBeta(4, "hard", 6)).build();
    assertThat(game.level(4)).isEqualTo(BotLevel.alphaBeta(4, "hard", 6));
    assertThat(selfPlay(Bots.of(game, 4))).isNotEmpty();
    assertThatThrownBy(() -> builder().level(BotLevel.alphaBeta(4, "hard", 6)).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("level 4 (hard)")
        .hasMessageContaining("needs an evaluation");
    assertThatThrownBy(() -> builder().level(BotLevel.perfect(5, "best")).build())
        .hasMessageContaining("needs a perfect player");
    assertThatThrownBy(() -> builder().level(BotLevel.mcts(1, "easy", 10)).build())
        .hasMessageContaining("level 1 (easy)").hasMessageContaining("must be random");
    assertThatThrownBy(() -> builder().level(BotLevel.mcts(6, "huge", 10)).build())
        .hasMessageContaining("no level 6");
    assertThatThrownBy(() -> Bots.of(builder().build(), 6))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("levels 1 to 5, not 6");
    assertThatThrownBy(() -> BotLevel.mcts(2, "easy", 0)).hasMessageContaining("budget 0");
  }

  @Test
  void theSameSeedPlaysTheSameMovesAlsoWithThreads() {
    ConfiguredGame<Pile, Take> game = builder().build();
    for (int level = 1; level <= 3; level++) {
      BotSettings settings = BotSettings.level(level).seed(7);
      assertThat(selfPlay(Bots.of(game, settings))).isEqualTo(selfPlay(Bots.of(game, settings)));
      assertThat(selfPlay(Bots.of(game, settings.threads(2)))).isEqualTo(selfPlay(Bots.of(game, settings.threads(2))));
    }
    // Different seeds make the random level play differently (some of 20 pairs of games differ).
    boolean differs = false;
    for (int s = 0; s < 20 && !differs; s++) {
      differs = !selfPlay(Bots.of(game, BotSettings.level(1).seed(s)))
          .equals(selfPlay(Bots.of(game, BotSettings.level(1).seed(s + 100))));
    }
    assertThat(differs).isTrue();
  }

  @Test
  void aHintTellsTheWinningMoveOfTheSearchOrTheSolversValue() {
    // 9 counters: taking 1 leaves 8, a multiple of 4, lost for the opponent. The search's tree
    // proves it (a proof takes some 100 playouts, 300 ms make thousands), so the hint says WIN.
    ConfiguredGame<Pile, Take> game = builder().build();
    Hint<Take> hint = Bots.hint(game, new Pile(9, Player.FIRST), Duration.ofMillis(300));
    assertThat(hint.move()).isEqualTo(new Take(1));
    assertThat(hint.value().text()).isEqualTo("WIN");
    // 8 counters are lost: every take leaves 7, 6 or 5, from which the opponent leaves 4.
    assertThat(Bots.hint(game, new Pile(8, Player.FIRST), Duration.ofMillis(300)).value().text())
        .isEqualTo("LOSS");
    ConfiguredGame<Pile, Take> solved = builder().solver(state -> state.counters() % 4 == 0
        ? Optional.empty()
        : Optional.of(new Hint<>(new Take(state.counters() % 4), PositionValue.win(-1, false)))).build();
    assertThat(Bots.hint(solved, RULES.initialState(), Duration.ofMillis(10)).text(TakeAway.NOTATION))
        .isEqualTo(TakeAway.NOTATION.format(new Take(1)) + ": WIN");
    assertThatThrownBy(() -> Bots.hint(game, new Pile(0, Player.FIRST), Duration.ofMillis(10)))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("game is over");
  }

  @Test
  void aTableMakesTheTopLevelPlayItsMovesAndTheHintTellItsValue() throws IOException {
    // A fake table that knows the positions of 8 counters or fewer: take counters % 4 (a win in
    // 1 + 2·⌊counters/4⌋ plies: each round of two takes 4 counters), and nothing above 8.
    Path file = Files.writeString(dir.resolve("takeaway.table"), "fake");
    List<Path> opened = new ArrayList<>();
    ConfiguredGame<Pile, Take> game = builder().tableReader(path -> {
      opened.add(path);
      return state -> state.counters() > 8 || state.counters() % 4 == 0 ? Optional.empty()
          : Optional.of(new Hint<>(new Take(state.counters() % 4),
              PositionValue.win(1 + 2 * (state.counters() / 4), false)));
    }).build();
    assertThat(game.tableFile()).isEmpty();
    ConfiguredGame<Pile, Take> withTable = game.withTable(file);
    assertThat(opened).containsExactly(file);                     // opened once, for every bot
    assertThat(withTable.tableFile()).contains(file);
    assertThat(withTable.levels()).isEqualTo(game.levels());
    // The table's value, with its bound: "within".
    Hint<Take> hint = Bots.hint(withTable, new Pile(7, Player.FIRST), Duration.ofMillis(10));
    assertThat(hint.move()).isEqualTo(new Take(3));
    assertThat(hint.value().text()).isEqualTo("WIN within 3 plies");
    // The top level plays the table's move where it knows, and searches elsewhere (21 counters).
    Bot<Pile, Take> top = Bots.of(withTable, BotSettings.level(5).timePerMove(Duration.ofMillis(5)));
    for (int counters = 1; counters <= 8; counters++) {
      if (counters % 4 != 0) {
        assertThat(top.chooseMove(new Pile(counters, Player.SECOND))).isEqualTo(new Take(counters % 4));
      }
    }
    assertThat(RULES.isLegal(RULES.initialState(), top.chooseMove(RULES.initialState()))).isTrue();
    // The levels below do not read the table: level 1 is random, not always the table's move.
    assertThat(opened).hasSize(1);
    assertThatThrownBy(() -> builder().build().withTable(file))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("table:")
        .hasMessageContaining("has no solved tables").hasMessageContaining("takeaway.table");
  }

  @Test
  void anAlphaBetaLevelWithANodeBudgetPlaysTheSameMovesAndItsTimeBudgetIsKept() {
    ConfiguredGame<Pile, Take> game = builder().evaluation((state, player) -> 0)
        .level(BotLevel.alphaBetaNodes(5, "best", 200_000)).build();
    assertThat(game.level(5).description())
        .isEqualTo("alpha-beta search with the game's evaluation, deepening to 200,000 positions a move");
    assertThat(selfPlay(Bots.of(game, 5))).isEqualTo(selfPlay(Bots.of(game, 5)));
    // 21 counters: taking 1 leaves 20, a multiple of 4. The game has 42 positions (counters and
    // side), so with its table the search reaches the end well within its budget and proves it.
    Hint<Take> hint = Bots.hint(game, RULES.initialState(), Duration.ofMillis(500));
    assertThat(hint.move()).isEqualTo(new Take(1));
    assertThat(hint.value().kind()).isEqualTo(PositionValue.Kind.WIN);
    assertThat(Bots.of(game, 5).chooseMove(RULES.initialState())).isEqualTo(new Take(1));
    assertThatThrownBy(() -> BotLevel.alphaBetaNodes(5, "best", 0)).hasMessageContaining("budget 0");
    assertThatThrownBy(() -> builder().level(BotLevel.alphaBetaNodes(5, "best", 10)).build())
        .hasMessageContaining("needs an evaluation");
  }

  @Test
  void anAlphaBetaLevelWithDeeperReductionsSaysSoPlaysTheSameMovesAndFindsTheWin() {
    ConfiguredGame<Pile, Take> game = builder().evaluation((state, player) -> 0)
        .level(BotLevel.alphaBetaNodesDeepReductions(5, "best", 200_000)).build();
    assertThat(game.level(5).description()).isEqualTo("alpha-beta search with the game's evaluation,"
        + " deepening to 200,000 positions a move, deeper late-move reductions");
    assertThat(game.level(5).engine().isAlphaBeta()).isTrue();
    assertThat(game.level(5).engine().searchesByNodes()).isTrue();
    assertThat(BotLevel.Engine.ALPHA_BETA.searchesByNodes()).isFalse();
    assertThat(BotLevel.Engine.MCTS.isAlphaBeta()).isFalse();
    assertThat(selfPlay(Bots.of(game, 5))).isEqualTo(selfPlay(Bots.of(game, 5)));
    // 21 counters: taking 1 leaves 20, a multiple of 4, a win the reduced search still proves.
    assertThat(Bots.of(game, 5).chooseMove(RULES.initialState())).isEqualTo(new Take(1));
    assertThat(Bots.of(game, 5).toString()).contains("logarithmic reductions (divisor 1.0)");
    assertThatThrownBy(() -> BotLevel.alphaBetaNodesDeepReductions(5, "best", 0))
        .hasMessageContaining("budget 0");
    assertThatThrownBy(() -> builder().level(BotLevel.alphaBetaNodesDeepReductions(5, "best", 10)).build())
        .hasMessageContaining("needs an evaluation");
  }

  @Test
  void aGuidedMonteCarloLevelPlaysWithTheGuidedPlayoutAndNeedsOne() {
    // The guided playout counts its calls and says the player to move loses; the plain one is
    // never called by this level.
    int[] guided = {0};
    int[] plain = {0};
    ConfiguredGame<Pile, Take> game = builder()
        .playout((state, random, cap) -> {
          plain[0]++;
          return PlayoutResult.DRAW;
        })
        .guidedPlayout((state, random, cap) -> {
          guided[0]++;
          return state.toMove() == Player.FIRST ? PlayoutResult.SECOND_WINS : PlayoutResult.FIRST_WINS;
        })
        .level(BotLevel.mctsGuided(2, "easy", 50)).build();
    assertThat(game.level(2).description())
        .isEqualTo("Monte-Carlo tree search with guided playouts, 50 playouts a move");
    assertThat(game.guidedPlayout()).isPresent();
    Take move = Bots.of(game, 2).chooseMove(RULES.initialState());
    assertThat(RULES.isLegal(RULES.initialState(), move)).isTrue();
    assertThat(guided[0]).isPositive();
    assertThat(plain[0]).isZero();
    // Level 3 (plain Monte-Carlo) uses the plain playout only.
    guided[0] = 0;
    Bots.of(game, BotSettings.level(3).timePerMove(Duration.ofMillis(20))).chooseMove(RULES.initialState());
    assertThat(plain[0]).isPositive();
    assertThat(guided[0]).isZero();
    assertThatThrownBy(() -> builder().level(BotLevel.mctsGuided(5, "best", 10)).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("level 5 (best)")
        .hasMessageContaining("needs a guided playout");
    assertThatThrownBy(() -> BotLevel.mctsGuided(5, "best", 0)).hasMessageContaining("budget 0");
    assertThat(builder().build().guidedPlayout()).isEmpty();
  }

  @Test
  void aPhaseLevelPlaysItsSearchWhileThePhaseLastsAndTheTopLevelsSearchAfter() throws IOException {
    // The phase level's guided playout counts its calls and says the player to move loses; the
    // top level is alpha-beta, which takes 1 of 9 counters (leaving 8, a multiple of 4: won).
    int[] guided = {0};
    PhaseLevel<Pile> phase = new PhaseLevel<>("while more than 12 counters are left",
        state -> state.counters() > 12, BotLevel.mctsGuided(5, "best", 50));
    ConfiguredGame.Builder<Pile, Take> builder = builder().evaluation((state, player) -> 0)
        .guidedPlayout((state, random, cap) -> {
          guided[0]++;
          return state.toMove() == Player.FIRST ? PlayoutResult.SECOND_WINS : PlayoutResult.FIRST_WINS;
        })
        .level(BotLevel.alphaBetaNodes(5, "best", 200_000))
        .topLevelPhase(phase);
    ConfiguredGame<Pile, Take> game = builder.build();
    assertThat(game.topLevelPhase()).contains(phase);
    assertThat(game.levelDescription(5)).isEqualTo("alpha-beta search with the game's evaluation, deepening to"
        + " 200,000 positions a move; Monte-Carlo tree search with guided playouts, 50 playouts a move while"
        + " more than 12 counters are left");
    assertThat(game.levelDescription(4)).isEqualTo(game.level(4).description());

    Bot<Pile, Take> top = Bots.of(game, 5);
    Take opening = top.chooseMove(RULES.initialState());
    assertThat(RULES.isLegal(RULES.initialState(), opening)).isTrue();
    assertThat(guided[0]).as("playouts of the phase's search at 21 counters").isPositive();
    guided[0] = 0;
    assertThat(top.chooseMove(new Pile(9, Player.FIRST))).isEqualTo(new Take(1));
    assertThat(guided[0]).as("playouts after the phase").isZero();
    // Levels below the top have no phase; the hint searches as the top level would.
    Bots.of(game, 4).chooseMove(RULES.initialState());
    assertThat(guided[0]).isZero();
    Bots.hint(game, RULES.initialState(), Duration.ofMillis(20));
    assertThat(guided[0]).isPositive();
    guided[0] = 0;
    assertThat(Bots.hint(game, new Pile(9, Player.FIRST), Duration.ofMillis(300)).value().kind())
        .isEqualTo(PositionValue.Kind.WIN);
    assertThat(guided[0]).isZero();
    // A table keeps the phase.
    Path file = Files.writeString(dir.resolve("phase.table"), "fake");
    assertThat(builder.tableReader(path -> state -> Optional.empty()).build().withTable(file).topLevelPhase())
        .contains(phase);

    assertThatThrownBy(() -> builder().guidedPlayout((state, random, cap) -> PlayoutResult.DRAW)
        .topLevelPhase(new PhaseLevel<>("early", state -> true, BotLevel.mctsGuided(4, "hard", 50))).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("topLevelPhase:")
        .hasMessageContaining("4 (hard), not as the top level 5 (best)");
    assertThatThrownBy(() -> builder().topLevelPhase(phase).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("while more than 12 counters")
        .hasMessageContaining("needs a guided playout");
    assertThatThrownBy(() -> new PhaseLevel<Pile>(" ", state -> true, BotLevel.mcts(5, "best", 10)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("phase:");
    assertThatThrownBy(() -> new PhaseLevel<Pile>("early", state -> true, BotLevel.random(5, "best")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not RANDOM");
  }

  @Test
  void theTopLevelSearchesOnlyTheMovesTheGameNarrowsTo() {
    // From 21 counters only taking 1 wins (it leaves 20, a multiple of 4); narrowed to taking 2,
    // the top level and its hint play that, whatever the search thinks of it.
    ConfiguredGame<Pile, Take> game = builder().topLevelMoves((pile, deadline) -> List.of(new Take(2))).build();
    assertThat(game.topLevelMoves()).isPresent();
    assertThat(Bots.of(game, 5).chooseMove(RULES.initialState())).isEqualTo(new Take(2));
    assertThat(Bots.of(game, BotSettings.level(5).timePerMove(Duration.ofMillis(20))).chooseMove(RULES.initialState()))
        .isEqualTo(new Take(2));
    assertThat(Bots.hint(game, RULES.initialState(), Duration.ofMillis(20)).move()).isEqualTo(new Take(2));
    assertThat(builder().build().topLevelMoves()).isEmpty();

    assertThatThrownBy(() -> builder().evaluation((state, player) -> 0)
        .level(BotLevel.alphaBetaNodes(5, "best", 1_000)).topLevelMoves((pile, deadline) -> List.of(new Take(1))).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("topLevelMoves:")
        .hasMessageContaining("not a Monte-Carlo level");
  }

  @Test
  void aLevelWithATimeBudgetStopsAtTheTime() {
    // Level 5 searches 20,000 playouts without a time budget; 20 ms stops it long before on this
    // machine's scale (loose bound: the search checks the clock before every playout).
    ConfiguredGame<Pile, Take> game = builder().build();
    Bot<Pile, Take> bot = Bots.of(game, BotSettings.level(5).timePerMove(Duration.ofMillis(20)));
    long start = System.nanoTime();
    for (int i = 0; i < 10; i++) {
      bot.chooseMove(RULES.initialState());
    }
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofMillis(10 * 20 + 1000));
  }

  @Test
  void aMonteCarloLevelWithTheForcedWinSearchPlaysOnATinyTimeBudget() {
    // Levels 3 and 4 share a time budget between the forced-win search and the playouts: down to
    // a millisecond and below, each part must still get a positive time.
    ConfiguredGame<Pile, Take> game = builder().build();
    for (int level = 3; level <= 4; level++) {
      for (Duration time : List.of(Duration.ofNanos(1), Duration.ofNanos(500_000), Duration.ofMillis(1))) {
        Bot<Pile, Take> bot = Bots.of(game, BotSettings.level(level).timePerMove(time));
        Take move = bot.chooseMove(RULES.initialState());
        assertThat(RULES.isLegal(RULES.initialState(), move)).as("level %d, %s", level, time).isTrue();
      }
    }
  }

  @Test
  void matchRecordsReplayAndAResumedMatchHasTheTotalsOfOneRun() throws IOException {
    ConfiguredGame<Pile, Take> game = builder().build();
    MatchRunner.Builder<Pile, Take> match = MatchRunner.builder(RULES,
        seed -> Bots.of(game, BotSettings.level(2).seed(seed)), seed -> Bots.of(game, BotSettings.level(1).seed(seed)))
        .games(12).seed(5);
    List<GameResult> whole = match.build().play(List.of());

    Path records = dir.resolve("match");
    MatchRecords<Pile, Take> first = MatchRecords.in(records, game, "level 2", "level 1", 5);
    match.onGame(first).build().play(List.of()); // the whole match written ...
    for (int i = 5; i < 12; i++) {               // ... then games 5 to 11 lost, as if stopped
      Files.delete(records.resolve(MatchRecords.fileName(i)));
    }
    MatchRecords<Pile, Take> again = MatchRecords.in(records, game, "level 2", "level 1", 5);
    assertThat(again.load()).isEqualTo(whole.subList(0, 5));
    List<GameResult> resumed = match.onGame(again).build().play(again.load());
    assertThat(MatchTotals.of(resumed)).isEqualTo(MatchTotals.of(whole));
    assertThat(again.load()).isEqualTo(whole);

    String text = Files.readString(records.resolve(MatchRecords.fileName(3)));
    GameRecord<Pile, Take> record = game.readRecord(text);
    assertThat(record.replay(RULES).isComplete()).isTrue();
    assertThat(record.moves()).hasSize(whole.get(3).plies());
    assertThat(record.tags()).containsEntry(MatchRecords.ROUND_TAG, "3").containsEntry(MatchRecords.FIRST_TAG, "B");

    MatchRecords<Pile, Take> otherBots = MatchRecords.in(records, game, "level 3", "level 1", 5);
    assertThatThrownBy(otherBots::load).isInstanceOf(TextParseException.class)
        .hasMessageContaining("another match").hasMessageContaining("BotA");
    // Records made without conditions are not those of a match with a random opening, and back.
    MatchRecords<Pile, Take> opened = MatchRecords.in(records, game, "level 2", "level 1", 5, "2 random plies");
    assertThatThrownBy(opened::load).isInstanceOf(TextParseException.class)
        .hasMessageContaining("another match").hasMessageContaining(MatchRecords.CONDITIONS_TAG);
    Path openedDir = dir.resolve("opened");
    match.onGame(MatchRecords.in(openedDir, game, "level 2", "level 1", 5, "2 random plies"))
        .build().play(List.of());
    assertThat(Files.readString(openedDir.resolve(MatchRecords.fileName(0))))
        .contains("[" + MatchRecords.CONDITIONS_TAG + " \"2 random plies\"]");
    assertThatThrownBy(MatchRecords.in(openedDir, game, "level 2", "level 1", 5)::load)
        .isInstanceOf(TextParseException.class).hasMessageContaining(MatchRecords.CONDITIONS_TAG);
    assertThat(MatchRecords.in(openedDir, game, "level 2", "level 1", 5, "2 random plies").load())
        .isEqualTo(whole);
  }
}
