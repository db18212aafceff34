import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.Bots;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Measures the CPU time a move of a player, by the searching thread's CPU time (ThreadMXBean):
 * on this shared, loaded machine the wall time of a one-thread search is inflated by the other
 * processes, its CPU time much less so, and the CPU time of a one-thread search approximates its
 * wall time on an idle machine. The player plays both sides of self-play games from random
 * 2-ply openings (a fresh bot for each side of each game), to the end or a cap of 300 plies.
 *
 * <p>Run: {@code java -cp boardrules-cli.jar LevelTimes.java GAME PLAYER GAMES SEED}, or with
 * {@code POSITIONS SEED EVERY} instead of {@code GAMES SEED} for sampled positions ({@link
 * #sample}), PLAYER a
 * level of the game's ladder ({@code 5}) or {@code ab:N} (alpha-beta to N positions a move with
 * one-ply late-move reductions), {@code abdeep:N} (logarithmic reductions, divisor 1), {@code
 * mcts:N} (N plain playouts), {@code guided:N} (N guided playouts). Prints one CSV row: game,
 * player, games, moves, median/mean/p90 CPU ms a move, median wall ms a move, plies a game, then
 * the same CPU figures over the moves of positions with more than one legal move ({@link
 * #choiceColumns}). With {@code -Dmoves=true} the sampled mode also prints each position's chosen
 * move, to show that two builds play the same moves.
 */
public class LevelTimes {
  public static void main(String[] args) {
    ConfiguredGame<?, ?> game = GameCatalog.load().game(args[0]);
    if (args.length > 4) {
      sample(game, args[1], Integer.parseInt(args[2]), Long.parseLong(args[3]), Integer.parseInt(args[4]));
    } else {
      run(game, args[1], Integer.parseInt(args[2]), Long.parseLong(args[3]));
    }
  }

  /**
   * The cheaper way for long games: {@code positions} positions taken every {@code every} plies
   * from self-play games of level 3 (Monte-Carlo, 1,000 playouts a move) after 2 random plies, and
   * a fresh player searching each (its table empty, so a little more work than in a game).
   */
  static <S, M> void sample(ConfiguredGame<S, M> game, String player, int positions, long seed, int every) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    Rules<S, M> rules = game.rules();
    List<Double> cpu = new ArrayList<>();
    List<Double> wall = new ArrayList<>();
    List<Double> choice = new ArrayList<>();
    Random random = new Random(seed);
    int g = 0;
    while (cpu.size() < positions) {
      S state = rules.initialState();
      for (int p = 0; p < 2 && !rules.legalMoves(state).isEmpty(); p++) {
        List<M> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
      Bot<S, M> mover = Bots.of(game, BotSettings.level(3).seed(seed + g));
      for (int ply = 0; ply < 300 && cpu.size() < positions && !rules.legalMoves(state).isEmpty(); ply++) {
        if (ply % every == 0) {
          Bot<S, M> bot = bot(game, player, ply);
          long c0 = mx.getCurrentThreadCpuTime();
          long w0 = System.nanoTime();
          M chosen = bot.chooseMove(state);
          cpu.add((mx.getCurrentThreadCpuTime() - c0) / 1e6);
          if (Boolean.getBoolean("moves")) {
            System.out.printf(Locale.ROOT, "game %d ply %d move %s cpu %.1f%n", g, ply, chosen, cpu.get(cpu.size() - 1));
          }
          wall.add((System.nanoTime() - w0) / 1e6);
          if (rules.legalMoves(state).size() > 1) {
            choice.add(cpu.get(cpu.size() - 1));
          }
        }
        state = rules.play(state, mover.chooseMove(state));
      }
      g++;
    }
    double mean = cpu.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    System.out.printf(Locale.ROOT, "%s,%s sampled every %d plies of level-3 games,%d,%d,%.1f,%.1f,%.1f,%.1f,,%s%n",
        game.toString().replace(',', ';'), player, every, g, cpu.size(), quantile(cpu, 0.5), mean,
        quantile(cpu, 0.9), quantile(wall, 0.5), choiceColumns(choice));
  }

  static <S, M> void run(ConfiguredGame<S, M> game, String player, int games, long seed) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    Rules<S, M> rules = game.rules();
    List<Double> cpu = new ArrayList<>();
    List<Double> wall = new ArrayList<>();
    List<Double> choice = new ArrayList<>();
    long plies = 0;
    Random random = new Random(seed);
    for (int g = 0; g < games; g++) {
      S state = rules.initialState();
      for (int p = 0; p < 2 && !rules.legalMoves(state).isEmpty(); p++) {
        List<M> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
        plies++;
      }
      List<Bot<S, M>> bots = List.of(bot(game, player, g), bot(game, player, g + 1000));
      int ply = 0;
      while (ply < 300 && !rules.legalMoves(state).isEmpty()) {
        Bot<S, M> bot = bots.get(ply % 2);
        long c0 = mx.getCurrentThreadCpuTime();
        long w0 = System.nanoTime();
        M move = bot.chooseMove(state);
        cpu.add((mx.getCurrentThreadCpuTime() - c0) / 1e6);
        wall.add((System.nanoTime() - w0) / 1e6);
        if (rules.legalMoves(state).size() > 1) {
          choice.add(cpu.get(cpu.size() - 1));
        }
        state = rules.play(state, move);
        ply++;
        plies++;
      }
    }
    double mean = cpu.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    System.out.printf(Locale.ROOT, "%s,%s,%d,%d,%.1f,%.1f,%.1f,%.1f,%.1f,%s%n", game.toString().replace(',', ';'),
        player, games, cpu.size(), quantile(cpu, 0.5), mean, quantile(cpu, 0.9), quantile(wall, 0.5),
        (double) plies / games, choiceColumns(choice));
  }

  /**
   * The moves of positions with more than one legal move: a forced move (a ZÈRTZ capture with no
   * other) is played at once, so the median of all moves can fall far below the time of a choice.
   * Columns: such moves, their median, mean and 90th percentile CPU ms.
   */
  static String choiceColumns(List<Double> choice) {
    double mean = choice.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    return String.format(Locale.ROOT, "%d,%.1f,%.1f,%.1f", choice.size(), quantile(choice, 0.5), mean,
        quantile(choice, 0.9));
  }

  static double quantile(List<Double> values, double q) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    return sorted.isEmpty() ? 0 : sorted.get((int) Math.min(sorted.size() - 1, Math.floor(q * sorted.size())));
  }

  static <S, M> Bot<S, M> bot(ConfiguredGame<S, M> game, String player, long seed) {
    String[] kind = player.split(":");
    if (kind.length == 1) {
      return Bots.of(game, BotSettings.level(Integer.parseInt(player)).seed(seed));
    }
    int budget = Integer.parseInt(kind[1]);
    return switch (kind[0]) {
      case "ab", "abdeep" -> {
        AlphaBetaBot.Builder<S, M> b = AlphaBetaBot.builder(game.rules(), game.evaluation().orElseThrow())
            .maxDepth(100).maxNodes(budget).avoidRepetitions(true);
        game.hash().ifPresent(b::hash);
        if (kind[0].equals("abdeep")) {
          b.logarithmicReductions(1.0);
        } else {
          b.lateMoveReductions(true);
        }
        yield b.build();
      }
      case "mcts" -> MctsBot.builder(game.rules()).playout(game.playout()).iterations(budget).seed(seed).build();
      case "guided" -> MctsBot.builder(game.rules()).playout(game.guidedPlayout().orElseThrow())
          .iterations(budget).seed(seed).build();
      default -> throw new IllegalArgumentException(player);
    };
  }
}
