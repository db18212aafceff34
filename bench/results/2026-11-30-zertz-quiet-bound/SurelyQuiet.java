import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.zertz.*;
import java.util.*;

/** A fixed-depth search (ab 100000000 50 DEPTH) at one ply of one self-play game (SEED, PLY), without and with the moves that surely stay quiet skipped unplayed (surely-quiet-moves.patch). */
public class SurelyQuiet {
  public static void main(String[] a) throws Exception {
    @SuppressWarnings("unchecked")
    ConfiguredGame<ZertzState, ZertzMove> game = (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game(a[0]);
    Zertz rules = (Zertz) game.rules();
    java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
    long seed = Long.parseLong(a[1]);
    int target = Integer.parseInt(a[2]);
    Random random = new Random(seed);
    ZertzState state = ZertzEngines.randomOpening(rules, random);
    var mover = ZertzEngines.bot(game, rules, new String[] {"", "ab", "200000", "50"});
    for (int ply = 2; ply < target; ply++) {
      state = rules.play(state, mover.chooseMove(state));
    }
    for (String mode : new String[] {"plain", "sure"}) {
      AlphaBetaBot.QUIET_MOVES = mode.equals("sure") ? x -> ZertzEvaluation.surelyQuietMoves((ZertzState) x) : null;
      AlphaBetaBot.SKIPPED = 0;
      @SuppressWarnings("unchecked")
      AlphaBetaBot<ZertzState, ZertzMove> bot = (AlphaBetaBot<ZertzState, ZertzMove>) ZertzEngines.bot(game, rules, new String[] {"", "ab", "100000000", "50", a[3]});
      long c0 = mx.getCurrentThreadCpuTime();
      var s = bot.search(state);
      System.out.printf("%s seed %d ply %d: %s %d depth %d nodes %d skipped %d cpu %.0f ms%n", mode, seed, target,
          game.notation().format(s.move()), s.score(), s.depth(), s.nodes(), AlphaBetaBot.SKIPPED, (mx.getCurrentThreadCpuTime() - c0) / 1e6);
    }
  }
}
