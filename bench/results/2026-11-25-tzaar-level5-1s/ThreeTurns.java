import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Positions a search needs to see two and three whole turns from a turn's first action: level 5's
 * alpha-beta (late-move reductions, repetitions avoided, no budget) to depth 4 and 5, from the
 * positions 7, 13 and 25 plies into one random game (seed 7). A single-file program: run it with
 * java and the cli jar on the class path, as results.csv's header says.
 */
public class ThreeTurns {
  public static void main(String[] a) {
    probe(GameCatalog.load().game(a[0]));
  }

  static <S, M> void probe(ConfiguredGame<S, M> game) {
    Rules<S, M> rules = game.rules();
    SplittableRandom random = new SplittableRandom(7);
    for (int k = 0; k < 8; k++) {
      S state = rules.initialState();
      int plies = 4 + k * 3;
      for (int i = 0; i < plies; i++) {
        List<M> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
      if (plies != 7 && plies != 13 && plies != 25) {
        continue;
      }
      StringBuilder out = new StringBuilder("ply " + plies + ", " + rules.legalMoves(state).size() + " moves");
      for (int depth = 4; depth <= 5; depth++) {
        var builder = AlphaBetaBot.builder(rules, game.evaluation().orElseThrow())
            .maxDepth(depth).lateMoveReductions(true).avoidRepetitions(true);
        game.hash().ifPresent(builder::hash);
        long start = System.nanoTime();
        AlphaBetaBot.Search<M> search = builder.build().search(state);
        out.append(String.format(" | depth %d: %,d positions, %.1f s, %s",
            depth, search.nodes(), (System.nanoTime() - start) / 1e9, search.move()));
      }
      System.out.println(out);
    }
  }
}
