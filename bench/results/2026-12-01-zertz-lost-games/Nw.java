import io.github.boardrules.core.*;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.zertz.*;
import java.nio.file.*;
import java.util.*;
public class Nw {
  static int away(ZertzState s, Player p, MarbleSet m) {
    int w = s.captured(p, Marble.WHITE), g = s.captured(p, Marble.GREY), b = s.captured(p, Marble.BLACK);
    return Math.min(Math.min(m.needed(Marble.WHITE) - w, m.needed(Marble.GREY) - g), Math.min(m.needed(Marble.BLACK) - b, m.eachNeeded() - Math.min(w, Math.min(g, b))));
  }
  public static void main(String[] args) throws Exception {
    ConfiguredGame<ZertzState, ZertzMove> game = (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game("zertz(marbleSet=tournament)");
    Rules<ZertzState, ZertzMove> rules = game.rules();
    MarbleSet ms = ((Zertz) rules).marbleSet();
    int[][] cnt = new int[5][5]; int choice = 0;
    for (String f : args) {
      ZertzState state = rules.initialState();
      int ply = 0;
      for (String l : Files.readAllLines(Path.of(f))) {
        if (!l.matches("\\d+\\. .*")) continue;
        String text = l.substring(l.indexOf(' ') + 1).trim();
        if (ply >= 2 && rules.legalMoves(state).size() > 1) {
          Player me = rules.toMove(state);
          cnt[Math.min(4, away(state, me, ms))][Math.min(4, away(state, me.opponent(), ms))]++; choice++;
        }
        state = rules.play(state, game.notation().parse(text));
        ply++;
      }
    }
    System.out.println("positions with a choice: " + choice + "; rows: mover's marbles away (0..4+), cols: opponent's");
    for (int[] r : cnt) System.out.println(Arrays.toString(r));
  }
}
