import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.List;

/**
 * Trial players of five-in-a-row served as UGI engines (the program of
 * ../2026-11-29-fiveshift-threats with three more modes), run against the cli jar of 8bf5515:
 * {@code mcts PLAYOUTS C [DEPTH NODES]}: level 5's shape (a forced win proven by alpha-beta first,
 * DEPTH plies within NODES positions, 5 and 20,000 unless given, then guided MCTS) with
 * exploration C; {@code fours ...} the same after the game's solver (a win by threats where
 * FiveShift.winByThreats finds one); {@code safe ...} that, with the Monte-Carlo root narrowed to
 * the moves after which the solver finds no win for the opponent; {@code safeN ...} the same with
 * the opponent's win searched within N searches of fours (FiveShiftThreats.search, as
 * FiveShift.safeMoves does with 50 since 9ccf79b); {@code transP ...} safe50, and from ply P on
 * the AND-OR search of ../2026-11-26-fiveshift-transition (can DARK force a win by five or with
 * his first shift?, 1,000,000 positions at most): DARK plays a winning placement, LIGHT only those
 * after which DARK cannot force it.
 * java -cp cli.jar:classes FiveShiftEngines fiveshift safe50 100000 1.4142135623730951
 */
public class FiveShiftEngines {
  public static void main(String[] args) throws Exception {
    serve(GameCatalog.load().game(args[0]), args);
  }

