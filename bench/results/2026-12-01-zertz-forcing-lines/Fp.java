import io.github.boardrules.core.*;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.zertz.*;
import java.nio.file.*;
import java.util.*;
/** Forcing prover experiment: does the attacker win by placements leaving the defender <= R replies? */
public class Fp {
  static Rules<ZertzState, ZertzMove> rules;
  static ZertzEvaluation ev;
  static long plays, budget;
  static int maxReplies;
  static HashMap<Long, Boolean> table = new HashMap<>();
  static Player attacker;

  static ZertzState play(ZertzState s, ZertzMove m) {
    if (++plays > budget) throw new RuntimeException("budget");
    return rules.playUnchecked(s, m);
  }

  static boolean attackerWins(ZertzState s, int turns) {
    if (turns <= 0) return false;
    long key = s.positionHash() * 31 + turns * 7919L;
    Boolean known = table.get(key);
    if (known != null) return known;
    boolean placing = ev.isQuiet(s);
    boolean won = false;
    for (ZertzMove m : rules.legalMoves(s)) {
      ZertzState c = play(s, m);
      Status st = rules.status(c);
      if (st.isOver()) {
        if (st.winner().orElse(null) == attacker) { won = true; break; }
        continue;
      }
      if (rules.toMove(c) == attacker) {
        if (attackerWins(c, turns)) { won = true; break; }
        continue;
      }
      int next = placing ? turns - 1 : turns;
      if (next <= 0 || ev.isQuiet(c)) continue;
      if (defenderLoses(c, next)) { won = true; break; }
    }
    table.put(key, won);
    return won;
  }

  static boolean defenderLoses(ZertzState s, int turns) {
    List<ZertzMove> moves = rules.legalMoves(s);
    if (moves.size() > maxReplies) return false;
    for (ZertzMove m : moves) {
      ZertzState c = play(s, m);
      Status st = rules.status(c);
      if (st.isOver()) {
        if (st.winner().orElse(null) == attacker) continue;
        return false;
      }
      boolean lost = rules.toMove(c) == attacker ? attackerWins(c, turns)
          : !ev.isQuiet(c) && defenderLoses(c, turns);
      if (!lost) return false;
    }
    return true;
  }

  public static void main(String[] args) throws Exception {
    ConfiguredGame<ZertzState, ZertzMove> game = (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game("zertz(marbleSet=tournament)");
    rules = game.rules();
    ev = (ZertzEvaluation) game.evaluation().orElseThrow();
    String file = args[0];
    int ply = Integer.parseInt(args[1]);
    maxReplies = Integer.parseInt(args[2]);
    budget = Long.parseLong(args[3]);
    int maxTurns = Integer.parseInt(args[4]);
    ZertzState state = rules.initialState();
    int p = 0;
    for (String l : Files.readAllLines(Path.of(file))) {
      if (!l.matches("\\d+\\. .*")) continue;
      if (p + 1 == ply) break;
      state = rules.play(state, game.notation().parse(l.substring(l.indexOf(' ') + 1).trim()));
      p++;
    }
    for (int a = 5; a < args.length; a++) {
      ZertzMove mine = game.notation().parse(args[a]);
      ZertzState after = rules.play(state, mine);
      attacker = rules.toMove(state).opponent();
      for (int t = 1; t <= maxTurns; t++) {
        table.clear();
        plays = 0;
        long t0 = System.nanoTime();
        String r;
        try { r = attackerWins(after, t) ? "PROVED" : "no"; } catch (RuntimeException e) { r = "budget"; }
        System.out.printf("%s ply %d after %-10s opp forcing turns %d replies<=%d: %-6s plays %,d %.2f s%n", Path.of(file).getFileName(), ply, args[a], t, maxReplies, r, plays, (System.nanoTime() - t0) / 1e9);
        if (!r.equals("no")) break;
      }
    }
  }
}
