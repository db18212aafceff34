import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftState;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;

public class CheckTimes {
  @SuppressWarnings("unchecked")
  public static void main(String[] a) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    ConfiguredGame<FiveShiftState, PikkPakkMove> game =
        (ConfiguredGame<FiveShiftState, PikkPakkMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game("fiveshift");
    FiveShift rules = (FiveShift) game.rules();
    for (int rep = 0; rep < 3; rep++) {
      Bot<FiveShiftState, PikkPakkMove> bot = Bots.of(game, BotSettings.level(5).seed(1).timePerMove(Duration.ofMillis(30)));
      FiveShiftState s = rules.initialState();
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < 12; i++) {
        long c0 = mx.getCurrentThreadCpuTime();
        rules.winByThreats(s);
        long c1 = mx.getCurrentThreadCpuTime();
        rules.safeMoves(s);
        long c2 = mx.getCurrentThreadCpuTime();
        PikkPakkMove m = bot.chooseMove(s);
        long c3 = mx.getCurrentThreadCpuTime();
        sb.append(String.format("%d:%.0f/%.0f/%.0f ", i, (c1 - c0) / 1e6, (c2 - c1) / 1e6, (c3 - c2) / 1e6));
        s = rules.play(s, m);
      }
      System.out.println(sb);
    }
  }
}
