import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Times FiveShift.safeMoves in every position of match records where the game goes on in the
 * placement phase: java -cp boardrules-cli.jar SafeMovesTime.java RECORD...
 */
public class SafeMovesTime {
  public static void main(String[] files) throws Exception {
    @SuppressWarnings("unchecked")
    ConfiguredGame<FiveShiftState, PikkPakkMove> game =
        (ConfiguredGame<FiveShiftState, PikkPakkMove>) GameCatalog.load().game("fiveshift");
    FiveShift rules = (FiveShift) game.rules();
    List<Long> nanos = new ArrayList<>();
    int narrowed = 0;
    for (int round = 0; round < 2; round++) { // the first round warms the JIT up and is not counted
      nanos.clear();
      narrowed = 0;
      for (String file : files) {
        FiveShiftState state = null;
        for (String line : Files.readAllLines(Path.of(file))) {
          if (line.startsWith("[Start \"")) {
            state = game.positions().decode(line.substring(8, line.length() - 2));
          } else if (state != null && line.matches("\\d+\\. .*")) {
            if (!rules.status(state).isOngoing() || state.ply() >= FiveShift.PLACEMENTS) {
              break;
            }
            long start = System.nanoTime();
            int safe = rules.safeMoves(state).size();
            nanos.add(System.nanoTime() - start);
            narrowed += safe < rules.legalMoves(state).size() ? 1 : 0;
            state = rules.play(state, game.notation().parse(line.substring(line.indexOf(' ') + 1).strip()));
          }
        }
      }
    }
    Collections.sort(nanos);
    int n = nanos.size();
    System.out.printf("%d positions, %d narrowed; ms: median %.2f, mean %.2f, p90 %.2f, p99 %.2f, worst %.2f%n",
        n, narrowed, nanos.get(n / 2) / 1e6, nanos.stream().mapToLong(x -> x).average().orElse(0) / 1e6,
        nanos.get(n * 9 / 10) / 1e6, nanos.get(n * 99 / 100) / 1e6, nanos.get(n - 1) / 1e6);
  }
}
