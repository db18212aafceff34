import io.github.boardrules.core.*;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.zertz.*;
import java.nio.file.*;
import java.util.*;
public class Tr {
  public static void main(String[] args) throws Exception {
    ConfiguredGame<ZertzState, ZertzMove> game = (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game("zertz(marbleSet=tournament)");
    Rules<ZertzState, ZertzMove> rules = game.rules();
    ZertzState state = rules.initialState();
    int ply = 0, from = Integer.parseInt(args[1]);
    for (String l : Files.readAllLines(Path.of(args[0]))) {
      if (!l.matches("\\d+\\. .*")) continue;
      String text = l.substring(l.indexOf(' ') + 1).trim();
      state = rules.play(state, game.notation().parse(text));
      ply++;
      if (ply >= from) { System.out.println("after ply " + ply + " " + text + " status " + rules.status(state)); System.out.println(state.diagram()); }
    }
  }
}
