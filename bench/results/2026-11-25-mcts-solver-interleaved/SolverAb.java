import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.RandomPlayout;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.core.DrawOptions;
/**
 * Times MctsBot iterations with the solver off and on, interleaved in one JVM so that both see the
 * same load and JIT state; prints results.csv's rows. A single-file program: run it with java, as
 * results.csv's header says.
 */
public class SolverAb {
  static <S, M> void run(String name, Rules<S, M> rules, S start, RandomPlayout<S> playout) {
    double[][] best = {{1e9, 0}, {1e9, 0}};
    java.util.List<Double>[] all = new java.util.List[] {new java.util.ArrayList<Double>(), new java.util.ArrayList<Double>()};
    for (int round = 0; round < 20; round++) {
      for (int s = 0; s < 2; s++) {
        boolean solver = s == 1;
        long t0 = System.nanoTime();
        for (int i = 0; i < 50; i++) {
          MctsBot.builder(rules).iterations(1000).playout(playout).seed(round * 1000 + i).solver(solver).build().chooseMove(start);
        }
        double us = (System.nanoTime() - t0) / 50e3 / 1000.0;
        if (round >= 5) all[s].add(us);
      }
    }
    for (int s = 0; s < 2; s++) { java.util.Collections.sort(all[s]); }
    System.out.printf("%s,%.3f,%.3f,%.3f,%.3f,%.3f%n", name, all[0].get(0), all[0].get(all[0].size()/2), all[1].get(0), all[1].get(all[1].size()/2), all[1].get(all[1].size()/2) / all[0].get(all[0].size()/2));
  }
  public static void main(String[] a) {
    System.out.println("game,plain_min_us,plain_median_us,solver_min_us,solver_median_us,solver_over_plain_median");
    HeapNim h = HeapNim.triangle(); run("HeapNim", h, h.initialState(), RandomPlayout.generic(h));
    GridNim g = GridNim.standard(); run("GridNim", g, g.initialState(), g::randomPlayout);
    FiveShift f = FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build(); run("FiveShift", f, f.initialState(), f::randomPlayout);
  }
}
