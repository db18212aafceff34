import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.List;

/**
 * Trial players of five-in-a-row served as UGI engines: {@code mcts PLAYOUTS C [DEPTH NODES]}:
 * level 5's shape (a forced win proven by alpha-beta first, DEPTH plies within NODES positions, 5
 * and 20,000 as level 5 unless given, then guided MCTS) with exploration C; {@code fours ...}
 * the same after the game's solver (a win by fours where it finds one).
 * java -cp cli.jar FiveShiftEngines.java GAME mcts 300000 0.7
 */
public class FiveShiftEngines {
  public static void main(String[] args) throws Exception {
    serve(GameCatalog.load().game(args[0]), args);
  }

  static <S, M> void serve(ConfiguredGame<S, M> game, String[] args) throws Exception {
    Rules<S, M> rules = game.rules();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    S state = rules.initialState();
    long seed = 0;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      List<String> w = Arrays.asList(line.strip().split("\\s+"));
      switch (w.get(0)) {
        case "quit" -> { return; }
        case "ugi" -> System.out.println("id name " + String.join(" ", args) + "\nid author boardrules\nugiok");
        case "isready" -> System.out.println("readyok");
        case "uginewgame" -> { state = rules.initialState(); seed++; }
        case "position" -> {
          int m = w.indexOf("moves");
          List<String> head = m < 0 ? w : w.subList(0, m);
          S s = head.get(1).equals("startpos") ? rules.initialState()
              : game.positions().decode(String.join(" ", head.subList(2, head.size())));
          if (m >= 0) {
            for (String move : w.subList(m + 1, w.size())) {
              s = rules.play(s, game.notation().parse(move));
            }
          }
          state = s;
        }
        case "go" -> System.out.println("bestmove " + game.notation().format(choose(game, args, state, seed)));
        default -> { }
      }
      System.out.flush();
    }
  }

  static <S, M> M choose(ConfiguredGame<S, M> game, String[] args, S state, long seed) {
    Rules<S, M> rules = game.rules();
    if (args[1].equals("fours")) {
      var solved = game.solver().orElseThrow().solve(state);
      if (solved.isPresent()) {
        return solved.get().move();
      }
    }
    AlphaBetaBot.Builder<S, M> prover = AlphaBetaBot.builder(rules, (s, p) -> 0)
        .maxDepth(args.length > 4 ? Integer.parseInt(args[4]) : 5)
        .maxNodes(args.length > 5 ? Long.parseLong(args[5]) : 20_000).tableBits(16);
    game.hash().ifPresent(prover::hash);
    AlphaBetaBot.Search<M> proof = prover.build().search(state);
    if (proof.isForcedWin()) {
      return proof.move();
    }
    MctsBot.Builder<S, M> mcts = MctsBot.builder(rules).playout(game.guidedPlayout().orElseThrow())
        .iterations(Integer.parseInt(args[2])).exploration(Double.parseDouble(args[3])).seed(seed);
    return mcts.build().search(state).move();
  }
}
