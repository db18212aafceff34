import io.github.boardrules.bots.*;
import io.github.boardrules.core.*;
import io.github.boardrules.core.bots.*;
import io.github.boardrules.core.catalog.*;
import java.util.*;
public class St {
  public static void main(String[] args) { run(GameCatalog.load().game(args[0]), Integer.parseInt(args[1]), Long.parseLong(args[2]), Integer.parseInt(args[3])); }
  static <S, M> void run(ConfiguredGame<S, M> game, int positions, long seed, int every) {
    Rules<S, M> rules = game.rules();
    Random random = new Random(seed);
    int n = 0, g = 0;
    while (n < positions) {
      S state = rules.initialState();
      for (int p = 0; p < 2; p++) { List<M> m = rules.legalMoves(state); state = rules.play(state, m.get(random.nextInt(m.size()))); }
      Bot<S, M> mover = Bots.of(game, BotSettings.level(3).seed(seed * 100 + g));
      for (int ply = 0; ply < 300 && n < positions && !rules.legalMoves(state).isEmpty(); ply++) {
        if (ply % every == 0 && rules.legalMoves(state).size() > 1) {
          Bot<S, M> bot = Bots.of(game, BotSettings.level(5));
          long t = System.nanoTime();
          System.err.printf("== ply %d moves %d%n", ply, rules.legalMoves(state).size());
          System.setProperty("stats", "true"); M m = bot.chooseMove(state); System.setProperty("stats", "false");
          System.err.printf("   move %s ms %d%n", m, (System.nanoTime() - t) / 1000000);
          n++;
        }
        state = rules.play(state, mover.chooseMove(state));
      }
      g++;
    }
  }
}
