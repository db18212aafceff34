import io.github.boardrules.bots.*;
import io.github.boardrules.core.*;
import io.github.boardrules.core.bots.*;
import io.github.boardrules.core.catalog.*;
import java.lang.management.*;
import java.util.*;

/** AB GAME POSITIONS SEED NODES_B: old level 5 (as main) vs new (bound, bulk, no count) at NODES_B, alternated. */
public class AB {
  public static void main(String[] args) { run(GameCatalog.load().game(args[0]), Integer.parseInt(args[1]), Long.parseLong(args[2]), Long.parseLong(args[3])); }
  static void set(boolean newer) {
    System.setProperty("nobound", newer ? "false" : "true");
    System.setProperty("nobulk", newer ? "false" : "true");
    AlphaBetaBot.NOCOUNT = newer;
  }
  static <S, M> void run(ConfiguredGame<S, M> game, int positions, long seed, long nodesB) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    Rules<S, M> rules = game.rules();
    Random random = new Random(seed);
    int n = 0, g = 0;
    double[] tot = new double[2];
    int same = 0;
    while (n < positions) {
      S state = rules.initialState();
      for (int p = 0; p < 2; p++) { List<M> m = rules.legalMoves(state); state = rules.play(state, m.get(random.nextInt(m.size()))); }
      set(false);
      Bot<S, M> mover = Bots.of(game, BotSettings.level(3).seed(seed * 100 + g));
      for (int ply = 0; ply < 300 && n < positions && !rules.legalMoves(state).isEmpty(); ply++) {
        if (ply % 5 == 0 && rules.legalMoves(state).size() > 1) {
          Object[] chosen = new Object[2];
          for (int r = 0; r < 2; r++) {
            int v = (n + r) % 2;
            set(v == 1);
            Arrays.fill(AlphaBetaBot.STATS, 0);
            long c0 = mx.getCurrentThreadCpuTime();
            AlphaBetaBot<S, M> bot = v == 0 ? (AlphaBetaBot<S, M>) Bots.of(game, 5)
                : AlphaBetaBot.builder(rules, game.evaluation().orElseThrow()).hash(game.hash().orElseThrow()::applyAsLong)
                    .maxDepth(100).maxNodes(nodesB).tableBits(20).lateMoveReductions(true).avoidRepetitions(true)
                    .quietMoves(game.quietMoves().orElseThrow()).build();
            AlphaBetaBot.Search<M> s = bot.search(state);
            double ms = (mx.getCurrentThreadCpuTime() - c0) / 1e6;
            tot[v] += ms;
            chosen[v] = s.move();
            long[] st = AlphaBetaBot.STATS;
            System.out.printf("pos %d ply %d moves %d %s depth %d nodes %d ms %.0f evals %d bulkskipped %d d2cut %d d2all %d move %s%n",
                n, ply, rules.legalMoves(state).size(), v == 0 ? "old" : "new", s.depth(), s.nodes(), ms, st[9], st[15], st[10], st[13], s.move());
          }
          if (chosen[0].equals(chosen[1])) same++;
          n++;
        }
        set(false);
        state = rules.play(state, mover.chooseMove(state));
      }
      g++;
    }
    System.out.printf("total old %.0f new %.0f ratio %.3f same %d/%d%n", tot[0], tot[1], tot[1] / tot[0], same, positions);
  }
}
