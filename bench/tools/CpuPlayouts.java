import io.github.boardrules.colorfield.ColorField;
import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.RandomPlayout;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaPuzzle;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbalone;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosRuleSet;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;

/** Random games per CPU-second of this thread, plain API against fast playout, alternating. */
public class CpuPlayouts {
  static final ThreadMXBean T = ManagementFactory.getThreadMXBean();
  static Object sink;

  interface Run { Object once(SplittableRandom r); }

  static double rate(Run run, SplittableRandom r, long cpuNanos) {
    long start = T.getCurrentThreadCpuTime();
    long games = 0;
    long now;
    do {
      for (int i = 0; i < 20; i++) { sink = run.once(r); games++; }
      now = T.getCurrentThreadCpuTime();
    } while (now - start < cpuNanos);
    return games * 1e9 / (now - start);
  }

  static <S, M> void game(String name, Rules<S, M> rules, S start, RandomPlayout<S> fast, int rounds) {
    SplittableRandom r = new SplittableRandom(7);
    Run plain = x -> Playouts.playRandomly(rules, start, x, Playouts.DEFAULT_PLY_CAP);
    Run quick = x -> fast.play(start, x, Playouts.DEFAULT_PLY_CAP);
    for (int i = 0; i < 2; i++) { rate(plain, r, 500_000_000L); rate(quick, r, 500_000_000L); }
    StringBuilder out = new StringBuilder(name);
    for (int i = 0; i < rounds; i++) {
      double p = rate(plain, r, 500_000_000L);
      double f = rate(quick, r, 500_000_000L);
      out.append(String.format(" %.0f/%.0f", p, f));
    }
    System.out.println(out);
  }

  public static void main(String[] args) {
    String which = args[0];
    int rounds = Integer.parseInt(args[1]);
    switch (which) {
      case "ColorField" -> { ColorField g = ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build(); game(which, g, g.initialState(), g::randomPlayout, rounds); }
      case "SquareAbalone" -> { SquareAbalone g = SquareAbalone.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build(); game(which, g, g.initialState(), g::randomPlayout, rounds); }
      case "PylosMature" -> { Pylos g = Pylos.builder().ruleSet(PylosRuleSet.MATURE).build(); game(which, g, g.initialState(), g::randomPlayout, rounds); }
      case "FiveShift" -> { FiveShift g = FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build(); game(which, g, g.initialState(), g::randomPlayout, rounds); }
      case "Intarsia" -> { IntarsiaPuzzle g = IntarsiaPuzzle.standard().toBuilder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build(); game(which, g, g.initialState(), g::randomPlayout, rounds); }
      case "PikkPakk" -> { PikkPakk g = PikkPakk.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build(); game(which, g, g.initialState(), g::randomPlayout, rounds); }
      default -> throw new IllegalArgumentException(which);
    }
  }
}
