package io.github.boardrules.zertz;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.List;

/** UGI engines for evaluation trials: base NODES, or tuned NODES T CL MA W G B ISO. */
public class Exp {
  /** T + P(mover) - P(opponent) + ISO/100 * isolation gain; P monotone in each colour. */
  static final class Tuned implements Evaluation<ZertzState> {
    final ZertzEvaluation base;
    final MarbleSet set;
    final double t, cl, ma, w, g, b, iso;

    Tuned(ZertzEvaluation base, double[] k) {
      this.base = base;
      this.set = base.marbleSet();
      t = k[0]; cl = k[1]; ma = k[2]; w = k[3]; g = k[4]; b = k[5]; iso = k[6];
    }

    double p(int cw, int cg, int cb) {
      double fw = Math.min(1.0, (double) cw / set.needed(Marble.WHITE));
      double fg = Math.min(1.0, (double) cg / set.needed(Marble.GREY));
      double fb = Math.min(1.0, (double) cb / set.needed(Marble.BLACK));
      double each = Math.min(1.0, (double) Math.min(cw, Math.min(cg, cb)) / set.eachNeeded());
      double closeness = Math.max(Math.max(fw, fg), Math.max(fb, each));
      return cl * closeness + ma * (fw + fg + fb) / 3 + w * cw / set.needed(Marble.WHITE)
          + g * cg / set.needed(Marble.GREY) + b * cb / set.needed(Marble.BLACK);
    }

    double p(ZertzState s, Player pl) {
      return p(s.captured(pl, Marble.WHITE), s.captured(pl, Marble.GREY), s.captured(pl, Marble.BLACK));
    }

    @Override
    public int evaluate(ZertzState s, Player player) {
      Player m = s.toMove();
      double v = t + p(s, m) - p(s, m.opponent()) + iso / 100.0 * DataGen.gain(s, base, m);
      int r = (int) Math.round(v);
      return player == m ? r : -r;
    }

    @Override
    public boolean isQuiet(ZertzState s) {
      return base.isQuiet(s);
    }

    @Override
    public boolean extendsNotQuiet() {
      return true;
    }

    @Override
    public int quietMoveBound(ZertzState s) {
      Player m = s.toMove();
      int cw = s.captured(m, Marble.WHITE);
      int cg = s.captured(m, Marble.GREY);
      int cb = s.captured(m, Marble.BLACK);
      long[] groups = new long[io.github.boardrules.zertz.internal.ZertzFeatures.MAX_TARGETS];
      int count = s.board().features().isolationTargets(s.rings(), s.occupied(), groups);
      if (count == groups.length) {
        return Evaluation.MAX;
      }
      double own = p(cw, cg, cb);
      if (count > 0) {
        long all = 0;
        for (int i = 0; i < count; i++) {
          all |= groups[i];
        }
        cw += Long.bitCount(all & s.marbles(Marble.WHITE));
        cg += Long.bitCount(all & s.marbles(Marble.GREY));
        cb += Long.bitCount(all & s.marbles(Marble.BLACK));
        own = Math.max(p(cw + 1, cg, cb), Math.max(p(cw, cg + 1, cb), p(cw, cg, cb + 1)));
      }
      // The child has the opponent to move: his tempo t and his isolation gain (>= 0) count against.
      return (int) Math.ceil(own - p(s, m.opponent()) - t) + 1;
    }
  }

  @SuppressWarnings("unchecked")
  public static void main(String[] args) throws Exception {
    ConfiguredGame<ZertzState, ZertzMove> game =
        (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game(args[0]);
    Zertz rules = (Zertz) game.rules();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    ZertzState state = rules.initialState();
    Bot<ZertzState, ZertzMove> bot = null;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      List<String> w = Arrays.asList(line.strip().split("\\s+"));
      switch (w.get(0)) {
        case "quit" -> { return; }
        case "ugi" -> System.out.println("id name exp " + String.join(" ", Arrays.asList(args).subList(1, args.length))
            + "\nid author boardrules\nugiok");
        case "isready" -> System.out.println("readyok");
        case "uginewgame" -> { state = rules.initialState(); bot = null; }
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
          if (bot == null) {
            bot = bot(rules, args);
          }
          System.out.println("bestmove " + game.notation().format(bot.chooseMove(state)));
        }
        default -> { }
      }
      System.out.flush();
    }
  }

  static Evaluation<ZertzState> evaluation(Zertz rules, String[] args) {
    ZertzEvaluation base = ZertzEvaluation.of(rules);
    if (args[1].equals("base")) {
      return base;
    }
    double[] k = new double[7];
    for (int i = 0; i < 7; i++) {
      k[i] = Double.parseDouble(args[3 + i]);
    }
    return new Tuned(base, k);
  }

  static Bot<ZertzState, ZertzMove> bot(Zertz rules, String[] args) {
    long nodes = Long.parseLong(args[2]);
    return AlphaBetaBot.builder(rules, evaluation(rules, args)).hash(ZertzState::positionHash).maxDepth(100)
        .maxNodes(nodes).tableBits(nodes >= 1_000_000 ? 20 : 18).lateMoveReductions(true)
        .avoidRepetitions(true).build();
  }
}
