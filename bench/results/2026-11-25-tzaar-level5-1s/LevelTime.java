import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.core.*;
import java.util.*;
/**
 * The time of level 5's moves at its fixed budget (Bots.of(game, 5), no time budget) on 16 positions of random
 * games, 4 to 64 plies in (those where the game goes on). A single-file program: run it with java and the cli jar on
 * the class path, as results.csv says.
 */
public class LevelTime {
  public static void main(String[] a) { run(GameCatalog.load().game(a[0])); }
  static <S, M> void run(ConfiguredGame<S, M> game) {
    Rules<S, M> rules = game.rules();
    SplittableRandom r = new SplittableRandom(7);
    long nanos = 0; int n = 0;
    for (int k = 0; k < 16; k++) {
      S s = rules.initialState();
      for (int i = 0; i < 4 + k * 4; i++) { List<M> m = rules.legalMoves(s); if (m.isEmpty()) break; s = rules.play(s, m.get(r.nextInt(m.size()))); }
      if (rules.legalMoves(s).isEmpty()) continue;
      var bot = Bots.of(game, 5);
      long t0 = System.nanoTime();
      bot.chooseMove(s);
      nanos += System.nanoTime() - t0; n++;
    }
    System.out.printf("%s level 5: %.0f ms a move over %d positions%n", game, nanos / 1e6 / n, n);
  }
}
