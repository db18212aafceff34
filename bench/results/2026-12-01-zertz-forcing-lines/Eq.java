import io.github.boardrules.bots.*;
import io.github.boardrules.core.*;
import io.github.boardrules.core.bots.*;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.zertz.*;
import java.nio.file.*;
import java.util.*;
/** The library's level 5 and the scratch CheckedBot (abf 3500000 1000000 4 3 true): the same move? */
public class Eq {
  public static void main(String[] args) throws Exception {
    ConfiguredGame<ZertzState, ZertzMove> game = (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game("zertz(marbleSet=tournament)");
    Rules<ZertzState, ZertzMove> rules = game.rules();
    Set<Integer> at = new HashSet<>();
    for (int a = 1; a < args.length; a++) at.add(Integer.parseInt(args[a]));
    ZertzState state = rules.initialState();
    int ply = 0;
    for (String l : Files.readAllLines(Path.of(args[0]))) {
      if (!l.matches("\\d+\\. .*")) continue;
      String text = l.substring(l.indexOf(' ') + 1).trim();
      if (at.contains(ply + 1)) {
        long t0 = System.nanoTime();
        ZertzMove lib = Bots.of(game, 5).chooseMove(state);
        long t1 = System.nanoTime();
        ZertzMove scratch = new CheckedBot(game, 3_500_000, 1_000_000, 4, 3, true).chooseMove(state);
        long t2 = System.nanoTime();
        System.out.printf("%s ply %d played %s library %s (%.1f s) scratch %s (%.1f s) %s%n", Path.of(args[0]).getFileName(), ply + 1, text,
            game.notation().format(lib), (t1 - t0) / 1e9, game.notation().format(scratch), (t2 - t1) / 1e9, lib.equals(scratch) ? "SAME" : "DIFFERENT");
      }
      state = rules.play(state, game.notation().parse(text));
      ply++;
    }
  }
}
