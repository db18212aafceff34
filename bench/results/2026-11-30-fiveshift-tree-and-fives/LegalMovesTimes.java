import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftState;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The CPU time of the rules' placement lists: {@code legalMoves(state).size()} 200 times, then
 * every placement read 20 times, over the 7,570 placement-phase positions of 200 random games
 * (java.util.Random seeded 1), after two rounds that warm the compiler up.
 *
 * <p>Run: {@code javac -cp boardrules-cli.jar LegalMovesTimes.java; java -XX:+UseSerialGC -cp
 * boardrules-cli.jar:. LegalMovesTimes}.
 */
public class LegalMovesTimes {
  public static void main(String[] args) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    FiveShift rules = FiveShift.standard();
    List<FiveShiftState> states = new ArrayList<>();
    Random r = new Random(1);
    for (int g = 0; g < 200; g++) {
      FiveShiftState s = rules.initialState();
      for (int i = 0; i < 48 && rules.status(s).isOngoing(); i++) {
        states.add(s);
        List<PikkPakkMove> m = rules.legalMoves(s);
        s = rules.play(s, m.get(r.nextInt(m.size())));
      }
    }
    long sink = 0;
    for (int rep = 0; rep < 3; rep++) {
      long c0 = mx.getCurrentThreadCpuTime();
      for (int k = 0; k < 200; k++) for (FiveShiftState s : states) sink += rules.legalMoves(s).size();
      long c1 = mx.getCurrentThreadCpuTime();
      for (int k = 0; k < 20; k++) for (FiveShiftState s : states) { List<PikkPakkMove> m = rules.legalMoves(s); for (int i = 0; i < m.size(); i++) sink += m.get(i).hashCode(); }
      long c2 = mx.getCurrentThreadCpuTime();
      if (rep == 2) System.out.printf("states %d: size %d ms, every move %d ms (%d)%n", states.size(), (c1 - c0) / 1_000_000, (c2 - c1) / 1_000_000, sink % 7);
    }
  }
}
