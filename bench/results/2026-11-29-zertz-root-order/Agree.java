import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.util.List;
import java.util.Random;

/**
 * Level 5 in the positions of level-3 self-play games: GAMES games from 2 random plies ({@code new
 * Random(SEED)}; level 3 seeded SEED + game), every position with more than one legal move.
 *
 * <ul>
 *   <li>{@code GAME GAMES EVERY SEED}: at every EVERY-th ply, a fresh level 5's move, one line a
 *       position ({@code game ply move}). Run against two jars, the outputs differ where their
 *       level 5 does. Give a game with a random setup its setup seed ({@code tzaar(seed=5)}), or
 *       each run plays another setup.
 *   <li>{@code sizes GAME GAMES SEED}: the positions, the most legal moves of one, and how many
 *       have more than 256.
 * </ul>
 */
public class Agree {
  /** What is done in each position with more than one legal move. */
  interface Visit<S> {
    void at(int game, int ply, S state, int moves);
  }

  public static void main(String[] args) {
    if (args[0].equals("sizes")) {
      sizes(GameCatalog.load().game(args[1]), Integer.parseInt(args[2]), Long.parseLong(args[3]));
    } else {
      moves(GameCatalog.load().game(args[0]), Integer.parseInt(args[1]), Integer.parseInt(args[2]),
          Long.parseLong(args[3]));
    }
  }

  static <S, M> void moves(ConfiguredGame<S, M> game, int games, int every, long seed) {
    selfPlay(game, games, seed, (g, ply, state, moves) -> {
      if (ply % every == 0) {
        Bot<S, M> five = Bots.of(game, BotSettings.level(5));
        System.out.println(g + " " + ply + " " + game.notation().format(five.chooseMove(state)));
      }
    });
  }

  static <S, M> void sizes(ConfiguredGame<S, M> game, int games, long seed) {
    int[] counts = new int[3]; // positions, most moves, positions of more than 256
    selfPlay(game, games, seed, (g, ply, state, moves) -> {
      counts[0]++;
      counts[1] = Math.max(counts[1], moves);
      counts[2] += moves > 256 ? 1 : 0;
    });
    System.out.println(game.config() + ": positions " + counts[0] + ", most moves " + counts[1]
        + ", over 256: " + counts[2]);
  }

  static <S, M> void selfPlay(ConfiguredGame<S, M> game, int games, long seed, Visit<S> visit) {
    Rules<S, M> rules = game.rules();
    Random random = new Random(seed);
    for (int g = 0; g < games; g++) {
      Bot<S, M> mover = Bots.of(game, BotSettings.level(3).seed(seed + g));
      S state = rules.initialState(random);
      for (int p = 0; p < 2 && !rules.status(state).isOver(); p++) {
        List<M> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
      for (int ply = 2; !rules.status(state).isOver() && ply < 200; ply++) {
        int count = rules.legalMoves(state).size();
        if (count > 1) {
          visit.at(g, ply, state, count);
        }
        state = rules.play(state, mover.chooseMove(state));
      }
    }
  }
}
