import io.github.boardrules.bots.*;
import io.github.boardrules.core.*;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.zertz.*;
import java.nio.file.*;
import java.util.*;
/** Fixed searches on positions of recorded games: the moves, scores and nodes must not change; the time should. */
public class Speed {
  public static void main(String[] args) throws Exception {
    ConfiguredGame<ZertzState, ZertzMove> game = (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game("zertz(marbleSet=tournament)");
    Rules<ZertzState, ZertzMove> rules = game.rules();
    long nodes = Long.parseLong(args[0]);
    int rounds = Integer.parseInt(args[1]);
    List<ZertzState> positions = new ArrayList<>();
    for (int a = 2; a < args.length; a++) {
      ZertzState state = rules.initialState();
      int ply = 0;
      for (String l : Files.readAllLines(Path.of(args[a]))) {
        if (!l.matches("\\d+\\. .*")) continue;
        ZertzMove move = game.notation().parse(l.substring(l.indexOf(' ') + 1).trim());
        if (ply >= 4 && ply % 4 == 0 && rules.legalMoves(state).size() > 1 && !rules.status(state).isOver()) positions.add(state);
        state = rules.play(state, move);
        ply++;
      }
    }
    for (int r = 0; r < rounds; r++) {
      long t0 = System.nanoTime(); long c0 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime(); long sum = 0; StringBuilder sig = new StringBuilder();
      for (ZertzState s : positions) {
        AlphaBetaBot<ZertzState, ZertzMove> bot = AlphaBetaBot.builder(rules, game.evaluation().orElseThrow()).hash(ZertzState::positionHash)
          .maxDepth(100).maxNodes(nodes).tableBits(20).lateMoveReductions(true)
          .avoidRepetitions(true).quietMoves(game.quietMoves().orElseThrow()).build();
        AlphaBetaBot.Search<ZertzMove> res = bot.search(s);
        sig.append(game.notation().format(res.move())).append(res.score()).append(res.depth());
      }
      long dt = System.nanoTime() - t0; long dc = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - c0;
      System.out.printf("round %d positions %d ms %d cpu %d signature %08x%n", r, positions.size(), dt / 1_000_000, dc / 1_000_000, sig.toString().hashCode());
    }
  }
}
