package io.github.boardrules.cli;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionSolver;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.learning.Evaluator;
import io.github.boardrules.learning.Prediction;
import io.github.boardrules.learning.PuctSearch;
import io.github.boardrules.learning.UniformEvaluator;
import io.github.boardrules.learning.onnx.OnnxEvaluator;
import io.github.boardrules.pylos.PylosState;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Predicate;

/**
 * A measurement run by hand (by {@code learning/python/measure_loop.py}), not a test: a network's
 * value and move accuracy against a solved game's exact values.
 *
 * <p>The positions are every position of N random games (N = {@value #GAMES}, or the fourth
 * argument; uniformly random moves, game i from {@code rules.initialState()} with seed i, i = 1 to
 * N) that the game's solver values; for Pylos only those with at most {@value
 * #PYLOS_MOST_BALLS_LEFT} balls left in the two reserves, where the endgame solver reaches (the
 * filter of the Pylos page's move-accuracy table, which takes 10 games). Per position:
 *
 * <ul>
 *   <li><b>value</b>: the model's value for the player to move against the exact value (+1 won, −1
 *       lost, 0 drawn): whether their signs agree, and the absolute error;
 *   <li><b>moves</b>: whether the legal move of the highest prior (the lowest action on a tie), and
 *       the move of the PUCT search with the model ({@code sims} simulations, seed = the
 *       position's number, the settings of {@code match --player puct:MODEL,sims=N}), keep the
 *       position's exact value (a won position stays won): the definition of the test kit's
 *       {@code MoveAccuracy}. Positions where the value after the move is not known are left out.
 * </ul>
 *
 * <p>The model {@code uniform} is the untrained search (equal priors, one random playout as the
 * value), generation 0. Prints one line of {@code key=value} pairs. From the project root, after
 * {@code ./mvnw -pl cli -am package -DskipTests}:
 *
 * <pre>
 * java -cp cli/target/boardrules-cli.jar:cli/target/test-classes io.github.boardrules.cli.ModelAccuracy nim gen1.onnx 50
 * </pre>
 */
public final class ModelAccuracy {
  /** The random games whose positions are measured. */
  static final int GAMES = 20;

  /** The most balls left in the two Pylos reserves of a position measured. */
  static final int PYLOS_MOST_BALLS_LEFT = 8;

  private ModelAccuracy() {}

  /**
   * Runs the measurement.
   *
   * @param args the game's text, the model file (or {@code uniform}), the simulations a move and,
   *     optionally, the random games whose positions are measured
   * @throws IOException if the model cannot be read
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 3 && args.length != 4) {
      throw new IllegalArgumentException("usage: ModelAccuracy GAME MODEL|uniform SIMULATIONS [GAMES]");
    }
    int games = args.length == 4 ? Integer.parseInt(args[3]) : GAMES;
    if (games < 1) {
      throw new IllegalArgumentException("GAMES must be at least 1: " + args[3]);
    }
    System.out.println(measure(GameCatalog.load().game(args[0]), args[1], Integer.parseInt(args[2]), games,
        state -> true));
  }

  /** The measurement on the positions of the first {@code games} random games that {@code sampled} keeps. */
  static <S, M> String measure(ConfiguredGame<S, M> game, String model, int simulations, int games,
      Predicate<? super S> sampled) throws IOException {
    ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
    if (model.equals("uniform")) {
      return measure(game, UniformEvaluator.withPlayouts(game.rules(), encoding, game.playout(), 500), simulations,
          games, sampled);
    }
    try (OnnxEvaluator<S> network = OnnxEvaluator.load(Path.of(model), encoding)) {
      return measure(game, network, simulations, games, sampled);
    }
  }

  static <S, M> String measure(ConfiguredGame<S, M> game, Evaluator<S> evaluator, int simulations) {
    return measure(game, evaluator, simulations, GAMES, state -> true);
  }

