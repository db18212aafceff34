import io.github.boardrules.core.*;
import io.github.boardrules.core.bots.*;
import io.github.boardrules.zertz.*;
import java.util.*;

/** Scratch: proves wins by forcing lines (each move leaves the defender <= 1 reply, a capture). */
final class Forcing {
  final Rules<ZertzState, ZertzMove> rules;
  final Evaluation<ZertzState> ev;
  static final boolean DEEPEN = Boolean.getBoolean("fc.deepen");
  long plays, budget;
  Player attacker;
  final HashMap<Long, Boolean> table = new HashMap<>();
  static final class Out extends RuntimeException { Out() { super(null, null, false, false); } }

  Forcing(Rules<ZertzState, ZertzMove> rules, Evaluation<ZertzState> ev) { this.rules = rules; this.ev = ev; }

  ZertzState play(ZertzState s, ZertzMove m) {
    if (++plays > budget) throw new Out();
    return rules.playUnchecked(s, m);
  }

  /** A move of the attacker (to move in s) that wins by forcing within maxTurns, or null. */
  ZertzMove win(ZertzState s, int maxTurns, long budget) {
    this.budget = budget; plays = 0; attacker = rules.toMove(s); table.clear();
    try {
      for (int t = DEEPEN ? 1 : maxTurns; t <= maxTurns; t++) {
        for (ZertzMove m : rules.legalMoves(s)) {
          if (wins(s, m, t)) return m;
        }
      }
    } catch (Out e) { }
    return null;
  }

  /** Whether the opponent of the player to move in s wins by forcing after move m. */
  boolean refutes(ZertzState s, ZertzMove m, int maxTurns, long budget) {
    this.budget = budget; plays = 0; table.clear();
    ZertzState c = rules.playUnchecked(s, m);
    Status st = rules.status(c);
    if (st.isOver()) return false;
    attacker = rules.toMove(s).opponent();
    try {
      for (int t = DEEPEN ? 1 : maxTurns; t <= maxTurns; t++) {
        if (rules.toMove(c) == attacker ? attackerWins(c, t) : (!ev.isQuiet(c) && defenderLoses(c, t))) return true;
      }
    } catch (Out e) { }
    return false;
  }

  boolean wins(ZertzState s, ZertzMove m, int turns) {
    boolean placing = ev.isQuiet(s);
    ZertzState c = play(s, m);
    Status st = rules.status(c);
    if (st.isOver()) return st.winner().orElse(null) == attacker;
    if (rules.toMove(c) == attacker) return attackerWins(c, turns);
    int next = placing ? turns - 1 : turns;
    return next > 0 && !ev.isQuiet(c) && defenderLoses(c, next);
  }

  boolean attackerWins(ZertzState s, int turns) {
    if (turns <= 0) return false;
    long key = s.positionHash() * 31 + turns * 7919L;
    Boolean known = table.get(key);
    if (known != null) return known;
    boolean won = false;
    for (ZertzMove m : rules.legalMoves(s)) {
      if (wins(s, m, turns)) { won = true; break; }
    }
    table.put(key, won);
    return won;
  }

  boolean defenderLoses(ZertzState s, int turns) {
    List<ZertzMove> moves = rules.legalMoves(s);
    if (moves.size() > 1) return false;
    for (ZertzMove m : moves) {
      ZertzState c = play(s, m);
      Status st = rules.status(c);
      if (st.isOver()) {
        if (st.winner().orElse(null) == attacker) continue;
        return false;
      }
      boolean lost = rules.toMove(c) == attacker ? attackerWins(c, turns) : !ev.isQuiet(c) && defenderLoses(c, turns);
      if (!lost) return false;
    }
    return true;
  }
}
