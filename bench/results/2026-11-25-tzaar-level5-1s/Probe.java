import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.core.*;
import java.time.Duration;
import java.util.*;
/**
 * Searches positions of random games with a game's alpha-beta (its evaluation and hash) for a fixed time
 * and prints the positions a second and the mean depth reached; -Dlmr=true turns late-move reductions on,
 * -Dreductions.divisor=C logarithmic reductions,
 * -Dthreads=N searches with N threads (Lazy SMP; positions of all threads counted). A single-file program: run it with
 * java and the cli jar on the class path, as results.csv's header says.
 */
public class Probe {
  public static void main(String[] a) {
    for (String name : a[0].split(";")) probe(GameCatalog.load().game(name), Integer.parseInt(a[1]), Integer.parseInt(a[2]));
  }
  static <S, M> void probe(ConfiguredGame<S, M> game, int plies, long ms) {
    Rules<S, M> rules = game.rules();
    SplittableRandom r = new SplittableRandom(7);
    long nodes = 0, nanos = 0; int depthSum = 0, n = 0;
    for (int k = 0; k < 8; k++) {
      S s = rules.initialState();
      for (int i = 0; i < plies + k * 4; i++) { List<M> m = rules.legalMoves(s); if (m.isEmpty()) break; s = rules.play(s, m.get(r.nextInt(m.size()))); }
      if (rules.legalMoves(s).isEmpty()) continue;
      var b = AlphaBetaBot.builder(rules, game.evaluation().orElseThrow()).maxDepth(100).timeLimit(Duration.ofMillis(ms))
          .lateMoveReductions(Boolean.getBoolean("lmr")) // -Dlmr=true: as level 5 searches since 4ccae67
          .threads(Integer.getInteger("threads", 1)); // -Dthreads=2: Lazy SMP, as --bot-threads 2
      // -Dreductions.divisor=1: logarithmic reductions, as TZAAR's level 5 searches (needs a jar of 2026-11-27 or later)
      String divisor = System.getProperty("reductions.divisor");
      if (divisor != null) b.logarithmicReductions(Double.parseDouble(divisor));
      game.hash().ifPresent(b::hash);
      long t0 = System.nanoTime();
      var res = b.build().search(s);
      nanos += System.nanoTime() - t0; nodes += res.nodes(); depthSum += res.depth(); n++;
    }
    System.out.printf("%s: %.0f nodes/s, mean depth %.1f in %d ms (%d searches)%n", game.toString(), nodes / (nanos / 1e9), (double) depthSum / n, ms, n);
  }
}
