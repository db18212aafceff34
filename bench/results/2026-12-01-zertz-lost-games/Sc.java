import io.github.boardrules.core.*;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.zertz.*;
import java.nio.file.*;
import java.util.*;
public class Sc {
  public static void main(String[] args) throws Exception {
    ConfiguredGame<ZertzState, ZertzMove> game = (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game("zertz(marbleSet=tournament)");
    Rules<ZertzState, ZertzMove> rules = game.rules();
    ZertzEvaluation ev = (ZertzEvaluation) game.evaluation().orElseThrow();
    ZertzState state = rules.initialState();
    int ply = 0;
    Set<Integer> at = new HashSet<>();
    for (int a = 1; a < args.length; a++) at.add(Integer.parseInt(args[a]));
    for (String l : Files.readAllLines(Path.of(args[0]))) {
      if (!l.matches("\\d+\\. .*")) continue;
      String text = l.substring(l.indexOf(' ') + 1).trim();
      if (at.contains(ply + 1)) {
        List<ZertzMove> moves = rules.legalMoves(state);
        int[] hist = new int[6]; int sac = 0;
        for (ZertzMove m : moves) {
          ZertzState c = rules.play(state, m);
          if (rules.status(c).isOver()) { hist[0]++; continue; }
          if (rules.toMove(c) == rules.toMove(state)) continue;
          if (!ev.isQuiet(c)) { sac++; int r = rules.legalMoves(c).size(); hist[Math.min(5, r)]++; }
        }
        System.out.printf("ply %d moves %d played %s: sacrifices %d; by replies: win-now %d, 1:%d 2:%d 3:%d 4:%d 5+:%d%n", ply + 1, moves.size(), text, sac, hist[0], hist[1], hist[2], hist[3], hist[4], hist[5]);
      }
      state = rules.play(state, game.notation().parse(text));
      ply++;
    }
  }
}
