import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.zertz.*;
import java.util.*;

/**
 * How deep level 5's search gets with and without futility pruning: a game from SEED's 2 random
 * plies, then alpha-beta at 200,000 positions a move (no pruning) against itself; at every
 * EVERY-th ply from 2 up to LAST where more than one move is legal, a fresh bot of each kind
 * searches the position at NODES positions (and DEPTH placement turns, 100 if not given); one
 * line a kind: the deepest finished iteration (in placement turns) and the positions visited.
 * Run: java -cp boardrules-cli.jar:. Depth GAME SEED EVERY LAST NODES [DEPTH]
 */
public class Depth {
  @SuppressWarnings("unchecked")
  public static void main(String[] args) {
    ConfiguredGame<ZertzState, ZertzMove> game =
        (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game(args[0]);
    Zertz rules = (Zertz) game.rules();
    long seed = Long.parseLong(args[1]);
    int every = Integer.parseInt(args[2]);
    int last = Integer.parseInt(args[3]);
    long nodes = Long.parseLong(args[4]);
    int depth = args.length > 5 ? Integer.parseInt(args[5]) : 100;
    Random random = new Random(seed);
    ZertzState state = rules.initialState();
    for (int p = 0; p < 2; p++) {
      List<ZertzMove> moves = rules.legalMoves(state);
      state = rules.play(state, moves.get(random.nextInt(moves.size())));
    }
    AlphaBetaBot<ZertzState, ZertzMove> mover = ab(rules, 200_000, 100, false);
    for (int ply = 2; ply <= last && !rules.status(state).isOver(); ply++) {
      List<ZertzMove> moves = rules.legalMoves(state);
      if ((ply - 2) % every == 0 && moves.size() > 1) {
        for (boolean futility : new boolean[] {false, true}) {
          AlphaBetaBot.Search<ZertzMove> s = ab(rules, nodes, depth, futility).search(state);
          System.out.printf(Locale.ROOT, "%d,%d,%d,%s,%d,%d%n", seed, ply, moves.size(),
              futility ? "futility" : "plain", s.depth(), s.nodes());
        }
      }
      state = rules.play(state, mover.chooseMove(state));
    }
  }

  /** Level 5's search as Bots builds it (one-ply late-move reductions, repetitions avoided, 2^20 table). */
  static AlphaBetaBot<ZertzState, ZertzMove> ab(Zertz rules, long nodes, int depth, boolean futility) {
    return AlphaBetaBot.builder(rules, ZertzEvaluation.of(rules)).hash(ZertzState::positionHash).maxDepth(depth)
        .maxNodes(nodes).tableBits(20).lateMoveReductions(true).avoidRepetitions(true)
        .futilityPruning(futility).build();
  }
}
