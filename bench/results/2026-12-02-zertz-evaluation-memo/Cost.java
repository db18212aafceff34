import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.zertz.*;
import java.util.*;

/** Nodes and CPU ms for level 5's search to finish DEPTH placement turns, positions of seed games. */
public class Cost {
  @SuppressWarnings("unchecked")
  public static void main(String[] args) {
    ConfiguredGame<ZertzState, ZertzMove> game =
        (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game("zertz(marbleSet=tournament)");
    Zertz rules = (Zertz) game.rules();
    int depth = Integer.parseInt(args[0]);
    long cap = Long.parseLong(args[1]);
    var mx = java.lang.management.ManagementFactory.getThreadMXBean();
    for (int a = 2; a < args.length; a++) {
      String[] sp = args[a].split(":");
      long seed = Long.parseLong(sp[0]);
      int target = Integer.parseInt(sp[1]);
      Random random = new Random(seed);
      ZertzState state = rules.initialState();
      for (int p = 0; p < 2; p++) {
        List<ZertzMove> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
      AlphaBetaBot<ZertzState, ZertzMove> mover = ab(rules, 200_000, 100);
      for (int ply = 2; ply < target; ply++) {
        state = rules.play(state, mover.chooseMove(state));
      }
      long c0 = mx.getCurrentThreadCpuTime();
      AlphaBetaBot.Search<ZertzMove> s = ab(rules, cap, depth).search(state);
      System.out.printf(Locale.ROOT, "%d,%d,%d,%d,%d,%s,%d,%.0f%n", seed, target, rules.legalMoves(state).size(),
          s.depth(), s.nodes(), game.notation().format(s.move()), s.score(), (mx.getCurrentThreadCpuTime() - c0) / 1e6);
    }
  }

  static AlphaBetaBot<ZertzState, ZertzMove> ab(Zertz rules, long nodes, int depth) {
    ZertzEvaluation e = ZertzEvaluation.of(rules);
    return AlphaBetaBot.builder(rules, e).hash(ZertzState::positionHash).maxDepth(depth)
        .maxNodes(nodes).tableBits(20).lateMoveReductions(true).avoidRepetitions(true)
        .quietMoves(e::quietPlacements).build();
  }
}
