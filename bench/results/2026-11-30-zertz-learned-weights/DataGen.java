package io.github.boardrules.zertz;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.zertz.internal.ZertzFeatures;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Self-play games; one CSV row per quiet position with raw features, labelled by the result. */
public class DataGen {
  public static void main(String[] args) throws Exception {
    @SuppressWarnings("unchecked")
    ConfiguredGame<ZertzState, ZertzMove> game =
        (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game(args[0]);
    Zertz rules = (Zertz) game.rules();
    int games = Integer.parseInt(args[1]);
    long nodes = Long.parseLong(args[2]);
    long seed = Long.parseLong(args[3]);
    int randomPlies = Integer.parseInt(args[4]);
    ZertzEvaluation eval = ZertzEvaluation.of(rules);
    Random random = new Random(seed);
    try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[5])))) {
      out.println("game,ply,result,wm,gm,bm,wo,go,bo,pw,pg,pb,ow,og,ob,rings,vacant,free,isoM,isoO,board,safe,eval");
      for (int g = 0; g < games; g++) {
        ZertzState state = rules.initialState();
        for (int p = 0; p < randomPlies; p++) {
          List<ZertzMove> moves = rules.legalMoves(state);
          state = rules.play(state, moves.get(random.nextInt(moves.size())));
        }
        List<AlphaBetaBot<ZertzState, ZertzMove>> bots = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
          bots.add(AlphaBetaBot.builder(rules, eval).hash(ZertzState::positionHash).maxDepth(100)
              .maxNodes(nodes).tableBits(18).lateMoveReductions(true).avoidRepetitions(true).build());
        }
        List<String> rows = new ArrayList<>();
        List<Player> movers = new ArrayList<>();
        int ply = randomPlies;
        Status status = rules.status(state);
        while (!status.isOver() && ply < 300) {
          if (eval.isQuiet(state) && state.passes() == 0) {
            Player m = state.toMove();
            movers.add(m);
            rows.add(g + "," + ply + ",%s," + features(state, eval, m));
          }
          ZertzMove move = bots.get(ply % 2).chooseMove(state);
          state = rules.play(state, move);
          status = rules.status(state);
          ply++;
        }
        for (int i = 0; i < rows.size(); i++) {
          String r;
          if (!status.isOver() || status.winner().isEmpty()) {
            r = "0.5";
          } else {
            r = status.winner().get() == movers.get(i) ? "1" : "0";
          }
          out.println(String.format(rows.get(i), r));
        }
        out.flush();
      }
    }
  }

  static String features(ZertzState s, ZertzEvaluation eval, Player m) {
    Player o = m.opponent();
    StringBuilder b = new StringBuilder();
    for (Player p : new Player[] {m, o}) {
      for (Marble c : Marble.values()) {
        b.append(s.captured(p, c)).append(',');
      }
    }
    for (Marble c : Marble.values()) {
      b.append(s.pool(c)).append(',');
    }
    for (Marble c : Marble.values()) {
      b.append(Long.bitCount(s.marbles(c))).append(',');
    }
    long rings = s.rings();
    long occupied = s.occupied();
    b.append(Long.bitCount(rings)).append(',').append(Long.bitCount(s.vacant())).append(',');
    b.append(Long.bitCount(s.board().rings().freeRings(rings, occupied))).append(',');
    b.append(gain(s, eval, m)).append(',').append(gain(s, eval, o)).append(',');
    b.append(boardTerm(s)).append(',');
    b.append(s.board().features().hasSafePlacement(rings, occupied) ? 1 : 0).append(',');
    b.append(eval.evaluate(s, m));
    return b.toString();
  }

  static int progress(MarbleSet set, int w, int g, int b) {
    double fw = Math.min(1.0, (double) w / set.needed(Marble.WHITE));
    double fg = Math.min(1.0, (double) g / set.needed(Marble.GREY));
    double fb = Math.min(1.0, (double) b / set.needed(Marble.BLACK));
    double each = Math.min(1.0, (double) Math.min(w, Math.min(g, b)) / set.eachNeeded());
    double closeness = Math.max(Math.max(fw, fg), Math.max(fb, each));
    return (int) Math.round(6000 * closeness + 3000 * (fw + fg + fb) / 3);
  }

  /** The best isolation gain of a player as if he were to move (bestIsolation's logic). */
  static int gain(ZertzState state, ZertzEvaluation eval, Player mover) {
    MarbleSet set = eval.marbleSet();
    long rings = state.rings();
    long occupied = state.occupied();
    long[] groups = new long[ZertzFeatures.MAX_TARGETS];
    int count = state.board().features().isolationTargets(rings, occupied, groups);
    if (count == 0) {
      return 0;
    }
    boolean fromPool = state.poolSize() > 0;
    int w = state.captured(mover, Marble.WHITE);
    int g = state.captured(mover, Marble.GREY);
    int b = state.captured(mover, Marble.BLACK);
    if (!fromPool && w + g + b == 0) {
      return 0;
    }
    int before = progress(set, w, g, b);
    int best = 0;
    for (int i = 0; i < count; i++) {
      long group = groups[i];
      int gw = w + Long.bitCount(group & state.marbles(Marble.WHITE));
      int gg = g + Long.bitCount(group & state.marbles(Marble.GREY));
      int gb = b + Long.bitCount(group & state.marbles(Marble.BLACK));
      int after = progress(set, gw, gg, gb);
      if ((group & ~occupied) != 0 && fromPool) {
        after = Math.max(state.pool(Marble.WHITE) > 0 ? progress(set, gw + 1, gg, gb) : after,
            Math.max(state.pool(Marble.GREY) > 0 ? progress(set, gw, gg + 1, gb) : after,
                state.pool(Marble.BLACK) > 0 ? progress(set, gw, gg, gb + 1) : after));
      }
      best = Math.max(best, after - before);
    }
    return best;
  }

  static final double[] RING_WEIGHTS = {-1, -0.5, -0.25, 0, 0, 0, 0};
  static final double[] BALL_WEIGHTS = {-2, -1, -0.5, -0.4, -0.3, -0.2, 0};

  static double boardTerm(ZertzState state) {
    int[] ringCounts = new int[7];
    int[] ballCounts = new int[7];
    int inside = 0;
    long rings = state.rings();
    long occupied = state.occupied();
    int[] around = new int[64];
    for (long r = rings; r != 0; r &= r - 1) {
      int c = Long.numberOfTrailingZeros(r);
      int n = 0;
      for (int d = 0; d < 6; d++) {
        int nb = state.board().neighbour(c, d);
        if (nb >= 0 && (rings & (1L << nb)) != 0) {
          n++;
        }
      }
      around[c] = n;
      ringCounts[n]++;
    }
    for (long m = occupied; m != 0; m &= m - 1) {
      int c = Long.numberOfTrailingZeros(m);
      ballCounts[around[c]]++;
      if (around[c] == 6) {
        for (int d = 0; d < 6; d++) {
          int nb = state.board().neighbour(c, d);
          if (nb >= 0 && (rings & (1L << nb)) != 0) {
            inside += (occupied & (1L << nb)) == 0 ? 6 - around[nb] : 6;
          }
        }
      }
    }
    double sum = 0;
    for (int i = 0; i < 7; i++) {
      sum += RING_WEIGHTS[i] * ringCounts[i] + BALL_WEIGHTS[i] * ballCounts[i];
    }
    return sum - 0.05 * inside;
  }
}
