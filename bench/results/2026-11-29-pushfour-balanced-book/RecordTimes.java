import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The time a move of an alpha-beta level in the positions of recorded games: replays each record
 * of {@code match --out} (its Start position, then its moves), and at every EVERY-th position
 * with more than one legal move a fresh player of the level searches it, timed by the searching
 * thread's CPU time (ThreadMXBean) and by the wall clock; a search whose score is a win or a loss
 * proved the result and stopped before its budget. Prints one CSV row: positions, their median,
 * mean and 90th percentile CPU ms, the median wall ms, then the same CPU figures over the
 * positions whose result the search did not prove, and how many it proved.
 *
 * <p>Run: {@code java -cp boardrules-cli.jar RecordTimes.java GAME LEVEL EVERY RECORD...}.
 */
public class RecordTimes {
  public static void main(String[] args) throws Exception {
    ConfiguredGame<?, ?> game = GameCatalog.load().game(args[0]);
    List<Path> records = new ArrayList<>();
    for (int i = 3; i < args.length; i++) {
      records.add(Path.of(args[i]));
    }
    time(game, Integer.parseInt(args[1]), Integer.parseInt(args[2]), records);
  }

  static <S, M> void time(ConfiguredGame<S, M> game, int level, int every, List<Path> records) throws Exception {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    Rules<S, M> rules = game.rules();
    List<Double> cpu = new ArrayList<>();
    List<Double> wall = new ArrayList<>();
    List<Double> open = new ArrayList<>();
    int proved = 0;
    for (Path record : records) {
      S state = null;
      List<M> moves = new ArrayList<>();
      for (String line : Files.readAllLines(record)) {
        if (line.startsWith("[Start \"")) {
          state = game.positions().decode(line.substring(8, line.length() - 2));
        } else if (!line.startsWith("[") && !line.isBlank()) {
          String[] words = line.strip().split("\\s+");
          moves.add(game.notation().parse(words[words.length - 1]));
        }
      }
      if (state == null) {
        throw new IllegalArgumentException(record + " has no Start position");
      }
      for (int ply = 0; ply <= moves.size() && !rules.status(state).isOver(); ply++) {
        if (ply % every == 0 && rules.legalMoves(state).size() > 1) {
          Bot<S, M> bot = Bots.of(game, BotSettings.level(level));
          if (!(bot instanceof AlphaBetaBot<S, M> search)) {
            throw new IllegalArgumentException("level " + level + " of " + game + " is not an alpha-beta search");
          }
          long c0 = mx.getCurrentThreadCpuTime();
          long w0 = System.nanoTime();
          int score = search.search(state).score();
          double ms = (mx.getCurrentThreadCpuTime() - c0) / 1e6;
          wall.add((System.nanoTime() - w0) / 1e6);
          cpu.add(ms);
          if (Math.abs(score) > AlphaBetaBot.WIN - 100_000) {
            proved++;
          } else {
            open.add(ms);
          }
        }
        if (ply < moves.size()) {
          state = rules.play(state, moves.get(ply));
        }
      }
    }
    System.out.printf(Locale.ROOT, "%s,%d,%d,%d,%.1f,%.1f,%.1f,%.1f,%d,%.1f,%.1f,%.1f,%d%n", game, level, records.size(),
        cpu.size(), quantile(cpu, 0.5), mean(cpu), quantile(cpu, 0.9), quantile(wall, 0.5), open.size(),
        quantile(open, 0.5), mean(open), quantile(open, 0.9), proved);
  }

  static double mean(List<Double> values) {
    return values.stream().mapToDouble(Double::doubleValue).average().orElse(0);
  }

  static double quantile(List<Double> values, double q) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    return sorted.isEmpty() ? 0 : sorted.get((int) Math.min(sorted.size() - 1, Math.floor(q * sorted.size())));
  }
}
