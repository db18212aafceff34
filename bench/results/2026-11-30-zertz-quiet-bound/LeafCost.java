import io.github.boardrules.core.Player;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.zertz.*;
import java.util.*;

/**
 * What scoring a position one move before the horizon costs, in parts: every move of 162
 * positions of 40 random games (tournament set, 37 rings, seed 5; every fourth ply up to 40 with
 * more than 256 moves) played, then the status asked, then quietness, then the evaluation; six
 * rounds, the last printed as CSV (ns a position, cumulative).
 */
public class LeafCost {
  public static void main(String[] a) {
    @SuppressWarnings("unchecked")
    ConfiguredGame<ZertzState, ZertzMove> game = (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game("zertz(marbleSet=tournament)");
    Zertz rules = (Zertz) game.rules();
    ZertzEvaluation ev = ZertzEvaluation.of(rules);
    Random r = new Random(5);
    List<ZertzState> pos = new ArrayList<>();
    for (int g = 0; g < 40; g++) {
      ZertzState s = rules.initialState();
      for (int p = 0; p < 40 && !rules.status(s).isOver(); p++) {
        List<ZertzMove> ms = rules.legalMoves(s);
        if (ms.size() > 256 && p % 4 == 0) pos.add(s);
        s = rules.play(s, ms.get(r.nextInt(ms.size())));
      }
    }
    System.out.println("step,ns_a_position,positions,moves,quiet_share");
    for (int rep = 0; rep < 6; rep++) {
      for (int mode = 0; mode < 4; mode++) {
        long t0 = System.nanoTime(), n = 0, sink = 0, quiet = 0;
        for (ZertzState s : pos) {
          List<ZertzMove> ms = rules.legalMoves(s);
          for (int i = 0; i < ms.size(); i++) {
            ZertzState c = rules.playUnchecked(s, ms.get(i));
            n++;
            if (mode >= 1) sink += rules.status(c).isOver() ? 1 : 0;
            if (mode >= 2 && ev.isQuiet(c)) quiet++;
            if (mode >= 3) sink += ev.evaluate(c, Player.FIRST);
            sink += c.hashCode() & 1;
          }
        }
        long t = System.nanoTime() - t0;
        if (rep == 5) System.out.printf(java.util.Locale.ROOT, "%s,%.1f,%d,%d,%s%n",
            new String[]{"play","play+status","play+status+isQuiet","play+status+isQuiet+evaluate"}[mode], (double) t / n,
            pos.size(), n, mode >= 2 ? String.format(java.util.Locale.ROOT, "%.2f", (double) quiet / n) : "");
        if (sink == 42) System.out.print("");
      }
    }
  }
}
