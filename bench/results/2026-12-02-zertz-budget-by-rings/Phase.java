import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
import java.io.BufferedReader;
import java.io.FileWriter;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Level 5's search (as Bots builds it for ZÈRTZ) with a budget by the rings left on the board,
 * served as a UGI engine: {@code Phase GAME BASE SCHEDULE [LOG]}, SCHEDULE as {@code R1:F1,R2:F2,...}
 * (rings at least R: BASE times F positions; the first rule that fits; otherwise BASE).
 */
public final class Phase {
  @SuppressWarnings("unchecked")
  public static void main(String[] args) throws Exception {
    ConfiguredGame<ZertzState, ZertzMove> game =
        (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game(args[0]);
    Zertz rules = (Zertz) game.rules();
    long base = Long.parseLong(args[1]);
    String[] rules2 = args[2].equals("-") ? new String[0] : args[2].split(",");
    int[] minRings = new int[rules2.length];
    double[] factor = new double[rules2.length];
    for (int i = 0; i < rules2.length; i++) {
      String[] p = rules2[i].split(":");
      minRings[i] = Integer.parseInt(p[0]);
      factor[i] = Double.parseDouble(p[1]);
    }
    PrintWriter log = args.length > 3 ? new PrintWriter(new FileWriter(args[3], true), true) : null;
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    ZertzState state = rules.initialState();
    Map<Long, AlphaBetaBot<ZertzState, ZertzMove>> bots = new HashMap<>();
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      List<String> w = Arrays.asList(line.strip().split("\\s+"));
      switch (w.get(0)) {
        case "quit" -> { return; }
        case "ugi" -> System.out.println("id name phase " + String.join(" ", Arrays.asList(args).subList(1, 3))
            + "\nid author boardrules\nugiok");
        case "isready" -> System.out.println("readyok");
        case "uginewgame" -> { state = rules.initialState(); bots.clear(); }
        case "position" -> {
          int m = w.indexOf("moves");
          List<String> head = m < 0 ? w : w.subList(0, m);
          ZertzState s = head.get(1).equals("startpos") ? rules.initialState()
              : game.positions().decode(String.join(" ", head.subList(2, head.size())));
          if (m >= 0) {
            for (String move : w.subList(m + 1, w.size())) {
              s = rules.play(s, game.notation().parse(move));
            }
          }
          state = s;
        }
        case "go" -> {
          long nodes = base;
          for (int i = 0; i < minRings.length; i++) {
            if (state.ringCount() >= minRings[i]) {
              nodes = Math.round(base * factor[i]);
              break;
            }
          }
          long n = nodes;
          AlphaBetaBot<ZertzState, ZertzMove> bot = bots.computeIfAbsent(n, k ->
              AlphaBetaBot.builder(rules, game.evaluation().orElseThrow()).hash(ZertzState::positionHash)
                  .maxDepth(100).maxNodes(k).tableBits(20).lateMoveReductions(true)
                  .avoidRepetitions(true).quietMoves(game.quietMoves().orElseThrow()).build());
          long t0 = mx.getCurrentThreadCpuTime();
          AlphaBetaBot.Search<ZertzMove> s = bot.search(state);
          long t1 = mx.getCurrentThreadCpuTime();
          if (log != null) {
            log.println(state.ringCount() + " " + n + " " + s.nodes() + " " + s.depth() + " " + (t1 - t0) / 1_000_000);
          }
          System.out.println("bestmove " + game.notation().format(s.move()));
        }
        default -> { }
      }
      System.out.flush();
    }
  }
}
