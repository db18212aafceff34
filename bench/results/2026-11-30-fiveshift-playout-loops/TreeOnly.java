import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftState;
import java.util.List;
import java.util.Random;

/**
 * The wall time of five-in-a-row's Monte-Carlo tree without its playouts: 300,000 iterations, as
 * level 5 makes, from the position after 4 random plies (seed 1), with a playout that only
 * alternates the winner, eight searches in one run. Run it with each collector's flags to see
 * what collecting the tree's nodes costs.
 */
public class TreeOnly {
  public static void main(String[] args) {
    FiveShift rules = FiveShift.standard();
    Random r = new Random(1);
    FiveShiftState s = rules.initialState();
    for (int i = 0; i < 4; i++) {
      List<PikkPakkMove> m = rules.legalMoves(s);
      s = rules.play(s, m.get(r.nextInt(m.size())));
    }
    for (int rep = 0; rep < 8; rep++) {
      long t0 = System.nanoTime();
      final int[] k = {0};
      MctsBot<FiveShiftState, PikkPakkMove> tree = MctsBot.builder(rules).playout((st, rnd, cap) -> (k[0]++ & 1) == 0 ? PlayoutResult.FIRST_WINS : PlayoutResult.SECOND_WINS).iterations(300_000).seed(rep).build();
      tree.chooseMove(s);
      System.out.printf("%.0f ms%n", (System.nanoTime() - t0) / 1e6);
    }
  }
}
