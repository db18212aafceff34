import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.core.*;
import java.util.*;
/**
 * Counts the positions a depth-2 alpha-beta search visits from positions of seeded random games
 * (TZAAR fixed setup, ZERTZ). A single-file program: java -cp CLI_JAR Nodes.java.
 */
public class Nodes {
  public static void main(String[] a) {
    for (String name : new String[] {"tzaar(setup=fixed)", "zertz"}) run(GameCatalog.load().game(name));
  }
  static <S, M> void run(ConfiguredGame<S, M> game) {
    Rules<S, M> rules = game.rules(); SplittableRandom r = new SplittableRandom(3); long nodes = 0; int n = 0;
    for (int k = 0; k < 20; k++) {
      S s = rules.initialState();
      for (int i = 0; i < k * 2; i++) { List<M> m = rules.legalMoves(s); if (m.isEmpty()) break; s = rules.play(s, m.get(r.nextInt(m.size()))); }
      if (rules.legalMoves(s).isEmpty()) continue;
      var b = AlphaBetaBot.builder(rules, game.evaluation().orElseThrow()).maxDepth(2).tableBits(16);
      game.hash().ifPresent(b::hash);
      nodes += b.build().search(s).nodes(); n++;
    }
    System.out.println(game + ": depth 2, mean positions visited " + nodes / n + " over " + n + " positions");
  }
}
