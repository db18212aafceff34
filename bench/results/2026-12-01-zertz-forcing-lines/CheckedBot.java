import io.github.boardrules.bots.*;
import io.github.boardrules.core.*;
import io.github.boardrules.core.bots.*;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.zertz.*;
import java.util.*;

/** Scratch: level 5's search with forcing checks at the root (offence first, then defence of its move). */
final class CheckedBot implements Bot<ZertzState, ZertzMove> {
  static long checks, offence, refuted, replaced, researches;
  final Rules<ZertzState, ZertzMove> rules;
  final Forcing forcing;
  final AlphaBetaBot<ZertzState, ZertzMove> bot;
  final long budget; final int turns, tries; final boolean attack;
  ZertzState root; final Set<ZertzMove> excluded = new HashSet<>();

  CheckedBot(ConfiguredGame<ZertzState, ZertzMove> game, long nodes, long budget, int turns, int tries, boolean attack) {
    this.rules = game.rules();
    this.budget = budget; this.turns = turns; this.tries = tries; this.attack = attack;
    Evaluation<ZertzState> ev = game.evaluation().orElseThrow();
    forcing = new Forcing(rules, ev);
    Rules<ZertzState, ZertzMove> filtered = new Rules<>() {
      public ZertzState initialState() { return rules.initialState(); }
      public Player toMove(ZertzState s) { return rules.toMove(s); }
      public List<ZertzMove> legalMoves(ZertzState s) {
        List<ZertzMove> all = rules.legalMoves(s);
        if (s != root || excluded.isEmpty()) return all;
        List<ZertzMove> kept = new ArrayList<>(all);
        kept.removeAll(excluded);
        return kept.isEmpty() ? all : kept;
      }
      public Legality check(ZertzState s, ZertzMove m) { return rules.check(s, m); }
      public ZertzState playUnchecked(ZertzState s, ZertzMove m) { return rules.playUnchecked(s, m); }
      public Status status(ZertzState s) { return rules.status(s); }
    };
    QuietMoves<ZertzState, ZertzMove> quiet = game.quietMoves().orElseThrow();
    bot = AlphaBetaBot.builder(filtered, ev).hash(ZertzState::positionHash)
        .maxDepth(100).maxNodes(nodes).tableBits(nodes >= 1_000_000 ? 20 : 18).lateMoveReductions(true)
        .avoidRepetitions(true).quietMoves(quiet).build();
  }

  @Override
  public ZertzMove chooseMove(ZertzState state) {
    long t0 = System.nanoTime();
    ZertzMove r = choose(state);
    String log = System.getProperty("fc.log");
    if (log != null) {
      try {
        java.nio.file.Files.writeString(java.nio.file.Path.of(log), String.format("%d ms checks %d offence %d refuted %d replaced %d researches %d%n",
            (System.nanoTime() - t0) / 1_000_000, checks, offence, refuted, replaced, researches),
            java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
      } catch (java.io.IOException e) { throw new java.io.UncheckedIOException(e); }
    }
    return r;
  }

  ZertzMove choose(ZertzState state) {
    List<ZertzMove> moves = rules.legalMoves(state);
    if (moves.size() == 1) return bot.chooseMove(state);
    root = state; excluded.clear();
    if (attack) {
      ZertzMove win = forcing.win(state, turns, budget);
      if (win != null) { offence++; return win; }
    }
    AlphaBetaBot.Search<ZertzMove> s = bot.search(state);
    ZertzMove first = s.move();
    ZertzMove m = first;
    for (int k = 0; k < tries; k++) {
      if (s.isForcedWin() || s.score() <= -AlphaBetaBot.WIN + 100_000) break;
      checks++;
      if (!forcing.refutes(state, m, turns, budget)) {
        if (k > 0) replaced++;
        return m;
      }
      refuted++;
      excluded.add(m);
      if (excluded.size() >= moves.size() || k == tries - 1) break;
      researches++;
      s = bot.search(state);
      m = s.move();
    }
    return first;
  }
}
