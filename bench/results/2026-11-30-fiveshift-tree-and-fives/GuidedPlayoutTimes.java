import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftState;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * The CPU time of 200,000 guided playouts of five-in-a-row from the positions after 4, 12 and 20
 * random plies (java.util.Random seeded with the ply count), each from SplittableRandom(7), after a
 * first round that warms the compiler up; prints the total and each position's time with the
 * number of first-player wins, which must not change when only the speed does.
 *
 * <p>Run: {@code javac -cp boardrules-cli.jar GuidedPlayoutTimes.java; java -XX:+UseSerialGC -cp
 * boardrules-cli.jar:. GuidedPlayoutTimes}.
 */
public class GuidedPlayoutTimes {
  public static void main(String[] args) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    FiveShift rules = FiveShift.standard();
    StringBuilder out = new StringBuilder();
    long total = 0;
    for (int rep = 0; rep < 2; rep++) {
      for (int plies : new int[] {4, 12, 20}) {
        Random r = new Random(plies);
        FiveShiftState s = rules.initialState();
        for (int i = 0; i < plies; i++) {
          List<PikkPakkMove> m = rules.legalMoves(s);
          s = rules.play(s, m.get(r.nextInt(m.size())));
        }
        SplittableRandom sr = new SplittableRandom(7);
        int first = 0;
        long c0 = mx.getCurrentThreadCpuTime();
        for (int i = 0; i < 200_000; i++) {
          if (rules.guidedPlayout(s, sr, 1000) == PlayoutResult.FIRST_WINS) first++;
        }
        long c1 = mx.getCurrentThreadCpuTime();
        if (rep == 1) { total += c1 - c0; out.append(String.format(" p%d %d ms (first %d)", plies, (c1 - c0) / 1_000_000, first)); }
      }
    }
    System.out.println("total " + total / 1_000_000 + " ms:" + out);
  }
}
