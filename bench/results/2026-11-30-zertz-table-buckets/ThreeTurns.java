import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzEvaluation;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
import java.util.List;
import java.util.Random;

/**
 * Level 5's search to a fixed depth, with no node limit, in positions of self-play games.
 * {@code positions FIRST LAST}: for each seed from FIRST to LAST, 2 random plies, then level 5's
 * search at 200,000 positions a move against itself; prints the positions at plies 8 and 14 where
 * more than one move is legal, one a line. {@code search DEPTH BITS} reads such lines and searches
 * each with a fresh bot with a table of 2^BITS entries to DEPTH placement turns: one line a
 * search (position number, bits, move, score, depth, positions visited, the searching thread's
 * CPU ms), then the totals. Run: {@code java -cp boardrules-cli.jar:. ThreeTurns MODE ARGS}.
 */
public class ThreeTurns {
  static AlphaBetaBot<ZertzState, ZertzMove> bot(Zertz rules, int depth, long nodes, int bits) {
    return AlphaBetaBot.builder(rules, ZertzEvaluation.of(rules)).hash(ZertzState::positionHash)
        .maxDepth(depth).maxNodes(nodes).tableBits(bits).lateMoveReductions(true).avoidRepetitions(true).build();
  }

  public static void main(String[] a) throws java.io.IOException {
    Zertz rules = Zertz.tournament();
    if (a[0].equals("positions")) {
      for (long seed = Long.parseLong(a[1]); seed <= Long.parseLong(a[2]); seed++) {
        Random random = new Random(seed);
        ZertzState state = rules.initialState();
        for (int p = 0; p < 2; p++) {
          List<ZertzMove> moves = rules.legalMoves(state);
          state = rules.play(state, moves.get(random.nextInt(moves.size())));
        }
        AlphaBetaBot<ZertzState, ZertzMove> mover = bot(rules, 100, 200_000, 18);
        for (int ply = 2; ply <= 14 && !rules.status(state).isOver(); ply++) {
          if ((ply == 8 || ply == 14) && rules.legalMoves(state).size() > 1) {
            System.out.println(rules.positions().encode(state));
          }
          state = rules.play(state, mover.chooseMove(state));
        }
      }
      return;
    }
    java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
    int depth = Integer.parseInt(a[1]);
    int bits = Integer.parseInt(a[2]);
    long total = 0;
    double cpu = 0;
    java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in));
    int n = 0;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      ZertzState state = rules.positions().decode(line);
      long c0 = mx.getCurrentThreadCpuTime();
      AlphaBetaBot.Search<ZertzMove> s = bot(rules, depth, 200_000_000L, bits).search(state);
      double ms = (mx.getCurrentThreadCpuTime() - c0) / 1e6;
      total += s.nodes();
      cpu += ms;
      System.out.printf("%d,%d,%s,%d,%d,%d,%.0f%n", ++n, bits, rules.notation().format(s.move()), s.score(),
          s.depth(), s.nodes(), ms);
    }
    System.out.printf("total,%d,,,,%d,%.0f%n", bits, total, cpu);
  }
}
