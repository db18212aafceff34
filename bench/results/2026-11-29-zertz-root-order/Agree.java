import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.util.List;
import java.util.Random;

/**
 * Level 5's move in positions of level-3 self-play games, one line a position ({@code game ply
 * move}): {@code GAME GAMES EVERY SEED} plays GAMES games from 2 random plies ({@code new
 * Random(SEED)}; level 3 seeded SEED + game) and asks a fresh level 5 at every EVERY-th ply with
 * more than one legal move. Run against two jars, the outputs differ where their level 5 does.
 * Give a game with a random setup its setup seed ({@code tzaar(seed=5)}), or each run plays
 * another setup.
 */
public class Agree {
  public static void main(String[] args) {
    run(GameCatalog.load().game(args[0]), Integer.parseInt(args[1]), Integer.parseInt(args[2]),
        Long.parseLong(args[3]));
  }

  static <S, M> void run(ConfiguredGame<S, M> game, int games, int every, long seed) {
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
        List<M> moves = rules.legalMoves(state);
        if (ply % every == 0 && moves.size() > 1) {
          Bot<S, M> five = Bots.of(game, BotSettings.level(5));
          System.out.println(g + " " + ply + " " + game.notation().format(five.chooseMove(state)));
        }
        state = rules.play(state, mover.chooseMove(state));
      }
    }
  }
}
