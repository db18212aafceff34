import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.zertz.*;
import java.util.*;

/** How often evaluate() sees the (rings, occupied) of the call before, or of a small table. */
public class Hits {
  static long calls, last1, table;
  static long lr = -1, lo = -1;
  static final long[] tr = new long[1 << 12], to = new long[1 << 12];
  @SuppressWarnings("unchecked")
  public static void main(String[] args) {
    ConfiguredGame<ZertzState, ZertzMove> game =
        (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game("zertz(marbleSet=tournament)");
    Zertz rules = (Zertz) game.rules();
    ZertzEvaluation e = ZertzEvaluation.of(rules);
    Evaluation<ZertzState> counting = new Evaluation<>() {
      public int evaluate(ZertzState s, Player p) {
        calls++;
        long r = s.rings(), o = s.occupied();
        if (r == lr && o == lo) last1++;
        lr = r; lo = o;
        long h = (r * 0x9E3779B97F4A7C15L) ^ (o * 0xC2B2AE3D27D4EB4FL);
        int slot = (int) (h >>> 52);
        if (tr[slot] == r && to[slot] == o) table++;
        tr[slot] = r; to[slot] = o;
        return e.evaluate(s, p);
      }
      public boolean isQuiet(ZertzState s) { return e.isQuiet(s); }
      public boolean extendsNotQuiet() { return true; }
      public int quietMoveBound(ZertzState s) { return e.quietMoveBound(s); }
    };
    for (String a : args) {
      String[] sp = a.split(":");
      Random random = new Random(Long.parseLong(sp[0]));
      ZertzState state = rules.initialState();
      for (int p = 0; p < 2; p++) {
        List<ZertzMove> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
      var mover = Cost.ab(rules, 200_000, 100);
      for (int ply = 2; ply < Integer.parseInt(sp[1]); ply++) state = rules.play(state, mover.chooseMove(state));
      calls = last1 = table = 0;
      var bot = AlphaBetaBot.builder(rules, counting).hash(ZertzState::positionHash).maxDepth(100)
        .maxNodes(3_500_000).tableBits(20).lateMoveReductions(true).avoidRepetitions(true)
        .quietMoves(e::quietPlacements).build();
      var s = bot.search(state);
      System.out.printf("%s depth %d calls %d last1 %d table %d%n", a, s.depth(), calls, last1, table);
    }
  }
}
