package consumer;

import io.github.boardrules.core.Legality;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
import java.util.Set;
import java.util.TreeSet;

/**
 * A user who validates ZÈRTZ moves and depends on {@code boardrules-zertz} alone, as a JPMS module:
 * it plays a move, refuses another, and fails unless the modules outside the JDK are exactly its
 * own, core and ZÈRTZ, and the module path holds nothing else.
 */
public final class Main {
  private Main() {}

  /**
   * Validates a move, then checks the module graph and the module path.
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

    Set<String> modules = new TreeSet<>();
    for (Module module : ModuleLayer.boot().modules()) {
      String name = module.getName();
      if (!name.startsWith("java.") && !name.startsWith("jdk.")) {
        modules.add(name);
      }
    }
    if (!modules.equals(Set.of("consumer", "io.github.boardrules.core", "io.github.boardrules.zertz"))) {
      throw new AssertionError("the modules must be consumer, core and zertz only, not " + modules);
    }
    String[] path = System.getProperty("jdk.module.path").split(java.io.File.pathSeparator);
    if (path.length != 3) {
      throw new AssertionError("the module path must hold the program, core and zertz only, not "
          + String.join(", ", path));
    }
    System.out.println("zertz-only: the modules outside the JDK are exactly " + modules);
  }
}
