import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Writes an opening book of undecided positions: openings of PLIES uniformly random moves (seeded,
 * each position once) whose alpha-beta search of NODES positions (the game's evaluation and hash,
 * late-move reductions, as level 5) proves no forced win for either side. A pair of games from a
 * decided opening scores 1-1 whatever the strength of the players, when both convert a won
 * position. A single-file program: java -cp cli/target/boardrules-cli.jar OpeningBook.java GAME
 * PLIES CANDIDATES SEED NODES > book.txt; decided openings are written as comments.
 */
public class OpeningBook {
  public static void main(String[] args) {
    ConfiguredGame<?, ?> game = GameCatalog.load().game(args[0]);
    write(game, Integer.parseInt(args[1]), Integer.parseInt(args[2]), Long.parseLong(args[3]), Long.parseLong(args[4]));
  }

  static <S, M> void write(ConfiguredGame<S, M> game, int plies, int candidates, long seed, long nodes) {
    Rules<S, M> rules = game.rules();
    SplittableRandom random = new SplittableRandom(seed);
    Set<String> seen = new HashSet<>();
    System.out.printf("# %s: openings of %d random plies (seed %d), each searched to %d positions; undecided ones are lines, decided ones comments%n",
        game, plies, seed, nodes);
    int tries = 0;
    while (seen.size() < candidates && tries++ < 100 * candidates) {
      S state = rules.initialState();
      for (int i = 0; i < plies && !rules.status(state).isOver(); i++) {
        List<M> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
      String text = game.positions().encode(state);
      if (rules.status(state).isOver() || !seen.add(text)) {
        continue;
      }
      AlphaBetaBot.Builder<S, M> builder = AlphaBetaBot.builder(rules, game.evaluation().orElseThrow())
          .maxDepth(100).maxNodes(nodes).lateMoveReductions(true);
      game.hash().ifPresent(builder::hash);
      AlphaBetaBot.Search<M> search = builder.build().search(state);
      int toEnd = AlphaBetaBot.WIN - Math.abs(search.score());
      if (toEnd < 100_000) {
        System.out.printf("# decided: %s to move %s in %d plies (depth %d): %s%n", rules.toMove(state),
            search.score() > 0 ? "wins" : "loses", toEnd, search.depth(), text);
      } else {
        System.out.printf("# undecided: score %d for %s to move, depth %d%n%s%n", search.score(), rules.toMove(state), search.depth(), text);
      }
      System.out.flush();
    }
  }
}
