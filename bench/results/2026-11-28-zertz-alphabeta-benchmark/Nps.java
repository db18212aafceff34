import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.zertz.*;
import java.util.*;
public class Nps {
  public static void main(String[] a) {
    Zertz rules = Zertz.tournament();
    List<ZertzState> ps = new ArrayList<>();
    SplittableRandom r = new SplittableRandom(42);
    while (ps.size() < 100) {
      ZertzState s = rules.initialState();
      int plies = 2 + r.nextInt(20);
      for (int i = 0; i < plies && !rules.legalMoves(s).isEmpty() && !rules.status(s).isOver(); i++) {
        List<ZertzMove> m = rules.legalMoves(s);
        s = rules.play(s, m.get(r.nextInt(m.size())));
      }
      if (!rules.status(s).isOver()) ps.add(s);
    }
    for (int round = 0; round < 3; round++) {
      long nodes = 0, t = System.nanoTime();
      for (ZertzState s : ps) {
        nodes += AlphaBetaBot.builder(rules, ZertzEvaluation.of(rules)).hash(ZertzState::positionHash).maxDepth(2).tableBits(16).build().search(s).nodes();
      }
      double sec = (System.nanoTime() - t) / 1e9;
      System.out.printf("round %d: %d searches, %d nodes, %.2f s, %.0f nodes/s, %.0f nodes a search%n", round, ps.size(), nodes, sec, nodes / sec, (double) nodes / ps.size());
    }
  }
}
