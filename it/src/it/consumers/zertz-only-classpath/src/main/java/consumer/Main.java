package consumer;

import io.github.boardrules.core.Legality;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A user who validates ZÈRTZ moves and depends on {@code boardrules-zertz} alone: it plays a move,
 * refuses another, and fails unless its class path holds exactly core and ZÈRTZ (and its own
 * classes): no bots, no learning, no third-party jar comes with the game.
 */
public final class Main {
  private Main() {}

  /**
   * Validates a move, then checks the class path.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    Zertz rules = Zertz.standard();
    ZertzState start = rules.initialState();
    ZertzMove first = rules.legalMoves(start).get(0);
    ZertzState next = rules.play(start, first);
    Legality again = rules.check(next, first);
    if (again.isLegal()) {
      throw new AssertionError("the same placement twice must be refused: " + first);
    }
    System.out.println("zertz-only: " + rules.notation().format(first) + " played; again: " + again.message());

    Set<String> jars = new TreeSet<>();
    List<String> others = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path path = Path.of(entry);
      String name = path.getFileName().toString();
      if (Files.isDirectory(path)) {
        others.add(entry);
      } else if (name.endsWith(".jar")) {
        jars.add(name.replaceFirst("-[0-9][^-]*(-SNAPSHOT)?\\.jar$", ""));
      } else {
        others.add(entry);
      }
    }
    if (!jars.equals(Set.of("boardrules-core", "boardrules-zertz")) || others.size() != 1) {
      throw new AssertionError("the class path must hold boardrules-core, boardrules-zertz and the program's "
          + "classes only, not " + jars + " and " + others);
    }
    System.out.println("zertz-only: the class path holds exactly " + jars);
  }
}
