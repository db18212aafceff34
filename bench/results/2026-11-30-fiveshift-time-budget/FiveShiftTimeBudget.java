import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;

public class FiveShiftTimeBudget {
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static void main(String[] a) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    ConfiguredGame game = GameCatalog.load().game("fiveshift");
    for (int rep = 0; rep < 3; rep++) {
      Bot bot = Bots.of(game, BotSettings.level(5).seed(1).timePerMove(Duration.ofMillis(30)));
      Object s = game.rules().initialState();
      long total = 0; long max = 0;
      for (int i = 0; i < 12; i++) {
        long c0 = mx.getCurrentThreadCpuTime();
        Object m = bot.chooseMove(s);
        long t = mx.getCurrentThreadCpuTime() - c0;
        total += t; max = Math.max(max, t);
        s = game.rules().play(s, m);
      }
      System.out.printf("mean %.1f ms, max %.1f ms%n", total / 12 / 1e6, max / 1e6);
    }
  }
}
