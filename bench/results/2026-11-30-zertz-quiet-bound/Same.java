import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.zertz.*;
import java.util.*;

/**
 * Level 5's search ({@code ab NODES 50} of ZertzEngines) in positions of self-play games: for each
 * seed from FIRST to LAST, 2 random plies, then {@code ab 200000 50} against itself; at plies 2, 8,
 * 14, 20 and 26 (where more than one move is legal) a fresh bot searches, and one line gives seed,
 * ply, the move, its score, the deepest finished iteration, the positions visited and the searching
 * thread's CPU ms. Run: {@code java -cp CLI.jar:CLASSES Same GAME FIRST LAST NODES}, CLASSES holding
 * ZertzEngines of ../2026-11-29-zertz-root-order compiled against the same jar.
 */
public class Same {
  public static void main(String[] a) throws Exception {
    @SuppressWarnings("unchecked")
    ConfiguredGame<ZertzState, ZertzMove> game = (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game(a[0]);
    Zertz rules = (Zertz) game.rules();
    java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
    for (long seed = Long.parseLong(a[1]); seed <= Long.parseLong(a[2]); seed++) {
      Random random = new Random(seed);
      ZertzState state = ZertzEngines.randomOpening(rules, random);
      var mover = ZertzEngines.bot(game, rules, new String[] {"", "ab", "200000", "50"});
      for (int ply = 2; ply <= 26 && !rules.status(state).isOver(); ply++) {
        if (ply % 6 == 2 && rules.legalMoves(state).size() > 1) {
          @SuppressWarnings("unchecked")
          AlphaBetaBot<ZertzState, ZertzMove> bot = (AlphaBetaBot<ZertzState, ZertzMove>) ZertzEngines.bot(game, rules, new String[] {"", "ab", a[3], "50"});
          long c0 = mx.getCurrentThreadCpuTime();
          var s = bot.search(state);
          System.out.printf("%d,%d,%s,%d,%d,%d,%.0f%n", seed, ply, game.notation().format(s.move()), s.score(), s.depth(), s.nodes(), (mx.getCurrentThreadCpuTime() - c0) / 1e6);
        }
        state = rules.play(state, mover.chooseMove(state));
      }
    }
  }
}
