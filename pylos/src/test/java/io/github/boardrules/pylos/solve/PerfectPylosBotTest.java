package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.solve.PylosSolver.Result;
import io.github.boardrules.pylos.solve.PylosSolver.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Two perfect bots from a position of value "win (or loss) in p plies" play exactly p plies to the
 * end the value says; a perfect bot in a won position beats a random one within p plies; past its
 * budget the bot asks its fallback.
 */
class PerfectPylosBotTest {
  private static final Bot<PylosState, PylosMove> NO_FALLBACK =
      state -> {
        throw new AssertionError("the fallback was asked in " + state);
      };

  /** Plays from {@code state} until the game is over; returns the plies and the final state. */
  private static List<PylosState> play(
      Pylos rules, PylosState start, Bot<PylosState, PylosMove> mover, Bot<PylosState, PylosMove> other) {
    List<PylosState> game = new ArrayList<>(List.of(start));
    Player first = start.toMove();
    PylosState state = start;
    while (!rules.status(state).isOver()) {
      Bot<PylosState, PylosMove> bot = state.toMove() == first ? mover : other;
      state = rules.play(state, bot.chooseMove(state));
      game.add(state);
    }
    return game;
  }

  private static void perfectGamesLastTheirValue(Pylos rules, int left, long seed) {
    PerfectPylosBot perfect = PerfectPylosBot.of(rules, 200_000, NO_FALLBACK);
    SplittableRandom random = new SplittableRandom(seed);
    int decided = 0;
    for (int i = 0; i < 12; i++) {
      PylosState start = PylosSolverProperties.latePositions(rules, left).next(random);
      Result value = perfect.analyse(start);
      if (value.verdict() != Verdict.WIN && value.verdict() != Verdict.LOSS) {
        continue; // too many positions for the budget (take-back rule sets), or a draw
      }
      decided++;
      List<PylosState> game = play(rules, start, perfect, perfect);
      assertThat(game).as("%s: %s", start, value).hasSize(value.plies() + 1);
      Status end = rules.status(game.get(game.size() - 1));
      Player winner = value.verdict() == Verdict.WIN ? start.toMove() : start.toMove().opponent();
      assertThat(end.winner()).as("%s: %s", start, value).contains(winner);
    }
    assertThat(decided).isGreaterThanOrEqualTo(4);
  }

  @Test
  void twoPerfectBotsPlayTheChildrensValueExactly() {
    perfectGamesLastTheirValue(Pylos.children(), 9, 1);
  }

  @Test
  void twoPerfectBotsPlayTheStandardValueExactly() {
    perfectGamesLastTheirValue(Pylos.standard(), 5, 2);
  }

  @Test
  void aPerfectBotWinsAWonPositionAgainstARandomOneInTime() {
    Pylos rules = Pylos.children();
    PerfectPylosBot perfect = PerfectPylosBot.of(rules, 1_000_000, NO_FALLBACK);
    SplittableRandom random = new SplittableRandom(3);
    int won = 0;
    while (won < 5) {
      PylosState start = PylosSolverProperties.latePositions(rules, 10).next(random);
      Result value = perfect.analyse(start);
      if (value.verdict() != Verdict.WIN) {
        continue;
      }
      won++;
      List<PylosState> game = play(rules, start, perfect, RandomBot.of(rules, won));
      assertThat(game.size() - 1).as("%s", value).isLessThanOrEqualTo(value.plies());
      assertThat(rules.status(game.get(game.size() - 1)).winner()).contains(start.toMove());
    }
  }

  @Test
  void pastItsBudgetTheBotAsksItsFallback() {
    Pylos rules = Pylos.standard();
    PylosState start = rules.initialState();
    PylosMove fallbackMove = rules.legalMoves(start).get(3);
    PerfectPylosBot bot = PerfectPylosBot.of(rules, 1_000, state -> fallbackMove);
    assertThat(bot.analyse(start).verdict()).isEqualTo(Verdict.UNKNOWN);
    assertThat(bot.chooseMove(start)).isEqualTo(fallbackMove);
    assertThatThrownBy(() -> PerfectPylosBot.of(rules, 0, NO_FALLBACK))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
