import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Scores random openings by the game's guided Monte-Carlo search: openings of PLIES uniformly
 * random moves (seeded, each position once), each searched with ITERATIONS guided playouts (seed 1,
 * MCTS-Solver on); prints the root's win rate for the player to move and the proof, then the
 * position. java -cp cli.jar MctsBook.java GAME PLIES CANDIDATES SEED ITERATIONS > raw.txt
 */
public class MctsBook {
  public static void main(String[] args) {
    ConfiguredGame<?, ?> game = GameCatalog.load().game(args[0]);
    write(game, Integer.parseInt(args[1]), Integer.parseInt(args[2]), Long.parseLong(args[3]), Integer.parseInt(args[4]));
  }

  static <S, M> void write(ConfiguredGame<S, M> game, int plies, int candidates, long seed, int iterations) {
    Rules<S, M> rules = game.rules();
    SplittableRandom random = new SplittableRandom(seed);
    Set<String> seen = new HashSet<>();
    System.out.printf("# %s: openings of %d random plies (seed %d), each searched with %d guided playouts%n", game, plies, seed, iterations);
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
      MctsBot.Search<M> search = MctsBot.builder(rules).playout(game.guidedPlayout().orElseThrow())
          .iterations(iterations).seed(1).build().search(state);
      System.out.printf("# winrate %.4f proof %s for %s to move%n%s%n", search.winRate(), search.proof(), rules.toMove(state), text);
      System.out.flush();
    }
  }
}
