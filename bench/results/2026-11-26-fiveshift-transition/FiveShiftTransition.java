import io.github.boardrules.core.*;
import io.github.boardrules.pikkpakk.*;
import io.github.boardrules.pikkpakk.fiveshift.*;
import java.nio.file.*;
import java.util.*;
/**
 * For the positions of game records at given placement plies: can DARK force a win by five in the
 * placement phase or with his first shift (ply 49)? D = yes (proved), L = no (LIGHT can avoid it:
 * proved), ? = not decided within the node limit. An AND-OR search over placements with a table.
 */
public class FiveShiftTransition {
  static final FiveShift R = FiveShift.standard();
  static final HashMap<Long, Boolean> memo = new HashMap<>();
  static long nodes, limit;
  static final class GiveUp extends RuntimeException { GiveUp() { super(null, null, false, false); } }
  static boolean darkWins(FiveShiftState s) {
    if (++nodes > limit) throw new GiveUp();
    Status st = R.status(s);
    if (st.isOver()) return st.winner().orElse(null) == Player.SECOND;
    if (s.phase() != FiveShiftPhase.PLACEMENT) {
      for (PikkPakkMove m : R.legalMoves(s)) { Status t = R.status(R.play(s, m)); if (t.isOver() && t.winner().orElse(null) == Player.SECOND) return true; }
      return false;
    }
    Boolean b = memo.get(s.positionHash()); if (b != null) return b;
    boolean dark = s.toMove() == Player.SECOND; boolean res = !dark;
    for (PikkPakkMove m : R.legalMoves(s)) { boolean w = darkWins(R.play(s, m)); if (dark && w) { res = true; break; } if (!dark && !w) { res = false; break; } }
    memo.put(s.positionHash(), res); return res;
  }
  public static void main(String[] a) throws Exception {
    limit = Long.parseLong(a[0]);
    int[] plies = Arrays.stream(a[1].split(",")).mapToInt(Integer::parseInt).toArray();
    Map<Integer, int[]> totals = new TreeMap<>();
    for (int i = 2; i < a.length; i++) {
      List<String> lines = Files.readAllLines(Path.of(a[i]));
      FiveShiftState s = R.initialState();
      StringBuilder out = new StringBuilder(Path.of(a[i]).getParent().getFileName() + "/" + Path.of(a[i]).getFileName());
      List<String> moves = lines.stream().filter(l -> !l.startsWith("[") && !l.isBlank()).map(l -> l.substring(l.indexOf('.') + 2).trim()).toList();
      for (String mv : moves) {
        final int ply = s.ply();
        if (Arrays.stream(plies).anyMatch(p -> p == ply) && !R.status(s).isOver()) {
          memo.clear(); nodes = 0; char c;
          try { c = darkWins(s) ? 'D' : 'L'; } catch (GiveUp g) { c = '?'; }
          out.append(" ").append(ply).append(c);
          totals.computeIfAbsent(ply, k -> new int[3])["DL?".indexOf(c)]++;
        }
        s = R.play(s, R.notation().parse(mv));
      }
      Status end = R.status(s);
      out.append("  winner ").append(end.winner().map(p -> p == Player.FIRST ? "LIGHT" : "DARK").orElse("none")).append(" at ply ").append(s.ply());
      System.out.println(out); System.out.flush();
    }
    totals.forEach((p, t) -> System.out.println("ply " + p + ": DARK forces a win by his first shift " + t[0] + ", LIGHT avoids it " + t[1] + ", undecided " + t[2]));
  }
}
