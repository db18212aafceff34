import io.github.boardrules.bots.*;
import io.github.boardrules.core.*;
import io.github.boardrules.core.bots.*;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.zertz.*;
import java.nio.file.*;
import java.util.*;
public class Rq {
  public static void main(String[] args) throws Exception {
    ConfiguredGame<ZertzState, ZertzMove> game = (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game("zertz(marbleSet=tournament)");
    Rules<ZertzState, ZertzMove> rules = game.rules();
    long nodes = Long.parseLong(args[0]);
    List<String> lines = Files.readAllLines(Path.of(args[1]));
    Set<Integer> at = new HashSet<>();
    for (int a = 2; a < args.length; a++) at.add(Integer.parseInt(args[a]));
    ZertzState state = rules.initialState();
    int ply = 0;
    for (String l : lines) {
      if (!l.matches("\\d+\\. .*")) continue;
      String text = l.substring(l.indexOf(' ') + 1).trim();
      if (at.contains(ply + 1)) {
        AlphaBetaBot<ZertzState, ZertzMove> bot = AlphaBetaBot.builder(rules, game.evaluation().orElseThrow()).hash(ZertzState::positionHash)
          .maxDepth(100).maxNodes(nodes).tableBits(22).lateMoveReductions(true)
          .avoidRepetitions(true).quietMoves(game.quietMoves().orElseThrow()).build();
        long t = System.nanoTime();
        AlphaBetaBot.Search<ZertzMove> s = bot.search(state);
        System.out.printf("ply %2d moves %4d played %-14s search says %-14s depth %d score %d nodes %d s %.1f%n", ply + 1, rules.legalMoves(state).size(), text, game.notation().format(s.move()), s.depth(), s.score(), s.nodes(), (System.nanoTime() - t) / 1e9);
        System.out.println(state.diagram());
      }
      state = rules.play(state, game.notation().parse(text));
      ply++;
    }
  }
}