  static <S, M> String measure(ConfiguredGame<S, M> game, Evaluator<S> evaluator, int simulations, int games,
      Predicate<? super S> sampled) {
    Rules<S, M> rules = game.rules();
    ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
    PositionSolver<S, M> solver = game.solver().orElseThrow();
    PuctSearch<S, M> search = PuctSearch.builder(rules, encoding).evaluator(evaluator).simulations(simulations)
        .build();
    int positions = 0;
    int won = 0;
    int signAgrees = 0;
    double absoluteError = 0;
    int priorMoves = 0;
    int priorKept = 0;
    int priorWon = 0;
    int priorWonKept = 0;
    int puctMoves = 0;
    int puctKept = 0;
    int puctWon = 0;
    int puctWonKept = 0;
    double randomWonKept = 0;
    long started = System.nanoTime();
    List<S> sample = positions(rules, games);
    for (int i = 0; i < sample.size(); i++) {
      S state = sample.get(i);
      if (!sampled.test(state)) {
        continue;
      }
      Optional<PositionValue.Kind> exact = solver.solve(state).map(Hint::value).map(PositionValue::kind)
          .filter(ModelAccuracy::isProved);
      if (exact.isEmpty()) {
        continue;
      }
      PositionValue.Kind kind = exact.get();
      double exactValue = kind == PositionValue.Kind.WIN ? 1 : kind == PositionValue.Kind.LOSS ? -1 : 0;
      int[] legal = encoding.legalActions(state);
      Prediction prediction = evaluator.evaluate(state, legal, new SplittableRandom(i));
      positions++;
      won += kind == PositionValue.Kind.WIN ? 1 : 0;
      signAgrees += Math.signum(prediction.value()) == exactValue ? 1 : 0;
      absoluteError += Math.abs(prediction.value() - exactValue);
      int best = 0;
      for (int a = 1; a < legal.length; a++) {
        if (prediction.prior(a) > prediction.prior(best)) {
          best = a;
        }
      }
      if (kind == PositionValue.Kind.WIN) {
        // The baseline of a random legal move: the share of the legal moves that keep the win.
        int keeping = 0;
        for (int action : legal) {
          keeping += kindAfter(rules, solver, state, encoding.move(state, action)).orElse(PositionValue.Kind.LOSS)
              == PositionValue.Kind.WIN ? 1 : 0;
        }
        randomWonKept += (double) keeping / legal.length;
      }
      Optional<PositionValue.Kind> afterPrior = kindAfter(rules, solver, state, encoding.move(state, legal[best]));
      if (afterPrior.isPresent()) {
        boolean kept = afterPrior.get() == kind;
        priorMoves++;
        priorKept += kept ? 1 : 0;
        priorWon += kind == PositionValue.Kind.WIN ? 1 : 0;
        priorWonKept += kept && kind == PositionValue.Kind.WIN ? 1 : 0;
      }
      M move = search.search(state, new SplittableRandom(i)).move();
      Optional<PositionValue.Kind> afterPuct = kindAfter(rules, solver, state, move);
      if (afterPuct.isPresent()) {
        boolean kept = afterPuct.get() == kind;
        puctMoves++;
        puctKept += kept ? 1 : 0;
        puctWon += kind == PositionValue.Kind.WIN ? 1 : 0;
        puctWonKept += kept && kind == PositionValue.Kind.WIN ? 1 : 0;
      }
    }
    return String.format(Locale.ROOT,
        "positions=%d won=%d sign_agrees=%d value_mae=%.4f prior_moves=%d prior_kept=%d prior_won=%d"
            + " prior_won_kept=%d puct_moves=%d puct_kept=%d puct_won=%d puct_won_kept=%d majority_share=%.4f"
            + " random_won_kept_share=%.4f seconds=%.1f",
        positions, won, signAgrees, positions == 0 ? Double.NaN : absoluteError / positions, priorMoves, priorKept,
        priorWon, priorWonKept, puctMoves, puctKept, puctWon, puctWonKept,
        positions == 0 ? Double.NaN : (double) Math.max(won, positions - won) / positions,
        won == 0 ? Double.NaN : randomWonKept / won, (System.nanoTime() - started) / 1e9);
  }

  /** Every position of the seeded random games that the sample keeps. */
  static <S, M> List<S> positions(Rules<S, M> rules, int games) {
    List<S> positions = new ArrayList<>();
    for (int g = 1; g <= games; g++) {
      SplittableRandom random = new SplittableRandom(g);
      S state = rules.initialState();
      while (rules.status(state).isOngoing()) {
        List<M> moves = rules.legalMoves(state);
        if (moves.isEmpty()) {
          break;
        }
        if (!(state instanceof PylosState pylos)
            || pylos.reserve(Player.FIRST) + pylos.reserve(Player.SECOND) <= PYLOS_MOST_BALLS_LEFT) {
          positions.add(state);
        }
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
    }
    return positions;
  }

  private static boolean isProved(PositionValue.Kind kind) {
    return kind == PositionValue.Kind.WIN || kind == PositionValue.Kind.LOSS || kind == PositionValue.Kind.DRAW;
  }

  /** The kind of the value, for the player who moves, of the position after a move. */
  private static <S, M> Optional<PositionValue.Kind> kindAfter(
      Rules<S, M> rules, PositionSolver<S, M> solver, S state, M move) {
    Player mover = rules.toMove(state);
    S next = rules.play(state, move);
    Status status = rules.status(next);
    if (status.isOver()) {
      return Optional.of(status.winner().map(w -> w == mover ? PositionValue.Kind.WIN : PositionValue.Kind.LOSS)
          .orElse(PositionValue.Kind.DRAW));
    }
    Optional<PositionValue.Kind> after = solver.solve(next).map(Hint::value).map(PositionValue::kind)
        .filter(ModelAccuracy::isProved);
    if (after.isEmpty() || rules.toMove(next) == mover) {
      return after;
    }
    return after.map(k -> k == PositionValue.Kind.WIN ? PositionValue.Kind.LOSS
        : k == PositionValue.Kind.LOSS ? PositionValue.Kind.WIN : k);
  }
}
