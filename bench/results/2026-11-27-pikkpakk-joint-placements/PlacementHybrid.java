import io.github.boardrules.bots.Bots;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.bots.match.MatchTotals;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.PikkPakkState;
import java.util.List;

/**
 * Pikk-Pakk's joint opening: a player that places by Monte-Carlo tree search (N playouts a move)
 * while more than K balls are left to place, and is the catalogue's level 5 after that, against
 * mcts:20000; paired openings of 2 random plies. A single-file program: java -cp
 * cli/target/boardrules-cli.jar PlacementHybrid.java N GAMES SEED PLYCAP THREADS K
 */
public class PlacementHybrid {
  @SuppressWarnings("unchecked") // the catalogue's pikkpakk is a game of these types
  public static void main(String[] args) {
    ConfiguredGame<PikkPakkState, PikkPakkMove> game =
        (ConfiguredGame<PikkPakkState, PikkPakkMove>) GameCatalog.load().game("pikkpakk(jointOpening=true)");
    int playouts = Integer.parseInt(args[0]);
    int games = Integer.parseInt(args[1]);
    long seed = Long.parseLong(args[2]);
    int cap = Integer.parseInt(args[3]);
    int threads = Integer.parseInt(args[4]);
    int searchedPlacements = Integer.parseInt(args[5]); // from this many balls left, level 5 places
    MatchRunner<PikkPakkState, PikkPakkMove> runner = MatchRunner.builder(game.rules(),
        s -> {
          Bot<PikkPakkState, PikkPakkMove> mcts = MctsBot.builder(game.rules()).playout(game.playout())
              .seed(s).iterations(playouts).build();
          Bot<PikkPakkState, PikkPakkMove> top = Bots.of(game, BotSettings.level(5).seed(s));
          return state -> state.ply() < PikkPakk.PLACEMENTS - searchedPlacements ? mcts.chooseMove(state) : top.chooseMove(state);
        },
        s -> MctsBot.builder(game.rules()).playout(game.playout()).seed(s).iterations(20_000).build())
        .games(games).seed(seed).plyCap(cap).threads(threads).randomOpening(2)
        .onGame((result, start, moves) -> System.out.println(result))
        .build();
    List<GameResult> results = runner.play(List.of());
    System.out.println(MatchTotals.of(results));
  }
}
