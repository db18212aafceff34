import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.zertz.*;
import java.util.*;

/** Level 5's search (3,500,000 positions) in positions of seed games: move, score, nodes; total CPU. */
public class L5 {
  @SuppressWarnings("unchecked")
  public static void main(String[] args) {
    ConfiguredGame<ZertzState, ZertzMove> game =
        (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game("zertz(marbleSet=tournament)");
    Zertz rules = (Zertz) game.rules();
    var mx = java.lang.management.ManagementFactory.getThreadMXBean();
    List<ZertzState> states = new ArrayList<>();
    for (long seed = 1; seed <= 4; seed++) {
      Random random = new Random(seed);
      ZertzState state = rules.initialState();
      for (int p = 0; p < 2; p++) {
        List<ZertzMove> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
      var mover = Cost.ab(rules, 100_000, 100);
      for (int ply = 2; ply < 30 && !rules.status(state).isOver(); ply++) {
        if (ply % 6 == 3 && rules.legalMoves(state).size() > 1) states.add(state);
        state = rules.play(state, mover.chooseMove(state));
      }
    }
    StringBuilder sig = new StringBuilder();
    long c0 = mx.getCurrentThreadCpuTime();
    for (ZertzState s : states) {
      var r = Cost.ab(rules, 3_500_000, 100).search(s);
      sig.append(game.notation().format(r.move())).append(' ').append(r.score()).append(' ').append(r.nodes()).append('\n');
    }
    System.out.printf(Locale.ROOT, "%d positions, %.0f ms CPU, signature %08x%n", states.size(),
        (mx.getCurrentThreadCpuTime() - c0) / 1e6, sig.toString().hashCode());
    if (args.length > 0) System.out.print(sig);
  }
}
