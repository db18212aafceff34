import io.github.boardrules.bots.*;
import io.github.boardrules.core.*;
import io.github.boardrules.core.bots.*;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.zertz.*;
import java.nio.file.*;
import java.util.*;
public class Rp {
  public static void main(String[] args) throws Exception {
    ConfiguredGame<ZertzState, ZertzMove> game = (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game("zertz(marbleSet=tournament)");
    Rules<ZertzState, ZertzMove> rules = game.rules();
    long nodes = Long.parseLong(args[0]);
    for (int a = 1; a < args.length; a++) {
      List<String> lines = Files.readAllLines(Path.of(args[a]));
      boolean aFirst = lines.stream().anyMatch(l -> l.equals("[FirstBot \"A\"]"));
      String outcome = lines.stream().filter(l -> l.startsWith("[OutcomeForA")).findFirst().orElse("");
      System.out.println("=== " + args[a] + " A first: " + aFirst + " " + outcome);
      ZertzState state = rules.initialState();
      Player aPlayer = aFirst ? rules.toMove(state) : null;
      int ply = 0;
      for (String l : lines) {
        if (!l.matches("\\d+\\. .*")) continue;
        String text = l.substring(l.indexOf(' ') + 1).trim();
        ZertzMove move = game.notation().parse(text);
        Player mover = rules.toMove(state);
        if (aPlayer == null && ply == 0) aPlayer = aFirst ? mover : null;
        boolean isA = aFirst ? mover == rules.toMove(rules.initialState()) : mover != rules.toMove(rules.initialState());
        int n = rules.legalMoves(state).size();
        if (ply >= 2 && n > 1) {
          AlphaBetaBot<ZertzState, ZertzMove> bot = AlphaBetaBot.builder(rules, game.evaluation().orElseThrow()).hash(ZertzState::positionHash)
            .maxDepth(100).maxNodes(nodes).tableBits(20).lateMoveReductions(true)
            .avoidRepetitions(true).quietMoves(game.quietMoves().orElseThrow()).build();
          AlphaBetaBot.Search<ZertzMove> s = bot.search(state);
          int sc = isA ? s.score() : -s.score();
          System.out.printf("ply %2d %s moves %4d played %-14s L5 says %-14s depth %d score(A) %d%n", ply + 1, isA ? "A" : "B", n, text, game.notation().format(s.move()), s.depth(), sc);
        }
        state = rules.play(state, move);
        ply++;
      }
      System.out.println("end: " + rules.status(state));
    }
  }
}