  static <S, M> void serve(ConfiguredGame<S, M> game, String[] args) throws Exception {
    Rules<S, M> rules = game.rules();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    S state = rules.initialState();
    long seed = 0;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      List<String> w = Arrays.asList(line.strip().split("\\s+"));
      switch (w.get(0)) {
        case "quit" -> { return; }
        case "ugi" -> System.out.println("id name " + String.join(" ", args) + "\nid author boardrules\nugiok");
        case "isready" -> System.out.println("readyok");
        case "uginewgame" -> { state = rules.initialState(); seed++; }
        case "position" -> {
          int m = w.indexOf("moves");
          List<String> head = m < 0 ? w : w.subList(0, m);
          S s = head.get(1).equals("startpos") ? rules.initialState()
              : game.positions().decode(String.join(" ", head.subList(2, head.size())));
          if (m >= 0) {
            for (String move : w.subList(m + 1, w.size())) {
              s = rules.play(s, game.notation().parse(move));
            }
          }
          state = s;
        }
        case "go" -> System.out.println("bestmove " + game.notation().format(choose(game, args, state, seed)));
        default -> { }
      }
      System.out.flush();
    }
  }

  static <S, M> M choose(ConfiguredGame<S, M> game, String[] args, S state, long seed) {
    Rules<S, M> rules = game.rules();
    if (args[1].equals("fours") || args[1].startsWith("safe") || args[1].startsWith("trans")) {
      var solved = game.solver().orElseThrow().solve(state);
      if (solved.isPresent()) {
        return solved.get().move();
      }
    }
    AlphaBetaBot.Builder<S, M> prover = AlphaBetaBot.builder(rules, (s, p) -> 0)
        .maxDepth(args.length > 4 ? Integer.parseInt(args[4]) : 5)
        .maxNodes(args.length > 5 ? Long.parseLong(args[5]) : 20_000).tableBits(16);
    game.hash().ifPresent(prover::hash);
    AlphaBetaBot.Search<M> proof = prover.build().search(state);
    if (proof.isForcedWin()) {
      return proof.move();
    }
    List<M> transSafe = null;
    if (args[1].startsWith("trans")) {
      var st = (io.github.boardrules.pikkpakk.fiveshift.FiveShiftState) state;
      int fromPly = Integer.parseInt(args[1].substring(5));
      if (st.ply() >= fromPly && st.ply() < 49) {
        Transition t = new Transition(Long.parseLong(System.getProperty("trans.nodes", "1000000")));
        try {
          boolean dark = st.toMove() == io.github.boardrules.core.Player.SECOND;
          List<io.github.boardrules.pikkpakk.PikkPakkMove> good = new java.util.ArrayList<>();
          var fs = (io.github.boardrules.pikkpakk.fiveshift.FiveShift) rules;
          for (var move : fs.legalMoves(st)) {
            boolean darkWins = t.darkWins(fs.play(st, move));
            if (dark && darkWins) {
              @SuppressWarnings("unchecked") M m = (M) move;
              return m;
            }
            if (!dark && !darkWins) {
              good.add(move);
            }
          }
          if (!dark && !good.isEmpty()) {
            @SuppressWarnings("unchecked") List<M> g = (List<M>) (List<?>) good;
            transSafe = g;
          }
        } catch (Transition.GiveUp giveUp) {
          // undecided within the limit
        }
      }
    }
    Rules<S, M> searched = rules;
    if (transSafe != null) {
      searched = new RootFiltered<>(rules, state, transSafe);
    } else if (args[1].startsWith("safe") || args[1].startsWith("trans")) {
      List<M> safe = args[1].equals("safe") ? safeMoves(game, state) : budgeted(game, state, args[1].startsWith("trans") ? 50 : Long.parseLong(args[1].substring(4)));
      if (safe != null) {
        searched = new RootFiltered<>(rules, state, safe);
      }
    }
    MctsBot.Builder<S, M> mcts = MctsBot.builder(searched).playout(game.guidedPlayout().orElseThrow())
        .iterations(Integer.parseInt(args[2])).exploration(Double.parseDouble(args[3])).seed(seed);
    return mcts.build().search(state).move();
  }

  /** The moves after which the solver finds no win for the opponent; null when all or none are. */
  static <S, M> List<M> safeMoves(ConfiguredGame<S, M> game, S state) {
    Rules<S, M> rules = game.rules();
    var solver = game.solver().orElseThrow();
    List<M> moves = rules.legalMoves(state);
    List<M> safe = new java.util.ArrayList<>();
    for (M move : moves) {
      S next = rules.playUnchecked(state, move);
      if (rules.status(next).isOver() || solver.solve(next).isEmpty()) {
        safe.add(move);
      }
    }
    return safe.isEmpty() || safe.size() == moves.size() ? null : safe;
  }

  /** safeMoves with the opponent's threats searched within budget searches of fours per reply. */
  @SuppressWarnings("unchecked")
  static <S, M> List<M> budgeted(ConfiguredGame<S, M> game, S state, long budget) {
    try {
      var st = (io.github.boardrules.pikkpakk.fiveshift.FiveShiftState) state;
      if (st.ply() >= 49) return null;
      int mine = io.github.boardrules.pikkpakk.internal.LineBoard.plane(st.toMove());
      var m = st.getClass().getDeclaredMethod("rows"); m.setAccessible(true);
      long[] rows = (long[]) m.invoke(st);
      long own = io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftEngine.fieldMask(rows, mine);
      long theirs = io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftEngine.fieldMask(rows, io.github.boardrules.pikkpakk.internal.LineBoard.otherPlane(mine));
      long empty = io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftEngine.FIELD_MASK & ~(own | theirs);
      List<M> safe = new java.util.ArrayList<>();
      int all = 0;
      for (M move : game.rules().legalMoves(state)) {
        all++;
        long p = 1L << placementBit(move.toString());
        if ((p & empty) == 0 || io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftThreats.search(theirs, own | p, 2, 12, budget).point() < 0) {
          safe.add(move);
        }
      }
      return safe.isEmpty() || safe.size() == all ? null : safe;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The field bit of a placement written like c3 (columns b to h, rows 2 to 8 are the field). */
  static int placementBit(String written) {
    int col = written.charAt(0) - 'b', row = Integer.parseInt(written.substring(1)) - 2;
    return row * 8 + col;
  }

  /** Can DARK force a win by five in the placement phase or with his first shift? AND-OR with a table. */
  static final class Transition {
    static final io.github.boardrules.pikkpakk.fiveshift.FiveShift RULES = io.github.boardrules.pikkpakk.fiveshift.FiveShift.standard();
    final java.util.Map<Long, Boolean> decided = new java.util.HashMap<>();
    final long limit;
    long nodes;
    Transition(long limit) { this.limit = limit; }
    static final class GiveUp extends RuntimeException { GiveUp() { super(null, null, false, false); } }
    boolean darkWins(io.github.boardrules.pikkpakk.fiveshift.FiveShiftState state) {
      if (++nodes > limit) throw new GiveUp();
      var status = RULES.status(state);
      if (status.isOver()) return status.winner().orElse(null) == io.github.boardrules.core.Player.SECOND;
      if (state.phase() != io.github.boardrules.pikkpakk.fiveshift.FiveShiftPhase.PLACEMENT) {
        for (var move : RULES.legalMoves(state)) {
          var after = RULES.status(RULES.play(state, move));
          if (after.isOver() && after.winner().orElse(null) == io.github.boardrules.core.Player.SECOND) return true;
        }
        return false;
      }
      Boolean known = decided.get(state.positionHash());
      if (known != null) return known;
      boolean darkToMove = state.toMove() == io.github.boardrules.core.Player.SECOND;
      boolean result = !darkToMove;
      for (var move : RULES.legalMoves(state)) {
        if (darkWins(RULES.play(state, move)) == darkToMove) { result = darkToMove; break; }
      }
      decided.put(state.positionHash(), result);
      return result;
    }
  }

  /** The rules with the root's moves narrowed. */
  record RootFiltered<S, M>(Rules<S, M> rules, S root, List<M> rootMoves) implements Rules<S, M> {
    public S initialState() { return rules.initialState(); }
    public io.github.boardrules.core.Player toMove(S s) { return rules.toMove(s); }
    public List<M> legalMoves(S s) { return s == root ? rootMoves : rules.legalMoves(s); }
    public io.github.boardrules.core.Legality check(S s, M m) { return rules.check(s, m); }
    public S playUnchecked(S s, M m) { return rules.playUnchecked(s, m); }
    public io.github.boardrules.core.Status status(S s) { return rules.status(s); }
    public java.util.OptionalInt plyBound() { return rules.plyBound(); }
  }
}
