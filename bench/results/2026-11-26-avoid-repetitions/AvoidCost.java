import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.core.*;
import java.util.*;
/**
 * Positions a second of the alpha-beta search as level 5 runs it (late-move reductions), without and
 * with avoidRepetitions, on the same positions (4 to 24 random plies, seed 7), rounds alternating
 * (the first round warms up). A single-file program: java -cp cli/target/boardrules-cli.jar
 * AvoidCost.java GAME NODES.
 */
public class AvoidCost {
  public static void main(String[] a) { run(GameCatalog.load().game(a[0]), Long.parseLong(a[1])); }
  static <S, M> void run(ConfiguredGame<S, M> game, long nodes) {
    Rules<S, M> rules = game.rules();
    SplittableRandom r = new SplittableRandom(7);
    List<S> positions = new ArrayList<>();
    for (int k = 0; k < 6; k++) {
      S s = rules.initialState();
      for (int i = 0; i < 4 + k * 4; i++) { List<M> m = rules.legalMoves(s); if (m.isEmpty()) break; s = rules.play(s, m.get(r.nextInt(m.size()))); }
      if (!rules.legalMoves(s).isEmpty()) positions.add(s);
    }
    long[] t = new long[2]; long[] n = new long[2];
    for (int round = 0; round < 4; round++) {
      for (int v = 0; v < 2; v++) {
        int which = (round + v) % 2;
        for (S s : positions) {
          var b = AlphaBetaBot.builder(rules, game.evaluation().orElseThrow()).maxDepth(100).maxNodes(nodes).lateMoveReductions(true).avoidRepetitions(which == 1);
          game.hash().ifPresent(b::hash);
          long t0 = System.nanoTime();
          var res = b.build().search(s);
          if (round > 0) { t[which] += System.nanoTime() - t0; n[which] += res.nodes(); }
        }
      }
    }
    System.out.printf("%s: without %.0f nodes/s, with %.0f nodes/s (%d and %d nodes)%n", game, n[0] / (t[0] / 1e9), n[1] / (t[1] / 1e9), n[0], n[1]);
  }
}
