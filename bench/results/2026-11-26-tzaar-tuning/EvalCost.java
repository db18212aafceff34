import io.github.boardrules.core.catalog.*;
import io.github.boardrules.core.*;
import java.util.*;
/**
 * Times a game's evaluation alone: 200 random positions (0 to 39 random plies, seed 3), 5,000 rounds, 6 rounds of
 * which the last 4 are printed. Run: java -cp CLI_JAR EvalCost.java 'tzaar(seed=1714091363)'
 */
public class EvalCost {
  public static void main(String[] a) { run(GameCatalog.load().game(a[0])); }
  static <S, M> void run(ConfiguredGame<S, M> game) {
    Rules<S, M> rules = game.rules(); var ev = game.evaluation().orElseThrow();
    SplittableRandom r = new SplittableRandom(3); List<S> ps = new ArrayList<>();
    while (ps.size() < 200) { S s = rules.initialState(); int n = r.nextInt(40);
      for (int i = 0; i < n && !rules.legalMoves(s).isEmpty(); i++) { List<M> m = rules.legalMoves(s); s = rules.play(s, m.get(r.nextInt(m.size()))); }
      if (!rules.status(s).isOver()) ps.add(s); }
    long sink = 0;
    for (int round = 0; round < 6; round++) {
      long t0 = System.nanoTime();
      for (int k = 0; k < 5000; k++) for (S s : ps) sink += ev.evaluate(s, Player.FIRST);
      if (round >= 2) System.out.printf("%.1f ns/eval%n", (System.nanoTime() - t0) / 1e6);
    }
    System.out.println(sink == 42 ? "" : "ok");
  }
}
