import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.util.List;
import java.util.Random;

/**
 * How many legal moves the positions of level-3 self-play games have: {@code GAME GAMES SEED}
 * plays GAMES games from 2 random plies ({@code new Random(SEED)}; level 3 seeded SEED + game)
 * and prints the positions with more than one legal move, the most moves, and how many have more
 * than 256.
 */
public class RootSizes {
  public static void main(String[] args) {
    run(GameCatalog.load().game(args[0]), Integer.parseInt(args[1]), Long.parseLong(args[2]));
  }

  static <S, M> void run(ConfiguredGame<S, M> game, int games, long seed) {
    Rules<S, M> rules = game.rules();
    Random random = new Random(seed);
    int most = 0;
    int over = 0;
    int positions = 0;
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
          positions++;
          most = Math.max(most, count);
          over += count > 256 ? 1 : 0;
        }
        state = rules.play(state, mover.chooseMove(state));
      }
    }
    System.out.println(game.config() + ": positions " + positions + ", most moves " + most
        + ", over 256: " + over);
  }
}
