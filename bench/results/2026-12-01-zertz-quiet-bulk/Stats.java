import io.github.boardrules.bots.*;
import io.github.boardrules.core.*;
import io.github.boardrules.core.bots.*;
import io.github.boardrules.core.catalog.*;
import java.lang.management.*;
import java.util.*;

public class Stats {
  public static void main(String[] args) { run(GameCatalog.load().game(args[0]), Integer.parseInt(args[1]), Long.parseLong(args[2])); }
  static <S, M> void run(ConfiguredGame<S, M> game, int positions, long seed) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    Rules<S, M> rules = game.rules();
    Random random = new Random(seed);
    int n = 0, g = 0;
    double[] tot = new double[2];
    int same = 0;
    while (n < positions) {
      S state = rules.initialState();
      for (int p = 0; p < 2; p++) { List<M> m = rules.legalMoves(state); state = rules.play(state, m.get(random.nextInt(m.size()))); }
      Bot<S, M> mover = Bots.of(game, BotSettings.level(3).seed(seed * 100 + g));
      for (int ply = 0; ply < 300 && n < positions && !rules.legalMoves(state).isEmpty(); ply++) {
        if (ply % 5 == 0 && rules.legalMoves(state).size() > 1) {
          Object[] chosen = new Object[2];
          for (int r = 0; r < 2; r++) {
            int v = (n + r) % 2;
            System.setProperty("nobound", v == 0 ? "true" : "false");
            Arrays.fill(AlphaBetaBot.STATS, 0);
            long c0 = mx.getCurrentThreadCpuTime();
            AlphaBetaBot<S, M> bot = (AlphaBetaBot<S, M>) Bots.of(game, 5);
            AlphaBetaBot.Search<M> s = bot.search(state);
            double ms = (mx.getCurrentThreadCpuTime() - c0) / 1e6;
            tot[v] += ms;
            chosen[v] = s.move();
            long[] st = AlphaBetaBot.STATS;
            System.out.printf("pos %d ply %d moves %d %s depth %d nodes %d ms %.0f nodes1 ceil<=a %d named<=a %d open %d moves %d %d %d skipped %d evals %d d2cut %d tried %d first %d d2all %d moves %d move %s%n",
                n, ply, rules.legalMoves(state).size(), v == 0 ? "old" : "new", s.depth(), s.nodes(), ms, st[1], st[2], st[3], st[5], st[6], st[7], st[8], st[9], st[10], st[11], st[12], st[13], st[14], s.move());
          }
          if (chosen[0].equals(chosen[1])) same++;
          n++;
        }
        state = rules.play(state, mover.chooseMove(state));
      }
      g++;
    }
    System.out.printf("total old %.0f new %.0f ratio %.3f same %d/%d%n", tot[0], tot[1], tot[1] / tot[0], same, positions);
  }
}
